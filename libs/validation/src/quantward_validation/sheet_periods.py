"""Periods named the way a spreadsheet labels them, written as the horizon reader takes them.

An answer written from a workbook names its periods by the sheet's labels: a column headed
"Dec-21" (Excel's mmm-yy format) is December 2021, "the Mar-20 row" is March 2020, "the 2021
columns" are 2021's figures, "the pre-2019 columns" the figures before 2019, and "Dec-21 →
Dec-22" runs from one to the other. A flow's year is compared by its total: "summed over the
four 2022 columns came in below the 2021 total" compares full-year 2022 with full-year 2021.
A year's columns narrowed by a bracketed span ("across the 2021 columns (Mar-21 to Dec-21)")
run between the bracket's ends.

`sheet_periods_written` rewrites one sentence so the horizon reader (`quantward_validation.
trends`) reads those labels as the dates and periods it knows: "December 2021", "from March
2021 to December 2021", "since 2018", "full-year 2022". Pure; a sentence without such labels is
returned as is.
"""

from __future__ import annotations

import re
from typing import Final

_MONTHS: Final = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)
#: a month (abbreviated or whole) and a two- or four-digit year joined by a hyphen, a slash or
#: an apostrophe: "Dec-21", "Sep-2022", "Mar/20", "Jun'22" (not a day: "21-Dec", "Dec 21")
_MONTH_YEAR: Final = re.compile(
    r"(?<!\d[-/ ])\b(?P<month>jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)"
    r"(?:uary|ruary|ch|il|e|y|ust|t|tember|ober|ember)?\.?"
    r"(?:[-‐–/]|\s?['’])(?P<year>(?:19|20)?\d{2})\b(?!\s*(?:qtr|quarter)\b|[-/.]\d|\s*%)",
    re.IGNORECASE,
)
#: a sheet's noun for a period's figures, after the period it labels
_SHEET_NOUN: Final = r"(?:columns?|cols?|rows?|cells?|lines?|entries|figures?\s+(?:column|row)s?)"
_DATE: Final = rf"(?:(?:{'|'.join(_MONTHS)})\s+(?:19|20)\d{{2}}|(?:19|20)\d{{2}})"
#: "the March 2020 row", "the 2021 columns", "the June 2020 and June 2022 columns"
_LABELLED: Final = re.compile(
    rf"\bthe\s+(?P<dates>{_DATE}(?:\s+(?:and|to|through|&)\s+{_DATE})?)\s+{_SHEET_NOUN}\b",
    re.IGNORECASE,
)
#: a year's columns narrowed by the bracketed span of its months
_NARROWED: Final = re.compile(
    rf"\b(?:in|during|over|across|for|through(?:out)?|within)\s+(?:the\s+)?(?:19|20)\d{{2}}"
    rf"(?:\s+{_SHEET_NOUN})?\s*\(\s*(?:from\s+)?(?P<a>{_DATE})\s*(?:to|through|thru|until|[-–—]|→)"
    rf"\s*(?P<b>{_DATE})\s*\)",
    re.IGNORECASE,
)
#: an arrow between two dates, read "to"
_ARROW: Final = re.compile(
    rf"(?P<from>\bfrom\s+)?(?P<a>{_DATE})\s*(?:→|->|⟶|=>|⇒|»)\s*(?P<b>{_DATE})", re.IGNORECASE
)
#: the figures before a year, compared with: "vs the pre-2019 columns", "against pre-2019 levels"
_BEFORE_YEAR: Final = re.compile(
    r"\b(?:vs\.?|versus|against|compared\s+(?:with|to)|relative\s+to|over|from)\s+(?:the\s+)?"
    r"pre-?(?P<year>(?:19|20)\d{2})\s+(?:columns?|rows?|figures?|quarters?|years?|levels?|"
    r"periods?|numbers|data|readings?|prints?)\b",
    re.IGNORECASE,
)
#: a year's total said as its columns summed: "summed over the four 2022 columns", "added up
#: across 2022's quarters", "the sum of the 2022 rows"
_SUMMED: Final = re.compile(
    r"\b(?:summed|added(?:\s+up)?|totall?ed|aggregated)\s+(?:over|across|for)\s+(?:the\s+|all\s+)?"
    r"(?:(?:four|4|twelve|12)\s+)?(?P<year>(?:19|20)\d{2})(?:['’]s)?\s+"
    r"(?:columns?|cols?|rows?|quarters?|qtrs?|months?)\b|"
    r"\bthe\s+sum\s+of\s+(?:the\s+|all\s+)?(?:(?:four|4|twelve|12)\s+)?(?P<year2>(?:19|20)\d{2})"
    r"(?:['’]s)?\s+(?:columns?|cols?|rows?|quarters?|qtrs?|months?)\b",
    re.IGNORECASE,
)
#: a year's total named as such: "the 2021 total", "2021's total", "the total for 2021"
_TOTAL: Final = re.compile(
    r"\b(?:the\s+)?(?P<year>(?:19|20)\d{2})(?:['’]s)?\s+(?:full[- ]year\s+)?total\b"
    # (not a metric named "total …": "the 2021 total return")
    r"(?!\s+(?:returns?|shareholder|debt|assets|liabilities|equity|revenues?|income|costs?|"
    r"expenses|capital|value|yield|sales|compensation|dividends?)\b)|"
    r"\bthe\s+(?:full[- ]year\s+)?total\s+(?:for|of)\s+(?P<year2>(?:19|20)\d{2})\b",
    re.IGNORECASE,
)


def _month_year(m: re.Match[str]) -> str:
    month = next(name for name in _MONTHS if name.lower().startswith(m.group("month").lower()))
    year = m.group("year")
    return f"{month} {'20' + year if len(year) == 2 else year}"


def sheet_periods_written(sentence: str) -> str:
    """`sentence` with a workbook's period labels written as the horizon reader's dates and
    periods (see the module's doc)."""
    out = _MONTH_YEAR.sub(_month_year, sentence)
    out = _NARROWED.sub(lambda m: f"from {m.group('a')} to {m.group('b')}", out)
    out = _ARROW.sub(lambda m: f"from {m.group('a')} to {m.group('b')}", out)
    out = _BEFORE_YEAR.sub(lambda m: f"since {int(m.group('year')) - 1}", out)
    out = _SUMMED.sub(lambda m: f"for full-year {m.group('year') or m.group('year2')}", out)
    out = _TOTAL.sub(lambda m: f"full-year {m.group('year') or m.group('year2')}", out)
    return _LABELLED.sub(lambda m: m.group("dates"), out)


__all__ = ["sheet_periods_written"]
