"""A proposal, a deferred point, a measured level, a peer average, a model's unconstrained
answer and a narrower line of a list, as Spanish (and other continental) papers write them, are
no limit in force; the figure the same text keeps is."""

from __future__ import annotations

from typing import Any

import pytest

from quantward_contracts.values import Constraint
from quantward_validation.narrower_lines import content_words, narrower_label
from quantward_validation.peer_statistics import of_peer_group
from quantward_validation.provenance import stated_of


def _constraint(**fields: Any) -> Constraint:
    return Constraint.model_validate(
        {"unit": "fraction", "rationale": "", "provenance": "user_message", **fields}
    )


def _read(text: str, figure: str, name: str, unit: str = "fraction") -> str | None:
    start = text.index(figure)
    value = float(figure.split("%")[0].split()[0]) / (100 if unit == "fraction" else 1)
    constraint = _constraint(name=name, value=value, unit=unit)
    return stated_of(text, start, start + len(figure), constraint)


@pytest.mark.parametrize(
    ("text", "wrong", "right", "name"),
    [
        # a proposal the committee put off: what still applies is the limit
        (
            "Riesgos sugirió 14% para deuda corporativa; el comité pospone el tema a mayo, "
            "por lo que sigue vigente 10%.",
            "14%",
            "10%",
            "max_corporate_debt_share",
        ),
        # a proposal voted down in the next sentence, the floor kept
        (
            "Inversiones propuso 9% para efectivo. No se aprobó la moción; el mínimo se mantiene "
            "en 12%.",
            "9%",
            "12%",
            "min_cash_share",
        ),
        # a level the risk report measured, the limit set against it
        (
            "Informe mensual: la renta variable registró 41% al 30/04/2025, contra un límite de "
            "55%.",
            "41%",
            "55%",
            "max_equity_share",
        ),
        # an industry average quoted beside our own policy
        (
            "Media de la industria (fondos de pensiones, 2024): 62% en renta variable. Nuestra "
            "política: 48% en renta variable.",
            "62%",
            "48%",
            "max_equity_share",
        ),
        # a model's portfolio built without the limits, beside the one the committee kept
        (
            "Optimización de la cartera sin límites: arrojaba 33% en renta variable; el comité "
            "mantuvo 25% en la política.",
            "33%",
            "25%",
            "max_equity_share",
        ),
    ],
)
def test_the_kept_figure_is_stated_and_the_other_is_not(
    text: str, wrong: str, right: str, name: str
) -> None:
    assert _read(text, wrong, name) is not None
    assert _read(text, right, name) is None


def test_a_narrower_line_of_a_list_is_not_the_class_limit() -> None:
    text = (
        "Anexo de límites\n- Bonos corporativos, máx.: 20%\n- Bonos corporativos high yield, "
        "máx.: 4%"
    )
    assert _read(text, "4%", "max_corporate_bonds_share") is not None
    assert _read(text, "20%", "max_corporate_bonds_share") is None


def test_narrower_label_reads_added_words_and_series_letters() -> None:
    assert narrower_label("Bonos verdes soberanos, máx.", ["Bonos soberanos, máx."], ["max"])
    assert narrower_label("Fondo B, mín.", ["Fondo, mín."], ["min", "fondo"])
    # the name names the part itself: its own line states it
    assert not narrower_label(
        "Agricultural commodities, max.", ["Commodities, max."], ["max", "agricultural"]
    )
    # a lower-case "e" is a conjunction, no series' letter
    assert content_words("Ações e FIIs") == content_words("Ações FIIs")
    # a sibling with words of its own is no wider line
    assert not narrower_label("Reserva de estrés", ["Reserva ordinaria"], [])


@pytest.mark.parametrize(
    ("text", "figure", "peers"),
    [
        (
            "Como referencia, la media de los fondos de empleo es 6 por ciento; en nuestra "
            "DPPI el límite es 5 por ciento.",
            "6 por ciento",
            True,
        ),
        (
            "Como referencia, la media de los fondos de empleo es 6 por ciento; en nuestra "
            "DPPI el límite es 5 por ciento.",
            "5 por ciento",
            False,
        ),
        # the writer's own occupational fund, no statistic: its own limit
        ("El fondo de pensiones de empleo tiene un límite del 5 %.", "5 %", False),
    ],
)
def test_spains_occupational_funds_as_a_peer_group(text: str, figure: str, peers: bool) -> None:
    here = text.index(figure)
    assert of_peer_group(text, here, here + len(figure)) is peers
