"""The cause batch Z's draft-policy misses showed, read in general: constructions written here,
in no batch, guarded both ways.

Cause: any "draft" or "proposal" in a sentence dropped all of it as hypothetical, even when the
sentence said the draft was adopted, and a clause after a semicolon that states what holds
("…was not adopted; the Board kept the cap at 25 %") fell with the one before it. The family:
a proposal said to be adopted states values in force (`polarity._ADOPTED`); one turned down
does not; what is supposed is read clause by clause (`polarity.hypothetical_at`); and the level
kept after a band turned down is the only one (`denied_bands.band_turned_down`).
"""

from __future__ import annotations

from typing import Any

import pytest

from quantward_validation.polarity import hypothetical, hypothetical_at

from .clause_bounds import bounds_of


def _bounds(text: str) -> list[tuple[Any, ...]]:
    return bounds_of(text, rounded=True)


@pytest.mark.parametrize(
    "sentence",
    [
        "The proposed 2x ceiling on gross leverage has since been approved by the trustees.",
        "The board ratified the draft, which caps gross leverage at 2x.",
        "Gross leverage of up to 2x, as the draft mandate put it, came into force in May.",
    ],
)
def test_a_proposal_said_adopted_is_in_force(sentence: str) -> None:
    assert not hypothetical(sentence)
    assert ("max_gross_leverage", "ceiling", None, 2.0) in _bounds(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The proposed 2x ceiling on gross leverage is awaiting the trustees' vote.",
        "The draft mandate caps gross leverage at 2x; the trustees have not yet approved it.",
        "Gross leverage of up to 2x, if the draft is approved, would apply from May.",
        "A proposal to cap gross leverage at 2x was voted down.",
    ],
)
def test_a_proposal_not_adopted_stays_supposed(sentence: str) -> None:
    assert _bounds(sentence) == [], sentence


def test_a_clause_after_the_supposed_one_holds() -> None:
    sentence = "A 3x leverage limit was floated and turned down, so gross leverage stays under 2x."
    assert hypothetical_at(sentence, sentence.index("3x"), sentence.index("3x") + 2)
    assert not hypothetical_at(sentence, sentence.index("2x"), sentence.index("2x") + 2)


def test_the_level_kept_after_a_band_turned_down_is_a_point() -> None:
    text = (
        "The 4 %-8 % band on any one issuer that the committee floated was rejected; the "
        "committee held the issuer cap at 8 %."
    )
    assert _bounds(text) == [("max_position_weight", "range", 0.08, 0.08)]


def test_a_cap_kept_without_a_band_turned_down_is_still_a_cap() -> None:
    text = "The issuer limit was reviewed in March; the committee held the issuer cap at 8 %."
    assert _bounds(text) == [("max_position_weight", "ceiling", None, 0.08)]
