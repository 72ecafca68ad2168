"""Cause behind batch ZL's needless mandate revisions of liquidity floors (wordings of our own,
in no batch): a participation rate ("at 10% of average daily volume") sets how a liquidity
limit is measured; it is no target of the limit, whose bound is the other figure."""

from __future__ import annotations

import pytest

from quantward_validation.measure_parameters import measure_parameter

from .clause_bounds import bounds_of


@pytest.mark.parametrize(
    "text",
    [
        "Two-day liquidity, at 10% of average daily volume, stays at or above 55%.",
        "One-day liquidity (15% participation) of at least 55%.",
        "Liquidity at 25 % ADV: no less than 55 %.",
        "Two-day liquidity at 15% of daily volume must not drop under 55%.",
    ],
)
def test_a_participation_rate_is_no_bound(text: str) -> None:
    assert bounds_of(text, rounded=True) == [("cash_weight", "floor", 0.55, None)]


def test_the_parameter_reading() -> None:
    text = "liquidity at 25% of daily volume ≥ 55%"
    assert measure_parameter(text, 13, 16)
    assert not measure_parameter(text, 34, 37)
