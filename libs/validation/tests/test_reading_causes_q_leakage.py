"""Stated leakage: the causes of held-out batch Q's leakage misses, each tested on
constructions no review batch writes. Causes, by family:

- a record's own out-of-force text (`record_marks.in_force`): the removed side of a config
  diff is no window the plan fits on, only the added side is;
- settings pasted as CSV (`csv_records`): a header row of field names over a row of values is
  read as "key: value" settings, so a calibration window given as CSV is dated;
- a future quantity fed to the model "as a <qualifier> input", "into the regression
  features": one word may stand between the article and the input noun; "next to" the inputs
  is a position, not a feeding.
"""

from __future__ import annotations

from datetime import date

import pytest

from quantward_validation.leakage import leaks

_WINDOWS = (
    (date(2017, 1, 2), date(2018, 12, 31)),
    (date(2019, 1, 2), date(2020, 12, 31)),
)


def _leaked(text: str) -> bool:
    return bool(leaks([("method", text)], _WINDOWS))


def test_the_removed_side_of_a_diff_is_not_a_fit() -> None:
    text = (
        "Estimation sample for the hedge ratios:\n```diff\n- estimation_end: 2020-06-30\n"
        "+ estimation_end: 2016-12-30\n```"
    )
    assert not _leaked(text)


def test_the_added_side_of_a_diff_is_a_fit() -> None:
    text = (
        "Estimation sample for the hedge ratios:\n```diff\n- estimation_end: 2016-12-30\n"
        "+ estimation_end: 2020-06-30\n```"
    )
    assert _leaked(text)


@pytest.mark.parametrize(
    "text",
    [
        "The decay half-life was tuned over this span:\n```csv\ncalibration_start,"
        "calibration_end\n2012-01-03,2018-06-29\n```",
        "Momentum weights estimated, sample below.\n```\ntrain_from\ttrain_to\n2013-01-02\t"
        "2019-12-31\n```",
    ],
)
def test_a_csv_calibration_window_is_dated(text: str) -> None:
    assert _leaked(text)


@pytest.mark.parametrize(
    "text",
    [
        "Walk-forward folds as listed. The 5-day forward return enters the regression features.",
        "Walk-forward folds as listed. Next week's return went in as an extra predictor.",
    ],
)
def test_a_future_quantity_fed_as_a_qualified_input_is_look_ahead(text: str) -> None:
    assert _leaked(text)


def test_a_future_quantity_beside_the_inputs_is_no_look_ahead() -> None:
    text = "Walk-forward folds as listed. The forward return is plotted next to the model inputs."
    assert not _leaked(text)
