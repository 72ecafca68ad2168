"""The base a private fund's figure is a share of, as LPAs, side letters and IPS schedules write
it after the value.

A limited partnership agreement counts a limit against a qualified base, not the bare "NAV": "15 %
of Sleeve NAV to 30 % of Sleeve NAV", "2 % of the Partnership's net asset value", "5 % of
aggregate Commitments", "10 % of Fund III's NAV", "20 % of total committed capital". The words
after the value say what it is a share of, never what bounds it, so `value_tails` joins `BASE` to
the tail `mandate` reads as part of the value: the operator and the range's other end after it are
still found.
"""

from __future__ import annotations

from typing import Final

#: whose base it is: an article or possessive, or a vehicle's name in the possessive ("Fund
#: III's", "the Partnership's", "the LP's")
_HOLDER: Final = r"(?:(?:the|its|our|their|each|any)\s+)?(?:[\w-]+\s+)?(?:[\w-]+['’]s\s+)?"
#: the words that narrow the base: the part of the vehicle it is counted over and the state of
#: the capital ("Sleeve NAV", "aggregate Commitments", "unfunded commitments", "invested capital")
_QUALIFIER: Final = (
    r"(?:(?:sleeve|fund|partnership|vehicle|portfolio|programme|program|strategy|pool|"
    r"total|aggregate|overall|gross|net|current|latest|reported|"
    r"unfunded|undrawn|uncalled|called|drawn|committed|invested|contributed|paid[\s-]?in|"
    r"limited\s+partners['’]?|lps?['’]?|investors['’]?)\s+){0,3}"
)
#: the measure of the whole: a net asset value, assets, the capital committed to the fund, or
#: the market value a separate account's guidelines count shares of ("20 % of MV", "10 % of
#: the sleeve's market value")
_WHOLE: Final = (
    r"(?:navs?|net\s+asset\s+values?|net\s+assets|(?:total\s+)?assets(?:\s+under\s+management)?|"
    r"mv|market\s+values?|"
    r"aum|capital\s+commitments?|commitments?|capital|fund\s+size)\b"
)

#: a regular-expression fragment (read lower-cased), one tail item for `value_tails.VALUE_TAIL`
BASE: Final = rf"of\s+{_HOLDER}{_QUALIFIER}{_WHOLE}"

__all__ = ["BASE"]
