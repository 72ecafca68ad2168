"""The cause batch S showed in latitude taken back, read in general: constructions written
here, in no batch, guarded both ways.

A band said before and taken back in the same breath in favour of a point ("we had agreed 1x
to 2x on gross leverage, but forget that: 1.5x", "I know we said 4-8 % on volatility but no,
leave it at 8 %") gives no room: the band bounds nothing and the point is a level held exactly
(`fixed_levels.BAND_TAKEN_BACK`). A band confirmed ("… and yes, that's fine") or a "but" that
opens a limit ("but no more than 6 %") takes nothing back.
"""

from __future__ import annotations

import pytest

from quantward_validation.mandate import Bound, clauses


def _bounds(text: str) -> list[Bound]:
    return [b for c in clauses({"note": text}, []) for b in c.bounds]


@pytest.mark.parametrize(
    ("text", "point"),
    [
        ("We had agreed 1x to 2x on gross leverage, but forget that: 1.5x flat.", 1.5),
        ("I know we said 4-8 % on volatility but no, leave it at 8 %.", 0.08),
        ("The volatility range was 4 % to 8 %, but scratch that, keep it at 6 %.", 0.06),
        (
            "We went with 4-8 % on volatility before, but I've changed my mind: keep it at 5 %.",
            0.05,
        ),
    ],
)
def test_a_band_taken_back_leaves_a_point(text: str, point: float) -> None:
    found = _bounds(text)
    assert [(b.kind, b.low, b.high) for b in found] == [("range", point, point)], found


@pytest.mark.parametrize(
    "text",
    [
        "I know we said 4-8 % on volatility and yes, that's fine, anywhere in there.",
        "We agreed 4-8 % on volatility, but no more than 6 % this quarter.",
    ],
)
def test_a_band_confirmed_or_narrowed_is_not_taken_back(text: str) -> None:
    assert any(b.kind == "range" and b.low != b.high for b in _bounds(text))
