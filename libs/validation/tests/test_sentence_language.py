"""`sentence_language`: a sentence's language told by its own words. Czech and Slovak by their
letters, function words and endings; French, Romanian, Polish, Swedish and English sentences,
which share a word or two with them ("je", "ne", "nie", "som"), are not theirs. Sentences
written for these tests."""

from __future__ import annotations

import pytest

from quantward_validation.sentence_language import CZECH_SLOVAK, LITHUANIAN, SOUTH_SLAVIC


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


@pytest.mark.parametrize(
    "sentence",
    [
        # Croatian: the copula, a relative, "ć" inside a word, the participle's "-ao"
        "Uprava je odlučila da se udio dionica koji prelazi limit smanji do kraja godine.",
        "Neto dug smanjio se za 12 mil. EUR u posljednjih pet godina.",
        # Serbian and Bosnian: "takođe", "tokom", "đ"
        "Fond je takođe smanjio izloženost tokom prošle godine.",
        "Investicioni odbor će odlučiti o međunarodnim ulaganjima.",
    ],
)
def test_south_slavic_sentences_are_read(sentence: str) -> None:
    assert SOUTH_SLAVIC.reads(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # French: "je" alone is no Croatian sentence
        "Je ne cherche pas à maximiser le rendement.",
        # Italian: "su" is its own
        "Il fondo investe su mercati europei con prudenza.",
        # Polish: "ć" ends its verbs
        "Zarząd chce ograniczyć ryzyko i zwiększyć zwrot.",
        # English with one Croatian name
        "Petra Jurić sent the minutes to the board.",
    ],
)
def test_other_languages_are_not_south_slavic(sentence: str) -> None:
    assert not SOUTH_SLAVIC.reads(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # Slovenian by its own small words: "so", "smo", "ki", "kot", "ker", "torej", "ni"
        "Parametre smo umerili, ker so podatki kot vedno na voljo.",
        "Donos ni cilj, torej ga ne optimiziramo.",
        "Sklad, ki ga upravljamo, bodo revidirali vsako leto.",
    ],
)
def test_slovenian_sentences_are_read(sentence: str) -> None:
    assert SOUTH_SLAVIC.reads(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # Czech "je" and "že", Polish "je" and "bo", Italian "sta": none is Slovenian
        "Výbor uvedl, že cílem je nejvyšší výnos.",
        "Stosujemy je, bo dane są dostępne.",
        "Il comitato sta valutando il rendimento.",
        # English "so" alone
        "So the committee asked for the lowest variance.",
    ],
)
def test_other_languages_are_not_slovenian(sentence: str) -> None:
    assert not SOUTH_SLAVIC.reads(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "Mūsų strategijoje riba yra 5 %, ir jos laikomės.",
        "Nuo 2025-01-01 galioja nauja riba: 10 %.",
        "Akcijų dalis – ne daugiau kaip 75 proc. grynųjų aktyvų.",
    ],
)
def test_lithuanian_sentences_are_read(sentence: str) -> None:
    assert LITHUANIAN.reads(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # Spanish "ir", Croatian "kad", German "bei", Romanian "jos": none is Lithuanian
        "Vamos a ir al comité cuando haya datos.",
        "Kad je odbor odlučio, udio je pao.",
        "Die Quote liegt bei fünf Prozent.",
        "Randamentul a scăzut mai jos decât ținta.",
        "The riba screen excludes issuers above 5 % of revenue.",
    ],
)
def test_other_languages_are_not_lithuanian(sentence: str) -> None:
    assert not LITHUANIAN.reads(sentence)
