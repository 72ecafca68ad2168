"""A limit named by what is held in reserve: a floor by its noun, without "min" in its name.

A fund names the cash it keeps against capital calls a "liquidity reserve", a "cash buffer", a
"margin cushion" or a "holdback": the noun already says the amount is kept at least at its level
(`liquidityReserve`, `marginBuffer`, `cashCushion`), as "minimum" does. A plan's constraint so
named is a floor (`mandate.plan_kind`), unless its name also says it is capped ("max cash
reserve", `reserveCap`). Pure.
"""

from __future__ import annotations

import re
from typing import Final

#: the nouns of an amount set aside and kept at least at its level (`floor_subjects` reads a
#: bare "limit" said of them as their floor)
HELD_NOUNS: Final = r"(?:reserves?|buffers?|cushions?|holdbacks?|hold[\s-]backs?|set[\s-]asides?)"
_HELD: Final = re.compile(rf"\b{HELD_NOUNS}\b")
#: a name that caps the reserve instead ("max cash reserve", "reserve cap", "upper buffer")
_CAPPED: Final = re.compile(r"\b(?:max|maximum|cap|caps|ceiling|upper|most)\b")


def held_minimum(name_words: str) -> bool:
    """Whether a constraint's name, as words ("liquidity reserve"), names an amount held in
    reserve, and so a floor, rather than a cap on it."""
    lowered = name_words.lower()
    return bool(_HELD.search(lowered)) and not _CAPPED.search(lowered)


__all__ = ["HELD_NOUNS", "held_minimum"]
