"""Stated leakage: the causes of batch ZA's misses, each tested on constructions no review
batch writes (issue 18). Causes: the date codes of econometric software ("2008m3", "2011:7",
"2019:Q3") and an index enumerated from its first to its last value ("s = 2009, \\ldots, 2018")
as periods (a date grammar); a portfolio formed at a period's end credited with that period's
own return, and the revised vintage of a series used across the history, as look-ahead that is
no matter of dates. Each has its clean side: the same shape before the test, the next period's
return, a real-time vintage, and a negated statement stay clean."""

from __future__ import annotations

from datetime import date

import pytest

from quantward_validation.leakage import leaks
from quantward_validation.timespans import periods

_FOLDS = [(date(2016, 1, 4), date(2017, 12, 29)), (date(2018, 1, 2), date(2019, 12, 31))]


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [
        # a month code with a letter, either case, with or without a leading zero
        ("2008m3–2012m11", date(2008, 3, 1), date(2012, 11, 30)),
        ("from 2007M04 through 2009M9", date(2007, 4, 1), date(2009, 9, 30)),
        # a month code with a colon, and a quarter code with a colon
        ("over 2011:7-2013:02", date(2011, 7, 1), date(2013, 2, 28)),
        ("between 2019:Q3 and 2021:q1", date(2019, 7, 1), date(2021, 3, 31)),
        ("in 2015:H2", date(2015, 7, 1), date(2015, 12, 31)),
        # an index enumerated from its first to its last value, spaced or not
        ("for s = 2009, \\ldots, 2018", date(2009, 1, 1), date(2018, 12, 31)),
        ("y ∈ {2012,…,2015}", date(2012, 1, 1), date(2015, 12, 31)),
        ("$\\tau=2003,\\cdots,2007$", date(2003, 1, 1), date(2007, 12, 31)),
    ],
)
def test_econometric_codes_and_enumerations_are_periods(text: str, start: date, end: date) -> None:
    assert [(p.start, p.end) for p in periods(text)] == [(start, end)], text


@pytest.mark.parametrize(
    "text",
    [
        "at 20:15 we rebalanced",  # a clock time
        "2,014 names, 2,019 bonds",  # thousands, not years
        "code 2010:13 of the manual",  # no thirteenth month
    ],
)
def test_no_month_code_where_none_is_written(text: str) -> None:
    assert periods(text) == [], text


@pytest.mark.parametrize(
    ("sentence", "reached"),
    [
        # a period in econometric codes or as an enumerated index: leaky, and before the folds
        ("The decay half-life was calibrated on 2009m1–2018m6.", 2),
        ("The decay half-life was calibrated on 2009m1–2015m6.", 0),
        ("Shrinkage towards the prior was picked over 2012:Q1–2016:Q4.", 1),
        ("Shrinkage towards the prior was picked over 2011:Q1–2015:Q4.", 0),
        ("The cut-off quantile was tuned for $s = 2011, \\ldots, 2019$.", 2),
        ("The cut-off quantile was tuned for $s = 2008, \\ldots, 2015$.", 0),
        ("No hyperparameter was tuned on 2016:01–2019:12.", 0),
    ],
)
def test_econometric_periods_reach_the_folds(sentence: str, reached: int) -> None:
    assert len(leaks([("interpretation", sentence)], _FOLDS)) == reached, sentence


@pytest.mark.parametrize(
    ("sentence", "leaky"),
    [
        # formed at a period's end and credited with that very period's return
        ("Deciles are sorted at the end of each quarter and held for the return of that same "
         "quarter.", True),
        ("We rebalance on the last trading day of the week and book contemporaneous returns.",
         True),
        ("Weights are chosen at the close of day $d$ and earn the formation-day return.", True),
        ("The long-short book is built at the end of every month and credited with returns "
         "$R_{j,t}$.", True),
        ("Quintiles are formed at the end of week $t$ and held "
         "over week $t$.", True),
        ("Quintiles are formed at the end of week $t$ and held over week $t+1$.", False),
        # the next period's return, or a negated statement: clean
        ("Deciles are sorted at the end of each quarter and held for the following quarter's "
         "return.", False),
        ("The long-short book is built at the end of every month and credited with returns "
         "$R_{j,t+1}$.", False),
        ("Portfolios are never credited with the same-month return of the month they are "
         "formed at the end of.", False),
        # the revised vintage of a series used across the history
        ("Inflation enters as its latest vintage for all historical dates.", True),
        ("Across the whole sample we feed in fully revised payroll figures.", True),
        ("Company accounts are restated financials at each point in time.", True),
        ("Industrial production enters as its 2022 vintage for every month of the sample.", True),
        ("We take each series' vintage retrieved in June 2023 at every historical date.", True),
        # a real-time vintage: clean
        ("Inflation enters as the latest vintage available at each date.", False),
        ("We use first-release payroll figures at every date.", False),
        ("We never use the revised vintage of GDP at any date; real-time data throughout the "
         "sample.", False),
    ],
)  # fmt: skip
def test_look_ahead_that_is_no_matter_of_dates(sentence: str, leaky: bool) -> None:
    texts = [("interpretation", sentence), ("request", "Run the walk-forward test, two folds.")]
    assert bool(leaks(texts, _FOLDS)) == leaky, sentence
