"""The subjects of limits as retail investors name them on forums, chats and in club bylaws.

A self-directed investor rarely writes "single-issuer weight", "gross leverage" or "cash
buffer": they write "any one ticker", "margin", "dry powder", and they keep a small part of
the account for bets they know are bets — "the YOLO bucket", "play money", "the
options-and-spec sleeve", "moonshots", "lottery tickets", "mad money". Each entry is a
construction of the kind, not one phrase: a ticker named by a quantifier, margin as the
borrowed part of the account (not a company's profit margin or a margin call), idle cash by its
idioms, and a sleeve named by what is speculative about it.

`limits.SUBJECTS` joins these patterns to the trade's (`RETAIL_SUBJECTS`), and the speculative
sleeve is a subject of its own (`SPECULATIVE_SLEEVE`): a cap on it bounds neither one position
nor the whole book.
The objective reader blanks the sleeve's name itself (`sleeve_names`), so its idiom ("YOLO")
is not read as a wish for return.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.limit_lexicon_hedging import MARGIN_AS_COLLATERAL
from quantward_validation.limit_lexicon_lending import (
    MARGIN_OVER_LOAN_AFTER,
    MARGIN_OVER_LOAN_BEFORE,
)

#: the canonical name of the speculative part of an account
SPECULATIVE_SLEEVE: Final = "max_speculative_weight"

#: the nouns of a part of the account set aside
_PART: Final = (
    r"(?:buckets?|sleeves?|pots?|pools?|allocations?|portions?|money|cash|funds?|accounts?|"
    r"stash|plays?|positions?|bets?|stuff|holdings?|part|share|slice)"
)
#: a sleeve kept for bets: named by the bet ("YOLO", "moonshots", "lottery tickets", "play
#: money", "mad money", "casino money") or by its speculation ("the spec sleeve", "the
#: options-and-spec bucket", "speculative positions"; "speculative grade" is a rating)
SPECULATIVE_PATTERN: Final = re.compile(
    r"\byolo\b|\bmoon[\s-]*shots?\b|\blottery[\s-]*tickets?\b|"
    r"\b(?:play|fun|mad|casino|gambl\w*|degen)[\s-]*(?:money|cash|bucket|sleeve|pot|account|"
    r"stash)\b|"
    r"\b(?:options?[\s-]*(?:and|&|n['’]?)[\s-]*)?spec(?:ulative|ulation|s)?[\s-]+"
    rf"(?:(?:[\w-]+)\s+)?{_PART}\b|"
    r"\boptions?[\s-]*(?:and|&|n['’]?)[\s-]*spec\b"
)

#: one ticker: "any one ticker", "a single ticker", "each ticker", "per ticker"
_TICKER: Final = re.compile(
    r"\b(?:any|each|every|one|no|single|a|per|individual)\s+(?:(?:one|single)\s+)?tickers?\b"
)
#: margin as the borrowed part of the account ("margin tops out at 1.5x", "margin usage",
#: "on margin"), not a company's margin ("profit margin", "EBIT margin") nor a margin call or
#: a margin of safety
_MARGIN: Final = re.compile(
    r"(?<!profit\s)(?<!operating\s)(?<!gross\s)(?<!net\s)(?<!ebit\s)(?<!ebitda\s)"
    r"(?<!interest\s)(?<!contribution\s)(?<!safety\s)(?<!error\s)(?<!initial\s)"
    r"(?<!variation\s)(?<!maintenance\s)"
    # ... nor the margin something is held against ("T-bills held against margin", "pledged
    # as margin", `limit_lexicon_hedging`)
    r"(?<!against\s)(?<!\bas\s)(?<!\bfor\s)"
    # ... nor margin posted to a venue or a clearer, collateral ("CEX balances plus posted
    # margin", "margin posted at the exchange")
    r"(?<!posted\s)(?<!pledged\s)(?<!lodged\s)"
    # ... nor a lender's margin of collateral over a loan ("the collateral margin", "margin
    # over loan value", `limit_lexicon_lending`)
    rf"{MARGIN_OVER_LOAN_BEFORE}"
    # ... nor what a business earns before its costs ("the gross margin", "the gross-margin
    # budget", "trading margin", "the budgeted margin")
    r"(?<!gross\s)(?<!gross-)(?<!trading\s)(?<!trading-)(?<!budgeted\s)"
    r"\bmargin(?:\s+(?:loans?|debt|usage|use|borrowing|leverage|exposure|balance))?\b"
    r"(?!\s+(?:of|for|calls?|requirements?|rates?|squeeze|expansion|compression|trend|posted|pledged)\b)"
    # ... nor collateral a hedging desk posts and the cash it keeps for it ("the margin
    # buffer", "min margin cash", `limit_lexicon_hedging`)
    rf"(?!\s+{MARGIN_AS_COLLATERAL.pattern})"
    rf"{MARGIN_OVER_LOAN_AFTER}"
    r"(?![\s-]*%)"
)
#: cash kept to buy with later: "dry powder", "the cash pile", "cash on the sidelines"
_IDLE_CASH: Final = re.compile(
    r"\bdry[\s-]*powder\b|\bcash[\s-]*(?:pile|stash|cushion|reserve)\b|"
    r"\bcash\s+on\s+the\s+sidelines\b|\bsidelined\s+cash\b"
)

#: canonical subject (as in `limits.SUBJECTS`) -> its retail phrases
RETAIL_SUBJECTS: Final[dict[str, re.Pattern[str]]] = {
    "max_position_weight": _TICKER,
    "max_gross_leverage": _MARGIN,
    "cash_weight": _IDLE_CASH,
}


__all__ = [
    "RETAIL_SUBJECTS",
    "SPECULATIVE_PATTERN",
    "SPECULATIVE_SLEEVE",
]
