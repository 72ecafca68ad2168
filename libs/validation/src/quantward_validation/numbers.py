"""`answer.numbers_match`: numbers, horizons and directions of sentences that cite a computation.

Only what can be tied to a cited computation is judged, and only when every citation of the
sentence is a computation (a sentence that also cites a document may take its numbers from the
document, which is the Guardian's to read).

* **Numbers**: a percentage, a decimal, a grouped integer (`107,514`), a multiple (`2x`), basis
  points or an amount with a scale word must equal a number of the cited item within the
  rounding of how it is written: `12.3%` is 0.123 ± 0.0005 (results hold fractions);
  `about`/`nearly` widen that to a unit of the last digit or 5 %; bounds (`less than`, `<=`,
  `within`) are not equalities and are skipped. Bare integers (counts, years, form numbers) are
  skipped. Limits quoted from the contract's constraints count as known. A number missing from
  the cited item is looked for in the rest of its source; it is a mismatch when the whole
  source is known (the draft attaches the computation), or when the sentence's other numbers
  come from that item (it reports that item). Otherwise it is counted as unverified. The size
  of a change ("by 1.1 percentage points", "grew 46 %") may be the change between any two
  figures of a short series, or the change over the horizon the sentence names, from its start
  to the latest figure or to the end it names (`trends.horizon_moves`), for a series of any
  length.
* **Scope**: a citation covers its claim, not a lead-in label's bracketed key figures of its
  document ("Annual review (Tier 1 14.2%): …") nor a clause with its own subject after the
  sentence's last citation ("… [1], whereas the trading book earned 3.1%"): `cited_scope`
  blanks them, so their numbers are not judged against the cited item.
* **Horizons**: `five-year`, `5 years`, `over three months` must equal the length of a cited
  computation's window within half a unit (a six-year series is not "five years").
* **Directions**: `rose`/`fell`/`up`/`down`… immediately followed by a number must agree with
  the sign of the value it matches: a positive return did not "fall", and a drawdown is a fall,
  never a rise; a value with no direction (a volatility) never contradicts. `rose from X to Y`
  needs Y > X.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from itertools import pairwise
from typing import Final, Literal

from quantward_contracts.values import CheckResult, Citation, Computation, ResearchContractBody
from quantward_validation.bond_maturities import COUPON
from quantward_validation.checks import check
from quantward_validation.decimal_commas import with_decimal_points, with_thousands_commas
from quantward_validation.designations import NUMBERED
from quantward_validation.evidence import Evidence, Value, flatten, resolve
from quantward_validation.fiscal_years import names_a_period, period_changes
from quantward_validation.hedge_abbreviations import APPROX_ABBREVIATED
from quantward_validation.measure_parameters import confidence_level
from quantward_validation.money_scales import ISO_CURRENCY_CODES
from quantward_validation.quantities import SMALL_NUMBER_WORDS, WORD_VALUES
from quantward_validation.spoken_hedges import SPOKEN_HEDGES
from quantward_validation.text import Claim, claims
from quantward_validation.trend_lexicon_eu import english_reading
from quantward_validation.trend_lexicon_lay import DOWN_ARROWS, UP_ARROWS
from quantward_validation.trends import change_side, horizon_moves
from quantward_validation.written_periods import NUMERIC_DATE

#: the currency written before an amount: a sign with its country's letters ("$", "US$", "A$",
#: "€", "£", "¥") or an ISO code ("USD ", "NOK "), so "by US$7.9m" is a size as "by $7.9m" is
#: a currency before an amount: a sign, or any ISO 4217 code in use ("CLP 6.900 millones", "KES
#: 1.2bn"), not only the majors (`money_scales`); a sign may stand apart from its amount, as
#: Brazilian, Portuguese and continental style writes it ("R$ 802,7 milhões", "€ 12 Mio.")
_MONEY_BEFORE: Final = (
    r"(?:(?:(?:[A-Z]{1,2})?[$€£¥₹₩]|" + "|".join(sorted(ISO_CURRENCY_CODES)) + r")\s?)?"
)
Kind = Literal["percent", "plain", "multiple", "bps", "points"]
Qualifier = Literal["exact", "approx", "bound"]

_NUMBER: Final = re.compile(
    r"(?<![\w.,/\-−–])(?P<sign>[-−–]?)\$?(?P<int>\d{1,3}(?:,\d{3})+|\d+)(?:\.(?P<frac>\d+))?"
    r"(?P<unit>\s?%|\s?percent\b|\s?per\s?cent\b|x(?![A-Za-z0-9])|×|\s?bps\b|\s?bp\b"
    r"|\s?basis points?\b"
    # percentage points, as a change of a fraction is written: "3.8 points", "2.4 ppt", "14 pts"
    r"|\s?(?:percentage\s+|pct\.?\s+)?(?:points?|pts?\b\.?|ppts?\b|pp\b))?"
    r"(?:\s?(?P<scale>thousand|million|billion|trillion|bn|mn)\b)?",
    re.IGNORECASE,
)
_SCALES: Final = {
    "thousand": 1e3,
    "million": 1e6,
    "mn": 1e6,
    "billion": 1e9,
    "bn": 1e9,
    "trillion": 1e12,
}
_APPROX: Final = re.compile(
    rf"(?:about|around|approximately|roughly|nearly|almost|some|close to|~|{APPROX_ABBREVIATED}|"
    rf"{SPOKEN_HEDGES})"
    rf"\s*{_MONEY_BEFORE}$",
    re.IGNORECASE,
)
_BOUND: Final = re.compile(
    r"(?:more than|over|above|at least|exceeding|greater than|less than|under|below|at most|"
    r"up to|within|no more than|no less than|limit of|limit|cap of|capped at|cap|<=|>=|<|>|≤|≥|"
    # the comparatives of a level against a bound: "worse than 30 %", "north of 25 %", "in
    # excess of 2x", "shy of 10 %" (`levels` checks the level against its bound)
    r"worse than|better than|higher than|lower than|north of|south of|in excess of|upwards of|"
    r"shy of|short of|beyond|exceed(?:ed|s|ing)?)"
    rf"\s*{_MONEY_BEFORE}$",
    re.IGNORECASE,
)
# Masked before reading numbers: quoted passages (a document's words, not the computation's),
# ISO dates and times, citation numbers, prefixed ids.
_MASKS: Final = re.compile(
    r"“[^”]*”|\"[^\"\n]*\"|"
    # the quotation marks of the rest of Europe: „…“ (Central Europe, German), „…” (Polish,
    # Hungarian, Romanian), «…» (Spanish, French, Italian) and »…« (German, Danish)
    r"„[^“”\n]*[“”]|«[^»\n]*»|»[^«\n]*«|"
    r"\d{4}-\d{2}-\d{2}(?:T[0-9:.]+(?:Z|[+-]\d{2}:\d{2})?)?|\d{1,2}:\d{2}"
    # a day written in digits the continental way: 30.06.2020, 31/12/2022 (`written_periods`)
    rf"|{NUMERIC_DATE}"
    r"|\[\d{1,4}\]|\b[a-z]{2,5}_[0-9a-z_.\-]+"
    # a bond's coupon in its name ("the 7.25% 2031s": `bond_maturities`)
    rf"|(?i:{COUPON.pattern})"
    # the number of an act, a resolution or a paragraph ("Resolução nº 3.792/2009", "§ 11"):
    # a name's, not a figure (`designations`)
    rf"|(?i:{NUMBERED})"
)
_RISE: Final = (
    "rose|rise|rises|risen|rising|increased|increases|increase|gained|gains|gain|grew|grows|"
    "grow|climbed|climbs|climb|advanced|advances|jumped|soared|rallied|up"
)
_FALL: Final = (
    "fell|fall|falls|fallen|falling|declined|declines|decline|decreased|decreases|decrease|"
    "lost|loses|lose|dropped|drops|drop|slid|slipped|shrank|tumbled|sank|down"
)
_DIRECTION: Final = re.compile(
    rf"\b(?:(?P<rise>{_RISE})|(?P<fall>{_FALL}))\b(?:\s+(?:by|of))?"
    r"(?:\s+(?:about|around|approximately|roughly|nearly|almost|some))?\s+",
    re.IGNORECASE,
)
_FROM_TO: Final = re.compile(rf"\b(?:(?P<rise>{_RISE})|(?P<fall>{_FALL}))\s+from\s+", re.IGNORECASE)
#: the number words a horizon is written with: one table with the rest of the validator's
#: readers (`quantities`), plus the compounds of tens and units ("twenty-four")
_NUMBER_WORDS: Final = {
    **{word: value for word, value in WORD_VALUES.items() if 0 < value < 100},
    **{
        f"{tens}-{unit}": WORD_VALUES[tens] + WORD_VALUES[unit]
        for tens in ("twenty", "thirty", "forty", "fifty", "sixty")
        for unit in SMALL_NUMBER_WORDS[1:10]
    },
}
_HORIZON: Final = re.compile(
    r"(?<![\w.])(?P<n>\d+(?:\.\d+)?|"
    + "|".join(sorted(_NUMBER_WORDS, key=len, reverse=True))
    + r")[\s-](?P<unit>years?|yrs?|months?)\b",
    re.IGNORECASE,
)
_NOT_A_HORIZON_AFTER: Final = re.compile(
    r"^[\s-]*(?:ago|earlier|before|later|after|old|from now|high|low|treasury|bond|note|yield|"
    r"swap|term|plan|guidance|target|maturity|forecast|outlook)\b",
    re.IGNORECASE,
)
_NOT_A_HORIZON_BEFORE: Final = re.compile(r"\b(?:next|coming|following|first)\s+$", re.IGNORECASE)
#: "the last three months of the window" is a part of the window, not its length
_PART_BEFORE: Final = re.compile(r"\b(?:last|final|past|latest)\s+$", re.IGNORECASE)
_PART_AFTER: Final = re.compile(r"^\s+of\b", re.IGNORECASE)
#: fields whose value is the size of a fall (a drawdown of 0.25 is a 25 % fall)
_FALL_FIELDS: Final = ("drawdown", "depth", "loss")
#: fields whose sign is a direction (a negative return fell)
_SIGNED_FIELDS: Final = ("return", "change", "growth", "surprise", "delta", "pnl")
YEAR_DAYS: Final = 365.25
MONTH_DAYS: Final = YEAR_DAYS / 12
HORIZON_TOLERANCE: Final = 0.5


@dataclass(frozen=True, slots=True)
class Written:
    """A number as a sentence writes it, with the precision that writing implies."""

    text: str
    start: int
    end: int
    magnitude: float
    negative: bool
    decimals: int
    kind: Kind
    scale: float | None
    qualifier: Qualifier
    grouped: bool

    @property
    def checkable(self) -> bool:
        """Bare integers are counts, years and form numbers far more often than results."""
        return self.qualifier != "bound" and (
            self.kind != "plain" or self.decimals > 0 or self.grouped or self.scale is not None
        )

    def targets(self) -> list[tuple[float, float]]:
        """(value, tolerance) pairs this writing stands for."""
        unit = 10.0 ** (-self.decimals)
        tol = 0.5 * unit * (1 + 1e-9) + 1e-12
        if self.qualifier == "approx":
            tol = max(unit, 0.05 * self.magnitude)
        m = self.magnitude
        if self.kind == "percent":  # the platform's results hold fractions, never percents
            return [(m / 100, tol / 100)]
        if self.kind == "bps":  # of a fraction, of a figure kept in percent ("margin_pct"), as is
            return [(m / 10_000, tol / 10_000), (m / 100, tol / 100), (m, tol)]
        if self.kind == "points":  # percentage points of a fraction, or points of an index
            return [(m / 100, tol / 100), (m, tol)]
        if self.scale is not None:
            # a result kept in units, thousands, millions or billions (`revenue_bczk`,
            # `net_income_eur_bn`): "1.3 billion" is 1.3 of a figure counted in billions
            return [(m * self.scale / f, tol * self.scale / f) for f in (1.0, 1e3, 1e6, 1e9)]
        return [(m, tol)]

    def matches(self, value: float) -> bool:
        if self.negative and value > 0:
            return False
        return any(abs(abs(value) - t) <= tol for t, tol in self.targets())


def mask(text: str) -> str:
    """The text with quotes, dates, citation numbers and ids blanked (positions kept)."""
    # a decimal comma before a unit is a decimal point ("12,5 %"), a point that can only group
    # thousands a separator ("CLP 6.900 millones"): `decimal_commas`
    blanked = _MASKS.sub(lambda m: " " * len(m.group(0)), text)
    return with_thousands_commas(with_decimal_points(blanked))


def written_numbers(masked: str) -> list[Written]:
    """Every number of a masked sentence with its unit, scale and qualifier."""
    found: list[Written] = []
    for match in _NUMBER.finditer(masked):
        digits = match.group("int")
        frac = match.group("frac") or ""
        unit = (match.group("unit") or "").strip().lower()
        kind: Kind = (
            "bps"
            if unit.startswith("b")
            # "percentage points" are points, not a percent
            else "percent"
            if unit in ("%", "percent") or (unit.startswith("per") and "point" not in unit)
            else "multiple"
            if unit in ("x", "×")
            else "points"
            if unit
            else "plain"
        )
        before = masked[max(0, match.start() - 30) : match.start()]
        qualifier: Qualifier = (
            "bound" if _BOUND.search(before) else "approx" if _APPROX.search(before) else "exact"
        )
        scale = match.group("scale")
        found.append(
            Written(
                text=match.group(0).strip(),
                start=match.start(),
                end=match.end(),
                magnitude=float(digits.replace(",", "") + (f".{frac}" if frac else "")),
                negative=bool(match.group("sign")),
                decimals=len(frac),
                kind=kind,
                scale=_SCALES[scale.lower()] if scale else None,
                qualifier=qualifier,
                grouped="," in digits,
            )
        )
    return found


def _direction_of(value: Value) -> Literal["rise", "fall"] | None:
    field = value.field.lower()
    if any(word in field for word in _FALL_FIELDS):
        return "fall"
    if any(word in field for word in _SIGNED_FIELDS):
        if value.value > 0:
            return "rise"
        if value.value < 0:
            return "fall"
    return None


def _excerpt(claim: Claim) -> str:
    text = claim.text
    return text if len(text) <= 160 else text[:157] + "…"


def _describe(value: Value) -> str:
    return f"{value.path} = {value.value:+.6g}"


@dataclass
class _Tally:
    numbers: int = 0
    horizons: int = 0
    directions: int = 0
    sentences: int = 0
    unverified: int = 0


def numbers_match(
    text: str,
    citations: Sequence[Citation],
    computations: Sequence[Computation],
    contract: ResearchContractBody | None = None,
) -> list[CheckResult]:
    """`answer.numbers_match` over a text whose citations are `[n]` numbers."""
    evidence = resolve(citations, computations)
    limits = (
        [v for c in contract.constraints for v in flatten(c.value, f"contract {c.name}")]
        if contract is not None
        else []
    )
    problems: list[str] = []
    tally = _Tally()
    for claim in claims(text):
        cited = [evidence[n] for n in dict.fromkeys(claim.numbers) if n in evidence]
        if not cited:
            continue
        tally.sentences += 1
        only_computations = all(n in evidence for n in claim.numbers)
        moves = _horizon_changes(claim.text, cited, computations)
        for problem in _check_claim(claim, cited, limits, only_computations, tally, moves):
            problems.append(f"Line {claim.line}, “{_excerpt(claim)}”: {problem}")
    if problems:
        return [check("answer.numbers_match", False, p, "text") for p in problems]
    unverified = (
        f" {tally.unverified} number(s) were not verified: they are not in the cited item, and "
        "their sentence also cites a document or the draft does not attach the computation."
        if tally.unverified
        else ""
    )
    return [
        check(
            "answer.numbers_match",
            True,
            f"{tally.numbers} number(s), {tally.horizons} horizon(s) and {tally.directions} "
            f"direction(s) in {tally.sentences} sentence(s) citing computations agree with the "
            f"cited items.{unverified}",
        )
    ]


#: what a label's brackets hold: any text but brackets, or a bracket of its own one level deep
#: (a figure's note: "290,8 milijuna kuna (prije konverzije)", "EUR 41m (at cost)")
_IN_BRACKETS: Final = r"(?:[^()\[\]\n]|\([^()\[\]\n]*\))"
#: a lead-in label that gives its own document's figures in brackets before the colon: "Annual
#: credit review (CET1 13.8%, LCR 151%): …", "Board pack (AUM $2.1bn): …", "Report (value
#: 290,8 mil. kuna (before conversion), share 5,8 %): …"
_LABEL_FIGURES: Final = re.compile(
    rf"^[^:\[\]\n]{{1,80}}?\({_IN_BRACKETS}*?\d{_IN_BRACKETS}*\)\s*:(?=\s)"
)
#: a clause after the sentence's last citation that opens with its own subject: "… [1], while
#: gross reserves rose to USD 44.9bn", "… [2]; the hedge book was 1.2x", "… [1] – Nomura's
#: note; margins were 8 %"; or a sentence of its
#: own after the full stop that closes the cited one, which `text.split_sentences` leaves on
#: the cited one's line when it opens in lower case, as chat and notes do ("… [1]. pnl 2.1%
#: mtd, hit rate 0.54")
_AFTER_LAST_CITATION: Final = re.compile(
    r"\[\d{1,4}\](?=\s*(?:;|[.!?](?=\s)|,?\s*(?:while|whilst|whereas|although|though|but)\b)"
    # ... or after an attribution set off by a spaced dash that a semicolon closes ("… [1] -
    # the trust bank's note (2024/05/24); the contribution of ¥4,150 million is secure")
    r"|\s+[-–—]\s+[^\[\];]*;)"
    r"(?P<tail>[^\[\]]*)$",
    re.IGNORECASE,
)


def cited_scope(sentence: str) -> str:
    """The sentence with what its citations do not support blanked (positions kept): a lead-in
    label's bracketed figures, which are its document's key figures and not the claim's, and
    a clause with its own subject after the last citation, which that citation does not
    cover. Their numbers are no number of the cited item, so they are not judged."""
    sentence = _other_cells_blanked(sentence)
    label = _LABEL_FIGURES.match(sentence)
    if label is not None:
        sentence = " " * label.end() + sentence[label.end() :]
    tail = _AFTER_LAST_CITATION.search(sentence)
    if tail is not None:
        sentence = sentence[: tail.start("tail")] + " " * len(tail.group("tail"))
    return sentence


#: a citation marker: `[1]`, `[12]`
_MARKER: Final = re.compile(r"\[\d{1,4}\]")
#: how many words a cell must hold to be a claim of its own, not a figure's note ("up from 3.9x")
_CELL_CLAIM_WORDS: Final = 5


def _other_cells_blanked(row: str) -> str:
    """A table row whose citations all sit in cells that state a claim of their own (a
    comment or observation column: "Output beat the year-ago quarter in each quarter [1]")
    with the row's other cells blanked, positions kept: those cells describe the row (a
    stream's terms, a vessel's covenants), and the citation vouches for its own cell only. A
    citation alone in its cell, or beside a figure's short note, still covers the row."""
    stripped = row.strip()
    if not stripped.startswith("|") or stripped.count("|") < 3:
        return row
    bounds = [m.start() for m in re.finditer(r"\|", row)]
    cells = list(pairwise(bounds))
    citing = [(a, b) for a, b in cells if _MARKER.search(row, a, b)]
    if not citing or len(citing) == len(cells):
        return row
    for a, b in citing:
        said = re.findall(r"[A-Za-z][A-Za-z'’-]*", _MARKER.sub(" ", row[a + 1 : b]))
        if len(said) < _CELL_CLAIM_WORDS:
            return row
    out = row
    for a, b in cells:
        if (a, b) not in citing:
            out = out[: a + 1] + " " * (b - a - 1) + out[b:]
    return out


