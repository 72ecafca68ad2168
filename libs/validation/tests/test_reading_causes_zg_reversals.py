"""Batch ZG, cause: a change a later decision reversed was read as still in force.

"X moved from A to B … later reversed" leaves A in force and B out of it. The constructions
are written for this test; none is in a batch.
"""

from __future__ import annotations

import pytest

from quantward_validation.reversals import reversed_change

from .reading_cases import provenance_problem

REVERSED = (
    "In May the committee raised the sector cap from 20% to 30%. "
    "The June meeting rolled the increase back.",
    "Sector cap lifted from 20% to 30% on 3 May; rescinded on 9 June, back to the previous level.",
    "The sector ceiling went from 20% to 30% after the vote. The board overturned the decision "
    "a week later and the original limit is reinstated.",
)


@pytest.mark.parametrize("text", REVERSED)
def test_the_reversed_change_leaves_the_old_value_in_force(text: str) -> None:
    assert provenance_problem("max_sector_weight", 0.2, text, "20%") is None
    assert provenance_problem("max_sector_weight", 0.3, text, "30%") is not None


@pytest.mark.parametrize(
    "text",
    [
        "The sector cap was raised from 20% to 30% in May. Nobody has proposed to reverse it.",
        "The sector cap was raised from 20% to 30% in May; the board did not roll it back.",
    ],
)
def test_a_negated_reversal_keeps_the_change(text: str) -> None:
    assert reversed_change(text, text.index("30%"), text.index("30%") + 3) is None
    assert provenance_problem("max_sector_weight", 0.3, text, "30%") is None
