"""Stated leakage read from inventories (issue 18, session 8): each case is a construction of
the inventory in the module docstrings of `timespans` and `leakage` that no review batch
writes — points and periods (TIMEX3/Duckling-style), activities and what a period belongs to,
and polarity (negators, excluders, counterfactuals, questions, confined refits)."""

from __future__ import annotations

from datetime import date

import pytest

from quantward_validation.leakage import leaks
from quantward_validation.timespans import periods

_NONE = None
_Q1_18 = date(2018, 3, 31)


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [
        # days: ISO-like and numeric with any separator, two-digit years, ordinals
        ("2019/03/31 to 2021/06/30", date(2019, 3, 31), date(2021, 6, 30)),
        ("31.03.2015 to 30.06.2018", date(2015, 3, 31), date(2018, 6, 30)),
        ("31/12/10 to 30/06/15", date(2010, 12, 31), date(2015, 6, 30)),
        ("from the 30th of June 2014 to June 30th, 2016", date(2014, 6, 30), date(2016, 6, 30)),
        # months: "Sept", a range inside one year, two-digit years after a hyphen
        ("Sept. 2015 to Dec 2018", date(2015, 9, 1), date(2018, 12, 31)),
        ("Jan–Jun 2018", date(2018, 1, 1), date(2018, 6, 30)),
        ("March through September 2018", date(2018, 3, 1), date(2018, 9, 30)),
        ("Mar-15 to Jun-18", date(2015, 3, 1), date(2018, 6, 30)),
        # quarters and halves in words and in fiscal years
        ("the third quarter of 2016 to the first quarter of 2018", date(2016, 7, 1), _Q1_18),
        ("Q3-16 to Q1-18", date(2016, 7, 1), date(2018, 3, 31)),
        ("in Q1 of 2018", date(2018, 1, 1), date(2018, 3, 31)),
        ("during the first three quarters of 2019", date(2019, 1, 1), date(2019, 9, 30)),
        ("over calendar 2018", date(2018, 1, 1), date(2018, 12, 31)),
        # parts of years and decades
        ("up to late 2017", _NONE, date(2017, 12, 31)),
        ("across the mid-2010s", date(2013, 1, 1), date(2016, 12, 31)),
        # durations anchored to a point
        ("the 48 months to June 2018", date(2014, 7, 1), date(2018, 6, 30)),
        ("the ten years preceding 2018", date(2008, 1, 1), date(2017, 12, 31)),
        ("the 24 months following June 2016", date(2016, 7, 1), date(2018, 6, 30)),
        ("a five-year window ending 2015", date(2011, 1, 1), date(2015, 12, 31)),
        # open ends: "before"/"prior to" stop the day before, "after" starts the day after
        ("prior to 2016", _NONE, date(2015, 12, 31)),
        ("subsequent to 2016", date(2017, 1, 1), _NONE),
        ("from 2010 until the present", date(2010, 1, 1), _NONE),
        ("2010 to now", date(2010, 1, 1), _NONE),
        ("as at 30 June 2016", _NONE, date(2016, 6, 30)),
        # a year said of data
        ("2017 returns", date(2017, 1, 1), date(2017, 12, 31)),
    ],
)
def test_points_and_periods_of_the_inventory(
    text: str, start: date | None, end: date | None
) -> None:
    assert [(p.start, p.end) for p in periods(text)] == [(start, end)], text


def test_numbers_that_are_no_period() -> None:
    assert periods("a universe of 2000 stocks") == []
    assert periods("We optimised between 2019 and 20 names.") == []


_FOLDS = [(date(2016, 1, 4), date(2017, 12, 29)), (date(2018, 1, 2), date(2019, 12, 31))]


