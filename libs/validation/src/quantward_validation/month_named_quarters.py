"""A quarter named by its last month with the year before the noun: "the Jun '20 qtr", "the
June 2022 quarter", "the Sep-21 quarter", "the Dec '19 three months", two sharing a noun ("the
June 2020 and June 2022 quarters"); or after it: "the quarter
to Sep-22", "the quarter ended 30 September 2022", "the three months ending Dec '21".

Calendar-quarter reporters and forum posts name a quarter by the month it ends in, and put the
year with the month rather than after the noun ("the Jun '20 qtr to the Jun '22 qtr"). The
horizon reader (`trends`) takes "the June quarter of 2020"; this module writes the other order
in that form (a two-digit year is of this century), so a range between two such quarters is
read as its dates, not as the whole series.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.month_names import MONTH_NAME, full_month_name

_MONTH_WORD: Final = rf"(?P<month>{MONTH_NAME})\.?"
#: (a quarter's close, "the June 2022 quarter-end", is a day: `written_periods` reads it)
_QUARTER_NOUN: Final = r"(?:quarters?|qtrs?|qs?|three[- ]months?|3[- ]months?)\b(?![- ]?ends?\b)"
_MONTH_YEAR_QUARTER: Final = re.compile(
    # the year in full, or in two digits after an apostrophe or a hyphen ("Jun '20", "Sep-21")
    rf"\b{_MONTH_WORD}(?:[\s\-]*(?P<yyyy>(?:19|20)\d{{2}})|\s*['’](?P<yy>\d{{2}})|"
    rf"-(?P<yh>\d{{2}}))(?:['’]s)?\s+"
    rf"{_QUARTER_NOUN}",
    re.IGNORECASE,
)


def _month_year(n: str) -> str:
    """A month and its year ("Jun '20", "June 2022", "Sep-21"), its groups numbered `n`."""
    return (
        rf"(?P<month{n}>{MONTH_NAME})\.?"
        rf"(?:[\s\-]*(?P<yyyy{n}>(?:19|20)\d{{2}})|\s*['’](?P<yy{n}>\d{{2}})|-(?P<yh{n}>\d{{2}}))"
    )


#: two quarters sharing one plural noun: "between the June 2020 and June 2022 quarters", "the
#: Sep-21 to Dec-21 qtrs" (read whole, or the first would stay a month and the second a quarter)
_TWO_QUARTERS: Final = re.compile(
    rf"\b{_month_year('1')}\s*(?P<conj>and|to|through|thru|until|till|&|[-–—])\s*"
    rf"(?:the\s+)?{_month_year('2')}(?:['’]s)?\s+(?:quarters|qtrs|qs|three[- ]month\s+periods)\b",
    re.IGNORECASE,
)

#: ... or named by the month it ends in after the noun: "the quarter to Sep-22", "the quarter
#: ended September 2022", "the three months ending Dec '21", "the qtr through Jun 2020"
_QUARTER_TO_MONTH: Final = re.compile(
    rf"\b(?:the\s+)?(?:quarter|qtr|three[- ]months|3[- ]months)\s+"
    r"(?:ended|ending|to|through|thru|closing|closed|that\s+ended)\s+(?:on\s+)?"
    rf"(?:(?:\d{{1,2}}(?:st|nd|rd|th)?\s+)?){_MONTH_WORD}(?:\s+\d{{1,2}}(?:st|nd|rd|th)?,?)?"
    r"(?:[\s\-]*(?P<yyyy>(?:19|20)\d{2})|\s*['’](?P<yy>\d{2})|-(?P<yh>\d{2}))\b",
    re.IGNORECASE,
)


def _written(m: re.Match[str], n: str = "") -> str:
    month = full_month_name(m.group(f"month{n}"))
    year = m.group(f"yyyy{n}") or f"20{m.group(f'yy{n}') or m.group(f'yh{n}')}"
    return f"{month} quarter of {year}"


def _both_written(m: re.Match[str]) -> str:
    return f"{_written(m, '1')} {m.group('conj')} the {_written(m, '2')}"


def quarters_named_by_month(text: str) -> str:
    """`text` with each quarter named by its month and year before the noun ("the Jun '20
    qtr") written as "the June quarter of 2020", the form the horizon reader takes."""
    text = _MONTH_YEAR_QUARTER.sub(_written, _TWO_QUARTERS.sub(_both_written, text))
    return _QUARTER_TO_MONTH.sub(lambda m: "the " + _written(m), text)


__all__ = ["quarters_named_by_month"]
