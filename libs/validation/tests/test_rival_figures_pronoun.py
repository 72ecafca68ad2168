"""A number word standing as a pronoun ("that's the one that binds", "the later one") is no
rival figure of a limit written in its unit (`rival_figures`): "one" there points back at a
document, it says no 100 %. Registers of its own: a shipping bank's credit policy, a hospital
foundation's endowment."""

from __future__ import annotations

import pytest

from quantward_contracts.values import Constraint, ConstraintUnit
from quantward_validation.provenance import stated_of


def _read(text: str, figure: str, name: str, value: float, unit: ConstraintUnit) -> str | None:
    start = text.index(figure)
    constraint = Constraint(
        name=name, value=value, provenance="user_message", provenance_ref="msg_1", unit=unit
    )
    return stated_of(text, start, start + len(figure), constraint)


@pytest.mark.parametrize(
    ("text", "figure", "name", "value", "unit"),
    [
        (
            "The 2021 credit policy had 70% for loan-to-value on any one vessel. The policy the "
            "board approved in May has 60% - that's the one that binds.",
            "60%",
            "max_vessel_ltv",
            0.6,
            "fraction",
        ),
        (
            "The spending rule in the 2019 statement was 5.5 percent of endowment value. The "
            "statement the trustees approved in June says 4.5 percent - the one that applies.",
            "4.5 percent",
            "max_spending_rate",
            0.045,
            "fraction",
        ),
    ],
)
def test_the_figure_of_the_document_in_force_stands_beside_a_pronoun_one(
    text: str, figure: str, name: str, value: float, unit: ConstraintUnit
) -> None:
    assert _read(text, figure, name, value, unit) is None
