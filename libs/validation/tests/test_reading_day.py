"""Two-digit years after a month's name are read as of the day the text was written."""

from __future__ import annotations

from datetime import date

from quantward_validation.reading_day import read_as_of, reading_day
from quantward_validation.timespans import periods

#: "27" is a year still to come in 2026 (so a day of June), a past year in 2028
RANGE = "the screen was tuned on Apr 15 – Sep 27 closes"


def test_outside_any_scope_the_day_is_today() -> None:
    assert reading_day() == date.today()


def test_a_year_still_to_come_when_written_is_a_day_of_the_month() -> None:
    with read_as_of(date(2026, 5, 4)):
        assert [(p.start, p.end) for p in periods(RANGE)] == []


def test_the_same_text_written_later_states_the_months_of_those_years() -> None:
    with read_as_of(date(2029, 2, 11)):
        assert [(p.start, p.end) for p in periods(RANGE)] == [(date(2015, 4, 1), date(2027, 9, 30))]


def test_scopes_nest_and_restore_the_outer_day() -> None:
    with read_as_of(date(2030, 1, 1)):
        with read_as_of(date(2020, 6, 30)):
            assert reading_day() == date(2020, 6, 30)
        assert reading_day() == date(2030, 1, 1)
    assert reading_day() == date.today()
