"""The words an insurance-linked securities (ILS) fund names its limits with.

A catastrophe bond fund's prospectus restrictions, an ILS mandate's schedule of guidelines, a
pension scheme's delegated authorities and an investment committee's minutes bound things the
other registers do not name, or would read as something else:

* the share of the book exposed to one peril or peril region ("the single-peril concentration
  in US wind", "Florida and Gulf hurricane risk", "US named-storm exposure", "Japan quake",
  `usWindLimit`, `maxPerilWeight`): a concentration of its own, which no cap on one bond or
  one country bounds, nor it them — read before "single" and "concentration", so "single-peril
  concentration" is one mention about the peril, not a single position;
* the modelled tail loss at a return period, the probable maximum loss ("the 1-in-250
  aggregate PML as a share of NAV", "the 250-year aggregate loss", "modelled PML at the 1-in-250
  return period", `pmlLimit`): a share of NAV, no drawdown and no value at risk of a market book;
* the modelled expected loss ("annual expected loss across the book", "the weighted average EL",
  the average annual loss or "AAL", `expectedLossBps`): an annual loss in bps of the book,
  whatever a modelling firm's name in brackets says of its basis;
* the probability that a bond's layer attaches ("attachment probability", "probability of first
  loss"), the pricing of a layer ("rate on line", "ROL") and one sponsor's (cedent's) exposure
  ("any one sponsor", "per cedent", "single-sponsor concentration");
* one bond said with a quantifier of one ("any one cat bond", "each catastrophe bond", "per
  tranche"), a position as the trade's "any one issuer" is.

A peril's share and the PML are narrowed by what they are of: a term sheet caps "Japan quake"
at 20 % beside "Florida and Gulf hurricane" at 35 %, a "1-in-100 PML limit" beside the 1-in-250
one. `other_scope` says when a bound's words and a plan limit's name each name a peril family,
a region (a US state or its Gulf coast is the US) or a return period and share none, so
`mandate` never reads one peril's cap as another's; a name or a clause that names none speaks
to all.

Each is a subject of its own, so a band delegated, a restriction stated or a gap left open on one
of them is read against a plan's limit of the same subject under any field name. "Sponsor" alone
is no subject (a plan's or a data sponsor's terms are no exposure); "wind" that winds a fund
down or up is no peril. The patterns read lower-cased words (field names already split,
`limits.words`).
"""

from __future__ import annotations

import re
from typing import Final

#: the canonical names of the subjects and their default units
PERIL_NAME: Final = "max_peril_weight"
PML_NAME: Final = "max_pml"
EXPECTED_LOSS_NAME: Final = "max_expected_loss"
ATTACHMENT_NAME: Final = "max_attachment_probability"
RATE_ON_LINE_NAME: Final = "min_rate_on_line"
SPONSOR_NAME: Final = "max_sponsor_weight"
SPREAD_MULTIPLE_NAME: Final = "min_spread_multiple"

#: a natural-catastrophe peril by its name: windstorm (hurricane, typhoon, cyclone, named
#: storm, a storm alone, "wind"), earthquake, flood, wildfire and severe convective storm;
#: "wind" that winds a fund down or up is none
_PERIL_WORDS: Final = (
    r"perils?|"
    r"(?:named|winter|tropical|severe[\s_-]+convective|convective|wind)[\s_-]*storms?|"
    r"windstorms?|hurricanes?|typhoons?|(?:tropical[\s_-]+)?cyclones?|storms?|"
    r"wind(?![\s_-]+(?:down|up|ing)\b)|"
    r"earthquakes?|quakes?|seismic|floods?(?![\s_-]+of\b)|flooding|storm[\s_-]+surge|"
    r"wild[\s_-]*fires?|bush[\s_-]*fires?|hail(?:storms?)?|tornado(?:es)?"
)
PERIL_PATTERN: Final = re.compile(rf"\b(?:{_PERIL_WORDS})\b")

