"""A Lithuanian peer group's statistic is no limit of the fund (`peer_lexicon_lt`, read by
`peer_statistics`): sentences written for these tests, with the fund's own figures beside them."""

from __future__ import annotations

import pytest

from quantward_validation.peer_statistics import of_peer_group


def _of_peers(text: str, figure: str) -> bool:
    at = text.index(figure)
    return of_peer_group(text, at, at + len(figure))


@pytest.mark.parametrize(
    ("text", "figure"),
    [
        ("Kitų pensijų fondų vidurkis pagal akcijų dalį – 68 %. Mūsų riba yra 60 %.", "68 %"),
        ("Rinkos dalyvių mediana: 250 b. p.; savo strategijoje laikomės 200 b. p.", "250 b. p."),
        ("Bendrovių vidurkio lygis sudarė 12 proc. grynųjų aktyvų.", "12 proc."),
    ],
)
def test_a_peer_statistic_is_the_others(text: str, figure: str) -> None:
    assert _of_peers(text, figure)


@pytest.mark.parametrize(
    ("text", "figure"),
    [
        # the fund's own figure after "mūsų"
        ("Kitų pensijų fondų vidurkis pagal akcijų dalį – 68 %. Mūsų riba yra 60 %.", "60 %"),
        # a fund's own average measure, with no group of others
        ("Obligacijų vidutinė trukmė – ne daugiau kaip 7 metai.", "7 metai"),
        ("Fondo akcijų dalis – ne daugiau kaip 75 procentai grynųjų aktyvų.", "75 procentai"),
    ],
)
def test_the_funds_own_figure_is_not(text: str, figure: str) -> None:
    assert not _of_peers(text, figure)
