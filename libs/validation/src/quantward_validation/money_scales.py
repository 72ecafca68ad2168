"""Amounts of money with their scale, and limits whose name says the scale they are counted in.

A bank desk's limits are amounts, not shares of NAV: a VaR of "USD 16m", a DV01 of "$300k per
bp", a stress loss of "EUR 1.2bn". The contract has no money unit, so such a limit carries none
and its name says its currency and scale instead (`var_99_1d_limit_usd_m` = 16,
`dv01PerTenorBucketUsdK` = 300, `stressLossEurMn`, `max_var_in_usd_millions`). Read in the unit
its subject defaults to (VaR in bps of NAV, a bucket as a sector's share), "USD 16m" states no
16 and "≤ $24mm" bounds nothing, so a true citation reads as false and a limit above the
desk's approved one passes.

This module reads both sides the same way:

* `MAGNITUDES`: the scale words written after an amount, in the spellings desks use ("k", "K",
  "thousand", "m", "mm", "mn", "mln", "mio", "million", "bn", "b", "billion", "tn", "trillion");
* `named_money_unit(name)`: the money unit a name gives (`money`, `money_k`, `money_m`,
  `money_bn`, `money_tn`): a currency word with or without a scale after it (`usd_m`, `UsdMm`,
  `eur_mn`, `gbp_bn`, `usd_k`, `chf`), or a scale said as a unit of money (`in_millions`,
  `usd_thousands`, `mm_usd`);
* `per_basis_point(text, start)`: the "per 1bp" of a sensitivity ("$300k per 1bp", "USD 200k
  per one basis point"), the rate's denominator, not a figure of its own.

The value of a money unit is in units of its scale (16 in `money_m` is 16 million); `factor`
gives the scale, so an amount read with the scale written after it (`quantities.Quantity.scale`)
compares with a limit of any scale: "USD 16,000,000" and "$0.016bn" state 16 in `money_m`.
"""

from __future__ import annotations

import re
from typing import Final

#: the money units a name may give, each with its scale (the value counts units of it)
MONEY_UNITS: Final[dict[str, float]] = {
    "money": 1.0,
    "money_k": 1e3,
    "money_m": 1e6,
    "money_bn": 1e9,
    "money_tn": 1e12,
}

#: the scale words written after an amount ("16m", "$16mm", "USD 16 million", "€1.2bn"), each
#: with its factor; a scale word is one unit with the amount, never a figure of its own
MAGNITUDES: Final[dict[str, float]] = {
    "k": 1e3, "thousand": 1e3, "thousands": 1e3, "thou": 1e3, "grand": 1e3,
    "m": 1e6, "mm": 1e6, "mn": 1e6, "mln": 1e6, "mio": 1e6, "million": 1e6, "millions": 1e6,
    "b": 1e9, "bn": 1e9, "bln": 1e9, "billion": 1e9, "billions": 1e9,
    "tn": 1e12, "trn": 1e12, "trillion": 1e12, "trillions": 1e12,
}  # fmt: skip
#: a scale word right after an amount ("16m", "16 mm", "300k/bp", "2.5 billion")
MAGNITUDE_AFTER: Final = re.compile(
    # (no letter of any alphabet after it: "40 különböző" is forty of something, not 40k)
    r"^\s*(?P<scale>" + "|".join(sorted(MAGNITUDES, key=len, reverse=True)) + r")(?![^\W\d_])",
    re.IGNORECASE,
)

#: currencies as names and desks write them: ISO codes and their words
_CURRENCIES: Final = (
    r"usd|eur|gbp|jpy|chf|cad|aud|nzd|hkd|sgd|sek|nok|dkk|cny|cnh|inr|brl|mxn|zar|krw|"
    r"dollars?|euros?|pounds?|sterling|yen|francs?"
)
#: ... the same, for readers that name a currency apart from amounts (`limits`: "non-GBP")
CURRENCY_NAMES: Final = _CURRENCIES
#: every ISO 4217 code in use, for a field name that ends in its currency (`_kes_m`,
#: `field_units`), less those that are English words a name could end in ("all", "top", "try",
#: "cup", "mop", "bob", "mad", "sos", "gel")
_ISO_CODES: Final = (
    "aed afn amd ang aoa ars aud awg azn bam bbd bdt bgn bhd bif bmd bnd bov brl bsd btn bwp "
    "byn bzd cad cdf chf clp cny cnh cop crc cve czk djf dkk dop dzd egp ern etb eur fjd fkp "
    "gbp ghs gip gmd gnf gtq gyd hkd hnl htg huf idr ils inr iqd irr isk jmd jod jpy kes kgs "
    "khr kmf kpw krw kwd kyd kzt lak lbp lkr lrd lsl lyd mdl mga mkd mmk mnt mru mur mvr mwk "
    "mxn myr mzn nad ngn nio nok npr nzd omr pab pen pgk php pkr pln pyg qar ron rsd rub rwf "
    "sar sbd scr sdg sek sgd shp sle sll srd ssp stn svc syp szl thb tjs tmt tnd twd tzs uah "
    "ugx usd uyu uzs ves vnd vuv wst xaf xcd xof xpf yer zar zmw zwl"
)
ISO_CURRENCY_CODES: Final = frozenset(_ISO_CODES.split(" "))
#: a scale in a name: the letters as a field name writes them, after the split into words
_NAME_SCALES: Final[dict[str, str]] = {
    "k": "money_k", "thousand": "money_k", "thousands": "money_k", "ths": "money_k",
    "m": "money_m", "mm": "money_m", "mn": "money_m", "mln": "money_m", "mio": "money_m",
    "million": "money_m", "millions": "money_m",
    "b": "money_bn", "bn": "money_bn", "bln": "money_bn", "billion": "money_bn",
    "billions": "money_bn",
    "tn": "money_tn", "trn": "money_tn", "trillion": "money_tn", "trillions": "money_tn",
}  # fmt: skip
_SCALE_WORD: Final = "|".join(sorted(_NAME_SCALES, key=len, reverse=True))
#: a currency with a scale after it (`usd m`, `usd mm`, `eur mn`, `usd k`), or before it
#: (`mm usd`, `k eur`), or a currency alone ending the name (`var limit usd`; a currency inside
#: a name is what is bounded, `max_usd_exposure`, `dollar_neutral`): words of a name
_NAMED: Final = re.compile(
    rf"\b(?:{_CURRENCIES})\s+(?P<after>{_SCALE_WORD})\b|"
    rf"\b(?P<before>{_SCALE_WORD})\s+(?:{_CURRENCIES})\b|"
    r"\b(?:usd|eur|gbp|jpy|chf|cad|aud|hkd|sgd)$|"
    # ... or a scale said as what the figure is counted in: `in millions`, `usd thousands`
    r"\bin\s+(?P<spelled>thousands|millions|billions|trillions)\b"
)


