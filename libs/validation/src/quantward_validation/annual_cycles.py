"""Periods named by a trade's yearly cycle, written as the calendar periods they are.

Reinsurance and insurance-linked writing counts time in the cycles of its year: a hurricane
(wind, typhoon) season comes once a year, so do the renewals a treaty is priced at, and an
underwriting year is a year. "Over the last fifteen hurricane seasons" is fifteen years, and
"across the 2022 and 2023 renewal cycles" is the span of those two years. Renewals are dated
the American way, month first: "the 1/1 2022 renewals" fall on 1 January 2022, so the figure
they start from is the one at the end of December 2021. A span between two seasons that glosses
its ends in brackets ("from the 2021 wind season to the 2023 wind season (end-June to
end-June)") runs between the glossed months of those years. The horizon reader of `trends` knew
none of these, so it read the whole series, or only the first of two years, instead. They are
written as the horizon reader's own words ("over the last fifteen years", "over 2022–2023",
"between December 2021 and …", "from end-June 2021 to end-June 2023"). Pure.
"""

from __future__ import annotations

import calendar
import re
from typing import Final

from quantward_validation.month_names import MONTH_NAME

#: a yearly cycle by its noun: "hurricane seasons", "the wind season", "renewal cycles",
#: "renewals", "underwriting years"
_CYCLE: Final = (
    r"(?:(?:[a-z]+[- ])?seasons?|renewal\s+(?:cycles?|seasons?|rounds?)|renewals|"
    r"(?:underwriting|accident|treaty|policy|contract)\s+years?)"
)
_COUNT: Final = (
    r"(?P<n>\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|"
    r"fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)"
)
#: "the last fifteen hurricane seasons", "the past three renewal cycles"
_COUNTED: Final = re.compile(
    rf"\b(?P<lead>(?:the\s+)?(?:last|past|previous|prior|latest)\s+){_COUNT}\s+{_CYCLE}\b",
    re.IGNORECASE,
)
#: "across the 2022 and 2023 renewal cycles", "over the 2021 and 2022 hurricane seasons"
_PAIR: Final = re.compile(
    rf"\b(?P<prep>across|over|through(?:out)?|spanning)\s+(?:both\s+)?(?:the\s+)?"
    rf"(?P<a>(?:19|20)\d{{2}})\s+and\s+(?:the\s+)?(?P<b>(?:19|20)\d{{2}})\s+{_CYCLE}",
    re.IGNORECASE,
)
#: an end glossed as a month: "end-June", "June", "30 June", "the end of June"
_GLOSS_END: Final = rf"(?:(?:the\s+)?end[- ](?:of\s+)?|\d{{1,2}}\s+)?{MONTH_NAME}"
#: "from the 2021 wind season to the 2023 wind season (end-June to end-June)"
_GLOSSED: Final = re.compile(
    rf"\b(?P<prep>from|between)\s+the\s+(?P<a>(?:19|20)\d{{2}})\s+(?:[a-z]+[- ]){{0,2}}?{_CYCLE}\s+"
    rf"(?P<join>to|and|through|until)\s+the\s+(?P<b>(?:19|20)\d{{2}})\s+(?:[a-z]+[- ]){{0,2}}?"
    rf"{_CYCLE}\s*\(\s*(?P<ga>{_GLOSS_END})\s+(?:to|-|–|—)\s+(?P<gb>{_GLOSS_END})\s*\)",
    re.IGNORECASE,
)
#: a renewal dated month first: "the 1/1 2022 renewals", "the 2022 1/1 renewal", "at 6/1 2023"
_RENEWAL_DATE: Final = re.compile(
    r"\b(?:the\s+)?(?:(?P<m>1[0-2]|0?[1-9])/(?P<d>[0-3]?\d)\s+(?P<y>(?:19|20)\d{2})|"
    r"(?P<y2>(?:19|20)\d{2})\s+(?P<m2>1[0-2]|0?[1-9])/(?P<d2>[0-3]?\d))"
    r"(?:\s+(?:reinsurance\s+)?renewals?(?:\s+(?:date|season|cycle|round))?)\b",
    re.IGNORECASE,
)


#: two renewals named by one noun: "between the 6/1 2020 and 6/1 2021 renewals"
_RENEWAL_PAIR: Final = re.compile(
    r"\b(?:the\s+)?(?P<m>1[0-2]|0?[1-9])/(?P<d>[0-3]?\d)\s+(?P<y>(?:19|20)\d{2})\s+"
    r"(?P<join>and|to|through|until)\s+(?:the\s+)?(?P<m2>1[0-2]|0?[1-9])/(?P<d2>[0-3]?\d)\s+"
    r"(?P<y2>(?:19|20)\d{2})\s+(?:reinsurance\s+)?renewals\b",
    re.IGNORECASE,
)


def _month_of(month: int, day: int, year: int) -> str:
    # a renewal on the first of a month starts from the figure at the end of the month before
    if day == 1:
        month, year = (12, year - 1) if month == 1 else (month - 1, year)
    return f"{calendar.month_name[month]} {year}"


def _renewal_pair(m: re.Match[str]) -> str:
    days = (int(m.group("d")), int(m.group("d2")))
    if not all(1 <= d <= 31 for d in days):
        return m.group(0)
    first = _month_of(int(m.group("m")), days[0], int(m.group("y")))
    second = _month_of(int(m.group("m2")), days[1], int(m.group("y2")))
    return f"{first} {m.group('join')} {second}"


def _renewal(m: re.Match[str]) -> str:
    month = int(m.group("m") or m.group("m2"))
    day = int(m.group("d") or m.group("d2"))
    year = int(m.group("y") or m.group("y2"))
    if not 1 <= day <= 31:
        return m.group(0)
    return _month_of(month, day, year)


def _glossed(m: re.Match[str]) -> str:
    start, end = m.group("ga"), m.group("gb")
    join = "and" if m.group("prep").lower() == "between" else "to"
    return f"{m.group('prep')} {start} {m.group('a')} {join} {end} {m.group('b')}"


def _pair(m: re.Match[str]) -> str:
    a, b = int(m.group("a")), int(m.group("b"))
    if b != a + 1:
        return m.group(0)
    return f"{m.group('prep')} {a}–{b}"


def cycles_as_periods(text: str) -> str:
    """`text` with periods named by a yearly cycle written as calendar periods: a count of
    seasons or renewals as years, two consecutive years' cycles as their span, a span between
    two seasons glossed by months as those months, a month-first renewal date as the month
    whose closing figure it starts from."""
    if not re.search(r"season|renewal|underwriting|accident|treaty|policy|contract", text, re.I):
        return text
    text = _GLOSSED.sub(_glossed, text)
    text = _COUNTED.sub(lambda m: f"{m.group('lead')}{m.group('n')} years", text)
    text = _PAIR.sub(_pair, text)
    return _RENEWAL_DATE.sub(_renewal, _RENEWAL_PAIR.sub(_renewal_pair, text))


__all__ = ["cycles_as_periods"]
