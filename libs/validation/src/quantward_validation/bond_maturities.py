"""A bond named by its maturity year, as a bond desk names it.

A sovereign's or a company's bonds are told apart by the year they mature: a desk writes "the
2031s", "the 7.25% 2031s", "the '31s", "the 2031 Eurobond", "the 2031 notes", "the 2031
maturity". A computation that reports such a bond's price keys the field by that year
(`price_2031s`, `px_2031`, `bond_2031_price`), and the field's own words ("price") are what the
desk leaves out. Why a reader of its own: the field reader finds a field by its words, and the
maturity year, the one word that names this bond, is a number the other readers take for a
date ("in 2031"). Only a year followed by the plural "s" or by a noun of debt names a bond; a
year alone ("by 2031") names none. The coupon written before the year ("the 7.25% 2031s") is
part of the bond's name, not a figure a sentence claims, and so is the coupon before the debt's
noun and its maturity ("4.125% senior notes due 2028") (`COUPON`, masked by
`answer.numbers_match`).
"""

from __future__ import annotations

import re
from typing import Final

#: a field of a bond's price keyed by its maturity year: `price_2031s`, `px_2031`,
#: `bond_2031_price`, `clean_price_2031`, `2031s_price`
_FIELD_YEAR: Final = re.compile(r"(?:^|_)(?:19|20)(\d{2})s?(?:_|$)")
_PRICE_PART: Final = frozenset(
    {"price", "px", "bond", "bonds", "clean", "dirty", "cash", "eurobond", "eurobonds", "note",
     "notes", "usd", "pct"}
)  # fmt: skip
#: a debt instrument's nouns after its maturity year
_DEBT_NOUN: Final = (
    r"(?:euro-?bonds?|bonds?|notes?|paper|issues?|lines?|maturit(?:y|ies)|sovereigns?|"
    r"sukuk|debentures?|gilts?|eurobond\s+line)"
)


def bond_year(metric: str) -> str | None:
    """The two last digits of the maturity year a bond's price field is keyed by
    (`price_2031s` → "31"), else None: the field's other words only say it is a price."""
    m = _FIELD_YEAR.search(metric.lower())
    if m is None:
        return None
    rest = [p for p in re.split(r"_+", _FIELD_YEAR.sub("_", metric.lower())) if p]
    return m.group(1) if all(p in _PRICE_PART for p in rest) else None


def maturity_mention(sentence: str, metric: str) -> tuple[int, int] | None:
    """Where `sentence` names the bond of `metric` by its maturity year ("the 2031s", "the
    '31s", "Kestrava's 2031 Eurobond", "the 2031 notes"), else None."""
    year = bond_year(metric)
    if year is None:
        return None
    pattern = re.compile(
        rf"(?<![\w.%])(?:(?:19|20){year}|['’]{year})(?:s\b|\s+{_DEBT_NOUN}\b)", re.IGNORECASE
    )
    m = pattern.search(sentence)
    return m.span() if m is not None else None


#: a coupon written as part of a bond's name, before its maturity year: the "7.25%" of "the
#: 7.25% 2031s", "a 5.5 per cent 2029 Eurobond", "the 6% '33s"
COUPON: Final = re.compile(
    r"(?<![\w.,])\d{1,2}(?:\.\d{1,3})?\s?(?:%|per\s?cent)(?=\s+(?:(?:19|20)\d{2}|['’]\d{2})"
    rf"(?:s\b|\s+{_DEBT_NOUN}\b)|"
    # ... or before the debt's noun and the maturity it is due at, as an issuer names it:
    # "4.125% senior notes due 2028", "the 6.5% subordinated debentures maturing 2031"
    rf"\s+(?:[\w-]+\s+){{0,3}}?{_DEBT_NOUN}\s+(?:due|maturing)\s+(?:in\s+)?"
    r"(?:(?:19|20)\d{2}|['’]\d{2})\b)",
    re.IGNORECASE,
)
