"""Causes behind batch ZL's objective misses, read as families (wordings of our own, in no batch).

A multi-manager desk's chat and limit sheets use words the objective reader took for asks: a
"top-up" of capital is a refill, not the top of anything; "GMV" is, on such a desk, the book's
gross market value whenever it is a base, an amount or a measured quantity ("3% of GMV", "GMV
€900m"), and the global minimum-variance portfolio only when named as a portfolio; a routing
line's party ("risk → execution: …") is who writes, not the portfolio's risk; a limit sheet is
a document, not the verb "limit"; a bound's kind in brackets before a row's value ("(maximum):
250%") is a row's label. A message that sets aside "the target posted before:" heads the new
ask, which is read.
"""

from __future__ import annotations

import pytest

from quantward_validation.intent import asked
from quantward_validation.org_units import without_org_units

MIN_RISK, MAX_RETURN = "min_risk", "max_return"


def _objective(text: str) -> str | None:
    found = asked(text)
    return None if found is None else found.objective


@pytest.mark.parametrize(
    "text",
    [
        # a refill of capital is no degree
        "Please rerun the sleeve after the top-up of capital from the allocator.",
        "We will top up the fund's capital next week, then re-weight.",
        # the book's gross market value: a base, an amount, a measured quantity
        "Please cap each issuer at 3% of GMV for the macro sleeve.",
        "Issuer weight (% GMV) under 2% please.",
        "Re-weight the sleeve; desk target GMV €900m after the raise.",
        "Re-weight the sleeve so the GMV tradable within two sessions stays ample.",
        # a limit document is no verb
        "Credit limit grid, risk section",
        # a bound's kind in brackets, before the row's value
        "• Desk gross (max): 2.5x capital",
    ],
)
def test_desk_words_ask_no_objective(text: str) -> None:
    assert _objective(text) is None


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        # the portfolio named by its compact name still asks for it
        ("Switch the sleeve to GMV from Monday.", MIN_RISK),
        ("limit risk please", MIN_RISK),
        ("max returns please", MAX_RETURN),
        ("we want top returns this year", MAX_RETURN),
        # a message that sets aside the earlier target heads the new ask
        (
            "Please disregard the target posted before:\n\nthe sleeve should have the lowest "
            "volatility.",
            MIN_RISK,
        ),
    ],
)
def test_desk_asks_still_read(text: str, objective: str) -> None:
    assert _objective(text) == objective


@pytest.mark.parametrize(
    "text",
    [
        "Treasury chat, risk → execution: please cut the sleeve before the roll.",
        "Rates desk -> Risk: we cut the sleeve already, see attached.",
    ],
)
def test_routing_party_is_who_writes(text: str) -> None:
    assert asked(without_org_units(text)) is None


def test_an_arrow_of_direction_stays_a_wish() -> None:
    assert "risk" in without_org_units("vol and risk -> lower please")
