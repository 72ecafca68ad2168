"""The words an options, volatility or structured-products desk names its limits with.

A vol fund's risk-limit framework, its derivatives committee's decisions and a client's term
sheet bound things no other register names, and which the other subjects would misread:

* the book's vega, its NAV's change for one point of implied volatility ("net vega per vol
  point as a share of NAV", "the book's vega (NAV impact of a one-point move in implied vol)",
  `max_net_vega_bps_nav`, `vegaLimitBpsNav`), counted in basis points (or percent) of NAV: a
  sensitivity, neither a volatility target (the "vol" in it is what moves, not what is capped)
  nor a net exposure; a variance swap's "vega notional" sizes a trade and bounds nothing;
* the premium the book has paid for long options and can still lose ("premium at risk",
  "long-option premium outstanding", "premium spent on long options", `premiumAtRiskCap`), a
  share of NAV; premium received for writing options, a risk premium, a liquidity premium or a
  premium over NAV is none.

One underlying said with a quantifier of one ("any one underlying", "a single underlier", "per
underlying") is a position.

Why: read through the other subjects, a band delegated on vega bounds the volatility target
and a plan's vega cap finds no bound at all, so a value outside the band is asked about and
one inside it is revised. The patterns read lower-cased words (config names already split,
`limits.words`).
"""

from __future__ import annotations

import re
from typing import Final

#: canonical subject of the book's vega and its default unit (bps of NAV per vol point)
VEGA_NAME: Final = "max_vega"
VEGA_UNIT: Final = "bps"
#: vega by its name (not a variance swap's vega notional), with the point of volatility it is
#: counted per ("net vega per vol point"), or said as the value's change for one point of
#: implied volatility ("NAV impact of a one-point move in implied vol", "P&L per implied vol
#: point")
VEGA_PATTERN: Final = re.compile(
    r"\b(?:net[\s_-]+)?vegas?\b(?![\s_-]*notionals?\b)"
    r"(?:\s+(?:per|for\s+(?:a|one|each))\s+(?:(?:one|1|a)\s+)?"
    r"(?:(?:implied[\s-]+)?vol(?:atility)?\s+)?points?\b)?|"
    r"\bper[\s_-]+(?:(?:one|1|a)\s+)?(?:implied[\s_-]+)?vol(?:atility)?[\s_-]+points?\b|"
    r"\b(?:impact|change|move|sensitivity|p\s?&\s?l|pnl)\s+(?:of|for|per|to)\s+(?:a\s+|one\s+|1\s+)?"
    r"(?:one|1|single)?[\s-]*(?:vol(?:atility)?[\s-]+)?point\s+(?:move|change|shift|rise|fall)"
    r"\s+in\s+(?:implied\s+)?vol(?:atility)?\b|"
    r"\b(?:(?:one|1)[\s-]*)?(?:vol(?:atility)?[\s-]*)?points?[\s-]+(?:move|change|shift|rise|"
    r"fall)[\s-]+in[\s-]+implied[\s-]+vol(?:atility)?\b"
)
#: canonical subject of the long-option premium at risk and its default unit (a share of NAV)
PREMIUM_NAME: Final = "max_premium_at_risk"
PREMIUM_UNIT: Final = "fraction"
#: premium paid for options, not received for writing them: "long-option premium", "premium at
#: risk", "premium outstanding", "premium spent on long options", "premium paid for long puts"
PREMIUM_PATTERN: Final = re.compile(
    r"\b(?:(?:long[\s_-]+)?options?[\s_-]+)?premiums?[\s_-]+(?:at[\s_-]+risk|outstanding|"
    r"spent|spend|paid|outlay|budget)\b|"
    r"\b(?:long[\s_-]+)?options?[\s_-]+premiums?\b(?![\s_-]+(?:income|received|collected|"
    r"earned|sold|harvest\w*)\b)"
)
#: one underlying of the book: "any one underlying", "a single underlier", "per underlying",
#: "underlying concentration" (an "underlying fund" or "underlying index" is no position, so a
#: quantifier or a limit word is needed)
_ONE_UNDERLYING: Final = re.compile(
    r"\b(?:(?:any|each|every|one|a|single|individual|per|no)[\s_-]+)+"
    r"underl(?:ying|yings|iers?|yers?)\b|"
    r"\bunderl(?:ying|yings|ier|yer)[\s_-]+(?:weights?|concentration|caps?|limits?|exposures?)\b"
)

#: each canonical subject's options-desk words (vega and premium are subjects of their own)
OPTIONS_SUBJECTS: Final[dict[str, re.Pattern[str]]] = {
    "max_position_weight": _ONE_UNDERLYING,
}

__all__ = [
    "OPTIONS_SUBJECTS",
    "PREMIUM_NAME",
    "PREMIUM_PATTERN",
    "PREMIUM_UNIT",
    "VEGA_NAME",
    "VEGA_PATTERN",
    "VEGA_UNIT",
]