#: a return period, "1-in-250", "1:200", "1 in 100 year", "250-year", "250yr", with "return
#: period" after
_RETURN_PERIOD: Final = (
    r"(?:(?:1|one)[\s_-]*(?:in|:|/)[\s_-]*\d{2,5}(?:[\s_-]*(?:years?|yrs?))?|"
    r"\d{2,5}[\s_-]*(?:years?|yrs?))"
    r"(?:[\s_-]+return[\s_-]+period)?"
)
#: what qualifies a modelled loss: aggregate or occurrence basis, modelled, net or gross
_LOSS_BASIS: Final = (
    r"(?:aggregate|agg|occurrence|occ|modell?ed|net|gross|annual|tail|exceedance|"
    r"return[\s_-]+period)"
)
#: the return period a loss is taken at, said after it: "at the 1-in-250 return period",
#: "(1-in-100)", "1 in 200"
_AT_PERIOD: Final = (
    r"(?:[\s_-]*\(?[\s_-]*(?:(?:at|for|over)[\s_-]+(?:the[\s_-]+|an?[\s_-]+)?)?"
    rf"{_RETURN_PERIOD}\)?)"
)
#: the probable maximum loss by its acronym or words, and a loss at a return period said before
#: or after it ("the 1-in-250 aggregate loss", "aggregate loss at the 1-in-250 return period"),
#: the return period in the mention, so its numbers are no bound
PML_PATTERN: Final = re.compile(
    rf"(?:\b{_RETURN_PERIOD}[\s_-]+(?:{_LOSS_BASIS}[\s_-]+)*)?"
    rf"(?:\bpmls?\b|\bprobable[\s_-]+max(?:imum)?[\s_-]+loss(?:es)?\b){_AT_PERIOD}?|"
    rf"\b{_RETURN_PERIOD}[\s_-]+(?:{_LOSS_BASIS}[\s_-]+)*loss(?:es)?\b{_AT_PERIOD}?|"
    rf"\b(?:{_LOSS_BASIS}[\s_-]+)+loss(?:es)?{_AT_PERIOD}|"
    r"\b(?:aep|oep)\b"
)

#: what a bond pays over its expected loss, as a multiple ("the spread-to-EL multiple", "risk
#: multiple", "multiple (spread over expected loss)"): a floor of its own, no trading cost and
#: no expected loss
SPREAD_MULTIPLE_PATTERN: Final = re.compile(
    r"\b(?:spread|premium|coupon|margin)s?[\s_-]*(?:to|/|over)[\s_-]*(?:the[\s_-]+)?"
    r"(?:els?|expected[\s_-]+loss(?:es)?)\b(?:[\s_-]+(?:multiples?|ratios?))?|"
    r"\b(?:risk|el|expected[\s_-]+loss)[\s_-]+multiples?\b|"
    r"\bmultiples?[\s_-]+(?:of|to|over)[\s_-]+(?:the[\s_-]+)?(?:el|expected[\s_-]+loss)\b|"
    r"\bmultiples?\s*\((?:spread|premium)\s+(?:over|to)\s+(?:the\s+)?(?:el|expected\s+loss)\)"
)

#: the modelled expected loss in words, or "EL" where only the loss can be meant: averaged,
#: modelled or of the book ("weighted average EL"), or with a unit or a limit's word after it
#: ("EL bps", `maxElBps`), never the Spanish article
EXPECTED_LOSS_PATTERN: Final = re.compile(
    r"\bexpected[\s_-]+loss(?:es)?\b|"
    # the average annual loss, the same measure by a modeller's name ("AAL")
    r"\baverage[\s_-]+annual[\s_-]+loss(?:es)?\b|\baals?\b|"
    r"\b(?:(?:weighted[\s_-]+)?(?:average|avg|mean)|weighted|aggregate|modell?ed|portfolio|book|"
    r"fund|level|annual|max|min|maximum)[\s_-]+els?\b|"
    r"\bels?(?=[\s_-]+(?:bps|bp|limit|cap|ceiling|max|budget)\b|\s*[:≤<])"
)

#: the probability that a layer attaches (its first loss), a bond's own risk measure
ATTACHMENT_PATTERN: Final = re.compile(
    r"\battachment[\s_-]+prob(?:ability|abilities|s)?\b|"
    r"\bprob(?:ability)?[\s_-]+of[\s_-]+(?:attachment|first[\s_-]+loss)\b"
)

#: the premium of a layer as a share of its limit
RATE_ON_LINE_PATTERN: Final = re.compile(r"\brates?[\s_-]+on[\s_-]+line\b|\brols?\b")

