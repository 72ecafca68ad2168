"""A field's name without the unit it ends in: `net_income_kes_m` is the net income,
`dividend_per_share_sen` the dividend per share, `harvest_volume_million_tons` the harvest
volume.

Platforms, data vendors and analysts' own computations name a figure's field with its unit
after it — a currency and its scale (`_usd_m`, `_kes_bn`, `_myr_mn`), a currency's minor unit
(`_sen`, `_cents`, `_pence`), a scale alone (`_thousands`), a rate's unit (`_pct`, `_bps`,
`_pp`) or a physical one (`_mt`, `_million_tons`, `_mwh`, `_oz`). The words people use name the
figure, never its unit, so the lexicon of names (`trends.METRICS`) is matched against the name
with its unit taken off. Only the end of the name is read, and a name is never emptied: the
unit is what follows the figure's own words.
"""

from __future__ import annotations

from typing import Final

from quantward_validation.metric_lexicon_sustainability import is_unit_part
from quantward_validation.money_scales import ISO_CURRENCY_CODES, MAGNITUDES

#: a currency's minor unit, a rate's unit, counts of a physical quantity and their scales
_UNIT_WORDS: Final = frozenset(
    {
        "sen", "cents", "cent", "pence", "p", "kobo", "paise", "fils", "halalas", "centavos",
        "pct", "percent", "perc", "pcnt", "bps", "bp", "pp", "pts",
        "tons", "tonnes", "ton", "tonne", "t", "barrels", "ounces", "acres", "hectares", "ha",
        "mm", "mln", "bln", "tn", "000s", "000",
    }
)  # fmt: skip


def _unit(part: str) -> bool:
    word = part.lower()
    return (
        word in ISO_CURRENCY_CODES
        or word in _UNIT_WORDS
        or word in MAGNITUDES
        or is_unit_part(word)
        # a currency scaled in one word: "musd", "bnkes", "usdm"
        or (word[:1] in ("k", "m") and word[1:] in ISO_CURRENCY_CODES)
        or (word[:2] == "bn" and word[2:] in ISO_CURRENCY_CODES)
        # ... and billions as one letter before the code: "bczk", "bpln" (not the English
        # words that spell a code after a "b": "bars", "ball")
        or (word[:1] == "b" and word[1:] in ISO_CURRENCY_CODES and word not in ("bars", "ball"))
        or (word[-1:] in ("k", "m", "b") and word[:-1] in ISO_CURRENCY_CODES)
    )


def bare_field(metric: str) -> str:
    """The field's name without the unit words ending it (`net_income_kes_m` → `net_income`,
    `stumpage_per_ton` → `stumpage`); the name itself when it is all unit words or holds
    none."""
    parts = metric.split("_")
    cut = len(parts)
    while cut > 1 and _unit(parts[cut - 1]):
        cut -= 1
    if cut < len(parts) and cut > 1 and parts[cut - 1].lower() == "per":
        cut -= 1  # a unit ratio: "per ton"
    return "_".join(parts[:cut])


__all__ = ["bare_field"]
