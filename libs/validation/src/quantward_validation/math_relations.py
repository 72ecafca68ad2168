"""Whose bound a figure is when a sentence writes several relations: the left side of its own.

Mathematical notation packs bounds into one sentence without a comma between them: "We impose
w_i ≤ 0.08 for each asset i and the weight of industry s ≤ 0.3 for each industry s" (TeX read
as plain text by `math_notation`), "w_i ≤ 5 % and Σ|w_i| ≤ 1.5". Prose readers take a figure's
subject from its clause, and such a clause names both subjects, so either figure would pass as
either bound. A relation says whose figure it is: the figure on the right of "≤", "≥", "<",
">" or "∈ [a, b]" bounds what is written on the left, up to the previous relation or the
joint before it ("and", a comma, a semicolon, "s.t.", "subject to").

`relation_subjects` gives that left side's subjects (the mention nearest the sign, with the
buckets coordinated into one name with it: "high-yield / unrated sleeve ≤ 10 %" bounds the two
together, so the figure is either's), empty when the figure is no right side of a relation or
its left side names no subject.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.limits import subject_mentions
from quantward_validation.shared_buckets import coordinated

#: a relation's sign just before a figure: "≤ ", "<= ", "≥", "∈ [0.02, " (the upper end too)
_SIGN_BEFORE: Final = re.compile(
    r"(?:≤|≥|⩽|⩾|<=|>=|=<|=>|(?<![<>=])[<>](?!=)|∈\s*[\[(][^\]\[()]{0,30}?)\s*[-+−]?$"
)
#: where a relation's left side begins: a joint between clauses, another relation's figure
_LEFT_START: Final = re.compile(
    r"(?:\band\b|\bwhile\b|\bs\.t\.|\bsubject\s+to\b|\bsuch\s+that\b|[,;:]|"
    r"(?:≤|≥|⩽|⩾|<=|>=|[<>=∈])\s*[-+−]?[\d.,]+\s*%?)",
    re.IGNORECASE,
)
#: how far back a left side may reach
_REACH: Final = 80


def relation_subjects(sentence: str, here: int) -> frozenset[str]:
    """The subjects of the left side of the relation whose right side is the figure at `here`
    in `sentence`: the mention nearest the sign and those coordinated with it, else none."""
    sign = _SIGN_BEFORE.search(sentence, max(0, here - 40), here)
    if sign is None:
        return frozenset()
    window_start = max(0, sign.start() - _REACH)
    left_start = max(
        (m.end() for m in _LEFT_START.finditer(sentence, window_start, sign.start())),
        default=window_start,
    )
    # (the sign is kept: "w_i" is a weight only before its relation)
    mentions = subject_mentions(sentence[left_start : sign.end()])
    if not mentions:
        return frozenset()
    # ... with the buckets named together with it, past an "and" that joins names, not
    # relations ("below-investment-grade and unrated bonds ≤ 5 %", `shared_buckets`)
    window = sentence[window_start : sign.end()]
    chain = coordinated(window, subject_mentions(window), sign.start() - window_start)
    return frozenset({mentions[-1][2]} | (chain if mentions[-1][2] in chain else frozenset()))


__all__ = ["relation_subjects"]
