"""A ratio's bare acronym ("SR", "IR") names the ratio only where something makes it an aim.

Desks write the Sharpe and information ratios as "SR" and "IR" ("max SR", "IR as high as we
can get it"), but two capitals name many other things: a board ("the SR decided"), a meeting
("the SR-Sitzung"), a department ("IR will send the deck"), a president's office ("E-Mail
SR-Präsident"). A ratio in a request is something pursued, so its acronym is read as the ratio
only when the sentence makes it an aim:

- a direction word governs it, right before it past determiners, possessives and a modifier
  ("maximise the fund's SR", "highest ex-ante IR", "max-SR") or right after it as its predicate
  ("SR maximised", "IR to be as high as possible");
- or it is the value of a goal label ("Objective: SR", "target = IR", "aim is the SR").

Named alone, as the first part of a compound ("SR-Präsident") or as the subject of a verb of
its own ("the SR wants …"), it asks for nothing: the spelled-out names ("Sharpe", "information
ratio") are not ambiguous and are read as before.

Pure: a clause, the acronym's span and the clause's direction words in; a verdict out.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

#: the acronyms of a risk-adjusted ratio, written in capitals
ACRONYM: Final = re.compile(r"(?:SR|IR)")

#: what may stand between a direction word and the acronym it governs: determiners,
#: possessives and a modifier of the measure ("the", "our", "the fund's", "ex-ante", "net")
_BEFORE_LINK: Final = re.compile(
    r"[\s-]*(?:(?:the|a|an|its|their|our|your|this|that|[\w-]+['’]s|ex[- ]?ante|ex[- ]?post|"
    r"expected|realised|realized|annuali[sz]ed|net|gross|overall|portfolio|fund|book)[\s-]+)*",
    re.IGNORECASE,
)
#: what may stand between the acronym and a direction that is its predicate: auxiliaries and
#: verbs of keeping ("SR maximised", "IR should be as high as possible", "SR kept highest")
_AFTER_LINK: Final = re.compile(
    r"[\s-]*(?:(?:is|are|be|been|being|to|should|must|shall|will|would|needs?|ought|has|have|"
    r"gets?|got|kept|keep|stays?|remains?|made)\s+)*",
    re.IGNORECASE,
)
#: a goal label the acronym is the value of: "Objective: SR", "target = IR", "aim is the SR"
_GOAL_LABEL: Final = re.compile(
    r"\b(?:objective|goal|aim|target|obj)\.?\s*(?:is|=|:|[-–—])\s*(?:the\s+)?"
    r"(?:[\w-]+['’]s\s+)?$",
    re.IGNORECASE,
)


def governed(text: str, start: int, end: int, directions: Sequence[tuple[int, int, str]]) -> bool:
    """Whether the acronym at `text[start:end]` is made an aim by a direction word among
    `directions` (start, end, side, offsets in `text`) or by a goal label before it: only then
    is "SR" the Sharpe ratio rather than a board or a meeting that shares its capitals."""
    for at, until, _ in directions:
        if until <= start and _BEFORE_LINK.fullmatch(text, until, start):
            return True
        if at >= end and _AFTER_LINK.fullmatch(text, end, at):
            return True
    return _GOAL_LABEL.search(text, 0, start) is not None


__all__ = ["ACRONYM", "governed"]
