"""Batch T cause, provenance: another fund's figure named in one sentence and this mandate's in
another ("Beim Schwesterfonds liegt die Grenze bei 4x. Für dieses Mandat gilt: …") was read as
this mandate's, because only the parts of one sentence were set against each other. A figure a
sentence gives another vehicle, with this vehicle's own figure in the same unit in another
sentence of the message, is not this vehicle's, in the five languages and in English. Own
wordings of the family, none from a batch."""

from __future__ import annotations

import pytest

from quantward_contracts.values import Constraint
from quantward_validation.mandate import clauses
from quantward_validation.provenance import stated_of


def _at(text: str, value: str) -> tuple[int, int]:
    start = text.index(value)
    return start, start + len(value)


def _cap(value: float, unit: str = "fraction") -> Constraint:
    return Constraint(
        name="max_issuer_weight",
        value=value,
        unit=unit,  # type: ignore[arg-type]
        provenance="user_message",
        provenance_ref="msg_01hzzzzzzzzzzzzzzzzzzzzzs1",
    )


@pytest.mark.parametrize(
    ("text", "theirs", "ours"),
    [
        (
            "Im Schwesterportfolio sind 8 % je Emittent erlaubt. Für unser Mandat bleibt es bei "
            "höchstens 4 %.",
            "8 %",
            "4 %",
        ),
        (
            "Le fonds jumeau accepte 8 % par émetteur. Pour notre mandat, c'est 4 % au plus.",
            "8 %",
            "4 %",
        ),
        (
            "L'altro comparto arriva all'8 % per emittente. Per il nostro mandato vale al "
            "massimo il 4 %.",
            "8 %",
            "4 %",
        ),
        (
            "El otro fondo admite un 8 % por emisor. Para este mandato, como máximo el 4 %.",
            "8 %",
            "4 %",
        ),
        (
            "Het zusterfonds hanteert 8 % per uitgevende instelling.\nVoor dit mandaat "
            "maximaal 4 %.",
            "8 %",
            "4 %",
        ),
        (
            "The sister fund allows 8 % per issuer. For this mandate, no more than 4 %.",
            "8 %",
            "4 %",
        ),
        (
            "Another sub-fund of the umbrella runs an 8 % issuer cap. This fund's cap is 4 %.",
            "8 %",
            "4 %",
        ),
    ],
)
def test_another_vehicles_figure_in_its_own_sentence_is_not_this_ones(
    text: str, theirs: str, ours: str
) -> None:
    start, end = _at(text, theirs)
    assert stated_of(text, start, end, _cap(0.08)) is not None
    start, end = _at(text, ours)
    assert stated_of(text, start, end, _cap(0.04)) is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # the figure is said of both, or of this vehicle like the other
        ("Comme le fonds jumeau, ce mandat limite chaque émetteur à 8 %. Liquidités : 4 %.", "8 %"),
        ("Like the sister fund, this mandate caps each issuer at 8 %. Cash: 4 %.", "8 %"),
        # another vehicle named, but no figure of this one in the same unit anywhere
        ("The sister fund uses the same rule. Each issuer is capped at 8 %.", "8 %"),
        # a vehicle named by its proper name, in a sentence of its own, may be this one
        (
            "The Meridian Global Equity Fund caps each issuer at 8 %. For this fund, cash is at "
            "least 4 %.",
            "8 %",
        ),
    ],
)
def test_a_figure_said_of_this_vehicle_stays_its_own(text: str, value: str) -> None:
    start, end = _at(text, value)
    assert stated_of(text, start, end, _cap(0.08)) is None


@pytest.mark.parametrize(
    "text",
    [
        "The sister fund caps each issuer at 3 %. For this mandate, each issuer is capped at 6 %.",
        "Another sub-fund of the umbrella holds at most 3 % per issuer.\nOur fund: no more than "
        "6 % in any one issuer.",
        "The other share class may not exceed 3 % per issuer. This portfolio may hold up to 6 % "
        "in any one issuer.",
    ],
)
def test_a_mandate_bounds_nothing_with_another_vehicles_sentence(text: str) -> None:
    found = [
        (b.kind, b.high)
        for clause in clauses({"art": text})
        for b in clause.bounds
        if b.subject == "max_position_weight"
    ]
    assert found == [("ceiling", pytest.approx(0.06))]
