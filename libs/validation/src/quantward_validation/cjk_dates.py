"""Dates written in Chinese, Japanese or Korean form, as the English a date reader takes.

A plan from an Asian desk writes "2012年4月 to 2019年3月", "2013年4月1日から2018年3月31日まで" or
"2012년 4월": a year, a month and a day marked by their characters (年/년 year, 月/월 month,
日/일 day), with "から" (from), "まで" (until) and a wave dash "～" for a range. Each is written
as "April 2012", "1 April 2013", "to" and "–", so `timespans` and the readers built on it
date the period. Pure.

The same dates reach every other reader through the review surface (`cjk_date_marks`, one of
`surface.CLEANERS`): a trend claim "from 2021年第4四半期 to 2022年第4四半期", "between
2020年12月末 and 2021年6月末" or "since 2020年 Q2" is dated by the horizon readers only once its
dates are in their words. There a quarter ("2021年第4四半期", "2021年 Q4", "2021년 4분기",
"2021年第四季度") is written "Q4 2021", a month's end ("2020年12月末", "2020년 12월 말",
"2020年12月底") as its last day ("31 December 2020"), a year's end ("2020年末") as "31 December
2020"; "から"/"부터" is "to" and "まで"/"까지" is dropped, as above. A Japanese fiscal year
("2020年度") is left as written.
"""

from __future__ import annotations

import calendar
import re
from typing import Final

from quantward_validation.month_names import MONTH_NAMES
from quantward_validation.surface_edits import Edit

_YEAR: Final = r"(?P<y>(?:19|20)\d{2})\s*[年년]\s*"
_MONTH: Final = r"(?P<m>1[0-2]|0?[1-9])\s*[月월]"
_DAY: Final = r"\s*(?P<d>3[01]|[12]\d|0?[1-9])\s*[日일]"
_FULL: Final = re.compile(_YEAR + _MONTH + _DAY)
_MONTHLY: Final = re.compile(_YEAR + _MONTH)
_YEARLY: Final = re.compile(r"(?P<y>(?:19|20)\d{2})\s*[年년](?!\s*度)")
_RANGE_WORDS: Final = ((re.compile(r"\s*(?:から|부터)\s*"), " to "),
                       (re.compile(r"\s*(?:まで|까지)"), ""),
                       (re.compile(r"\s*[～〜]\s*"), "–"))  # fmt: skip


def cjk_dates_written(text: str) -> str:
    """The text with its CJK-form dates written in English ("2012年4月" → "April 2012",
    "2013年4月1日" → "1 April 2013", "2012年" → "2012", "から … まで" → "to"); text without
    them is unchanged."""
    if not re.search(r"[年년月월日일から부터まで까지～〜]", text):
        return text

    def full(m: re.Match[str]) -> str:
        return f"{int(m.group('d'))} {MONTH_NAMES[int(m.group('m')) - 1]} {m.group('y')}"

    def monthly(m: re.Match[str]) -> str:
        return f"{MONTH_NAMES[int(m.group('m')) - 1]} {m.group('y')}"

    text = _FULL.sub(full, text)
    text = _MONTHLY.sub(monthly, text)
    text = _YEARLY.sub(lambda m: m.group("y"), text)
    for pattern, english in _RANGE_WORDS:
        text = pattern.sub(english, text)
    return text


_KANJI_DIGITS: Final = {"一": 1, "二": 2, "三": 3, "四": 4, "１": 1, "２": 2, "３": 3, "４": 4}
#: a date of the surface's forms, most specific first; each alternative is one date
_SURFACE_DATE: Final = re.compile(
    r"(?P<y>(?:19|20)\d{2})\s*[年년](?:"
    # a quarter: "第4四半期", "第四季度", "4분기", "Q4", "第4Q"
    r"\s*(?:第\s*(?P<q1>[1-4一二三四])\s*(?:四半期|季度|季|Q))|\s*(?P<q2>[1-4])\s*분기|"
    r"\s*[Qq](?P<q3>[1-4])(?![\w])|"
    # a month, its end or a day: "12月末", "12월 말", "12月底", "6月30日"
    r"\s*(?P<m>1[0-2]|0?[1-9])\s*[月월](?:\s*(?P<mend>末|말|底)|"
    r"\s*(?P<d>3[01]|[12]\d|0?[1-9])\s*[日일])?|"
    # a year's end: "2020年末", "2020년 말", "2020年底"
    r"\s*(?P<yend>末|말|底)|"
    # the year alone, not a fiscal year ("2020年度")
    r"(?!\s*度))"
)
_SURFACE_RANGE: Final = re.compile(r"\s*(?:から|부터)\s*|\s*(?:まで|까지)")


def _surface_date(m: re.Match[str]) -> str:
    year = int(m.group("y"))
    quarter = m.group("q1") or m.group("q2") or m.group("q3")
    if quarter is not None:
        return f"Q{_KANJI_DIGITS.get(quarter) or int(quarter)} {year}"
    if m.group("yend") is not None:
        return f"31 December {year}"
    if m.group("m") is None:
        return str(year)
    month = int(m.group("m"))
    name = MONTH_NAMES[month - 1]
    if m.group("mend") is not None:
        return f"{calendar.monthrange(year, month)[1]} {name} {year}"
    if m.group("d") is not None:
        return f"{int(m.group('d'))} {name} {year}"
    return f"{name} {year}"


def cjk_date_marks(text: str) -> list[Edit]:
    """The review surface's edits (`surface.CLEANERS`) that write each CJK-form date of `text`
    in English: "2021年第4四半期" → "Q4 2021", "2020年12月末" → "31 December 2020", "2012年4月"
    → "April 2012", "2012年" → "2012", "から" → " to ", "まで" dropped."""
    if not re.search(r"[年년]", text):
        return []
    edits = [Edit(m.start(), m.end(), _surface_date(m)) for m in _SURFACE_DATE.finditer(text)]
    if edits:
        edits += [
            Edit(m.start(), m.end(), " to " if m.group(0).strip() in ("から", "부터") else "")
            for m in _SURFACE_RANGE.finditer(text)
        ]
    return sorted(edits, key=lambda e: e.start)


__all__ = ["cjk_date_marks", "cjk_dates_written"]
