"""The subject cause found in held-out batch N's first run, tested on wordings in no batch: the
emerging (and frontier) markets bucket is a subject of its own — a field or a phrase about it is
a limit, the client's decision, and a bound on it bounds neither one country nor one position."""

from __future__ import annotations

import pytest

from quantward_contracts.values import Constraint
from quantward_validation.limits import is_limit, subject_mentions, subject_of


@pytest.mark.parametrize(
    "name", ["frontierMarketsCap", "em_debt_share", "emergingEconomiesBucket", "emQuotaMax"]
)
def test_an_emerging_markets_field_is_that_buckets_limit(name: str) -> None:
    assert subject_of(name) == "max_emerging_markets_weight"
    constraint = Constraint(name=name, value=0.12, provenance="assumption", rationale="usual")
    assert is_limit(constraint)


@pytest.mark.parametrize(
    "phrase",
    [
        "no more than 30 % may be invested in emerging economies",
        "the frontier-markets sleeve stays below 5 %",
        "EM exposure: 25 % at most",
    ],
)
def test_a_bound_on_emerging_markets_bounds_neither_a_country_nor_a_position(phrase: str) -> None:
    named = {name for _, _, name in subject_mentions(phrase)}
    assert "max_emerging_markets_weight" in named
    assert not named & {"max_country_weight", "max_position_weight"}
