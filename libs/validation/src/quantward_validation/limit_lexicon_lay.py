"""The subjects of limits as non-specialists and quants say them, beside the trade's words.

A retired teacher, a charity's treasurer or someone writing down a parent's wishes rarely says
"gross leverage" or "single-issuer weight": they say "our total exposure including borrowed
money", "one and a half times our own money", "what goes into one company", "the gap to the
index", "how far it falls from its best" or "the money kept in the bank"; a quant's list of
limits says "lev <= 1.5x" or "w_i ≤ 5%", and an assert says "w.abs().sum() <= 1.5" or
"np.max(w) <= 0.05". `LAY_SUBJECTS` holds, for each canonical subject of
`limits`, a pattern of those phrases (over lower-cased text whose config names are read as
words); `limits.SUBJECTS` joins each to the trade's pattern of the same subject, so every reader
(mandate bounds, provenance, the Guardian's assumption checks) maps them to one subject.

Each pattern is a construction, not one sentence: a quantifier before a word for a business ("any
one company", "each firm", "a single business"), a word of gap or drift before the index or
benchmark it is measured from, a preposition of inclusion before borrowed money, a fall or drop
from a best or highest level.
"""

from __future__ import annotations

import re
from typing import Final

#: what is counted in with the money invested when the total is a gross exposure: "including
#: borrowed money", "counting what we borrow", "plus any margin loans", "with the borrowing"
_BORROWED: Final = (
    r"(?:borrowed\s+(?:money|funds|cash|capital)|borrowings?|borrowed|"
    r"(?:the\s+)?(?:money|funds|cash)\s+(?:we|you|they|i)\s+borrow(?:ed)?|"
    r"what\s+(?:we|you|they|i)\s+borrow(?:ed)?|margin\s+(?:loans?|debt|borrowing))"
)

#: how much the account holds in all, measured against its own money
_GROSS: Final = re.compile(
    # "our total exposure", "the overall exposure", "everything we hold, long and short"
    r"\b(?:total|overall|whole|combined|entire)\s+(?:market\s+)?exposures?\b|"
    # ... with the borrowed money counted in: "how much we invest including borrowed money",
    # "exposure counting what we borrow", "invested incl. margin loans"
    r"\b(?:including|incl\.?|counting|plus|with|on\s+top\s+of|together\s+with)\s+"
    rf"(?:the\s+|any\s+|our\s+|all\s+)?{_BORROWED}(?=\W|$)|"
    r"\b(?:borrowed\s+money|borrowing|borrowings)\s+included\b|"
    # measured as a multiple of the owner's own money: "(1.5) times our own money"
    r"(?<=times\s)(?:our|your|their|its|his|her|the\s+\w+'s)\s+own\s+"
    r"(?:money|capital|funds|savings|equity)\b|"
    # the UK's word for it, of investment trusts: "gearing", "geared up to 1.5 times", "may
    # gear to 120 %" (the verb only before its preposition: a "gear box" is no leverage)
    r"\bgearing\b|\bgeared\b|\bgears?(?=\s+(?:up|down|to|at|of)\b)|"
    # shorthand: "lev <= 1.5x", "max lev 2x", and the sum of absolute weights in code
    # ("w.abs().sum()", "np.abs(w).sum()", "sum(abs(w))")
    r"\blev\b|\bw\s*\.\s*abs\s*\(\s*\)\s*\.\s*sum\b|"
    r"\b(?:np\s*\.\s*)?abs\s*\(\s*w\s*\)\s*\.\s*sum\b|\bsum\s*\(\s*(?:np\s*\.\s*)?abs\s*\(\s*w\b"
)

#: one company's share of the money: a quantifier before a word for a business ("any one
#: company", "each firm", "a single business", "every individual company"), and the largest
#: weight in code (a bounded "w_i ≤ 5%" is the trade's notation, read in `limits`)
_POSITION: Final = re.compile(
    r"\b(?:any|each|every|one|no|single|individual|the\s+same|per)\s+"
    r"(?:(?:one|single|individual|particular)\s+)?(?:compan(?:y|ies)|firms?|business(?:es)?|"
    r"corporations?|issuers?)\b|"
    # the largest weight in code: "w.max()", "np.max(w)", "max(w)"
    r"\bw\s*\.\s*max\s*\(|\b(?:np\s*\.\s*)?max\s*\(\s*w\s*\)"
)

