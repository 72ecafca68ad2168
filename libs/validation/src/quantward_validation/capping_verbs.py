"""A verb of capping with its object before the value: "the risk appetite caps X at 20 %".

Policies bound a subject with a verb whose object stands between it and the value: "The
Committee's risk appetite caps holdings in any one fund at 20 per cent", "the charter limits
gross exposure to 1.5x", "the covenant floors the liquidity buffer at 10 %". Read as a plain
statement ("X at 20 %"), the value is a target; the verb says it is a ceiling (or a floor).
A noun ("the caps on cash at …") is no verb: a determiner before it says so.
"""

from __future__ import annotations

import re
from typing import Final, Literal

#: the verb, its object (a few words, no clause break), then "at" or "to" right before the value
_CAPPING_VERB: Final = re.compile(
    r"(?<!\bthe\s)(?<!\ba\s)(?<!\bany\s)(?<!\bits\s)(?<!\btheir\s)(?<!\bno\s)(?<!\bour\s)"
    r"\b(?:(?P<ceiling>caps|capped|capping|limits|limited|limiting|restricts|restricted|"
    r"restricting|constrains|constrained)|(?P<floor>floors|floored|flooring))\s+"
    r"(?:[^\s.;:!?]+\s+){1,10}?(?:at|to)\s+(?:an?\s+|the\s+)?(?:(?:level|maximum|minimum)\s+of\s+)?$"
)


def capping_verb_side(before: str) -> Literal["ceiling", "floor"] | None:
    """The side a verb of capping gives the value after `before` (its sentence, lower-cased, up
    to the value): "caps … at" a ceiling, "floors … at" a floor; None without such a verb."""
    found = _CAPPING_VERB.search(before[-120:])
    if found is None:
        return None
    return "floor" if found.group("floor") is not None else "ceiling"


__all__ = ["capping_verb_side"]
