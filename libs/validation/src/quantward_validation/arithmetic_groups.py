"""Brackets that group an operand of arithmetic said in words: "(expected return − murabaha
rate) divided by volatility".

An objective written half in words, half as a formula brackets its numerator the way a formula
does: "maximise (expected return − murabaha rate) divided by volatility", "(return less the
cash rate) over risk", "volatility per (unit of capital)". Prose readers take a bracket for an
aside of its own clause ("Sharpe maximisation (volatility isn't a worry)"); a bracket whose
group an arithmetic word or sign joins to what stands beside it is no aside but an operand, and
the clause runs through it.

Pure: text in, spans out.
"""

from __future__ import annotations

import re
from typing import Final

#: an arithmetic operator in words or signs
_OPERATOR: Final = (
    r"(?:divided\s+by|over|per|times|multiplied\s+by|minus|less|plus|net\s+of|to|"
    r"[/÷×*+−–-](?!\s*[-–—]))"
)
#: a bracketed group with no bracket inside, and the operator that joins it after or before it
_GROUP: Final = re.compile(r"\s*\((?P<inner>[^()\n]{1,80})\)\s*")
_AFTER: Final = re.compile(rf"{_OPERATOR}(?=[\s(]|\w)", re.IGNORECASE)
_BEFORE: Final = re.compile(rf"(?:^|\s){_OPERATOR}\s*$", re.IGNORECASE)
#: an operator inside the group: what it groups is arithmetic, not a remark
_INNER_OPERATOR: Final = re.compile(
    r"\s(?:minus|less|plus|over|divided\s+by|times|net\s+of)\s|[/÷×*+−–-]", re.IGNORECASE
)


def operand_groups(text: str) -> list[tuple[int, int]]:
    """The spans (with the spaces around them) of bracketed groups that are operands of an
    arithmetic word or sign beside them, and hold arithmetic themselves."""
    found: list[tuple[int, int]] = []
    for m in _GROUP.finditer(text):
        if _INNER_OPERATOR.search(m.group("inner")) is None:
            continue
        if _AFTER.match(text, m.end()) or _BEFORE.search(text[max(0, m.start() - 20) : m.start()]):
            found.append((m.start(), m.end()))
    return found


#: the rest of a bracketed group, its closing bracket, and a division: "− cash rate) / ", "minus
#: the murabaha rate) over the "
_GROUP_DIVIDED: Final = re.compile(
    r"[^()]*\)\s*(?:/|÷|over|divided\s+by)\s*(?:the\s+|its\s+|their\s+|portfolio\s+)*$",
    re.IGNORECASE,
)


def divides_group(between: str) -> bool:
    """Whether the words `between` a term and the next close the first term's bracketed group
    and divide it by the next: the group is the numerator, the next term the denominator."""
    return _GROUP_DIVIDED.fullmatch(between) is not None


__all__ = ["divides_group", "operand_groups"]
