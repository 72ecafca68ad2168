"""Levels that set off a rebalance: the edges of a band, not points to hold.

A band kept only for rebalancing is often said by what happens at its edges: "cash is topped up
when it falls below 3 % and trimmed when it rises above 7 %", "equities are brought back once
they drift more than 5 points from 50 %", "positions are cut whenever they breach 6 %". Each
edge is the bound on the side not crossed (falling below 3 % sets off a top-up: 3 % is a floor),
a drift "by more than w from c" is the range c ± w, and a level that is crossed, or said not to
be a target ("the 5 % midpoint is not a target"), is no point the manager holds. Pure.
"""

from __future__ import annotations

import re
from typing import Final, Literal

from quantward_validation.sheet_checks import ALARM, REFUSED_BEFORE

#: a corrective action a crossing sets off: "topped up", "trimmed", "rebalanced", "brought back"
CORRECTIVE: Final = re.compile(
    r"\b(?:rebalanc\w*|top(?:s|ped|ping)?\s+(?:it\s+|them\s+)?up|topped\s+up|top-?ups?|trim\w*|"
    r"brought\s+back|bring\w*\s+(?:it\s+|them\s+)?back|restor\w*|replenish\w*|"
    r"buy\w*\s+(?:it\s+|them\s+)?back|bought\s+back|sell\w*\s+(?:it\s+|them\s+)?down|"
    r"sold\s+down|cut\s+back|scal\w+\s+back|pared?\s+back|reset\w*|realign\w*|"
    r"re-?weight\w*|corrected|correct\s+(?:it|them)|cut|cuts|reduc\w*|sold|sells?|selling|"
    r"bought|buys?|buying|de-?risk\w*|unw(?:i|ou)nd\w*)\b",
    re.IGNORECASE,
)
#: a crossing in a condition right before its comparative: "when it falls", "whenever they
#: rise", "if cash dips", "once the weight drifts" (the comparative follows: "below 3 %")
CROSSING_BEFORE: Final = re.compile(
    r"(?:\b(?:when|whenever|if|once|should|as\s+soon\s+as|each\s+time|every\s+time|where)\b"
    r"[^,;:.]{0,60}?\b(?:fall|falls|fell|falling|drop|drops|dropped|dropping|dip|dips|dipped|"
    r"slip|slips|slipped|sink|sinks|sank|go|goes|went|move|moves|moved|drift|drifts|drifted|"
    r"creep|creeps|crept|rise|rises|rose|climb|climbs|climbed|get|gets|got|run|runs|stray|"
    r"strays|strayed|edge|edges|edged|"
    # ... or a state: "whenever it is under 3 %", "if it sits above 7 %"
    r"is|are|was|were|sits?|stands?|lies|ends?\s+up|trades?)\s+(?:\w+\s+)?"
    # ... or a correction said to start there: "triggers a rebalance below", "top-ups kick in
    # under"
    r"|\b(?:trigger\w*|prompt\w*|sets?\s+off|forces?|kicks?\s+in|starts?|begins?)\s+"
    r"(?:(?:an?|the)\s+)?(?:\w+\s+)?(?:rebalanc\w*|top[\s-]?ups?|trims?|trimming|sales?|"
    r"reviews?|corrections?)?\s*)"
    # ... the second edge of the same condition: "is under 3 % or over"
    r"(?:(?:[^,;:.]|\.(?=\d)){1,25}?\s(?:or|and)\s+)?$",
    re.IGNORECASE,
)
#: a width said as a drift away from a centre: "drift more than 5 points from 50 %", "deviates
#: by over 2 % from", "moves beyond 3 pts away from" (the centre follows after "from")
DEVIATION_WIDTH: Final = re.compile(
    r"\b(?:deviat\w*|drift\w*|stray\w*|mov(?:e|es|ed|ing)|diverg\w*|depart\w*|differ\w*|"
    r"wander\w*|stray\w*|gets?|got|is|are|lies?)\s+(?:away\s+)?(?:by\s+)?"
    r"(?:more\s+than|over|beyond|in\s+excess\s+of|upwards\s+of)\s*(?:an?\s+)?$",
    re.IGNORECASE,
)
#: a value said not to be a point to hold: "5 % is not a target", "the 5 % midpoint (no
#: target)", "not a target", or a level crossed ("breaches 6 %", "leaves 4 %")
_NOT_A_POINT_AFTER: Final = re.compile(
    r"^[^.;,]{0,30}?\b(?:is|are|being)?\s*(?:not|no)\s+(?:a\s+|the\s+)?(?:target|point|aim|"
    r"objective|anchor|level\s+to\s+hold)\b|^\s*\(?\s*no\s+target\b",
    re.IGNORECASE,
)
_CROSSED_BEFORE: Final = re.compile(
    r"\b(?:breach\w*|exceed\w*|cross\w*|leav\w*|hit\w*|reach\w*|touch\w*|pierc\w*|break\w*|"
    r"pass\w*|surpass\w*)\s+(?:the\s+)?$",
    re.IGNORECASE,
)