@pytest.mark.parametrize(
    ("sentence", "reached"),
    [
        # periods in new forms, leaky and clean
        ("The stop level was calibrated on 31.03.2012 to 30.06.2017 prices.", 1),
        ("The stop level was calibrated on 31.03.2012 to 30.06.2015 prices.", 0),
        ("Hyper-parameters were tuned over the 48 months to June 2018.", 2),
        ("Hyper-parameters were tuned over the 48 months to June 2015.", 0),
        ("The ranking rule was picked using the five years preceding 2016.", 0),
        ("The ranking rule was picked using the five years following 2015.", 2),
        ("Sector tilts were chosen on data prior to Jan 2016.", 0),
        ("Sector tilts were chosen on data through the third quarter of 2018.", 2),
        ("The decay was estimated as of YE2019.", 2),
        # the test windows named as a whole, and before them
        ("The cut-off was tuned on the holdout period.", 2),
        ("The cut-off was tuned on the out-of-sample years.", 2),
        ("The cut-off was tuned before the test windows.", 0),
        ("The cut-off was tuned on the 24 months before the test windows.", 0),
        ("The signal was chosen in 2015, before any test data existed.", 0),
        # activities of the lexicon and their nominalisations
        ("The team landed on five factors using FY2018 data.", 1),
        ("We opted for the 12-month signal based on 2016–2019 performance.", 2),
        ("The half-life was grid-searched over 2012–2018.", 2),
        ("A random search over 2012–2018 fixed the thresholds.", 2),
        ("The thresholds were fine-tuned on 2019 data.", 1),
        ("Betas were cross-validated on 2012–2019.", 2),
        ("The calibration window runs from 2010 to 2019.", 2),
        ("Estimation sample: 2010–2019.", 2),
        ("Selection of the lookback relied on 2017 data.", 1),
        # what a period belongs to
        ("Over 2016–2019 the book is backtested, with weights fitted on 2010–2015.", 0),
        ("The model, evaluated over 2016–2019, was trained on 2008–2015.", 0),
        ("The lookback was chosen on 2010–2015 and backtest results are reported for 2016–19.", 0),
        ("The lookback was chosen for the best backtest Sharpe over 2016–2019.", 2),
        ("The threshold was selected on the validation period 2016–2017.", 1),
        ("We backtest over 2016-2019; the threshold was optimised on the same period.", 2),
        ("The decision date is 31 December 2019 and the universe is the MSCI World.", 0),
        # the whole sample and hindsight
        ("Weights were pooled across all folds when fitted.", 2),
        ("The signal was learnt from training and test data.", 2),
        ("The universe is today's S&P 500 constituents, backtested over 2016–2019.", 2),
        ("Names that still exist today were ranked on momentum.", 2),
        ("Weights were estimated with restated fundamentals.", 2),
        ("Weights were estimated with as-reported, not restated figures.", 0),
        ("We use point-in-time index membership rather than today's constituents.", 0),
        # negators and excluders, with their scope
        ("We made sure not to tune anything on 2016–2019 data.", 0),
        ("None of the 2016–2019 returns were used when the lookback was chosen.", 0),
        ("At no point was the signal calibrated on 2018 prices.", 0),
        ("We refrained from fitting anything on 2018.", 0),
        ("The lookback cannot be tuned on 2016–2019 data.", 0),
        ("The lookback was chosen on nothing other than 2016–2019 data.", 2),
        ("The lookback was tuned on 2010-2015 rather than on the full history.", 0),
        ("The lookback was tuned on the full history rather than on 2010-2015.", 2),
        ("To avoid overfitting, the lookback was tuned on the full history.", 2),
        ("Excluding financials, the betas were fitted over 2016-2019.", 2),
        ("No transaction costs are assumed and the weights were fitted over 2016-2019.", 2),
        # counterfactuals, reported alternatives and questions
        ("A naive approach would tune the lookback on the full history.", 0),
        ("Tuning the lookback on the full history would leak the test years into the signal.", 0),
        ("Had we fitted the betas over 2010–2019, the test would be contaminated.", 0),
        ("One could calibrate on 2010–2019, but that leaks.", 0),
        ("Should the lookback be tuned on 2016-2019?", 0),
        ("The betas would be estimated over 2010–2019.", 2),
        # a period kept for the test, a test word followed by its period, windows in turn
        ("We select the factor on 2010–2015; 2016–2019 is kept for the out-of-sample test.", 0),
        ("The test over 2016–2019 uses weights estimated on 2010–2015.", 0),
        ("Data cover 2005 to 2019; fitting uses the years before each test window.", 0),
        ("The universe is the index membership on each rebalance date from 2016 to 2019.", 0),
        ("We tuned the threshold so that 2016–2019 performance was maximised.", 2),
        ("The signal weights reflect the full 2010–2019 sample.", 2),
        # a correction, an exception after a negator, what is seen later, applying a fit
        ("The lookback was tuned not on 2010–2015 but on 2010–2019.", 2),
        ("The lookback was tuned, not on 2016–2019, but on 2010–2015.", 0),
        ("The lookback was never tuned on anything but 2016–2019.", 2),
        ("The cap was chosen before seeing any 2016–2019 results.", 0),
        ("The weights are estimated on 2010–2015 and applied unchanged over 2016–2019.", 0),
        ("The weights are estimated on 2010–2015 and held fixed through 2019.", 0),
        # refits that end before each test window
        ("Betas are re-estimated on a rolling 36-month window throughout 2010–2019.", 0),
        ("Betas are refitted at each rebalance over 2010–2019.", 0),
    ],
)
def test_stated_leakage_of_the_inventory(sentence: str, reached: int) -> None:
    assert len(leaks([("reasoning[0]", sentence)], _FOLDS)) == reached, sentence


def test_a_quotation_is_no_test_and_no_use_of_the_plan() -> None:
    """A source quoted in the reasoning ("… in our Annual Report on Form 10-K") states no test
    period, so a fit over the quarter it names is no leak."""
    texts = [
        ("reasoning[0]", "Weights are estimated from daily returns from 2020-01-02 to 2022-12-28."),
        (
            "reasoning[1]",
            "10-Q for the quarter ended 2022-09-30: “No material changes since the Annual "
            "Report on Form 10-K; we evaluated the quarter.”",
        ),
    ]
    assert leaks(texts) == []
    quoted = [("reasoning[0]", "The client wrote “tune it on 2016–2019 if you like”.")]
    assert leaks(quoted, _FOLDS) == []
