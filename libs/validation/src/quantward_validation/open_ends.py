"""An open start and an open end said apart, which are one period: "since the 2008 crisis,
through December 2014", "from 2008, through June 2015", "since 2009 and up to the end of 2015".

The period reader (`timespans.periods`) reads "from July 2009 up to end-2014" as one range, but
a comma or an "and" between the two sides leaves two open periods: one from 2009 with no end
(which reaches every later test) and one up to 2014. `joined_open_ends` merges an open start
with the open end right after it, when only a comma, a dash, a conjunction or a connective that
restates the end ("so", "i.e.", "which takes it") stands between.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from quantward_validation.timespans import Period

#: what may stand between the two sides of one period: a comma, a dash, a conjunction, or a
#: connective that restates where the start leads ("monthly from Jan 2013, so through Dec
#: 2014", "from 2011 — i.e. up to 2014", "from Q1 2012, which takes it to 2015", "from 2010,
#: ending in 2014")
_BETWEEN: Final = re.compile(
    r"[\s,;–—-]*(?:(?:and|but|right|all\s+the\s+way|so|thus|hence|therefore|i\.?\s?e\.?,?|"
    r"that\s+is,?|that\s+means|which\s+(?:is|means|takes\s+(?:it|us|them|the\s+\w+)|runs|"
    r"brings\s+(?:it|us|them))|ending|running|finishing|stopping)[\s,]+)*",
    re.IGNORECASE,
)


def joined_open_ends(sentence: str, found: Sequence[Period]) -> list[Period]:
    """`found` (the periods of `sentence`, in order) with each open start followed by an open
    end, only a comma or a conjunction between, merged into one closed period."""
    joined: list[Period] = []
    cursor = 0
    spans: list[tuple[int, int]] = []
    for period in found:
        at = sentence.find(period.text, cursor)
        at = sentence.find(period.text) if at < 0 else at
        spans.append((at, at + len(period.text)))
        cursor = at + len(period.text) if at >= 0 else cursor
    skip = False
    for k, period in enumerate(found):
        if skip:
            skip = False
            continue
        following = found[k + 1] if k + 1 < len(found) else None
        if (
            following is not None
            and period.start is not None
            and period.end is None
            and following.start is None
            and following.end is not None
            and following.end >= period.start
            and spans[k][0] >= 0
            and spans[k + 1][0] >= spans[k][1]
            and _BETWEEN.fullmatch(sentence, spans[k][1], spans[k + 1][0])
        ):
            text = sentence[spans[k][0] : spans[k + 1][1]]
            joined.append(Period(period.start, following.end, text))
            skip = True
            continue
        joined.append(period)
    return joined


__all__ = ["joined_open_ends"]
