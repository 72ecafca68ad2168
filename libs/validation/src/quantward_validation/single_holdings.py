"""One holding of a class, said with a quantifier of one, is a position, not the class's bucket.

"Holdings in any one money market fund", "a single high-yield bond", "each unrated note", "per
private-credit fund", "the largest liquidity fund" bound what one line of the book may weigh,
whatever the class of that line: a concentration limit (`max_position_weight`). The class
alone ("money market holdings", "high yield", "unrated paper") names a bucket of the book, a
subject of its own (`limits`). Only the subjects that name a class of instrument are read so; a
quantifier of one before a sector, a country, a currency or a counterparty ("any one country")
still names that subject, since a limit on one of them is theirs.

Patterns read lower-cased words (config names already split, `limits.words`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

#: a quantifier of one (or the one that weighs most) right before a class word: "any one",
#: "any single", "any individual", "a single", "one single", "no one", "no single", "each",
#: "every", "per", "the largest", "our biggest", "its single largest" (a bare "a" or "any"
#: with no word of one is left alone: "20 % in a money market fund" may be the whole bucket)
ONE_BEFORE: Final = re.compile(
    r"(?:\b(?:any|each|every|no|one|a|an|the\s+same)[\s_-]+(?:one|single|individual|given)|"
    r"\b(?:each|every|per)|"
    r"\b(?:the|its|our|their|a)[\s_-]+(?:single[\s_-]+)?(?:largest|biggest)|"
    r"\bsingle|\bindividual)[\s_-]+$"
)
#: a mention that begins with its own quantifier of one, merged with the class words right
#: after it ("single money market", "largest liquidity"; not "biggest concern is cash")
ONE_FIRST: Final = re.compile(r"(?:single|individual|largest|biggest)[\s_-]+")


def one_of_class(lowered: str, start: int, end: int, names_class: Callable[[str], bool]) -> bool:
    """Whether the class words of the mention at `start`–`end` of `lowered` are said of one
    holding ("any one …", "a single …"); `names_class` says whether a text opens with them.

    Why: a bound on one fund or issuer of a class is a concentration limit; read as the class's
    bucket it would make a per-fund cap look like a cap on all of the class.
    """
    if ONE_BEFORE.search(lowered[max(0, start - 40) : start]):
        return True
    first = ONE_FIRST.match(lowered, start, end)
    return first is not None and names_class(lowered[first.end() : end])


__all__ = ["ONE_BEFORE", "ONE_FIRST", "one_of_class"]
