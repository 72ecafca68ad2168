"""German compounds of a measuring head, read as their class (`compound_heads`), and the list
lines they make narrower or not (`narrower_lines`)."""

from __future__ import annotations

import pytest

from quantward_validation.compound_heads import compound_parts
from quantward_validation.lexical_synonyms import classes_in, tokens
from quantward_validation.limits import subject_mentions, subject_of
from quantward_validation.narrower_lines import narrower_label


@pytest.mark.parametrize(
    ("word", "parts"),
    [
        ("immobilienquote", ("immobilien", "quote")),
        ("aktienanteil", ("aktien", "anteil")),
        ("aktienexposure", ("aktien", "exposure")),
        ("aktienquoten", ("aktien", "quoten")),
        # the linking "s" after "-ung", "-tät", "-heit" is no part of the class
        ("fremdwährungsposition", ("fremdwährung", "position")),
        ("liquiditätsquote", ("liquidität", "quote")),
        ("emittentengrenze", ("emittenten", "grenze")),
        ("immobilienanlagen", ("immobilien", "anlagen")),
        ("aktienobergrenze", ("aktien", "obergrenze")),
    ],
)
def test_a_compound_of_a_measuring_head(word: str, parts: tuple[str, str]) -> None:
    assert compound_parts(word) == parts


@pytest.mark.parametrize(
    "word",
    [
        # a class head is a class of its own
        "fremdwährungsanleihen",
        "immobilienfonds",
        # the bound itself, or a side opening it
        "obergrenze",
        "mindestquote",
        # English words that end in a head
        "exposure",
        "position",
        "imposition",
        "immobilien",
    ],
)
def test_not_a_compound_of_a_measuring_head(word: str) -> None:
    assert compound_parts(word) is None


def test_the_modifier_says_the_class() -> None:
    assert "real_estate" in classes_in(tokens("die immobilienquote"))
    assert "real_estate" in classes_in(tokens("immobilienanteil, max."))
    # a class head keeps its own word: a fund is no real estate
    assert "real_estate" not in classes_in(tokens("immobilienfonds"))


@pytest.mark.parametrize(
    ("label", "siblings", "name", "narrower"),
    [
        # the part's line beside its class's compound
        (
            "Direkt gehaltene Immobilien, max.",
            ["Die Immobilienquote, max."],
            "max real estate share",
            True,
        ),
        (
            "Aktien aus Schwellenländern, max.",
            ["Das gesamte Aktienexposure, max."],
            "aktienquote max",
            True,
        ),
        ("Aktien Europa, max.", ["Aktienanteil, höchstens"], "max equity share", True),
        # the class's own line is no narrower part
        (
            "Die Immobilienquote, max.",
            ["Direkt gehaltene Immobilien, max."],
            "max real estate share",
            False,
        ),
        (
            "Das gesamte Aktienexposure, max.",
            ["Aktien aus Schwellenländern, max."],
            "aktienquote max",
            False,
        ),
        # two measures of one class are the same class
        ("Immobilienanteil, max.", ["Immobilienquote, max."], "max real estate share", False),
        # a constraint on the part itself is stated by the part's line
        (
            "Aktien aus Schwellenländern, max.",
            ["Aktienquote, max."],
            "max schwellenlaendern share",
            False,
        ),
    ],
)
def test_a_german_part_beside_its_class(
    label: str, siblings: list[str], name: str, narrower: bool
) -> None:
    assert narrower_label(label, siblings, name.split()) is narrower


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        # German equities, bare and in the compounds that measure them
        ("Die Aktienquote der VRG 7", "max_equity_weight"),
        ("Das gesamte Aktienexposure", "max_equity_weight"),
        ("Aktien aus Schwellenländern", "max_equity_weight"),
        ("der Aktienanteil am Vermögen", "max_equity_weight"),
        # a compound naming something else of equities is none
        ("das Aktienmandat", None),
        ("der Aktienindex ATX", None),
    ],
)
def test_german_equities_and_their_measuring_compounds(text: str, subject: str | None) -> None:
    found = [name for _, _, name in subject_mentions(text)]
    assert (found[0] if found else None) == subject


@pytest.mark.parametrize(
    ("name", "subject"),
    [
        # TE of a book named by its German or Dutch plural is a tracking error, as `teEquityMax`
        ("teAktienSchweizMax", "max_tracking_error"),
        ("te_anleihen_max", "max_tracking_error"),
        ("teAandelenMax", "max_tracking_error"),
        ("teEquityMax", "max_tracking_error"),
        # the Dutch "te" before an infinitive is still no TE
        ("niet te overschrijden", None),
    ],
)
def test_te_before_a_books_plural_is_its_tracking_error(name: str, subject: str | None) -> None:
    assert subject_of(name) == subject
