"""The causes batch ZK's mandate kinds showed, each read in general: constructions written
here, in no batch (each phrase grepped against bench/reviews*.py), guarded both ways.

Cause: a responsible-investing mandate's own subjects (`limit_lexicon_stewardship`): the
combined weight of companies under escalated engagement, and the share of sustainable
investments, were read as "weight" or "names" (the single-position cap) or as nothing, so a
plan's `escalationListCap` or sustainable-investment floor met no bound, or the wrong one.
"""

from __future__ import annotations

from typing import Any

import pytest

from quantward_validation.limits import subject_of
from quantward_validation.mandate import bounds_for, clauses, within

from .clause_bounds import bounds_of


def _bounds(text: str) -> list[tuple[Any, ...]]:
    return bounds_of(text, rounded=True)


@pytest.mark.parametrize(
    "phrase",
    [
        "escalated investees",
        "issuers on our engagement focus list",
        "the controversies watchlist",
        "stocks in the ESG red list",
        "maxEscalatedNamesWeight",
        "escalation_register_cap",
        "holdings under formal escalation",
    ],
)
def test_the_escalation_list_is_a_subject_of_its_own(phrase: str) -> None:
    assert subject_of(phrase) == "max_escalation_list_weight", (phrase, subject_of(phrase))


@pytest.mark.parametrize(
    "phrase",
    [
        "SI floor",
        "sustainable-investment minimum",
        "minSustainableInvestmentsPct",
        "the fund's holdings of sustainable investments",
    ],
)
def test_the_sustainable_investment_share_is_a_subject_of_its_own(phrase: str) -> None:
    assert subject_of(phrase) == "min_sustainable_investment_share", (phrase, subject_of(phrase))


@pytest.mark.parametrize(
    "phrase",
    [
        # a watchlist alone is a universe, a breach's escalation a procedure, Article 9's
        # sustainable investment objective an aim
        "spread the book over my watchlist",
        "any breach is subject to escalation to the risk committee",
        "the fund pursues a sustainable investment objective",
    ],
)
def test_a_universe_a_procedure_or_an_aim_is_no_such_subject(phrase: str) -> None:
    assert subject_of(phrase) not in (
        "max_escalation_list_weight",
        "min_sustainable_investment_share",
    ), (phrase, subject_of(phrase))


def test_holdings_on_the_list_bound_the_list_not_every_name() -> None:
    text = "Between 1% and 3% in issuers on the ESG watchlist, at the PM's discretion."
    assert _bounds(text) == [("max_escalation_list_weight", "range", 0.01, 0.03)]
    assert _bounds("Escalated investees in aggregate: no more than 2.5% of NAV.") == [
        ("max_escalation_list_weight", "ceiling", None, 0.025)
    ]


def test_a_sustainable_investment_floor_bounds_a_plan_floor_of_that_name() -> None:
    found = clauses({"annex": "Sustainable investments: a minimum of 35% of net assets."})
    bounds = bounds_for(found, "minSustainableInvestmentsPct")
    assert [(b.kind, b.low) for b in bounds] == [("floor", 0.35)]
    assert within(0.6, bounds[0], "minSustainableInvestmentsPct")
    assert not within(0.2, bounds[0], "minSustainableInvestmentsPct")
    # ... and bounds no position cap
    assert bounds_for(found, "max_position_weight") == []
