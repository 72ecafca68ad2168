"""A budget kept in basis points and written as a bare decimal fraction, a cause batch ZA showed
("$\\sigma_{TE} \\le 0.02$" recorded as 200 bp was read as 0.02 bp and questioned), tested on
constructions written here, in no batch.

A bare decimal below one under a constraint in bps may be the fraction it is written as
(`quantities.in_unit`); a bare whole number stays itself, and a figure written in bps stays bps.
"""

from __future__ import annotations

import pytest

from quantward_validation.quantities import stating
from quantward_validation.testing import provenance_problems


@pytest.mark.parametrize(
    ("text", "bps"),
    [
        ("Active risk is held to an annualised 0.035 against the index.", 350.0),
        ("cost budget per rebalance: 0.0015 of traded value", 15.0),
    ],
)
def test_a_bare_decimal_states_its_fraction_in_bps(text: str, bps: float) -> None:
    assert stating(text, bps, "bps") is not None


def test_the_decimal_cited_for_a_bps_limit_is_its_stated_value() -> None:
    text = "We bound ex-ante tracking error by 0.025 per year throughout."
    problems = provenance_problems(
        text, name="tracking_error_limit_bps", value=250.0, words="0.025", unit="bps"
    )
    assert problems == []


def test_whole_numbers_and_figures_in_bps_keep_their_reading() -> None:
    assert stating("the budget is 40 a year", 40.0, "bps") is not None
    assert stating("the budget is 40 a year", 400_000.0, "bps") is None
    assert stating("costs of 0.5 bp per trade", 5_000.0, "bps") is None
