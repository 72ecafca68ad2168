"""The causes batch U showed in the side and the time of a system's limit, read in general:

- the word "limit" (or "threshold", "hard limit") names no side; a subject whose own name says
  it is a minimum ("MIN_CASH", "Cash (min)", "Liquidity floor") is bounded from below by it;
- a level said to hold until a date ("override … 1 % until 30-Jun-2026", "valid till
  15 Jan 2026") is over once the decision date is past that date, and then bounds nothing.

Wordings written here, in no batch.
"""

from __future__ import annotations

from datetime import date

import pytest

from quantward_validation.mandate import clauses
from quantward_validation.testing import provenance_problems


def _bounds(
    text: str, as_of: date | None = None
) -> list[tuple[str, str, float | None, float | None]]:
    return [
        (b.subject, b.kind, b.low, b.high)
        for c in clauses({"limits": text}, as_of=as_of)
        for b in c.bounds
    ]


@pytest.mark.parametrize(
    "text",
    [
        "MIN_CASH: hard limit 3 %",
        "Cash (min) | limit 3 % | status ok",
        "Liquidity floor - threshold 3 %",
        "Minimum cash holding, limit: 3 %",
    ],
)
def test_a_limit_on_a_subject_named_a_minimum_is_a_floor(text: str) -> None:
    assert _bounds(text) == [("cash_weight", "floor", 0.03, None)]


@pytest.mark.parametrize("text", ["MAX_CASH: hard limit 10 %", "Cash | limit 10 %"])
def test_a_limit_on_any_other_subject_stays_a_cap(text: str) -> None:
    assert _bounds(text) == [("cash_weight", "ceiling", None, 0.1)]


def test_a_cited_floor_under_a_neutral_limit_word_is_stated_as_a_floor() -> None:
    text = "Engine alert\nLIQ | Cash (min) | usage 2.1% | limit 2.5% | BREACH"
    assert provenance_problems(text, name="min_cash_weight", value=0.025, words="2.5%") == []


_OVERRIDE = (
    "Cash floor: hard limit 4 %.\nWaiver signed by the CIO: cash floor 1 % until 30-Jun-2026."
)


def test_an_override_past_its_end_date_bounds_nothing() -> None:
    assert _bounds(_OVERRIDE, as_of=date(2026, 9, 15)) == [("cash_weight", "floor", 0.04, None)]


def test_a_band_past_its_end_date_bounds_nothing() -> None:
    text = (
        "Cash floor: hard limit 2 %.\n"
        "Override signed by the CIO: cash band 1 % to 3 % till 31-Jan-2026."
    )
    assert _bounds(text, as_of=date(2026, 3, 2)) == [("cash_weight", "floor", 0.02, None)]
    assert ("cash_weight", "range", 0.01, 0.03) in _bounds(text, as_of=date(2026, 1, 5))


def test_a_value_after_the_dated_one_is_not_dated_by_it() -> None:
    text = "Issuer cap 8 % until 31-Mar-2026; after that the issuer cap is 5 %"
    assert _bounds(text, as_of=date(2026, 9, 1)) == [("max_position_weight", "ceiling", None, 0.05)]


def test_an_override_before_its_end_date_still_bounds() -> None:
    found = _bounds(_OVERRIDE, as_of=date(2026, 5, 4))
    assert ("cash_weight", "floor", 0.01, None) in found


@pytest.mark.parametrize(
    "text",
    [
        "Waiver granted by the CIO: issuer cap 8 % until 31-Mar-2026.",
        "Issuer cap 8 % (temporary, valid till 15 Jan 2026).",
        "Exception: issuer cap 8 % expiring 30 June 2026",
    ],
)
def test_a_cited_level_whose_time_is_over_is_not_in_force(text: str) -> None:
    problems = provenance_problems(
        text, name="max_position_weight", value=0.08, words="8 %", decided=date(2026, 9, 1)
    )
    assert problems
    assert (
        provenance_problems(
            text, name="max_position_weight", value=0.08, words="8 %", decided=date(2025, 12, 1)
        )
        == []
    )
