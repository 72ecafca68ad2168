"""Stated leakage: the causes of batch I's misses, each tested on constructions no review
batch writes (issue 18, session 9). Causes, by family:

- period notation: a year first, then its quarter, half or ISO week, as TIMEX3 values and
  pandas periods write them ("2012Q1", "2014-H1", "2013-W10"); periods written in code
  (label slices, calls with two dates, keyword bounds, comparisons); a point bracketed after
  a period only restates it; a duration anchored to a named moment dated in brackets;
  "looking back N years from X" counts towards the past;
- anchors: a test date named, not written ("the last test day", "the first out-of-sample
  date", "the test end date") is resolved against the walk-forward windows;
- code as text: a call or a binding whose name says fit, tune, train, select, cross-validate,
  or a fitted quantity (a threshold, a cut-off), owns the periods among its arguments or in
  its value; one that says predict or test owns a test; a split owns nothing;
- criteria: a choice made after the test's results were seen ("after a glance at the
  out-of-sample curve") or for what was best in it ("whose backtest Calmar came out best")
  used the test, with or without its dates;
- names in code mentioned in prose ("`random_search`", "RandomizedSearchCV") are read as
  their words; data "through the present day" is the whole sample;
- hindsight: data as later revised ("the latest vintage", "restated statements",
  backfilled) and membership as it is now ("issuers as of today", "today's constituent
  list") are chosen with hindsight whatever verb brings them in.

Each is tested both ways: the same shape ending before the first test window stays clean.
"""

from __future__ import annotations

from datetime import date

import pytest

from quantward_validation.leakage import leaks
from quantward_validation.timespans import periods

_FOLDS = [(date(2016, 1, 4), date(2017, 12, 29)), (date(2018, 1, 2), date(2019, 12, 31))]


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [
        # TIMEX3 values and pandas periods: a year, then its quarter, half or ISO week
        ("on 2012Q3 to 2014Q1 data", date(2012, 7, 1), date(2014, 3, 31)),
        ("2013-H2/2014-H1", date(2013, 7, 1), date(2014, 6, 30)),
        ("in 2013 Q4", date(2013, 10, 1), date(2013, 12, 31)),
        ("weeks 2016-W09 to 2016-W12", date(2016, 2, 29), date(2016, 3, 27)),
        ("on 2017W30-5", date(2017, 7, 28), date(2017, 7, 28)),
        # periods written in code
        ("ret.loc['2012-06':'2014']", date(2012, 6, 1), date(2014, 12, 31)),
        ("px[:'2013-03-31']", None, date(2013, 3, 31)),
        ('px["2014":]', date(2014, 1, 1), None),
        ("pd.date_range('2012-02-01', '2013-11-30')", date(2012, 2, 1), date(2013, 11, 30)),
        ("load(start_dt='2012', freq='W', end_dt='2014-09')", date(2012, 1, 1), date(2014, 9, 30)),
        ("px[px.index < '2014-07-01']", None, date(2014, 6, 30)),
        ("q = \"'2012' <= d <= '2014-03-31'\"", date(2012, 1, 1), date(2014, 3, 31)),
        ("px[(ix >= '2012') & (ix < '2014-04')]", date(2012, 1, 1), date(2014, 3, 31)),
        (
            "px.loc[pd.Timestamp('2012-05'):pd.Timestamp('2013')]",
            date(2012, 5, 1),
            date(2013, 12, 31),
        ),
        # a bracketed point restates the period's anchor; a named anchor dated in brackets
        ("the 18 months before 2014-05-01 (1 May 2014)", date(2012, 11, 1), date(2014, 4, 30)),
        ("the two years before the go-live date (1 Jul 2015)", date(2013, 7, 1), date(2015, 6, 30)),
        # looking back from a point, and more ways to anchor a duration
        ("looking back four years from 30 Jun 2014", date(2010, 7, 1), date(2014, 6, 30)),
        ("four years back from 2014", date(2011, 1, 1), date(2014, 12, 31)),
        ("the trailing three years as of 31 Mar 2015", date(2012, 4, 1), date(2015, 3, 31)),
        ("the 20 months ending with 2015-08", date(2014, 1, 1), date(2015, 8, 31)),
    ],
)
def test_period_notations(text: str, start: date | None, end: date | None) -> None:
    assert [(p.start, p.end) for p in periods(text)] == [(start, end)], text


