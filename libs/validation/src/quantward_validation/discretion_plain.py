"""Discretion granted to the manager, or refused, in the plain words of business English as
South and East Asian desks and chats write it.

A scheme document or a principal's chat leaves a band to the manager without the word
"discretion": "within the band, fund manager can decide", "the investment team can choose the
level", "you decide", "the band is for the PM to take views", "any level within the same is
fine", "anything inside also can". It takes the room away as plainly: "a rebalancing trigger
only, not for taking views", "PM not to change the same" (the Indian-English infinitive of an
instruction). `GRANTS` and `REFUSALS` are regular-expression fragments (read with IGNORECASE)
that the mandate's grammar of discretion (`mandate._DISCRETION`, `mandate._NO_DISCRETION`) and
the no-room reading of fixed levels (`fixed_levels._NO_ROOM`) join to their own; `NOT_FOR_VIEWS`
is also a band kept for rebalancing only (`mandate._REBALANCING_ONLY`).
"""

from __future__ import annotations

from typing import Final

#: who manages ("FM" the fund manager, "AMC" the asset management company of Indian schemes), or
#: the one addressed
_AGENT: Final = (
    r"(?:(?:the\s+)?(?:(?:fund|portfolio|investment|money)\s+)?(?:manager|managers|pm|pms|team|"
    r"desk|adviser|advisor)|(?:the\s+)?(?:fm|fms|amc)|you|u)"
)
_DECIDE: Final = r"(?:decide|choose|set|determine|pick|select|fix|elect)"
#: what a band leaves room for: views, calls, positioning
_VIEWS: Final = r"(?:(?:tactical|active|market|investment|own|a)\s+)?(?:views?|calls?|bets?)"
#: any level inside the band, said to be acceptable
_ANY_LEVEL: Final = (
    r"(?:any\s+(?:level|weight|figure|number|value|point|allocation|exposure|percentage)|"
    r"anything|anywhere)"
)
_INSIDE: Final = (
    r"(?:with)?in(?:side)?(?:\s+(?:between|of))?(?:\s+(?:the\s+same|the\s+band|the\s+range|it|"
    r"(?:that|this|the)\s+(?:band|range|corridor|limits?|tolerance)))?"
)
_ACCEPTABLE: Final = r"(?:fine|ok|okay|acceptable|allowed|permitted|alright|all\s+right|can)"

GRANTS: Final = (
    # "the fund manager can decide", "the investment team can choose the level" ("could" is as
    # often a counterfactual's: "had the client delegated it, the manager could set it")
    rf"\b{_AGENT}\s+can\s+(?:freely\s+)?{_DECIDE}\b|"
    # "you decide", "you all decide", "u decide"
    r"\b(?:you|u)\s+(?:all\s+|guys\s+)?(?:decide|choose|pick)\b|"
    # "the band is for the PM to take views", "for taking tactical views"
    rf"\bfor\s+{_AGENT}\s+to\s+(?:take|express|run|reflect|implement|play)\s+{_VIEWS}|"
    rf"(?<!not\s)\bfor\s+(?:taking|expressing|running|playing)\s+{_VIEWS}|"
    # "any level within the same is fine", "anything inside also ok", "anything also can"
    rf"\b{_ANY_LEVEL}\s+(?:{_INSIDE}\s+)?(?:(?:is|are)\s+)?(?:also\s+|oso\s+|all\s+)?"
    rf"{_ACCEPTABLE}\b"
)

#: a band kept from views: "not for taking views", "not meant for expressing views"
NOT_FOR_VIEWS: Final = (
    r"\bnot\s+(?:meant\s+|intended\s+|to\s+be\s+used\s+|used\s+)?(?:for|to)\s+"
    rf"(?:taking|take|expressing|express|running|playing)\s+{_VIEWS}"
)

REFUSALS: Final = (
    NOT_FOR_VIEWS + "|"
    # "PM not to change the same", "the manager not to deviate from it"
    rf"\b{_AGENT}\s+(?:is\s+|are\s+)?not\s+to\s+(?:change|alter|deviate|vary|modify|move|revise|"
    r"touch|tinker)\b"
)

__all__ = ["GRANTS", "NOT_FOR_VIEWS", "REFUSALS"]
