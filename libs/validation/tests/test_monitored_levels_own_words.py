"""A reported level keeps its own words between it and the limit set against it: its base ("of
loan book"), its count noun ("vessels"), its period ("p.a."), its measure ("tracking error")
(`monitored_levels._reported_beside_limit`). "sits at 6.2 % of loan book vs the policy cap of
8 %" reports 6.2 %, as "sits at 6.2 % vs the policy cap of 8 %" does."""

from __future__ import annotations

import pytest

from quantward_validation.monitored_levels import measured_at


@pytest.mark.parametrize(
    ("sentence", "figure"),
    [
        # a shipping bank's risk pack
        (
            "Risk pack: the largest single borrower sits at 6.2% of loan book vs the policy cap "
            "of 8% of loan book.",
            "6.2%",
        ),
        (
            "The count of financed vessels is currently at 14 vessels, against the credit "
            "policy minimum of 10 vessels.",
            "14",
        ),
        # a hospital foundation's endowment
        (
            "Endowment dashboard: the illiquid sleeve tested at 31 percent of endowment value on "
            "the June statement, against a guideline of 35 percent.",
            "31 percent",
        ),
        (
            "Ex-ante active risk was at 90 bps p.a. against a maximum of 150 bps p.a.",
            "90 bps",
        ),
        ("Active risk is at 2.1% tracking error vs the board's cap of 3%.", "2.1%"),
    ],
)
def test_a_level_with_its_own_words_before_its_limit_is_measured(
    sentence: str, figure: str
) -> None:
    at = sentence.index(figure)
    assert measured_at(sentence, at, at + len(figure))


@pytest.mark.parametrize(
    ("sentence", "figure"),
    [
        # a bound said in its clause stays the limit, whatever words follow it
        ("The single-borrower cap is 8% of loan book vs 10% at peer banks.", "8%"),
        # the words after the figure reach past a clause's end: no limit beside it
        ("The illiquid sleeve is at 31 percent of endowment value, which the board noted.", "31"),
    ],
)
def test_a_bound_or_a_level_with_no_limit_beside_is_not_measured(
    sentence: str, figure: str
) -> None:
    at = sentence.index(figure)
    assert not measured_at(sentence, at, at + len(figure))
