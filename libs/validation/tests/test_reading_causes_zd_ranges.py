"""Batch ZD's range cause, read in general on wordings in no batch: a level whose decision is
kept from the manager ("not delegated to the investment manager", "reserved to the Board",
"outside the manager's remit") and held at a value is a point the plan may not move, lower or
higher."""

from __future__ import annotations

from typing import Any

import pytest

from .clause_bounds import bounds_of


def _bounds(text: str) -> list[tuple[Any, ...]]:
    return bounds_of(text, key="terms")


@pytest.mark.parametrize(
    "text",
    [
        "Sector weights have not been delegated to the investment manager and are kept at 20%.",
        "The sector weight is a matter reserved to the trustees; it is held at 20%.",
        "Sector concentration lies outside the adviser's remit and is set at 20% by the council.",
        "Sector weight: held at 20%, retained by the Investment Committee.",
    ],
)
def test_a_level_kept_from_the_manager_is_a_point(text: str) -> None:
    assert _bounds(text) == [("max_sector_weight", "range", 0.2, 0.2)]


def test_a_level_only_kept_is_still_a_cap() -> None:
    assert _bounds("The sector weight is kept at 20%.") == [
        ("max_sector_weight", "target", 0.2, 0.2)
    ]
