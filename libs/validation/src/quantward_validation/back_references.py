"""A later sentence that gives a limit its new value by referring back to it rather than naming
it: "Peak-to-trough was 50 % in the OP; she wants it at 25 % and that's what we're going with
now", "Cash was 2 % originally. We've gone with 5 % since.", "The previous policy allowed 8 %.
The revised one says 5 %."

A thread's update rarely repeats the limit's name: it says "it", "that one", or that the new
figure is what "we're going with". When the earlier value is said as past ("was … in the OP"),
such a sentence restates the same limit with its new value. `provenance` reads it beside the
sentences that name the subject (`refers_back`).
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.supersession import DOCUMENT_NOUN

#: a pronoun for the limit named before ("wants it at", "keep that at", "set this one to"), or
#: a phrase that gives the figure as the one now chosen ("that's what we're going with", "we've
#: gone with", "we're sticking with", "we settled on")
_BACK: Final = re.compile(
    r"\b(?:it|that|this(?:\s+one)?|that\s+one)\s+(?:at|to|down\s+to|up\s+to|back\s+to)\b|"
    r"\b(?:going|gone|go|went|sticking|stick|run(?:ning)?)\s+with\b|"
    r"\bsettled\s+on\b|\bwe['’]?re\s+(?:now\s+)?at\b|\bnow\s+(?:it['’]?s|it\s+is)\b|"
    # ... or the version of the documents in force now, set against the earlier one the limit
    # was given in ("The current ones are stricter: 3 %", "the revised policy says 5 %",
    # "today's rules: 4 %")
    r"\b(?:current|present|new|revised|amended|updated|today['’]s)\s+(?:ones?|versions?|"
    r"procedures|polic(?:y|ies)|rules|rulebook|guidelines|documents|terms|prospectus|mandate|ips|"
    rf"framework|restrictions|edition|{DOCUMENT_NOUN})\b",
    re.IGNORECASE,
)


def refers_back(sentence: str) -> bool:
    """Whether `sentence`, naming no subject of its own, gives a value to the limit named
    before it."""
    return _BACK.search(sentence) is not None


__all__ = ["refers_back"]
