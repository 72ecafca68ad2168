"""The words a treasury (a company's, a foundation's, a DAO's) names its limits with.

A corporate treasury policy bounds the cash it places with one bank ("deposits placed with any
one bank", "per-bank deposit limit"), a counterparty limit by another name; a community fund or
a foundation keeps a runway ("the runway reserve", "twelve months of runway in stablecoins"),
its cash floor; and both bound their risky bucket as a whole ("risk assets (equities and equity
ETFs)", "the equity sleeve", "the equity allocation"), a subject of its own: a cap on the
equity sleeve bounds no single position, and a cap on single positions bounds no sleeve.
"""

from __future__ import annotations

import re
from typing import Final

#: the canonical name of the equity (risk-asset) bucket of a treasury or multi-asset book
EQUITY_BUCKET: Final = "max_equity_weight"
#: the bucket in the words of a policy: "risk assets", "the equity sleeve",
#: "equity allocation", "equities" as an asset class (one equity, "a single equity", "each
#: name's equity", is a position)
EQUITY_BUCKET_PATTERN: Final = re.compile(
    # (a pool a subject is measured in is no mention of the bucket: "the weight of any single
    # sector in the return-seeking assets" bounds sectors; "growth" and "return-seeking" name
    # such pools of a scheme, `book_parts`)
    r"(?<!\bin\sthe\s)(?<!\bwithin\sthe\s)(?<!\bof\sthe\s)"
    r"\b(?:(?:risk|risky)[\s_-]+assets?|"
    r"(?<!single\s)(?<!single-)(?<!one\s)(?<!each\s)(?<!name\s)(?<!per\s)(?:"
    r"equit(?:y|ies)[\s_-]+(?:sleeve|allocation|bucket|exposure|weight|share|portion|book|"
    r"quota|ceiling|cap|limit|component|part)s?|equities))\b"
)
#: cash a fund keeps to pay its way: "the runway reserve", "months of runway", "operating reserve"
_RUNWAY: Final = re.compile(r"\b(?:runway|operating[\s_-]+reserves?|opex[\s_-]+reserves?)\b")
#: the bank a treasury places cash with, bounded one at a time: "deposits placed with any one
#: bank", "any single bank", "per-bank limit", "bank deposits"
_ONE_BANK: Final = re.compile(
    r"\b(?:(?:any|each|one|a|single|individual|per)[\s_-]+(?:one[\s_-]+|single[\s_-]+)?"
    r"bank(?:ing)?(?:[\s_-]+(?:group|counterparty|counterparties))?|bank[\s_-]+deposits?|"
    r"deposits?[\s_-]+(?:placed[\s_-]+|held[\s_-]+)?(?:with|at)[\s_-]+(?:any|each|a|one|"
    r"single|individual|the\s+same)\b)\b"
)
#: each subject's treasury words
TREASURY_SUBJECTS: Final[dict[str, re.Pattern[str]]] = {
    "cash_weight": _RUNWAY,
    "other_limit": _ONE_BANK,
}


__all__ = ["EQUITY_BUCKET", "EQUITY_BUCKET_PATTERN", "TREASURY_SUBJECTS"]
