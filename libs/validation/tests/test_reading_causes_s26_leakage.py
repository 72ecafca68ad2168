"""Look-ahead written as a desk's routine, in a farmland and agricultural-credit fund's words.

The held-out batches of session 26 (ZZS–ZZW) wrote look-ahead that is not a fitting period, and
each form passed: a later vintage carried "back to the start of the sample" (and revised by
"S&P"), a final estimate booked "in the month each event happened", a figure "dated the
following month-end" or a vendor's "evaluated pricing" of the following month, a volatility
"measured over the 20 sessions after the entry date", the "actual move on the day of the
readout" among a size's inputs, a day chosen by its own figure "which the exchange publishes
the next morning", and a fit "on all vendor evaluated pricing up to June 2017" read as a test
because "evaluated" is a test word. Each is written here in a register none of those batches
used; each clean twin states the point-in-time form.
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Constraint
from quantward_validation.limits import is_limit

from . import reading_cases


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        # a later vintage carried back to the start of the history
        (
            "Tenant credit grades: each grower's grade as Fitch & Moody's later revised it, "
            "applied back to the start of the sample.",
            True,
        ),
        (
            "Crop-insurance outcomes are labelled with each claim as the adjuster later revised "
            "it, from the beginning of the data.",
            True,
        ),
        ("Tenant credit grades: each grower's grade as published at each quarter-end.", False),
        # a final estimate booked at the date its event happened
        (
            "Hail losses enter as the insurers' ultimate loss estimates, booked in the quarter "
            "each storm struck.",
            True,
        ),
        (
            "Hail losses enter as the insurers' first loss estimates, booked in the quarter each "
            "estimate was reported.",
            False,
        ),
        # a later period's appraisal among the inputs
        (
            "Each quarter's allocation uses, among its inputs, the appraisers' farmland "
            "valuations dated the following quarter-end.",
            True,
        ),
        (
            "Each quarter's tilt uses, among other inputs, each parcel's cap rate from the next "
            "quarter-end's appraisal marks.",
            True,
        ),
        (
            "Each quarter's allocation uses, among its inputs, the appraisers' farmland "
            "valuations dated the prior quarter-end.",
            False,
        ),
        # a figure measured over a span after the decision it informs
        (
            "Lot sizes use each contract's 30-day volatility computed over the 30 trading days "
            "following the purchase date.",
            True,
        ),
        (
            "Lot sizes use each contract's 30-day volatility computed over the 30 trading days "
            "before the purchase date.",
            False,
        ),
        # an event's own outcome among a decision's inputs
        (
            "Each position is sized with the stock's realised move on the day of the crop "
            "report as one of its inputs.",
            True,
        ),
        (
            "Each position is sized with the options market's implied move at the prior close "
            "as one of its inputs.",
            False,
        ),
        # a day picked by that day's own figure, published later
        (
            "Each lot is sold at the auction of the day whose own clearing volume, which the "
            "exchange posts the following afternoon, tops the week.",
            True,
        ),
        (
            "Each lot is sold at the auction of the day on which the clearing volume the "
            "exchange posted that morning (the prior day's) tops the week.",
            False,
        ),
    ],
)
def test_look_ahead_said_as_a_routine_is_read(text: str, leaky: bool) -> None:
    assert reading_cases.leaky(text) is leaky


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        (
            "The loan grading cutoffs were calibrated just once, on all evaluated bid prices up "
            "to June 2018, before the walk-forward test was run.",
            True,
        ),
        (
            "The loan grading cutoffs were calibrated just once, on all evaluated bid prices up "
            "to June 2015, before the walk-forward test was run.",
            False,
        ),
    ],
)
def test_evaluated_prices_are_data_not_a_test(text: str, leaky: bool) -> None:
    assert reading_cases.leaky(text) is leaky


@pytest.mark.parametrize(
    ("name", "unit", "limit"),
    [
        ("minCashRunwayDays", "days", True),
        ("reserve_cover_days_floor", "days", True),
        ("lookback_days", "days", False),
        ("signal_window_days", "days", False),
        ("lossPerPositionBps", "bps", True),
        ("risk_each_bet_pct", "fraction", True),
    ],
)
def test_days_of_cover_and_per_trade_risk_are_limits(name: str, unit: str, limit: bool) -> None:
    constraint = Constraint(
        name=name, value=60.0, provenance="assumption", unit=unit, rationale="usual"
    )
    assert is_limit(constraint) is limit
