"""A sponsor's other plan's figure, set beside the plan a sentence marks as at hand."""

from __future__ import annotations

import pytest

from quantward_validation.quantities import Quantity
from quantward_validation.supersession import declares_in_force
from quantward_validation.vehicle_at_hand import other_vehicle_than_marked


def _percent(q: Quantity) -> bool:
    return q.form == "percent"


def _at(text: str, figure: str) -> tuple[int, int]:
    start = text.index(figure)
    return start, start + len(figure)


@pytest.mark.parametrize(
    ("text", "figure"),
    [
        (
            "For the hybrid scheme the cap on property is 12 %; for the final-salary scheme, which "
            "is the one at hand, it is 8 %.",
            "12 %",
        ),
        (
            "No plano instituído o limite para imóveis é de 6%; no plano patrocinado, que é o "
            "nosso caso, é de 4%.",
            "6%",
        ),
        (
            "Nel comparto Dinamico il tetto è il 70%; nel comparto Prudente, che è quello in "
            "esame, il 25%.",
            "70%",
        ),
        (
            "I premiepensionsfonden är taket 40 %; i buffertfonden, som är aktuell här, 30 %.",
            "40 %",
        ),
    ],
)
def test_the_other_plans_figure(text: str, figure: str) -> None:
    assert other_vehicle_than_marked(text, *_at(text, figure), _percent)


@pytest.mark.parametrize(
    ("text", "figure"),
    [
        # the figure of the plan marked as at hand
        (
            "For the hybrid scheme the cap is 12 %; for the final-salary scheme, which is the one "
            "at hand, it is 8 %.",
            "8 %",
        ),
        # two plans, none marked: left to the other readers
        ("No plano instituído o limite é de 6%; no plano patrocinado é de 4%.", "6%"),
    ],
)
def test_not_another_plans_figure(text: str, figure: str) -> None:
    assert not other_vehicle_than_marked(text, *_at(text, figure), _percent)


@pytest.mark.parametrize(
    "sentence",
    [
        "O Conselho aprovou nova redação: 12%, em vigor desde 01/07/2024.",
        "Il CdA ha approvato il nuovo testo: 12%, in vigore dal 1° luglio.",
        "Styrelsen antog ny lydelse: 12 %, gäller från 2024-07-01.",
        "Der Vorstand beschloss die neue Fassung: 12 %, gültig ab 1. Juli.",
    ],
)
def test_a_value_given_with_its_start_in_force(sentence: str) -> None:
    assert declares_in_force(sentence, sentence.index("12"))
