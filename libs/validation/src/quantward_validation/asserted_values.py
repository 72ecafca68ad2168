"""A value said with the one it replaces negated right after it: "300 bps (not 450 bps)".

"Apologies, the figure in my last email was the old one: 30 % (not 45 %) is what the policy
says", "use 6 %, not 8 %", "2x rather than 3x": the value before the negated one is the value
the writer asserts, whatever the words around it say of an old or earlier figure (those words
are about the figure the writer corrects). Read as past because "old" or "last" stands in its
clause, the asserted value would be taken for the superseded one and the negated one kept.
"""

from __future__ import annotations

import re
from typing import Final

#: right after a value: the other value negated or set aside, with or without brackets
#: ("(not 450 bps)", ", not 8 %", "rather than 3x", "instead of the 8 %", "and not 45 %")
_NEGATED_OTHER_AFTER: Final = re.compile(
    r"^\s*(?:[,(\[—–-]\s*)?(?:and\s+|but\s+)?(?:not|rather\s+than|instead\s+of|in\s+place\s+of)"
    r"\s+(?:the\s+|a\s+|an\s+)?(?:old\s+|previous\s+|earlier\s+|stated\s+)?[~≈]?\d",
    re.IGNORECASE,
)


def asserted_over_negated(text: str, end: int) -> bool:
    """Whether the value ending at `end` of `text` is set against another value negated right
    after it ("30 % (not 45 %)"): the value the writer asserts, not one said as past."""
    return _NEGATED_OTHER_AFTER.match(text[end : end + 40]) is not None


__all__ = ["asserted_over_negated"]
