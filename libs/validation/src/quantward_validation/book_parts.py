"""A part of a book named as a whole: "the growth portfolio", "the return-seeking assets", "our
equity sleeve", "the Plan's diversified growth mandate", "my YOLO bucket".

Pension, insurance and endowment paperwork, like a retail investor's post, names the pool a
limit applies to by what the pool is for. "Exposure to any one issuer in the growth portfolio"
caps every position of that pool, as "in the portfolio" does: the pool is the whole the limit
is counted over, not a subset of holdings of a kind ("positions in small caps"). The pattern
is a construction: a determiner or possessive, a few modifier words, and a head noun for a
pool of money.
"""

from __future__ import annotations

import re
from typing import Final

#: the head nouns of a pool of money a limit is counted over
PART_NOUNS: Final = (
    r"(?:portfolios?|funds?|sub-funds?|books?|sleeves?|buckets?|pots?|pools?|mandates?|"
    r"accounts?|assets|allocations?|portions?|segments?|components?|carve-outs?|stash)"
)
#: what makes the noun phrase name one pool the speaker has: an article, a demonstrative or a
#: possessive ("the scheme's", "Linda's")
_DETERMINER: Final = r"(?:the|this|that|our|your|their|its|my|his|her|[\w-]+['’]s)"
#: a named pool: a determiner, up to three modifier words, the head noun
NAMED_PART: Final = re.compile(
    rf"{_DETERMINER}\s+(?:[\w&'’-]+\s+){{0,3}}?{PART_NOUNS}\b", re.IGNORECASE
)


def names_a_part(text: str) -> bool:
    """Whether `text` opens with a pool of the book named as a whole ("the growth portfolio"):
    the scope a limit is counted over, not a subset of holdings."""
    return NAMED_PART.match(text.strip()) is not None


__all__ = ["NAMED_PART", "PART_NOUNS", "names_a_part"]
