"""The bound a document states when a plan cites it as the source of one of its limits.

A plan that records "cash floor = 8 %, from clause 4.3" points at the document in force for
that limit: a reviewer reads the clause for its limit, whatever words it gives the subject
("the liquidity sleeve", "unencumbered cash over the haircut", a defined term, an acronym). If
the clause writes one figure with an operator on the plan's side ("no less than 12 %",
"min. 12 pct", "≥ 12 %", "floor 12 %") in the plan's unit family, that figure is the limit the
plan claims to have taken from it, and a plan value beyond it breaches the document it cites —
a revision, not a question: the answer is in the document the plan named.

Who says the figure decides, not the subject's words: the reading is only of the document the
plan itself cites, never of any other clause, and only when the clause writes exactly one level
on that side (two figures on the same side name two limits, and which one is meant is again a
question). A figure whose sentence names another limit the vocabulary knows, neither the plan's
nor in the plan limit's own words ("Cash may not exceed 10 %" in a guidelines section cited for
a sector cap), is that limit's, not the plan's. A figure inside a parenthetical gloss ("the
evergreen share (songs more than ten years old) ≥ 60 %") defines the subject and bounds
nothing; dates and clause numbers carry no operator and are not read.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final, Literal

from quantward_validation.clause_headings import body_start
from quantward_validation.lexical_subjects import said_in_words
from quantward_validation.limits import subject_mentions, subject_of
from quantward_validation.mandate import quantities_as_written
from quantward_validation.operators import normalise, side_after, side_before
from quantward_validation.quantities import Quantity, in_unit

Side = Literal["ceiling", "floor"]

#: a limit noun written right before its figure, a heading's way ("ceiling 3 %", "cap: 10 %",
#: "floor of 5 %", "maximum 20 %", "minimum 25 per cent")
_NOUN_BEFORE: Final = re.compile(
    r"\b(?:(?P<ceiling>ceiling|cap|maximum|max|upper\s+(?:limit|bound)|limit)|"
    r"(?P<floor>floor|minimum|min|lower\s+(?:limit|bound)))\.?\s*(?:of|at|is|:|=|-|–)?\s*$"
)
#: a comparative before the figure whose side is read in an affirmative clause ("shall be
#: below 5 %", "must stay under 5 %", "kept above 1.2x"); negated ("not below") it is the
#: operator table's, which reads it first
_COMPARATIVE: Final = re.compile(
    r"\b(?:(?P<ceiling>below|under|beneath|less\s+than|lower\s+than|fewer\s+than|within)|"
    r"(?P<floor>above|over|more\s+than|greater\s+than|higher\s+than|in\s+excess\s+of))\s*$"
)
#: where a sentence ends: a full stop or semicolon not inside a number, or a line break
_SENTENCE_END: Final = re.compile(r"(?<!\d)[.;](?!\d)|\n")
_NEGATION: Final = re.compile(r"\b(?:not|no|never|nor)\s+(?:\w+\s+){0,2}$")
#: the forms a figure of each plan unit may be written in (a count is a bare number, a
#: multiple may be written in per cent — "160 % of initial margin" is 1.6x)
_FORMS: Final[dict[str, frozenset[str]]] = {
    "fraction": frozenset({"percent", "bps"}),
    "bps": frozenset({"bps", "percent"}),
    "multiple": frozenset({"multiple", "percent"}),
    "count": frozenset({"plain"}),
}


@dataclass(frozen=True)
class CitedBound:
    """The one level a cited clause writes on a plan limit's side, in the plan's unit."""

    side: Side
    value: float
    text: str


def _in_gloss(lowered: str, start: int) -> bool:
    """Whether the figure at `start` sits inside a parenthesis still open before it."""
    before = lowered[:start]
    return before.rfind("(") > before.rfind(")")


def _of_other_limit(text: str, start: int, name: str | None) -> bool:
    """Whether the sentence around the figure at `start` names a limit of the vocabulary other
    than the plan limit `name`'s, never names that one's, and does not say the name's words
    (`lexical_subjects.said_in_words`: "the position in any one contract as a share of its
    open interest" says `max_open_interest_share` whatever the vocabulary reads in it). The
    vocabulary's catch-all (`other_limit`: "concentration", a counterparty) names no limit in
    particular."""
    subject = None if name is None else subject_of(name)
    if name is None or subject is None:
        return False
    ends = [m.end() for m in _SENTENCE_END.finditer(text)]
    begin = max((e for e in ends if e <= start), default=0)
    end = min((e for e in ends if e > start), default=len(text))
    sentence = text[begin:end]
    body = body_start(sentence, start - begin)
    named = {m[2] for m in subject_mentions(sentence) if m[0] >= body} - {"other_limit"}
    return bool(named) and subject not in named and not said_in_words(name, sentence)


def _side(lowered: str, quantity: Quantity) -> Side | None:
    before = lowered[: quantity.start]
    side = side_before(before) or side_after(lowered[quantity.end :])
    if side is not None:
        return side
    noun = _NOUN_BEFORE.search(before[-40:])
    if noun is not None:
        return "ceiling" if noun.group("ceiling") else "floor"
    comparative = _COMPARATIVE.search(before[-40:])
    if comparative is None or _NEGATION.search(before[: len(before) - len(comparative.group())]):
        return None
    return "ceiling" if comparative.group("ceiling") else "floor"


def cited_bound(
    text: str, side: Side, unit: str | None, name: str | None = None
) -> CitedBound | None:
    """The single level `text` writes on `side` in the plan's `unit`, or None when it writes
    none or several (of different values); a figure of another limit than the plan limit
    `name` (`_of_other_limit`) is not read."""
    forms = _FORMS.get(unit or "")
    if forms is None:
        return None
    lowered = normalise(text.lower())
    levels: dict[float, str] = {}
    for quantity in quantities_as_written(text):
        if quantity.form not in forms or _in_gloss(lowered, quantity.start):
            continue
        if _side(lowered, quantity) != side or _of_other_limit(text, quantity.start, name):
            continue
        values = in_unit(quantity, unit)
        if values:
            levels.setdefault(round(values[0], 9), quantity.text)
    if len(levels) != 1:
        return None
    ((value, written),) = levels.items()
    return CitedBound(side, value, written)


def breached(value: float, bound: CitedBound) -> bool:
    """Whether a plan's value lies beyond the cited level on its side."""
    if bound.side == "ceiling":
        return value > bound.value + 1e-12
    return value < bound.value - 1e-12
