"""Trend claims said whole in Finnish, and in European Portuguese forms, read as English
longhand (`english_reading`), with sentences of their own."""

from __future__ import annotations

import pytest

from quantward_validation.trend_lexicon_eu import english_reading
from quantward_validation.trend_lexicon_parts import sized_by


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # Finnish: a past with its size in points and a quarter said by its case
        (
            "Käyttökatemarginaali heikkeni 0,9 prosenttiyksikköä vuoden 2023 toisella "
            "neljänneksellä.",
            "ebitda margin fell by 0,9 percentage points in q2 2023",
        ),
        # the negative verb with the perfect and "kertaakaan": never; a year's elative with
        # "lähtien": since
        (
            "Nettovelka ei ole laskenut kertaakaan neljänneksestä toiseen vuodesta 2021 lähtien.",
            "net debt never fell from one quarter to the next since 2021",
        ),
        # a plural negation with "yhdelläkään neljänneksellä": not in any quarter
        (
            "Saadut tilaukset eivät kasvaneet yhdelläkään neljänneksellä vuonna 2022.",
            "order intake did not rise in any quarter in 2022",
        ),
        # a level after its horizon, put before it
        (
            "Liikevoitto oli jokaisella vuoden 2023 neljänneksellä pienempi kuin vuotta aiemmin.",
            "operating profit was lower than a year earlier in every quarter of 2023",
        ),
        (
            "Liikevaihto jäi jokaisena neljänneksenä vuodentakaista heikommaksi.",
            "revenue was lower than a year earlier in every quarter",
        ),
        # the last N years in the genitive, a size with no preposition
        (
            "Oma pääoma kasvoi noin 7 % viimeisten viiden vuoden aikana.",
            "equity rose by about 7 % over the last five years",
        ),
        # a pace after its year, put before it
        (
            "Nettomyynti kasvoi vuonna 2023 hitaammin kuin vuonna 2022.",
            "revenue rose more slowly in 2023 than in 2022",
        ),
        # thousands grouped with a space, and an event dated in brackets
        (
            "Tilauskanta on supistunut 1 204,6 milj. euroa yritysostosta (2006) lähtien.",
            "order backlog has fallen by 1204,6 million since 2006",
        ),
        # an event the English reader dates, and an event restated by its date
        ("Tulos on heikentynyt finanssikriisin jälkeen.", "since the financial crisis"),
        (
            "Liikevaihto kasvoi lakon jälkeen eli Q3/2021:stä lähtien.",
            "revenue rose since q3 2021",
        ),
        # European Portuguese: "descer", an event dated after a comma, "em" before a year
        (
            "O resultado líquido desceu 4% desde a fusão com a concorrente, em 2012.",
            "net income fell by 4% since 2012",
        ),
        ("O lucro líquido subiu 6% em 2023.", "net income rose by 6% in 2023"),
        (
            "As receitas cresceram mais lentamente em 2022 do que em 2021.",
            "revenue rose more slowly in 2022 than in 2021",
        ),
        (
            "A margem bruta ficou abaixo do período homólogo em todos os trimestres de 2023.",
            "gross margin was below the same quarter a year earlier in every quarter of 2023",
        ),
        (
            "A margem bruta ficou aquém do trimestre homólogo de 2021 em cada trimestre de 2022.",
            "was below the same quarter of 2021 in every quarter of 2022",
        ),
        ("A dívida líquida caiu 120 milhões desde o fim de 2020.", "since end-2020"),
    ],
)
def test_a_claim_said_whole_in_the_language_is_read(sentence: str, expected: str) -> None:
    assert expected in english_reading(sentence).lower()


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # Swedish and English keep their readers beside the Finnish one
        ("Omsättningen ökade med 5 procent under andra kvartalet 2021.", "rose by 5"),
        ("Revenue fell by 4% in 2023 versus the prior year.", "fell by 4% in 2023 versus the"),
    ],
)
def test_other_languages_keep_their_readers(sentence: str, expected: str) -> None:
    assert expected in english_reading(sentence)


def test_a_size_straight_after_its_verb_is_by_it_and_a_year_is_not() -> None:
    assert sized_by("fell 0,7x since 2021") == "fell by 0,7x since 2021"
    assert sized_by("rose 2024 million") == "rose by 2024 million"
    assert sized_by("rose 2024 was a good year") == "rose 2024 was a good year"
