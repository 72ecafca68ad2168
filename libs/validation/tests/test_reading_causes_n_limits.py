"""The limit-name cause found in held-out batch N's first run, tested on names in no batch: a
field named by the share a fund may hold ("…Quota") or the band it stays in ("…Corridor") is a
limit, the client's decision, though its subject has no name of its own."""

from __future__ import annotations

import pytest

from quantward_contracts.values import Constraint
from quantward_validation.limits import is_limit


@pytest.mark.parametrize(
    "name", ["frontierMarketsQuota", "esg_laggard_quota", "smallCapCorridor", "hybridsPlafond"]
)
def test_a_quota_or_corridor_is_a_limit(name: str) -> None:
    constraint = Constraint(name=name, value=0.12, provenance="assumption", rationale="usual")
    assert is_limit(constraint)


@pytest.mark.parametrize("name", ["lookback_days", "rebalance_frequency"])
def test_a_research_default_is_still_none(name: str) -> None:
    constraint = Constraint(name=name, value=63, provenance="assumption", rationale="usual")
    assert not is_limit(constraint)
