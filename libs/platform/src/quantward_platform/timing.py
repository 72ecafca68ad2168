"""Point-in-time rules shared by every function of the library.

A window `[start, end]` may be used at `as_of` only if `end <= as_of`: a daily close is public
from the close of its day, and the library's as-of dates are whole days (the end of the day), so
every close up to and including `as_of` is known then. Moments (aware datetimes) are used where
publication times matter (filings); a date `as_of` means the end of that day in UTC, as the
earnings calendar reads it.
"""

from __future__ import annotations

from datetime import date, datetime

from quantward_documents.calendar import as_moment
from quantward_platform.errors import LookAheadError

__all__ = ["as_moment", "check_window"]


def check_window(start: date, end: date, as_of: date) -> None:
    """Refuse a window that ends after `as_of` (look-ahead) or that is reversed."""
    if isinstance(start, datetime) or isinstance(end, datetime) or isinstance(as_of, datetime):
        raise TypeError("start, end and as_of are dates (daily data), not datetimes")
    if end > as_of:
        raise LookAheadError(
            f"the window ends on {end.isoformat()}, after as_of {as_of.isoformat()}: it would "
            "use closes that were not yet published; end the window on or before as_of"
        )
    if start > end:
        raise ValueError(f"start {start.isoformat()} is after end {end.isoformat()}")
