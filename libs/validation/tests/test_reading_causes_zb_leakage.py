"""Held-out batch ZB's stated-leakage causes, each tested on constructions in no batch: a start
and an end joined by a restating connective ("from X, so through Y"), a start named by an event
dated in brackets ("from the token launch (Sep 2012) to date"), and a unit counted out ("every
quarter from …"), which is a range, not one unit."""

from __future__ import annotations

from datetime import date

import pytest

from quantward_validation.event_bounds import dated_event_bounds
from quantward_validation.leakage import periods

from . import reading_cases


@pytest.mark.parametrize(
    ("sentence", "leaky"),
    [
        (
            "Band widths were fitted on rounds 1-12 (quarterly from Q1 2012, i.e. up to Q4 2014).",
            False,
        ),
        (
            "Band widths were fitted on rounds 1-20 (quarterly from Q1 2012, i.e. up to Q4 2016).",
            True,
        ),
        ("The cap was estimated from June 2011, hence through May 2015.", False),
        ("The cap was estimated from June 2011, which takes it to May 2017.", True),
    ],
)
def test_a_start_and_a_restated_end_are_one_period(sentence: str, leaky: bool) -> None:
    assert reading_cases.leaky(sentence) is leaky, sentence


@pytest.mark.parametrize(
    ("sentence", "leaky"),
    [
        ("Weights were calibrated on data from the token launch (Sep 2012) until now.", True),
        ("Weights were calibrated from the token launch (Sep 2012) to the fork (Oct 2015).", False),
        ("Signals were tuned since the migration to v2 (Q2 2013).", True),
    ],
)
def test_an_event_dated_in_brackets_bounds_the_period(sentence: str, leaky: bool) -> None:
    assert reading_cases.leaky(sentence) is leaky, sentence


def test_the_bracketed_date_replaces_the_event_name() -> None:
    assert dated_event_bounds("fitted up to the audit (March 2015).") == "fitted up to March 2015."


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [
        ("each quarter from 2012 to Q3 2014", date(2012, 1, 1), date(2014, 9, 30)),
        ("every week from January 2013 to date", date(2013, 1, 1), None),
    ],
)
def test_a_unit_counted_out_is_the_range(text: str, start: date, end: date | None) -> None:
    [found] = periods(text)
    assert (found.start, found.end) == (start, end), found
