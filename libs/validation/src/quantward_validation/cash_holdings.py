"""The cash a company holds, by the names treasurers and boards give it: "the cash balance",
"group cash", "cash on hand", "the cash pile", "cash reserves", "cash and equivalents", the
latter filed with the securities it is parked in (`cash_and_marketable_securities`).

`trends.METRICS` maps how people name a figure to the fields that hold it. Its "cash" entry
matched only a field called `cash`, so a fundamentals series filed as `cash_and_equivalents`
(or `cash_and_cash_equivalents`, `cash_balance`) was never the subject of "group cash was up",
and the claim went unchecked. A holding of cash is one figure under all these names; a flow of
cash is another ("free cash flow", "cash generation", "cash conversion", "cash burn", "cash
cover" have their own entries), so a word of flow after "cash", or "free"/"operating" before
it, makes it no holding.

Pure: pattern text for `trends.METRICS`.
"""

from __future__ import annotations

from typing import Final

#: "cash", "the cash balance", "cash on hand", "cash reserves", not a flow or a ratio of cash
CASH_HOLDING_WORDS: Final = (
    r"(?<!free\s)(?<!operating\s)(?<!net\s)\bcash(?:\s+(?:balances?|positions?|holdings?|piles?|hoards?|"
    r"on\s+hand|reserves?|and\s+(?:cash\s+)?equivalents|at\s+bank))?\b"
    r"(?![\s-]*(?:flows?|cover\w*|generat\w*|conver\w*|burn\w*|margins?|returns?|yields?|"
    r"taxes|costs?|interest|dividends?|(?:-?to-?|/)\s*\w|from\b|as\s+an?\b|flow))"
)
#: the fields a holding of cash is filed under
CASH_HOLDING_FIELDS: Final = (
    r"^cash$|^cash_(?:and_)?(?:cash_)?equivalents$|^cash_(?:balance|on_hand|holdings|and_deposits)$|"
    # cash held with the paper it parks in: "cash and marketable securities", "cash and
    # short-term investments" (the liquidity a treasurer calls the cash pile)
    r"^cash_(?:(?:and_)?(?:cash_)?equivalents_)?and_(?:marketable_securities|short_term_investments|"
    r"(?:liquid_)?investments)$"
)

__all__ = ["CASH_HOLDING_FIELDS", "CASH_HOLDING_WORDS"]
