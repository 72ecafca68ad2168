"""A figure the writer gives to fill a gap that someone else's draft left.

"The copilot's draft left this blank, so to fill it in: the single-name weight can be at most
5 %", "Your draft didn't include a figure for issuers — no single issuer above 5 %", "Since the
agent's draft was silent on issuers, I'm adding it: …". The draft is named only as what lacked
the figure; the figure after the clause that says so is the writer's own, and the sentence
supposes nothing. `gap_filled_from` gives where the writer's own part begins, so that a reader
of suppositions (`polarity.hypothetical`) reads only that part.
"""

from __future__ import annotations

import re
from typing import Final

#: a clause saying a draft (or a bot's, an agent's text) lacked the figure: "left this blank",
#: "omitted", "didn't include", "was silent on", "is missing", "skipped", "had no figure for"
_GAP: Final = re.compile(
    r"\b(?:draft|version|output|answer|summary|brief|plan|copilot|assistant|agent|bot|model)\b"
    r"[^.;:\n]{0,40}?\b(?:"
    r"left\s+(?:(?:this|that|it|them|the\s+[\w-]+(?:\s+[\w-]+)?)\s+)?(?:blank|empty|open|out|"
    r"unfilled|unspecified|undefined|tbd)|"
    r"(?:omit(?:s|ted)?|skipp(?:ed|s)|miss(?:ed|es)|lack(?:s|ed)?|dropp(?:ed|s))\b|"
    r"(?:is|was|were|are)\s+(?:silent\s+on|missing|blank|empty|incomplete)|"
    r"(?:did|does|do)\s*(?:not|n['’]t)\s+(?:include|have|give|state|mention|set|fill|cover)|"
    r"had\s+no\s+(?:figure|number|value|limit)|"
    r"(?:has|had)\s+(?:a\s+)?(?:gap|blank|hole)"
    r")",
    re.IGNORECASE,
)
#: where the clause that names the gap hands over to the writer's own words
_HANDOVER: Final = re.compile(r"[:;—–]|\s-\s|,\s*(?:so|but)\b|\bso\b")


def gap_filled_from(sentence: str, here: int) -> int:
    """The offset of `sentence` from which the writer's own words fill a gap a draft left,
    when a clause before `here` says the draft lacked the figure; else 0."""
    start = 0
    for gap in _GAP.finditer(sentence, 0, here):
        handover = _HANDOVER.search(sentence, gap.end(), here)
        if handover is not None:
            start = handover.end()
    return start


__all__ = ["gap_filled_from"]
