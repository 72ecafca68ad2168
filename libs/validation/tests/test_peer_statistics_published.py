"""A statistic over others named by its source rather than by its group ("the Cambridge
Associates median", "the median across the Marsoft sample", "the APRA heatmap median"), set
before the account's own figure ("Our spending policy sets 25 %"), is the others' figure, not
this account's limit (`peer_statistics.of_peer_group`). Registers of its own: a hospital
foundation's endowment, a shipping bank's credit manual."""

from __future__ import annotations

import pytest

from quantward_validation.peer_statistics import of_peer_group

_ENDOWMENT = (
    "For reference, the Cambridge Associates median for unfunded commitments is 35% of the "
    "endowment. Our spending policy sets 25%."
)
_BANK = (
    "Benchmark study: the median LTV across the Marsoft sample is 68%. Our credit manual caps "
    "it at 60%."
)


@pytest.mark.parametrize(("text", "figure"), [(_ENDOWMENT, "35%"), (_BANK, "68%")])
def test_a_published_statistic_before_our_own_figure_is_the_others(text: str, figure: str) -> None:
    at = text.index(figure)
    assert of_peer_group(text, at, at + len(figure))


@pytest.mark.parametrize(
    ("text", "figure"),
    [
        (_ENDOWMENT, "25%"),
        (_BANK, "60%"),
        # a statistic the account's own rule bounds, with no figure of its own after it
        ("Average gross leverage over the quarter must stay below 2.5x.", "2.5x"),
        # an average that is the measure's own, in the writer's clause, before a survey's norm
        (
            "Our credit manual: borrowers' average CAR, 18 %. The survey puts the median at 9 % "
            "- context, not a limit of ours.",
            "18 %",
        ),
    ],
)
def test_our_own_figure_and_a_bounded_average_are_not(text: str, figure: str) -> None:
    at = text.index(figure)
    assert not of_peer_group(text, at, at + len(figure))


@pytest.mark.parametrize(
    ("text", "figure", "of_peers"),
    [
        # the writer's kind of institution in the plural is the group a statistic is over
        (
            "Zum Vergleich: der Durchschnitt der Pensionskassen laut FMA-Statistik (Ende 2024) "
            "liegt für das Exposure gegenüber einem einzelnen Emittenten bei 7,5 %. Unsere "
            "Veranlagungsbestimmungen sehen 5,0 % vor.",
            "7,5 %",
            True,
        ),
        (
            "Zum Vergleich: der Durchschnitt der Pensionskassen laut FMA-Statistik (Ende 2024) "
            "liegt für das Exposure gegenüber einem einzelnen Emittenten bei 7,5 %. Unsere "
            "Veranlagungsbestimmungen sehen 5,0 % vor.",
            "5,0 %",
            False,
        ),
        ("Der Median aller Versorgungswerke liegt bei 1,8 Prozentpunkten.", "1,8", True),
        # a statistic compounded with its group
        (
            "Der Branchendurchschnitt liegt bei 32 % Aktien; unsere Obergrenze ist 35 %.",
            "32 %",
            True,
        ),
        (
            "Der Branchendurchschnitt liegt bei 32 % Aktien; unsere Obergrenze ist 35 %.",
            "35 %",
            False,
        ),
        ("Laut OeKB liegt der Pensionskassen-Durchschnitt bei 4,1 %.", "4,1 %", True),
        # the institutions named with no statistic over them
        (
            "Die Aufsicht über Pensionskassen verlangt eine Obergrenze von 70 % für Aktien.",
            "70 %",
            False,
        ),
    ],
)
def test_a_german_statistic_of_the_writers_kind(text: str, figure: str, of_peers: bool) -> None:
    start = text.index(figure)
    assert of_peer_group(text, start, start + len(figure)) is of_peers


def test_a_swiss_caisse_against_the_average_of_public_caisses() -> None:
    from quantward_validation.peer_statistics import of_peer_group

    text = (
        "À titre de comparaison : la moyenne des caisses publiques (enquête 2025) pour la "
        "limite par débiteur est de 6,8 %. Notre règlement de placement fixe la limite à 5 %."
    )
    peer, own = text.index("6,8 %"), text.index("5 %.")
    assert of_peer_group(text, peer, peer + 5)
    assert not of_peer_group(text, own, own + 3)
