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
