"""`sentence_language`: a sentence's language told by its own words. Czech and Slovak by their
letters, function words and endings; French, Romanian, Polish, Swedish and English sentences,
which share a word or two with them ("je", "ne", "nie", "som"), are not theirs. Sentences
written for these tests."""

from __future__ import annotations

import pytest

from quantward_validation.sentence_language import CZECH_SLOVAK


@pytest.mark.parametrize(
    "sentence",
    [
        "Cílem je výnos, ne Sharpe.",
        "Jde nám o maximální zisk, ne o Sortino.",
        "Chceme minimalizovat rozptyl, ne maximalizovat výnos.",
        "Správce fondu sleduje index PX co nejblíže.",
        "Cieľom fondu je čo najnižšia volatilita.",
        "Výbor chce, aby sa portfólio držalo pri indexe.",
    ],
)
def test_czech_and_slovak_sentences_are_read(sentence: str) -> None:
    assert CZECH_SLOVAK.reads(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # French: "je", "ne … pas", "plutôt", "contrôle"
        "Je ne cherche pas à maximiser le rendement, plutôt à contrôler le risque.",
        # Romanian: the pronoun "ne" and the comma-below letters, never Czech ones
        "Ne propunem să reducem volatilitatea fondului de pensii.",
        # Polish: "nie", "że", "się" are its own
        "Zarząd uważa, że nie należy maksymalizować stopy zwrotu.",
        # Swedish: "som" is "as"
        "Vi vill ha så låg volatilitet som möjligt.",
        # English with one Czech name
        "Mr Dvořák wants the lowest variance.",
    ],
)
def test_other_languages_are_not_read(sentence: str) -> None:
    assert not CZECH_SLOVAK.reads(sentence)
