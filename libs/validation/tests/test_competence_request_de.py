"""The German request noun in a rule of competence names who proposes, not a value proposed
(`polarity_de_da._PROCEDURAL`): a Kompetenzordnung's "Stiftungsrat (Antrag AK)" or "auf Antrag
der Geschäftsführung" leaves the band beside it in force, while a figure the Antrag itself asks
for stays only proposed. Register: a Swiss pension fund's rules in English with German terms."""

from __future__ import annotations

import pytest

from quantward_validation.mandate import bounds_for, clauses
from quantward_validation.polarity import hypothetical


@pytest.mark.parametrize(
    "sentence",
    [
        "| Immobilien Ausland (Obergrenze) | 4 - 6% des VV | Stiftungsrat (Antrag AK) |",
        "The SR sets the Mindestliquidität between 2 and 3 Prozent auf Antrag der AK.",
    ],
)
def test_the_proposer_in_a_rule_of_competence_proposes_no_value(sentence: str) -> None:
    assert not hypothetical(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "Der Antrag der AK lautet auf 6 % Immobilien Ausland.",
        "The AK's Antrag to the SR: real estate abroad at 6%.",
        "Die Geschäftsführung hatte 6 % beantragt.",
    ],
)
def test_a_request_that_asks_for_a_figure_stays_a_proposal(sentence: str) -> None:
    assert hypothetical(sentence)


def test_a_band_in_a_competence_table_is_granted() -> None:
    table = (
        "| Geschäft | Bandbreite | Zuständig innerhalb |\n|---|---|---|\n"
        "| The private equity bucket (Obergrenze) | 3.0 - 5.0% | SR (Antrag AK) |"
    )
    found = clauses({"kompetenzordnung": {"anlagen": table}})
    read = bounds_for(found, "privateEquityMax")
    assert [(b.low, b.high) for b in read] == [(0.03, 0.05)]
