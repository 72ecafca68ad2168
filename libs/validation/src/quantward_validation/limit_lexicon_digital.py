"""The words a digital-asset fund names its limits with, beside the trade's.

A crypto fund's offering memorandum, IC resolutions, custody policy, risk framework and side
letters bound things in words no other register uses:

* the stablecoins it keeps as dry powder ("the USDC/USDT balance", "stables", "stablecoin
  holdings", `stablecoinFloor`): the fund's cash, a floor usually; one stablecoin said of one
  holding ("any one stablecoin") is a position, as any one money-market fund is;
* the exposure to one trading venue, the balances left on an exchange and the margin posted
  there ("any one exchange", "single-venue exposure", "exposure to any single trading venue",
  "CEX balances", `max_venue_exposure`, `exchangeExposureCap`), a share of NAV: a counterparty
  of its own, bounded per venue since exchanges failed with clients' assets; neither a position
  cap ("single" is the venue's) nor gross leverage ("posted margin" is what is held there), and
  "foreign exchange" (currency) or an exchange a security is listed or traded on is no venue;
* the share of assets kept in hot wallets, online and able to move at once ("the hot-wallet
  share", "assets in hot wallets rather than cold storage", `hotWalletCap`), a share of NAV: a
  custody limit of its own, neither a venue's nor a position's.

One coin or token said with a quantifier of one ("any one token", "a single coin") is a
position.

Why: read through the other subjects, a band delegated on a venue or the hot wallets bounds a
position or the leverage, and a plan's cap on it finds no bound, so a value outside the band is
asked about and one inside it is revised. The patterns read lower-cased words (config names
already split, `limits.words`).
"""

from __future__ import annotations

import re
from typing import Final

#: the stablecoins a fund holds as cash: the word, its desk plural ("stables") and the tickers
#: of the common dollar and euro stablecoins
_STABLECOINS: Final = re.compile(
    r"\bstable[\s_-]*coins?\b|\bstables\b|"
    r"\b(?:usdc|usdt|dai|busd|tusd|fdusd|pyusd|usdp|gusd|usde|eurc|eurt)\b"
)
#: one coin or token of the book: "any one token", "a single coin", "per token"
_ONE_COIN: Final = re.compile(
    r"\b(?:any|each|every|one|a|single|individual|per)[\s_-]+(?:(?:one|single|individual)"
    r"[\s_-]+)?(?:coins?|tokens?|crypto[\s_-]*assets?|digital[\s_-]+assets?)\b"
)

#: canonical subject of the exposure to one trading venue and its default unit (a cap)
VENUE_NAME: Final = "max_venue_exposure"
VENUE_UNIT: Final = "fraction"
#: a trading venue by that word, a centralised exchange (CEX), or an exchange said one at a time
#: or as what is held with it ("any one exchange", "exchange balances", "held on exchange",
#: "exposure to any single venue", `exchangeExposureCap`); not foreign exchange, nor an exchange
#: something is listed or traded on
VENUE_PATTERN: Final = re.compile(
    r"\b(?:(?:trading|execution|crypto)[\s_-]+)?venues?\b|\bcex(?:es|s)?\b|"
    r"\b(?:centrali[sz]ed|crypto(?:currency)?|digital[\s_-]+asset)[\s_-]+exchanges?\b|"
    r"\b(?:(?:any|each|every|one|a|single|individual|per)[\s_-]+)+(?:(?:trading|crypto)[\s_-]+)?"
    r"exchanges?\b(?![\s_-]*(?:traded|rates?|listed|listings?)\b)|"
    r"(?<!\bforeign\s)(?<!\bforeign-)(?<!\bstock\s)\bexchanges?[\s_-]+"
    r"(?:exposures?|balances?|concentration|counterpart(?:y|ies)|caps?|limits?|weights?|"
    r"share)\b|"
    # what is left with a venue: "assets held on exchange", "on-exchange balances"
    r"\b(?:held|kept|left|parked|deposited|sitting)\s+(?:on|at|with)\s+(?:an?\s+|the\s+)?"
    r"(?:exchanges?|venues?)\b|\bon[\s-]exchange[\s_-]+(?:balances?|holdings?|assets?)\b"
)
#: canonical subject of the share of assets in hot wallets and its default unit (a cap)
HOT_WALLET_NAME: Final = "max_hot_wallet_weight"
HOT_WALLET_UNIT: Final = "fraction"
#: assets kept online for trading: "hot wallets", "the hot-wallet share", "hot storage"
HOT_WALLET_PATTERN: Final = re.compile(r"\b(?:hot|warm)[\s_-]*(?:wallets?|storage)\b")

#: each canonical subject's digital-asset words (venue and hot wallet are subjects of their own)
DIGITAL_SUBJECTS: Final[dict[str, re.Pattern[str]]] = {
    "cash_weight": _STABLECOINS,
    "max_position_weight": _ONE_COIN,
}

__all__ = [
    "DIGITAL_SUBJECTS",
    "HOT_WALLET_NAME",
    "HOT_WALLET_PATTERN",
    "HOT_WALLET_UNIT",
    "VENUE_NAME",
    "VENUE_PATTERN",
    "VENUE_UNIT",
]
