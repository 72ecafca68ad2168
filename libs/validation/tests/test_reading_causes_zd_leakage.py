"""Batch ZD's stated-leakage causes, read in general on wordings in no batch: figures used for a
time but published after it ("accounts released only after the rebalance they are used for"),
and present-day lists used for every past year; and Hijri years in a stated period."""

from __future__ import annotations

import pytest

from quantward_validation.hijri_years import hijri_written

from . import reading_cases


@pytest.mark.parametrize(
    "sentence",
    [
        "Each quarter's credit screen relies on annual reports released after the quarter in "
        "question.",
        "The rebalance uses issuer accounts made public only after the rebalance being tested.",
        "For every historical month the eligible set is the current Shariah board list.",
        "Across all prior rebalance dates, sector labels come from today's classification.",
    ],
)
def test_later_figures_and_present_lists_in_past_years_leak(sentence: str) -> None:
    assert reading_cases.leaky(sentence), sentence


@pytest.mark.parametrize(
    "sentence",
    [
        "Each quarter's credit screen relies on annual reports released before the quarter began.",
        "For every historical month the eligible set is the list as it stood at that month.",
        "Results published after the quarter end are used only from their release date.",
    ],
)
def test_the_clean_forms_do_not_leak(sentence: str) -> None:
    assert not reading_cases.leaky(sentence), sentence


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("fitted on data since 1432 AH", "fitted on data since December 2010"),
        ("up to the end of 1436H", "up to October 2015"),
        ("during Shawwal 1440H", "during June 2019"),
        (
            "approved on 1 Muharram 1445H / 19 July 2023",
            "approved on 1 Muharram 1445H / 19 July 2023",
        ),
        ("Circular No. 7/1444H", "Circular No. 7/1444H"),
    ],
)
def test_hijri_years_are_written_as_gregorian(said: str, written: str) -> None:
    assert hijri_written(said) == written


def test_a_period_stated_in_hijri_years_leaks_into_the_test_years() -> None:
    assert reading_cases.leaky("The carry signal was calibrated on data from 1432H to 1439H.")
    assert not reading_cases.leaky("The carry signal was calibrated on data from 1428H to 1435H.")
