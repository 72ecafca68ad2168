"""Figures written with a decimal comma ("by approx. 12,5 %", "0,6 percentage points", "1,8x").

Writers from continental Europe put a comma where English puts a point. A comma followed by
one or two digits and a unit cannot be a thousands separator (which groups three digits), so
"12,5 %" is twelve and a half percent, never 125 %; `with_decimal_points` writes it "12.5 %"
for the readers of sizes (`numbers`, `trend_sizes`), keeping every other character where it
was. A comma followed by three digits ("1,250 %") is left as written: it is a separator.

The same writers group thousands with a point ("CLP 6.900 millones", "€ 1.250 Mio.", "12.500.000
aandelen"). A point before three digits is a decimal point in English ("6.900 million" is rare,
but "1.250x" is not), so it is read as a separator only where nothing else can be meant: before
a scale word of a continental language ("millones", "milhões", "milioni", "Millionen", "Mio.",
"Mrd.", "miljoen", "milliards") or a word of its days, months or years ("dias úteis", "giorni",
"dagar"), which an English figure never takes, or in a figure of
several groups ("12.500.000"), which no decimal figure is. `with_thousands_commas` writes those
points as commas, the English separator, keeping every other character where it was.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.continental_periods import PERIOD_AFTER

#: the units a size is written with: percent, points, basis points, a multiple
_UNIT: Final = (
    r"\s?(?:%|percent\b|per\s?cent\b|pct\b|(?:percentage\s+|pct\.?\s+)?(?:points?|pts?\b|ppts?\b|"
    r"pp\b)|bps?\b|basis\s+points?\b|x(?![A-Za-z0-9])|×|times\b|turns?\b|"
    r"(?:EUR|USD|GBP|CHF|€|\$|£)?\s?(?:million|billion|mn|bn|m\b|k\b))"
)
_DECIMAL_COMMA: Final = re.compile(rf"(?<![\d,.])(\d+),(\d{{1,2}})(?!\d)(?={_UNIT})", re.IGNORECASE)


def with_decimal_points(text: str) -> str:
    """The text with each decimal comma before a unit written as a point; same length."""
    return _DECIMAL_COMMA.sub(lambda m: f"{m.group(1)}.{m.group(2)}", text)


#: a scale word of a continental language after an amount: Spanish, Portuguese, Italian,
#: German, Dutch and French (not "million", "millions", "billion": English has them too)
_CONTINENTAL_SCALE: Final = (
    r"\s?(?:mil\s+)?(?:mill(?:ó|o)n(?:es)?|milh(?:ão|ao|ões|oes)|milion[ei]|miliard[oi]|"
    r"millionen|milliarden?|mio\.?|mrd\.?|mln\.?|mld\.?|miljoen(?:en)?|miljard(?:en)?|"
    r"milliards?|mil)(?![A-Za-z])"
)
_THOUSANDS_POINTS: Final = re.compile(
    r"(?<![\d,.])\d{1,3}(?:\.\d{3}){2,}(?![\d.,]\d)"
    rf"|(?<![\d,.])\d{{1,3}}\.\d{{3}}(?![\d.,]\d)(?={_CONTINENTAL_SCALE})"
    # ... or before a continental word of days, months or years ("1.512 dias úteis", "1.008
    # giorni": `continental_periods`), which no English figure takes either
    rf"|(?<![\d,.])\d{{1,3}}\.\d{{3}}(?![\d.,]\d)(?={PERIOD_AFTER.pattern})",
    re.IGNORECASE,
)


def with_thousands_commas(text: str) -> str:
    """The text with each point that can only group thousands written as a comma; same
    length."""
    return _THOUSANDS_POINTS.sub(lambda m: m.group(0).replace(".", ","), text)


#: a count of days after its figure, in the languages of a fund's paperwork: "days", "business
#: days", "bd", pt "dias (úteis, corridos)", "d.u.", "d.c.", es "días (hábiles)", it "giorni
#: (lavorativi)", "gg.", fr "jours (ouvrés)", de "Tage", "Handelstage", "Bankarbeitstage", nl
#: "(werk)dagen", sv "dagar", "bankdagar", "handelsdagar"
_DAY_COUNT: Final = (
    r"\s?(?:(?:business|trading|calendar|working)\s+days?\b|days?\b|bd\b|"
    r"dias?\b|d\.\s?[uc]\.|d(?:í|i)as\b|giorni\b|gg\.?(?![A-Za-z])|jours?\b|"
    r"\w*tage?\b|\w*dag(?:ar|en)\b)"
)
#: a figure of a count of days whose point groups its thousands: "1.512 dias úteis", "1.966
#: d.u.", "1.008 dagar" (no count of days is written to three decimals)
_GROUPED_DAYS: Final = re.compile(
    rf"(?<![\d,.])(\d{{1,3}})\.(\d{{3}})(?![\d.,]\d)(?={_DAY_COUNT})", re.IGNORECASE
)


def with_grouped_day_counts(text: str) -> str:
    """The text with the point of a count of days that groups its thousands ("1.512 d.u.")
    written as the narrow no-break space `quantities` reads as a group mark; same length. Why:
    read as a decimal point, a floor of 1,512 business days is one and a half days, and a plan
    that cites it is checked against a value its source never gave."""
    return _GROUPED_DAYS.sub(lambda m: f"{m.group(1)}\u202f{m.group(2)}", text)


__all__ = ["with_decimal_points", "with_grouped_day_counts", "with_thousands_commas"]
