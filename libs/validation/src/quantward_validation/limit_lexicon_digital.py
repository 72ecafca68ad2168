"""The words a digital-asset fund names its custody and venue limits with.

A token fund's offering memorandum, risk framework and desk chat bound two things the other
registers do not name:

* the share of assets kept in hot wallets, online and able to move at once ("the hot-wallet
  share", "assets kept in hot wallets rather than cold storage", `max_hot_wallet_share`,
  `hotWalletCap`), a share of NAV;
* the exposure to one trading venue, the balances left on an exchange and the margin posted
  there ("single-venue exposure", "exposure to any single trading venue", "CEX balances",
  `exchangeExposureCap`, `max_venue_exposure`), a share of NAV: a counterparty of its own, not
  one position ("single" is the venue's) nor leverage ("posted margin" is what is held there).

Why: read through the other subjects, a band delegated on either bounds a position or the
leverage, and a plan's cap on it finds no bound, so a value outside the band is asked about
and one inside it is revised. The patterns read lower-cased words (`limits.words`); foreign
exchange and a stock exchange's listing are no venue exposure.
"""

from __future__ import annotations

import re
from typing import Final

#: the canonical name of the hot-wallet limit and its default unit
HOT_WALLET_NAME: Final = "max_hot_wallet_share"
HOT_WALLET_UNIT: Final = "fraction"
HOT_WALLET_PATTERN: Final = re.compile(r"\bhot[\s_-]*wallets?\b")
#: the canonical name of the single-venue limit and its default unit
VENUE_NAME: Final = "max_venue_exposure"
VENUE_UNIT: Final = "fraction"
VENUE_PATTERN: Final = re.compile(
    r"\b(?:(?:any|one|a|each|per|single)[\s_-]+)+(?:trading[\s_-]+|crypto[\s_-]+)?"
    r"(?:venues?|exchanges?|cex(?:es)?)\b(?![\s_-]+(?:rate|listing|listed|traded))"
    r"(?:[\s_-]+(?:exposures?|balances?|concentration)\b)?|"
    r"\b(?:venue|cex)[\s_-]+(?:exposures?|balances?|concentration)\b|"
    r"(?<!foreign\s)(?<!foreign-)(?<!stock\s)\bexchange[\s_-]+(?:exposures?|balances?)\b|"
    r"\bexposures?\s+(?:to|on|at)\s+(?:any\s+|one\s+|a\s+|each\s+)?(?:single\s+)?"
    r"(?:trading\s+|crypto\s+)?(?:venues?|cex(?:es)?)\b"
)

__all__ = [
    "HOT_WALLET_NAME",
    "HOT_WALLET_PATTERN",
    "HOT_WALLET_UNIT",
    "VENUE_NAME",
    "VENUE_PATTERN",
    "VENUE_UNIT",
]
