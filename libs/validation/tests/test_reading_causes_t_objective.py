"""The objective stated in German, French, Italian, Spanish or Dutch, and corrected in it."""

from __future__ import annotations

import pytest

from quantward_validation.intent import asked
from quantward_validation.self_corrections import corrected


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        ("Wir streben ein Portfolio mit möglichst geringer Schwankung an.", "min_risk"),
        ("Anlageziel: die risikoadjustierte Rendite maximieren.", "risk_adjusted"),
        ("Le fonds doit réduire au maximum la volatilité du portefeuille.", "min_risk"),
        ("Nous voulons minimiser l'écart de suivi par rapport à l'indice.", "tracking"),
        ("Il mandato chiede di massimizzare il rendimento complessivo.", "max_return"),
        ("Si chiede di minimizzare la varianza del portafoglio.", "min_risk"),
        ("Queremos maximizar el ratio de Sharpe de la cartera.", "risk_adjusted"),
        ("La meta es reducir la volatilidad, la rentabilidad es secundaria.", "min_risk"),
        ("Wij willen het rendement van het fonds maximaliseren.", "max_return"),
        ("De opdracht is de variantie van de portefeuille te minimaliseren.", "min_risk"),
    ],
)
def test_an_objective_in_the_clients_language_is_read(text: str, objective: str) -> None:
    found = asked(text)
    assert found is not None
    assert found.objective == objective


@pytest.mark.parametrize(
    "text",
    [
        "Wir maximieren die Rendite, ohne jede Risikobeschränkung.",
        "Il faut maximiser le rendement, sans limite de risque.",
        "Massimizzare i guadagni, senza alcun limite di rischio.",
    ],
)
def test_risk_named_after_without_asks_for_no_less_risk(text: str) -> None:
    found = asked(text)
    assert found is not None
    assert found.objective == "max_return"


@pytest.mark.parametrize(
    "text",
    [
        "Minimale variantie graag. Na overleg: het bovenstaande geldt niet meer. "
        "Wij willen het rendement maximaliseren.",
        "Réduire la volatilité. Après réunion : ce qui précède n'est plus valable. "
        "Nous voulons maximiser le rendement.",
        "Minimizar la varianza. Tras la reunión: esto queda sin efecto. "
        "Queremos maximizar la rentabilidad.",
        "Minimierung der Varianz. Nach dem Termin: das Obige ist hinfällig. "
        "Wir wollen die Rendite maximieren.",
    ],
)
def test_a_correction_in_the_clients_language_voids_the_words_above(text: str) -> None:
    fixed = corrected(text)
    assert fixed is not None
    found = asked(fixed)
    assert found is not None
    assert found.objective == "max_return"


def test_a_tracking_error_named_in_the_clients_language_asks_for_nothing() -> None:
    assert asked("Das aktive Risiko darf laut Prospekt 2 % nicht überschreiten.") is None
