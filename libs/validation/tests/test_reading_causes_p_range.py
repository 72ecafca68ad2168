"""The range_assumption cause of held-out batch P's first run, tested on constructions in no batch.

Cause: a limit whose level a document decides for the manager was read as a cap (a lower
assumed level sat inside it) when the document said so in words `fixed_levels` did not know:
who set the level after the value ("7.5 %, set by the client's committee") or a finite verb
before it ("the final IMA sets the limit at …"), with the manager denied a choice of level
("may not choose another level") or the band that gave room removed ("removes the band"). The
family is `quantward_validation.level_choice`: both halves, in their several wordings.
"""

from __future__ import annotations

import pytest

from quantward_validation.mandate import bounds_for, clauses


def _points(prose: str, name: str) -> list[tuple[float | None, float | None]]:
    return [(b.low, b.high) for b in bounds_for(clauses({"limits": prose}), name)]


@pytest.mark.parametrize(
    ("prose", "name", "level"),
    [
        (
            "Sector ceiling: 18%, as determined by the trustees. The manager is not free to "
            "pick a different figure.",
            "max_sector_weight",
            0.18,
        ),
        (
            "Amendment 2 pegs the gross exposure limit at 1.8 times NAV and does away with the "
            "corridor that applied before.",
            "max_gross_leverage",
            1.8,
        ),
        (
            "Single-issuer cap of 6%, fixed by the board; the level is not the manager's to set.",
            "max_position_weight",
            0.06,
        ),
    ],
)
def test_a_level_decided_for_the_manager_is_a_point(prose: str, name: str, level: float) -> None:
    assert (level, level) in _points(prose, name)


def test_a_level_set_by_someone_with_room_left_stays_a_cap() -> None:
    points = _points("Sector ceiling: 18%, as determined by the trustees.", "max_sector_weight")
    assert (0.18, 0.18) not in points
