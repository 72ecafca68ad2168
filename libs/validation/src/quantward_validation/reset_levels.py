"""The level a book is reset to when a rebalancing band is breached.

"The 2.5–5 % band is a rebalancing trigger only; portfolio to be brought back to 5 % whenever
the band is breached", "weights to be reset to 25 % once it is crossed", "restore the book to
30 %": the band only says when to trade; the figure after a verb of returning ("brought back
to", "reset to", "restored to", "rebalanced to", "reverted to", "taken back to") is the level the
manager holds. `mandate` lets a band kept for rebalancing only give way to it, as it does to a
point said beside the band. Pure.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.quantities import Quantity, quantities

#: the point a band is kept around, named as such: "the policy target", "its strategic weight",
#: "the long-term neutral allocation", "the SAA midpoint"
_POINT_NAMED: Final = (
    r"(?:(?:the|its|their|our|a)\s+)?(?:(?:policy|strategic|long[\s-]term|neutral|benchmark|"
    r"saa|central|agreed|stated)\s+){0,2}(?:target|weight|allocation|level|mid-?point|centre|"
    r"center|point)s?"
)
#: a verb of returning to a level, its object between, right before the figure
_RETURN_BEFORE: Final = re.compile(
    r"\b(?:reset|restor\w*|return\w*|revert\w*|realign\w*|rebalanc\w*|back)\b"
    r"(?:\s+(?!to\b)[\w'’-]+){0,4}?\s+to\s+(?:the\s+(?:level\s+of\s+)?|a\s+level\s+of\s+)?"
    # ... or to the point named as such: "back to the policy target of 22.5 %", "to its
    # strategic weight of 20 %", "to the neutral allocation (25 %)"
    rf"(?:{_POINT_NAMED}\s*(?:of|at|,|\(|=|:)?\s*)?$",
    re.IGNORECASE,
)
#: where the search for the reset level ends: the end of the sentence after the band's
_END: Final = re.compile(r"(?<!\d)\.(?!\d)\s|\n\s*\n|$")


def reset_level(text: str, after: int) -> Quantity | None:
    """The figure after `after` (a band's end) that a verb of returning names as the level the
    book is brought back to, within the band's sentence or the one after it ("… 15 % to 30 %.
    When drift pushes it outside, staff rebalance back to the policy target of 22.5 %."), else
    None (spans are `text`'s)."""
    ends = _END.finditer(text, after)
    stop = next(ends).end()
    stop = next(_END.finditer(text, stop)).start() if stop < len(text) else len(text)
    window = text[after:stop]
    for q in quantities(window):
        if q.form == "plain":
            continue
        if _RETURN_BEFORE.search(window[max(0, q.start - 60) : q.start]):
            return Quantity(q.value, q.form, after + q.start, after + q.end, q.text)
    return None


__all__ = ["reset_level"]
