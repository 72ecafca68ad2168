"""Wave 2 on batches L and M: provenance causes that reading "per centum" and "w_i" as what they
are brought to light (own wordings, none from a batch).

- a value "prior to" a date that another value of the same sentence replaces is no longer in
  force ("the cap is 6 %; prior to the Closing it was 9 %");
- a reported question a party is reported to have refused ("the trustees asked whether … could
  go to 4 %. The adviser declined") states no value in force;
- a cell of a " | "-separated shorthand line is its own clause: "w_i <= 0.05 | w_country <= 0.25"
  states 25 % of a country, not of a position.
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Constraint
from quantward_validation.provenance import stated_of
from quantward_validation.quantities import quantities


def _problem(text: str, written: str, name: str, value: float) -> str | None:
    constraint = Constraint(
        name=name, value=value, provenance="user_message", unit="fraction", rationale="stated"
    )
    [q] = [q for q in quantities(text) if text[q.start : q.end] == written]
    return stated_of(text, q.start, q.end, constraint)


def test_value_prior_to_a_date_is_replaced() -> None:
    text = "The issuer cap is 6 per cent; prior to the Closing it was 9 per cent."
    assert _problem(text, "9 per cent", "max_issuer_weight", 0.09) is not None
    assert _problem(text, "6 per cent", "max_issuer_weight", 0.06) is None


@pytest.mark.parametrize(
    "answer",
    ["The adviser declined.", "The investment committee turned it down.", "We refused."],
)
def test_reported_question_a_party_refused(answer: str) -> None:
    text = f"The trustees asked whether the issuer cap could go to 4 per cent. {answer}"
    assert _problem(text, "4 per cent", "max_issuer_weight", 0.04) is not None


def test_reported_question_without_refusal_is_left() -> None:
    text = "The trustees asked whether the issuer cap could go to 4 per cent. The adviser agreed."
    assert _problem(text, "4 per cent", "max_issuer_weight", 0.04) is None


def test_pipe_separated_cells_are_clauses() -> None:
    text = "w_i <= 0.05 | w_country <= 0.25"
    assert _problem(text, "0.25", "single_stock_cap", 0.25) is not None
    assert _problem(text, "0.05", "single_stock_cap", 0.05) is None
