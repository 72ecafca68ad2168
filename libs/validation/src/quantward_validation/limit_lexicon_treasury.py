"""The words a treasury (a company's, a foundation's, a DAO's) names its limits with.

A corporate treasury policy bounds the cash it places with one bank ("deposits placed with any
one bank", "per-bank deposit limit"), a counterparty limit by another name; a community fund or
a foundation keeps a runway ("the runway reserve", "twelve months of runway in stablecoins"),
its cash floor; and both bound their risky bucket as a whole ("risk assets (equities and equity
ETFs)", "the equity sleeve", "the equity allocation"), a subject of its own: a cap on the
equity sleeve bounds no single position, and a cap on single positions bounds no sleeve.

A bank's treasury (and a reserve manager, an insurer's ALM desk) runs its investment portfolio,
the liquidity buffer, by the regulator's and its own classes: a floor on "Level 1 assets" (the
most liquid tier of high-quality liquid assets, HQLA) is its liquid-assets floor, the cash
subject; a cap on "any one asset class", "the covered-bond allocation", "supranationals" or
"Level 2B assets" bounds one class of the book at a time, a sector-like subject as a bucket of
the book is (`limit_lexicon_hedging`), neither one position nor the whole buffer. A class named
by its own name and said of one holding ("a single covered bond") is a position
(`one_of_a_named_class`), but "any one asset class" is the grouping's limit.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.single_holdings import one_of_class

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
    r"quota|ceiling|cap|limit|component|part)s?|equities))\b|"
    # ... or the class by its market, "public equity", "listed equity" (private equity is a
    # class of its own), and what a book allocates to it ("the allocation to equity")
    r"\b(?:public|listed|quoted)[\s_-]+equit(?:y|ies)\b|"
    r"\ballocations?[\s_-]+to[\s_-]+(?:(?:public|listed|quoted|global|domestic)[\s_-]+)?"
    r"equit(?:y|ies)\b(?![\s_-]+(?:of|in)[\s_-]+(?:any|each|one|a|single|an)\b)|"
    # ... or shares as an asset class, by the market they are listed in, as a super fund, a
    # platform or a UK scheme says it: "Australian shares", "aus shares", "international
    # shares", "global shares", "UK shares" (one share, a share of NAV, is no asset class)
    r"\b(?:aus(?:tralian)?|domestic|international|intl|global|overseas|foreign|world|"
    r"uk|us|nz|canadian|european|asian|emerging[\s_-]+markets?|em|developed[\s_-]+markets?)"
    r"[\s_-]+shares\b(?![\s_-]+(?:of|in|per)[\s_-]+(?:any|each|every|one|single|an?|issuer))"
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
#: what a tier of the liquidity rules is said of, right after it: "Level 1 assets", "level 2B
#: securities", "the Level 1 share", "level1 floor" (a classification's level, "GICS level 1",
#: is said of nothing: no tier)
_TIER_OF: Final = (
    r"(?=[\s_-]+(?:hqla|assets?|securities|bonds?|instruments?|holdings?|paper|share|shares|"
    r"floor|minimum|min|weight|allocation|bucket|buffer|portion|proportion|part|exposure|cap|"
    r"ceiling|limit|ratio|max|maximum)\b)"
)
#: the grouping itself: "asset class", "asset-class", "asset type", "instrument category"
_GROUPING: Final = r"\b(?:asset|instrument)[\s_-]*(?:class(?:es)?|types?|categor(?:y|ies))\b"
#: the classes a treasury's or a reserve manager's book is cut into: covered bonds
#: (Pfandbriefe), sub-sovereigns, SSA, securitised paper, and the lower tiers of HQLA ("Level
#: 2A", "level 2b", "L2B" assets); agencies and supranationals are a bucket of their own
#: (`limit_lexicon_buckets.AGENCIES_SUPRAS`)
_NAMED_CLASS: Final = re.compile(
    r"\b(?:covered[\s_-]*bonds?|pfandbrief(?:e|s)?|sub[\s_-]*sovereigns?|ssas?|"
    r"(?:rmbs|cmbs|securiti[sz](?:ations?|ed[\s_-]+(?:paper|assets|products)))|"
    rf"level[\s_-]*(?:2|ii|two)[\s_-]*[ab]?{_TIER_OF}|l2[ab]{_TIER_OF})\b"
)
#: the top tier of the liquidity rules: "Level 1 assets", "level one HQLA", "L1 securities",
#: "HQLA" named as a holding (the HQLA book or portfolio is the whole buffer, no subject)
_TOP_TIER: Final = re.compile(
    rf"\b(?:level[\s_-]*(?:1|i|one)(?![.,]?\d){_TIER_OF}|l1{_TIER_OF}|"
    r"hqla(?![\s_-]+(?:book|portfolio|pool|buffer|desk|stock|team))(?<!\bof\sthe\shqla))\b"
)


def one_of_a_named_class(lowered: str, start: int, end: int) -> bool:
    """Whether the mention at `start`–`end` is a class named by its own name said of one
    holding ("a single covered bond", "any one Pfandbrief"): a position, while "any one asset
    class" is the grouping's limit."""
    return _NAMED_CLASS.search(lowered, start, end) is not None and one_of_class(
        lowered, start, end, lambda rest: _NAMED_CLASS.match(rest) is not None
    )


#: each subject's treasury words
TREASURY_SUBJECTS: Final[dict[str, re.Pattern[str]]] = {
    "cash_weight": re.compile(f"{_RUNWAY.pattern}|{_TOP_TIER.pattern}"),
    "other_limit": _ONE_BANK,
    # a class of the book bounded one at a time, a sector-like subject as a bucket is
    # (`limit_lexicon_hedging`)
    "max_sector_weight": re.compile(f"{_GROUPING}|{_NAMED_CLASS.pattern}"),
}


__all__ = ["EQUITY_BUCKET", "EQUITY_BUCKET_PATTERN", "TREASURY_SUBJECTS", "one_of_a_named_class"]
