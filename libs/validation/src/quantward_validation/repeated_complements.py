"""A range whose two ends each carry the same complement: "60 % of plantation acres to 90 % of
plantation acres", "0.9 times net growth to 1.35 times net growth", "20 % of Account market value
to 30 % of Account market value", "from 2 % of the loan book to 4 % of the loan book".

A careful drafter repeats the base at each end so that neither end can be read against another;
the words between the first figure and the joining word are then no new subject but the first
end's complement, which the second end says again. Read as a join, the two figures are one band,
as "10 % to 20 % of NAV" is (`mandate._RANGE_JOIN` knows only a few bases by name: NAV, assets,
capital; this reads any base by its repetition).

The complement may itself hold a figure ("56 % redeemable within 30 days to 70 % redeemable
within 30 days", "8 % with any one manager to 10 % with any one manager"): that figure is a word
of the base, said twice, not a quantity of the clause (`complement_figures`). Read as one, it
would stand as the first end's partner, and the range would be lost or its ends misread.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from quantward_validation.operators import RANGE_JOIN
from quantward_validation.quantities import Quantity

#: the first end's complement, then the word joining the ends: in English, or in the other
#: languages of a fund's paperwork ("1,80% su base annua e 3,00% su base annua", "56,0% dos
#: recursos garantidores a 70,0% dos recursos garantidores", "60 dagars utbetalningar till 100
#: dagars utbetalningar", `operators.RANGE_JOIN`)
_COMPLEMENT_THEN_JOIN: Final = re.compile(
    r"^\s*(?P<complement>(?:[^.;:!?\n]|(?<=\d)\.(?=\d)){1,60}?)\s*(?:,\s*)?"
    rf"(?<![\w'’])(?:to|through|and|up\s+to|[-–—]|{RANGE_JOIN})\s*$"
)
#: how much of the text after the second end is compared with the complement
_SPAN: Final = 80


def _normalised(phrase: str) -> str:
    return re.sub(r"[\s,]+", " ", phrase).strip()


def _said_again(lowered: str, complement: str, at: int) -> re.Match[str] | None:
    """The same words as `complement` (a normalised phrase) said at `at`, ending at a word's
    end."""
    words = [re.escape(w) for w in complement.split(" ")]
    return re.compile(r"\s*,?\s*" + r"[\s,]+".join(words) + r"(?![a-z0-9])").match(lowered, at)


def complement_figures(lowered: str, found: Sequence[Quantity]) -> frozenset[int]:
    """The figures of a sentence (indices into `found`, its quantities in order; `lowered` the
    sentence lower-cased) that belong to a complement both ends of a range repeat: the words
    after a first end, up to the word joining it to a second end in the same form, said again
    after that second end. Only a complement that holds a figure has any."""
    inside: set[int] = set()
    for i, first in enumerate(found):
        for k in range(i + 2, len(found)):
            second = found[k]
            m = _COMPLEMENT_THEN_JOIN.match(lowered[first.end : second.start])
            if m is None:
                continue
            complement = _normalised(m.group("complement"))
            if second.form != first.form or not re.search(r"[a-z]{2}", complement):
                continue
            again = _said_again(lowered, complement, second.end)
            if again is None:
                continue
            inside.update(
                j
                for j, q in enumerate(found)
                if (first.end <= q.start and q.end <= second.start)
                or (second.end <= q.start and q.end <= again.end())
            )
            break
    return frozenset(inside)


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


__all__ = ["complement_figures", "repeated_complement"]