#: one sponsor's (cedent's) exposure: a cedent by any name, or a sponsor with a quantifier of
#: one or a concentration's word ("any one sponsor", "single-sponsor concentration", "sponsor
#: exposure"); a plan's, scheme's or data sponsor alone is no exposure
#: ... and a private-equity fund's sponsor by the names a secondaries or fund-of-funds book
#: gives it: its general partner, GP ("any one GP's share", "single-GP concentration")
_SPONSOR: Final = (
    r"(?:sponsors?|sponsoring[\s_-]+(?:insurers?|companies|company)|"
    r"gps?(?:['’]s)?|general[\s_-]+partners?(?:['’]s)?)"
)
SPONSOR_PATTERN: Final = re.compile(
    r"\b(?:cedents?|cedants?|ceding[\s_-]+(?:insurers?|reinsurers?|companies|company))\b|"
    rf"\b(?:any|each|every|per|no|one|single)[\s_-]+(?:(?:one|single|individual)[\s_-]+)?"
    rf"{_SPONSOR}\b|"
    rf"\b{_SPONSOR}[\s_-]+(?:exposure|concentration|limit|weight|cap|share|aggregate)s?\b"
)

#: one catastrophe bond or tranche with a quantifier of one: a position
_ONE_BOND: Final = re.compile(
    r"\b(?:any|each|every|per|no|a)[\s_-]+(?:(?:one|single|individual)[\s_-]+)?"
    r"(?:cat(?:astrophe)?[\s_-]+bonds?|ils[\s_-]+(?:bonds?|notes?|positions?)|tranches?)\b"
)

#: the positions of an ILS fund in its documents' words (`limits`' other registers)
ILS_REGISTER: Final[dict[str, re.Pattern[str]]] = {
    "max_position_weight": _ONE_BOND,
}

#: each canonical subject's pattern, in the order `limits` tries them
ILS_SUBJECTS: Final[tuple[tuple[str, re.Pattern[str]], ...]] = (
    (PML_NAME, PML_PATTERN),
    (SPREAD_MULTIPLE_NAME, SPREAD_MULTIPLE_PATTERN),
    (EXPECTED_LOSS_NAME, EXPECTED_LOSS_PATTERN),
    (ATTACHMENT_NAME, ATTACHMENT_PATTERN),
    (RATE_ON_LINE_NAME, RATE_ON_LINE_PATTERN),
    (SPONSOR_NAME, SPONSOR_PATTERN),
    (PERIL_NAME, PERIL_PATTERN),
)

#: default units of the subjects: expected loss in bps of the book, the spread over it as a
#: multiple, the others as fractions
ILS_UNITS: Final[dict[str, str]] = {
    PML_NAME: "fraction",
    EXPECTED_LOSS_NAME: "bps",
    SPREAD_MULTIPLE_NAME: "multiple",
    ATTACHMENT_NAME: "fraction",
    RATE_ON_LINE_NAME: "fraction",
    SPONSOR_NAME: "fraction",
    PERIL_NAME: "fraction",
}

#: the subjects a peril, a region or a return period narrows: a cap on Japan quake is no cap on
#: US wind, nor a 1-in-100 PML limit one on the 1-in-250 PML
SCOPED: Final = frozenset({PERIL_NAME, PML_NAME})

