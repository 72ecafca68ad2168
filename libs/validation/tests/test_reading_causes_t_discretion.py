"""A continental mandate grants its manager room over a level, or refuses it, in its own words.

Batch T: "im Ermessen des Managers", "au choix du gérant", "a discrezione del gestore", "a
criterio de la gestora", "naar keuze van de beheerder" grant a range to be held anywhere;
"ohne Ermessensspielraum", "sans aucune latitude", "senza margine", "sin margen de maniobra",
"zonder speelruimte" take the room away. Wordings written for the tests, none from a batch.
"""

from __future__ import annotations

import pytest

from quantward_validation import mandate


def _read(text: str) -> list[mandate.Clause]:
    return mandate.clauses({"guidelines": {"clause": text}})


@pytest.mark.parametrize(
    "text",
    [
        "Die Kasse liegt zwischen 1 % und 4 %, nach freiem Ermessen der Gesellschaft.",
        "Le levier varie entre 1 et 1,4 fois, à la discrétion de la société de gestion.",
        "La volatilità oscilla tra il 5 % e il 10 %, a scelta del gestore.",
        "El peso de cada emisor se sitúa entre el 2 % y el 5 %, a elección de la gestora.",
        "Het kasgewicht ligt tussen 1 % en 3 %, ter beoordeling van de fondsbeheerder.",
    ],
)
def test_a_granted_range_is_the_managers_to_hold(text: str) -> None:
    found = _read(text)
    ranges = [b for c in found for b in c.bounds if b.kind == "range"]
    assert ranges
    assert all(b.discretion for b in ranges) or any(c.discretion for c in found)


@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("Tracking Error: 120 bp, ohne jeden Ermessensspielraum.", 0.012),
        ("Tracking error : 90 bp, sans aucune latitude pour la société de gestion.", 0.009),
        ("Tracking error: 110 bp, senza margine per il gestore.", 0.011),
        ("Tracking error: 130 pb, sin margen de maniobra para la gestora.", 0.013),
        ("Tracking error: 140 bp, zonder enige speelruimte voor de beheerder.", 0.014),
    ],
)
def test_a_level_given_without_room_is_held_exactly(text: str, level: float) -> None:
    bounds = [b for c in _read(text) for b in c.bounds]
    assert any(b.low == pytest.approx(level) and b.high == pytest.approx(level) for b in bounds)
