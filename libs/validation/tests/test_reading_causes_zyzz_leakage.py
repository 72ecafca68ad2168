"""The causes batches ZY and ZZ's leakage kind showed, each read in general: constructions
written here, in no batch, guarded both ways (the same form kept clear of the test).

* a fitted setting run on as it is ("the same ratio runs unchanged through the test windows",
  "the tuned rule ran without any re-fitting across the holdout") is the test applying it, not a
  fit over the test's dates, nor the criterion of the fit before it ("the optimised threshold
  then runs as-is through …") (`leakage._CARRIED_ON`);
* a measured figure dated at a later period's closing point, or named for the period after the
  decision ("the index level at the next week-end", "each port's container count for the month
  after", "a pipeline's throughput for the following quarter") is from the future
  (`period_outcomes.LATER_PERIOD_FIGURE`); a forecast for that period is made now;
* figures as someone later restated them, put back in the periods they were first released in
  ("as the regulator subsequently corrected it, entered in the quarters it was originally
  published") are a later vintage at dates that knew only the first (`data_vintages`);
* figures said to come out later before their dating at the period's end ("as subsequently
  filed at Companies House, dated to each financial year's end") are used before they were
  published (`publication_lag`).
"""

from __future__ import annotations

import pytest

from . import reading_cases


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        (
            "The hedge ratio was estimated on 2009–2015 data, and that same ratio runs "
            "unchanged through the test windows.",
            False,
        ),
        (
            "The cut-off was tuned on 2010-2015 and the tuned rule ran without any re-fitting "
            "across the holdout.",
            False,
        ),
        (
            "The spread band was calibrated over 2008–2014 and this band gets reused verbatim "
            "across the test windows.",
            False,
        ),
        (
            "The threshold was optimised over 2011–2015, and the optimised threshold then runs "
            "as-is through the test windows.",
            False,
        ),
        (
            "The threshold was optimised over 2011–2017, and the optimised threshold then runs "
            "as-is through the test windows.",
            True,
        ),
        (
            "The hedge ratio was estimated on 2009–2018 data, and that same ratio runs "
            "unchanged through the test windows.",
            True,
        ),
        (
            "The spread band was calibrated over 2008–2017 and this band gets reused verbatim "
            "across the test windows.",
            True,
        ),
    ],
)
def test_a_setting_run_on_unchanged_is_applied_not_fitted(text: str, leaky: bool) -> None:
    assert reading_cases.leaky(text) is leaky


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        (
            "Each quarter's allocation takes, among its inputs, every pipeline's throughput for "
            "the following quarter.",
            True,
        ),
        ("The daily hedge uses, as an input, the index level at the next week-end.", True),
        (
            "Rebalance inputs include the occupancy rate of each hotel at the following "
            "quarter-end.",
            True,
        ),
        ("The weights take each port's container count for the month after.", True),
        ("The features include the following month-end's traffic count.", True),
        ("The features include the previous month-end's traffic count.", False),
        (
            "Rebalance inputs include the occupancy rate of each hotel at the prior quarter-end.",
            False,
        ),
        ("The daily hedge uses, as an input, the index level at the previous week-end.", False),
        ("The weights take each port's container count for the month before.", False),
        ("The weights use the analysts' forecast for the following quarter.", False),
    ],
)
def test_a_figure_at_a_later_period_point_is_from_the_future(text: str, leaky: bool) -> None:
    assert reading_cases.leaky(text) is leaky


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        (
            "Subscriber numbers: each operator's count as the regulator subsequently corrected "
            "it, entered in the quarters it was originally published.",
            True,
        ),
        (
            "Tonnage figures as the port authority later revised them are slotted into the "
            "weeks they were first released.",
            True,
        ),
        (
            "Subscriber numbers: each operator's count as originally published, entered in the "
            "quarters it was published.",
            False,
        ),
        (
            "Tonnage figures as the port authority later revised them are slotted into the "
            "weeks the revisions came out.",
            False,
        ),
    ],
)
def test_a_later_restatement_at_the_first_release_dates_looks_ahead(text: str, leaky: bool) -> None:
    assert reading_cases.leaky(text) is leaky


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        (
            "Balance-sheet items come from the statutory accounts as subsequently filed at "
            "Companies House, dated to each financial year's end.",
            True,
        ),
        (
            "Store sales come from the trading updates as later posted to the RNS, stamped at "
            "each quarter's end.",
            True,
        ),
        ("Store sales are dated to the day each trading update was posted to the RNS.", False),
        (
            "Balance-sheet items come from the statutory accounts as filed at Companies House, "
            "dated to each filing day.",
            False,
        ),
    ],
)
def test_figures_released_later_dated_at_the_period_end_look_ahead(text: str, leaky: bool) -> None:
    assert reading_cases.leaky(text) is leaky
