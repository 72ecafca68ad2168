"""A number spelled out before a percentage point in the continental languages (`quantities`,
`spelled_numbers`): read as it is before a per cent or a basis point, once, with the decoys
that must not be read. Sentences written for these tests."""

from __future__ import annotations

import pytest

from quantward_validation.quantities import quantities


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Die Aktienquote sinkt um drei Prozentpunkte.", 3.0),
        ("Le plafond est relevé de deux points de pourcentage.", 2.0),
        ("Il limite scende di due punti percentuali.", 2.0),
        ("Limit se snižuje o dva procentní body.", 2.0),
        ("Limita crește cu două puncte procentuale.", 2.0),
        ("Grænsen hæves med tre procentpoint.", 3.0),
    ],
)
def test_a_spelled_percentage_point_is_read_once(text: str, value: float) -> None:
    read = [(q.value, q.form) for q in quantities(text)]
    assert read == [(value, "percent")]


@pytest.mark.parametrize(
    "text",
    [
        # the unit's word alone, or a number word far from it, counts nothing
        "Die Prozentpunkte werden im Bericht erläutert.",
        "Drei Mitglieder stimmten zu; die Prozentpunkte folgen im Anhang.",
    ],
)
def test_no_point_is_read_without_its_number(text: str) -> None:
    assert all(q.form != "percent" for q in quantities(text))
