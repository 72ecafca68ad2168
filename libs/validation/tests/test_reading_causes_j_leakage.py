"""Stated leakage: the causes of batch J's misses, each tested on constructions no review
batch writes (issue 18, session 9). Causes, by family:

- date notation (TIMEX3/Duckling points): a quarter or half with a slash ("Q3/2016",
  "4Q/2015", "H1/2015"), a day-month-year with hyphens ("30-Jun-2013"), a fiscal year with a
  typographic apostrophe ("FY’15");
- config as text: a YAML/JSON mapping states a period ("{from: '2011-03', to: '2017-06'}",
  "\\"begin\\": …, \\"last\\": …"), and a key named for fitting, tuning, training or calibrating
  owns it, as a binding in code does;
- a start to now is the whole sample: "all returns since the strategy's launch", "everything
  since inception" (unless an end follows: "from launch (Mar-2011) to 30-Jun-2015");
- standardising fits a sample's moments: z-scoring, normalising, demeaning or winsorising
  over a period is a fit over it ("standardised with the whole 2010–2020 sample's mean");
- look-ahead that is not a matter of periods, a family of its own. The backtesting literature
  (López de Prado, *Advances in Financial Machine Learning*, ch. 7 "Cross-validation in
  finance" on purging and embargo; Bailey, Borwein, López de Prado & Zhu, "The probability of
  backtest overfitting"; the practitioners' list of backtest sins: look-ahead, survivorship,
  storytelling, data snooping, transaction costs, outliers, shorting) names these forms:
  * a feature, signal or input dated after the decision time: t+k (k > 0) values, r_{t+k},
    next-day / next-period / tomorrow's prices, forward or realised future returns among the
    predictors (a forward return as the *label* is the target, not a leak);
  * execution at the price the signal is computed from: same-bar or same-close fills, "no lag
    between signal and trade";
  * labels whose horizon runs into the test: labels built on a forward horizon running up to
    or into each test start, "no purging", "without an embargo" (purging drops the training
    observations whose label window overlaps the test; an embargo drops those right after it);
  * normalisation, scaling or hyperparameter tuning on the whole sample (read as a fit over
    the whole sample, above), and a universe chosen with hindsight (survivorship: already
    read by `_HINDSIGHT_UNIVERSE`).
  Each is read in its clause's polarity: negated, hypothetical or questioned, it states none.

Each is tested both ways: the same shape that keeps out of the test stays clean.
"""

from __future__ import annotations

from datetime import date

import pytest

from quantward_validation.leakage import leaks
from quantward_validation.timespans import periods

from . import reading_cases


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [
        ("over H1/2015 to Q2/2017", date(2015, 1, 1), date(2017, 6, 30)),
        ("in 4Q/2015", date(2015, 10, 1), date(2015, 12, 31)),
        ("up to 30-Jun-2013", None, date(2013, 6, 30)),
        ("FY’12–FY’15", date(2012, 1, 1), date(2015, 12, 31)),
        ("fit_window: {from: 2011-03, to: 2017-06}", date(2011, 3, 1), date(2017, 6, 30)),
        (
            '"calibration": {"begin": "2011-01-03", "last": "2017-03-31"}',
            date(2011, 1, 3),
            date(2017, 3, 31),
        ),
    ],
)
def test_date_and_config_notation_reads_as_its_period(
    text: str, start: date | None, end: date
) -> None:
    found = periods(text)
    assert [(p.start, p.end) for p in found] == [(start, end)]


@pytest.mark.parametrize(
    ("flawed", "clean"),
    [
        # date notation
        (
            "The carry threshold was estimated on H1/2011 to Q2/2017 and never revisited.",
            "The carry threshold was estimated on H1/2011 to 4Q/2015 and never revisited.",
        ),
        # config as text: the key that owns the period
        (
            "Spec: `tune: {start: 2011, end: 2017}` for the carry model.",
            "Spec: `tune: {start: 2011, end: 2015}` for the carry model.",
        ),
        (
            'Settings: {"calibration": {"begin": 2011, "last": 2017}}.',
            'Settings: {"calibration": {"begin": 2011, "last": 2015}}.',
        ),
        # a start to now
        (
            "The shrinkage intensity was estimated on all returns since the strategy's launch.",
            "The shrinkage intensity was estimated from launch (Mar-2011) to 30-Jun-2015.",
        ),
        # standardising over a period fits its moments
        (
            "Carry scores are demeaned using the 2011–2019 cross-period average.",
            "Carry scores are demeaned using the 2011–2015 cross-period average.",
        ),
        (
            "The value signal is winsorised at percentiles of the pooled 2011–2019 panel.",
            "The value signal is winsorised at percentiles of each fold's training panel.",
        ),
        # look-ahead not about periods: forward-dated inputs
        (
            "Predictors include r_{t+5} and the 12-1 momentum.",
            "Predictors include r_{t-5} and the 12-1 momentum.",
        ),
        (
            "Tomorrow's open enters the input vector beside the carry.",
            "Yesterday's open enters the input vector beside the carry.",
        ),
        (
            "The regression's target is the t+1 return, and the predictors include t+2 volume.",
            "The regression's target is the t+1 return, and the predictors are lagged one day.",
        ),
        # same-bar execution
        (
            "Orders are executed on the very close that generates the signal.",
            "Orders are executed at the following session's open, one bar after the signal.",
        ),
        # labels into the test: no purging
        (
            "The 60-day labels extend into the hold-out window.",
            "The 60-day labels stop 60 days before the hold-out window (purged).",
        ),
        (
            "Sixty-day labels are used, with no purging or embargo at fold boundaries.",
            "Sixty-day labels are used, with purging and a 5-day embargo at fold boundaries.",
        ),
    ],
)
def test_each_cause_both_ways(flawed: str, clean: str) -> None:
    assert reading_cases.leaky(flawed), flawed
    assert not reading_cases.leaky(clean), clean


@pytest.mark.parametrize(
    "text",
    [
        "No predictor uses a t+3 price.",
        "Using tomorrow's open as an input would leak.",
        "Should orders be executed on the same close that generates the signal?",
        "Forward returns serve only as labels, never as features.",
    ],
)
def test_look_ahead_denied_states_none(text: str) -> None:
    assert not reading_cases.leaky(text)


@pytest.mark.parametrize(
    ("flawed", "clean"),
    [
        # a named era starts or ends where convention puts it: post-GFC from July 2009
        (
            "The carry threshold was calibrated on the post-Lehman-collapse data.",
            "The carry threshold was calibrated on the post-Lehman-collapse period to mid-2015.",
        ),
        (
            "The shrinkage was tuned on everything since the global financial crisis.",
            "The shrinkage was tuned on the dot-com bust and the pre-GFC years.",
        ),
    ],
)
def test_named_eras_both_ways(flawed: str, clean: str) -> None:
    assert reading_cases.leaky(flawed), flawed
    assert not reading_cases.leaky(clean), clean


_MID_YEAR_FOLDS = [(date(2016, 7, 1), date(2017, 6, 30))]


def test_fiscal_years_end_where_the_text_says() -> None:
    """FY'13–FY'16 with years ending June stops on 30 June 2016, before a test starting on
    1 July 2016; ending December it would run into it."""
    clean = "The carry lookback was fixed over FY’13–FY’16 (fiscal years ending 30 June)."
    flawed = "The carry lookback was fixed over FY’13–FY’16 (fiscal years ending December)."
    assert not leaks([("interpretation", clean)], _MID_YEAR_FOLDS)
    assert leaks([("interpretation", flawed)], _MID_YEAR_FOLDS)
