"""Trend claims in Portuguese, Swedish and Italian read as English longhand (`english_reading`)."""

from __future__ import annotations

import pytest

from quantward_validation.trend_lexicon_eu import english_reading


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # Portuguese: a preterite, a reflexive, a negation, a noun a verb reports
        ("O faturamento subiram 7% desde 2019.", "revenue rose by 7% since 2019"),
        ("A margem bruta contraiu-se em 2 p.p. no 3º tri/2022.", "gross margin fell by 2"),
        (
            "A dívida líquida não diminuiu nos últimos seis trimestres.",
            "did not fall over the last six quarters",
        ),
        (
            "O lucro líquido registrou queda de 9% em relação ao ano anterior.",
            "net income fell by 9%",
        ),
        ("O patrimônio líquido vem crescendo desde 2020.", "equity has been rising since 2020"),
        (
            "A receita nunca caiu entre o 1º tri/2021 e o 2º tri/2023.",
            "never fell between q1 2021 and q2 2023",
        ),
        (
            "O faturamento ficou abaixo do mesmo trimestre de 2022 em todos os trimestres de 2023.",
            "was below the same quarter of 2022 in every quarter of 2023",
        ),
        # Swedish, said whole in Swedish
        (
            "Omsättningen ökade med drygt 6 % de senaste tre åren.",
            "revenue rose by just over 6 % over the last three years",
        ),
        (
            "Rörelsemarginalen har inte förbättrats sedan andra kvartalet 2021.",
            "operating margin did not rise since Q2 2021",
        ),
        (
            "Nettoskulden minskade aldrig från ett kvartal till nästa.",
            "net debt never fell from one quarter to the next",
        ),
        # Swedish periods and units inside an English sentence
        (
            "EBITDA-marginalen widened by 0,8 procentenheter over räkenskapsåret 2022.",
            "EBITDA margin widened by 0,8 percentage points over FY2022",
        ),
        (
            "Sales were below motsvarande kvartal 2021 in the second half.",
            "below the same quarter of 2021",
        ),
        # Italian: a participle with "mai", a position, a Roman-numeral half
        ("Il fatturato non è mai calato negli ultimi otto trimestri.", "never fell over the last"),
        (
            "I ricavi sono stati superiori allo stesso trimestre del 2021 in ciascun trimestre "
            "del 2022.",
            "was above the same quarter of 2021 in every quarter",
        ),
        (
            "L'utile netto è peggiorato di circa il 3% nel I semestre 2021.",
            "net income fell by about 3% in H1 2021",
        ),
    ],
)
def test_claims_in_three_languages_read_as_english(sentence: str, expected: str) -> None:
    assert expected.lower() in english_reading(sentence).lower()


def test_portuguese_small_words_stay_out_of_an_english_sentence() -> None:
    sentence = "Revenue rose as expected in a weak quarter de facto."
    assert english_reading(sentence) == sentence
