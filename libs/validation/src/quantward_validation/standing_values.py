"""The verbs that state what stays in force: "the limit stays at 25 %", "remains 150 %".

"The manager proposed raising it to 37.5 %; the investment committee declined the proposal, and
the limit stays at 25 %": the sentence speaks of a proposal (never in force), then says what
still holds. A value after a verb of staying ("stays", "remains", "is kept at", "is unchanged
at", "continues at", "still stands at") is said as the standing value, not as the proposal,
as a value after "but" or "so" is not what the sentence only supposed before it
(`consequences`). Read by `provenance`, which turns a sentence at these verbs.
"""

from __future__ import annotations

from typing import Final

#: a verb that says a value stays in force ("remains under review" stays a proposal's words:
#: the caller still reads what follows the verb)
STANDS: Final = (
    r"stays?|stayed|remains?|remained|(?:is|was|are|were)\s+(?:kept|maintained|retained|held|"
    r"left|unchanged)|continues?\s+(?:at|to\s+be)|(?:still\s+)?stands?\s+at|unchanged\s+at"
)

__all__ = ["STANDS"]
