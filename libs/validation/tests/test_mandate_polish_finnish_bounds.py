"""Bounds written in Polish, Finnish and European Portuguese: their operators in every aspect,
case and word order (`operators_pl_fi`), their subjects by stem (`limit_lexicon_pl_fi`), a side
word after its noun and a long subject before the copula (`limit_nouns_pl_fi`), and the Polish
preposition "dla" that is no acronym of daily liquid assets. Sentences of a Kraków
foundation's, a Tampere pension foundation's and a Porto endowment's own drafting."""

from __future__ import annotations

import pytest

from quantward_validation.mandate import bounds_for, clauses


def _bounds(text: str, name: str) -> list[tuple[str, float | None, float | None]]:
    return [(b.kind, b.low, b.high) for b in bounds_for(clauses({"policy": text}), name)]


@pytest.mark.parametrize(
    ("text", "name", "expected"),
    [
        # Polish operators: a negated verb of exceeding, "co najwyżej", "nie mniej niż"
        (
            "Udział akcji w portfelu fundacji nie może przekroczyć 35 proc.",
            "max_equity_weight",
            ("ceiling", None, 0.35),
        ),
        (
            "Zaangażowanie w papiery jednego emitenta wynosi co najwyżej 6%.",
            "max_position_weight",
            ("ceiling", None, 0.06),
        ),
        (
            "Środki pieniężne: nie mniej niż 3% aktywów.",
            "min_cash_weight",
            ("floor", 0.03, None),
        ),
        # a side after its noun, a long genitive subject and a phrase of level before the figure
        (
            "Zarząd fundacji przyjmuje limit maksymalny dla walut obcych w portfelu "
            "obligacji zagranicznych na poziomie 18 proc.",
            "max_currency_exposure",
            ("ceiling", None, 0.18),
        ),
        # Finnish operators: an adverb before, a negation verb, a case after the figure
        (
            "Valuuttariski saa olla korkeintaan 12 prosenttia sijoituksista.",
            "max_currency_exposure",
            ("ceiling", None, 0.12),
        ),
        (
            "Osakkeiden paino ei saa ylittää 55 prosenttia.",
            "max_equity_weight",
            ("ceiling", None, 0.55),
        ),
        (
            "Säätiön hallitus vahvisti epälikvidien sijoitusten 7 prosentin ylärajan.",
            "max_illiquid_weight",
            ("ceiling", None, 0.07),
        ),
        # European Portuguese: the issuer is an "emitente"
        (
            "A exposição por emitente não pode exceder 8% do património.",
            "max_position_weight",
            ("ceiling", None, 0.08),
        ),
    ],
)
def test_bound_read_in_polish_finnish_portuguese(
    text: str, name: str, expected: tuple[str, float | None, float | None]
) -> None:
    assert expected in _bounds(text, name)


def test_polish_count_in_the_genitive_plural_is_a_floor_on_holdings() -> None:
    text = "Liczba spółek w portfelu akcyjnym fundacji: nie mniej niż 25 spółek."
    assert ("floor", 25.0, None) in _bounds(text, "min_holdings_count")


def test_polish_preposition_dla_is_no_daily_liquid_assets() -> None:
    found = clauses({"policy": "Limit dla ryzyka aktywnego wynosi 2,5%."})
    assert {b.subject for c in found for b in c.bounds} == {"max_tracking_error"}
    english = clauses({"policy": "DLA must be at least 10% of the fund."})
    assert {b.subject for c in english for b in c.bounds} == {"min_daily_liquid_assets"}
