"""How large a trend claim says a change was, read against the figures of the claim's own horizon.

`trends` finds what a sentence says a figure did and over which window ("in 2022", "since Q1
2021", "over the last eight quarters", else the whole series); this module reads the size the
sentence gives that change and says whether the window's figures bear it out. Two forms:

* **Digits with a unit** after a verb of change ("rose 12 %", "fell by 0.3x", "was up 140bp",
  "edged up 0.14 percentage points", "advanced by more than 10 %"). A size is the change
  between the window's first and last figure, read every way the unit allows: a percent is a
  relative change, or points of a figure held as a fraction (0.31 → 0.33 is "2 %" of a margin)
  or already in percent; basis points are hundredths of a point; points and "pp" are
  points; a multiple ("0.3x", "turns") is a change in turns, or the ratio of the ends. Followed
  (or preceded) by a rate word ("12 % a year", "at an annual rate of 12 %", "a 12 % CAGR") the
  size is the compound annual rate over the window. A figure is matched within the rounding of
  how it is written (12 % is 11.5–12.5 %); a hedge widens it ("about", "some": a unit of the
  last digit or 5 %), and a bound is a bound ("more than 10 %", "north of 20 %", "just shy of
  20 %": below it, by at most a tenth); a bound may be written as its sign (">10 %", "≥ 5 %",
  "<2 pts").
* **A band of rates** ("double-digit", "high-single-digit", "mid-teens", "the low twenties").
  With a rate word in its clause ("annual", "a year", "CAGR", "compounded") the band is of the
  compound annual rate over the window; without one it may be that rate or the window's whole
  change, and either in the band will do. The bands, in percent of the rate's size:

  | said | band |
  |---|---|
  | single-digit | 0 to under 10 |
  | low / mid / high single-digit | 0.5–4.5 / 3.5–6.5 / 6.5 to under 10 |
  | double-digit | 9.5 to under 100 |
  | low / mid / high double-digit | 9.5–14.5 / 13.5–60 / 16.5 to under 100 |
  | triple-digit | 99.5 and above |
  | the teens (and low / mid / high) | 9.5–20.5 (9.5–13.5 / 13.5–16.5 / 16.5–20.5) |
  | the twenties, thirties, forties, fifties | the decade, ±0.5, split in thirds the same way |

  "Low" is the first three units of its decade, "mid" the middle three, "high" the last three,
  each widened by half a unit for rounding ("mid-teens" is 14–16 %, so 13.5–16.5 %); the
  double-digit qualifiers follow analysts' use ("low double digits" is 10–14 %, "high double
  digits" the upper teens and above, "mid double digits" is read widely). Two qualifiers joined
  ("low-to-mid teens") take the union.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from typing import Final, Literal

from quantward_validation.spoken_hedges import SPOKEN_HEDGES

Bound = Literal["exact", "approx", "at_least", "at_most", "nearly"]
Unit = Literal["percent", "bp", "points", "multiple"]

#: spoken hedges ("like 18 %", "something like", `spoken_hedges`) are hedges as "about" is
_APPROX: Final = rf"about|around|roughly|approximately|approx\.?|some|circa|c\.|~|{SPOKEN_HEDGES}"
_AT_LEAST: Final = (
    r">=?|≥|more\s+than|well\s+over|over|above|north\s+of|upwards\s+of|in\s+excess\s+of|at\s+least|"
    r"better\s+than"
)
_AT_MOST: Final = r"<=?|≤|less\s+than|under|below|south\s+of|at\s+most|no\s+more\s+than|up\s+to"
_NEARLY: Final = (
    r"nearly|almost|close\s+to|just\s+(?:shy|short)\s+of|shy\s+of|not\s+quite|just\s+under"
)
_HEDGE: Final = (
    rf"(?:(?P<nearly>{_NEARLY})|(?P<approx>{_APPROX})|(?P<at_least>{_AT_LEAST})|"
    rf"(?P<at_most>{_AT_MOST}))"
)
#: a rate said before its figure: "at an annual rate of 12 %", "at a 12 %" (its CAGR after)
_AT_RATE: Final = (
    r"at\s+(?:an?\s+)?(?:(?:annual|annuali[sz]ed|yearly|compound(?:ed)?(?:\s+annual)?)\s+)?"
    # the rate may be named by its initials or in full: "at a CAGR of 12 %", "at a compound
    # annual growth rate of 12 %"
    r"(?:(?:rate|pace|clip|cagr|(?:compound(?:ed)?\s+)?annual(?:i[sz]ed)?\s+growth\s+rate)"
    r"\s+of\s+)?"
)
_UNIT: Final = (
    r"(?P<unit>%|percent\b|per\s?cent\b|pct\b(?!\s+points?)|bps\b|bp\b|basis\s+points?\b|"
    r"(?:percentage|pct\.?)\s+points?\b|ppts?\b|pp\b|pts?\b|points?\b|x\b|×|turns?\b)"
)
_SIZE: Final = re.compile(
    rf"\b(?P<lead>[A-Za-z]+)\s+(?:(?:by|of)\s+|(?P<at>{_AT_RATE}))?(?:{_HEDGE}\s*)?"
    rf"(?P<sign>[+\-−])?(?P<n>\d+(?:\.\d+)?)\s?{_UNIT}",
    re.IGNORECASE,
)
#: a size is a yearly rate when a rate word follows it ("12 % a year", "12 % CAGR", "12 % per
#: annum", "12 % annualised"; read with `match` at the figure's end) or the words before it
#: said so ("at an annual rate of")
_PER_YEAR_AFTER: Final = re.compile(
    r"\s*(?:(?:a|per|each|every)\s+(?:year|annum)|annual(?:ly|i[sz]ed)?|yearly|p\.?\s?a\.?(?!\w)|"
    r"cagr|compound(?:ed)?\s+(?:annual(?:ly)?|a\s+year))",
    re.IGNORECASE,
)
#: a size per step shorter than a year ("5 % a quarter", "2 % per month", "3 % sequentially")
#: is no size of the window's whole change: it is left unread
_PER_STEP_AFTER: Final = re.compile(
    r"\s*(?:(?:a|per|each|every)\s+(?:quarter|month|week|day|period)|quarterly|monthly|weekly|daily|"
    r"q(?:/o/|o|/)q|m(?:/o/|/)m|sequentially|on\s+average)\b",
    re.IGNORECASE,
)
#: a rate word anywhere in the clause: the band is of the compound annual rate
_RATE_WORD: Final = re.compile(
    r"\b(?:annual(?:ly|i[sz]ed)?|yearly|a\s+year|per\s+(?:year|annum)|each\s+year|p\.?\s?a\.?(?!\w)|"
    r"cagr|compound\w*)\b",
    re.IGNORECASE,
)
#: what makes the words before a figure a rate: "at an annual rate of", "at a pace of"
_RATE_BEFORE: Final = re.compile(
    r"\b(?:annual|annuali[sz]ed|yearly|compound\w*|rate|pace|clip|cagr)\b", re.IGNORECASE
)
#: a verb of compounding takes a yearly rate: "compounded at 12 %" is 12 % a year
_COMPOUNDING: Final = re.compile(r"compound(?:ed|s|ing)?", re.IGNORECASE)
#: figures that are points of a percentage already, or fractions of one, by their field's name
_PERCENT_FIELD: Final = re.compile(
    r"pct|percent|margin|rate|yield|share|occupancy|ratio|coverage|return", re.IGNORECASE
)
#: figures kept in basis points already, by their field's name (`embi_spread_bp`, `oas_bps`)
_BP_FIELD: Final = re.compile(r"(?:^|_)(?:bps?|basis_points?)(?:_|$)", re.IGNORECASE)
_FRACTION_LIMIT: Final = 1.5  # a figure no larger than this may be a fraction (0.31 is 31 %)


@dataclass(frozen=True)
class Size:
    """A change's size as the sentence writes it."""

    at: int
    text: str
    lead: str
    value: float
    decimals: int
    unit: Unit
    bound: Bound
    per_year: bool


