"""Words that name, not ask: a heading's category over a record's keys, a firm's name, and the
member of a book a superlative of size picks out. None of them is an objective, as a shipping
bank's credit desk and a hospital foundation's treasurer write them (`intent`, `rankings`,
`org_units`)."""

from __future__ import annotations

import pytest

from quantward_validation.intent import asked
from quantward_validation.org_units import without_org_units


@pytest.mark.parametrize(
    "text",
    [
        # a heading's bracketed category, then the record's keys on their own lines
        "COVENANT CHECKLIST - vessel loans (credit risk)\nreduce_by: 2027-03-31\nowner: Desk",
        "Hospital foundation - treasury register (volatility)\nlimit_ref: T-4\nlevel: 0.25",
    ],
)
def test_a_headings_category_over_a_records_keys_asks_nothing(text: str) -> None:
    assert asked(text) is None


@pytest.mark.parametrize(
    "text",
    [
        "Please rerun the fleet book. Charterers rated by S&P Best: pending until Nordvik "
        "Growth Partners signs the intercreditor.",
        "Refresh the weights. Custody: open until Aldgate Capital Management confirms the "
        "account, per the best estimate we have.",
    ],
)
def test_a_firms_name_holds_no_objective_word(text: str) -> None:
    assert asked(without_org_units(text)) is None


@pytest.mark.parametrize(
    "text",
    [
        "Can the desk resize the tanker book for Friday - the broker sees 15% upside? One "
        "open point: the largest single loan is with the credit committee and it got "
        "deferred to March.",
        "Rebalance the foundation's sleeve - the manager quotes 12% upside? Note: our "
        "biggest holding is under legal review and that was postponed.",
    ],
)
def test_a_superlative_that_picks_out_a_member_asks_nothing(text: str) -> None:
    assert asked(text) is None


def test_a_designator_inside_a_longer_name_ends_no_firm() -> None:
    # "Credit" inside a fund's name: the name goes on, so the part it heads stays readable
    text = "Schedule 2 - Tidewater Hull Credit Portfolio (the subject of this letter)"
    assert without_org_units(text) == text
    assert without_org_units("until Tidewater Hull Credit consents").startswith("until      ")
