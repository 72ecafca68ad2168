"""The words a convertible-arbitrage or credit book names its limits with.

Such a fund's offering memorandum, its investment management agreement and its risk reports
bound three things the other subjects misread:

* the book's credit-spread sensitivity, its NAV's change for one basis point of spread widening
  ("CS01", "CR01", "spread DV01", "credit-spread sensitivity", "sensitivity to a one basis
  point widening in credit spreads", "P&L per bp of spread widening", `max_cs01_bp_nav`,
  `cs01Limit`), counted in basis points of NAV: a sensitivity like an options desk's vega
  (`limit_lexicon_options`), neither a trading cost (the "spread" in it is what moves, not
  what is paid) nor a spread a loan book earns;
* the share of one issue (or one company's shares) the fund may own, measured against what is
  outstanding, not against NAV ("ownership of any single issue outstanding", "10 % of the
  shares outstanding", "of any tranche's amount outstanding", "of the issue size",
  "outstanding voting securities", `maxIssueOwnership`, `tranche_ownership_cap`): a position
  of 2 % of NAV may be 30 % of a small issue, so a cap on the one is never a cap on the other;
* the book's net equity delta said by how it is measured ("delta-adjusted equity exposure",
  "delta-equivalent exposure", "equity delta", "portfolio delta"), which is net exposure, not
  the equity sleeve of a multi-asset book (a gross figure, "gross delta-adjusted exposure",
  stays gross).

Why: read through the other subjects, a mandate's cap on CS01 bounds the cost of trading and
no plan limit on CS01 finds it, an ownership cap is read as a position cap (so a plan that
cites it for one position is believed), and a band on "absolute net delta (delta-adjusted
equity exposure over NAV)" bounds the equity sleeve. The patterns read lower-cased words
(config names already split, `limits.words`).
"""

from __future__ import annotations

import re
from typing import Final

