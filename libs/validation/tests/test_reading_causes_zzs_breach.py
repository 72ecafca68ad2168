"""The causes batches ZZS–ZZX's mandate-breach kind showed, each read in general: constructions
written here in a seventh register (a music-royalty catalogue fund), in no batch, guarded both
ways.

Cause 1: a rule that forbids an act on a condition it trails ("the Fund will not acquire a
catalogue if, immediately after it, one label's share would exceed 30 %", the 1940-Act form
"may not purchase … if, as a result, … would be …") tests the figure inside its condition; the
condition's own "would" is no consequence only supposed (`utterances.supposed`). Read as
supposed, the mandate's cap bounded nothing: a plan above it was asked about, one at it called
a false citation.
"""

from __future__ import annotations

import pytest

from quantward_validation.utterances import supposed

from .clause_bounds import bounds_of


@pytest.mark.parametrize(
    "text",
    [
        "The Fund will not acquire a catalogue if, immediately after it, royalties from any one "
        "label would exceed 30%.",
        "The Trust may not buy further rights if, as a result, unrecouped advances would be above "
        "30% of NAV.",
        "No catalogue shall be added if the share of streaming income would then top 30%.",
        "A catalogue may be bought only if the top label's share would stay under 30%.",
    ],
)
def test_a_rule_forbidding_an_act_tests_the_figure_in_its_condition(text: str) -> None:
    start = text.index("30")
    assert not supposed(text, start, start + 3)


@pytest.mark.parametrize(
    "text",
    [
        "If the board signs off, the label cap would go to 30%.",
        "Nothing is fixed; if the trustees agree we could run the label cap at 30%.",
    ],
)
def test_a_figure_in_a_conditions_consequence_stays_supposed(text: str) -> None:
    start = text.index("30")
    assert supposed(text, start, start + 3)


@pytest.mark.parametrize(
    ("text", "bound"),
    [
        (
            "The Fund will not acquire a catalogue if, immediately after it, any single "
            "catalogue would exceed 30% of NAV.",
            ("max_position_weight", "ceiling", None, 0.3),
        ),
        (
            "The Trust shall not borrow if, as a result, gross leverage would exceed 1.5x.",
            ("max_gross_leverage", "ceiling", None, 1.5),
        ),
    ],
)
def test_a_forbidding_rule_bounds_its_conditions_figure(
    text: str, bound: tuple[object, ...]
) -> None:
    assert bounds_of(text) == [bound]
