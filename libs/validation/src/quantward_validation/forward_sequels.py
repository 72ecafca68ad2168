"""A forward-looking document said to rest on a past claim: "Free cash flow rose 12 % over
FY2022, and our FY2023 guidance is built on that", "margins narrowed in H2, which underpins the
budget", "net debt fell since 2020 — the outlook takes that as its base".

`trends` treats a sentence with a word about the future (guidance, forecast, budget, plan,
outlook) as forward-looking and claims nothing from it. Here the future word is in a clause
that only says what the past figure feeds: the clause before it still states what the series
did. The sequel is one construction: a trailing clause (after a comma, a dash or a semicolon;
"and", "so" or "which" may join it) whose subject is a forward document and whose verb rests
it on the claim just made ("is built on that", "rests on this", "is based on it", "takes that
as its base"), or a "which" that underpins, informs or feeds one. `without_forward_sequels`
drops that clause before the sentence is judged forward-looking; a forecast of the figure
itself ("…, and we expect it to keep rising") is not a sequel and still makes it no claim.

Pure: text in, text out.
"""

from __future__ import annotations

import re
from typing import Final

#: a document or figure about the future
_FORWARD_DOC: Final = (
    r"(?:guidance|forecasts?|budgets?|plans?|outlook|projections?|targets?|estimates?|"
    r"business\s+plan|financial\s+plan|(?:FY|H[12]\s*)?\d{2,4}\s+(?:guidance|budget|plan))"
)
#: the past claim pointed back at
_THAT: Final = (
    r"(?:that|this|it|these|those|them|the\s+(?:above|same)|this\s+(?:trend|figure|base))"
)
#: the trailing clause: a forward document resting on what was just said
_SEQUEL: Final = re.compile(
    r"\s*(?:[,;—–]|\s-)\s*(?:(?:and|so|which\s+is\s+why)\s+)?"
    rf"(?:(?:our|the|its|their|this\s+year['’]s|next\s+year['’]s)\s+)?(?:[\w-]+\s+){{0,2}}?"
    rf"{_FORWARD_DOC}\s+(?:(?:is|are|was|were|has\s+been|have\s+been)\s+)?"
    r"(?:built|based|premised|predicated|anchored|founded|resting|rests?|relies|relying|draws?|"
    r"builds?|takes?|uses?)\s+(?:(?:up)?on|off|from|in)?\s*"
    rf"{_THAT}\b[^.;!?]*[.!]?\s*$|"
    r"\s*(?:[,;—–]|\s-)\s*which\s+(?:underpins|informs|feeds(?:\s+into)?|anchors|drives|shapes|"
    rf"underlies|sets)\s+(?:(?:our|the|its|their|next\s+year['’]s)\s+)?(?:[\w-]+\s+){{0,2}}?"
    rf"{_FORWARD_DOC}\b[^.;!?]*[.!]?\s*$",
    re.IGNORECASE,
)


def without_forward_sequels(sentence: str) -> str:
    """The sentence without a trailing clause that rests a forward document on its claim."""
    m = _SEQUEL.search(sentence)
    return sentence if m is None else sentence[: m.start()]


__all__ = ["without_forward_sequels"]
