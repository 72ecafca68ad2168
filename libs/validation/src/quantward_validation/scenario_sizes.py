"""The size of a stress scenario ("the +300 bp shock", "shocks of -100 to +400 bp"), no level.

An asset/liability policy, a bank's rate-risk limits and a stress-testing schedule name the
scenario a limit is measured in by its size: "the NEV decline in a +300 bp parallel shock shall
not exceed 30 %", "the post-shock NEV ratio at +300 bp: min 9 %", "NII under parallel shocks of
-100 to +400 bp". The size says *which* measurement the limit is of, as a tenor says which
bucket a DV01 limit is of; it is no level of the limit, and read as one it is a range or a
target of 300 bp that every plan value of the limit falls outside.

A figure is a scenario's size when a scenario's noun (a shock, a scenario, a shift of rates)
is said right after it ("+300 bp shock", "200bp parallel rate shift") or it is what such a noun
is "of" ("shocks of -100 to +400 bp", the range's second end too); or when it is written with
its sign in basis points in a sentence that names a shock or a scenario ("at +300 bp"): a rate
move is signed, a limit's level in basis points is not.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.quantities import Quantity

#: the nouns a stress scenario is named by; a "stress loss" or a "stress test" is a measure, so
#: "stress" is left out
_SCENARIO_NOUN: Final = r"(?:shocks?|scenarios?|shifts?)\b"
#: a scenario's noun up to two words after the figure, the words its modifiers: "+300 bp
#: shock", "200bp parallel rate shift", "a -30 % equity scenario" (not a preposition or a
#: determiner: "10 % in any scenario" bounds a loss in every scenario)
_NOUN_AFTER: Final = re.compile(
    r"\s*(?:(?!(?:in|on|at|of|for|under|across|over|per|any|every|each|all|the|a|an|this|"
    r"that|its|their|our|each|every|whichever|worst|and|or)\b)[a-z][a-z-]*\s+){0,2}"
    + _SCENARIO_NOUN,
    re.IGNORECASE,
)
#: ... or right before the figure, the figure its object: "shocks of -100 to +400 bp", "a shock
#: of +200 bp", "scenarios at ±300 bp"
_NOUN_BEFORE: Final = re.compile(
    rf"\b{_SCENARIO_NOUN}\s+(?:of|at|to)\s+(?:rates?\s+)?(?:[+±-]|plus\s+|minus\s+)?\s*$",
    re.IGNORECASE,
)
#: the words of a range's join, between its two ends ("-100 to +400 bp")
_JOIN: Final = re.compile(r"^\s*(?:to|through|and|[-–—])\s*[+±-]?\s*$", re.IGNORECASE)
#: a sign written right before a figure ("+300", "-100", "±200", "up 300", "down 100")
_SIGN_BEFORE: Final = re.compile(r"(?:[+±−-]|\b(?:up|down|plus|minus)\s+)\s*$", re.IGNORECASE)
_SCENARIO_SAID: Final = re.compile(rf"\b(?:post-)?{_SCENARIO_NOUN}", re.IGNORECASE)


def _signed(quantity: Quantity, before: str) -> bool:
    """Whether a figure is written with its sign, in its own text ("+300 bp") or before it."""
    return quantity.text[:1] in "+-±−" or _SIGN_BEFORE.search(before) is not None


def scenario_sizes(text: str, found: list[Quantity]) -> set[int]:
    """The starts of the quantities of `text` (`found`, in order) that size a stress scenario:
    the scenario a limit is measured in, no level of the limit."""
    sizes: set[int] = set()
    said = _SCENARIO_SAID.search(text) is not None
    if not said:
        return sizes
    for i, q in enumerate(found):
        before = text[max(0, q.start - 40) : q.start]
        if (
            _NOUN_AFTER.match(text, q.end) is not None
            or _NOUN_BEFORE.search(before) is not None
            or (q.form == "bps" and _signed(q, before))
        ):
            sizes.add(q.start)
            # the first end of a range sized so ("-100 to +400 bp shock") sizes it too
            if i > 0 and _JOIN.match(text[found[i - 1].end : q.start]):
                sizes.add(found[i - 1].start)
            continue
        if i > 0 and found[i - 1].start in sizes and _JOIN.match(text[found[i - 1].end : q.start]):
            sizes.add(q.start)  # ... and the second end of a range it is "of"
    return sizes


__all__ = ["scenario_sizes"]
