"""The leakage and trend causes batch ZP's first run showed, tested on constructions in no batch
(each phrase grepped against bench/reviews*.py), guarded both ways.

Causes:
- a test word qualifying the data a fit ran on ("calibrated over the simulated data from …")
  took the period for a test, so the fit on the test's years went unread (`leakage`);
- a ranking or selection made on a figure known only later ("ordered by the price move each
  name went on to record") was no look-ahead unless a feature noun named it (`leakage`);
- a trailing consequence telling the reader what to expect ("…, hence investors should look
  for …") made the past claim before it forward-looking (`forward_sequels`);
- a horizon whose ends are dated events ("from the March 2019 reconstitution to …") was not
  read as a horizon (`written_periods`).
"""

from __future__ import annotations

from datetime import date

import pytest

from quantward_validation.forward_sequels import without_forward_sequels
from quantward_validation.leakage import leaks
from quantward_validation.written_periods import in_horizon_words

_WINDOWS = ((date(2017, 1, 2), date(2018, 12, 31)), (date(2019, 1, 2), date(2020, 12, 31)))


def _leaks(text: str) -> int:
    return len(leaks([("interpretation", text)], _WINDOWS))


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("The shrinkage intensity was calibrated over the simulated data from 2005 to 2019.", 2),
        ("The turnover buffer was estimated using the back-tested history from 2006 to 2018.", 1),
        # the test word names the test itself: its period is no fit's
        (
            "The shrinkage intensity was calibrated over 2005-2016 and then assessed on the"
            " simulated data from 2017 to 2020.",
            0,
        ),
        ("Names are ordered by the price move each name went on to record in the next month.", 2),
        ("Names are ordered by their trailing six-month price move.", 0),
    ],
)
def test_test_data_and_later_figures(text: str, count: int) -> None:
    assert _leaks(text) == count


@pytest.mark.parametrize(
    ("sentence", "kept"),
    [
        (
            "Operating margin narrowed in each quarter of 2021, hence investors should look for"
            " a lighter weight at the coming reconstitution.",
            "Operating margin narrowed in each quarter of 2021",
        ),
        # a forecast of the figure itself is no sequel
        (
            "Operating margin narrowed in each quarter of 2021, hence we anticipate it keeps"
            " narrowing.",
            "Operating margin narrowed in each quarter of 2021, hence we anticipate it keeps"
            " narrowing.",
        ),
        # a consequence that looks nowhere ahead is left
        (
            "Operating margin narrowed in 2021, so the name ranks lower.",
            "Operating margin narrowed in 2021, so the name ranks lower.",
        ),
    ],
)
def test_consequence_ahead(sentence: str, kept: str) -> None:
    assert without_forward_sequels(sentence) == kept


@pytest.mark.parametrize(
    ("sentence", "written"),
    [
        (
            "EBITDA rose from the March 2019 reconstitution to the September 2021 reconstitution.",
            "EBITDA rose from March 2019 to September 2021.",
        ),
        (
            "EBITDA rose between the March 2019 and March 2021 rebalancings.",
            "EBITDA rose between March 2019 and March 2021.",
        ),
        # a month's event that names no horizon end is a month all the same; no event: unchanged
        ("EBITDA rose in the third quarter.", "EBITDA rose in the third quarter."),
    ],
)
def test_dated_events(sentence: str, written: str) -> None:
    assert in_horizon_words(sentence) == written