#: a clause that dates a period by the level another named quantity reached then: "when the
#: BDI topped 5,600", "as Brent traded above $120", "once the VIX hit 80", "after the 10-year
#: Bund crossed 2.5%"; the name is a proper name (capitalised) and the number its level
_OTHER_LEVEL: Final = re.compile(
    r"\b(?:when|as|once|after|while|until)\s+(?:the\s+)?"
    r"(?P<name>[A-Z0-9][\w&.\-]*(?:\s+[A-Z0-9][\w&.\-]*){0,3})\s+"
    r"(?:topped|hit|reached|touched|crossed|breached|passed|printed|"
    r"(?:peaked|bottomed|traded|stood|sat|was|closed)\s+(?:at|above|below|near|around)|"
    r"(?:fell|dropped|sank|slid)\s+(?:to|below|under)|"
    r"(?:rose|climbed|jumped|spiked|surged)\s+(?:to|above|past|over))\s+"
    r"(?:(?:about|around|roughly|nearly|almost|over|above|below|under)\s+)?"
    r"(?P<level>[$€£]?\d[\d,]*(?:\.\d+)?(?:\s?(?:%|bn|mn|m|k)\b|%)?)"
)


def _names_a_field(name: str, fields: set[str]) -> bool:
    """Whether a proper name is one of the cited fields' (its words, or its acronym: "EBITDA"
    of `ebitda_margin_pct`, "NII" of `net_interest_income`)."""
    words = {w.lower() for w in re.findall(r"[A-Za-z]+", name)}
    for field in fields:
        parts = [p for p in field.lower().split("_") if p]
        initials = "".join(p[0] for p in parts)
        if words & set(parts) or any(len(w) >= 2 and w in initials for w in words):
            return True
    return False


