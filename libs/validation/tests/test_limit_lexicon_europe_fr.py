"""The French equities of a règlement de placement (`limit_lexicon_europe`)."""

from __future__ import annotations

import pytest

from quantward_validation.mandate import clauses


def _subjects(text: str) -> list[tuple[str, float | None]]:
    return [(b.subject, b.high) for c in clauses({"r": {"c": text}}) for b in c.bounds]


@pytest.mark.parametrize(
    "text",
    [
        "Les actions (suisses et étrangères) : la limite ne peut excéder 45 %.",
        "La part en actions ne peut excéder 45 %.",
        "Les actions étrangères, max. 45 %.",
    ],
)
def test_french_equities_are_the_equity_share(text: str) -> None:
    assert _subjects(text) == [("max_equity_weight", 0.45)]


@pytest.mark.parametrize(
    "text",
    [
        "Le plan d'actions de la fonction risques prévoit 45 %.",
        "Les actions correctives ramènent la part à 45 %.",
        "Actions: cut cash to 45%.",
    ],
)
def test_acts_taken_are_no_equities(text: str) -> None:
    assert all(subject != "max_equity_weight" for subject, _ in _subjects(text))


@pytest.mark.parametrize(
    "text",
    [
        "Le risque de change résiduel ne peut excéder 20 %.",
        "Les monnaies étrangères non couvertes : max. 20 %.",
        "L'exposition de change, max. 20 %.",
    ],
)
def test_french_currency_risk_is_the_currency_exposure(text: str) -> None:
    assert _subjects(text) == [("max_currency_exposure", 0.2)]
