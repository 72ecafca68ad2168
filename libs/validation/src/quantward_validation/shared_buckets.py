"""Buckets named together under one noun share the cap written on them.

Guidelines cap two credit buckets at once: "below-investment-grade and non-rated bonds ≤ 5 %",
"the high-yield / unrated sleeve ≤ 10 %", "paper rated below BBB- or not rated at all, at most
7.5 %". The readers give a figure the subject nearest to it, so the bucket written first went
unbounded, and a plan's cap on it read as a limit nobody set. A cap on the two together caps
each of them: neither can exceed what both may hold. A floor on the two says nothing of either
alone, and a range gives each only its upper end. A level the clause fixes for the two ("hold
it at 15 %", "the guideline is 10 %; the 5–10 % band is only an alert") is given to each as
that fixed level, and then no band beside it is: the clause leaves no band to choose from.

`coordinated` finds the subjects written in one chain with a mention ("A / B", "A & B", "A and
B", "A or B", "A, B and C"), nothing else between them; `shared_ceilings` gives each of them
the cap of a bound read on the chain.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Final, Protocol, TypeVar

#: what joins two names into one chain: a slash, an ampersand, a plus, "and", "or", "and/or"
#: (a comma alone lists things that may each have their own figure), after a rating's notch
#: that ends the name before it ("rated below BBB- or unrated")
_JOINT: Final = re.compile(
    r"[-+]?[^\S\n]*(?:/|&|\+|\band/or\b|\band\b|\bor\b)[^\S\n]*", re.IGNORECASE
)
#: a list whose figures go to its names in turn says each its own figure, not one for all
_RESPECTIVELY: Final = re.compile(r"\brespectively\b", re.IGNORECASE)


def coordinated(text: str, mentions: Sequence[tuple[int, int, str]], at: int) -> frozenset[str]:
    """The subjects chained by joints alone with the mention the figure at `at` is said of (the
    last mention before it, else the first after it), that mention's own subject included."""
    if not mentions or _RESPECTIVELY.search(text):
        return frozenset()
    before = [i for i, m in enumerate(mentions) if m[1] <= at]
    k = before[-1] if before else next((i for i, m in enumerate(mentions) if m[0] >= at), None)
    if k is None:
        return frozenset()
    first = last = k
    while first > 0 and _JOINT.fullmatch(text, mentions[first - 1][1], mentions[first][0]):
        first -= 1
    while last + 1 < len(mentions) and _JOINT.fullmatch(
        text, mentions[last][1], mentions[last + 1][0]
    ):
        last += 1
    return frozenset(m[2] for m in mentions[first : last + 1])


class _Bound(Protocol):
    @property
    def subject(self) -> str: ...
    @property
    def kind(self) -> str: ...
    @property
    def start(self) -> int: ...
    @property
    def low(self) -> float | None: ...
    @property
    def high(self) -> float | None: ...


def fixed(bound: _Bound) -> bool:
    """Whether a bound fixes a level: a target, or a range from a value to itself."""
    return bound.kind == "target" or (
        bound.kind == "range" and bound.low is not None and bound.low == bound.high
    )


B = TypeVar("B", bound=_Bound)


def shared_ceilings(
    text: str,
    bounds: Sequence[B],
    mentions: Sequence[tuple[int, int, str]],
    cap: Callable[[B, str], B],
) -> list[B]:
    """The bounds read in `text`, with each cap (a ceiling, a range's upper end or a fixed
    level, made by `cap(bound, subject)`) given to every other subject chained with the one it
    was read of."""
    out = list(bounds)
    # a subject the text gives a figure of its own keeps its own ("HY and unrated: 5 % and
    # 3 %" is no shared cap)
    bounded = {b.subject for b in bounds}
    chains = {id(b): coordinated(text, mentions, b.start) for b in bounds}
    held = {b.subject for b in bounds if fixed(b) and b.subject in chains[id(b)]}
    for bound in bounds:
        if bound.kind not in ("ceiling", "range", "target"):
            continue
        chain = chains[id(bound)]
        if bound.subject not in chain:
            continue  # the figure was given another subject than the nearest mention's
        if (bound.subject in held) != fixed(bound):
            continue  # a level held fixed is shared alone; a target beside a cap is no cap
        out += [cap(bound, subject) for subject in sorted(chain - bounded)]
    return out


__all__ = ["coordinated", "shared_ceilings"]