#: the nouns of a band's edge: "edge", "trigger", "threshold", "end", "boundary", "one" (an
#: anaphor: "a lower trigger of 3 % and an upper one of 7 %")
_EDGE: Final = (
    r"(?:\w+\s+)?(?:bounds?|limits?|edges?|ends?|triggers?|thresholds?|boundar(?:y|ies)|"
    r"barriers?|tolerances?|bands?|ones?|rails?|markers?)"
)
#: the lower edge of a band named before its value: "lower edge 3 %", "bottom of the band: 3 %",
#: "a lower rebalancing trigger of 3 %"
LOWER_EDGE: Final = rf"(?:lower|bottom|low|downside|lower-end)\s+{_EDGE}|bottom\s+of\s+the\s+\w+"
#: ... and the upper one: "upper edge 7 %", "top of the corridor", "an upper one of 7 %"
UPPER_EDGE: Final = rf"(?:upper|top|high|upside|upper-end)\s+{_EDGE}|top\s+of\s+the\s+\w+"
#: an edge's side said after its value: "3 % on the downside", "7 % to the upside", "3 % at the
#: low end"
_SIDE_AFTER: Final = re.compile(
    r"^\s*,?\s*(?:on|to|at)\s+the\s+(?:(?P<floor>downside|low(?:er)?\s+(?:side|end)|bottom)|"
    r"upside|high(?:er)?\s+(?:side|end)|top)\b",
    re.IGNORECASE,
)


def side_after_value(after: str) -> Literal["ceiling", "floor"] | None:
    """The side of a band's edge said after its value ("3 % on the downside" is the floor)."""
    m = _SIDE_AFTER.match(after)
    if m is None:
        return None
    return "floor" if m.group("floor") is not None else "ceiling"


def not_a_point(lowered: str, start: int, end: int) -> bool:
    """Whether the value at `start`–`end` of a sentence is said not to be a point to hold: a
    level crossed ("whenever they breach 6 %") or one said to be no target ("the 5 % midpoint is
    not a target")."""
    return bool(
        _CROSSED_BEFORE.search(lowered[max(0, start - 30) : start])
        or _NOT_A_POINT_AFTER.match(lowered[end : end + 50])
    )


def crossing_trigger(lowered: str, comparative_at: int) -> bool:
    """Whether the comparative at `comparative_at` is the level of a crossing that sets off a
    correction ("topped up when it falls below 3 %") or a sheet's alarm ("turns red when it goes
    above 7.5 %", `sheet_checks.ALARM`): the side crossed is unwanted."""
    if REFUSED_BEFORE.search(lowered[max(0, comparative_at - 60) : comparative_at]):
        return True  # a check refuses the side: "rejects anything greater than 7.5 %"
    return CROSSING_BEFORE.search(
        lowered[max(0, comparative_at - 90) : comparative_at]
    ) is not None and (CORRECTIVE.search(lowered) is not None or ALARM.search(lowered) is not None)


__all__ = [
    "CORRECTIVE",
    "CROSSING_BEFORE",
    "DEVIATION_WIDTH",
    "LOWER_EDGE",
    "UPPER_EDGE",
    "crossing_trigger",
    "not_a_point",
    "side_after_value",
]