def _unit_of(written: str) -> Unit:
    said = written.lower().replace(" ", "")
    if said.startswith(("%", "percent", "pct")) and "point" not in said:
        return "percent"
    if said.startswith(("bp", "basis")):
        return "bp"
    if said in ("x", "×") or said.startswith("turn"):
        return "multiple"
    return "points"


def _bound_of(m: re.Match[str]) -> Bound:
    for name in ("nearly", "approx", "at_least", "at_most"):
        if m.group(name):
            return name
    return "exact"


def written_sizes(sentence: str, start: int, stop: int) -> list[Size]:
    """Every size in digits written after a word in `sentence[start:stop]`, with the word it
    follows (`lead`): the caller keeps those whose word is a verb of change."""
    found: list[Size] = []
    for m in _SIZE.finditer(sentence, start, stop):
        if _PER_STEP_AFTER.match(sentence, m.end()):
            continue
        digits = m.group("n")
        rate_before = m.group("at") is not None and _RATE_BEFORE.search(m.group("at")) is not None
        per_year = (
            rate_before
            or _COMPOUNDING.fullmatch(m.group("lead")) is not None
            or _PER_YEAR_AFTER.match(sentence, m.end()) is not None
        )
        found.append(
            Size(
                at=m.start("n"),
                text=sentence[m.start("lead") : m.end()],
                lead=m.group("lead"),
                value=float(digits),
                decimals=len(digits.split(".")[1]) if "." in digits else 0,
                unit=_unit_of(m.group("unit")),
                bound=_bound_of(m),
                per_year=per_year,
            )
        )
    return found


