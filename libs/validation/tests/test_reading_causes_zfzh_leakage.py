"""Look-ahead and fitted spans in private-market and audit paperwork (batches ZF and ZH's
causes), in wordings no batch uses.

- a span whose end is a date named as a reporting date or a period end ("to the Q4 2015
  quarter-end", "through the FY2015 year-end") is closed there, not open-ended
  (`timespans`);
- a quantity dated after the decision time said to *be* one of the inputs ("next-month
  returns are among the predictors", "the 10-day forward price was also one of the signals")
  is a feature from the future, as "used as an input" is (`leakage`); the same quantity said to
  be the target, or the features said of other data, is none.
"""

from __future__ import annotations

from datetime import date

import pytest

from quantward_validation.timespans import periods

from . import reading_cases

#: three test windows of a walk-forward: 2016–2017, 2018–2019, 2020–2021
_WINDOWS = [
    (date(2016, 1, 4), date(2017, 12, 29)),
    (date(2018, 1, 2), date(2019, 12, 31)),
    (date(2020, 1, 2), date(2021, 12, 31)),
]


@pytest.mark.parametrize(
    ("leaky", "clean"),
    [
        (
            "The smoothing lag was estimated on data from March 2009 to the Q2 2018 quarter-end.",
            "The smoothing lag was estimated on data from March 2009 to the Q4 2015 quarter-end.",
        ),
        (
            "The haircut was fitted from 2010 through the FY2019 year-end, then frozen.",
            "The haircut was fitted from 2010 through the FY2015 year-end, then frozen.",
        ),
    ],
)
def test_a_span_ending_at_a_named_reporting_date_is_closed_there(leaky: str, clean: str) -> None:
    assert reading_cases.leaky(leaky, folds=_WINDOWS), leaky
    assert not reading_cases.leaky(clean, folds=_WINDOWS), clean


def test_the_named_date_is_the_end_of_the_span() -> None:
    found = periods("calibrated from May 2011 to the Q3 2015 NAV date")
    assert [(p.start, p.end) for p in found] == [(date(2011, 5, 1), date(2015, 9, 30))]


@pytest.mark.parametrize(
    "sentence",
    [
        "Next-month returns are among the model's predictors.",
        "The 10-day forward price was also one of the signals.",
        "Known gap: fwd 5d rets are part of the feature set.",
    ],
)
def test_a_future_quantity_said_to_be_an_input_is_a_leak(sentence: str) -> None:
    assert reading_cases.leaky(sentence, folds=_WINDOWS), sentence


@pytest.mark.parametrize(
    "sentence",
    [
        "Next-month returns are the model's target.",
        "The 10-day forward price is the label, and trailing volumes are the inputs.",
        "Next-month returns are not one of the predictors.",
        "Forward returns are among the outputs we tabulate.",
    ],
)
def test_a_future_quantity_as_target_or_beside_other_inputs_is_none(sentence: str) -> None:
    assert not reading_cases.leaky(sentence, folds=_WINDOWS), sentence
