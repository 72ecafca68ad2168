"""The words an options, volatility or structured-products desk names its limits with.

A vol fund's risk-limit framework, its derivatives committee's decisions and a client's term
sheet bound two things no other register names:

* the book's vega, its NAV's sensitivity to a one-point move in implied volatility ("net vega
  per vol point as a share of NAV", "the book's vega (NAV impact of a one-point move in implied
  vol)", `max_net_vega_bps_nav`, `vegaLimitBpsNav`), counted in basis points of NAV: it is no
  volatility target (the "vol" of its unit is implied volatility, not the book's), nor a net
  exposure; a variance swap's "vega notional" sizes a trade and bounds nothing;
* the premium paid for long options and still at risk ("total long-option premium
  outstanding", "premium spent on long options", `premiumAtRiskCap`), a share of NAV.

One underlying said with a quantifier of one ("any one underlying", "a single underlier") is a
position. The patterns read lower-cased words (config names already split, `limits.words`).
"""

from __future__ import annotations

import re
from typing import Final

#: canonical subject of the book's vega and its default unit (bps of NAV per vol point)
VEGA: Final = "max_vega"
VEGA_UNIT: Final = "bps"
#: vega by its name (not a variance swap's vega notional), and the move it is measured per ("per
#: vol point", "a one-point move in implied vol"), which belongs to the vega before it
VEGA_PATTERN: Final = re.compile(
    r"\bvega\b(?![\s_-]*notionals?\b)|"
    r"\bper[\s_-]+(?:implied[\s_-]+)?vol(?:atility)?[\s_-]+points?\b|"
    r"\b(?:(?:one|1)[\s-]*)?(?:vol(?:atility)?[\s-]*)?points?[\s-]+(?:move|change|shift|rise|"
    r"fall)[\s-]+in[\s-]+implied[\s-]+vol(?:atility)?\b"
)
#: canonical subject of the long-option premium at risk (a cap, a share of NAV)
PREMIUM: Final = "max_option_premium"
#: premium paid for options, not received for writing them: "long-option premium", "premium at
#: risk", "premium outstanding", "premium spent on long options"
PREMIUM_PATTERN: Final = re.compile(
    r"\b(?:(?:long[\s_-]+)?options?[\s_-]+)?premiums?[\s_-]+(?:at[\s_-]+risk|outstanding|"
    r"spent|spend|paid|outlay|budget)\b|"
    r"\b(?:long[\s_-]+)?options?[\s_-]+premiums?\b(?![\s_-]+(?:income|received|collected|"
    r"earned|harvest\w*)\b)"
)
#: one underlying of the book: "any one underlying", "a single underlier", "per underlying"
_ONE_UNDERLYING: Final = re.compile(
    r"\b(?:any|each|every|one|a|single|individual|per)[\s_-]+(?:(?:one|single|individual)"
    r"[\s_-]+)?underl(?:ying|yings|iers?|yers?)\b|\bunderl(?:ying|ier|yer)[\s_-]+(?:weights?|caps?)\b"
)

#: each canonical subject's options-desk words
OPTIONS_SUBJECTS: Final[dict[str, re.Pattern[str]]] = {
    "max_position_weight": _ONE_UNDERLYING,
}

__all__ = ["OPTIONS_SUBJECTS", "PREMIUM", "PREMIUM_PATTERN", "VEGA", "VEGA_PATTERN", "VEGA_UNIT"]
