"""A company's base whose own complement is the fund ("of the market value of the Fund") is the
fund's base: the figure is a share of the book, not of an investee's accounts
(`other_bases._OF_BASE`)."""

from __future__ import annotations

import pytest

from quantward_validation.other_bases import measured_elsewhere
from quantward_validation.testing import provenance_problems


@pytest.mark.parametrize(
    "clause",
    [
        "hold no more than 35 % of the market value of the Trust in listed property",
        "private credit capped at 12 % of the net market value of the portfolio",
        "emerging debt at most 8 % of the market value of its total book",
    ],
)
def test_a_share_of_the_funds_own_market_value_is_the_books(clause: str) -> None:
    at = clause.index(" %") - 2
    assert measured_elsewhere(clause, at, at + 4) is None


def test_a_share_of_an_investees_market_value_stays_elsewhere() -> None:
    clause = "no stake above 10 % of the market value of the issuer"
    at = clause.index("10 %")
    assert measured_elsewhere(clause, at, at + 4) is not None


def test_a_cap_on_the_funds_market_value_states_the_cap() -> None:
    text = (
        "The endowment's board set listed equities at no more than 55 percent of the market "
        "value of the Endowment."
    )
    assert (
        provenance_problems(
            text,
            name="max_listed_equity_weight",
            value=0.55,
            words="55 percent of the market value of the Endowment",
        )
        == []
    )
