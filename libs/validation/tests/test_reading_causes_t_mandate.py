"""Mandate clauses in German, French, Italian, Spanish and Dutch bound what they say they bound.

Batch T: a continental fund's guidelines write their ceilings and floors with the language's own
constructions — a German participle after the value ("auf 3 % begrenzt"), a French modal without
"pas" ("ne saurait excéder"), a refused inferiority as a floor ("ne peut être inférieure à"),
words between the negation and its verb in Italian and Spanish ("non potrà mai in nessun modo
superare", "no podrá bajo ningún concepto superar"), a Dutch modal with "zijn … dan" ("mag niet
groter zijn dan"), and subjects inside compounds ("Zielvolatilität"). Wordings written for the
tests, none from a batch.
"""

from __future__ import annotations

import pytest

from quantward_validation import mandate


def _bounds(text: str) -> list[tuple[str, str, float | None, float | None]]:
    found = mandate.clauses({"guidelines": {"clause": text}})
    return [(b.subject, b.kind, b.low, b.high) for c in found for b in c.bounds]


@pytest.mark.parametrize(
    ("text", "bound"),
    [
        # German: the participle after the value
        (
            "Die Sektorgewichtung ist je Branche auf 18 % beschränkt.",
            ("max_sector_weight", "ceiling", None, 0.18),
        ),
        (
            "Das Fremdwährungsexposure wird auf 7 % gedeckelt.",
            ("max_currency_exposure", "ceiling", None, 0.07),
        ),
        (
            "Die Zielvolatilität liegt zwischen 4 % und 9 %.",
            ("target_volatility", "range", 0.04, 0.09),
        ),
        # French: a modal without "pas", and a floor said as a refused inferiority
        (
            "Le levier ne saurait excéder 1,6 fois l'actif net.",
            ("max_gross_leverage", "ceiling", None, 1.6),
        ),
        (
            "La trésorerie ne peut être inférieure à 2,5 % de l'actif.",
            ("cash_weight", "floor", 0.025, None),
        ),
        # Italian: words between the negation and the verb
        (
            "La leva finanziaria non potrà in nessun modo superare 1,8 volte.",
            ("max_gross_leverage", "ceiling", None, 1.8),
        ),
        # Spanish: the same
        (
            "La volatilidad no podrá bajo ningún concepto superar el 11 %.",
            ("target_volatility", "ceiling", None, 0.11),
        ),
        (
            "El peso de cada emisor no sobrepasará en ningún caso el 4,5 %.",
            ("max_position_weight", "ceiling", None, 0.045),
        ),
        # Dutch: a modal with "zijn … dan"
        (
            "Het gewicht per sector mag niet groter zijn dan 22 %.",
            ("max_sector_weight", "ceiling", None, 0.22),
        ),
        (
            "De liquide middelen mogen niet lager worden dan 1,5 %.",
            ("cash_weight", "floor", 0.015, None),
        ),
    ],
)
def test_a_european_clause_bounds_its_subject(
    text: str, bound: tuple[str, str, float | None, float | None]
) -> None:
    assert bound in _bounds(text)
