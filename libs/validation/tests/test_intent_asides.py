"""A discourse particle set between commas ("pues", "then", "donc") does not end its clause:
the negation before it still scopes over the objective after it (`intent._CLAUSES`)."""

from __future__ import annotations

import pytest

from quantward_validation.intent import asked


@pytest.mark.parametrize(
    "text",
    [
        "No se trata, pues, del Sharpe.",
        "It is not, then, about the Sharpe ratio.",
        "Non si tratta, quindi, dello Sharpe.",
    ],
)
def test_a_negation_runs_through_a_particle_between_commas(text: str) -> None:
    assert asked(text) is None


def test_the_objective_around_a_denied_one_is_the_one_asked() -> None:
    text = (
        "Estudio ALM 2026, recomendación: a largo plazo modelizamos la cartera con la máxima "
        "rentabilidad esperada; el riesgo lo acotan los límites. No se trata, pues, del Sharpe."
    )
    wanted = asked(text)
    assert wanted is not None
    assert wanted.objective == "max_return"


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        # an aside in an affirmed clause leaves it affirmed
        ("Maximizar, pues, la ratio de Sharpe.", "risk_adjusted"),
        ("Maximise the Sharpe ratio, then, within the limits.", "risk_adjusted"),
        # a negation after the aside opens a conjunct of its own
        ("Minimise volatility, then, not return.", "min_risk"),
    ],
)
def test_an_aside_does_not_change_an_affirmed_objective(text: str, objective: str) -> None:
    wanted = asked(text)
    assert wanted is not None
    assert wanted.objective == objective
