"""The liquidation horizon: how many days the whole book may take to sell, a limit in days.

A mandate or a client bounds how long it would take to get out of the portfolio: "the
liquidation horizon", "days to liquidate", "time to exit the whole book", "unwind within five
business days", "the book must be sellable in 10 trading days", "liquidity horizon"; a clearing
member says it of the days its margin model assumes to close out a client ("the holding period
assumed for the client", "the margin period of risk"). It is a
limit like any weight cap (a client's decision the plan may not assume), counted in days, so a
number of days is its value there, not a count of things nor a research default such as a
look-back window. `limits` reads the subject through `PATTERN`; the mandate reader asks
`days_after` whether a bare number is the count of days such a limit is said in.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.continental_periods import CONTINENTAL_DAYS, continental_period
from quantward_validation.volume_days import yardstick_end

#: the canonical name of the subject and its unit
NAME: Final = "max_liquidation_days"
UNIT: Final = "days"

#: the subject in the trade's and in everyday words (lower-cased, field names read as words:
#: `max_days_to_liquidate`, `liquidationHorizonDays`, `daysToExit`)
PATTERN: Final = re.compile(
    r"\b(?:liquidation[\s_-]*(?:horizon|period|window|time|days?)|"
    r"liquidity[\s_-]*(?:horizon|window)|"
    r"days?[\s_-]*(?:needed\s+|required\s+)?to[\s_-]*(?:liquidate|exit|unwind|sell(?:\s+down)?|"
    r"get\s+out|cash\s+out)|"
    r"(?:time|how\s+long)[\s_-]*(?:it\s+takes\s+)?to[\s_-]*(?:liquidate|exit|unwind|"
    r"sell\s+(?:down|out|everything)|get\s+out\s+of)|"
    r"(?:exit|unwind)[\s_-]*(?:horizon|period|window|time|days?)|"
    r"liquidat(?:e|ing)\s+(?:the\s+)?(?:whole\s+|entire\s+|full\s+)?(?:book|portfolio|fund)|"
    # a margin model's time to close out a defaulted client, the same days said by a clearing
    # member: "the margin period of risk", "MPOR", "the close-out period", "the holding period
    # assumed for the client", "the margin model's holding period" (a VaR's or a study's
    # "10-day holding period" assumes nothing of a client and is none)
    r"(?:margin(?:ing)?|close[\s_-]*out|liquidation)[\s_-]+period[\s_-]+of[\s_-]+risk|mpor|"
    r"close[\s_-]*out[\s_-]+(?:period|horizon|window|days?)|"
    r"(?:assumed|margin(?:ing)?|(?:margin[\s_-]+)?model(?:'s|’s)?|client(?:'s|’s)?|add[\s_-]*on(?:'s|’s)?)"
    r"[\s_-]+holding[\s_-]+period|"
    r"holding[\s_-]+period[\s_-]+(?:assumed|used|applied|set)[\s_-]+(?:for|in|by|to)[\s_-]+"
    r"(?:the[\s_-]+|a[\s_-]+|each[\s_-]+|any[\s_-]+)?(?:client|account|margin|default|"
    r"close[\s_-]*out|liquidation|model|customer)s?)\b"
)

#: the days a limit is counted in, after its number: in English ("trading days", "calendar
#: days"), and in the other languages of a fund's paperwork ("dias úteis", "d.u.", "giorni
#: lavorativi", "kalenderdagar", "Handelstagen": `continental_periods.CONTINENTAL_DAYS`)
DAYS_WORD: Final = (
    r"(?:(?:trading|business|working|calendar|dealing|market)\s+)?days?\b|"
    rf"{CONTINENTAL_DAYS}(?!\w)"
)
#: a number counting days, as a limit in days is said: "10 trading days", "five business
#: days", "3 days", the desk's "60d" glued to its number; "a week" is not read
_DAYS_AFTER: Final = re.compile(rf"d\b|\s+(?:{DAYS_WORD})", re.IGNORECASE)


def days_after(text: str, end: int) -> bool:
    """Whether the bare number ending at `end` counts days ("10 trading days", "60d"): the
    value of a limit in days, not a count of things."""
    # ... or days of a stock's traded volume, said as days or as a multiple ("3 days of ADV",
    # "3x ADV", `volume_days`)
    # ... or in a continental language ("1.512 dias úteis", "60 dagar", `continental_periods`)
    return (
        _DAYS_AFTER.match(text, end) is not None
        or yardstick_end(text, end) is not None
        or continental_period(text, end) == "days"
    )


__all__ = ["DAYS_WORD", "NAME", "PATTERN", "UNIT", "days_after"]
