"""Whether a plan is itself the book's next rebalance.

A limit approved "with effect from the next rebalance" is not in force for a plan that only
studies the book as it stands, but it is the limit for a plan whose request asks for the book's
new weights, trades or sizes: that plan's trades are the next rebalance, dealt under the new
limit (`polarity.takes_effect_later`). Only the request says which plan it is; a rebalance
mentioned in a clarification or a mandate ("effective from the next rebalance") says nothing of
it. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from quantward_contracts.values import UserMessage

#: a request for the book's next weights or trades: "rebalance the book", "re-optimise",
#: "re-weight the sleeve", "build target weights", "size the new sleeve inside the book",
#: "a trade list for tomorrow's open"
_REBALANCING_REQUEST: Final = re.compile(
    r"\b(?:re-?balanc\w*|re-?optimi[sz]\w*|re-?weight\w*|re-?siz\w*)\b|"
    # (the book's strategic weights are its next weights too: "re-run the strategic weights",
    # "a new target mix")
    r"\b(?:target|strategic)\s+(?:weights?|positions?|holdings|allocations?|mix(?:es)?)\b|"
    r"\b(?:trade|order)\s+(?:list|basket|ticket)s?\b|"
    r"\b(?:size|sizing)\s+(?:the\s+|a\s+|our\s+|each\s+)?(?:[\w-]+\s+){0,3}?"
    r"(?:sleeve|book|positions?|portfolio|trades?)\b",
    re.IGNORECASE,
)


#: a time still to come, as a rebalance is named by it: "the next", "the upcoming"
_COMING: Final = r"next|coming|upcoming|forthcoming"
#: the rebalance still to come, named as an occasion: "the next rebalance", "the coming
#: quarterly rebalancing"; a plan that is a rebalance is that occasion
NEXT_REBALANCE: Final = re.compile(
    rf"\b(?:{_COMING})\s+(?:[\w-]+\s+){{0,2}}?re-?balanc", re.IGNORECASE
)
#: a rebalance named as an occasion, not asked for: "from the next rebalance", "at each
#: rebalancing", "since the last rebalance"
_OCCASION_BEFORE: Final = re.compile(
    rf"\b(?:{_COMING}|last|latest|previous|prior|each|every|any|since|"
    r"after|before|until|till|at|from|quarterly|monthly|annual|scheduled|regular)\s+"
    r"(?:the\s+|a\s+|its\s+|our\s+)?(?:[\w-]+\s+)?$",
    re.IGNORECASE,
)


def _asks_for_rebalance(text: str) -> bool:
    return any(
        not (
            found.group().lower().startswith(("re-b", "reb"))
            and _OCCASION_BEFORE.search(text, max(0, found.start() - 40), found.start())
        )
        for found in _REBALANCING_REQUEST.finditer(text)
    )


def plan_is_rebalance(messages: Sequence[UserMessage]) -> bool:
    """Whether the request asks for the book's next weights or trades: the plan is then the
    next rebalance, and a value effective from it binds the plan."""
    return any(_asks_for_rebalance(m.text) for m in messages if m.kind == "request")


__all__ = ["NEXT_REBALANCE", "plan_is_rebalance"]