#: the currency written before an amount, ending a text ("not to exceed USD ", "≤ $"): read
#: away, the operator before it applies to the amount
CURRENCY_BEFORE: Final = re.compile(
    r"(?:\b(?:usd|eur|gbp|jpy|chf|cad|aud|nzd|hkd|sgd|sek|nok|dkk|cny|cnh)\s*|[$€£¥]\s*)$",
    re.IGNORECASE,
)
#: what an amount's figure carries after it, as a pattern to embed: its scale word and the
#: "per 1bp" of a sensitivity ("300k per 1bp", "24mn", "16 million")
AMOUNT_TAIL: Final = (
    r"(?:" + "|".join(sorted(MAGNITUDES, key=len, reverse=True)) + r")(?![a-z])"
    r"(?:\s*(?:per|/)\s*(?:(?:1|one)\s*)?(?:bps?|basis[\s-]+points?)\b)?"
)


def named_money_unit(named: str) -> str | None:
    """The money unit a constraint name gives (`limits.words` of it: "var 99 1d limit usd m"),
    else None. A currency is needed, or a scale said in words as what the figure is counted in
    ("in millions"); a bare "m" or "k" says nothing (`max_k`, `m` for months)."""
    m = _NAMED.search(named)
    if m is None:
        return None
    scale = m.group("after") or m.group("before") or m.group("spelled")
    return _NAME_SCALES[scale] if scale is not None else "money"


def shown(value: float, unit: str) -> str:
    """An amount in a money unit as a desk writes it: 16 in `money_m` is "16m", 24e6 in `money`
    "24m", 300 in `money_k` "300k"."""
    amount = value * MONEY_UNITS.get(unit, 1.0)
    for suffix, scale in (("tn", 1e12), ("bn", 1e9), ("m", 1e6), ("k", 1e3)):
        if abs(amount) >= scale:
            return f"{amount / scale:g}{suffix}"
    return f"{amount:g}"


def factor(unit: str | None) -> float | None:
    """The scale of a money unit (1e6 for `money_m`), else None."""
    return MONEY_UNITS.get(unit or "")


def magnitude_after(text: str, end: int) -> float | None:
    """The scale word written right after an amount ending at `end` ("m" of "16m"), else None."""
    m = MAGNITUDE_AFTER.match(text[end : end + 16])
    return MAGNITUDES[m.group("scale").lower()] if m is not None else None


#: a sensitivity's denominator after its amount: "per bp", "per 1bp", "/bp", "per one basis
#: point", "a basis point", "per 01" — the rate is of the amount, its "1" no figure of its own
_PER_BASIS_POINT: Final = re.compile(
    r"\s*(?:per|/|a|an|for\s+(?:a|each|every))\s*(?:(?:1|one)\s*)?"
    r"(?:bps?|bp01|basis[\s-]+points?|pips?|01)\b",
    re.IGNORECASE,
)


def per_basis_point(text: str, end: int) -> int | None:
    """Where the "per 1bp" after a money amount ending at `end` (its scale word read) ends, or
    None when none follows."""
    scale = MAGNITUDE_AFTER.match(text[end : end + 16])
    at = end + (scale.end() if scale is not None else 0)
    m = _PER_BASIS_POINT.match(text, at)
    return m.end() if m is not None else None


__all__ = [
    "AMOUNT_TAIL",
    "CURRENCY_BEFORE",
    "CURRENCY_NAMES",
    "ISO_CURRENCY_CODES",
    "MAGNITUDES",
    "MAGNITUDE_AFTER",
    "MONEY_UNITS",
    "factor",
    "magnitude_after",
    "named_money_unit",
    "per_basis_point",
    "shown",
]
