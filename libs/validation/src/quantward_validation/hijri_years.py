"""Years and dates of the Hijri calendar written as the Gregorian ones they stand for.

Gulf and other Islamic-finance papers date periods by the Hijri year: "gross profit increased
by about 7 % since 1435H", "on data from 1431 AH to the end of 1437 AH", "through Ramadan
1437H", "the IC meeting of 3 Sha'ban 1446H". The Hijri year is lunar (354 or 355 days), so its
years run across Gregorian ones: 1435H began on 5 November 2013 and 1445H on 19 July 2023. The
horizon and leakage readers take Gregorian dates; this module writes each Hijri year or date as
one, by the tabular (arithmetic) calendar, which is within a day or two of the observed one:

* a year opening a period ("since 1435H", "from 1431 AH", "after AH 1440") is its first month
  ("since November 2013");
* a year closing one ("to 1437H", "until the end of 1437H", "through 1437 AH") is its last month;
* a year alone ("in 1444H", "during FY1444H") is the span between the two;
* a dated day ("3 Sha'ban 1446H") is that day, a month ("Ramadan 1437H") that month.

A Hijri date followed by its Gregorian form ("1 Muharram 1445H / 19 July 2023", "1437H (1
October 2016)") is left for the Gregorian form to be read. Only years with a Hijri mark ("H",
"AH", "A.H.", "Hijri") are read: a bare 1435 is no year of any calendar we date by.

Pure: text in, text out.
"""

from __future__ import annotations

import re
from datetime import date, timedelta
from typing import Final

#: 1 Muharram 1 AH in the proleptic Gregorian calendar (16 July 622, Julian)
_EPOCH: Final = date(622, 7, 19).toordinal()
_GREGORIAN_MONTHS: Final = (
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
)  # fmt: skip
#: the twelve Hijri months in their common English spellings, in order
_HIJRI_MONTHS: Final = (
    r"muharram",
    r"safar",
    r"rabi['’`]?\s*(?:al[\s-]*)?(?:awwal|aw+al|ula|i)\b",
    r"rabi['’`]?\s*(?:al[\s-]*|ath[\s-]*|uth[\s-]*)?(?:thani|akhir|akhar|ii)\b",
    r"jumad[ae]\s*(?:al[\s-]*)?(?:awwal|ula|oula|i)\b",
    r"jumad[ae]\s*(?:al[\s-]*|ath[\s-]*)?(?:thani|akhir(?:ah)?|ukhra|ii)\b",
    r"rajab",
    r"sha['’`]?ban",
    r"rama[dz]an",
    r"shaw+al",
    r"dhu?['’`]?\s*(?:al[\s-]*)?qi['’`]?da(?:h)?|zul[\s-]*qa['’`]?dah",
    r"dhu?['’`]?\s*(?:al[\s-]*)?hij+a(?:h)?|zul[\s-]*hij+ah",
)
_MONTH: Final = "|".join(f"(?:{m})" for m in _HIJRI_MONTHS)
#: a Hijri year: "1435H", "1435 AH", "1435 A.H.", "AH 1435", "1435 Hijri", "FY1444H"
_YEAR: Final = (
    r"(?<![/\w.-])(?:(?:a\.?h\.?|hijri)\s*(?P<pre>1[345]\d\d)\b|"
    r"(?:fy\s?)?(?P<post>1[345]\d\d)\s?(?:h\b|a\.?h\.?(?!\w)|hijri\b))"
)
_OPENING: Final = r"since|from|after|starting(?:\s+(?:in|from))?|beginning(?:\s+(?:in|of))?"
_CLOSING: Final = r"to|until|till|through|thru|up\s+to|by|ending(?:\s+(?:in|with))?|into"
_HIJRI: Final = re.compile(
    # (a number's own part is no year: "Resolution No. 3/1446H" is numbered by its year)
    rf"(?<![/\w.-])(?:(?P<lead>{_OPENING}|{_CLOSING}|in|during|over|for)\s+)?"
    rf"(?P<edge>(?:the\s+)?(?:start|beginning|end|close)\s+of\s+)?"
    rf"(?:(?P<day>\d{{1,2}})(?:st|nd|rd|th)?\s+)?(?:(?P<month>{_MONTH})[\s,]+)?{_YEAR}"
    # a Gregorian form right after it is the one to read
    r"(?!\s*(?:\(|/|–|—|-|=)\s*(?:\d|[a-z]+\s+\d))",
    re.IGNORECASE,
)
_MONTH_PATTERNS: Final = tuple(re.compile(m, re.IGNORECASE) for m in _HIJRI_MONTHS)


def _new_year(year: int) -> date:
    """1 Muharram of a Hijri year, by the tabular calendar."""
    return date.fromordinal(_EPOCH + 354 * (year - 1) + (3 + 11 * year) // 30)


def _month_start(year: int, month: int) -> date:
    """The first day of a Hijri month (1 to 12): odd months have 30 days, even ones 29."""
    return _new_year(year) + timedelta(days=(month - 1) * 29 + month // 2)


def _month_of(name: str) -> int:
    return next(i for i, p in enumerate(_MONTH_PATTERNS, start=1) if p.fullmatch(name.strip()))


def _named(day: date) -> str:
    return f"{_GREGORIAN_MONTHS[day.month - 1]} {day.year}"


def _written(m: re.Match[str]) -> str:
    year = int(m.group("pre") or m.group("post"))
    lead = (m.group("lead") or "").lower()
    edge = (m.group("edge") or "").lower()
    said_lead = f"{m.group('lead')} " if m.group("lead") else ""
    if m.group("month"):
        start = _month_start(year, _month_of(m.group("month")))
        if m.group("day"):
            day = start + timedelta(days=int(m.group("day")) - 1)
            return f"{said_lead}{day.day} {_named(day)}"
        return f"{said_lead}{_named(start + timedelta(days=14))}"
    first, last = _new_year(year), _new_year(year + 1) - timedelta(days=1)
    closing = re.fullmatch(_CLOSING, lead) is not None or edge.startswith(("the end", "end"))
    opening = re.fullmatch(_OPENING, lead) is not None or "start" in edge or "beginning" in edge
    if closing and not ("start" in edge or "beginning" in edge):
        return f"{said_lead}{_named(last)}"
    if opening:
        return f"{said_lead}{_named(first)}"
    # "in 1444H", "during 1444H": the whole year, as the span the horizon reader takes
    return f"between {_named(first)} and {_named(last)}"


def hijri_written(text: str) -> str:
    """`text` with each Hijri year or date written as the Gregorian month or span it stands
    for ("since 1435H" → "since November 2013"); a text with none is returned as it is."""
    if not re.search(r"1[345]\d\d|hijri", text, re.IGNORECASE):
        return text
    return _HIJRI.sub(_written, text)


__all__ = ["hijri_written"]
