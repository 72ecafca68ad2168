"""The subjects of limits in English machine-translated from Japanese, Chinese and Korean.

A translator renders the words of an Asian fund's investment restrictions literally: one
security's weight is that of an "issue" or a "brand" (銘柄, 종목: "the investment ratio per one
issue", "the single-issue weight", `issueRatioCap`, "the ratio per brand"), the tracking error
is a "deviation risk" (乖離リスク: "the deviation risk versus the benchmark"). The trade's
patterns (`limits`) do not know "issue" as a security, and must not: "there is no issue"
is no position. Each pattern here therefore reads the word only with what makes it a
security's or a risk's: a quantifier of one ("per one issue", "each brand", "single-issue"), or
a noun of measure after it ("issue ratio", "brand weight"). `limits.SUBJECTS` joins these to
the subject's other patterns, so every reader maps them to one subject. Patterns read
lower-cased words (config names already split, `limits.words`).
"""

from __future__ import annotations

import re
from typing import Final

#: one security, as a translator calls it, with its quantifier or its measure
_POSITION: Final = re.compile(
    r"\bper[\s-]+(?:one[\s-]+|each[\s-]+|single[\s-]+|an?[\s-]+)?(?:issues?|brands?)\b|"
    r"\b(?:single|each|every|any[\s-]+one|one|individual)[\s-]+(?:issue|brand)\b"
    r"(?![\s-]+(?:with|of|in|about|for|is|was|here|there)\b)|"
    r"\b(?:issue|brand)s?[\s-]+(?:ratios?|weights?|limits?|caps?|concentration|shares?)\b"
)

#: the tracking error as a "deviation risk" (乖離リスク), or the deviation said against the
#: benchmark ("standard deviation" is volatility's)
_TRACKING: Final = re.compile(
    r"(?<!standard\s)\bdeviation[\s-]+risk\b|"
    r"(?<!standard\s)\b(?:tracking|benchmark)[\s-]+deviation\b"
)

#: canonical subject (as in `limits.SUBJECTS`) -> its words in translated English
TRANSLATED_SUBJECTS: Final[dict[str, re.Pattern[str]]] = {
    "max_position_weight": _POSITION,
    "max_tracking_error": _TRACKING,
}

__all__ = ["TRANSLATED_SUBJECTS"]
