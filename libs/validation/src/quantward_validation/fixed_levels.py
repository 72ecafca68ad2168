"""A limit whose level is fixed for the manager: a point, not a cap a lower level sits inside.

"For the manager the limit is exactly 1,25x", "the issuer limit is precisely 5 %" and "the
limit is fixed at 7,5 % by the board; please do not change it: there is no bandwidth" say the
level of the limit itself is decided elsewhere: a plan that assumes another level, lower or
higher, sets a limit nobody gave it. A limit only said to be "fixed at" or "set at" a value is
still a cap (a board "fixes" the level of a ceiling as often as it freezes it), unless the clause
also takes all room from the level ("no bandwidth", "no discretion as to its level", "not to be
changed", "do not change it by yourself").

A range said to serve someone else's control only ("the corridor … is only for the monitoring of
the depositary bank", "used solely for the risk report", "for the custodian's surveillance")
gives the manager no room either: like a rebalancing-only band, it gives way to the point the
clause holds.
"""

from __future__ import annotations

import re
from typing import Final

#: a value held exactly, said right before it: "is exactly 20 %", "precisely 1,25x"
_EXACT_BEFORE: Final = re.compile(r"\b(?:exactly|precisely|strictly\s+equal\s+to)\s*$")
#: a value fixed or set, said right before it: "fixed at", "set at", "pinned at", "frozen at"
_FIXED_BEFORE: Final = re.compile(
    # ... with the object or the one who fixed it between: "set the issuer ceiling at", "fixed
    # by the board at"
    r"\b(?:fixed|set|pinned|locked|frozen|held|kept)\s+(?:[\w'’-]+\s+){0,4}?(?:at|to|on)\s*$"
)
#: the clause takes every room from the level: "there is no bandwidth", "no corridor", "no
#: discretion as to its level", "please do not change it (by yourself)", "not to be modified",
#: "cannot be moved", "without any tolerance"
_NO_ROOM: Final = re.compile(
    r"\b(?:no|without\s+any|without)\s+(?:band|bandwidth|range|corridor|tolerance|leeway|"
    r"latitude|flexibility|room|discretion|margin|wiggle\s+room|freedom)\b|"
    r"\b(?:do|does|must|may|shall|should|can|could|will)\s*(?:not|n['’]t)\s+(?:be\s+)?"
    r"(?:change|changed|move|moved|alter|altered|vary|varied|adjust|adjusted|modify|modified|"
    r"deviate|depart|touch|touched)\b|"
    r"\bnot\s+to\s+be\s+(?:changed|moved|altered|varied|adjusted|modified|touched)\b|"
    r"\bcannot\s+(?:be\s+)?(?:changed|moved|altered|varied|adjusted|modified|change|move)\b",
    re.IGNORECASE,
)
#: a range kept only for someone else's control or reporting, said after the range:
#: "is only for the monitoring of the depositary bank", "serves solely for the risk report",
#: "only for the custodian's surveillance", "is used just for the compliance check"
OTHERS_CONTROL_ONLY: Final = re.compile(
    r"\b(?:only|solely|purely|merely|just|exclusively)\s+(?:(?:used|meant|intended|relevant|"
    r"serves?)\s+)?(?:for|as)\s+(?:an?\s+|the\s+)?(?:[\w'’-]+\s+){0,2}?"
    r"(?:monitoring|surveillance|supervision|oversight|control|controls|check|checks|reporting|"
    r"report|information|statistics|warning|alerts?)\b",
    re.IGNORECASE,
)


def held_exactly(before: str, clause: str) -> bool:
    """Whether the value after `before` is a level held exactly rather than a cap or floor.

    `before` is the text right before the value (lower-cased), `clause` the whole clause: an
    exact level says so by itself, a fixed one only when the clause also takes every room from
    it (the refusal often stands in the next sentence: "… fixed at 7,5 % by the board. Please
    do not change it by yourself: there is no bandwidth.")."""
    if _EXACT_BEFORE.search(before):
        return True
    return bool(_FIXED_BEFORE.search(before)) and bool(_NO_ROOM.search(clause))


__all__ = ["OTHERS_CONTROL_ONLY", "held_exactly"]
