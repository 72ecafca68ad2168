"""Where a definition's meaning proper starts, after the qualifiers drafters put before it.

A drafter often opens a definiens with a phrase that says when, where or under what reserve the
meaning holds, set off by commas: '"Cash Limit" means, at any time, not less than 5 per cent.
of Net Asset Value', '"Leverage Cap" means, subject to clause 4, 2.0x', '"Issuer Limit" shall
mean, for the purposes of this Schedule and save as provided in paragraph 3.2, ten per cent.'.
The qualifier is no part of the value: a restriction that uses the term ("shall not exceed the
Leverage Cap") bounds by what follows it. A qualifier is a phrase that opens with a word of
circumstance or reserve (a preposition, "subject", "save", "unless", "notwithstanding", "where",
"as", …), ends at a comma and holds no figure with a unit (a clause number or a date in it,
"subject to clause 4", "with effect from 1 January 2025", is a reference, not the value); a few
adverbials of time ("at all times", "from time to time") qualify without commas. Pure.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.quantities import quantities

#: the words a qualifier opens with: circumstance (time, place, purpose, respect) or reserve
_OPENER: Final = (
    r"(?:at|on|in|for|from|with|within|during|until|till|by|under|upon|as|after|before|"
    r"subject|save|saving|except|excepting|excluding|including|unless|notwithstanding|"
    r"pursuant|where|when|whenever|if|provided|other\s+than|without|absent|following|"
    r"prior|then|together|calculated|measured|determined|expressed|taken|aggregated|"
    r"applied|assessed|tested|otherwise|always|only|solely)"
)
#: a qualifier set off by commas (its leading comma is the definiens' own: "means, …,")
_COMMA_QUALIFIER: Final = re.compile(
    rf"\s*,?\s*(?P<phrase>(?i:{_OPENER})\b[^,;:\n]{{0,100}}?)\s*,\s*(?=\S)"
)
#: ... or set off by dashes or brackets: "means – subject to clause 4 – 2.0x", "means (at all
#: times) 6 per cent."
_SET_OFF_QUALIFIER: Final = re.compile(
    rf"\s*,?\s*(?:[–—]|\s-)\s*(?P<phrase>(?i:{_OPENER})\b[^–—\n]{{0,100}}?)\s*(?:[–—]|-\s)\s*(?=\S)|"
    rf"\s*,?\s*\(\s*(?P<bracketed>(?i:{_OPENER})\b[^()\n]{{0,100}}?)\s*\)\s*,?\s*(?=\S)"
)
#: an adverbial of time that qualifies without commas: "means at all times 4 per cent."
_BARE_QUALIFIER: Final = re.compile(
    r"\s*,?\s*(?i:at\s+(?:any|all)\s+times?|from\s+time\s+to\s+time|at\s+each\s+\w+(?:\s+\w+)?|"
    r"on\s+each\s+\w+(?:\s+\w+)?|in\s+aggregate|in\s+total|always)\s+(?=\S)"
)
#: a qualifier is followed by at most this many of them ("at any time, and subject to …,")
_MAX_QUALIFIERS: Final = 3


def _holds_value(phrase: str) -> bool:
    """Whether a phrase states a figure with a unit (a percentage, a multiple, basis points): a
    clause number or a date in a qualifier is a reference, not the value being defined."""
    return any(q.form not in ("plain", "money") for q in quantities(phrase))


def meaning_start(meaning: str) -> int:
    """Where the meaning proper of a definiens starts: after its leading qualifiers ("at any
    time,", "subject to clause 4,", "for the purposes of this Schedule,"), so that a use of the
    term is written out as the value the term defines. 0 when none opens it, or when what
    would be left states no number (then the phrase was the meaning itself). A qualifier may be
    set off by commas, dashes or brackets."""
    at = 0
    for _ in range(_MAX_QUALIFIERS):
        m = (
            _COMMA_QUALIFIER.match(meaning, at)
            or _SET_OFF_QUALIFIER.match(meaning, at)
            or _BARE_QUALIFIER.match(meaning, at)
        )
        if m is None:
            break
        named = m.groupdict()
        phrase = named.get("phrase") or named.get("bracketed") or m.group(0)
        if _holds_value(phrase):
            break
        at = m.end()
    if at and next(quantities(meaning[at:]), None) is None:
        return 0
    return at


__all__ = ["meaning_start"]
