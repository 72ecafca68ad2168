"""Held-out batch ZB's objective cause, tested on constructions in no batch: a section whose
own heading marks it lapsed ("## Objective (v1, superseded …)") is not the request's terms,
while the section under the heading that replaces it is."""

from __future__ import annotations

import pytest

from quantward_validation.intent import asked
from quantward_validation.record_marks import in_force
from quantward_validation.superseded_sections import superseded_sections


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        (
            "### Goal — withdrawn after the forum vote\nTrack the reference index tightly.\n\n"
            "### Goal as ratified\nKeep the reserve's volatility as low as it will go.",
            "minimise_variance",
        ),
        (
            "**Original motion (defeated)**\nMinimise variance of the reserve.\n\n"
            "**Carried motion**\nBest return per unit of risk.",
            "maximise_risk_adjusted_return",
        ),
        (
            "Earlier wording (replaced by clause 4.2):\nMatch the benchmark, nothing more.\n\n"
            "Clause 4.2:\nThe highest expected return, full stop.",
            "maximise_expected_return",
        ),
    ],
)
def test_a_section_under_a_lapsed_heading_is_not_read(text: str, kind: str) -> None:
    found = asked(text)
    assert found is not None, text
    assert kind in found.kinds, (text, found)


def test_a_heading_that_introduces_the_replacement_marks_nothing() -> None:
    text = "## Superseded by: the following\nMinimise tracking error to the index."
    assert list(superseded_sections(text)) == []
    found = asked(text)
    assert found is not None
    assert "minimise_tracking_error" in found.kinds


def test_a_sentence_ending_in_a_colon_is_no_heading() -> None:
    text = "This replaces and supersedes the note I posted on Monday:\n\nLowest volatility."
    assert list(superseded_sections(text)) == []


def test_with_no_later_heading_only_the_first_paragraph_lapses() -> None:
    text = "## Target (struck out)\nMaximise Sharpe.\n\nWe want the lowest variance."
    kept = in_force(text)
    assert "Sharpe" not in kept
    assert "lowest variance" in kept


@pytest.mark.parametrize(
    "heading",
    [
        "Withdrawn at the June meeting and substituted with:",
        "Deleted per the Board — the paragraph now says:",
    ],
)
def test_a_heading_that_introduces_what_follows_marks_nothing(heading: str) -> None:
    text = f"~~Maximise the Sharpe ratio.~~\n\n{heading}\n\nLowest variance, nothing else."
    assert list(superseded_sections(text)) == []
    found = asked(text)
    assert found is not None
    assert "minimise_variance" in found.kinds
