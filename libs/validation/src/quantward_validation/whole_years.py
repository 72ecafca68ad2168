"""Whole calendar years compared as wholes: "order intake for the full year 2022 was lower than
for the full year 2021", "full-year 2022 EBITDA exceeded 2021", "2022 as a whole was weaker".

A year named as a whole is its quarters taken together: an amount's sum (order intake,
EBITDA), a margin's mean, a balance-sheet figure's level at the year's end. Read as a calendar
span it would be the change from one quarter-end to another, which for an amount is not what
the sentence compares. `fiscal_years` reads years as wholes for fiscal calendars; a calendar
year is a fiscal year ending in December, so a sentence naming whole calendar years is
rewritten in its forms ("FY2022", "FY21") and read there (`trends._whole_years`).

The rewriting keeps every other character where it was (a shorter form is padded), so the
offsets of the figure's name still hold. A comparative without a verb of change ("was higher
than", "came in below", "exceeded") says the way: `comparative_side`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import date
from itertools import pairwise
from typing import Final, Literal

_YEAR: Final = r"(?P<y>(?:19|20)\d{2})"
#: a year named as a whole: "the full year 2022", "full-year 2022", "the whole of 2022", "the
#: entire year 2022", "2022 as a whole", "the financial year 2022", "the 2022 full year"
_WHOLE: Final = re.compile(
    r"\b(?:the\s+)?(?:(?:full|whole|entire|complete)[- ](?:calendar\s+|financial\s+|business\s+)?"
    rf"year\s+(?:of\s+)?{_YEAR}|(?:whole|entirety)\s+of\s+{_YEAR.replace('y>', 'y2>')}|"
    rf"{_YEAR.replace('y>', 'y3>')}\s+as\s+a\s+whole|{_YEAR.replace('y>', 'y4>')}\s+"
    r"(?:full[- ]year|in\s+full)|(?:financial|business)\s+year\s+"
    rf"{_YEAR.replace('y>', 'y5>')})\b",
    re.IGNORECASE,
)
#: a bare year a whole year is compared with: "than for 2021", "versus 2021", "than in 2021"
_AGAINST_YEAR: Final = re.compile(
    r"\b(?P<lead>than|versus|vs\.?|compared\s+(?:with|to)|against|over|exceeded|exceeding|"
    r"surpassed|above|below)\s+(?P<prep>(?:(?:for|in|during)\s+)?(?:the\s+(?:year\s+)?)?)"
    r"(?P<y>(?:19|20)\d{2})\b(?![-–/.]\d)",
    re.IGNORECASE,
)
_UP_COMPARATIVE: Final = re.compile(
    r"\b(?:(?:higher|greater|larger|bigger|more|stronger|better)\s+than|above|exceed\w*|"
    r"surpass\w*|outstrip\w*|topp?\w*)\b",
    re.IGNORECASE,
)
_DOWN_COMPARATIVE: Final = re.compile(
    r"\b(?:(?:lower|less|smaller|weaker|worse)\s+than|below|f[ae]ll\s+short\s+of|trail\w*|"
    r"lagg?\w*\s+(?:behind\s+)?)\b",
    re.IGNORECASE,
)


def _padded(said: str, length: int) -> str:
    return said.rjust(length)


def as_fiscal_years(sentence: str) -> str | None:
    """The sentence with its whole calendar years written as fiscal years ("FY2022") and the
    bare years they are compared with too ("FY21"), same length; None when it names no year as
    a whole."""
    if _WHOLE.search(sentence) is None:
        # years already written as fiscal years and compared with each other ("FCF for FY2022
        # came in below FY2021") are wholes too: a board pack's calendar-year company says FY
        return sentence if _fy_compared(sentence) else None

    def whole(m: re.Match[str]) -> str:
        year = next(g for g in m.groups() if g)
        return _padded(f"FY{year}", len(m.group(0)))

    said = _WHOLE.sub(whole, sentence)

    def against(m: re.Match[str]) -> str:
        year = m.group("y")
        prep = m.group("prep")
        if len(prep) >= 2:  # "than for 2021": room for the whole year
            return f"{m.group('lead')} " + _padded(f"FY{year}", len(prep) + len(year))
        return f"{m.group('lead')} {prep}FY{year[2:]}"

    return _AGAINST_YEAR.sub(against, said)


_FY_YEAR: Final = re.compile(r"\bFY(?P<y>\d{4}|\d{2})\b")
#: a fiscal year set against another by a comparative ("FY2022 came in below FY2021",
#: "FY22 was higher than FY21", "FY2022 versus FY2021")
_FY_AGAINST: Final = re.compile(
    r"\b(?:than|versus|vs\.?|compared\s+(?:with|to)|against|exceeded|exceeding|surpassed|above|"
    r"below|under|behind|ahead\s+of|short\s+of)\s+(?:(?:for|in|during|that\s+of)\s+)?(?:the\s+)?"
    r"FY(?:\d{4}|\d{2})\b",
    re.IGNORECASE,
)


def _fy_compared(sentence: str) -> bool:
    """Whether the sentence sets one fiscal year against another with a comparative."""
    return len(_FY_YEAR.findall(sentence)) >= 2 and _FY_AGAINST.search(sentence) is not None


def held_whole(said: str, days: Sequence[date]) -> bool:
    """Whether a series of quarterly figures (`days`, their dates) holds every year `said`
    names ("FY2022", "FY21") whole, four quarters each: only then are the years compared as
    wholes; a series of other figures (a price window, months) or a year it holds in part is
    left to the calendar reading."""
    gaps = sorted((b - a).days for a, b in pairwise(days))
    if not gaps or not 80 <= gaps[len(gaps) // 2] <= 100:
        return False
    years = {int(y) if len(y) == 4 else 2000 + int(y) for y in _FY_YEAR.findall(said)}
    return bool(years) and all(sum(d.year == y for d in days) == 4 for y in years)


def comparative_side(sentence: str, start: int) -> Literal["up", "down"] | None:
    """The way a comparative after `start` says the figure went ("was higher than", "came in
    below", "exceeded"), else None; the first said wins."""
    up = _UP_COMPARATIVE.search(sentence, start)
    down = _DOWN_COMPARATIVE.search(sentence, start)
    if up is None and down is None:
        return None
    if down is None or (up is not None and up.start() < down.start()):
        return "up"
    return "down"


__all__ = ["as_fiscal_years", "comparative_side", "held_whole"]
