"""Trend claims said whole in German, Spanish and Danish read as English longhand
(`english_reading`), with sentences of their own."""

from __future__ import annotations

import pytest

from quantward_validation.trend_lexicon_eu import english_reading


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # German: a separable verb closing its clause, a reflexive, a position said late
        (
            "Die Umsatzerlöse nahmen in keinem Quartal gegenüber dem Vorquartal ab.",
            "did not fall in any quarter",
        ),
        ("Das Konzernergebnis verschlechterte sich nicht seit 2021.", "did not fall since"),
        (
            "Der Umsatz lag in jedem Quartal 2022 unter dem Vorjahresquartal.",
            "was below the same quarter a year earlier in every quarter of 2022",
        ),
        ("Die Erlöse wuchsen um knapp 7 % im zweiten Halbjahr 2023.", "rose by just under 7"),
        # Spanish: an irregular preterite, a reflexive with "nunca", a position
        ("Las ventas netas disminuyeron en casi 4% desde el 2T21.", "fell by almost 4%"),
        (
            "El margen bruto nunca se contrajo de un trimestre al siguiente.",
            "never fell from one quarter to the next",
        ),
        (
            "La deuda neta se ubicó por encima del mismo trimestre de 2021 en todos los "
            "trimestres de 2022.",
            "was above the same quarter of 2021 in every quarter of 2022",
        ),
        # Danish: a particle verb negated, a passive with "blev", a position and its quarters
        (
            "Egenkapitalen gik ikke tilbage i 1. halvår 2022.",
            "equity did not fall in H1 2022",
        ),
        ("Driftsresultatet blev forringet med godt 12 mio. kr. i 2021.", "fell by just over 12"),
        (
            "Ordretilgangen lå under niveauet et år tidligere i alle kvartaler af 2023.",
            "was below the level of a year earlier in every quarter of 2023",
        ),
        ("Omsætningen voksede med ca. 9 pct. over de seneste fem år.", "over the last five"),
    ],
)
def test_a_claim_said_whole_in_the_language_is_read(sentence: str, expected: str) -> None:
    assert expected.lower() in english_reading(sentence).lower()


@pytest.mark.parametrize(
    "sentence",
    [
        # English sentences, and a Swedish one whose "steg" Danish shares, keep their readers
        "Revenue sank by 4% in 2023 versus the prior year.",
        "Omsättningen steg med 5 procent under andra kvartalet 2021.",
    ],
)
def test_other_languages_are_not_read_as_these(sentence: str) -> None:
    read = english_reading(sentence)
    assert "two" not in read
    assert " of " not in read or "Omsättningen" not in sentence
