"""The cause batches ZZS–ZZX's refused latitude showed, read in general: constructions written
here (a farmland fund's documents, in no batch), guarded both ways.

Cause: a level fixed beside a band the text then denies as room, in the words of who may decide
("the 1x–1.5x range in the memorandum is historical, not discretion for the asset manager",
"the survey's range, not a delegation", "it's 8 %, not 'somewhere in 4 % to 8 %'"), was read as
a range a plan may sit anywhere inside: the denial named the room the band would have given
(discretion, delegation, latitude), not the band's own noun, or quoted the band back. The
family: a band denied as the discretion itself leaves only the level fixed beside it
(`denied_bands.NO_ROOM_NOUNS`); a band granted stays one.
"""

from __future__ import annotations

from typing import Any

import pytest

from quantward_validation.denied_bands import band_denied

from .clause_bounds import bounds_of


def _bounds(text: str) -> list[tuple[Any, ...]]:
    return bounds_of(
        text, key="charter", fields=("subject", "kind", "low", "high", "discretion"), rounded=True
    )


@pytest.mark.parametrize(
    ("text", "subject", "level"),
    [
        (
            "The investment policy fixes gross leverage at 1.5x. The 1x to 1.5x range in the "
            "offering memorandum is a historical statistic, not discretion for the asset manager.",
            "max_gross_leverage",
            1.5,
        ),
        (
            "The board fixes the cash reserve at 8 %. The 4 % to 8 % range in the appraisal "
            "pack is the appraiser's survey of peer farms, not a delegation.",
            "cash_weight",
            0.08,
        ),
        (
            "Farm operations lead: no latitude on the cash reserve. It's 8 %, not 'somewhere "
            "in 4 % to 8 %'.",
            "cash_weight",
            0.08,
        ),
    ],
)
def test_a_band_denied_as_discretion_leaves_the_fixed_level(
    text: str, subject: str, level: float
) -> None:
    assert _bounds(text) == [(subject, "range", level, level, False)], text


@pytest.mark.parametrize(
    "text",
    [
        "The asset manager sets the cash reserve within 4 % to 8 %, a delegation the board "
        "reviews yearly.",
        "The cash reserve may sit anywhere in 4 % to 8 %, at the asset manager's discretion, "
        "not the board's.",
        "Gross leverage stays between 1x and 1.5x; the asset manager picks the level, and not "
        "the lenders.",
    ],
)
def test_a_band_granted_is_not_read_as_denied(text: str) -> None:
    assert not band_denied(text.lower())
