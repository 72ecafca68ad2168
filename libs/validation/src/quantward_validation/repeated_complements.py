"""A range whose two ends each carry the same complement: "60 % of plantation acres to 90 % of
plantation acres", "0.9 times net growth to 1.35 times net growth", "20 % of Account market value
to 30 % of Account market value", "from 2 % of the loan book to 4 % of the loan book".

A careful drafter repeats the base at each end so that neither end can be read against another;
the words between the first figure and the joining word are then no new subject but the first
end's complement, which the second end says again. Read as a join, the two figures are one band,
as "10 % to 20 % of NAV" is (`mandate._RANGE_JOIN` knows only a few bases by name: NAV, assets,
capital; this reads any base by its repetition).
"""

from __future__ import annotations

import re
from typing import Final

#: the first end's complement, then the word joining the ends
_COMPLEMENT_THEN_JOIN: Final = re.compile(
    r"^\s*(?P<complement>[^\d.;:!?\n]{1,60}?)\s*(?:,\s*)?(?:to|through|and|up\s+to|[-–—])\s*$"
)
#: how much of the text after the second end is compared with the complement
_SPAN: Final = 80


def _normalised(phrase: str) -> str:
    return re.sub(r"[\s,]+", " ", phrase).strip()


def repeated_complement(lowered: str, joined: str, after_second: int) -> bool:
    """Whether the words `joined` between a range's first end and its second are the first end's
    complement and the same words follow the second end (`lowered` is the sentence, lower-cased,
    `after_second` where its second figure ends)."""
    m = _COMPLEMENT_THEN_JOIN.match(joined)
    if m is None:
        return False
    complement = _normalised(m.group("complement"))
    if len(complement) < 3 or not re.search(r"[a-z]{2}", complement):
        return False
    following = _normalised(lowered[after_second : after_second + _SPAN])
    return (
        following == complement
        or following.startswith(complement + " ")
        or (
            following.startswith(complement)
            and not following[len(complement) : len(complement) + 1].isalnum()
        )
    )


__all__ = ["repeated_complement"]
