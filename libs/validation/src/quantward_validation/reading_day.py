"""The day a text is read as of, for the readings that depend on when it was written.

A two-digit number after a month's name ("Mar 19 – Jun 22") is a year unless it is a year still
to come, which only a day of the month can be; which years are still to come depends on when the
text was written, not on when the rules run. A replay must read a recorded message as it was read
then, so the service that reads a text sets the day from the event that carried it (its `time`),
and a replay from the recorded event; outside any such scope the day is today.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from datetime import date

_DAY: ContextVar[date | None] = ContextVar("quantward_reading_day", default=None)


def reading_day() -> date:
    """The day texts are read as of: the one set by `read_as_of`, else today."""
    return _DAY.get() or date.today()


@contextmanager
def read_as_of(day: date) -> Iterator[None]:
    """Read every text inside the block as written on `day` (threads and tasks started inside
    it inherit the day, as context variables do)."""
    token = _DAY.set(day)
    try:
        yield
    finally:
        _DAY.reset(token)
