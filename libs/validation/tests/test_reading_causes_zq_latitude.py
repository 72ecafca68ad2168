"""The causes batch ZQ's range kind showed, each read in general: latitude granted or refused
in constructions written here, in no batch, guarded both ways.

Causes: a band said never to have bound ("only illustrative", "not carried into the final
terms") beside a level a present-tense verb fixes over a long defined term, which is then held
exactly (`denied_bands`, `fixed_levels`); a band reported as asked for and refused in the next
sentence, with the level the decider keeps ("The board refused: it stays at …", `denied_bands`,
`mandate`); consent to a band withheld and the point kept "not anywhere in" it, or an
instruction on the subject said before ("Keep it at 2 %", `denied_bands`, `mandate`); a band
given by its ends as acceptable ("anywhere between 1 % and 3 % would be fine",
`latitude_words`).
"""

from __future__ import annotations

import pytest

from .clause_bounds import bounds_of


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "The trust deed fixes the share of the fund held in cash and near-cash at 4%. The "
            "2%–6% corridor in the term sheet was only illustrative.",
            [("cash_weight", "range", 0.04, 0.04)],
        ),
        (
            "The trust deed fixes cash at 4%. The 2%–6% corridor in the term sheet never made "
            "it into the signed agreement.",
            [("cash_weight", "range", 0.04, 0.04)],
        ),
        (
            "The risk officer wanted to know whether gross leverage could move between 1.2x "
            "and 1.6x. The board refused: it stays at 1.4x.",
            [("max_gross_leverage", "range", 1.4, 1.4)],
        ),
        (
            "The unitholders have never agreed to a corridor for the tracking error. Pin it "
            "at 2%, not anywhere in 1%–3%.",
            [("max_tracking_error", "range", 0.02, 0.02)],
        ),
    ],
)
def test_a_band_refused_leaves_the_point(text: str, expected: list[tuple[object, ...]]) -> None:
    assert bounds_of(text, rounded=True) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "The risk officer wanted to know whether gross leverage could move between 1.2x "
            "and 1.6x. The board agreed: the desk may choose within that range.",
            [("max_gross_leverage", "range", 1.2, 1.6)],
        ),
        (
            "The unitholders have agreed to a corridor for the tracking error. Anywhere "
            "between 1% and 3% would be fine.",
            [("max_tracking_error", "range", 0.01, 0.03)],
        ),
        (
            "The trust deed lets the manager set cash anywhere in the 2%–6% corridor of the "
            "term sheet.",
            [("cash_weight", "range", 0.02, 0.06)],
        ),
        # a level fixed with no band refused beside it stays a cap a lower level sits inside
        (
            "The trust deed fixes the share of the fund held in cash and near-cash at 4%.",
            [("cash_weight", "target", 0.04, 0.04)],
        ),
    ],
)
def test_a_band_granted_stays_a_band(text: str, expected: list[tuple[object, ...]]) -> None:
    assert bounds_of(text, rounded=True) == expected
