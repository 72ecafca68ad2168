"""A figure a Flemish OFP's or a Slovak d.s.s.'s papers give that is no limit in force: a level
a report measured, a peer group's average, a draft's or an unconstrained model's figure, the
figure an earlier version had, a proposal withdrawn; and the decoys that state the limit."""

from __future__ import annotations

import pytest

from quantward_validation.peer_statistics import of_peer_group
from quantward_validation.polarity import hypothetical_at
from quantward_validation.reported_levels_europe import reported_against_limit
from quantward_validation.supersession import declares_in_force


def _at(text: str, figure: str) -> tuple[int, int]:
    start = text.index(figure)
    return start, start + len(figure)


@pytest.mark.parametrize(
    ("text", "figure"),
    [
        # nl: the day it was read between the verb and its figure
        (
            "De blootstelling aan hoogrentende obligaties stond op 30/06/2025 op 7,1%, "
            "tegenover een limiet van 10%.",
            "7,1%",
        ),
        (
            "Het aandeel aandelen bedroeg per 31/03/2025 38%, ten opzichte van de limiet van 45%.",
            "38%",
        ),
        # sk and cs: the actual level labelled, the limit named bare after it
        ("Akcie: skutočnosť k 30. 6. 2025 41 % ČHM, limit 50 % ČHM.", "41 %"),
        ("Durace: skutečný stav 4,2 roku, limit 6 let.", "4,2 roku"),
    ],
)
def test_a_level_measured_beside_its_limit(text: str, figure: str) -> None:
    assert reported_against_limit(text, *_at(text, figure))


@pytest.mark.parametrize(
    ("text", "figure"),
    [
        # the limit's own figure
        ("Akcie: skutočnosť k 30. 6. 2025 41 % ČHM, limit 50 % ČHM.", "50 %"),
        # a label with no limit beside it
        ("Skutočnosť k 30. 6. 2025: 41 % ČHM.", "41 %"),
        # the limit itself stood at a figure: it is the limit
        ("De limiet stond op 31/12/2025 op 5%, tegenover een limiet van 6% vroeger.", "5%"),
    ],
)
def test_not_a_measured_level(text: str, figure: str) -> None:
    assert not reported_against_limit(text, *_at(text, figure))


def test_a_dutch_peer_average_is_the_peers() -> None:
    text = (
        "Ter vergelijking: het gemiddelde van de Belgische IBP's is 24% voor vastgoed. "
        "Onze VIBB zegt 10% – en dat is wat we volgen."
    )
    assert of_peer_group(text, *_at(text, "24%"))
    assert not of_peer_group(text, *_at(text, "10%"))
    other = "De mediaan van de sector ligt op 2,5x; wij hanteren 1,5x."
    assert of_peer_group(other, *_at(other, "2,5x"))


@pytest.mark.parametrize(
    ("sentence", "figure", "supposed"),
    [
        # a draft by its prefix, in its own clause; the approved version's figure holds
        (
            "De ontwerp-VIBB voorzag 18 dagen; de goedgekeurde versie zegt 30 dagen.",
            "18 dagen",
            True,
        ),
        (
            "De ontwerp-VIBB voorzag 18 dagen; de goedgekeurde versie zegt 30 dagen.",
            "30 dagen",
            False,
        ),
        # the separable verb of proposing, and the proposal withdrawn: what follows holds
        (
            "De risicobeheerder stelde 12% voor, maar het voorstel werd ingetrokken door de "
            "indiener: de limiet van 10% blijft gelden.",
            "12%",
            True,
        ),
        (
            "De risicobeheerder stelde 12% voor, maar het voorstel werd ingetrokken door de "
            "indiener: de limiet van 10% blijft gelden.",
            "10%",
            False,
        ),
        # "stelt … vast" sets: no proposal
        ("De raad stelt de limiet voor vastgoed op 10% vast.", "10%", False),
        # a model's portfolio without the limits
        ("De optimale portefeuille zonder beperkingen kwam uit op 14% vastgoed.", "14%", True),
        ("Optimálne portfólio bez obmedzení obsahovalo 70 % akcií.", "70 %", True),
    ],
)
def test_what_a_dutch_or_slovak_sentence_only_supposes(
    sentence: str, figure: str, supposed: bool
) -> None:
    assert hypothetical_at(sentence, *_at(sentence, figure)) is supposed


@pytest.mark.parametrize(
    ("sentence", "figure", "declared"),
    [
        (
            "De raad keurde een nieuwe limiet goed: 30% van het vermogen, van toepassing sinds "
            "1 januari 2026.",
            "30%",
            True,
        ),
        ("Po zmene platí od 1. 4. 2025 10,0 % ČHM.", "10,0 %", True),
        ("Predstavenstvo schválilo limit 10 % s účinnosťou od 1. 7. 2025.", "10 %", False),
        # no word of its being in force now
        ("Štatút uvádzal 14,0 % ČHM.", "14,0 %", False),
    ],
)
def test_a_figure_declared_in_force(sentence: str, figure: str, declared: bool) -> None:
    assert declares_in_force(sentence, sentence.index(figure)) is declared
