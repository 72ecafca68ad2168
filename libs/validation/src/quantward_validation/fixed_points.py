"""A level named as a point of its own after the verb that holds it: "is held at a fixed target
of 1.25x", "kept at a set level of 40 %", "maintained at a constant weight of 5 %".

A trustee's policy often names what a level is before giving it. The noun phrase ("a fixed
target of", "a set level of") stands between the verb that holds the level and its value, so a
reader of "held at 1.25x" (`fixed_levels`) must read past it; whether the level leaves the
manager room is still the clause's to say ("the drift corridor gives no discretion").
"""

from __future__ import annotations

from typing import Final

#: the noun phrase of a point, with its article and an optional word of fixedness (lower case)
FIXED_POINT_NOUN: Final = (
    r"(?:an?|the|its)\s+(?:(?:fixed|set|constant|single|firm|hard|static|specific|precise)\s+)?"
    r"(?:(?:strategic|policy|central)\s+)?(?:target|level|point|figure|value|rate|weight|"
    r"allocation)\s+of"
)

__all__ = ["FIXED_POINT_NOUN"]
