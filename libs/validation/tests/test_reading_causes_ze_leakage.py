"""Stated leakage: the causes of batch ZE's misses (software engineers' records), each tested
on constructions no review batch writes (issue 18). Causes, by family:

- a command line's dated options (`--fit-from 2011-01-03 --fit-to 2017-06-30`, `--as-of …`)
  are the settings a config writes, so their period is read;
- a run's record before a semicolon ("Cmd: `…`; the band was tuned once") gives the data of
  the work the next clause names;
- an engineer's shorthand for hyperparameters ("hparams", "params") names a model input, and
  a search over data is a fit;
- a later row pulled into the current one in code (`.shift(-2)`, `LEAD(…)`) among the inputs
  is a feature from the future;
- a fill and a signal said in prose at the same bar (`close[t]`) is a same-bar fill;
- a whole-sample phrase pointing back at a date just before it ("(all the data up to that
  date)") is the
  history up to that date, not the whole sample.

Each is tested both ways: the same form ending before the first test stays clean.
"""

from __future__ import annotations

from datetime import date

import pytest

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
            "The band width was calibrated via `bt fit --fit-from 2011-01-03 --fit-to 2019-06-28`.",
            "The band width was calibrated via `bt fit --fit-from 2011-01-03 --fit-to 2015-12-31`.",
        ),
        (
            "Cmd: `prices.loc['2011':'2019']`; the stop-loss was optimised once.",
            "Cmd: `prices.loc['2011':'2015']`; the stop-loss was optimised once.",
        ),
        (
            "The hparams came from a search over 2011–2019 and were never refreshed.",
            "The hparams came from a search over 2011–2015 and were never refreshed.",
        ),
        (
            "Cutoff chosen with `--as-of 2020-06-30` (all the data up to that date).",
            "Cutoff chosen with `--as-of 2015-12-31` (all the data up to that date).",
        ),
    ],
)
def test_periods_in_engineers_forms_are_read(leaky: str, clean: str) -> None:
    assert reading_cases.leaky(leaky, folds=_WINDOWS), leaky
    assert not reading_cases.leaky(clean, folds=_WINDOWS), clean


@pytest.mark.parametrize(
    ("leaky", "clean"),
    [
        (
            "`X['mom_next'] = close.pct_change().shift(-2)` sits among the predictors.",
            "`X['mom_prev'] = close.pct_change().shift(2)` sits among the predictors.",
        ),
        (
            "Inputs are `LEAD(px, 1) OVER (PARTITION BY sym ORDER BY d)` and the value score.",
            "Inputs are `LAG(px, 1) OVER (PARTITION BY sym ORDER BY d)` and the value score.",
        ),
        (
            "Orders are executed at `close[t]`, the same price the score is computed from "
            "(`close[t]`).",
            "The score is computed from `close[t]`; orders are executed at `open[t+1]`.",
        ),
    ],
)
def test_look_ahead_written_in_code_is_read(leaky: str, clean: str) -> None:
    assert reading_cases.leaky(leaky, folds=_WINDOWS), leaky
    assert not reading_cases.leaky(clean, folds=_WINDOWS), clean


def test_labels_built_forward_and_purged_are_no_feature() -> None:
    assert not reading_cases.leaky(
        "Target: `fwd = px.shift(-10) / px - 1`; ten rows before each test start are purged.",
        folds=_WINDOWS,
    )