#: the peril families, each by its words (a storm surge floods; a storm alone is wind, a
#: convective one is not)
_FAMILIES: Final[tuple[tuple[str, re.Pattern[str]], ...]] = (
    (
        "wind",
        re.compile(
            r"\b(?:(?:named|winter|tropical|wind)[\s_-]*storms?|windstorms?|hurricanes?|typhoons?|"
            r"cyclones?|(?<!convective )(?<!convective-)storms?(?![\s_-]+surge)|"
            r"wind(?![\s_-]+(?:down|up|ing)\b))\b"
        ),
    ),
    ("quake", re.compile(r"\b(?:earthquakes?|quakes?|seismic)\b")),
    ("flood", re.compile(r"\b(?:floods?|flooding|storm[\s_-]+surge)\b")),
    ("fire", re.compile(r"\b(?:wild[\s_-]*fires?|bush[\s_-]*fires?)\b")),
    ("convective", re.compile(r"\b(?:convective|hail(?:storms?)?|tornado(?:es)?)\b")),
)
#: the peril regions, each by its countries, states and adjectives (the United States' states
#: and its Gulf coast are the US); "US" in prose only in capitals, never the pronoun
_REGIONS: Final[tuple[tuple[str, re.Pattern[str]], ...]] = (
    (
        "us",
        re.compile(
            r"\b(?:usa|united[\s_-]+states|florida|gulf|texas|louisiana|california|carolinas?|"
            r"hawaii|new[\s_-]+madrid|pacific[\s_-]+northwest)\b"
        ),
    ),
    ("japan", re.compile(r"\b(?:japan|japanese|kanto|tokyo)\b")),
    (
        "europe",
        re.compile(
            r"\b(?:europe|european|eu|uk|united[\s_-]+kingdom|britain|british|germany|german|"
            r"france|french|benelux|netherlands|dutch|scandinavia\w*|nordic)\b"
        ),
    ),
    ("anz", re.compile(r"\b(?:australian?|new[\s_-]+zealand|nz|anz)\b")),
    ("canada", re.compile(r"\b(?:canada|canadian)\b")),
    (
        "latin_america",
        re.compile(r"\b(?:mexico|mexican|chile|chilean|peru|peruvian|colombia\w*|caribbean)\b"),
    ),
    ("china", re.compile(r"\b(?:china|chinese)\b")),
    ("turkey", re.compile(r"\b(?:turkey|turkish|t\u00fcrkiye)\b")),
)
#: "US" as the country: in capitals in prose ("US wind", "U.S. hurricane"), any case in a name
_US_CAPITALS: Final = re.compile(r"\bU\.?S\.?(?:A\.?)?(?![a-z])")
_US_IN_A_NAME: Final = re.compile(r"\bus\b")
#: a return period's years: "1-in-250", "one in 100", "250-year", "250yr"
_PERIOD_YEARS: Final = re.compile(
    r"\b(?:1|one)[\s_-]*(?:in|:|/)[\s_-]*(\d{2,5})\b|\b(\d{2,5})[\s_-]*(?:years?|yrs?)\b|"
    # (a probable maximum loss's bare number is its return period: `max_pml_250_share`,
    # "PML250", "the AEP 200 loss")
    r"\b(?:pml|oep|aep)[\s_-]*(\d{2,5})\b"
)
#: a return period a limit's name writes bare after its loss: "pml 250", "aep 100 cap"
_NAMED_PERIOD: Final = re.compile(r"\b(?:pmls?|aep|oep)\s+(\d{2,5})\b")
#: where the piece of a clause that states one bound ends: a line, a semicolon, a sentence
_PIECE_EDGE: Final = re.compile(r"[\n;]|[.!?](?=\s)")


def peril_families(lowered: str) -> frozenset[str]:
    """The peril families lower-cased words name, each by its one name ("wind", "quake", …):
    the one reading of a peril's words, so a label "Florida hurricane" and a limit's name
    `usWindLimit`, or "earthquake" and `quakeCap`, are known to speak of the same peril."""
    return frozenset(f for f, pattern in _FAMILIES if pattern.search(lowered))


def _scope(lowered: str, us: bool) -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    """The peril families, regions and return periods (years) lower-cased words name."""
    families = peril_families(lowered)
    regions = {r for r, pattern in _REGIONS if pattern.search(lowered)}
    if us:
        regions.add("us")
    periods = frozenset(a or b or c for a, b, c in _PERIOD_YEARS.findall(lowered))
    return families, frozenset(regions), periods


def other_scope(name_words: str, key_words: str, text: str, start: int, end: int) -> bool:
    """Whether a plan limit whose name reads `name_words` (`limits.words`) and a bound stated at
    `start`–`end` of a clause `text` (under a key reading `key_words`) are about different
    perils, peril regions or return periods of one scoped subject: each names one of a kind and
    none is shared ("Japan quake cap: 20 %" is no bound on `usWindLimit`; "the 1-in-100 PML
    limit" none on `pml_250yr_max`). A name or a clause that names none speaks to all."""
    before = max((m.end() for m in _PIECE_EDGE.finditer(text, 0, start)), default=0)
    after = _PIECE_EDGE.search(text, end)
    piece = text[before : after.start() if after is not None else len(text)]
    stated = _scope(
        f"{key_words} {piece.lower()}",
        _US_CAPITALS.search(piece) is not None or _US_IN_A_NAME.search(key_words) is not None,
    )
    planned = _scope(name_words, _US_IN_A_NAME.search(name_words) is not None)
    if not planned[2]:
        # a name writes the period as a bare number after the loss it is of: `pml_250_share`
        named = frozenset(_NAMED_PERIOD.findall(name_words))
        planned = (planned[0], planned[1], named)
    return any(p and s and not p & s for p, s in zip(planned, stated, strict=True))


__all__ = [
    "ATTACHMENT_NAME",
    "EXPECTED_LOSS_NAME",
    "ILS_REGISTER",
    "ILS_SUBJECTS",
    "ILS_UNITS",
    "PERIL_NAME",
    "PML_NAME",
    "RATE_ON_LINE_NAME",
    "SCOPED",
    "SPONSOR_NAME",
    "SPREAD_MULTIPLE_NAME",
    "other_scope",
    "peril_families",
]
