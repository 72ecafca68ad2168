"""The blind batch ZZ's limit kinds (range assumption, false provenance) showed, each read in
general: constructions written here, in no batch, guarded both ways.

Range assumption. A grant that names its subject in one clause and offers its values in the next
("pick the hedge tenor yourselves; anything from 2 % to 4 % is fine") bounded nothing: "anything
from" was no offer of a set's values (`value_sets`), and of a subject no vocabulary knows the
next clause's figure kept no subject at all, since a lexical subject is never continued
(`mandate`, `lexical_subjects`). A country counted as a jurisdiction ("any one foreign
jurisdiction") was no country (`limits`).
"""

from __future__ import annotations

import pytest

from quantward_validation.lexical_subjects import unexplained
from quantward_validation.limits import subject_mentions
from quantward_validation.mandate import bounds_for, clauses
from quantward_validation.value_sets import any_value_in


def _bounds(text: str, name: str) -> list[tuple[str, float | None, float | None]]:
    found = clauses({"guidelines": {"item_7": text}})
    return [(b.kind, b.low, b.high) for b in bounds_for(found, name)]


@pytest.mark.parametrize(
    "clause",
    [
        "anything from 2 % up to 4 % is fine",
        "whatever between 1x and 2x suits the desk",
        "anything at all inside 5–8 % works for us",
    ],
)
def test_anything_of_a_set_offers_its_values(clause: str) -> None:
    assert any_value_in(clause)


def test_anything_said_of_no_set_offers_nothing() -> None:
    assert not any_value_in("anything else we hold is capped at 5 %")


def test_a_known_subject_carries_into_the_clause_that_offers_its_values() -> None:
    text = "Set the sector weight yourselves; anything from 10 % up to 25 % is acceptable."
    assert _bounds(text, "max_sector_weight") == [("range", 0.1, 0.25)]


def test_an_unknown_subject_carries_into_the_clause_that_offers_its_values() -> None:
    text = (
        "Note from the Head of Credit: decide the orchard acreage under one grower yourselves; "
        "anything between 3 % and 6 % works for the board."
    )
    assert _bounds(text, "orchardAcreageCap") == [("range", 0.03, 0.06)]
    # ... and the same grant across a full stop
    text = "Frost losses are yours to budget. Anywhere from 10 bps to 20 bps is acceptable."
    assert _bounds(text, "frostLossLimitBps") == [("range", 10.0, 20.0)]


def test_a_resolution_opening_in_capitals_keeps_its_own_words() -> None:
    # "IT IS RESOLVED" is no "it" pointing back at the recital before it
    text = (
        "WHEREAS the orchards carry seasonal debt;\nIT IS RESOLVED that frost losses be at most "
        "30 bps for the life of the fund."
    )
    assert _bounds(text, "frostLossLimitBps") == [("ceiling", None, 30.0)]


def test_a_clause_of_its_own_words_is_not_given_the_one_before() -> None:
    # the second sentence names its own words; it does not bound what the first named
    text = "Decide the orchard acreage yourselves. Vineyard debt is capped at 4 %."
    assert _bounds(text, "orchardAcreageCap") == []
    assert _bounds(text, "vineyardDebtCap") == [("ceiling", None, 0.04)]


@pytest.mark.parametrize(
    "phrase",
    [
        "exposure to any one foreign jurisdiction",
        "no more than 12 % per jurisdiction",
        "jurisdiction concentration",
    ],
)
def test_a_jurisdiction_counted_one_by_one_is_a_country(phrase: str) -> None:
    assert [name for _, _, name in subject_mentions(phrase)] == ["max_country_weight"]


def test_the_laws_of_a_jurisdiction_are_no_country() -> None:
    mentioned = [name for _, _, name in subject_mentions("under the laws of the jurisdiction")]
    assert "max_country_weight" not in mentioned


def test_a_name_known_only_by_a_generic_word_is_read_by_its_other_words() -> None:
    # "weight" alone reads as one holding's; the bucket's own word ties it to the mandate's row
    text = (
        "| Parameter | Range |\n|---|---|\n"
        "| Olive groves and other orchard land | 4 per cent – 9 per cent |"
    )
    assert _bounds(text, "max_orchard_weight") == [("range", 0.04, 0.09)]


def test_a_name_its_vocabulary_reads_whole_is_not_tied_by_words() -> None:
    # "single asset" and "sector" name their subjects in words of their own
    assert unexplained("max_single_asset_weight") == []
    assert unexplained("max_sector_weight") == []
    text = "Orchard land held for grazing: at most 9 per cent"
    assert _bounds(text, "max_sector_weight") == []


def test_the_words_a_generic_mention_leaves_are_unexplained() -> None:
    assert unexplained("max_orchard_weight") == ["orchard"]
    assert unexplained("frostLossLimitBps") == ["frost", "loss"]
