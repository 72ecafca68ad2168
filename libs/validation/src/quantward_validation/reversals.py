"""A change to a limit that a later decision reverses: the old value holds again.

Minutes and limit logs record a change and, later, its reversal::

    RC 12-Feb moved the VaR limit from 120bp to 190bp. RC 11-Mar reversed that, so the
    earlier level applies again.
    The sub-sector cap went up from 20 % to 30 % in May; the June committee rolled the
    change back.

After such a reversal the change's new value bounds nothing and its old value is the one in
force: the readers that take "from A to B" as A replaced by B (`polarity.changed_from`,
`changed_to`) must read the reversal after it. A reversal is a verb undoing the change ("reversed
that", "rolled back the increase", "rescinded it", "overturned the decision") or a return to the
earlier value ("the earlier level applies again", "back to the previous limit", "the old cap is
reinstated"); one negated ("did not reverse it", "no plan to roll it back") is none.
"""

from __future__ import annotations

import re
from typing import Final, Literal

from quantward_validation.polarity import changed_from, changed_to

#: a verb undoing the change with what it undoes, or the earlier value said to hold again
_REVERSAL: Final = re.compile(
    r"\b(?:revers(?:ed|es|ing)?|undid|undone|undo(?:es|ing)?|roll(?:ed|s|ing)?\s+back|"
    r"revert(?:ed|s|ing)?|rescind(?:ed|s|ing)?|revok(?:ed|es|ing)|overturn(?:ed|s|ing)?|"
    r"annull(?:ed|s|ing)?|unwound|unwind(?:s|ing)?)\b"
    r"(?:\s+(?:that|this|it|the\s+(?:\w+\s+)?(?:change|move|increase|decrease|cut|rise|raise|"
    r"hike|decision|resolution|amendment|relaxation|tightening|step|adjustment))\b|"
    r"(?=[^.;\n]{0,12}\b(?:back|again)\b))|"
    # ... the particle after its object: "rolled the increase back", "wound it back"
    r"\b(?:roll(?:ed|s|ing)?|wound|wind(?:s|ing)?|took|take[sn]?|taking)\s+(?:it|that|this|"
    r"the\s+(?:\w+\s+){0,2}?\w+)\s+back\b|"
    r"\b(?:earlier|previous|prior|old|original|former)\s+(?:\w+\s+)?(?:level|limit|value|"
    r"figure|cap|floor|setting|number|threshold)\s+(?:(?:now\s+)?(?:applies|holds|stands|"
    r"returns|comes\s+back|is\s+back|is\s+restored|is\s+reinstated|is\s+in\s+force)|"
    r"(?:was|is|has\s+been)\s+(?:restored|reinstated))\b|"
    r"\bback\s+to\s+(?:the\s+|its\s+)?(?:earlier|previous|prior|old|original|former)\b|"
    r"\b(?:restored|reinstated)\s+(?:the\s+|its\s+)?(?:earlier|previous|prior|old|original|"
    r"former)\b",
    re.IGNORECASE,
)
#: a negation before the reversal: "did not reverse it", "no plan to roll it back", "never
#: reverted"
_NEGATED: Final = re.compile(
    r"\b(?:not|never|no|n['’]t|without|refused\s+to|declined\s+to|won['’]t)\b[^.;\n]{0,24}$",
    re.IGNORECASE,
)
#: where a sentence ends (a full stop that is no decimal point, a semicolon, a line)
_SENTENCE_END: Final = re.compile(r"(?<!\d)\.(?!\d)|;|\n")

#: the new end of a "from A to B" change: what stands between "from" and the value
_FROM_TO: Final = re.compile(r"\bfrom\s+[^;\n]{1,40}?\s+(?:to|→|->)\s*$", re.IGNORECASE)

Side = Literal["old", "new"]


def _reversed_after(text: str, at: int) -> bool:
    """Whether the text after offset `at` (the end of the change's sentence) reverses it."""
    for found in _REVERSAL.finditer(text, at):
        line_start = max(at, text.rfind("\n", 0, found.start()) + 1)
        if _NEGATED.search(text[line_start : found.start()]) is None:
            return True
    return False


def reversed_change(text: str, start: int, end: int) -> Side | None:
    """Which end of a change the value at `start`–`end` is when a later sentence reverses that
    change: "new" (the change's value, no longer in force) or "old" (the value the change
    replaced, in force again); None when the value is no end of a change, or none reverses it."""
    first = max((m.end() for m in _SENTENCE_END.finditer(text, 0, start)), default=0)
    last = next((m.start() for m in _SENTENCE_END.finditer(text, end)), len(text))
    before = text[first:start]
    if changed_from(before):
        side: Side = "old"
    elif changed_to(before) or (
        (between := _FROM_TO.search(before)) is not None
        and changed_from(before[: between.start() + 5])
    ):
        side = "new"
    else:
        return None
    return side if _reversed_after(text, last) else None


__all__ = ["reversed_change"]
