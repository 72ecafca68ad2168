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
  `expectedLossBps`): an annual loss in bps of the book, whatever a modelling firm's name in
  brackets says of its basis;
* the probability that a bond's layer attaches ("attachment probability", "probability of first
  loss"), the pricing of a layer ("rate on line", "ROL") and one sponsor's (cedent's) exposure
  ("any one sponsor", "per cedent", "single-sponsor concentration");
* one bond said with a quantifier of one ("any one cat bond", "each catastrophe bond", "per
  tranche"), a position as the trade's "any one issuer" is.

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
#: storm, "wind"), earthquake, flood, wildfire and severe convective storm; "wind" that winds a
#: fund down or up is none
_PERIL_WORDS: Final = (
    r"perils?|"
    r"(?:named|winter|tropical|severe[\s_-]+convective|convective|wind)[\s_-]*storms?|"
    r"windstorms?|hurricanes?|typhoons?|(?:tropical[\s_-]+)?cyclones?|"
    r"wind(?![\s_-]+(?:down|up|ing)\b)|"
    r"earthquakes?|quakes?|seismic|floods?(?![\s_-]+of\b)|flooding|storm[\s_-]+surge|"
    r"wild[\s_-]*fires?|bush[\s_-]*fires?|hail(?:storms?)?|tornado(?:es)?"
)
PERIL_PATTERN: Final = re.compile(rf"\b(?:{_PERIL_WORDS})\b")

#: a return period, "1-in-250", "1 in 100 year", "250-year", "250yr", with "return period" after
_RETURN_PERIOD: Final = (
    r"(?:(?:1|one)[\s_-]*in[\s_-]*\d{2,5}(?:[\s_-]*(?:years?|yrs?))?|\d{2,5}[\s_-]*(?:years?|yrs?))"
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
    r"\b(?:(?:weighted[\s_-]+)?(?:average|avg|mean)|modell?ed|portfolio|book|annual|max|min|"
    r"maximum)[\s_-]+els?\b|"
    r"\bels?(?=[\s_-]+(?:bps|bp|limit|cap|ceiling|max|budget)\b|\s*[:≤<])"
)

#: the probability that a layer attaches (or exhausts), a bond's own risk measure
ATTACHMENT_PATTERN: Final = re.compile(
    r"\b(?:attachment|exhaustion)[\s_-]+prob(?:ability|abilities|s)?\b|"
    r"\bprob(?:ability)?[\s_-]+of[\s_-]+(?:attachment|exhaustion|first[\s_-]+loss)\b"
)

#: the premium of a layer as a share of its limit
RATE_ON_LINE_PATTERN: Final = re.compile(r"\brates?[\s_-]+on[\s_-]+line\b|\brols?\b")

#: one sponsor's (cedent's) exposure: a cedent by any name, or a sponsor with a quantifier of
#: one or a concentration's word ("any one sponsor", "single-sponsor concentration", "sponsor
#: exposure"); a plan's, scheme's or data sponsor alone is no exposure
_SPONSOR: Final = r"(?:sponsors?|sponsoring[\s_-]+(?:insurers?|companies|company))"
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

__all__ = [
    "ATTACHMENT_NAME",
    "EXPECTED_LOSS_NAME",
    "ILS_REGISTER",
    "ILS_SUBJECTS",
    "ILS_UNITS",
    "PERIL_NAME",
    "PML_NAME",
    "RATE_ON_LINE_NAME",
    "SPONSOR_NAME",
    "SPREAD_MULTIPLE_NAME",
]
