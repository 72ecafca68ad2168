"""A reserve counted in months of spending, said as a multiple of a monthly outflow.

A family office, a foundation or an endowment sizes its liquidity reserve by how long it pays
the bills: "12 months of spending", or as a multiple of one month's outflow — "24x monthly
spend", "18 times monthly spending", "six times the family's monthly outgoings", "9x a month's
expenses", "12× monthly burn". The "x" there is no leverage nor a multiple of the book: it
counts months, so the figure states a limit counted in months (`limit_lexicon_maturity`'s
periods) and nothing in a fraction or a multiple. `quantities` reads such a multiple as the bare
count it is, and `limit_lexicon_maturity.period_of` reads its period as months.
"""

from __future__ import annotations

import re
from typing import Final

#: what flows out each month that a reserve is sized by: spending, expenses, outgoings, costs,
#: the burn, living or running costs, distributions, payouts, the budget, the cash needs
_OUTFLOW: Final = (
    r"(?:spend(?:ing)?|expen(?:ses?|diture)|outgoings?|out[\s-]?flows?|costs?|burn(?:[\s-]+rate)?|"
    r"(?:living|running|operating|household)[\s-]+(?:costs?|expenses?)|opex|"
    r"distributions?|pay[\s-]?outs?|drawings?|budget|cash[\s-]+needs?|bills?)"
)
#: ... monthly, or a month's, with a determiner or an owner between: "monthly spend", "the
#: family's monthly outgoings", "a month's expenses", "one month of spending", "average monthly
#: costs"
_MONTHLY_OUTFLOW: Final = re.compile(
    r"\s*(?:(?:the|our|its|their|a|an|one|of)\s+)?(?:[\w.-]+(?:'s|’s)\s+)?"
    r"(?:(?:average|typical|current|normal|usual|net|gross|total|core)\s+)?"
    rf"(?:monthly|month(?:'s|’s)|month\s+of|per[\s-]+month)\s+{_OUTFLOW}\b",
    re.IGNORECASE,
)
#: the multiple's sign or word a figure ends with: "24x", "24 x", "12×", "18 times"
_MULTIPLE_END: Final = re.compile(r"(?:x|×|times)\s*$", re.IGNORECASE)


def months_of_outflow(text: str, start: int, end: int) -> bool:
    """Whether the figure from `start` to `end` is a multiple of a monthly outflow ("24x monthly
    spend", "18 times the family's monthly outgoings"): a count of months, not a multiple."""
    return (
        _MULTIPLE_END.search(text, start, end) is not None
        and _MONTHLY_OUTFLOW.match(text, end) is not None
    )


__all__ = ["months_of_outflow"]
