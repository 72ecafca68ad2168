"""A clause that says a value stays in force: "… and the limit remains 120 %".

Minutes and board letters report a proposal and its fate in one sentence: "Management proposed
moving total gross exposure to 180 % of NAV; the Board did not approve the proposal, and the
limit remains not more than 120 % of NAV." The sentence speaks of a proposal, but the clause
that says what *remains*, *stays*, *continues to apply*, *is unchanged at*, *is kept at* or
*is left at* states what holds now, whatever the sentence proposed before it: a verb of
persisting is the opposite of a proposal's. The clause, not the sentence, is then read for
whether its value is only proposed ("the Board proposes that the cap remain 5 %" still
proposes it).

The verb may be said of the body that keeps the value ("The Committee did not accept the
proposal and kept 25 %", "the trustees retained 3x"): the clause after "and" is what holds.

One reading serves both registers that met it first: board minutes ("the limit remains not more
than 120 %") and committee and due-diligence records ("declined the proposal, and the limit
stays at 25 %", "still stands at").

This module never decides what a clause's value is of; it only finds where a clause that keeps
its value in force begins.
"""

from __future__ import annotations

import re
from typing import Final

#: a verb of persisting: the value it governs is in force now, and was before
_PERSISTS: Final = re.compile(
    r"\b(?:remains?|remained|stays?|stayed|"
    r"continues?\s+(?:to\s+(?:be|stand|apply|hold)\b|at\b)|"
    r"(?:is|are|was|were|will\s+be|shall\s+be)\s+(?:still\s+)?"
    r"(?:left|kept|maintained|retained|held|unchanged|unaltered|preserved)|"
    r"(?:is|are)\s+still|(?:unchanged|maintained|retained)\s+at|(?:still\s+)?stands?\s+at|"
    r"(?:holds?|held)\s+(?:steady|firm)\s+at|"
    # ... or said of the body that kept it: "the Committee … kept 25 %", "retained the 2x cap"
    r"kept|retained|maintained)(?![\w-])",
    re.IGNORECASE,
)
#: where a clause begins: after a comma, a semicolon, a colon or a dash, or a coordinating word
_CLAUSE_BREAK: Final = re.compile(
    r"[,;:(]|\s[—–-]\s|\b(?:and|but|while|whereas|so|hence|therefore|thus)\b", re.IGNORECASE
)


def standing_clause_start(sentence: str, here: int) -> int:
    """Where the clause holding a value at `here` begins when a verb of persisting governs it
    ("…, and the limit remains 120 %"), else 0: a reader of what the sentence proposes reads
    the clause from there, since what remains was never only proposed."""
    start = 0
    for m in _PERSISTS.finditer(sentence, 0, here):
        if _CLAUSE_BREAK.search(sentence, m.end(), here) is not None:
            continue  # the value is in a later clause than the verb
        begins = max((c.end() for c in _CLAUSE_BREAK.finditer(sentence, 0, m.start())), default=0)
        start = max(start, begins)
    return start


__all__ = ["standing_clause_start"]