def compound_rate(first: tuple[date, float], last: tuple[date, float]) -> float | None:
    """The compound annual rate from `first` to `last`, or None when it has none (a span of no
    time, a figure at or below zero at either end)."""
    years = (last[0] - first[0]).days / 365.25
    if years <= 0 or first[1] <= 0 or last[1] <= 0:
        return None
    return float((last[1] / first[1]) ** (1 / years) - 1)


def _readings(
    size: Size, first: tuple[date, float], last: tuple[date, float], metric: str
) -> list[float]:
    """Every value the written size may stand for, in its own unit."""
    before, after = first[1], last[1]
    change = abs(after - before)
    fraction = max(abs(before), abs(after)) <= _FRACTION_LIMIT
    if size.per_year:
        rate = compound_rate(first, last)
        return [] if rate is None else [abs(rate) * 100]
    found: list[float] = []
    if size.unit == "percent":
        if before:
            found.append(change / abs(before) * 100)
        if fraction:
            found.append(change * 100)
        if _PERCENT_FIELD.search(metric):
            found.append(change)
    elif size.unit == "bp":
        found.extend([change * 10_000, change * 100] if fraction else [change * 100])
        if _BP_FIELD.search(metric):
            found.append(change)  # a spread kept in basis points moves in them
    elif size.unit == "points":
        found.extend([change * 100, change] if fraction else [change])
        if _BP_FIELD.search(metric):
            found.append(change / 100)  # a spread in bp moves by a hundredth of a point each
    else:
        found.append(change)
        if before and after / before > 0:
            found.append(max(after / before, before / after))
    return found


def _accepts(size: Size, value: float) -> bool:
    """Whether `value` is what the size says, within the rounding of how it is written."""
    unit = 10.0**-size.decimals
    half = unit / 2 + 1e-9
    said = size.value
    if size.bound == "at_least":
        return value >= said - half
    if size.bound == "at_most":
        return value <= said + half
    if size.bound == "nearly":
        return said - max(unit, 0.1 * said) <= value <= said + half
    if size.bound == "approx":
        return abs(value - said) <= max(unit, 0.05 * said) + half
    return abs(value - said) <= half


def missized(
    size: Size, first: tuple[date, float], last: tuple[date, float], metric: str
) -> str | None:
    """Why the window's change is not the size written, else None (also None when the size
    cannot be read against these figures: a yearly rate of a figure at or below zero)."""
    readings = _readings(size, first, last, metric)
    if not readings or any(_accepts(size, r) for r in readings):
        return None
    what = "a compound annual rate" if size.per_year else "a change"
    shown = " or ".join(f"{r:.3g}" for r in dict.fromkeys(round(r, 4) for r in readings))
    return f"“{size.text}” is not the window's size: {what} of {shown} in its unit"