#: canonical subject of the book's credit-spread sensitivity and its default unit (bps of NAV
#: per bp of spread widening)
CS01_NAME: Final = "max_cs01"
CS01_UNIT: Final = "bps"
#: one basis point as a move is said: "a 1bp", "one basis point", "a single bp"
_ONE_BP: Final = r"(?:(?:a|one|1|single|each)[\s-]*)+(?:bps?|basis[\s-]+points?)"
#: the spreads that move: "credit spreads", "spreads", "CDS spreads", "the spread"
_SPREADS: Final = r"(?:(?:the|all|credit|cds|bond|issuer|corporate)[\s-]+)*spreads?"
CS01_PATTERN: Final = re.compile(
    # the desk's names: "CS01", "CR01", "spread DV01", "spread PV01", "SPV01", "spread01"
    r"\b(?:cs|cr|spv)[\s-]?01\b|\bspread[\s_-]*(?:dv|pv)?[\s_-]*01\b|"
    # ... in words: "credit-spread sensitivity", "spread sensitivity", "sensitivity to credit
    # spreads", "credit spread risk per bp"
    r"\b(?:credit[\s_-]+)?spread[\s_-]+(?:sensitivit(?:y|ies)|risk[\s-]+per[\s-]+(?:bp|basis))|"
    rf"\bsensitivit(?:y|ies)\s+(?:of\s+(?:the\s+)?(?:nav|book|portfolio|fund)\s+)?to\s+"
    rf"(?:an?\s+|one\s+|1\s*)?(?:{_ONE_BP}[\s-]+)?(?:widening|move|change|shift)?\s*"
    rf"(?:(?:in|of)\s+)?{_SPREADS}\b|"
    # ... or as the value's change for one basis point of widening: "NAV impact of a 1bp
    # widening in credit spreads", "P&L per bp of spread widening", "loss for a one basis point
    # widening of spreads"
    r"\b(?:impact|change|move|loss|p\s?&\s?l|pnl|sensitivity)\s+(?:of|for|per|from)\s+"
    rf"(?:(?:an?|one|1|each)\s*)?(?:{_ONE_BP}|bps?|basis\s+points?)\s+(?:of\s+)?"
    rf"(?:{_SPREADS}\s+)?widening(?:\s+(?:in|of)\s+{_SPREADS})?\b|"
    # ... or the widening said as a clause, as a gloss does: "the loss if every credit spread
    # widens by a basis point", "what we lose when spreads widen 1bp"
    r"\b(?:(?:every|each|all|the|our|its|credit)\s+)*(?:(?:credit|cds|bond|issuer|corporate)\s+)?"
    rf"spreads?\s+(?:widens?|widened|go\s+out|gap\s+out|moves?\s+wider)\s+(?:by\s+)?{_ONE_BP}\b"
)
#: canonical subject of the share of one issue owned and its default unit (a fraction of what
#: is outstanding)
ISSUE_OWNERSHIP_NAME: Final = "max_issue_ownership"
ISSUE_OWNERSHIP_UNIT: Final = "fraction"
#: what is outstanding of an issue or a company: its issue, tranche, shares, securities, float
_ISSUED: Final = (
    r"(?:issues?|tranches?|share\s+class(?:es)?|shares|securities|stock|float|notes|bonds|"
    r"debentures|(?:principal|nominal|face)\s+amount|amount)"
)
#: the one company a share owned is of, read with it as one phrase: "… in a single listed
#: company", "… of any one issuer"
_OF_ONE_COMPANY: Final = (
    r"(?:\s+(?:of|in)\s+(?:(?:any|each|every|a|an|one|single|the|individual)\s+){1,3}"
    r"(?:[\w-]+\s+){0,2}?(?:compan(?:y|ies)|issuers?|firms?|corporations?|investees?|"
    r"entit(?:y|ies))\b)?"
)
ISSUE_OWNERSHIP_PATTERN: Final = re.compile(
    # owning part of one issue or company: "ownership of any single issue", "owning more than
    # 10 % of an issuer", "the fund's ownership in any one company"
    r"\b(?:ownership|owning|own)\s+(?:of|in)\s+(?:(?:any|each|every|a|an|one|single|the|its|"
    r"individual)\s+){0,3}(?:[\w-]+\s+){0,2}?(?:issues?|tranches?|issuers?|compan(?:y|ies)|"
    r"share\s+class(?:es)?)\b|"
    # the share of one issue the fund holds: "the share of any single convert issue the fund
    # holds", "the fraction of each tranche we own", "how much of any one issue the book has"
    r"\b(?:share|fraction|proportion|percentage|portion|part|much)\s+of\s+(?:(?:any|each|every|"
    r"a|an|one|single|the|individual)\s+){1,3}(?:[\w-]+\s+){0,2}?(?:issues?|tranches?)\s+"
    r"(?:(?:that|which)\s+)?(?:the\s+(?:fund|book|portfolio|account)|we|it)\s+"
    r"(?:holds?|owns?|has|have|may\s+(?:hold|own))\b|"
    # ... as a field names it: `maxIssueOwnership`, `tranche_ownership_cap`
    r"\b(?:issue|tranche|issuer)[\s_-]+ownership\b|"
    # ... or by the French word for the hold a fund has on one issuer's securities: "le ratio
    # d'emprise", "l'emprise sur un même émetteur", `ratioEmpriseMax`
    r"\b(?:ratio|taux|limite|plafond)?[\s_-]*(?:d['’][\s_-]*)?emprises?\b|"
    # the part of one company owned, said as a share, interest or stake in it: "the ownership
    # stake in any one investee", "an ownership percentage of a single firm", or as a field
    # names it (`max_ownership_pct`, `ownershipInterestLimit`)
    r"\bownership[\s_-]+(?:shares?|interests?|stakes?|percentages?|pct|ratios?|levels?|"
    rf"limits?|caps?|ceilings?|thresholds?)\b{_OF_ONE_COMPANY}|"
    # ... or counted in the company's voting shares or votes, with the holding of them and the
    # one company they are of as one phrase: "the holding of the voting shares of a single
    # listed company", "10 % of the voting rights of an issuer", `votingStakeCap`
    r"\b(?:(?:(?:share|stock)?holdings?|stakes?|share|part|proportion|percentage|fraction|"
    r"portion)\s+of\s+(?:the\s+|its\s+|their\s+)?)?"
    rf"voting[\s_-]+(?:shares?|stock|rights?|capital|power|securities|stakes?|interests?)\b"
    rf"{_OF_ONE_COMPANY}|"
    # what is outstanding: "any single issue outstanding", "the shares outstanding", "the
    # outstanding voting securities", "the amount outstanding of any tranche"
    rf"\b{_ISSUED}\s+outstanding\b|"
    r"\boutstanding\s+(?:(?:voting|ordinary|common|equity|debt)\s+)*(?:issues?|tranches?|shares|"
    r"securities|stock|float|notes|bonds|(?:principal|nominal|face\s+)?amount)\b|"
    # ... said by its face: "share of face outstanding"
    r"\b(?:face|principal|nominal)\s+outstanding\b|"
    # ... or the size of the issue the holding is a share of: "of the issue size", "of any
    # deal's size", "of the free float"
    r"\b(?:issue|deal|tranche|offering)[\s-]+size\b|\bfree[\s-]+float\b"
)
#: net equity delta said by how it is measured: "delta-adjusted (equity) exposure",
#: "delta-equivalent exposure", "equity delta", "portfolio delta" (no gross one: "gross
#: delta-adjusted exposure" stays gross)
_DELTA_NET: Final = re.compile(
    r"(?<!gross\s)(?<!gross-)\bdelta[\s_-]*(?:adjusted|equivalent|weighted)[\s_-]+"
    r"(?:(?:net|equity|stock|share|market)[\s_-]+)*(?:exposures?|positions?|notionals?|longs?)\b|"
    r"\b(?:equity|stock|portfolio|book|aggregate|overall|fund)[\s_-]+deltas?\b"
)

#: each canonical subject's convertible-desk words (CS01 and issue ownership are subjects of
#: their own)
CONVERTIBLES_SUBJECTS: Final[dict[str, re.Pattern[str]]] = {
    "max_net_exposure": _DELTA_NET,
}

__all__ = [
    "CONVERTIBLES_SUBJECTS",
    "CS01_NAME",
    "CS01_PATTERN",
    "CS01_UNIT",
    "ISSUE_OWNERSHIP_NAME",
    "ISSUE_OWNERSHIP_PATTERN",
    "ISSUE_OWNERSHIP_UNIT",
]