#: a bracket of figures each labelled by a proper name, beside an event or a period: "(BDI
#: 290)", "(HR 0.71, p=0.003)", "(VIX 82; Brent $19)"
_LABELLED: Final = re.compile(
    r"(?P<name>[A-Za-z][\w&.\-]*)\s*[=:]?\s*(?P<level>[$€£]?\d[\d,]*(?:\.\d+)?%?)\s*(?:[,;]\s*|$)"
)
_LABELLED_BRACKET: Final = re.compile(r"\((?P<body>[^()]{1,80})\)")


def other_levels_blanked(masked: str, fields: set[str]) -> str:
    """`masked` with the level another named quantity reached blanked (`_OTHER_LEVEL`), and a
    bracket of figures each labelled by another quantity's name ("the 2016 bottom (BDI 290)"):
    they are those quantities', not figures of the cited item, unless a name is a cited
    field's."""

    def blank(m: re.Match[str]) -> str:
        if _names_a_field(m.group("name"), fields):
            return m.group(0)
        at = m.start("level") - m.start()
        return m.group(0)[:at] + " " * len(m.group("level"))

    def labelled(m: re.Match[str]) -> str:
        body = m.group("body")
        pairs = list(_LABELLED.finditer(body))
        whole = bool(pairs) and "".join(p.group(0) for p in pairs) == body
        # each label a proper name (or a statistic's "p") that names no cited field
        others = all(
            (p.group("name")[0].isupper() or p.group("name") == "p")
            and not _names_a_field(p.group("name"), fields)
            for p in pairs
        )
        if not (whole and others):
            return m.group(0)
        return "(" + re.sub(r"\d", " ", body) + ")"

    return _LABELLED_BRACKET.sub(labelled, _OTHER_LEVEL.sub(blank, masked))


