"""A limit said to hold no more in the English of writers whose first language is another one
(issue 18, batch N's family, in sentences of no batch): "the former cap", "is not more valid",
"no more in force", a value "valid till" a date, and "actually" meaning "currently" opening the
value that holds now. The old value bounds nothing, so a plan between the old and a loosened new
limit stays inside; the new value still bounds.
"""

from __future__ import annotations

import pytest

from quantward_validation.mandate import bounds_for, clauses


def _bounds(text: str, name: str) -> list[tuple[str, float | None, float | None]]:
    return [(b.kind, b.low, b.high) for b in bounds_for(clauses({"policy": text}), name)]


@pytest.mark.parametrize(
    "text",
    [
        "The former cap of 1,5x on leverage is not more valid: actually the cap is 2x.",
        "Leverage: the cap of 1,5x is no more in force; actually the cap is 2x.",
        "The leverage cap of 1,5x was valid until the last committee: currently the cap is 2x.",
    ],
)
def test_a_limit_said_to_hold_no_more_bounds_nothing(text: str) -> None:
    assert _bounds(text, "max_gross_leverage") == [("ceiling", None, 2.0)]


def test_a_limit_still_in_force_bounds() -> None:
    text = "The leverage cap of 1,5x is valid for all the sub-funds."
    assert _bounds(text, "max_gross_leverage") == [("ceiling", None, 1.5)]
