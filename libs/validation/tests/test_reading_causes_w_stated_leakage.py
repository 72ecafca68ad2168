"""Batch W causes, stated leakage: a tool call or config quoted as a JSON object is read as the
words of its keys and values, and data said to include the test ("incl. test", "train+test",
"including the holdout") is the whole sample. Own wordings."""

from __future__ import annotations

from datetime import date

import pytest

from quantward_validation.json_calls import json_as_words
from quantward_validation.leakage import leaks

_WINDOWS = [(date(2016, 1, 4), date(2017, 12, 29)), (date(2018, 1, 2), date(2019, 12, 31))]


def _leaks(text: str) -> bool:
    return bool(leaks([("evidence", text)], _WINDOWS))


@pytest.mark.parametrize(
    "text",
    [
        "The threshold was fitted on all folds incl. test.",
        "Betas were estimated over the sample including the holdout.",
        "We calibrated the stop on train+test.",
        "The lookback was tuned on data incl OOS.",
    ],
)
def test_data_said_to_include_the_test_is_the_whole_sample(text: str) -> None:
    assert _leaks(text)


@pytest.mark.parametrize(
    "text",
    [
        '{"action": "calibrate", "target": "stop_level", "sample": "train_plus_test"}',
        '```json\n{"step": "fit", "params": {"what": "betas", "window": "full_history"}}\n```',
        "Call: {'fn': 'grid_search', 'over': 'all_dates'}",
    ],
)
def test_a_json_call_that_fits_on_the_whole_sample_leaks(text: str) -> None:
    assert _leaks(text)


@pytest.mark.parametrize(
    "text",
    [
        '{"action": "calibrate", "target": "stop_level", "sample": "each_training_window"}',
        '{"step": "fit", "window": "train_only", "refit": "per_fold"}',
    ],
)
def test_a_json_call_inside_each_window_states_no_leak(text: str) -> None:
    assert not _leaks(text)


def test_json_is_read_as_its_words() -> None:
    assert json_as_words('run {"tool": "fit_model", "data": {"span": "all_dates"}} now') == (
        "run tool fit model, data span all dates now"
    )
    assert json_as_words("no json {here}") == "no json {here}"
