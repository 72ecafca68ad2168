"""Latin American Spanish limits named by words no vocabulary knows, tied to a plan limit's
English name by `lexical_synonyms`: what is invested abroad ("inversiones en el exterior",
"activos del exterior", "inversión internacional" for `max_foreign_assets_share`), the state's
debt ("deuda pública" for `min_government_debt_share`), a fund's "caja" for its liquidity in
days, and "exposición cambiaria" as the currency exposure (`limit_lexicon_europe`). Sentences
written for these tests in the register of an AFP's requerimiento, reglamento and matriz de
límites, with the decoys that must not be tied."""

from __future__ import annotations

import pytest

from quantward_validation import mandate
from quantward_validation.lexical_subjects import read_in_unit


def _bounds(name: str, unit: str, text: str) -> list[tuple[str, float | None, float | None]]:
    found = mandate.clauses({"politica": {"limites": text}})
    return [(b.kind, b.low, b.high) for b in mandate.bounds_for(found, read_in_unit(name, unit))]


@pytest.mark.parametrize(
    ("name", "unit", "text", "bound"),
    [
        (
            "max_foreign_assets_share",
            "fraction",
            "Solicitamos a la AFP asegurar que la exposición en inversiones en el exterior se "
            "mantenga en un máximo de 55 %.",
            ("ceiling", None, 0.55),
        ),
        (
            "exteriorMax",
            "fraction",
            "Inversión internacional en renta fija y variable: máximo 60 por ciento.",
            ("ceiling", None, 0.6),
        ),
        (
            "min_government_debt_share",
            "fraction",
            "Deuda pública interna de la Nación: mínimo 30 por ciento.",
            ("floor", 0.3, None),
        ),
        (
            "min_liquidity_days",
            "days",
            "12.3 Cobertura de caja y simultáneas: mínimo cuarenta días hábiles (40).",
            ("floor", 40.0, None),
        ),
        (
            "divisasSinCoberturaMax",
            "fraction",
            "Exposición cambiaria sin cobertura: máximo 25,0 %.",
            ("ceiling", None, 0.25),
        ),
    ],
)
def test_a_spanish_label_bounds_the_limit_its_words_name(
    name: str, unit: str, text: str, bound: tuple[str, float | None, float | None]
) -> None:
    assert _bounds(name, unit, text) == [bound]


@pytest.mark.parametrize(
    ("name", "unit", "text"),
    [
        # corporate debt is no state's, local fixed income nothing abroad
        ("min_government_debt_share", "fraction", "Deuda corporativa: mínimo 30 %."),
        ("max_foreign_assets_share", "fraction", "Renta fija local: máximo 55 %."),
        # an exchange rate is a price, not an exposure
        ("divisasSinCoberturaMax", "fraction", "La tasa de cambio: máximo 4.100."),
    ],
)
def test_a_label_of_another_thing_bounds_nothing(name: str, unit: str, text: str) -> None:
    assert _bounds(name, unit, text) == []
