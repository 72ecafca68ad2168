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

#: a verb of returning to a level, its object between, right before the figure
_RETURN_BEFORE: Final = re.compile(
    r"\b(?:reset|restor\w*|return\w*|revert\w*|realign\w*|rebalanc\w*|back)\b"
    r"(?:\s+(?!to\b)[\w'’-]+){0,4}?\s+to\s+(?:the\s+(?:level\s+of\s+)?|a\s+level\s+of\s+)?$",
    re.IGNORECASE,
)
#: where the search for the reset level ends: the end of the sentence after the band's
_END: Final = re.compile(r"(?<!\d)\.(?!\d)\s|\n\s*\n|$")


def reset_level(text: str, after: int) -> Quantity | None:
    """The figure after `after` (a band's end) that a verb of returning names as the level the
    book is brought back to, within the band's sentence, else None (spans are `text`'s)."""
    stop = next(_END.finditer(text, after)).start()
    window = text[after:stop]
    for q in quantities(window):
        if q.form == "plain":
            continue
        if _RETURN_BEFORE.search(window[max(0, q.start - 60) : q.start]):
            return Quantity(q.value, q.form, after + q.start, after + q.end, q.text)
    return None


__all__ = ["reset_level"]
