"""Batch T cause, objective: the noun "limit" in the client's language ("la limite", "il
limite", "kein Limit", "el limite") read as the verb "limit", so a request that only says a
limit is still to be set was read as an objective to minimise the figure. A limit named as a
noun asks for nothing, in the five languages and in English; the verb still directs. Own
wordings of the family."""

from __future__ import annotations

import pytest

from quantward_validation.intent import asked


@pytest.mark.parametrize(
    "text",
    [
        # French: after an article, a partitive, a negative determiner
        "S'agissant de la volatilité, la limite reste à définir avec le client.",
        "Pour l'écart de suivi, aucune limite n'a été arrêtée à ce jour.",
        "Nous attendons encore une limite pour la volatilité du fonds.",
        # Italian: after an article, an articulated preposition, "nessun"
        "Sul tracking error il cliente deve ancora indicarci un limite.",
        "Nessun limite per la volatilità finché il comitato non si riunisce.",
        "Riguardo alla volatilità, il limite arriverà dopo la riunione di maggio.",
        # Spanish written without its accent, German and Dutch
        "Sobre la volatilidad, el limite lo decide el comité en junio.",
        "Für die Volatilität haben wir noch kein Limit erhalten.",
        # a bare noun followed by what will happen to it
        "Per la volatilità del fondo, limite da concordare con il cliente.",
        "Volatilité du portefeuille : limite à préciser lors du prochain comité.",
        "Tracking error: limit to be agreed with the trustees next month.",
        "Volatility — limit pending the board's sign-off.",
    ],
)
def test_a_limit_named_as_a_noun_asks_for_no_objective(text: str) -> None:
    assert asked(text) is None


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        ("Limitez autant que possible la volatilité du portefeuille.", "min_risk"),
        ("Please limit the tracking error as far as you can.", "tracking"),
        ("Limit volatility above all.", "min_risk"),
    ],
)
def test_the_verb_limit_still_directs(text: str, objective: str) -> None:
    found = asked(text)
    assert found is not None
    assert found.objective == objective


@pytest.mark.parametrize(
    "text",
    [
        "Massimizzare il rendimento rispettando il limite sulla volatilità.",
        "Maximiser le rendement en respectant la limite de volatilité.",
        "Die Rendite maximieren, unter Einhaltung des Limits für die Volatilität.",
        "Maximiser le rendement sous un plafond réduit pour la volatilité.",
        "Maximizar la rentabilidad con un tope reducido para la volatilidad.",
    ],
)
def test_a_figure_a_limit_is_on_is_no_second_target(text: str) -> None:
    found = asked(text)
    assert found is not None
    assert found.objective == "max_return"


@pytest.mark.parametrize(
    "text",
    [
        "La volatilité du fonds reste limitée à 9 %.",
        "La volatilità resta limitata al 9 % annuo.",
        "La volatilidad queda limitada al 9 % anual.",
        "Die Volatilität bleibt auf 9 % p.a. begrenzt.",
        "De volatiliteit blijft beperkt tot 9 %.",
    ],
)
def test_a_bound_stated_with_the_verb_of_limiting_asks_for_nothing(text: str) -> None:
    assert asked(text) is None


@pytest.mark.parametrize(
    "text",
    [
        "Rendite maximieren; die Volatilität ist dabei auf 9 % begrenzt.",
        "Massimizzare il rendimento, con la volatilità limitata al 9 %.",
        "Maximiser le rendement ; volatilité limitée à 9 % au plus.",
    ],
)
def test_a_bound_beside_an_objective_leaves_the_objective(text: str) -> None:
    found = asked(text)
    assert found is not None
    assert found.objective == "max_return"


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        # the negations of French and Italian ("ne … pas", "non", "jamais", "mai") turn the
        # direction they scope over, as "not" and "nicht" do
        ("Nous ne cherchons pas à réduire la volatilité ; visez plutôt le rendement le plus "
         "élevé.", "max_return"),
        ("Il fondo non deve minimizzare la volatilità: conta il rendimento più alto possibile.",
         "max_return"),
        ("Non si tratta di ridurre il tracking error; si massimizzi il rendimento.",
         "max_return"),
    ],
)  # fmt: skip
def test_a_continental_negation_turns_its_direction(text: str, objective: str) -> None:
    found = asked(text)
    assert found is not None
    assert found.objective == objective


@pytest.mark.parametrize(
    "text",
    [
        "Aucun objectif de volatilité n'est fixé pour ce fonds.",
        "Nessun obiettivo di minimizzare la volatilità per questo comparto.",
    ],
)
def test_a_negated_continental_objective_asks_for_nothing(text: str) -> None:
    assert asked(text) is None


def test_the_english_prefix_non_is_no_negation() -> None:
    found = asked("Minimise volatility with non-negative weights.")
    assert found is not None
    assert found.objective == "min_risk"
