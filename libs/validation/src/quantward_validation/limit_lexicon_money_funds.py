"""A money market fund's liquidity floors: its daily and weekly liquid assets.

Why: a money market fund (or a treasurer's cash policy about one) keeps two floors on liquid
holdings by the horizon within which they turn into cash: daily liquid assets ("DLA", "paper
maturing within one business day") and weekly liquid assets ("WLA", "assets convertible into
cash within five business days"). Read as a fund's plain cash, both floors were one subject, so
a plan's daily floor was read against the weekly one. The fund's average maturity and life in
days (WAM, WAL) are `limit_lexicon_maturity`'s, one reader for every short book.

`limits` reads each subject through its pattern (most specific first: before the cash it is
held in). A trading book's share "liquidatable within one day" stays its liquidity
(`cash_weight`): it is sold at market, not held to mature or be redeemed.
"""

from __future__ import annotations

import re
from typing import Final

#: canonical names and units
DAILY_NAME: Final = "min_daily_liquid_assets"
WEEKLY_NAME: Final = "min_weekly_liquid_assets"
UNITS: Final[dict[str, str]] = {
    DAILY_NAME: "fraction",
    WEEKLY_NAME: "fraction",
}

#: what turns into cash by its own terms within a horizon: it matures, is redeemed, is
#: convertible (turned, converted) into cash, or is liquid (not sold at market: `_SALEABLE`)
_TURNS_TO_CASH: Final = (
    r"(?:(?:turned|converted|convertible|turn|convert|turns|converts|redeemable|payable|"
    r"available)\s+(?:(?:in)?to|as|in)\s+cash|matur(?:e|es|ing)|liquid|redeem(?:able|ed)?)"
    r"\s+(?:with)?in\s+"
)
_WORKING: Final = r"(?:(?:business|trading|working|dealing|banking)[\s-]+)?"
#: one working day: "one business day", "1 day", "a single business day", "the next business day"
_ONE_DAY: Final = rf"(?:(?:one|1|a|a\s+single|the\s+next)[\s-]+{_WORKING}day)\b"
#: a working week: "five business days", "5 trading days", "a week", "one calendar week"
_A_WEEK: Final = (
    rf"(?:(?:five|5)[\s-]+{_WORKING}days|(?:a|one|1)[\s-]+(?:(?:calendar|business)[\s-]+)?week)\b"
)

#: the acronym "DLA" as a subject: followed by an operator, a figure, punctuation or an English
#: word a limit is said with ("DLA must", "DLA of at least", "DLA ≥ 10 %"), never by another word,
#: for the Polish preposition "dla" (for) is followed by the noun it governs ("limit dla gotówki",
#: "dla tracking error")
_DLA: Final = (
    r"\bdla\b(?!\s+(?!(?:of|must|shall|should|will|may|can|is|are|at|to|not|no|ratio|floor|"
    r"minimum|min|requirement|buffer|limit|target|level|share|weight|above|below|stays?|"
    r"remains?|falls?|bucket|holdings?|assets?|and|or)\b)[^\W\d_])"
)
#: daily liquid assets: by name, or by the one-day horizon of what turns into cash
DAILY_PATTERN: Final = re.compile(
    rf"{_DLA}|\bdaily[\s-]+liquid(?:ity|[\s-]+(?:assets?|holdings?|securities|investments?))\b|"
    rf"\b{_TURNS_TO_CASH}{_ONE_DAY}"
)
#: weekly liquid assets: by name, or by the one-week horizon of what turns into cash
WEEKLY_PATTERN: Final = re.compile(
    r"\bwla\b|\bweekly[\s-]+liquid(?:ity|[\s-]+(?:assets?|holdings?|securities|investments?))\b|"
    rf"\b{_TURNS_TO_CASH}{_A_WEEK}"
)

#: the acronym of daily liquid assets as prose writes it: in capitals ("DLA", "Dla" opening a
#: sentence is the Polish preposition); lower case only inside a config name ("min_dla")
_ACRONYM_WORD: Final = re.compile(r"dla", re.IGNORECASE)


def preposition_not_acronym(text: str, start: int, end: int) -> bool:
    """Whether the mention `text[start:end]` read as daily liquid assets is the Polish
    preposition "dla" ("for": "limit maksymalny dla aktywów zagranicznych"), written as a word
    in lower case or capitalised, never the fund's acronym, which prose writes in capitals and a
    config name glues to its other words ("min_dla", "dlaFloor").

    Why: read as the acronym, every Polish "for …" named a money market fund's daily floor,
    and a band said of foreign assets or of one issuer became that floor's."""
    written = text[start:end]
    if not _ACRONYM_WORD.fullmatch(written) or written.isupper():
        return False
    glued = (start > 0 and (text[start - 1].isalnum() or text[start - 1] == "_")) or (
        end < len(text) and (text[end].isalnum() or text[end] == "_")
    )
    return not glued


#: the subjects, most specific first (the weekly and daily floors before plain cash)
SUBJECTS: Final[tuple[tuple[str, re.Pattern[str]], ...]] = (
    (WEEKLY_NAME, WEEKLY_PATTERN),
    (DAILY_NAME, DAILY_PATTERN),
)

__all__ = [
    "DAILY_NAME",
    "DAILY_PATTERN",
    "SUBJECTS",
    "UNITS",
    "WEEKLY_NAME",
    "WEEKLY_PATTERN",
    "preposition_not_acronym",
]
