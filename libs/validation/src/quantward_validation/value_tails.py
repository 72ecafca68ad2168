"""What may follow a value before its operator or the other end of its range: the base it is a
share of and the measure it is counted in, as pension paperwork and retail posts write them.

A trustee's policy writes a tracking error "1.5 % p.a. ex ante to 3 % p.a. ex ante"; a retail
investor writes a cap "5 % of the account to 10 % of the account" or "150 % of account value".
The words after the value say what it is a share of ("of the account", "of my account", "of
account value", "of total plan assets", "of the scheme's assets") or how the figure is measured
("ex ante", "ex-post", "forecast", "realised", or in an aside: "(ex ante)", "(annualised)"),
never what bounds it. `mandate` reads them as
part of the value (its `_TAIL`), so the range's other end and the operator after them are
still found.
"""

from __future__ import annotations

from typing import Final

from quantward_validation.book_parts import PART_NOUNS
from quantward_validation.fund_bases import BASE as FUND_BASE

#: the base a share is counted of: "of the account", "of my account value", "of total plan
#: assets", "of the scheme's assets", "of the club's money", "of portfolio value"
_BASE: Final = (
    r"of\s+(?:the\s+|my\s+|our\s+|your\s+|their\s+|its\s+|[\w-]+['’]s\s+)?"
    r"(?:(?:total|overall|whole|entire|plan|scheme|fund|club|brokerage|taxable)\s+)*"
    r"(?:account|portfolio|plan|scheme|club|pot|money)(?:\s+(?:value|assets|size|balance))?\b|"
    r"of\s+(?:the\s+|my\s+|our\s+|[\w-]+['’]s\s+)?(?:total\s+)?(?:plan|scheme|fund)\s+assets\b"
)
#: a part of the book a share is counted of, as a long/short fund's guidelines write it after
#: each end: "7 % of the short book to 14 % of the short book", "3 % of our hedge sleeve", "4 %
#: of short market value", "6 % of gross exposure" (a determiner and up to two modifier words
#: before a pool's noun, `book_parts`; or a side of the book and its measure without one)
_BOOK_PART: Final = (
    r"of\s+(?:the|our|its|their|your|this|that|[\w-]+['’]s)\s+"
    rf"(?:(?!(?:the|of|and|or|to|in|at)\b)[\w-]+\s+){{0,2}}?{PART_NOUNS}\b|"
    r"of\s+(?:the\s+)?(?:short|long|gross|net)[\s-]+(?:side\s+)?"
    r"(?:market\s+values?|mv|exposures?|notional|side|leg)\b"
)
#: how the figure is measured: "ex ante", "ex-post", "forecast", "realised"
#: ... said in an aside after each end, as a reserve manager's annex writes it: "30 bp (ex
#: ante) to 60 bp (ex ante)", "4 % (annualised, ex post)", "2 % (p.a.)"
_MEASURE_ASIDE: Final = (
    r"\(\s*(?:(?:ex[\s-]?(?:ante|post)|forecast|predicted|realised|realized|annuali[sz]ed|"
    r"p\.\s?a\.?|per\s+annum|trailing|rolling)\s*[,;/]?\s*)+\)"
)
_MEASURE: Final = (
    r"ex[\s-]?(?:ante|post)\b|(?:forecast|predicted|realised|realized)\b(?!\s+\w)|" + _MEASURE_ASIDE
)

#: where such an aside closes, as lookbehinds a sentence's end after a closing parenthesis is
#: refused at: "neutral 45 bp (ex ante), operating band 30 bp to 60 bp" is one sentence
NOT_AFTER_MEASURE_ASIDE: Final = (
    r"(?<!ante\))(?<!post\))(?<!ised\))(?<!ized\))(?<!cast\))(?<!cted\))(?<!\.a\.\))"
    r"(?<!annum\))(?<!iling\))(?<!lling\))"
)

#: a regular-expression fragment, one tail item, for `mandate._TAIL`'s alternation (and a private
#: fund's qualified base, `fund_bases`: "of Sleeve NAV", "of aggregate Commitments")
VALUE_TAIL: Final = rf"{_BASE}|{FUND_BASE}|{_BOOK_PART}|{_MEASURE}"

__all__ = ["NOT_AFTER_MEASURE_ASIDE", "VALUE_TAIL"]
