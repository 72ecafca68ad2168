"""Spanish trend claims in Spain's usage: the article before a share, hedges and bounds that
take it, and a year's close as a point (`trend_lexicon_es`, read through `english_reading`)."""

from __future__ import annotations

import pytest

from quantward_validation.trend_lexicon_eu import english_reading


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("las ventas subieron un 12,5 % [1]", "rose 12,5 %"),
        ("la facturación creció en torno a un 34 % entre el 3T 2023 y el 2T 2025 [1]",
         "rose about 34 % between the Q3 2023 and the Q2 2025"),
        ("el margen se amplió en torno al 2 % en 2023", "rose about 2 % in 2023"),
        ("las ventas crecieron cerca del 30 % desde 2021", "rose about 30 % since 2021"),
        ("la cifra de negocio creció más de un 10 % en 2024 [1]", "rose more than 10 % in 2024"),
        ("el beneficio cayó casi un 20 %", "fell almost 20 %"),
        ("el resultado bajó un 1,5 puntos porcentuales", "fell 1,5 percentage points"),
        ("la cartera de pedidos se redujo un 35 % desde el cierre de 2023 [1]",
         "fell 35 % since the end of 2023"),
        ("los ingresos aumentaron un 5 % desde finales de 2022",
         "rose 5 % since the end of 2022"),
        # the Latin-American form, without the article, reads as before
        ("las ventas netas crecieron 8% en 2023", "rose 8% in 2023"),
    ],
)  # fmt: skip
def test_spains_article_before_a_share_is_read(sentence: str, expected: str) -> None:
    assert expected in english_reading(sentence)


@pytest.mark.parametrize(
    ("sentence", "kept"),
    [
        # an article before a word, not a figure, stays: a year more, one point, one in three
        ("las ventas crecieron un año más", "un year"),
        ("el margen subió un punto", "un punto"),
        ("las ventas cayeron uno de cada tres trimestres", "uno"),
        # a figure's own article after a noun of level is not a move ("representa un 1,4 %")
        ("la posición representa un 1,4 % del patrimonio", "un 1,4 %"),
    ],
)
def test_an_article_not_before_a_share_of_a_move_stays(sentence: str, kept: str) -> None:
    assert kept in english_reading(sentence)


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # a horizon Spanish sets between the verb of position and its base
        ("la deuda neta se situó al cierre de cada trimestre de 2024 por debajo de su nivel de "
         "un año antes [1]", "was in every quarter of 2024 below the level of a year earlier"),
        ("las ventas quedaron en cada trimestre de 2023 por encima de su nivel del mismo "
         "trimestre de 2022", "was in every quarter of 2023 above the same quarter of 2022"),
        ("la cartera de pedidos superó en cada trimestre de 2024 su nivel del mismo trimestre "
         "de 2023", "was in every quarter of 2024 above the same quarter of 2023"),
        # a judgement against the figure's own earlier level
        ("el margen EBITDA fue en cada trimestre de 2023 mejor que un año antes",
         "was in every quarter of 2023 better than a year earlier"),
        ("el resultado neto fue en cada trimestre de 2025 peor que en el mismo trimestre de "
         "2024", "worse than the same quarter of 2024"),
        # the quarter said once and left out after it; "ningún" stays a "no"
        ("las ventas no cayeron en ningún trimestre respecto del anterior en 2023",
         "did not fall in any quarter versus the prior quarter in 2023"),
        # Spain's abbreviation of the net financial debt
        ("la DFN/EBITDA bajó en 2024", "net debt/EBITDA fell"),
    ],
)  # fmt: skip
def test_a_position_against_an_earlier_level_is_read(sentence: str, expected: str) -> None:
    assert expected in english_reading(sentence)


@pytest.mark.parametrize(
    ("sentence", "unexpected"),
    [
        # a level after a comma compares with another thing, no earlier level of the figure
        ("la rentabilidad fue del 5 %, superior al índice", "was"),
        # "anterior" after another noun than the quarter is no prior quarter
        ("las ventas crecieron respecto del ejercicio anterior", "prior quarter"),
    ],
)
def test_what_is_no_position_stays(sentence: str, unexpected: str) -> None:
    assert unexpected not in english_reading(sentence)


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # the horizon between the comparative and its "que", as Colombia and Mexico write it
        ("el apalancamiento fue mayor en cada trimestre de 2024 que en el mismo trimestre de "
         "2023 [1]", "was in every quarter of 2024 above the same quarter of 2023"),
        ("los ingresos fueron menores en cada trimestre de 2024 que en el mismo trimestre de "
         "2023", "was in every quarter of 2024 below the same quarter of 2023"),
        ("el margen EBITDA fue peor en cada trimestre de 2023 que un año antes",
         "was in every quarter of 2023 worse than a year earlier"),
        ("la utilidad neta fue mejor durante el segundo semestre de 2024 que un año antes",
         "was in H2 2024 better than a year earlier"),
        ("las ventas fueron más altas al cierre de cada trimestre de 2022 que un año antes",
         "above the a year earlier"),
    ],
)  # fmt: skip
def test_a_horizon_inside_a_comparison_is_put_before_it(sentence: str, expected: str) -> None:
    assert expected in english_reading(sentence)


@pytest.mark.parametrize(
    ("sentence", "unexpected"),
    [
        # a clause's comma or a second "que" ends the horizon: no comparison across them
        ("la rentabilidad fue mayor en 2024, que es lo que esperábamos", "in 2024 above"),
        ("la cartera fue mayor en el fondo que más creció que en el otro", "fondo above"),
    ],
)
def test_a_comparison_across_a_clause_is_not_moved(sentence: str, unexpected: str) -> None:
    assert unexpected not in english_reading(sentence)


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # Spanish puts the adjectives after the noun
        (
            "la deuda financiera bruta no se redujo en el segundo semestre de 2024",
            "gross financial debt did not fall",
        ),
        ("la deuda bruta creció 5 % en 2023", "gross debt rose"),
        ("la deuda total bajó en 2024", "gross debt fell"),
    ],
)
def test_debt_with_its_adjectives_after_it_is_read(sentence: str, expected: str) -> None:
    assert expected in english_reading(sentence)
