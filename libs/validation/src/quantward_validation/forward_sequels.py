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

A consequence drawn for the reader is a sequel too: a trailing clause opened by a consequence
word ("so", "hence", "which means", `consequences`) that tells what to expect or do next ("…,
so expect the stock near its cap at the next rebalance", "…; hence we anticipate a smaller
weight at the review") looks ahead from the claim, not at the series. It is no sequel when it
forecasts the figure itself: a pronoun pointing back, or a word of the series moving on ("so
expect it to keep falling", "hence further declines ahead").

Pure: text in, text out.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.consequences import CONSEQUENCE

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


#: a trailing consequence that tells the reader what to expect or do next: ", so expect …",
#: "; hence we anticipate …", "— which means the desk should …"
_CONSEQUENCE_AHEAD: Final = re.compile(
    rf"\s*(?:[,;—–]|\s-)\s*(?:and\s+)?(?:{CONSEQUENCE})\s*,?\s+(?P<rest>[^.;!?]*)[.!]?\s*$",
    re.IGNORECASE,
)
#: the consequence's look ahead: an expectation, a plan or a time to come
_AHEAD: Final = re.compile(
    r"\b(?:expect\w*|anticipat\w*|look\s+for|watch\s+for|plan\w*|prepare|will|should|"
    r"(?:the\s+)?(?:next|coming|upcoming|following)\s+\w+)\b",
    re.IGNORECASE,
)
#: ... that forecasts the figure itself: a pronoun for it, or a word of its moving on
_OF_THE_FIGURE: Final = re.compile(
    r"\b(?:it|its|they|them|this|that|these|those|keep\w*|continu\w*|further|more|less|"
    r"ris\w*|fall\w*|grow\w*|declin\w*|recover\w*|rebound\w*|improv\w*|worsen\w*|"
    r"deteriorat\w*|increas\w*|decreas\w*|pick\s+up|slow\w*|trend\w*|rose|fell|grew)\b",
    re.IGNORECASE,
)


def _consequence_ahead(sentence: str) -> int | None:
    """Where a trailing consequence that looks ahead from the claim, not at its figure, begins."""
    m = _CONSEQUENCE_AHEAD.search(sentence)
    if m is None:
        return None
    rest = m.group("rest")
    if _AHEAD.search(rest) is None or _OF_THE_FIGURE.search(rest) is not None:
        return None
    return m.start()


def without_forward_sequels(sentence: str) -> str:
    """The sentence without a trailing clause that rests a forward document on its claim, or
    that draws a consequence ahead for the reader."""
    m = _SEQUEL.search(sentence)
    if m is not None:
        return sentence[: m.start()]
    at = _consequence_ahead(sentence)
    return sentence if at is None else sentence[:at]


__all__ = ["without_forward_sequels"]
