"""Limits counted in continental days, months or years, and limit names in those languages.

Causes: a figure said in "dias úteis", "giorni", "dagar", "Handelstage" or "jours ouvrés" was
read as a count of nothing (the English readers know "days" only), and its full stop before three
digits ("1.260 dias") as a decimal point; a limit's name in Portuguese, Italian or Swedish
("limiteSuperiorAcoes", "sogliaMinimaLiquidita", "aktieandelTak") was taken for a research
setting, so an invented one passed unquestioned; a duration or a liquidity reserve counted in
days was taken for a look-back; a figure counted in days before a plural ("dagars betalningar")
was read as a count; English names against a continental segment ("fixed income" and "renda
fixa", "structured" and "strutturato"). The sentences are written here.
"""

from __future__ import annotations

from typing import Any

import pytest

from quantward_contracts.values import Constraint, UserMessage
from quantward_validation.continental_periods import continental_period
from quantward_validation.limits import is_limit
from quantward_validation.mandate import bounds_for, clauses, plan_kind
from quantward_validation.quantities import quantities


def _bound(text: str, name: str) -> tuple[str, float | None, float | None] | None:
    message = UserMessage(message_id="msg_01hzzzzzzzzzzzzzzzzzzzzzz3", text=text, kind="mandate")
    found = bounds_for(clauses(None, [message]), name)
    if not found:
        return None
    bound = found[0]
    return bound.kind, bound.low, bound.high


@pytest.mark.parametrize(
    ("text", "at", "period"),
    [
        ("prazo de 1.260 dias corridos", 14, "days"),
        ("entro 5 giorni lavorativi", 7, "days"),
        ("minst 30 bankdagar", 8, "days"),
        ("binnen 10 Handelstagen", 9, "days"),
        ("sous 3 jours ouvrés", 6, "days"),
        ("durata tra 2 e 7 anni", 16, "years"),
        ("högst 18 månader", 8, "months"),
        ("at most 5 apples", 10, None),
    ],
)
def test_continental_periods(text: str, at: int, period: str | None) -> None:
    assert continental_period(text, at) == period


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("O prazo médio: no mínimo 1.260 dias corridos.", 1260.0),
        ("O prazo médio: no mínimo 1.260 (mil duzentos e sessenta) dias corridos.", 1260.0),
        ("Durata media: almeno 2.100 giorni.", 2100.0),
        # an English figure keeps its decimal point
        ("a turnover of 1.250 times the book", 1.25),
    ],
)
def test_point_before_a_continental_period_groups_thousands(text: str, value: float) -> None:
    assert next(q.value for q in quantities(text)) == value


@pytest.mark.parametrize(
    ("text", "name", "expected"),
    [
        (
            "A duration da carteira casada com o passivo: no mínimo 1.260 dias corridos.",
            "durationMinimaCarteiraCasada",
            ("floor", 1260.0, None),
        ),
        (
            "La durata del portafoglio obbligazionario: almeno 900 giorni lavorativi.",
            "durataMinimaPortafoglioGiorni",
            ("floor", 900.0, None),
        ),
        (
            "Kassabufferten mot utflödena: minst 45 dagars betalningar.",
            "kassabuffertDagarMin",
            ("floor", 45.0, None),
        ),
        (
            "Liquidity buffer for benefit payments: at least 40 days of outflows.",
            "min_liquidity_buffer_days",
            ("floor", 40.0, None),
        ),
        (
            "Art. 4 O segmento de renda fixa: no mínimo 52% dos recursos.",
            "min_fixed_income_share",
            ("floor", 0.52, None),
        ),
        (
            "Il comparto strutturato non può superare il 6%.",
            "max_structured_share",
            ("ceiling", None, 0.06),
        ),
        (
            "Il tracking error del mandato: massimo 300 p.b. annui.",
            "tevExAnteMax",
            ("ceiling", None, 0.03),
        ),
    ],
)
def test_continental_bounds_read(
    text: str, name: str, expected: tuple[str, float | None, float | None]
) -> None:
    read = _bound(text, name)
    assert read is not None
    kind, low, high = read
    assert kind == expected[0]
    for got, want in ((low, expected[1]), (high, expected[2])):
        assert got == (None if want is None else pytest.approx(want))


@pytest.mark.parametrize(
    ("name", "unit", "limit", "side"),
    [
        ("limiteSuperiorAcoes", "fraction", True, "ceiling"),
        ("limiteInferiorTitulosPublicos", "fraction", True, "floor"),
        ("sogliaMassimaAzionario", "fraction", True, "ceiling"),
        ("numeroMinimoTitoli", "count", True, "floor"),
        ("aktieandelTak", "fraction", True, "ceiling"),
        ("lagstaAntalInnehav", "count", True, "floor"),
        ("durationMinimaCarteiraCasada", "days", True, "floor"),
        ("kassabuffertDagarMin", "days", True, "floor"),
        # a look-back in days stays a research default
        ("lookbackDias", "days", False, "ceiling"),
    ],
)
def test_continental_limit_names(name: str, unit: Any, limit: bool, side: str) -> None:
    constraint = Constraint(
        name=name, value=10.0, provenance="assumption", unit=unit, rationale="assumed"
    )
    assert is_limit(constraint) is limit
    assert plan_kind(name) == side
