"""A clause that offers every value of a set, said of the subject of the clause before it.

Research protocols grant a parameter's room in two clauses: "Gross leverage is a tuning
parameter; the sponsor allows any value in [0.65, 1.3]", "The sector cap is left free: every
level between 10 % and 20 % is acceptable", or refuse it: "the interval … is a sensitivity
analysis only; the baseline, and the only admissible value, is 25 %", and trustees grant it by
a place in it: "the board has delegated the level of X to you. Anywhere in 3 %–6 % is
acceptable", or by naming it as the manager's room: "you have discretion on X. 1x to 2x is your
box", or by anything of it: "choose X yourselves; anything from 2 % up to 4 % is fine". The
second clause names no
subject; it quantifies over the values of the one just named. The mandate reader (`mandate`)
carries the subject of the clause before into such a clause, as it does for "it" and "the same
limit".
"""

from __future__ import annotations

import re
from typing import Final

#: "any value in [a, b]", "every level between a and b", "any point within", "any setting from"
_ANY_VALUE: Final = re.compile(
    r"\b(?:any|every|each|whatever)\s+(?:(?:admissible|feasible|permitted|single)\s+)?"
    r"(?:value|level|point|figure|number|setting|choice|calibration)s?\s+"
    r"(?:in|within|inside|between|from|of|on)\b|"
    # ... or any place in it: "Anywhere in 3 %–6 % is acceptable", "anywhere between 1x and 2x
    # will do", "wherever in the 5–8 % range"
    r"\b(?:anywhere|wherever|any\s*where)\s+(?:in|within|inside|between|from)\b|"
    # ... or anything of it: "anything from 2 % up to 4 % is fine", "whatever between 1x and
    # 2x suits you", "anything at all inside 5–8 % works"
    r"\b(?:anything|any\s+thing|whatever)\s+(?:at\s+all\s+|you\s+(?:like|want|choose)\s+)?"
    r"(?:in|within|inside|between|from)\b|"
    # ... or the set named as someone's room: "7.5 %–15 % is your box", "1x to 2x is the
    # desk's lane", "that's your corridor"
    r"\b(?:is|are|'s|’s)\s+(?:your|his|her|their|the\s+(?:pm|desk|manager|team|adviser|advisor)"
    r"(?:['’]s|s['’]))\s+(?:own\s+)?(?:box|sandbox|lane|playground|corridor|band|range|bracket|"
    r"window|zone|room|envelope)\b|"
    # ... or the one value left of it: "the baseline, and the only admissible value, is 25 %"
    r"\bthe\s+only\s+(?:admissible|permitted|allowed|acceptable|feasible)\s+(?:value|level)\b",
    re.IGNORECASE,
)


def any_value_in(clause: str) -> bool:
    """Whether `clause` offers every value of a set (an interval, a band), or names the one
    value left of it, without naming whose."""
    return _ANY_VALUE.search(clause) is not None


__all__ = ["any_value_in"]
