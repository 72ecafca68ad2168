"""The cause batch U showed in limit settings that withdraw a band for a point, read in
general: a band said withdrawn (revoked, rescinded, scrapped) bounds nothing, the level it
gives way to after a semicolon ("…; fixed at 20 %") is the same limit's, and no room said
with the agent it is refused to between "no" and the noun ("no PM discretion", "no
portfolio-manager discretion", "no desk latitude") holds the level exactly. Wordings written
here, in no batch.
"""

from __future__ import annotations

from typing import Any

import pytest

from quantward_validation.fixed_levels import held_exactly

from .clause_bounds import bounds_of


def _bounds(text: str) -> list[tuple[Any, ...]]:
    return bounds_of(text, key="limits")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Issuer concentration: corridor 3 % to 6 % rescinded by the investment committee; "
            "set at 5 %, no portfolio-manager discretion",
            ("max_position_weight", 0.05),
        ),
        (
            "Single-name weight: range 2-4 % revoked at the last review; now pinned at 3 %, "
            "no desk latitude",
            ("max_position_weight", 0.03),
        ),
        (
            "Max drawdown: the 8 %-14 % band was scrapped by the board; held at 12 %, no "
            "manager leeway",
            ("max_drawdown", 0.12),
        ),
    ],
)
def test_a_withdrawn_band_gives_way_to_the_point_that_follows(
    text: str, expected: tuple[str, float]
) -> None:
    subject, level = expected
    assert _bounds(text) == [(subject, "range", level, level)]


@pytest.mark.parametrize(
    "clause",
    [
        "fixed at 20 %, no pm discretion",
        "fixed at 20 %, with no portfolio manager latitude",
        "set at 20 % - no desk flexibility whatsoever",
        "kept at 20 %; no trader's discretion",
    ],
)
def test_no_room_refused_to_a_named_agent_holds_the_level(clause: str) -> None:
    at = clause.index("20 %")
    assert held_exactly(clause[:at], clause[at + 4 :], clause)


def test_a_band_merely_reviewed_still_bounds() -> None:
    found = _bounds("Issuer concentration: corridor 3 % to 6 %, reviewed by the committee")
    assert found == [("max_position_weight", "range", 0.03, 0.06)]


def test_a_fixed_level_with_the_pms_discretion_is_no_point() -> None:
    assert (
        held_exactly(
            "fixed at ", ", at the pm's discretion", "fixed at 20 %, at the pm's discretion"
        )
        is False
    )
