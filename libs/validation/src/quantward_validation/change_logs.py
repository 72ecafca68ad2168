"""A change written with an arrow: the old value on its left, the new one on its right.

A workbook's change log, a ticket or a hurried note writes a change as "old → new": "v3: cap
changed 8% → 6%", "Gross exposure max 240% gross→160% gross (current)", "TE budget: 300bp ->
250bp", "issuer 10% => 7.5%". The figure before the arrow is what held until the change and is
no longer in force; the one after it is the value now. An arrow is never a comparison: "-> 160 %"
is no "greater than 160 %" (`operators.normalise` writes the typed arrows "->", "=>" as "→",
one character for one, so no reader sees their ">"). Pure.
"""

from __future__ import annotations

import re
from typing import Final

#: an arrow as people type or paste it: "→", "⟶", "➔", "➜", "⇒", and (after `typed_arrows`)
#: "->", "-->", "=>"
_ARROW: Final = r"(?:→|⟶|➔|➜|➝|⇒|⇨|-{1,2}>|=>)"
#: after the old figure: its unit's or measure's word or two ("gross", "of NAV"), an arrow, and
#: the new figure
_OLD_SIDE: Final = re.compile(
    rf"(?:\s*[A-Za-z][\w.]*){{0,2}}\s*{_ARROW}\s*[(\[]?\s*[-+−]?(?:\d|\.\d)", re.IGNORECASE
)
#: an arrow typed with ASCII before a figure: "->", "-->" anywhere, "=>" only after a figure
#: ("8% => 6%"; after a name, "x => 5", it may be a typed "at least")
_NEXT_FIGURE: Final = r"(?=\s*[(\[]?\s*[-+−]?(?:\d|\.\d))"
_TYPED: Final = re.compile(
    rf"--?>{_NEXT_FIGURE}|(?P<after_figure>(?<=[\d%])(?:\s*[A-Za-z]{{1,8}})?\s*)=>{_NEXT_FIGURE}"
)


def old_side(text: str, start: int, end: int) -> bool:
    """Whether the figure at `start`–`end` of `text` is the old side of a change written with an
    arrow ("8% → 6%"): no longer the value in force."""
    return _OLD_SIDE.match(text, end) is not None


#: before the new figure: the old figure, its word or two, and the arrow
_NEW_SIDE: Final = re.compile(
    rf"(?:\d|\d\s*%|\d\s*[a-z]{{1,3}})(?:\s*[A-Za-z][\w.]*){{0,2}}\s*{_ARROW}\s*[(\[]?\s*$",
    re.IGNORECASE,
)


def new_side(before: str) -> bool:
    """Whether the figure after `before` (its sentence up to it) is the new side of a change
    written with an arrow ("8% → "): the value a limit now takes."""
    return _NEW_SIDE.search(before) is not None


def typed_arrows(text: str) -> str:
    """`text` with the arrows typed in ASCII before a figure ("-> 160%", "=> 7.5%") written as
    "→" padded to their length, so no reader takes their ">" for a comparison."""

    def arrow(m: re.Match[str]) -> str:
        kept = m.group("after_figure") or ""  # the unit's word before "=>" stays
        return kept + " " * (len(m.group(0)) - len(kept) - 1) + "→"

    return _TYPED.sub(arrow, text)


__all__ = ["new_side", "old_side", "typed_arrows"]