@pytest.mark.parametrize(
    ("sentence", "reached"),
    [
        # ISO quarters, halves and weeks
        ("The stop-loss width was fixed on 2012Q1–2017Q2 data.", 1),
        ("The stop-loss width was fixed on 2012Q1–2015Q3 data.", 0),
        ("The vol target was set on 2014-W10/2016-W20.", 1),
        ("The vol target was set on ISO weeks 2013-W10 through 2015-W40.", 0),
        ("We calibrated the decay on 2013-H2/2016-H1.", 1),
        ("We calibrated the decay over 2013-H1 to 2015-H2.", 0),
        # a test date named, not written
        ("The decay rate was calibrated over the 30 months up to the last test day.", 2),
        ("The decay rate was calibrated over the 30 months before the test end date.", 2),
        (
            "The skew filter was tuned on the 12 months up to the first day of the second "
            "test window.",
            2,
        ),
        (
            "The decay rate was calibrated over the 30 months before the first out-of-sample "
            "date (4 Jan 2016).",
            0,
        ),
        ("The decay rate was calibrated on the 30 months before the test start date.", 0),
        # code: calls and bindings named for the work they do
        ("`opt = bayes_optimize(objective, prices.loc['2012':'2017'])`", 1),
        ("`opt = bayes_optimize(objective, prices.loc['2012':'2015'])`", 0),
        ("`X_fit = X.loc[:'2018-06-30']`", 2),
        ("`X_fit = X.loc[:'2015-06-30']`", 0),
        ("`cut_off = spreads['2012':'2019'].quantile(0.95)`", 2),
        ("`cut_off = spreads['2012':'2015'].quantile(0.95)`", 0),
        ("`res = cross_validate(est, X[X.index <= '2019-12-31'], y, cv=5)`", 2),
        ("`res = cross_validate(est, X[X.index < '2016'], y, cv=5)`", 0),
        ("`pipe = make_pipeline(RobustScaler(), Lasso()).fit(F['2010':'2019'], r)`", 2),
        ("`model.fit(X['2012':'2015']).predict(X['2016':'2019'])`", 0),
        ("`parts = train_test_split(X['2012':'2019'], shuffle=False)`", 0),
        # a choice made once the test was seen
        ("The exit rule was settled after a glance at the out-of-sample curve.", 2),
        ("The exit rule was settled before a glance at the out-of-sample curve.", 0),
        ("Having seen the backtest, we opted for a wider stop.", 2),
        ("The stop was picked after a first look at the backtest.", 2),
        ("The exit rule was settled before reviewing the holdout results.", 0),
        ("In light of the walk-forward results for 2016–2019, we opted for a wider stop.", 2),
        ("Guided by the out-of-sample drawdowns, the team picked a tighter stop.", 2),
        ("The stop was picked on the in-sample backtest, then never changed.", 0),
        # what was best in the test, said after the test word
        ("We retained the spec whose backtest Calmar came out best.", 2),
        ("We retained the spec whose training-window Sortino came out best.", 0),
        # data up to now, with no date written
        ("The z-entry was tuned on prices through the present day.", 2),
        ("The z-entry was tuned on prices through 2015.", 0),
        # names in code mentioned in prose
        ("We ran `random_search` over `px['2012':'2018']`.", 2),
        ("We ran `random_search` over `px['2012':'2015']`.", 0),
        ("RandomizedSearchCV was run on px['2012':'2017'].", 1),
        # data as revised since, membership as it is now
        ("Balance-sheet items are read from the latest vintage of the vendor file.", 2),
        ("Earnings come from restated company statements.", 2),
        ("The backtest universe is the benchmark's issuers as of today.", 2),
        ("Index membership is taken from today's constituent list.", 2),
        ("Vendor history is backfilled for names added later.", 2),
        ("Index membership is taken from the constituent list in force on each date.", 0),
        ("Earnings are as originally filed, each usable from its filing date.", 0),
        ("The universe includes issuers now delisted.", 0),
        ("The current sleeve composition is shown for reference.", 0),
        # looking back from an anchor
        ("The stop width was chosen looking back four years from 31 Dec 2015.", 0),
        ("The stop width was chosen looking back four years from 31 Dec 2018.", 2),
    ],
)
def test_causes_of_batch_i(sentence: str, reached: int) -> None:
    assert len(leaks([("interpretation", sentence)], _FOLDS)) == reached, sentence
