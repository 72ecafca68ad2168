"""The words a commodity or corporate hedging desk names its limits with.

A hedge book's limit sheet, its risk-committee minutes and its ETRM's exports (Endur, Allegro)
bound three things the other registers do not name this way:

* the book's value at risk, a limit of its own ("the 1-day 95 % VaR limit", "daily VaR",
  `var_limit_bps`, `dailyVar95Bp`, "value-at-risk"), counted in basis points (or percent) of
  NAV: it is neither a volatility target nor a drawdown stop, and a VaR figure states neither;
* cash kept against margin calls, a floor on cash ("the margin buffer", "cash held for
  variation margin", `min_margin_cash`, `marginBuffer`, "margin headroom"): margin here is
  collateral the desk must post, not the borrowed part of a retail account (leverage); and the
  collateral a levered hedge (an LDI fund, a swap overlay) keeps ready for the calls a market
  move brings ("the collateral buffer", "collateral headroom", `minCollateralCushionBp`), often
  counted in the basis points of yield rise it absorbs: the same reserve, never a counterparty
  limit nor the collateral a lender receives; a utility's liquidity headroom kept as committed
  bank lines left undrawn for a stressed margin call ("undrawn backstop lines", "the bank
  facilities that are unused", "unutilised revolvers") is that reserve too;
* a sub-sector or bucket of the book ("the sub-sector cap", `max_subsector_weight`,
  "the per-bucket limit", `bucketCap`), a sector-like subject, not one position;
* the hedge ratio, the share of an exposure hedged ("the hedge ratio", "the FX hedge ratio on
  off-benchmark currency positions", "the share of local-currency exposure hedged back to
  dollars", "the hedged proportion", `hedgeRatioFloor`), usually a floor and counted as a share
  of the exposure, not of NAV: a subject of its own, read before currency, so a floor on it is no
  bound on the open currency exposure it leaves (nor the reverse). A liability hedge ratio
  ("interest-rate and inflation hedge ratio", "the hedge ratio of the liabilities", and a field
  name's `irHedgeRatioFloor`, `inflHedgeRatio`) hedges another thing and is not read as it.

* the part of one delivery period's exposure left open ("any delivery period's unhedged
  share", "the open proportion of each supply quarter", `max_open_pos_per_quarter`):
  a share of a period's volume or of the book, not the weight of one position nor the open
  currency exposure.

The patterns read lower-cased words (field names already split, `limits.words`). A variance
("min var", "var(r)") is no value at risk.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.risk_measures import CONFIDENCE, HOLDING_PERIOD

#: the canonical name of the value-at-risk limit and its default unit
VAR_NAME: Final = "max_var"
VAR_UNIT: Final = "bps"

#: value at risk by its name or its acronym (with a confidence or horizon glued on, as field
#: names write it: "var95", "var99"); not a variance ("min var", "mean var", "var(r)",
#: "var of returns")
VAR_PATTERN: Final = re.compile(
    r"\bvalue[\s_-]+at[\s_-]+risk\b|"
    r"(?<!\bmin\s)(?<!\bminimum\s)(?<!\bmean\s)(?<!\bsample\s)(?<!\bcovar\s)"
    r"\b(?:(?:1|one|10|ten)[\s_-]*(?:day|d)[\s_-]+)?(?:\d{2}(?:\.\d)?\s*%?[\s_-]+)?"
    # ("VaR" split at its capital by `limits.words` reads "va r")
    # (a label's bracketed kind is no variance's argument: "Daily VaR (max): 50bp", nor its
    # bracketed confidence or horizon: "desk VaR (99%, 1-day)", "VaR (1d, 99 %)")
    # (... nor the Swedish "var" of "var som helst" (anywhere), "var och en" (each one), "var
    # annan" (every other): a grant's "var som helst mellan 60 och 100" names no VaR)
    r"va\s?r(?:\d{2,3})?\b(?!\s+(?:som\s+helst|och\s+en|annan)\b)(?![\s_-]*(?:\((?!\s*(?:(?:max|maximum|min|minimum|hard|soft|limit|"
    rf"cap|ceiling)\b|{CONFIDENCE}|{HOLDING_PERIOD}))|of\b|\[))"
)

#: margin as collateral the desk posts and the cash kept to meet it: "the margin buffer",
#: "margin cash", "cash for margin calls", "variation margin", "margin headroom", "initial
#: margin reserve"
_MARGIN_CASH: Final = re.compile(
    r"\b(?:(?:variation|initial|maintenance)[\s_-]+)?margin[\s_-]+"
    r"(?:buffers?|cash|reserves?|headroom|liquidity|pool|cushion|funding)\b|"
    # the collateral kept ready for calls: "the collateral buffer", "collateral headroom"
    r"\bcollateral[\s_-]+(?:buffers?|headroom|cushions?|reserves?)\b|"
    r"\b(?:cash|liquidity|funds?)\b[^.;]{0,40}\bmargin[\s_-]+calls?\b|"
    # what is held against the margin the desk posts: "cash and T-bills held against margin",
    # "treasuries pledged as initial margin"
    # (the holding's own noun is the cash subject's: the phrase after it joins it)
    r"\b(?:held|posted|kept|lodged|pledged|deposited|set\s+aside|reserved)\s+"
    r"(?:against|for|as)\s+(?:the\s+)?(?:(?:initial|variation|maintenance)\s+)?margin\b|"
    r"\bvariation[\s_-]+margin\b|"
    # the committed bank lines kept undrawn to meet calls: "undrawn committed facilities", "the
    # share of committed credit lines left unused", "unutilised RCF headroom"
    r"\b(?:undrawn|unused|unutili[sz]ed|available)[\s_-]+(?:(?:committed|bank|credit|liquidity|"
    r"backstop)[\s_-]+){0,2}(?:facilit(?:y|ies)|lines?|rcfs?|revolvers?)\b|"
    r"\b(?:committed|bank|credit|liquidity|backstop)[\s_-]+(?:(?:credit|bank)[\s_-]+)?"
    r"(?:facilit(?:y|ies)|lines?|rcfs?|revolvers?)[\s_-]+(?:(?:that|which)[\s_-]+(?:is|are)[\s_-]+|"
    r"left[\s_-]+|kept[\s_-]+|remaining[\s_-]+)?(?:undrawn|unused|unutili[sz]ed)\b"
)

#: a part of a sector or a bucket of the book: "sub-sector", "subsector", "sub-industry", "per
#: bucket", "any one bucket", "bucket cap" (the retail "YOLO bucket" is not capped per bucket)
_SUB_SECTOR: Final = re.compile(
    r"\bsub[\s_-]*(?:sectors?|industr(?:y|ies)|segments?)\b|"
    r"\b(?:per|each|every|(?:any|no|a)[\s_-]+(?:one|single))[\s_-]+bucket\b|"
    # (a bucket qualified before it is that bucket: "the HY bucket cap", "the YOLO bucket")
    r"(?:^|\b(?:the|a|per|max|maximum)\s)buckets?[\s_-]+"
    r"(?:cap|caps|limit|limits|ceiling|weight|weights|max|maximum)\b|"
    r"\b(?:max|maximum)[\s_-]+bucket\b"
)

#: one delivery period of a hedge book, counted one at a time: "any delivery month", "each
#: period", "a single quarter", "per delivery period"
_ONE_PERIOD: Final = (
    r"(?:(?:any|each|every|a|one|single|individual|given|the)[\s_-]+){0,3}"
    r"(?:(?:delivery|supply|forward|settlement)[\s_-]+)?"
    r"(?:months?|periods?|quarters?|seasons?|years?|strips?)"
)
#: the canonical name of the open (unhedged) share of one delivery period, and its unit
OPEN_SHARE_NAME: Final = "max_open_share_per_period"
OPEN_SHARE_UNIT: Final = "fraction"
#: the part of one delivery period's exposure left open, as a share of it or of the book: "any
#: delivery period's unhedged share", "the open proportion of each supply quarter", "uncovered
#: volume per delivery season as a percentage of load", `openPosShareMax`;
#: a position in one month counted in lots is the clearing client's (`limit_lexicon_clearing`)
OPEN_SHARE_PATTERN: Final = re.compile(
    r"\b(?:unhedged|open|uncovered)[\s_-]+(?:share|proportion|portion|part|percentage|"
    rf"fraction|pct)[\s_-]+(?:of|per|in|for|by)[\s_-]+{_ONE_PERIOD}\b|"
    rf"\b{_ONE_PERIOD}(?:'s|’s)[\s_-]+(?:unhedged|open|uncovered)[\s_-]+(?:share|proportion|"
    r"portion|part|percentage|fraction)\b|"
    # an open position by its name's shorthand, per period or as a share: `openPosPerPeriod`,
    # "open position share" (not a position in a contract month, which is counted in lots)
    rf"\bopen[\s_-]+(?:pos|positions?)[\s_-]+(?:(?:per|in|for|by)[\s_-]+{_ONE_PERIOD}\b|"
    r"(?:share|proportion|percentage|pct)\b)|"
    # an open position or volume per period as a share: "open volume in each delivery month
    # as a percentage of the hedgeable load"
    r"\b(?:unhedged|open|uncovered)[\s_-]+(?:volumes?|exposures?|positions?|pos)[\s_-]+(?:per|in|"
    rf"for|by)[\s_-]+{_ONE_PERIOD}[\s_-]+as[\s_-]+an?[\s_-]+(?:share|percentage|proportion|"
    r"fraction)\b"
)

#: the canonical name of the hedge-ratio limit (a minimum by its name, `floor_subjects`)
HEDGE_RATIO_NAME: Final = "min_hedge_ratio"

#: what is hedged, as a noun: "positions", "exposure", "bonds"
_EXPOSURE: Final = r"(?:exposures?|positions?|risk|holdings?|assets|bets?|bonds?)\b"
#: what a hedge ratio is of when it is said after it, one phrase with it: "on off-benchmark
#: currency positions", "of the FX exposure", "for non-dollar bond positions", or what it is
#: set one at a time for ("per currency", "by currency pair", "for each currency")
_HEDGED_THING: Final = (
    r"(?:\s+(?:on|of|for|against|across|per|by|applied\s+to)\s+"
    r"(?:the\s+|its\s+|our\s+|all\s+|any\s+|each\s+|every\s+)?"
    rf"(?:[\w-]+\s+){{0,3}}?(?:(?:[\w-]*currenc(?:y|ies)|fx|ccy)(?:[\s-]+{_EXPOSURE})?|{_EXPOSURE}))?"
)
#: a liability or rates hedge, said before or after the hedge ratio: no currency hedge
_LIABILITY_BEFORE: Final = (
    r"(?<!\brate\s)(?<!\brates\s)(?<!\binflation\s)(?<!\bliability\s)(?<!\bliabilities\s)"
    r"(?<!\bduration\s)(?<!\bldi\s)(?<!\binterest\s)"
    # ... and as a field name abbreviates them: `irHedgeRatio`, `infl_hedge_ratio`,
    # `rpiHedgeRatio`, `pv01HedgeRatio` (interest rate, inflation, their sensitivities)
    r"(?<!\bir\s)(?<!\binfl\s)(?<!\brpi\s)(?<!\bcpi\s)(?<!\bpv01\s)(?<!\bie01\s)"
)
_LIABILITY_AFTER: Final = (
    r"(?!\s+(?:target\s+)?(?:of|on|for|against|to)\s+(?:the\s+)?(?:[\w'’-]+\s+)?"
    r"(?:liabilit|technical\s+provisions|interest|inflation|rates?\b|duration))"
)
#: the share of an exposure hedged: "hedge ratio", "hedging ratio", "hedge cover ratio", "the
#: hedged share (of …)", "the share of X exposure hedged (back to dollars)" — never "unhedged"
HEDGE_RATIO_PATTERN: Final = re.compile(
    rf"{_LIABILITY_BEFORE}\bhedg(?:e|ing)[\s_-]*(?:cover[\s_-]*)?ratios?\b{_LIABILITY_AFTER}"
    rf"{_HEDGED_THING}|"
    r"\bhedged[\s-]+(?:share|proportion|portion|percentage|fraction|part)\b|"
    r"\b(?:share|proportion|portion|percentage|fraction|part)\s+of\s+(?:the\s+|its\s+|our\s+)?"
    r"(?:[\w-]+\s+){0,4}?(?:exposures?|positions?|risk|assets|holdings|bonds)\s+"
    r"(?:(?:that|which)\s+(?:is|are)\s+|to\s+be\s+|kept\s+)?(?<!\bnot\s)hedged\b|"
    # ... and the hedge ratio in the other languages of guidelines: "Absicherungsquote",
    # "taux de couverture", "ratio de cobertura", "rapporto di copertura", "afdekkingsratio"
    r"\babsicherungs[\s_-]*quoten?\b|\btaux[\s_-]+de[\s_-]+couverture\b|"
    r"\bratio[\s_-]+de[\s_-]+cobertura\b|\brapporto[\s_-]+di[\s_-]+copertura\b|"
    r"\bafdekkings[\s_-]*(?:ratio|percentage|graad)\b|"
    # ... and the Dutch pension fund's interest-rate hedge said as its noun ("de minimumlimiet
    # voor de renteafdekking op 45 %": the share of the liabilities' rate risk hedged)
    r"\brenteafdekking\b"
)
#: "hedged" in the languages of guidelines: "abgesichert", "couvert(s)", "cubierto",
#: "coperto", "afgedekt" (each its own word: "ungesichert" is unhedged)
_HEDGED_WORD: Final = (
    r"(?:hedged|abgesichert|gesichert|couverte?s?|cubiert[oa]s?|copert[oaie]|afgedekt)\b"
)

#: a share said hedged right after its value: "… must be at least 60 % hedged (back to
#: dollars)", "60 % of local-currency exposure is to be hedged", "70 % of the euro bond
#: positions kept hedged" — the value is the hedge ratio, not the exposure; left "unhedged" or
#: "not hedged", it stays the exposure
_HEDGED_AFTER: Final = re.compile(
    r"\s*(?:of\s+(?:the\s+|its\s+|our\s+|all\s+|any\s+)?(?:[\w-]+\s+){0,4}?"
    rf"{_EXPOSURE}\s+)?"
    r"(?:(?:is|are|must|shall|should|will|to|be|being|kept|remain|remains|stay|stays)\s+){0,3}"
    rf"(?<!\bnot\s){_HEDGED_WORD}"
)


def hedged_after(lowered: str, end: int) -> bool:
    """Whether the value ending at `end` of the lower-cased `lowered` is a share said hedged
    ("at least 60 % hedged", "60 % of local-currency exposure is to be hedged").

    Why: the exposure named between the value and "hedged" is what is hedged, not what is
    bounded; read as its subject, a floor of 60 % hedged would be a floor on the open currency
    exposure, which a plan's cap on it of 10 % would contradict."""
    return _HEDGED_AFTER.match(lowered, end) is not None


#: each canonical subject's hedging-desk words (the VaR subject is a subject of its own)
HEDGING_SUBJECTS: Final[dict[str, re.Pattern[str]]] = {
    "cash_weight": _MARGIN_CASH,
    "max_sector_weight": _SUB_SECTOR,
}

#: what the retail reading of "margin" (borrowing, leverage) must not take: margin the desk
#: posts as collateral and the cash kept for it, read before it
MARGIN_AS_COLLATERAL: Final = re.compile(
    r"(?:buffers?|cash|reserves?|headroom|liquidity|pool|cushion|funding)\b"
)

__all__ = [
    "HEDGE_RATIO_NAME",
    "HEDGE_RATIO_PATTERN",
    "HEDGING_SUBJECTS",
    "MARGIN_AS_COLLATERAL",
    "OPEN_SHARE_NAME",
    "OPEN_SHARE_PATTERN",
    "OPEN_SHARE_UNIT",
    "VAR_NAME",
    "VAR_PATTERN",
    "VAR_UNIT",
    "hedged_after",
]
