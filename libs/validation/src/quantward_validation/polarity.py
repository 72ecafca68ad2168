"""Whether a number in a limit clause is in force: not superseded, hypothetical or only proposed.

A mandate or a message states a limit's value in force, but the same text may also give a value
that used to hold ("formerly 8 %", "we used to cap it at 8 %", "was raised from 8 % to 10 %"),
one that is only supposed ("if we were to allow positions above 10 %"), or one that was proposed
and not adopted ("a proposal to lift the cap to 20 % was rejected"). Mandate bounds
(`quantward_validation.mandate`) and provenance (`quantward_validation.provenance`) both read
through these tests, so a value one of them drops is never the other's stated value.
"""

from __future__ import annotations

import re
from typing import Final

#: a sentence that only supposes or proposes what it says: "if we were to …", "were the manager
#: to …", "suppose …", "a proposal to …", "… was rejected", "… has not been adopted"
_HYPOTHETICAL: Final = re.compile(
    r"\b(?:if\s+(?:[\w'-]+\s+){0,3}were|were\s+(?:we|it|they|the\s+\w+)\s+to|suppos(?:e|ing)|"
    r"hypothetic\w*|proposal|proposed|draft|under\s+(?:consideration|discussion)|"
    r"(?:was|were|been)\s+(?:rejected|turned\s+down|voted\s+down|withdrawn)|"
    r"(?:not|never)\s+(?:been\s+|yet\s+(?:been\s+)?)?(?:adopted|approved|accepted|agreed|ratified))\b"
)
#: a part of a sentence that says what used to hold
_PAST: Final = re.compile(
    r"\b(?:used to|previously|formerly|originally|initially|earlier|hitherto|"
    r"until\s+(?:now|recently)|had\s+been|was\s+once|the\s+old|last\s+(?:year|quarter|month|time)|"
    r"before|no\s+longer\s+(?:is|are|applies|apply|holds|hold|in\s+force)|"
    r"(?:not|no)\b[^,;]{0,30}\bany\s?more)\b"
)
#: a change of a value said with both ends: "was raised from 8 % to …", "cut from 2x to …" (the
#: value after "from" is the old one)
_CHANGED_FROM: Final = re.compile(
    # a change is told in the past ("was raised from", "went from"); "goes from 0.8 up to 1.6"
    # in the present is a range
    r"\b(?:(?:rais|increas|lift|lower|reduc|chang|mov|amend|revis|tighten|loosen|relax|extend|"
    r"widen|narrow|trimm|bump|push|pull|adjust|cut\s+back|scal)ed|cut|reset|went|taken|took|"
    r"brought)(?:\s+(?:up|down|back))?\s+from\s+(?:an?\s+|the\s+)?$"
)
#: where a part of a sentence ends: a comma, a dash, a parenthesis, "and", "but", "now"
_PART_END: Final = re.compile(r"\s[—–-]\s|[,;()]|\band\b|\bbut\b|\bnow\b|\bwhereas\b|\bwhile\b")


def hypothetical(sentence: str) -> bool:
    """Whether a sentence only supposes or proposes its values ("if we were to …")."""
    return _HYPOTHETICAL.search(sentence.lower()) is not None


def changed_from(before: str) -> bool:
    """Whether the number after `before` is the old end of a change ("raised from …")."""
    return _CHANGED_FROM.search(before.lower()) is not None


def past_part(sentence: str, start: int, end: int) -> bool:
    """Whether the part of `sentence` holding `start`–`end` says what used to hold."""
    lowered = sentence.lower()
    first = max((m.end() for m in _PART_END.finditer(lowered, 0, start)), default=0)
    last = next((m.start() for m in _PART_END.finditer(lowered, end)), len(lowered))
    return _PAST.search(lowered[first:last]) is not None or changed_from(lowered[first:start])


__all__ = ["changed_from", "hypothetical", "past_part"]
