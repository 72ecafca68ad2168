"""A size counted in days of a stock's traded volume: a limit in days that is no look-back.

A trading or issuance desk sizes a position, a hedge or a note's notional against what the
stock trades in a day: "no more than 3 days of ADV", "5 days' average daily volume", and, as the
same ratio written as a multiple, "3x ADV", "three times the average daily volume". A plan
records it in days (`max_notional_days_adv`, `advDaysCap`). Days are otherwise a research
default (a look-back window), and a multiple is otherwise a leverage's unit, so "3x ADV" stated
nothing a limit in days could cite, "days of ADV" after a figure was taken for the subject of
the next figure, and the plan's limit was not read as a limit at all.

Here: `names_volume` tells a name (as lower-case words) that counts in traded volume, so
`limits.is_limit` reads its days as a size the user sets; `yardstick_end` finds the yardstick
written after a figure ("days of ADV", "x ADV", "times average daily volume"), so `quantities`
reads such a multiple as the count of days it is, `liquidation_horizon.days_after` counts the
figure in days, and the mandate reader takes the yardstick as the figure's unit, not the
subject of the figure after it.
"""

from __future__ import annotations

import re
from typing import Final

#: a stock's traded volume per day, by its shorthand and its words: the one list every reader
#: of a volume yardstick shares (a limit's name, `lexical_synonyms`; a size in days or a
#: multiple after a figure, here; a participation rate's base, `measure_parameters`)
VOLUME_NAMES: Final = (
    "adv",
    "adtv",
    "average daily volume",
    "average daily traded volume",
    "average daily trading volume",
    "average daily turnover",
    "average daily value traded",
)
#: the same names as a pattern, with the dotted shorthand ("A.D.V.") and "average" left out
#: ("5 days' daily volume")
VOLUME: Final = (
    r"(?:adv|adtv|a\.d\.v\.?|(?:average\s+)?daily\s+(?:traded\s+|trading\s+)?(?:volume|turnover|"
    r"value\s+traded))"
)

#: a name that counts in it: "notional days adv", "hedge days volume", "max adtv multiple"
_NAMED: Final = re.compile(rf"\b(?:{VOLUME}|volume)\b")

#: the yardstick right after a figure: its count of days ("days of", "days'", "day's") or its
#: multiple ("x", "×", "times"; none when the figure's own sign was read with it, "3x"), then
#: the volume, with an article or a window between ("3 days of the 20-day ADV", "2.5x its ADV")
_YARDSTICK: Final = re.compile(
    r"(?:\s*(?:x|×)|\s+times|\s+(?:trading\s+|business\s+)?days?(?:['’]s?|\s+of)?)?"
    r"\s+(?:(?:the|its|their|each|a|an)\s+)?(?:(?:\d+[\s-]*(?:day|d)|20d|30d|3m|1m)\s+)?"
    rf"{VOLUME}\b",
    re.IGNORECASE,
)


def yardstick_end(text: str, end: int) -> int | None:
    """Where the traded-volume yardstick written right after the figure ending at `end` ends
    ("3 days of ADV", "3x ADV", "3 times average daily volume"), else None. Callers ask it of a
    count or a multiple only: after a percentage the volume is a participation rate's base ("at
    20% ADV", `measure_parameters`)."""
    m = _YARDSTICK.match(text, end)
    return m.end() if m is not None else None


def names_volume(named: str) -> bool:
    """Whether a limit's name (lower-case words) counts in a stock's traded volume."""
    return _NAMED.search(named) is not None


__all__ = ["VOLUME", "VOLUME_NAMES", "names_volume", "yardstick_end"]
