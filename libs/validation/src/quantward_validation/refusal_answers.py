"""A bare refusal as chat and South and East Asian business English answer a yes/no question.

"You asked … can go up to 60 % or not? Cannot. Max 30 % lah.", "> can we take cash down to 5 %?
Cannot one.", "Can't lah.", "Cannot, sorry.", "No can.", "Impossible." The answer has no subject
and often no verb after its modal; it refuses what the question asked as plainly as "No." does.
`BARE_REFUSAL` is a regular-expression fragment (read with IGNORECASE) that the readers of
answers join to their own refusals: `provenance.refused`, `transcripts.asked_and_refused` and
`crossing_questions` (a refused question to cross a figure makes it the limit).
"""

from __future__ import annotations

from typing import Final

#: what may follow a bare modal that still leaves it bare: the clause's end, a particle, an
#: apology, or a verb of going or allowing ("cannot go", "can't exceed", "cannot be done")
_BARE_AFTER: Final = (
    r"(?=\s*(?:[.,!;:—–-]|$|\n|\s*(?:one|lah|la|leh|lor|hor|sorry|do|be\s+done|go|exceed|"
    r"allow|approve|accept|happen)\b))"
)

BARE_REFUSAL: Final = (
    rf"(?:cannot|can['’]?t|can\s+not){_BARE_AFTER}|"
    rf"not\s+(?:possible|feasible|acceptable|ok(?:ay)?|approved|on){_BARE_AFTER}|"
    r"no\s+can\b|impossible\b"
)

__all__ = ["BARE_REFUSAL"]
