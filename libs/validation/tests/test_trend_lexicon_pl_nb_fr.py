"""Trend claims said whole in Polish, Norwegian (bokmål) and French in its plural, pronominal
and comparative forms read as English longhand (`english_reading`), with sentences of their own."""

from __future__ import annotations

import pytest

from quantward_validation.trend_lexicon_eu import english_reading
from quantward_validation.trend_lexicon_parts import grouped_thousands


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # Polish: a feminine perfective with "się", a negated plural, "ani razu nie", a level
        (
            "Marża EBITDA zwiększyła się o 2,1 pkt proc. w I półroczu 2023 r.",
            "rose by 2,1 percentage",
        ),
        ("Marża EBITDA zwiększyła się o 2,1 pkt proc. w I półroczu 2023 r.", "in h1 2023"),
        ("Przychody ze sprzedaży nie zmalały w III kw. 2022 r.", "did not fall in q3 2022"),
        (
            "Zysk netto ani razu się nie pogorszył z kwartału na kwartał od 2020 r.",
            "never fell from one quarter to the next since 2020",
        ),
        (
            "Zadłużenie netto było wyższe r/r w każdym z kwartałów 2023 r.",
            "was higher year on year in every quarter of 2023",
        ),
        ("Portfel zamówień spadał przez ostatnie sześć kwartałów.", "over the last six quarters"),
        ("Sprzedaż urosła o niemal 8 proc. od początku roku.", "rose by almost 8 % year to date"),
        # Norwegian: a past, a negated past, a comparative with "ble", a position
        ("Omsetningen sank med drøyt 6 prosent hittil i år.", "fell by just over 6 % year to date"),
        ("Nettogjelden økte ikke i 3. kvartal 2023.", "did not rise in q3 2023"),
        ("Driftsmarginen ble dårligere de siste fem kvartalene.", "fell over the last five"),
        (
            "Egenkapitalen lå under samme kvartal året før i alle kvartalene i 2022.",
            "was below the same quarter a year earlier in every quarter",
        ),
        # French: a plural compound past, a pronominal verb agreed, a level against another
        (
            "Les revenus ont progressé de plus de 9 % au T3 2023.",
            "rose by more than 9 % in q3 2023",
        ),
        (
            "La marge brute ne s'est jamais détériorée d'un trimestre à l'autre depuis 2020.",
            "never fell from one quarter to the next since 2020",
        ),
        (
            "Les capitaux propres ont été inférieurs à ceux du trimestre correspondant de 2021 "
            "à chacun des trimestres de 2022.",
            "was lower than the same quarter of 2021 in every quarter of 2022",
        ),
        ("Les ventes se sont contractées d'environ 4 % DDA.", "fell by about 4 % year to date"),
    ],
)
def test_a_claim_said_whole_in_the_language_is_read(sentence: str, expected: str) -> None:
    assert expected in english_reading(sentence).lower()


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # Danish and Swedish sentences whose verbs and small words Norwegian shares keep their
        # readers (Danish "faldt ikke", Swedish "under andra kvartalet"), and English is left be
        ("Omsætningen steg med 5 pct. siden 1. kvt. 2021 og faldt ikke i 2022.", "did not fall"),
        ("Omsättningen steg med 5 procent under andra kvartalet 2021.", "rose by 5"),
        ("Revenue fell by 4% in 2023 versus the prior year.", "fell by 4% in 2023 versus the"),
    ],
)
def test_other_languages_keep_their_readers(sentence: str, expected: str) -> None:
    assert expected in english_reading(sentence)


def test_thousands_grouped_with_a_space_are_one_number() -> None:
    assert grouped_thousands("fell by 2 315,4 million in 2022") == "fell by 2315,4 million in 2022"
    assert grouped_thousands("in Q4 2024 100 %") == "in Q4 2024 100 %"
