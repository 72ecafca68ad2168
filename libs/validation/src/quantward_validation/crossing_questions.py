"""A figure that a yes/no question asks to cross, read with the answer it gets.

Mandates pasted as Q&A, FAQ sheets, e-mails and call notes state a limit as a refused
permission: "Could we go above 10 % in any one issuer? No.", "Q: Can the fund hold more than
10 % cash? A: No.", "Is it OK to go beyond 2x gross? — Not at all." The words around the
figure ("above 10 %") read, out of the question, as a floor; asked and refused, they make the
figure the ceiling. Granted ("… more than 10 % cash? Yes, up to 15 %.") the figure is no limit
at all, and unanswered ("Could we go above 10 %? Please check with compliance.") the question
states nothing.

`crossing_answer` says which of the three a figure is in, or None when it is not what a
question asks to cross. The mandate reader (`quantward_validation.mandate`) turns the bound
accordingly.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final, Literal

from quantward_validation.refusal_answers import BARE_REFUSAL

Answer = Literal["refused", "granted", "unanswered"]


@dataclass(frozen=True)
class CrossingQuestion:
    """How a question to cross a figure is answered, and which way it asked to cross it."""

    answer: Answer
    #: True for a question to go above the figure, False for one to go below it
    upward: bool


#: what ends a sentence (a decimal point ends none: "above 1.5x")
_STOP: Final = re.compile(r"[!?\n;]|\.(?!\d)")

#: words asking to cross the figure that follows: "go above", "exceed", "more than", "under"
_CROSSES: Final = re.compile(
    # ("at or above 10 %", "equal to or less than": the figure itself is allowed, no crossing)
    r"(?<!\bor\s)\b(?:(?P<up>above|over|beyond|past|exceed\w*|breach\w*|more\s+than|"
    r"higher\s+than|greater\s+than)|below|under|beneath|less\s+than|lower\s+than|fewer\s+than)"
    r"\s+(?:the\s+|a\s+)?$",
    re.IGNORECASE,
)
#: the start of a yes/no question (a modal or an auxiliary, or "is it OK to")
_YES_NO: Final = re.compile(
    r"\b(?:can|could|may|might|should|shall|would|will|is|are|do|does|did|am)\b",
    re.IGNORECASE,
)
#: what may stand before an answer: a label ("A:", "Answer:", "[Compliance]:"), a dash
_ANSWER_LEAD: Final = re.compile(
    r"\s*(?:[-–—>*]+\s*)?(?:(?:a|ans|answer|reply|response|\[[^\]\n]{1,40}\]|"
    r"[A-Z][\w.'’ -]{0,30})\s*[:：]\s*)?"
)
_REFUSED: Final = re.compile(
    r"(?:no|nope|nah|never|negative|not\s+at\s+all|not\s+a\s+chance|certainly\s+not|"
    r"absolutely\s+not|definitely\s+not|no\s+way|under\s+no\s+circumstances|"
    r"(?:we|you|it|the\s+fund|the\s+manager)\s+(?:can(?:no|['’])t|cannot|may\s+not|must\s+not|"
    r"won['’]t|will\s+not|shouldn['’]t|should\s+not|couldn['’]t|could\s+not))\b(?!\s+(?:limit|cap|problem|issue|worries|need|doubt|more|less))|"
    # ... or a bare "Cannot.", "Can't lah." (`refusal_answers`)
    + BARE_REFUSAL,
    re.IGNORECASE,
)
_GRANTED: Final = re.compile(
    r"(?:yes|yep|yeah|sure|certainly|of\s+course|absolutely|correct|that['’]s\s+fine|"
    r"(?:we|you|it|the\s+fund|the\s+manager)\s+(?:can|may|could))\b(?!\s+not)",
    re.IGNORECASE,
)


def crossing_answer(text: str, start: int, end: int) -> CrossingQuestion | None:
    """How the yes/no question holding the figure at `start`–`end` is answered, when that
    question asks to cross the figure ("Could we go above 10 %?"); None otherwise."""
    mark = text.find("?", end)
    if mark < 0 or _STOP.search(text, end, mark):
        return None  # the figure is in no question, or not in the one that follows it
    opened = max((m.start() for m in _STOP.finditer(text, 0, start)), default=-1)
    question = text[opened + 1 : mark]
    crossing = _CROSSES.search(question[: start - (opened + 1)])
    if crossing is None or not _YES_NO.search(question):
        return None
    upward = crossing.group("up") is not None
    lead = _ANSWER_LEAD.match(text, mark + 1)
    at = lead.end() if lead else mark + 1
    if _REFUSED.match(text, at):
        return CrossingQuestion("refused", upward)
    if _GRANTED.match(text, at):
        return CrossingQuestion("granted", upward)
    return CrossingQuestion("unanswered", upward)