def _check_claim(
    claim: Claim,
    cited: list[Evidence],
    limits: list[Value],
    only_computations: bool,
    tally: _Tally,
    moves: Sequence[Value] = (),
) -> Iterable[str]:
    # a claim in German, French, Italian, Spanish or Dutch is read as its English longhand
    # ("a progressé de 34 %" is a change "by 34 %", as `trends` reads it)
    masked = mask(english_reading(cited_scope(claim.text)))
    items = [v for e in cited for v in e.values]
    # a level of another named quantity dating the claim's period is that quantity's ("…
    # and Q3 2021, when the BDI topped 5,600 [1]")
    masked = other_levels_blanked(masked, {v.field for v in items})
    sources = [v for e in cited for v in e.source_values or ()]
    # A number is a mismatch only if every cited source is known whole; a direction only if
    # every cited item is (it is read from the value the number matched).
    known = only_computations and all(e.source_known for e in cited)
    items_known = only_computations and all(e.item_complete or e.source_known for e in cited)
    label = ", ".join(e.label for e in cited)
    numbers = written_numbers(masked)
    matched: dict[int, list[Value]] = {}
    missing: list[Written] = []
    from_items = 0
    changes = [*_changes(items), *moves]
    if names_a_period(masked):
        # "widened 55 bp in the second half against the first": two periods' figures
        changes += _period_changes(items)
    lowered = masked.lower()
    for w in numbers:
        if not w.checkable or confidence_level(lowered, w.start, w.end):
            # the 99% of "VaR (99%, 1-day)" names the measure (`measure_parameters`)
            continue
        in_items = [v for v in items if w.matches(v.value)]
        if not in_items and (
            _BY.search(masked, 0, w.start)
            or _after_change(masked, w.start)
            or extent_by_case(masked, w.end)
        ):
            # "rose by 0.2x", "was eroded by 130bps", "grew by 16%": a change between two
            # figures of one field, absolute or relative, not a figure itself
            in_items = [v for v in changes if w.matches(v.value)]
        if not in_items and (w.negative or masked[w.start - 1 : w.start] == "+"):
            # a signed figure is a change, its sign the way: "GM -0.9pp", "Rev +11% YoY"
            size = replace(w, negative=False)
            in_items = [v for v in changes if size.matches(v.value)]
        from_items += bool(in_items)
        hits = in_items or [v for v in sources if w.matches(v.value)]
        matched[w.start] = hits
        if hits or any(w.matches(v.value) for v in limits):
            tally.numbers += 1
        else:
            missing.append(w)
    # Without the whole source, a number missing from a complete cited item is still a
    # mismatch when the sentence's other numbers come from that item: it reports that item.
    tied = items_known and from_items > 0
    for w in missing:
        if known or tied:
            yield f"{w.text} is not a number of {label}."
        else:
            tally.unverified += 1
    if only_computations:
        yield from _directions(masked, numbers, matched, label, tally, by_value=items_known)
        yield from _horizons(masked, cited, tally)


