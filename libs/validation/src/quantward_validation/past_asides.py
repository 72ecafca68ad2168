"""A value said as past in the aside right after it, and a value a replacement gives.

"The former cap of 10 %, which was valid until June, is replaced by 20 %" and "the sector limit
of 15 %, which applied until last year, gives way to 22 %" say what held before in the comma part
beside the value (a relative clause or a participle about the value's noun), not in the value's
own part. The aside speaks of the value before it, so the value is as past as if the marker were
in its own part. A value that a word of replacing introduces ("is replaced by 20 %", "gives way
to 22 %", "makes way for") is the new one, whatever its sentence says of the old.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.polarity import changed_to, past_part

#: an aside right after a value (its base and period read already): a comma, then a relative
#: pronoun or a participle that describes the value's noun, up to the next comma or dash
_ASIDE: Final = re.compile(
    # ... set off by commas, brackets or dashes: "10 % (valid until June)", "10 % – in force
    # until June –"
    r"\s*(?:,|\(|[–—]|\s-\s)\s*(?P<aside>(?:which|that|as|then|in\s+force|valid|applicable|applied|applying|"
    r"effective|binding|set|agreed|approved|having)\b[^,;()—–]{0,80}?)\s*(?=,|[—–]|\s-\s|\))"
)
#: words of an aside that say when the value stopped holding: "until June", "till March"
_UNTIL: Final = re.compile(r"\b(?:until|till|up\s+to)\b")
#: a word of replacing said before the new value: "is replaced by", "gives way to", "makes way
#: for", "is succeeded by", "yields to", "is now"
_NEW_VALUE: Final = re.compile(
    r"\b(?:(?:replaced|superseded|succeeded)\s+(?:by|with)|(?:gives?|gave|given|giving)\s+way\s+to|"
    r"(?:makes?|made|making)\s+way\s+for|yields?\s+to|"
    # ... or the value said to hold now: "is now 20 %", "now reads 20 %", "now stands at"
    r"(?:is|are|reads?|stands?\s+at)\s+now|now\s+(?:is|are|reads?|stands?\s+at|sits?\s+at))"
    r"\s+(?:an?\s+|the\s+)?(?:new\s+)?$"
)


def past_aside(sentence: str, end: int) -> bool:
    """Whether the aside right after a value ending at `end` says it held before: a past
    marker in it ("which applied until last year", "formerly in force"), or an end date in it
    when the sentence goes on to give the value that replaces it ("in force until March,
    gives way to 22 %")."""
    lowered = sentence.lower()
    m = _ASIDE.match(lowered, end)
    if m is None:
        return False
    if past_part(lowered, m.start("aside"), m.end("aside")):
        return True
    rest = lowered[m.end("aside") :]
    following = re.search(r"\d", rest)  # the next value, said after a word of replacing
    return (
        bool(_UNTIL.search(m.group("aside")))
        and following is not None
        and new_value(rest[: following.start()])
    )


def new_value(before: str) -> bool:
    """Whether the value after `before` (its sentence up to it) is the one a change or a
    replacement gives ("has since raised it to", "is replaced by", "gives way to")."""
    lowered = before.lower()
    return changed_to(lowered) or bool(_NEW_VALUE.search(lowered))


__all__ = ["new_value", "past_aside"]
