"""A whole-sample phrase bounded by a date said just before it and pointed back at.

"The threshold was picked with `--asof 2014-12-31` (all history up to it)", "calibrated as of
end-2014, on every observation until then", "the data through 30 June 2016 — the full history
to that date": the whole-sample phrase ("all history", "every observation") is not the whole
sample, but the history up to the date before it, which "it", "then", "that date" name. The
date is the period of the work; the phrase adds no use of the whole sample.

`bounded_back` says whether a whole-sample phrase is bounded so. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

#: the phrase's own bound pointing back: "up to it", "until then", "to that date", "as of the
#: same day", "before it"
_POINTED_BACK: Final = re.compile(
    r"\s*(?:(?:available|known|observed|published)\s+)?(?:up\s+(?:to|until)|until|till|through|"
    r"thru|to|before|prior\s+to|as\s+(?:of|at)|at)\s+(?:it|then|this|that|the\s+same\s+"
    r"(?:date|day|point|cut-?off)|(?:that|this)\s+(?:date|day|point|cut-?off))\b",
    re.IGNORECASE,
)
#: what may stand between the date and the phrase: a bracket, a dash, a comma, "on", "i.e."
_GAP: Final = re.compile(
    r"[\s`'\"]*(?:[(\[,;:—–-]\s*)?(?:(?:i\.?e\.?,?|that\s+is,?|namely|on|using|with|over)\s+)?"
    r"(?:the\s+)?$",
    re.IGNORECASE,
)
_REACH: Final = 24  # characters from the date's end to the phrase


def bounded_back(sentence: str, start: int, end: int, period_ends: Sequence[int]) -> bool:
    """Whether the whole-sample phrase at `start`–`end` is bounded by a date ending at one of
    `period_ends` just before it, which the phrase points back at ("… (all history up to it)")."""
    if _POINTED_BACK.match(sentence, end) is None:
        return False
    return any(
        0 <= start - at <= _REACH and _GAP.fullmatch(sentence, at, start) is not None
        for at in period_ends
    )


__all__ = ["bounded_back"]