#: a number after "by" (or "of" after a noun of change) is the size of a change; so is the
#: object of a verb of change that takes its extent ("added $0.70", "gave back 3 %", "put on
#: 12 %", "shed 2 points")
_BY: Final = re.compile(
    r"\b(?:by|of|add(?:ed|s|ing)?|gain(?:ed|s|ing)?|put(?:s|ting)?\s+on|(?:gave|give[sn]?|giving)\s+"
    r"back|shed(?:s|ding)?|lost|los(?:es|ing)|dropped|picked\s+up)\s+"
    r"(?:about|around|approximately|roughly|nearly|almost|some|another|a\s+further|~|"
    rf"{APPROX_ABBREVIATED}|{SPOKEN_HEDGES})?"
    rf"\s*{_MONEY_BEFORE}$",
    re.IGNORECASE,
)


#: a figure in the instrumental case, the case of a change's extent in a language that marks it
#: with a suffix after a hyphen: Hungarian "30%-kal csökkent" ("fell by 30 %"), "5-tel nőtt",
#: "10-zel", "2-vel": -val/-vel, whose v takes the sound of the number's last consonant
_EXTENT_CASE: Final = re.compile(r"-(?:v|[bcdfghjklmnprstzy]{1,3})[ae]l(?![\w-])", re.IGNORECASE)