#: one kind of business: "one kind of business", "any one type of company", "a line of business"
_SECTOR: Final = re.compile(
    r"\b(?:kinds?|types?|lines?|areas?|fields?|branch(?:es)?)\s+of\s+"
    r"(?:business(?:es)?|compan(?:y|ies)|industry|trade)\b"
)

#: the gap to the index, or the drift from it: "the gap to the index", "how far we drift from the
#: benchmark", "the difference from the market" (not a weight measured from the index's weight:
#: "drift from the index weight" is an active weight)
_TRACKING: Final = re.compile(
    r"\b(?:gap|distance|difference|deviation|divergence|drift|spread)\s+"
    r"(?:to|from|versus|vs\.?|against|with|between\s+(?:us|it|the\s+\w+)\s+and)\s+"
    r"(?:the\s+|our\s+)?(?:index|benchmark|market)\b(?!(?:'s|’s)?\s*weights?\b)|"
    r"\b(?:drift|stray|wander|deviate|depart|differ|stray)(?:s|ed|ing)?\s+(?:away\s+)?from\s+"
    r"(?:the\s+|our\s+)?(?:index|benchmark)\b(?!(?:'s|’s)?\s*weights?\b)"
)

#: a fall from the best level reached: "down from the peak", "a drop from its best", "the most it
#: falls from its highest point"
_DRAWDOWN: Final = re.compile(
    r"\b(?:fall|falls|drop|drops|decline|loss|losses|slide|slump|dip|down)\s+from\s+"
    r"(?:the\s+|its\s+|their\s+|our\s+|an?\s+)?(?:best|highest|top|peak|high)\b"
    r"(?:\s+(?:point|level|value|mark))?"
)

#: money not invested: "the money kept in the bank", "what we leave on deposit", "uninvested"
_CASH: Final = re.compile(
    r"\b(?:(?:money|amount|savings)\s+(?:we\s+)?)?(?:kept|keep|held|hold|left|leave|sitting|"
    r"parked)\s+(?:in\s+the\s+bank|on\s+deposit|uninvested|aside)\b|"
    r"\b(?:in\s+the\s+bank|uninvested|on\s+deposit|rainy[\s-]day\s+(?:money|fund|reserve))\b|"
    # money placed with a bank: "bank deposits", "sight and time deposits", "deposits with banks"
    r"\b(?:bank|sight|demand|time|term|overnight|call)(?:\s+(?:and|or)\s+(?:sight|demand|time|"
    r"term|overnight|call))?[\s-]+deposits?\b|"
    r"\bdeposits?\s+(?:with|at|in)\s+(?:(?:the|a|one|credit|our|its)\s+)*(?:banks?|"
    r"credit\s+institutions?)\b"
)

#: canonical subject (as in `limits.SUBJECTS`) -> the everyday and shorthand phrases of it
LAY_SUBJECTS: Final[dict[str, re.Pattern[str]]] = {
    "max_gross_leverage": _GROSS,
    "max_position_weight": _POSITION,
    "max_sector_weight": _SECTOR,
    "max_tracking_error": _TRACKING,
    "max_drawdown": _DRAWDOWN,
    "cash_weight": _CASH,
}


def widened(name: str, pattern: re.Pattern[str]) -> re.Pattern[str]:
    """The trade's pattern of a subject joined to its everyday and shorthand phrases, so a
    reader that knows one knows both."""
    lay = LAY_SUBJECTS.get(name)
    if lay is None:
        return pattern
    return re.compile(f"(?:{pattern.pattern})|(?:{lay.pattern})", pattern.flags)


__all__ = ["LAY_SUBJECTS", "widened"]
