"""A bound named by its own noun in German, French, Italian and Spanish, its subject after it and
a verb of standing or fixing with its preposition of level before the figure
(`limit_nouns_pl_fi`): the figure is the bound's value on the noun's side, not a level the book
is set at. And the old end of a change said the German way ("von 30 Prozent auf 35 Prozent"),
which bounds nothing (`polarity.changed_then_to`)."""

from __future__ import annotations

import pytest

from quantward_validation.limit_nouns_pl_fi import long_noun_side
from quantward_validation.mandate import bounds_for, clauses
from quantward_validation.polarity import changed_then_to


def _bounds(text: str, name: str) -> list[tuple[str, float | None, float | None]]:
    return [(b.kind, b.low, b.high) for b in bounds_for(clauses({"policy": text}), name)]


@pytest.mark.parametrize(
    ("text", "name", "expected"),
    [
        # a Beschluss fixing a bound: the figure after "mit", the verb after it
        (
            "Der Aufsichtsrat beschließt einstimmig, die Obergrenze für Fremdwährungen ohne "
            "Kurssicherung mit 30 Prozent festzulegen.",
            "max_currency_exposure",
            ("ceiling", None, 0.30),
        ),
        (
            "Der Vorstand beschließt, die Obergrenze für das aktive Risiko des Aktienmandats "
            "gegenüber der Benchmark mit 150 BP festzulegen.",
            "max_tracking_error",
            ("ceiling", None, 0.015),
        ),
        # a bound that stays where it was, or stands at a level
        (
            "Die Obergrenze für Fremdwährungen bleibt bei 18 Prozent.",
            "max_currency_exposure",
            ("ceiling", None, 0.18),
        ),
        (
            "Die Obergrenze für Aktien beträgt 45 Prozent des Vermögens.",
            "max_equity_weight",
            ("ceiling", None, 0.45),
        ),
        (
            "Die Obergrenze der Aktienquote wurde auf 35 Prozent festgelegt.",
            "max_equity_weight",
            ("ceiling", None, 0.35),
        ),
        # Italian and Spanish: the noun, a verb of standing and the article of the figure
        (
            "Il tetto per le azioni resta al 35 % del patrimonio.",
            "max_equity_weight",
            ("ceiling", None, 0.35),
        ),
        (
            "El tope de renta variable queda en el 35 % del fondo.",
            "max_equity_weight",
            ("ceiling", None, 0.35),
        ),
    ],
)
def test_bound_noun_gives_its_figure_its_side(
    text: str, name: str, expected: tuple[str, float | None, float | None]
) -> None:
    assert _bounds(text, name) == [expected]


def test_target_noun_keeps_a_target() -> None:
    # "Zielquote" is no bound's noun: the level it names is the book's target
    assert _bounds("Die Zielquote für Aktien beträgt 30 Prozent.", "max_equity_weight") == [
        ("target", 0.30, 0.30)
    ]


def test_old_end_of_a_german_change_bounds_nothing() -> None:
    text = "Die Obergrenze für Aktien wurde von 30 Prozent auf 35 Prozent angehoben."
    assert _bounds(text, "max_equity_weight") == [("ceiling", None, 0.35)]


def test_german_range_is_no_change() -> None:
    text = "Die Aktienquote darf von 20 Prozent bis 40 Prozent schwanken."
    assert _bounds(text, "max_equity_weight") == [("range", 0.20, 0.40)]


@pytest.mark.parametrize(
    ("before", "expected"),
    [
        ("die obergrenze für aktien wird auf ", "ceiling"),
        ("die untergrenze für staatsanleihen liegt bei ", "floor"),
        ("le plafond des actions étrangères est fixé à ", "ceiling"),
        ("le plancher des liquidités reste à ", "floor"),
        # a copula is a whole word: the Finnish "on" is no tail of the German "von"
        ("die obergrenze für aktien wurde von ", None),
        # "mit" and "auf" say a level only after a bound's noun
        ("die aktien mit ", None),
    ],
)
def test_long_noun_side(before: str, expected: str | None) -> None:
    assert long_noun_side(before) == expected


@pytest.mark.parametrize(
    ("text", "number", "expected"),
    [
        ("wurde von 30 prozent auf 35 prozent angehoben", "30", True),
        ("is van 30 % naar 35 % verhoogd", "30", True),
        ("wurde von 30 prozent auf 35 prozent angehoben", "35", False),
        ("darf von 20 prozent bis 40 prozent schwanken", "20", False),
        ("eine obergrenze von 30 prozent", "30", False),
    ],
)
def test_changed_then_to(text: str, number: str, expected: bool) -> None:
    start = text.index(number)
    assert changed_then_to(text, start, start + len(number)) is expected


def test_italian_massimo_after_a_measure_names_it_no_bound() -> None:
    # "drawdown massimo" is the measure's name: a fixed level of it is no ceiling
    text = "Per il drawdown massimo vale un valore fisso del 20 %, senza alcuna discrezionalità."
    assert ("ceiling", None, 0.20) not in _bounds(text, "max_drawdown_limit")
