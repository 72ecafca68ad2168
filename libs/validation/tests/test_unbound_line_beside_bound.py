"""A list's figure is its own line's: a line whose label says no bound (a trigger, a sub-bucket,
an item beside), cited for a limit while another line of the block names the limit's words as
well and says the bound on its side, is another setting (`provenance._names_as_much_as_any_sibling`,
`field_labels.line_label`), whatever figures its label holds ("under $50m AUM", "a 1-in-20
year"). Registers of its own: a hospital foundation's policy statement, a shipping bank's
credit policy."""

from __future__ import annotations

import pytest

from quantward_contracts.values import Constraint
from quantward_validation.field_labels import line_label
from quantward_validation.provenance import stated_of

_FOUNDATION = (
    "Investment policy statement, section 4 (extract)\n"
    "- 4.2 Any one hedge fund manager (max): 8%\n"
    "- 4.7 Managers with under $50m AUM: 3%"
)
_BANK = (
    "Credit policy (extract, sent by the credit officer)\n"
    "- CP-3 Loan-to-value on any one vessel (ceiling): 65%\n"
    "- CP-9 Vessel LTV at which the relationship manager must call the borrower: 75%"
)
_TREASURY = (
    "Liquidity rules (extract)\n"
    "- L5 Cash at which the CFO alerts the board in a 1-in-20 year: 4%\n"
    "- L1 Cash and T-bills held for payroll (floor): 6%"
)


def _read(text: str, figure: str, name: str, value: float) -> str | None:
    start = text.index(figure)
    constraint = Constraint(
        name=name, value=value, provenance="user_message", provenance_ref="msg_1", unit="fraction"
    )
    return stated_of(text, start, start + len(figure), constraint)


@pytest.mark.parametrize(
    ("text", "figure", "name", "value"),
    [
        (_FOUNDATION, "3%", "max_single_manager_weight", 0.03),
        (_BANK, "75%", "maxVesselLtv", 0.75),
        (_TREASURY, "4%", "min_cash_share", 0.04),
    ],
)
def test_an_unbound_line_beside_the_bound_is_another_setting(
    text: str, figure: str, name: str, value: float
) -> None:
    assert _read(text, figure, name, value) is not None


@pytest.mark.parametrize(
    ("text", "figure", "name", "value"),
    [
        (_FOUNDATION, "8%", "max_single_manager_weight", 0.08),
        (_BANK, "65%", "maxVesselLtv", 0.65),
        (_TREASURY, "6%", "min_cash_share", 0.06),
        # the bound line beside names nothing of the limit: the unbound line is its own
        (
            "Policy (extract)\n- 4.2 Any one hedge fund manager: 8%\n- 4.9 Private equity (max): "
            "30%",
            "8%",
            "max_single_manager_weight",
            0.08,
        ),
    ],
)
def test_the_bound_line_states_its_limit(text: str, figure: str, name: str, value: float) -> None:
    assert _read(text, figure, name, value) is None


def test_a_list_label_may_hold_figures() -> None:
    assert line_label(_FOUNDATION, _FOUNDATION.index("3%")) == "Managers with under $50m AUM"


_HOSPITAL = (
    "Treasury rules (extract)\n"
    "- Reserve realisable within 5 days (floor): 10%\n"
    "- T2 Cash held for payroll and supplier runs, minimum: 2%"
)


def test_a_line_naming_none_of_the_limits_words_beside_one_naming_them_is_another() -> None:
    # both lines bound the floor; the vocabulary reads cash in the cited one, but only the other
    # names the limit's own words (a reserve)
    assert _read(_HOSPITAL, "2%", "liquidReserveFloor", 0.02) is not None
    assert _read(_HOSPITAL, "10%", "liquidReserveFloor", 0.10) is None
