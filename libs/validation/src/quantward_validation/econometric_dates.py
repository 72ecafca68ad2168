"""Dates as econometric software and academic finance write them, as one small grammar.

Papers and the packages behind them (EViews, Stata, RATS, Dynare, FRED-MD) write a month or a
quarter as a code glued to its year: a colon ("2010:01", "2010:1", "2020:Q2"), a period letter
("2010M1", "2010m06", "2020q2", "2019h2") or both ("2020:Q2"). A sample is two such codes with a
range connector ("2010:01–2020:12", "2010M1–2017M6", "from 2020:Q2 to 2022:Q2"). An index
written as the enumeration of its values is a range too: "$t = 2010, \\dots, 2019$" and
"t ∈ {2010, …, 2019}" are every year from the first to the last.

`POINT` is a regex fragment (no groups) that `timespans` adds to its points; `econometric_point`
reads one into the first or last day it covers; `ENUMERATION` is the connector of an index's
enumeration (a comma, an ellipsis in any spelling, a comma). `codes_written` rewrites the codes
(and a year-first quarter, "2020Q3", "2020 Q3", "2020-Q3") as the words `trends` reads a horizon
in: "Q3 2020", "H2 2019", "January 2010". Pure.
"""

from __future__ import annotations

import calendar
import re
from datetime import date
from typing import Final

#: a year of the sample (four digits, 19xx or 20xx: "2010:01" is no clock time)
_YEAR: Final = r"(?:19|20)\d{2}"
#: a month: 1 to 12, with or without its leading zero
_MONTH_NUMBER: Final = r"(?:0?[1-9]|1[0-2])"
#: a month code ("2010:01", "2010M1", "2010m06", "2010:M3") or a quarter/half code ("2020:Q2",
#: "2020q2", "2019:H2"); not a ratio or a slice of years ("2010:2019"), nor a decimal
POINT: Final = (
    rf"{_YEAR}(?::[Mm]?|[Mm]){_MONTH_NUMBER}(?![\d.,:]\d|\d)|"
    rf"{_YEAR}:[QqHh][1-4](?![\w])"
)
_MONTH_CODE: Final = re.compile(r"(\d{4})(?::m?|m)(\d{1,2})", re.IGNORECASE)
_PART_CODE: Final = re.compile(r"(\d{4}):([qh])([1-4])", re.IGNORECASE)
#: the ellipsis of an enumerated index, as typed or as LaTeX writes it ("\dots", "\ldots",
#: "\cdots"), between two commas: "2010, \dots, 2019", "2010,...,2019", "2010, …, 2019"
ENUMERATION: Final = r"\s*,\s*(?:\\[lc]?dots\b|…|\.{3})\s*,\s*"


def econometric_point(text: str, *, end: bool) -> date | None:
    """The first (or, with `end`, last) day of a month or a quarter written as an econometric
    code, or None when `text` is no such code."""
    code = text.strip()
    if m := _MONTH_CODE.fullmatch(code):
        year, month = int(m.group(1)), int(m.group(2))
        if not 1 <= month <= 12:
            return None
        return date(year, month, calendar.monthrange(year, month)[1] if end else 1)
    if m := _PART_CODE.fullmatch(code):
        year, index = int(m.group(1)), int(m.group(3))
        months = 3 if m.group(2).lower() == "q" else 6
        if index * months > 12:
            return None
        last = index * months
        first = last - months + 1
        return date(year, last, calendar.monthrange(year, last)[1]) if end else date(year, first, 1)
    return None


_MONTH_NAMES: Final = tuple(calendar.month_name)
#: a year-first quarter or half, with or without a separator: "2020Q3", "2020:Q3", "2020-q3",
#: "2020 Q3", "2019H2"
_YEAR_FIRST_PART: Final = re.compile(
    rf"(?<![\w.:/-])(?P<y>{_YEAR})\s?[-:]?\s?(?P<p>[QqHh])(?P<n>[1-4])(?![\w])"
)
#: a month code with a letter or a colon: "2010M1", "2010m06", "2010:01", "2010:M3"
_MONTH_CODE_IN_TEXT: Final = re.compile(
    rf"(?<![\w.:/-])(?P<y>{_YEAR})(?::[Mm]?|[Mm])(?P<m>{_MONTH_NUMBER})(?![\d.,:]\d|\d)"
)


def codes_written(text: str) -> str:
    """`text` with each econometric date code written as the words a horizon is read in:
    "2020Q3" and "2020:Q3" as "Q3 2020", "2019H2" as "H2 2019", "2010M1" and "2010:01" as
    "January 2010" (lengths change: for readers that take the words, not offsets)."""

    def part(m: re.Match[str]) -> str:
        return f"{m.group('p').upper()}{m.group('n')} {m.group('y')}"

    def month(m: re.Match[str]) -> str:
        return f"{_MONTH_NAMES[int(m.group('m'))]} {m.group('y')}"

    return _MONTH_CODE_IN_TEXT.sub(month, _YEAR_FIRST_PART.sub(part, text))


__all__ = ["ENUMERATION", "POINT", "codes_written", "econometric_point"]
