"""A level that configuration leaves nobody room over, and a range that only checks input.

Engineers say a limit is not the strategy's to move in their own words: the value is
"hardcoded", "hard-wired", "baked in", "read-only", "immutable", "not configurable", "not
tunable", "can't be overridden"; or the switch that would give room is off: "feature flag
`flexible_max_gross` is OFF", "`ALLOW_OVERRIDE` is false", "the tunable-limits toggle is
disabled". Either takes every room from the level beside it (`fixed_levels`): a plan that
assumes another level, lower or higher, sets a limit nobody gave it. ("… is ON: may be set
anywhere between …" is the grant, and is no refusal.)

A range a config declares only to validate what is typed — "the schema's [0.65, 1.3] range only
rejects typos", "`Field(ge=…, le=…)` is there to catch fat fingers", "the bounds are a sanity
check, nothing more", "input validation only" — is no latitude either: like a range kept for
someone else's control (`fixed_levels.OTHERS_CONTROL_ONLY`) it gives way to the level the
clause sets.

Regular-expression fragments (lower-case text), joined into `fixed_levels` and `mandate`.
"""

from __future__ import annotations

from typing import Final

#: the level said not to be configurable: "hardcoded", "read-only", "not configurable",
#: "can't be overridden", "no override"
HARDCODED: Final = (
    r"\b(?:hard[\s-]?coded|hard[\s-]?wired|baked[\s-]+in(?:to\s+the\s+\w+)?|read[\s-]?only|"
    r"immutable|non[\s-]?(?:configurable|tunable|overridable|adjustable)|"
    r"not\s+(?:user[\s-]+)?(?:configurable|tunable|overridable|adjustable|settable|a\s+knob|"
    r"a\s+(?:config(?:uration)?\s+)?(?:knob|setting|parameter)\s+(?:you|we|the\s+\w+)\s+"
    r"(?:can|may)\s+(?:set|change|tune))|"
    r"(?:cannot|can['’]?t|may\s+not|must\s+not|won['’]?t)\s+be\s+(?:overridden|overriden|"
    r"configured|tuned|reconfigured)|"
    r"no\s+(?:runtime\s+|user\s+|per[\s-]+\w+\s+)?(?:override|overrides|knob|config\s+option))\b"
)
#: a switch named for latitude ("flexible_…", "…_override", "tunable_…", "allow_custom_…"),
#: said to be off: "is OFF", "= false", "is disabled", "stays off", "set to false"
_LATITUDE_NAME: Final = (
    r"[\w.-]*(?:flexib\w*|flex|configurable|tunable|overrid\w*|adjustable|custom|dynamic|"
    r"discretion\w*|floating|manual|free)[\w.-]*"
)
FLAG_OFF: Final = (
    rf"[`'\"]?{_LATITUDE_NAME}[`'\"]?\s*(?:\)\s*)?(?:flag\s+|toggle\s+|switch\s+)?"
    r"(?:is|are|=|:|stays?|remains?|was|has\s+been|is\s+still)\s*(?:set\s+to\s+|turned\s+|"
    r"switched\s+|left\s+)?(?:off|false|disabled|unset|(?:no|0)(?=\s*(?:[.;,:)\n]|$)))\b"
)
#: everything the no-room readers take from configuration's words
CONFIG_NO_ROOM: Final = HARDCODED + "|" + FLAG_OFF
#: a range declared only to check input: "only rejects typos", "to catch fat fingers",
#: "a sanity check, nothing more", "input validation only", "only guards against bad input"
VALIDATION_ONLY: Final = (
    r"\b(?:only|just|merely|purely|solely|simply)\s+(?:there\s+)?(?:to\s+)?"
    r"(?:rejects?|reject|catch(?:es)?|guards?\s+against|blocks?|stops?|validates?|flags?)\s+"
    r"(?:\w+\s+){0,2}?(?:typos?|fat[\s-]+fingers?|bad\s+input|garbage|nonsense|"
    r"invalid\s+(?:input|values?)|mistypes?|input|entries)\b|"
    r"\b(?:to|that)\s+(?:rejects?|catch(?:es)?|guards?\s+against)\s+(?:\w+\s+){0,2}?"
    r"(?:typos?|fat[\s-]+fingers?|bad\s+input|mistypes?)\b|"
    r"\b(?:sanity|input|schema|type)[\s-]+(?:check|checks|validation|guard)\b[^.;\n]{0,20}?"
    r"\b(?:only|nothing\s+more|no\s+more|not\s+(?:a\s+)?(?:limit|mandate|latitude|room))\b|"
    r"\bfor\s+(?:input\s+)?validation\s+(?:only|purposes)\b"
)

__all__ = ["CONFIG_NO_ROOM", "FLAG_OFF", "HARDCODED", "VALIDATION_ONLY"]