def extent_by_case(masked: str, end: int) -> bool:
    """Whether the figure ending at `end` carries the case suffix of a change's extent
    (`_EXTENT_CASE`): in a language whose word order puts the extent before its verb, the
    suffix, not a "by" before it, says the figure is the size of a move."""
    return _EXTENT_CASE.match(masked, end) is not None


#: what may stand between a verb of change and its extent: "rose (by) (about) 50 %"
_EXTENT_GAP: Final = re.compile(
    # an arrow is a verb of change in shorthand: "EPS ↓ ~4%" (`trend_lexicon_lay.arrow_side`)
    rf"([A-Za-z]+(?=\s)|[{UP_ARROWS}]+|[{DOWN_ARROWS}]+)\s*(?:(?:by|of)\s+)?"
    r"(?:(?:about|around|approximately|roughly|nearly|almost|some|just\s+(?:shy|short)\s+of|"
    rf"close\s+to|~|{APPROX_ABBREVIATED}|{SPOKEN_HEDGES})\s*)?{_MONEY_BEFORE}$",
    re.IGNORECASE,
)


#: a verb and its particle, the particle last: "ran off", "came down", "went up"
_PHRASAL_VERB: Final = re.compile(
    r"\b[A-Za-z]+\s+(?:off|down|up|back|out|away|in|over|on|lower|higher)$", re.IGNORECASE
)


