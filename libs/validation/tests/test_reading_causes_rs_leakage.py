"""Stated-leakage causes found in held-out batches R (text copied out of PDFs) and S (messages
typed on a phone), each tested as a family on constructions in no batch:

- a period broken across a line after its dash or its connecting word ("over 2008 –⏎2019",
  "from 2010 to⏎2020") is one period, not two sentences;
- months each with a two-digit year and no apostrophe ("feb 11 until aug 19") are a period of
  months when the text writes no four-digit year (a day needs its year), and a year's end with
  a two-digit year after a hyphen ("up to end-15") is that year's end;
- a whole-sample phrase bounded by a period right after it ("all the history prior to 2016",
  "the full sample (2010-2021)") is that period, not the whole sample;
- the moments a z-score or a scaler is built with ("z-scores take the mean and standard
  deviation of …") are fitted over the period they are taken from;
- a choice by an extreme with no verb of choice ("the stop level = whichever
  had the lowest drawdown in the hold-out") is a selection whose criterion is the test.

The texts are written here, not taken from a batch.
"""

from __future__ import annotations

from datetime import date

import pytest

from . import reading_cases

#: two walk-forward test windows: 2017–2018 and 2019–2020
_WINDOWS = [(date(2017, 1, 3), date(2018, 12, 31)), (date(2019, 1, 2), date(2020, 12, 31))]


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        ("Per the appendix, the lookback was tuned over 2008 –\n2019 once.", True),
        ("Per the appendix, the lookback was tuned over 2008 –\n2015 once.", False),
        ("Factor loadings were estimated from 2010 to\n2020, then frozen.", True),
        ("Factor loadings were estimated from 2010 to\n2016, then frozen.", False),
        # a line that ends a sentence still ends it: the second line is no part of the first
        ("Loadings were estimated on 2010-2015 data\nThe test spans 2017-2020.", False),
    ],
)
def test_a_period_broken_across_a_line(text: str, leaky: bool) -> None:
    assert reading_cases.leaky(text, folds=_WINDOWS) is leaky, text


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        ("The cut-off was optimised on feb 11 until aug 19, then held fixed.", True),
        ("The cut-off was optimised on feb 11 until aug 15, then held fixed.", False),
        ("Half-lives fitted over Sept 10 - Mar 18 prices.", True),
        # days of a year the text writes are days, not months of two years
        ("Half-lives fitted from May 3 to June 9, 2015.", False),
        ("Betas estimated on everything from 2011 up to end-15, no refits.", False),
        ("Betas estimated on everything from 2011 up to end-19, no refits.", True),
        ("Betas estimated on the three years to end-15.", False),
    ],
)
def test_months_and_year_ends_with_two_digit_years(text: str, leaky: bool) -> None:
    assert reading_cases.leaky(text, folds=_WINDOWS) is leaky, text


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        ("Signals calibrated on all the history prior to 2016.", False),
        ("Signals calibrated on all available data up to end-2015 only.", False),
        ("Signals calibrated on all the data (2009-2015).", False),
        ("Signals calibrated on the full sample (2010-2021).", True),
        ("Signals calibrated on the full sample.", True),
        ("Signals calibrated on all the history prior to 2020.", True),
        # a whole test is the whole test, whatever dates follow it
        ("Thresholds were picked after reviewing the entire backtest 2017-2020.", True),
    ],
)
def test_a_whole_sample_phrase_bounded_by_a_period(text: str, leaky: bool) -> None:
    assert reading_cases.leaky(text, folds=_WINDOWS) is leaky, text


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        ("Z-scores take the mean and standard deviation of the entire history.", True),
        ("Z-scores take the mean and standard deviation over 2010–2015 only.", False),
        ("The mean and variance across 2010-2020 set each feature's scale.", True),
        ("The mean and variance across 2010-2014 set each feature's scale.", False),
        ("Z-scores take the mean and variance of each window's training slice.", False),
        ("Each input's mean and standard deviation are computed over the entire history.", True),
        ("Each input's mean and standard deviation are computed over 2010-2015.", False),
        ("Range scaling takes the minimum and maximum across the full sample.", True),
        ("Range scaling takes the minimum and maximum across each fold's training slice.", False),
    ],
)
def test_moments_of_a_z_score_or_scaler(text: str, leaky: bool) -> None:
    assert reading_cases.leaky(text, where="interpretation", folds=_WINDOWS) is leaky, text


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        ("The threshold is whichever setting had the top Calmar ratio on the test years.", True),
        (
            "The threshold is whichever setting had the top Calmar ratio on the training years.",
            False,
        ),
        ("Stop level = whichever had the lowest drawdown in the hold-out.", True),
        ("Stop level = whichever had the lowest drawdown in each fold's training slice.", False),
        ("Lookback = the one with the highest Sortino over the hold-out years.", True),
        (
            "Holding period: the value minimising turnover-adjusted drawdown over the test years.",
            True,
        ),
        ("Holding period: the value minimising drawdown over each fold's training years.", False),
        # a counterfactual stays one
        ("Had the desk tuned it on the test years, the result would be biased.", False),
    ],
)
def test_a_choice_by_an_extreme(text: str, leaky: bool) -> None:
    assert reading_cases.leaky(text, where="purpose", folds=_WINDOWS) is leaky, text
