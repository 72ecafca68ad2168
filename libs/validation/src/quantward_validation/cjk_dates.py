"""Dates written in Chinese, Japanese or Korean form, as the English a date reader takes.

A plan from an Asian desk writes "2012年4月 to 2019年3月", "2013年4月1日から2018年3月31日まで" or
"2012년 4월": a year, a month and a day marked by their characters (年/년 year, 月/월 month,
日/일 day), with "から" (from), "まで" (until) and a wave dash "～" for a range. Each is written
as "April 2012", "1 April 2013", "to" and "–", so `timespans` and the readers built on it
date the period. Pure.
"""

from __future__ import annotations

import re
from typing import Final

_MONTH_NAMES: Final = ("January", "February", "March", "April", "May", "June", "July",
                       "August", "September", "October", "November", "December")  # fmt: skip
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
        return f"{int(m.group('d'))} {_MONTH_NAMES[int(m.group('m')) - 1]} {m.group('y')}"

    def monthly(m: re.Match[str]) -> str:
        return f"{_MONTH_NAMES[int(m.group('m')) - 1]} {m.group('y')}"

    text = _FULL.sub(full, text)
    text = _MONTHLY.sub(monthly, text)
    text = _YEARLY.sub(lambda m: m.group("y"), text)
    for pattern, english in _RANGE_WORDS:
        text = pattern.sub(english, text)
    return text


__all__ = ["cjk_dates_written"]