def _after_change(masked: str, start: int) -> bool:
    """Whether the number at `start` is the extent of a verb of change said right before it
    ("expanded about 62 %", "slipped 5 %", "was up 12 %"): the size of a move, like a number
    after "by". Any verb of change counts (`trends.change_side`), not a listed few."""
    m = _EXTENT_GAP.search(masked, max(0, start - 60), start)
    if m is None:
        return False
    if change_side(m.group(1)) is not None:
        return True
    # a phrasal verb of change ends on its particle: "ran off roughly 7 %", "came down about
    # 2 points", "tailed off some 3 %": the verb and its particle are the change word
    verb = _PHRASAL_VERB.search(masked, max(0, m.start() - 30), m.end(1))
    return verb is not None and change_side(verb.group(0)) is not None


def _changes(items: Sequence[Value]) -> list[Value]:
    """Every change between two figures of one field of the cited item: the difference of the
    later and the earlier (its size) and the relative change, as values to match a written
    change against."""
    by_field: dict[str, list[Value]] = {}
    for v in items:
        by_field.setdefault(v.field, []).append(v)
    found: list[Value] = []
    for values in by_field.values():
        if len(values) < 2 or len(values) > 60:
            continue
        for i, a in enumerate(values):
            for b in values[i + 1 :]:
                diff = abs(b.value - a.value)
                # named without the field's words: its size has no sign, so no direction
                found.append(Value("size of a move between two figures", diff))
                # relative to its start, which may be either figure: results list periods
                # oldest first or newest first ("quarters" as the platform returns them)
                for start in (a.value, b.value):
                    if start:
                        found.append(Value("relative size of a move", diff / abs(start)))
    return found


