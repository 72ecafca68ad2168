"""French objectives said with a superlative of size ("le plus petit écart de suivi", "la plus
petite volatilité", "le moindre risque", `objective_lexicon_eu`), and a quoted wording that a
text turns down or asks to disregard (`withdrawn_quotes`): a vote on an amendment in the next
sentence with its elided article ("L'amendement est rejeté par 7 voix contre 3."), a German
e-mail asking to ignore the morning's wording the board did not adopt. Sentences written for
this test, with the decoys that must stand."""

from __future__ import annotations

import pytest

from quantward_validation.intent import asked
from quantward_validation.withdrawn_quotes import withdrawn_quotes


def _kinds(text: str) -> set[str] | None:
    found = asked(text)
    return None if found is None else set(found.kinds)


@pytest.mark.parametrize(
    ("text", "kinds"),
    [
        (
            "Objectif : le plus petit écart de suivi possible par rapport à l'indice.",
            {"minimise_tracking_error"},
        ),
        ("Le portefeuille vise la plus petite volatilité.", {"minimise_variance"}),
        (
            "Le mandat recherche un écart de suivi aussi faible que possible.",
            {"minimise_tracking_error"},
        ),
        # the smaller of two mandates is no objective of less
        (
            "Le plus petit des deux mandats vise le rendement le plus élevé.",
            {"maximise_expected_return", "maximise_return_under_drawdown_limit"},
        ),
    ],
)
def test_a_french_superlative_of_size_asks_for_less(text: str, kinds: set[str]) -> None:
    assert _kinds(text) == kinds


def test_an_amendment_turned_down_in_the_next_sentence_is_taken_back() -> None:
    text = (
        "Mme Rochat propose la formulation « maximiser le ratio de Sharpe ». L'amendement est "
        "rejeté par 6 voix contre 4. Le conseil adopte la proposition de la direction : "
        "« minimiser la volatilité du portefeuille »."
    )
    assert len(withdrawn_quotes(text)) == 1
    assert _kinds(text) == {"minimise_variance"}
    # an amendment adopted stands
    adopted = text.replace("est rejeté", "est adopté")
    assert withdrawn_quotes(adopted) == []


def test_a_wording_to_ignore_or_not_adopted_is_taken_back() -> None:
    text = (
        "Grüezi zusammen, bitte die Formulierung von gestern (« viser le rendement attendu le "
        "plus élevé ») ignorieren – sie wurde vom Stiftungsrat nicht verabschiedet. Gültig "
        "ist:\n\nLe conseil décide de minimiser la variance du portefeuille."
    )
    assert len(withdrawn_quotes(text)) == 1
    assert _kinds(text) == {"minimise_variance"}
    text = (
        "La formulation « maximiser le rendement attendu » n'a pas été adoptée par le conseil. "
        "Le conseil décide de minimiser la variance du portefeuille."
    )
    assert len(withdrawn_quotes(text)) == 1
    # a wording quoted as adopted stands
    assert withdrawn_quotes("Le conseil a adopté « minimiser la variance ».") == []
