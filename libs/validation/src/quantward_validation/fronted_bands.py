"""A band written before the limit it bounds: "a range of 30 % to 40 % for the floor on X".

A request, a draft or a delegation often names the band first and the limit after it: "the
CIO asked for a range of 30 % to 40 % for the lower limit on domestic bonds", "the draft's
range of 90 days to 120 days for the 下限 on the cash kept against benefit payments was struck
out". A reader that takes a figure's subject from the words before it reads the asker or the
draft ("the CIO asked for") as what the band bounds, and the limit the sentence names after it
bounds nothing. Here the band's two ends, then "for" (or "on") the limit's noun - in English
or in Japanese or Chinese (上限, 下限, 限度), a gloss in brackets after it - and the preposition
that names its object, say that the object is the band's subject.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final, Protocol


class _Figure(Protocol):
    @property
    def start(self) -> int: ...

    @property
    def end(self) -> int: ...


#: an end's own words after its figure: its unit ("days", "percent") and what it is counted
#: of ("of plan assets", "of benefit payments"), short and with no figure or clause mark
_COMPLEMENT: Final = r"(?:\s*[^\d\s;:.,()\[\]]+(?:\s+[^\d\s;:.,()\[\]]+){0,5}?)?"
#: what joins the band's two ends
_JOIN: Final = re.compile(rf"{_COMPLEMENT}\s*(?:to|and|until|till|through|[-–—~〜])\s*$")
#: the limit's noun after the band, in English or in Japanese or Chinese, a gloss in brackets
#: after it, and the preposition before its object
_LIMIT_AFTER: Final = re.compile(
    rf"{_COMPLEMENT}\s+(?:for|on)\s+(?:the\s+|an?\s+|its\s+|our\s+|their\s+)?"
    r"(?:(?:upper|lower|hard|internal)\s+)?"
    r"(?:limits?|caps?|ceilings?|floors?|maximum|minimum|bounds?|上限|下限|限度|制限|最低|最大)"
    r"(?:\s*\([^()\n]{0,40}\))?\s+(?:on|of|for|over|applying\s+to)\s+"
    r"(?:the\s+|an?\s+|its\s+|our\s+|their\s+)?"
)
#: where the object ends: a verb or copula, a clause's mark
_OBJECT_END: Final = re.compile(
    r"\s+(?:is|are|was|were|shall|must|may|can|will|should|has|have|had|be|at|anywhere|"
    r"within|between|from)\b|[,;|:]|\.(?:\s|$)|\n"
)


def _before_own_figure(lowered: str, at: int, stop: int, after: Sequence[_Figure]) -> int:
    """Where the object starting at `at` ends when a figure of its own stands before `stop`:
    the figure bounds or qualifies something else ("the longevity shock (every life two
    years longer)"), so the object ends before it, and before the bracket the figure opens."""
    inside = [f.start for f in after if at <= f.start < stop]
    if not inside:
        return stop
    cut = inside[0]
    bracket = lowered.rfind("(", at, cut)
    if bracket != -1 and ")" not in lowered[bracket:cut]:
        cut = bracket
    return len(lowered[at:cut].rstrip()) + at


def fronted_objects(lowered: str, found: Sequence[_Figure]) -> dict[int, tuple[int, int]]:
    """For each figure of `found` (in order, in the lower-cased `lowered`) that is an end of a
    band written before its limit's noun, the span of what that noun is on (the band's
    subject), by the figure's index."""
    objects: dict[int, tuple[int, int]] = {}
    for i in range(len(found) - 1):
        low, high = found[i], found[i + 1]
        if _JOIN.match(lowered[low.end : high.start]) is None:
            continue
        noun = _LIMIT_AFTER.match(lowered, high.end)
        if noun is None:
            continue
        end = _OBJECT_END.search(lowered, noun.end())
        stop = _before_own_figure(
            lowered, noun.end(), end.start() if end is not None else len(lowered), found[i + 2 :]
        )
        if stop > noun.end():
            objects[i] = objects[i + 1] = (noun.end(), stop)
    return objects


__all__ = ["fronted_objects"]
