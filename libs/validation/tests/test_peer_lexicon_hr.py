"""A statistic of other pension companies or funds in Croatian and Slovenian (`peer_lexicon_hr`'s
peer words, read by `peer_statistics`): an average of others is no limit of the writer's own."""

from __future__ import annotations

import pytest

from quantward_validation.peer_statistics import of_peer_group


def _at(text: str, figure: str) -> tuple[int, int]:
    start = text.index(figure)
    return start, start + len(figure)


@pytest.mark.parametrize(
    ("text", "figure", "peer"),
    [
        # sl: the AZN's average of the other pension companies, the own policy after it
        (
            "Za primerjavo: povprečje slovenskih pokojninskih družb (statistika AZN, konec leta "
            "2024) pri postavki „koncentracija do ene osebe“ znaša 2,8 odstotka. Naša naložbena "
            "politika določa 2 odstotka in to spoštujemo.",
            "2,8 odstotka",
            True,
        ),
        # ... and the own figure after it is the writer's
        (
            "Za primerjavo: povprečje slovenskih pokojninskih družb znaša 2,8 odstotka. Naša "
            "naložbena politika določa 2 odstotka.",
            "2 odstotka",
            False,
        ),
        # hr: HANFA's average of the mandatory funds
        (
            "Prema statistici HANFA-e prosjek mirovinskih fondova iznosi 3,1 %; naš statut "
            "propisuje 2,5 %.",
            "3,1 %",
            True,
        ),
        # hr: the fund's own average level over a year is no peer statistic
        (
            "Prosječna izloženost prema dionicama u 2025. iznosila je 31 %.",
            "31 %",
            False,
        ),
    ],
)
def test_a_south_slavic_statistic_of_others(text: str, figure: str, peer: bool) -> None:
    assert of_peer_group(text, *_at(text, figure)) is peer
