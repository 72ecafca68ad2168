"""Batch ZG, cause: a change a later decision reversed was read as still in force.

"X moved from A to B … later reversed" leaves A in force and B out of it. The constructions
are written for this test; none is in a batch.
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Constraint, TextSpan
from quantward_validation.provenance import stated_of
from quantward_validation.reversals import reversed_change


def _problem(text: str, figure: str, value: float) -> str | None:
    at = text.index(figure)
    constraint = Constraint(
        name="max_sector_weight",
        value=value,
        unit="fraction",
        provenance="user_message",
        provenance_ref="msg_answer",
        rationale="as stated",
        span=TextSpan(start=at, end=at + len(figure)),
    )
    return stated_of(text, at, at + len(figure), constraint)


REVERSED = (
    "In May the committee raised the sector cap from 20% to 30%. "
    "The June meeting rolled the increase back.",
    "Sector cap lifted from 20% to 30% on 3 May; rescinded on 9 June, back to the previous level.",
    "The sector ceiling went from 20% to 30% after the vote. The board overturned the decision "
    "a week later and the original limit is reinstated.",
)


@pytest.mark.parametrize("text", REVERSED)
def test_the_reversed_change_leaves_the_old_value_in_force(text: str) -> None:
    assert _problem(text, "20%", 0.2) is None
    assert _problem(text, "30%", 0.3) is not None


@pytest.mark.parametrize(
    "text",
    [
        "The sector cap was raised from 20% to 30% in May. Nobody has proposed to reverse it.",
        "The sector cap was raised from 20% to 30% in May; the board did not roll it back.",
    ],
)
def test_a_negated_reversal_keeps_the_change(text: str) -> None:
    assert reversed_change(text, text.index("30%"), text.index("30%") + 3) is None
    assert _problem(text, "30%", 0.3) is None
