"""A trade filled at the very price its signal is computed from, said in any words: "I buy at
that same close", "executed at those same month-end closes", "we go long at the identical weekly
close", "orders are filled at these same daily closing prices", "positions are dealt at that same
close", "the hedge is booked at that same fix", "the trade is filled at that same settle".

The leak is one construction: a verb of trading, a price marked as the same one the signal
used (a determiner of sameness, or a demonstrative pointing back to it), and the price's noun,
which may carry its own modifiers ("month-end", "Friday", "daily") and be plural ("closes").
`leakage` reads `SAME_PRICE_FILL` with its other forms of a same-bar fill, so a fill at a later
price ("at the next session's open", "at the close of the day after") stays clean.
"""

from __future__ import annotations

from typing import Final

#: a verb of trading, in any form
_TRADE: Final = (
    r"(?:buy(?:s|ing)?|bought|sell(?:s|ing)?|sold|short(?:s|ed|ing)?|cover(?:s|ed|ing)?|"
    r"go(?:es|ing)?\s+(?:long|short)|went\s+(?:long|short)|gone\s+(?:long|short)|"
    r"enter\w*|exit\w*|fill\w*|execut\w*|trad(?:e|es|ed|ing)|rebalanc\w*|transact\w*|"
    # a treasury's or dealing desk's words for the same act: "dealt at that same close",
    # "the hedge is booked at that fix", "swaps are struck at the same rate"
    r"deal(?:s|t|ing)?|book(?:s|ed|ing)?|struck|strike[sn]?|cross(?:es|ed|ing)?|"
    r"purchas(?:e|es|ed|ing)|hedg(?:e|es|ed|ing)|"
    r"(?:get|gets|got|getting)\s+filled|(?:place|places|placed|placing)\s+(?:the\s+|its\s+|"
    r"my\s+|our\s+)?orders?|(?:open|close)(?:s|d|ed|ing)?\s+(?:the\s+|its\s+|my\s+|our\s+)?"
    r"positions?)"
)
#: the price marked as the signal's own: "that same", "those very", "the identical", "these"
_SAME: Final = (
    r"(?:(?:that|this|those|these|the|its|their|my|our)\s+(?:very|same|identical|exact|"
    r"selfsame)(?:\s+(?:very|same|identical|exact))?|that|those|these)"
)
#: a price, which may be plural
_PRICE: Final = (
    r"(?:closes|close|closing\s+(?:prices?|auctions?|prints?|levels?|marks?)|bars?|prices?|"
    r"prints?|opens?|candles?|ticks?|quotes?|fixings?|fix(?:es)?|navs?|(?:fx|closing|spot)\s+rates?|"
    r"mids?|"
    # a futures or commodity desk's daily price: "filled at that same settle", "at those very
    # settlement prices"
    r"settles?|settlements?(?:\s+prices?)?)"
)

#: the whole construction (no groups: `leakage` embeds it in its look-ahead pattern)
SAME_PRICE_FILL: Final = (
    rf"\b{_TRADE}\s+(?:[\w'’-]+\s+){{0,3}}?(?:at|on|into|off)\s+{_SAME}\s+"
    # "at the same price as last year" compares; it points back at no signal's price
    rf"(?:[\w'’-]+\s+){{0,2}}?{_PRICE}\b(?!\s+as\b)"
)

__all__ = ["SAME_PRICE_FILL"]
