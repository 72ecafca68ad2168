"""Fiscal calendars as data and text declare them, and fiscal labels in every written form.

A fiscal year that ends in March, June or September is declared in words as often as in
digits: a computation's `"fiscal_year_end": "March"` (or "31 March", "Jun-30", "Sept"), and a
plan's "(Indian FY, April–March)", "fiscal years ending June", "Japanese fiscal years". Period
labels come in the forms filings and brokers write: "Q3 FY23", "3Q FY2024", "Q3FY23", "FY23 Q3",
"H1 FY24", "2H FY23", "FY 2022-23", "FY2022/23". One reading of both serves the trend reader
(a claim's labels resolve against the data's own calendar) and the leakage reader (a period
over fiscal years is dated on the calendar the plan states). Pure.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from typing import Final

from quantward_validation.month_names import MONTH_NAME, MONTH_NAMES, month_number

#: a month's name, full or abbreviated ("Sept", "Mar.")
MONTH: Final = MONTH_NAME + r"\.?"
_DAY: Final = r"(?:\d{1,2}(?:st|nd|rd|th)?)"
#: a year-end said as a day of a month, in any order: "March", "31 March", "Mar-31", "June 30th"
_YEAR_END_SAID: Final = re.compile(
    rf"^\s*(?:{_DAY}[\s./-]*)?(?P<month>{MONTH})(?:[\s./-]*{_DAY})?\s*$", re.IGNORECASE
)


def year_end_said(value: str) -> int | None:
    """The month a year-end said in words falls in ("31 March" → 3), else None."""
    m = _YEAR_END_SAID.match(value)
    return month_number(m.group("month")) if m is not None else None


#: a fiscal year written with both its calendar years: "FY 2022-23", "FY2022/23", "FY22-23"
_SPLIT_YEAR: Final = re.compile(
    r"\bFY\s?['’]?(?P<a>(?:19|20)?\d{2})\s?[-–/]\s?(?P<b>(?:19|20)?\d{2})\b", re.IGNORECASE
)
#: a quarter or half glued to its fiscal year: "Q3FY23", "1HFY24", "FY23Q3", "H1FY24"
_GLUED: Final = re.compile(
    r"\b(?P<p>[QH][1-4]|[1-4][QH])(?P<fy>FY\d{2,4})\b|\b(?P<fy2>FY\d{2,4})(?P<p2>[QH][1-4])\b",
    re.IGNORECASE,
)


def _second_year(a: str, b: str) -> str | None:
    """The year a two-year fiscal label ends in ("2022", "23" → "2023"), when the second year
    follows the first; None for a range of two fiscal years or anything else."""
    first = int(a) if len(a) == 4 else 2000 + int(a)
    second = int(b) if len(b) == 4 else first // 100 * 100 + int(b)
    return str(second) if second == first + 1 else None


def labels_written_one_way(text: str) -> str:
    """The text with each split-year fiscal label written as the year it ends in ("FY 2022-23"
    → "FY2023") and each glued label spaced ("Q3FY23" → "Q3 FY23", "FY23Q3" → "FY23 Q3")."""

    def split(m: re.Match[str]) -> str:
        year = _second_year(m.group("a"), m.group("b"))
        return f"FY{year}" if year is not None else m.group(0)

    def glued(m: re.Match[str]) -> str:
        if m.group("p"):
            return f"{m.group('p')} {m.group('fy')}"
        return f"{m.group('fy2')} {m.group('p2')}"

    return _GLUED.sub(glued, _SPLIT_YEAR.sub(split, text))


#: a quarter's or a half's label, in any order around its fiscal year
_LABEL: Final = re.compile(
    r"^\s*(?:(?:Q(?P<q>[1-4])|(?P<q2>[1-4])Q|H(?P<h>[12])|(?P<h2>[12])H)\s*(?:of\s+)?"
    r"FY\s?['’]?(?P<y>\d{4}|\d{2})|FY\s?['’]?(?P<y2>\d{4}|\d{2})\s*[-\s]?\s*"
    r"(?:Q(?P<q3>[1-4])|H(?P<h3>[12])))\b",
    re.IGNORECASE,
)
_YEAR_LABEL: Final = re.compile(r"^\s*FY\s?['’]?(?:\d{4}|\d{2})\s*$", re.IGNORECASE)


def label_year_end(label: str, end: date) -> int | None:
    """The month a fiscal year ends in, shown by one period's label beside the day the period
    ends ("Q3 FY23" ending 2022-12-31: March); None for a label of no fiscal period. December
    is returned as 12: the caller decides that a calendar year is no fiscal calendar."""
    written = labels_written_one_way(label)
    m = _LABEL.match(written)
    if m is not None:
        quarter = m.group("q") or m.group("q2") or m.group("q3")
        half = m.group("h") or m.group("h2") or m.group("h3")
        # quarters after this one to the year's end, three months each
        after = 4 - int(quarter) if quarter else (2 - int(half)) * 2
        return (end.month - 1 + 3 * after) % 12 + 1
    if _YEAR_LABEL.match(written):
        return end.month
    return None


def label_named_by_start(label: str, end: date, end_month: int) -> bool | None:
    """Whether a period's label names its fiscal year by the calendar year it starts in
    ("FY2024 Q3" ending 2024-12-31 in a year ending March: fiscal 2024 runs April 2024 to
    March 2025, Japan's convention), False when by the year it ends in, None for no label."""
    m = re.search(r"FY\s?['’]?(\d{4}|\d{2})\b", labels_written_one_way(label), re.IGNORECASE)
    if m is None or label_year_end(label, end) is None:
        return None
    written = int(m.group(1)) if len(m.group(1)) == 4 else 2000 + int(m.group(1))
    ends_in = end.year + (1 if end.month > end_month else 0)
    return written == ends_in - 1


#: a fiscal year stated by its months: "April–March", "April to March", "Apr-Mar", "July through
#: June" (the second month ends the year when it is the month before the first)
_MONTH_SPAN: Final = re.compile(
    rf"\b(?P<a>{MONTH})\s*(?:[-–—/]|to|through|thru|till|until)\s*(?P<b>{MONTH})(?![\w-])"
    r"(?!\s*,?\s*(?:19|20)?\d{2}\b)",
    re.IGNORECASE,
)
#: "fiscal years ending June", "FY ending 31 March", "financial year ended Sept 30", "year
#: ending March 2025"
_ENDING: Final = re.compile(
    r"\b(?:fiscal|financial|FY|accounting|reporting)?\s*(?:years?|FYs?)\s+(?:that\s+)?"
    rf"(?:end(?:s|ing|ed)?|clos(?:es|ing|ed))\s+(?:in\s+|on\s+)?(?:{_DAY}\s+)?(?P<m>{MONTH})",
    re.IGNORECASE,
)
#: the year-ends national conventions give a fiscal year named by the country: India's, Japan's
#: and Hong Kong's end in March, Australia's, Pakistan's, Egypt's and Bangladesh's in June
_NATIONAL: Final = (
    (re.compile(r"\b(?:indian|japanese|japan|india|hong\s+kong|HK)\s+(?:fiscal|financial|FY)",
                re.IGNORECASE), 3),
    (re.compile(r"\b(?:australian|pakistani|egyptian|bangladeshi)\s+(?:fiscal|financial|FY)",
                re.IGNORECASE), 6),
)  # fmt: skip
#: Japan names a fiscal year by the calendar year it starts in ("FY2024" ends March 2025)
_STARTS_NAMED: Final = re.compile(r"\bjapan(?:ese)?\s+(?:fiscal|financial|FY)", re.IGNORECASE)


def stated_year_end(text: str) -> int | None:
    """The month a text states its fiscal years end in (not December), else None: by name
    ("fiscal years ending June"), by their months ("FY, April–March") or by the country whose
    convention it names ("Indian FY")."""
    for m in _ENDING.finditer(text):
        month = month_number(m.group("m"))
        if month is not None and month != 12:
            return month
    for m in _MONTH_SPAN.finditer(text):
        first, last = month_number(m.group("a")), month_number(m.group("b"))
        if first is not None and last is not None and first == last % 12 + 1 and last != 12:
            return last
    for pattern, month in _NATIONAL:
        if pattern.search(text):
            return month
    return None


def named_by_start(text: str) -> bool:
    """Whether a text's fiscal years are named by the calendar year they start in (Japan's
    convention: "FY2024" runs April 2024 to March 2025)."""
    return _STARTS_NAMED.search(text) is not None


#: a fiscal period as a plan writes it: a year ("FY2018", "FY18", "FY '18"), or a quarter or
#: half of one ("Q3 FY18", "3Q of FY2018", "H1 FY18", "2H FY18", "FY18 Q3")
_PERIOD: Final = (
    r"(?:(?:Q(?P<{p}q>[1-4])|(?P<{p}q2>[1-4])Q|H(?P<{p}h>[12])|(?P<{p}h2>[12])H)\s*(?:of\s+)?)?"
    r"FY\s?['’]?(?P<{p}y>(?:19|20)\d{{2}}|\d{{2}})(?![-–/]\d)\b"
    r"(?:\s*[-\s]?\s*(?:Q(?P<{p}q3>[1-4])|H(?P<{p}h3>[12]))\b)?"
)
_ONE: Final = re.compile(_PERIOD.format(p="a"), re.IGNORECASE)
_RANGE: Final = re.compile(
    _PERIOD.format(p="a") + r"\s*(?:[-–—]|to|through|thru|till|until)\s*" + _PERIOD.format(p="b"),
    re.IGNORECASE,
)
#: a fiscal period restated right after it in months: "2H FY17 (Oct 2016–Mar 2017)", "FY13–FY17
#: data (April 2012–March 2017)", "3Q of FY2024 (year ending March 2025)": the last month and
#: year in the brackets end the period (the fiscal year, when they say "year")
_RESTATED: Final = re.compile(
    _PERIOD.format(p="a")
    + r"(?:\s+(?:data|period|years?|sample|history|figures|numbers))?"
    + rf"\s*\((?=[^()]*\d)(?P<said>[^()]*?)(?P<month>{MONTH})\s*,?\s*"
    + r"(?P<year>(?:19|20)\d{2})\s*\)",
    re.IGNORECASE,
)


def _parts(m: re.Match[str], p: str) -> tuple[int, int, int]:
    """A fiscal period's year as written, its first and last month within its fiscal year
    (1-12): a year is months 1-12, a half 1-6 or 7-12, a quarter three months."""
    written = m.group(f"{p}y")
    year = int(written) if len(written) == 4 else 2000 + int(written)
    quarter = m.group(f"{p}q") or m.group(f"{p}q2") or m.group(f"{p}q3")
    half = m.group(f"{p}h") or m.group(f"{p}h2") or m.group(f"{p}h3")
    if quarter:
        return year, 3 * int(quarter) - 2, 3 * int(quarter)
    if half:
        return year, 6 * int(half) - 5, 6 * int(half)
    return year, 1, 12


@dataclass(frozen=True)
class FiscalCalendar:
    """A fiscal year's last month, and whether a year is named by the calendar year it starts
    in (Japan) rather than the one it ends in."""

    end_month: int
    by_start: bool = False

    def month(self, year: int, nth: int) -> tuple[int, int]:
        """The calendar (year, month) of the `nth` month (1-12) of fiscal year `year`."""
        ends_in = year + 1 if self.by_start else year
        index = (ends_in * 12 + self.end_month - 1) - (12 - nth)
        return index // 12, index % 12 + 1


def stated_calendar(text: str) -> FiscalCalendar | None:
    """The fiscal calendar a text states (`stated_year_end`), or shows by a fiscal period it
    restates in months ("2H FY17 (Oct 2016–Mar 2017)": years end in March, named by their end;
    "3Q of FY2024 (year ending March 2025)": named by their start), else None."""
    month = stated_year_end(text)
    by_start = named_by_start(text)
    for m in _RESTATED.finditer(text):
        last = month_number(m.group("month"))
        if last is None:
            continue
        year, _, nth = _parts(m, "a")
        if re.search(r"\byear\b", m.group("said"), re.IGNORECASE):
            nth = 12  # "(year ending March 2025)" restates the whole fiscal year
        shown = (last - 1 + 12 - nth) % 12 + 1  # the month the fiscal year ends in
        # the fiscal year's own end: the restated end plus the months left after the period
        ends_year = int(m.group("year")) + (last - 1 + 12 - nth) // 12
        if shown == 12:
            continue
        return FiscalCalendar(shown, by_start=ends_year == year + 1)
    return FiscalCalendar(month, by_start) if month is not None else None


def says_year_end(text: str) -> bool:
    """Whether a text says where its years end at all, December included ("fiscal years
    ending December", "calendar years"): a calendar said in words is not to be taken from the
    test windows."""
    return (
        _ENDING.search(text) is not None
        or re.search(r"\bcalendar[- ]years?\b", text, re.IGNORECASE) is not None
        or stated_year_end(text) is not None
    )


def windows_calendar(windows: Sequence[tuple[date, date]]) -> FiscalCalendar | None:
    """The fiscal calendar a walk-forward test's own test periods keep, when the text states
    none: every test period opening in the first days of one month other than January and
    closing late in the month before it (a test of "each fiscal year" from April to March)
    says the plan's years end in that month, and its bare fiscal labels ("FY14", "Q4FY14")
    are years of that calendar, named, as most conventions do, by the year they end in."""
    if not windows:
        return None
    opening = {start.month for start, _ in windows}
    if len(opening) != 1 or (first := opening.pop()) == 1:
        return None
    last = (first - 2) % 12 + 1
    if all(start.day <= 7 and end.month == last and end.day >= 20 for start, end in windows):
        return FiscalCalendar(last)
    return None


def fiscal_dated(text: str, calendar: FiscalCalendar) -> str:
    """The text with each fiscal period, and each range of them, written as its months on the
    calendar ("FY14–FY18" with years ending March: "April 2013 to March 2018"; "H2 FY18":
    "October 2017 to March 2018"), so a reader of dates takes them."""

    def named(year: int, nth: int) -> str:
        y, m = calendar.month(year, nth)
        return f"{MONTH_NAMES[m - 1]} {y}"

    def span(m: re.Match[str]) -> str:
        (y0, first, _), (y1, _, last) = _parts(m, "a"), _parts(m, "b")
        return f"{named(y0, first)} to {named(y1, last)}"

    def one(m: re.Match[str]) -> str:
        year, first, last = _parts(m, "a")
        return f"{named(year, first)} to {named(year, last)}"

    return _ONE.sub(one, _RANGE.sub(span, labels_written_one_way(text)))


__all__ = [
    "MONTH",
    "FiscalCalendar",
    "fiscal_dated",
    "label_named_by_start",
    "label_year_end",
    "labels_written_one_way",
    "named_by_start",
    "says_year_end",
    "stated_calendar",
    "stated_year_end",
    "windows_calendar",
    "year_end_said",
]
