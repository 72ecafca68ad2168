"""Batch ZG, cause: a unit named beside the value (a record's unit field, a key's unit and base)
was not read, so a percent-of-NAV figure stood as a bare number.

An ETRM or risk engine writes a limit's unit in a field of its own (`UOM=BP_OF_NAV`), and a
sheet's key may name the unit with the base it is measured on (`cash_floor_percent_aum`).
The constructions are written for this test; none is in a batch.
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Constraint, ResearchContractBody, TextSpan, UserMessage
from quantward_validation.config_text import unit_named
from quantward_validation.provenance import validate_provenance
from quantward_validation.quantities import quantities
from quantward_validation.record_units import in_record_unit


def _form_of(text: str, figure: str) -> str:
    at = text.index(figure)
    (q,) = [q for q in quantities(text) if q.start == at]
    return unit_named(text, q).form


@pytest.mark.parametrize(
    ("text", "figure", "form"),
    [
        ("row 7 | limit_id=VAR-02 | uom=bp_of_nav | threshold=95", "95", "bps"),
        ("Allegro dump: ISSUER_CAP LEVEL=6.5 UOM=PERCENT_AUM STATUS=LIVE", "6.5", "percent"),
        ("Units: per cent of NAV; Level: 12.5", "12.5", "percent"),
        ("GROSS_CAP UNIT=TIMES VALUE=1.75", "1.75", "multiple"),
        ("cash_floor_percent_aum: 4", "4", "percent"),
        ("maxIssuerPctOfNav = 6", "6", "percent"),
    ],
)
def test_a_unit_named_beside_the_value(text: str, figure: str, form: str) -> None:
    assert _form_of(text, figure) == form


@pytest.mark.parametrize(
    ("text", "figure"),
    [
        # a fraction keeps the number as written; an id's digits are no field value; a unit
        # named on another line is another record's
        ("ISSUER_CAP UNIT=FRACTION VALUE=0.065", "0.065"),
        ("LIM-2231 UNIT=PCT_NAV VALUE=4", "2231"),
        ("UNIT=PCT_NAV\nmax_gross: 2", "2"),
    ],
)
def test_what_a_record_unit_does_not_read(text: str, figure: str) -> None:
    at = text.index(figure)
    (q,) = [q for q in quantities(text) if q.start == at]
    assert in_record_unit(text, q).form == "plain"


def _checked(text: str, value: float, figure: str) -> bool:
    at = text.index(figure)
    contract = ResearchContractBody(
        interpretation="hedge book weights",
        objective="best return per unit of risk",
        objective_kind="maximise_risk_adjusted_return",
        constraints=(
            Constraint(
                name="issuer_cap",
                value=value,
                unit="fraction",
                provenance="user_message",
                provenance_ref="msg_answer",
                rationale="as the desk stated it",
                span=TextSpan(start=at - 10, end=at + len(figure)),
            ),
        ),
    )
    message = UserMessage(message_id="msg_answer", text=text, kind="clarification_answer")
    (result,) = validate_provenance(contract, [message], None)
    return result.passed


def test_a_percent_record_states_the_fraction_not_the_bare_number() -> None:
    text = "Allegro dump: ISSUER_CAP UOM=PERCENT_AUM LEVEL=6.5 STATUS=LIVE"
    assert _checked(text, 0.065, "6.5")
    assert not _checked(text, 6.5, "6.5")