_BAND: Final = re.compile(
    r"\b(?:(?P<part>low|lower|mid|middle|high|upper)(?:[\s-]+to[\s-]+(?P<part2>mid|middle|high|"
    r"upper))?[\s-]+)?(?:(?P<digits>single|double|triple)[\s-]+digits?|"
    r"(?P<decade>teens|twenties|thirties|forties|fifties))\b",
    re.IGNORECASE,
)
_DECADES: Final = {"teens": 10, "twenties": 20, "thirties": 30, "forties": 40, "fifties": 50}
_PARTS: Final = {"low": "low", "lower": "low", "mid": "mid", "middle": "mid", "high": "high",
                 "upper": "high"}  # fmt: skip
_DIGIT_BANDS: Final[dict[tuple[str, str | None], tuple[float, float]]] = {
    ("single", None): (0.0, 10.0),
    ("single", "low"): (0.5, 4.5),
    ("single", "mid"): (3.5, 6.5),
    ("single", "high"): (6.5, 10.0),
    ("double", None): (9.5, 100.0),
    ("double", "low"): (9.5, 14.5),
    ("double", "mid"): (13.5, 60.0),
    ("double", "high"): (16.5, 100.0),
    ("triple", None): (99.5, float("inf")),
    ("triple", "low"): (99.5, 400.0),
    ("triple", "mid"): (300.0, 700.0),
    ("triple", "high"): (600.0, float("inf")),
}


@dataclass(frozen=True)
class Band:
    """A rate said as a band, in percent of its size: [low, high)."""

    at: int
    text: str
    low: float
    high: float


def _band_of(kind: str, part: str | None) -> tuple[float, float]:
    if kind in _DECADES:
        base = _DECADES[kind]
        thirds = {None: (base - 0.5, base + 10.5), "low": (base - 0.5, base + 3.5),
                  "mid": (base + 3.5, base + 6.5), "high": (base + 6.5, base + 10.5)}  # fmt: skip
        return thirds[part]
    return _DIGIT_BANDS[(kind, part)]


def written_bands(sentence: str, start: int, stop: int) -> list[Band]:
    """Every rate band written in `sentence[start:stop]`."""
    found: list[Band] = []
    for m in _BAND.finditer(sentence, start, stop):
        kind = (m.group("digits") or m.group("decade")).lower()
        parts = [_PARTS[p.lower()] for p in (m.group("part"), m.group("part2")) if p]
        spans = [_band_of(kind, p) for p in parts] or [_band_of(kind, None)]
        low, high = min(s[0] for s in spans), max(s[1] for s in spans)
        found.append(Band(m.start(), m.group(0), low, high))
    return found


def misbanded(
    band: Band, first: tuple[date, float], last: tuple[date, float], *, annual: bool
) -> str | None:
    """Why the window's rate is not in the band said, else None: with `annual` the compound
    annual rate must be in it, otherwise that rate or the window's whole change."""
    rate = compound_rate(first, last)
    readings = [] if rate is None else [abs(rate) * 100]
    if not annual and first[1]:
        readings.append(abs(last[1] - first[1]) / abs(first[1]) * 100)
    if not readings or any(band.low <= r < band.high for r in readings):
        return None
    shown = " or ".join(f"{r:.1f} %" for r in readings)
    high = "" if band.high == float("inf") else f"–{band.high:g}"
    return f"“{band.text}” is {band.low:g}{high} %, but the window's rate is {shown}"


def says_annual(sentence: str, start: int, stop: int) -> bool:
    """Whether the clause speaks of a yearly rate ("annual", "a year", "CAGR", "compounded")."""
    return _RATE_WORD.search(sentence, start, stop) is not None


__all__ = [
    "Band",
    "Size",
    "compound_rate",
    "misbanded",
    "missized",
    "says_annual",
    "written_bands",
    "written_sizes",
]
