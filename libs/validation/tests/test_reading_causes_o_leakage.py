"""Stated-leakage causes of issue 18 found on batch O (spoken language written down), each
tested as a family on constructions in no batch:

- a year, quarter or half said as words and written down ("nineteen ninety-eight", "twenty
  oh-four", "two thousand nine", "Q-three", "the front half of …", "the December quarter of
  …") is a date (`quantward_validation.spoken_dates`, which the leakage reader applies to every
  sentence); a self-corrected date keeps its correction; a filler or an emphatic word between a
  range's connector and its end ("to, er, …", "all the way through") is no part of the range;
  a count said as words ("twenty fifteen-minute bars") is no year;
- a test whose result the work was repeated until it satisfied ("iterated until the holdout
  Sharpe cleared one") is the criterion of the choice kept, not a test of it;
- a period run or looked at a single time at the end ("the hold-out years were opened just
  the once, at the very end") is the test's, not the selection's before it.

The texts are written here, not taken from a batch.
"""

from __future__ import annotations

from datetime import date

import pytest

from quantward_validation.leakage import leaks
from quantward_validation.spoken_dates import written_dates

_FOLDS = [(date(2016, 1, 4), date(2017, 12, 29)), (date(2018, 1, 2), date(2019, 12, 31))]


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("nineteen ninety-eight to twenty oh-four", "1998 to 2004"),
        ("two thousand nine and two thousand and eleven", "2009 and 2011"),
        ("Q-three twenty-thirteen", "Q3 2013"),
        ("the front half of twenty-twelve", "H1 2012"),
        ("the December quarter of twenty-nineteen", "Q4 2019"),
        ("twenty-twelve, I mean twenty-thirteen, onwards", "2013 onwards"),
        ("calibrated back in oh-seven", "calibrated back in 2007"),
        ("everything since the year two thousand", "everything since 2000"),
        ("the F-Y nineteen accounts", "the FY19 accounts"),
        ("two thousand names", "two thousand names"),
        ("up by about two thousand and fifty", "up by about two thousand and fifty"),
        ("twenty fifteen-minute bars", "twenty fifteen-minute bars"),
        ("twenty twenty percent drawdowns", "twenty twenty percent drawdowns"),
    ],
)
def test_spoken_dates_are_written_as_the_readers_read_them(said: str, written: str) -> None:
    assert written_dates(said) == written


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        # spoken years and quarters reaching into the first test (4 January 2016)
        ("Call notes: we calibrated the decay on twenty-oh-eight to twenty-nineteen.", True),
        ("Call notes: we calibrated the decay on twenty-oh-eight to twenty-fourteen.", False),
        (
            "Memo: the betas were estimated from two thousand nine through Q-three twenty-sixteen.",
            True,
        ),
        (
            "Memo: the betas were estimated from two thousand nine through Q-three twenty-fifteen.",
            False,
        ),
        ("Desk: we optimised the cut-off over the back half of twenty-sixteen.", True),
        ("Desk: we optimised the cut-off over the front half of twenty-fifteen.", False),
        # a self-correction keeps the corrected end; fillers between connector and end
        (
            "Voice note: the weights were fitted on twenty-ten to twenty-fourteen, er, sorry, "
            "twenty-seventeen.",
            True,
        ),
        (
            "Voice note: the weights were fitted on twenty-ten to twenty-seventeen, er, sorry, "
            "twenty-fourteen.",
            False,
        ),
        (
            "Analyst: we calibrated it on twenty-eleven all the way through, uh, twenty-eighteen.",
            True,
        ),
        (
            "Analyst: we calibrated it on twenty-eleven all the way through, uh, twenty-fourteen.",
            False,
        ),
        # repeated until the test satisfied: the test is the choice's criterion
        ("We iterated on the filter until the holdout Sharpe cleared one, then locked it.", True),
        (
            "We iterated on the filter until the in-sample Sharpe cleared one, then locked it.",
            False,
        ),
        # a period opened once at the end is the test's
        (
            "Ops: we settled on the model using the early years and opened the hold-out years "
            "just the once, at the very end.",
            False,
        ),
    ],
)
def test_spoken_periods_and_tests_are_read(text: str, leaky: bool) -> None:
    assert bool(leaks([("interpretation", text)], _FOLDS)) is leaky
