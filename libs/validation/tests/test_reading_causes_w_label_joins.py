"""A mandate label joined to its value by a spaced dash or a table's cell wall, a cause batch W
showed (the mandate reader got no bound from "Max gross leverage — 2x" or "| Gross leverage cap
| 2x |"), tested on constructions written here, in no batch.

A hyphen between a limit's label and its value was read ("Max single name - 5%"), an en or em
dash was not, and neither was the wall between a two-cell row's label and its value: the join of a
limit noun to its value now takes both (`mandate._NOUN_TAIL`). A dash between two figures stays
a range, and only the cell right after the label is its value.
"""

from __future__ import annotations

from typing import Any

import pytest

from .clause_bounds import bounds_of


def _bounds(text: str) -> list[tuple[Any, ...]]:
    return bounds_of(text, key="rules")


@pytest.mark.parametrize(
    ("text", "subject", "kind", "value"),
    [
        ("Ceiling on net exposure – 60%", "max_net_exposure", "ceiling", 0.6),
        ("Per-issuer maximum — 4 %", "max_position_weight", "ceiling", 0.04),
        ("Liquidity floor — 3% in cash", "cash_weight", "floor", 0.03),
        ("| Net exposure cap | 45% |", "max_net_exposure", "ceiling", 0.45),
        ("| Minimum cash | 1.5 % | agreed Q3 |", "cash_weight", "floor", 0.015),
    ],
)
def test_a_label_joined_by_a_dash_or_a_cell_wall_bounds(
    text: str, subject: str, kind: str, value: float
) -> None:
    found = _bounds(text)
    side = 2 if kind == "floor" else 3
    assert any(b[0] == subject and b[1] == kind and b[side] == value for b in found), found


def test_a_dash_between_two_figures_is_still_a_range() -> None:
    found = _bounds("Gross leverage 1.25x — 1.75x")
    assert ("max_gross_leverage", "range", 1.25, 1.75) in found, found


def test_only_the_cell_after_the_label_is_its_value() -> None:
    found = _bounds("| Net exposure cap | 45% | 38% |")
    assert [b[3] for b in found if b[0] == "max_net_exposure"] == [0.45], found
