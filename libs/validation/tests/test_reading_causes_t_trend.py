"""Trend claims in German, French, Italian, Spanish or Dutch, checked against the series."""

from __future__ import annotations

import pytest
from pydantic import JsonValue

from quantward_contracts.values import Computation
from quantward_validation.trend_lexicon_eu import english_reading
from quantward_validation.trends import misstatements

#: eight quarters of 2019–2020: revenue rises every quarter, net debt falls every quarter
_ENDS = ("03-31", "06-30", "09-30", "12-31")
_QUARTERS: list[JsonValue] = [
    {
        "period": f"FY{year} Q{q}",
        "quarter_end": f"{year}-{_ENDS[q - 1]}",
        "revenue": 100.0 + 10 * i,
        "net_debt": 500.0 - 20 * i,
    }
    for i, (year, q) in enumerate((y, q) for y in (2019, 2020) for q in (1, 2, 3, 4))
]
_FIGURES = Computation(
    source_id="src_01hzzzzzzzzzzzzzzzzzzzzzt5",
    function_id="fundamentals.quarters",
    arguments={"entity_id": "ent_x", "as_of": "2021-01-31"},
    result={"entity_id": "ent_x", "currency": "EUR", "quarters": list(reversed(_QUARTERS))},
)


@pytest.mark.parametrize(
    "text",
    [
        "Der Umsatz ist seit dem zweiten Quartal 2019 gesunken.",
        "Die Nettoverschuldung ist 2020 in keinem Quartal gesunken.",
        "Le chiffre d'affaires a reculé depuis le premier trimestre 2019.",
        "L'endettement net n'a pas baissé en 2020.",
        "Il fatturato è calato rispetto al trimestre precedente.",
        "Las ventas han caído desde el primer trimestre de 2019.",
        "De omzet is gedaald sinds het eerste kwartaal 2019.",
    ],
)
def test_a_wrong_claim_in_the_clients_language_is_read(text: str) -> None:
    assert misstatements([text], [_FIGURES])


@pytest.mark.parametrize(
    "text",
    [
        "Der Umsatz ist seit dem zweiten Quartal 2019 gestiegen.",
        "Le chiffre d'affaires a progressé depuis le premier trimestre 2019.",
        "De omzet is gestegen sinds het eerste kwartaal 2019.",
    ],
)
def test_a_right_claim_in_the_clients_language_stands(text: str) -> None:
    assert not misstatements([text], [_FIGURES])


def test_a_figure_named_in_german_inside_english_is_read_as_its_english_name() -> None:
    assert english_reading("The Auftragseingang rose in every quarter of 2021.") == (
        "The order intake rose in every quarter of 2021."
    )


def test_an_english_claim_is_unchanged() -> None:
    text = "Revenue fell by 3 % between Q1 2020 and Q3 2020, and the margin rose."
    assert english_reading(text) == text
