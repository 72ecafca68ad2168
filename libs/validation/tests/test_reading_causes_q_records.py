"""The provenance causes found in held-out batch Q's first run (tickets, forms and change
records), each tested on constructions written here, in no batch.

* a form field's label names the unit of the bare number typed after it ("Cash floor, in % of
  NAV: 4" is 4 %, "TE limit [bps] = 150" is 150 bps);
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Constraint, ResearchContractBody, UserMessage
from quantward_validation import validate_provenance

MSG = "msg_01hzzzzzzzzzzzzzzzzzzzzzr2"


def _problem(text: str, name: str, value: float, unit: str) -> str | None:
    """What `contract.provenance` finds wrong with citing `value` of `name` from `text`."""
    constraint = Constraint(
        name=name, value=value, unit=unit, provenance="user_message", provenance_ref=MSG
    )
    contract = ResearchContractBody(
        interpretation="i", objective="o", constraints=(constraint,), methods=()
    )
    [result] = validate_provenance(contract, [UserMessage(message_id=MSG, text=text)], None)
    return None if result.passed else result.message


# --- a form field's label names its value's unit ------------------------------------------------


@pytest.mark.parametrize(
    ("text", "name", "value", "unit"),
    [
        (
            "Mandate intake\nCash floor, in % of NAV: 4\nSigned: J. Ortiz",
            "min_cash_weight",
            0.04,
            "fraction",
        ),
        ("Country cap [%] = 35", "max_country_weight", 0.35, "fraction"),
        ("Limits\nTE limit (basis points) | 150", "tracking_error_max_bps", 150.0, "bps"),
        ("Single name maximum (% NAV):   7.5", "max_position_weight", 0.075, "fraction"),
        ("Turnover budget in percent: 60", "max_turnover", 0.6, "fraction"),
    ],
)
def test_a_bare_value_is_read_in_its_labels_unit(
    text: str, name: str, value: float, unit: str
) -> None:
    assert _problem(text, name, value, unit) is None


@pytest.mark.parametrize(
    ("text", "name", "value"),
    [
        # the label names a percent: 35 is 35 %, not 0.35 % nor 35 times
        ("Country cap [%] = 35", "max_country_weight", 0.0035),
        # the other field's value on the same form is not this field's
        ("Country cap (%): 35\nSingle name maximum (%): 5", "max_position_weight", 0.35),
    ],
)
def test_a_labelled_value_is_not_another_value(text: str, name: str, value: float) -> None:
    assert _problem(text, name, value, "fraction") is not None
