"""A clause filed under a heading: "Concentration and allocation: loans to tribal enterprises
shall not exceed 2 %".

Policies number their clauses and file each under a topic before a colon ("Concentration and
allocation:", "Portfolio limits:", "Risk limits:"). When the body after the colon names what it
bounds before its figure, the heading's words are the topic, not the subject: "concentration"
there says the clause is about concentration limits, and read as the subject it makes every
figure of the body a single-name cap. A body that opens with its operator or its figure
("Concentration: no more than 5 % per issuer") has no subject of its own, and the heading is
its subject.
"""

from __future__ import annotations

import re
from typing import Final

#: a heading a clause opens with, before its colon: "Concentration and allocation:", "Risk
#: limits:" (no figure in it, a few words)
_HEADING: Final = re.compile(r"^\s*[^\d:;.\n]{2,60}?:\s+")
#: the body after a heading opens with its own subject, not with the operator or the figure
#: ("Concentration: no more than 5 %" is the heading's limit)
_OPERATOR_FIRST: Final = re.compile(
    r"(?:(?:no|not|never|max|maximum|min|minimum|at|up|under|below|above|over|less|more|cap|"
    r"floor|ceiling|limit|between|from|within)\b|[<>≤≥=±+-]|\d)",
    re.IGNORECASE,
)


def body_start(sentence: str, at: int) -> int:
    """Where the body of a clause under a heading starts ("Concentration and allocation: loans
    to tribal enterprises shall not exceed 2 %"), when the body before the figure at `at` names
    a subject of its own: the heading files the clause under a topic, the body says what is
    bounded, and the heading's words are no other limit. Else 0 (the whole sentence)."""
    head = _HEADING.match(sentence)
    if head is None or head.end() >= at or _OPERATOR_FIRST.match(sentence, head.end()):
        return 0
    return head.end()


__all__ = ["body_start"]
