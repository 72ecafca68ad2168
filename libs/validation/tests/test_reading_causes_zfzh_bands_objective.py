"""Sign-off records and allocation notes (batches ZF and ZH's causes), in wordings no batch
uses.

- a band put forward in one line and turned down by the decision line after it ("A proposal to
  let X run between a and b. Decision: declined.") gives no room: the level the text keeps next
  ("X stays b", with or without "at") is a point (`denied_bands`, `mandate`); an approved one
  is left as it is;
- a verb of persistence before a value states it ("cash stays 4 %"), as "is" does (`mandate`);
- a participle after a determiner is an adjective, not a verb of reporting: "optimise the
  quoted book for the information ratio" asks for that objective (`intent`).
"""

from __future__ import annotations

from typing import Any

import pytest

from quantward_validation.intent import asked

from .clause_bounds import bounds_of


def _bounds(text: str) -> list[tuple[Any, ...]]:
    return bounds_of(text, key="ips", rounded=True)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "The PM's proposal to let cash run between 2% and 6%. Decision: declined (IC). "
            "Cash stays 4%.",
            [("cash_weight", "range", 0.04, 0.04)],
        ),
        (
            "A proposal to let gross leverage float within 1.2x–1.8x. Outcome: not granted. "
            "Gross leverage remains 1.5x.",
            [("max_gross_leverage", "range", 1.5, 1.5)],
        ),
    ],
)
def test_a_band_turned_down_by_the_decision_line_after_it_leaves_the_kept_level(
    text: str, expected: list[tuple[Any, ...]]
) -> None:
    assert _bounds(text) == expected


def test_a_persistence_verb_states_the_value() -> None:
    assert _bounds("Cash stays 4%.") == [("cash_weight", "target", 0.04, 0.04)]


def test_an_approved_band_is_left_as_it_was() -> None:
    # (a proposal approved by its decision line is read as no bound, as before)
    text = "The PM's proposal to let cash run between 2% and 6%. Decision: approved (IC)."
    assert _bounds(text) == []


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        ("Please optimise the quoted book for the information ratio.", "risk_adjusted"),
        ("Tilt the recorded holdings towards the lowest volatility.", "min_risk"),
    ],
)
def test_a_participle_after_a_determiner_is_no_verb_of_reporting(text: str, objective: str) -> None:
    found = asked(text)
    assert found is not None, text
    assert found.objective == objective, text


def test_a_verb_of_reporting_still_shows() -> None:
    assert asked("Please list the information ratio for each sleeve.") is None