def _horizon_changes(
    sentence: str, cited: Sequence[Evidence], computations: Sequence[Computation]
) -> list[Value]:
    """The change of each cited series the sentence names over the horizon it names, from the
    horizon's start to the latest figure or to the end it names (`trends.horizon_moves`): its
    size and its size relative to the start. A series of any length is sized so, where
    `_changes` pairs the figures of short ones only ("fell by 1.1 percentage points since Q1
    2020", "AUM up 45 % since March 2018" over seven years of months)."""
    indices = {e.computation for e in cited if e.computation is not None}
    carried = [c for i, c in enumerate(computations) if i in indices]
    found: list[Value] = []
    for metric, first, last in horizon_moves(sentence, carried) if carried else []:
        size = abs(last - first)
        found.append(Value(f"change of {metric} over the sentence's horizon", size))
        if first:
            found.append(Value(f"relative change of {metric} over the horizon", size / abs(first)))
    return found


def _period_changes(items: Sequence[Value]) -> list[Value]:
    """Every change between two halves' or years' figures of one field of quarterly figures
    (`fiscal_years.period_changes`), for a sentence that names such a period."""
    by_field: dict[str, list[float]] = {}
    for v in items:
        by_field.setdefault(v.field, []).append(v.value)
    return [
        Value("size of a move between two periods", size)
        for values in by_field.values()
        if 8 <= len(values) <= 60
        for size in period_changes(values)
    ]


def _directions(
    masked: str,
    numbers: list[Written],
    matched: dict[int, list[Value]],
    sources: str,
    tally: _Tally,
    *,
    by_value: bool,
) -> Iterable[str]:
    """Directions against the sign of the matched value (`by_value`: only when every cited item
    is known whole) and `from X to Y` against the two numbers themselves."""
    at = {w.start: w for w in numbers}
    for match in _DIRECTION.finditer(masked) if by_value else ():
        w = at.get(match.end())
        hits = matched.get(match.end(), []) if w is not None else []
        if w is None or not hits:
            continue
        said: Literal["rise", "fall"] = "rise" if match.group("rise") else "fall"
        directions = [_direction_of(v) for v in hits]
        if all(d is not None and d != said for d in directions):
            word = match.group("rise") or match.group("fall")
            shown = "; ".join(_describe(v) for v in hits[:3])
            other = "fall" if said == "rise" else "rise"
            yield (
                f"“{word} {w.text}” says a {said}, but the value it matches in {sources} is a "
                f"{other} ({shown})."
            )
        else:
            tally.directions += 1
    for match in _FROM_TO.finditer(masked):
        first = at.get(match.end())
        if first is None or not matched.get(first.start):
            continue
        tail = re.search(r"\bto\s+", masked[first.end : first.end + 120])
        second = at.get(first.end + tail.end()) if tail else None
        if second is None or not matched.get(second.start):
            continue
        said = "rise" if match.group("rise") else "fall"
        a, b = (
            first.magnitude * (-1 if first.negative else 1),
            second.magnitude * (-1 if second.negative else 1),
        )
        if (said == "rise" and b < a) or (said == "fall" and b > a):
            word = match.group("rise") or match.group("fall")
            yield f"“{word} from {first.text} … to {second.text}” says a {said}, but it is a " + (
                "fall." if said == "rise" else "rise."
            )
        else:
            tally.directions += 1


def _horizons(masked: str, cited: list[Evidence], tally: _Tally) -> Iterable[str]:
    spans = [span for e in cited for span in e.windows]
    if not spans:
        return
    union = (min(s for s, _ in spans), max(e for _, e in spans))
    candidates = list(dict.fromkeys([*spans, union]))
    for match in _HORIZON.finditer(masked):
        before, after = masked[: match.start()], masked[match.end() :]
        if (
            _NOT_A_HORIZON_AFTER.match(after)
            or _NOT_A_HORIZON_BEFORE.search(before)
            or (_PART_BEFORE.search(before) and _PART_AFTER.match(after))
        ):
            continue
        raw = match.group("n").lower()
        n = _NUMBER_WORDS.get(raw) or float(raw)
        unit = match.group("unit").lower()
        per = YEAR_DAYS if unit.startswith("y") else MONTH_DAYS
        lengths = [(end - start).days / per for start, end in candidates]
        if any(abs(length - n) <= HORIZON_TOLERANCE for length in lengths):
            tally.horizons += 1
            continue
        closest = min(candidates, key=lambda s: abs((s[1] - s[0]).days / per - n))
        length = (closest[1] - closest[0]).days / per
        name = "years" if per == YEAR_DAYS else "months"
        yield (
            f"“{match.group(0)}” but the cited computation covers {closest[0]} to {closest[1]}, "
            f"{length:.1f} {name}."
        )
