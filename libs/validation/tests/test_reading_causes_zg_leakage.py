"""Batch ZG causes, stated leakage (commodity and energy desks), on constructions no review
batch writes:

- a fill at the very settle the signal reads ("hedges are struck at those same settlement
  prices"): a futures desk's daily price is a price (`same_price_fills`);
- a weekly report dated at its week's end though published days later ("used at the
  week-ending date, though the survey comes out the next Tuesday") (`publication_lag`);
- a decision that sees figures from later than itself ("each rebalance reads quotes from
  later in that week") (`period_outcomes`).

Each is tested both ways: the same shape that keeps to what was known stays clean.
"""

from __future__ import annotations

import pytest

from . import reading_cases


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        (
            "The spread signal is built on each close and hedges are struck at those same "
            "settlement prices.",
            True,
        ),
        ("Positions are entered at that very settle.", True),
        (
            "The spread signal is built on each close and hedges are struck at the next "
            "morning's settlement prices.",
            False,
        ),
    ],
)
def test_a_fill_at_the_signals_own_settle(text: str, leaky: bool) -> None:
    assert reading_cases.leaky(text) is leaky


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        (
            "Rig counts are used at the week-ending date, though the survey comes out the "
            "next Tuesday.",
            True,
        ),
        (
            "Storage data enter the model at their week-end, while each bulletin is published "
            "the following Thursday.",
            True,
        ),
        (
            "Rig counts are used from the Tuesday the survey comes out, after the week-ending "
            "date.",
            False,
        ),
        ("Storage data enter the model the day after each Thursday bulletin.", False),
    ],
)
def test_a_weekly_report_dated_at_its_weeks_end(text: str, leaky: bool) -> None:
    assert reading_cases.leaky(text) is leaky


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        ("Each weekly rebalance reads quotes from later in that week.", True),
        ("The roll decision uses curves from after its own signal date.", True),
        ("Each weekly rebalance reads quotes from the close before it.", False),
        ("No roll decision uses curves from after its own signal date.", False),
    ],
)
def test_a_decision_that_sees_figures_from_later(text: str, leaky: bool) -> None:
    assert reading_cases.leaky(text) is leaky
