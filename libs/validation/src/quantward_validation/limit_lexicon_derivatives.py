"""The words an options or volatility desk names its own limits with.

An options book's delegated limits bound two things no other register names, and which the
other subjects would misread:

* the book's vega, its value's change for one point of implied volatility ("net vega per vol
  point", "the NAV impact of a one-point move in implied vol", `max_net_vega_bps_nav`,
  `vegaLimitBpsNav`), counted in basis points (or percent) of NAV: a sensitivity, neither a
  volatility target (the "vol" in it is what moves, not what is capped) nor a net exposure;
* one underlying, the unit its concentration is counted in ("any one underlying", "per
  underlying"), is a position;
* the premium the book has paid for long options and can still lose ("premium at risk",
  "long-option premium outstanding", "premium spent on long options", `max_premium_at_risk`),
  a share of NAV; a risk premium, a liquidity premium or a premium over a benchmark is none.

Why: read through the other subjects, a band delegated on vega bounds the volatility target
and a plan's vega cap finds no bound at all, so a value outside the band is asked about and
one inside it is revised. The patterns read lower-cased words (field names already split,
`limits.words`).
"""

from __future__ import annotations

import re
from typing import Final

#: the canonical name of the vega limit and its default unit (bps of NAV per vol point)
VEGA_NAME: Final = "max_vega"
VEGA_UNIT: Final = "bps"
#: vega by its name, or said as the value's change for one point of implied volatility
VEGA_PATTERN: Final = re.compile(
    # (the point of volatility it is counted per is part of its name: "net vega per vol point")
    r"\b(?:net[\s_-]+)?vegas?\b(?:\s+(?:per|for\s+(?:a|one|each))\s+(?:(?:one|1|a)\s+)?"
    r"(?:(?:implied\s+)?vol(?:atility)?\s+)?points?\b)?|"
    r"\bper\s+(?:(?:one|1|a)\s+)?(?:implied\s+)?vol(?:atility)?\s+points?\b|"
    r"\b(?:impact|change|move|sensitivity|p\s?&\s?l|pnl)\s+(?:of|for|per|to)\s+(?:a\s+|one\s+|1\s+)?"
    r"(?:one|1|single)?[\s-]*(?:vol(?:atility)?[\s-]+)?point\s+(?:move|change|shift|rise|fall)"
    r"\s+in\s+(?:implied\s+)?vol(?:atility)?\b"
)
#: the canonical name of the premium-at-risk limit and its default unit
PREMIUM_NAME: Final = "max_premium_at_risk"
PREMIUM_UNIT: Final = "fraction"
#: premium paid for long options still at risk; never a risk, liquidity or term premium
PREMIUM_PATTERN: Final = re.compile(
    r"\bpremium[\s_-]+at[\s_-]+risk\b|"
    r"\b(?:long[\s-]+)?options?[\s-]+premiums?\b(?!\s+(?:income|received|collected|sold))|"
    r"\bpremiums?\s+(?:spent|paid|outstanding)\s+(?:on|for)\s+(?:long\s+)?(?:options?|calls?|puts?)\b"
)

#: one underlying, the unit an options book's concentration is counted in: "any one
#: underlying", "per underlying", "a single underlying", "underlying concentration" (an
#: "underlying fund" or "underlying index" is no position, so a quantifier or a limit word is
#: needed)
_ONE_UNDERLYING: Final = re.compile(
    r"\b(?:(?:any|each|every|one|a|single|per|no)[\s_-]+)+underlyings?\b|"
    r"\bunderlyings?[\s_-]+(?:weights?|concentration|caps?|limits?|exposures?)\b"
)
#: each canonical subject's options-desk words (vega and premium are subjects of their own)
DERIVATIVES_SUBJECTS: Final[dict[str, re.Pattern[str]]] = {
    "max_position_weight": _ONE_UNDERLYING,
}

__all__ = [
    "DERIVATIVES_SUBJECTS",
    "PREMIUM_NAME",
    "PREMIUM_PATTERN",
    "PREMIUM_UNIT",
    "VEGA_NAME",
    "VEGA_PATTERN",
    "VEGA_UNIT",
]
