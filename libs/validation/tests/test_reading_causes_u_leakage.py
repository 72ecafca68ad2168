"""Batch U causes, stated leakage: periods as run logs and config dumps write them, a config
line's identifiers read as words, a record quoted after a semicolon, and bar timing in an
execution config. Own wordings of each family."""

from __future__ import annotations

from datetime import date

import pytest

from quantward_validation.bar_timing import same_bar_fill
from quantward_validation.config_words import config_words
from quantward_validation.leakage import leaks
from quantward_validation.timespans import periods

_WINDOWS = (
    (date(2017, 1, 3), date(2018, 12, 31)),
    (date(2019, 1, 2), date(2020, 12, 31)),
    (date(2021, 1, 4), date(2022, 12, 30)),
)


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [
        ("est_period=[2010-02-01; 2015-11-30]", date(2010, 2, 1), date(2015, 11, 30)),
        ("SAMPLE=2009H1:2014H2", date(2009, 1, 1), date(2014, 12, 31)),
        ("begin_date=2011-05-02 | end_date=2016-08-31", date(2011, 5, 2), date(2016, 8, 31)),
        ("from=2013-03 to=2017-09", date(2013, 3, 1), date(2017, 9, 30)),
        ("fit_since: 2010-01-04, fit_until: 2014-12-31", date(2010, 1, 4), date(2014, 12, 31)),
    ],
)
def test_a_config_or_log_range_is_one_period(text: str, start: date, end: date) -> None:
    found = periods(text)
    assert [(p.start, p.end) for p in found] == [(start, end)]


def test_a_key_for_one_side_is_open_on_the_other() -> None:
    assert [(p.start, p.end) for p in periods("train_cutoff=2016-06-30")] == [
        (None, date(2016, 6, 30))
    ]


def test_a_log_lines_timestamp_is_no_period() -> None:
    found = periods("2027-03-04T07:55:10Z WARN optimiser sample 2011-01-03..2015-12-31")
    assert [(p.start, p.end) for p in found] == [(date(2011, 1, 3), date(2015, 12, 31))]


def test_config_identifiers_read_as_words_but_code_and_dated_keys_stay() -> None:
    assert config_words("fit_scope=ALL_OBS") == "fit scope=ALL OBS"
    assert config_words("calib_end=2019-01-31 mode=FAST_PATH") == (
        "calib_end=2019-01-31 mode=FAST PATH"
    )
    assert config_words("X_train = X.loc[:'2018']") == "X_train = X.loc[:'2018']"


@pytest.mark.parametrize(
    "sentence",
    [
        "Hyperparameter search happens once; job log: span=[2012-01-03, 2021-06-30].",
        "The smoothing constant is tuned a single time; config: tune_from=2012-01-03 "
        "tune_to=2020-03-31.",
        "DEBUG standardise=robust window=WHOLE_SAMPLE",
        "INFO threshold_pick=max_calmar OVER test_windows",
        "orders: signal=close[t]; exec_px=close[t]",
        "signal_time=CLOSE(t) order_fill=VWAP(t)",
    ],
)
def test_a_leak_written_as_a_log_or_config_line_leaks(sentence: str) -> None:
    assert leaks([("reasoning", sentence)], _WINDOWS)


@pytest.mark.parametrize(
    "sentence",
    [
        "Hyperparameter search happens once; job log: span=[2012-01-03, 2016-12-30].",
        "DEBUG standardise=robust window=TRAIN_FOLD",
        "INFO threshold_pick=max_calmar OVER train_windows",
        "orders: signal=close[t]; exec_px=open[t+1]",
        "signal_time=CLOSE(t) order_fill=VWAP(t+1)",
    ],
)
def test_the_same_lines_without_a_leak_do_not_leak(sentence: str) -> None:
    assert not leaks([("reasoning", sentence)], _WINDOWS)


def test_bar_order_within_a_day() -> None:
    assert same_bar_fill("signal=CLOSE(t) fill=OPEN(t)")
    assert not same_bar_fill("signal=OPEN(t) fill=CLOSE(t)")
