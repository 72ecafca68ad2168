"""The words a clearing member (an FCM, a clearing broker) bounds a client's futures book with.

A clearing member's client risk limits schedule, its credit committee's minutes and its risk
reports bound three things the other subjects misread:

* the client's net position in one delivery month, counted in lots or contracts ("the net open
  position in any one contract month", "net position per expiry", "lots per delivery month",
  "the spot-month position", "a position limit in contracts", `positionLimitLots`,
  `max_lots_per_contract_month`): a count of contracts, not the weight of one position, nor
  the book's net exposure as a share of NAV; its values are the numbers said with "lots" or
  "contracts" after them (`lots_after`);
* the client's share of a contract's open interest ("any single contract's share of OI", "the
  position in any one future as a percentage of open interest", `oiConcentrationCap`): a
  fraction of what the whole market holds open, never a fraction of the client's book;
* the client's initial margin as a share of the credit line the clearing member granted it
  ("IM utilisation of the credit line", "credit-line utilisation by IM", "initial margin as a
  share of the clearing limit", `imUtilisationCap`): a line's usage, not a position (a
  "line") nor the margin-to-equity of a futures fund, which is leverage; a trading desk's
  exposure to one counterparty over the credit line it granted it is the same usage of a line
  ("exposure to each dealer as a percentage of its trading line", "credit exposure versus the
  counterparty line", "line usage for each counterparty", `dealerLineUtilisationMax`),
  not the weight of one position nor a counterparty's share of the book.

Why: read through the other subjects, "net position in any one expiry" bounds net exposure,
"share of OI" and "credit line" bound one position, and a plan limit on any of the three is
compared with numbers it is not counted in. The patterns read lower-cased words (config names
already split, `limits.words`).
"""

from __future__ import annotations

import re
from typing import Final

#: one delivery month of a futures contract, counted one at a time: "any one contract month",
#: "each expiry", "a single delivery month", "the spot month", "per expiration"
_ONE_MONTH: Final = (
    r"(?:(?:any|each|every|a|an|one|single|individual|the|same|given)[\s_-]+){0,3}"
    r"(?:(?:contract|delivery|spot|front|expiry|expiration|listed)[\s_-]+months?|"
    r"expir(?:y|ies|ations?)|maturity[\s_-]+months?)"
)
#: what a futures position is counted in
_LOTS: Final = r"(?:lots|contracts)"

#: canonical subject of the client's position in one delivery month and its unit (a count)
POSITION_LOTS_NAME: Final = "max_position_lots"
POSITION_LOTS_UNIT: Final = "count"
POSITION_LOTS_PATTERN: Final = re.compile(
    # the position in one month: "the net open position in any one contract month", "net
    # position per expiry", "long or short positions held in any single delivery month"
    r"\b(?:(?:net|gross|open|long|short|outright|or|and)[\s_-]+){0,4}positions?[\s_-]+"
    r"(?:(?:limits?|caps?|held|carried|run)[\s_-]+)?(?:in|per|for|by|across)[\s_-]+"
    rf"{_ONE_MONTH}\b|"
    # ... said before its noun: "per-contract-month net position", "spot-month position limit"
    r"\b(?:per[\s_-]+)?(?:contract|delivery|spot|expiry)[\s_-]+months?[\s_-]+"
    r"(?:(?:net|open|gross)[\s_-]+){0,2}positions?\b|"
    # ... or owned by the month: "each expiry's net position", "any delivery month's long
    # position"
    rf"\b{_ONE_MONTH}(?:'s|’s)[\s_-]+(?:(?:net|gross|open|long|short|or|and)[\s_-]+){{0,4}}"
    r"positions?\b|"
    # the lots or contracts held in one month: "lots per contract month", "contracts in any
    # one expiry"
    rf"\b{_LOTS}[\s_-]+(?:(?:held|open|carried)[\s_-]+)?(?:in|per|for)[\s_-]+{_ONE_MONTH}\b|"
    # a position limit said in what it counts: `positionLimitLots`, "position cap in contracts"
    rf"\bpositions?[\s_-]+(?:limits?|caps?|sizes?|ceilings?)[\s_-]+(?:in[\s_-]+)?{_LOTS}\b|"
    # ... and a maximum of them: `maxLots`, "maximum net contracts", "the number of open lots"
    rf"\b(?:max|maximum)[\s_-]+(?:(?:net|open|gross)[\s_-]+)?{_LOTS}\b|"
    rf"\b(?:number|count|no\.?)[\s_-]+of[\s_-]+(?:(?:net|open|gross)[\s_-]+)?{_LOTS}\b"
)
#: a number counting lots or contracts after it ("1,500 lots", "2500 contracts", "400 net
#: contracts")
_LOTS_AFTER: Final = re.compile(rf"\s*(?:(?:net|open|gross)\s+)?{_LOTS}\b", re.IGNORECASE)


def lots_after(text: str, end: int) -> bool:
    """Whether the bare number ending at `end` counts lots or contracts ("1,500 lots"): the
    value of a position limit counted in them, not a count of things beside it."""
    return _LOTS_AFTER.match(text, end) is not None


#: open interest by its name and its shorthand after a share, or before a share's word
_OI: Final = r"(?:open[\s_-]+interest|oi)"
#: canonical subject of the client's share of a contract's open interest and its unit
OPEN_INTEREST_NAME: Final = "max_share_of_open_interest"
OPEN_INTEREST_UNIT: Final = "fraction"
OPEN_INTEREST_PATTERN: Final = re.compile(
    # a position said with its base: "the position in any one contract as a share of open
    # interest", "holdings in a single future as a percentage of OI"
    r"\b(?:positions?|holdings?|exposures?|stakes?)[\s_-]+(?:in|of)[\s_-]+(?:[a-z'’-]+[\s_-]+)"
    r"{0,4}?as[\s_-]+an?[\s_-]+(?:share|percentage|proportion|fraction|ratio|%)[\s_-]+of[\s_-]+"
    r"(?:the[\s_-]+)?(?:(?:total|aggregate|market|exchange)[\s_-]+)?open[\s_-]+interest\b|"
    # a share of it, with what it is of before: "any single contract's share of OI", "the
    # share of the open interest", "% of OI"
    r"(?:\b(?:(?:any|each|every|a|an|one|the)[\s_-]+)?(?:(?:single|one|individual)[\s_-]+)?"
    r"(?:contract|product|future|futures|market|expiry|series)(?:'s|’s|s’|s')?[\s_-]+)?"
    r"(?:\b(?:share|percentage|proportion|fraction|part|pct|percent)|%)[\s_-]+of[\s_-]+"
    rf"(?:the[\s_-]+)?(?:(?:total|aggregate|market(?:'s|’s)?|exchange(?:'s|’s)?)[\s_-]+)?{_OI}\b|"
    # open interest in full as any subject ("open-interest concentration"), its shorthand
    # before a share's word (`oiConcentrationCap`, "OI share")
    r"\bopen[\s_-]+interest\b|"
    r"\boi[\s_-]+(?:concentration|share|shares|limit|cap|ratio|percentage|pct)\b"
)

#: a clearing member's line to the client: "the credit line", "the clearing limit", "the
#: client's trading line", "the margin facility"; and a trading desk's line to a counterparty,
#: by what grants or owns it: "the approved line", "each counterparty's line", "cpty line"
_LINE: Final = (
    r"(?:(?:the|its|their|our|client(?:'s|’s)?|approved|(?:(?:each|every|any|the|a)[\s_-]+)?"
    r"(?:counterparty|cpty)(?:'s|’s))[\s_-]+){0,2}(?:(?:credit|clearing|trading|"
    r"margin|risk)[\s_-]*(?:lines?|limits?|facilit(?:y|ies))|lines?[\s_-]+of[\s_-]+credit|"
    r"(?:approved|counterparty|cpty|dealing|dealer|broker)[\s_-]+lines?)"
)
#: what a line's usage is of: exposure, usage or mark-to-market
_DRAWN_ON: Final = r"(?:exposures?|usage|utili[sz]ation|mt[\s_-]*m|mark[\s_-]+to[\s_-]+market)"
#: one counterparty counted one at a time after the usage: "per counterparty", "for each cpty"
_PER_COUNTERPARTY: Final = (
    r"(?:[\s_-]+(?:per|by|for[\s_-]+(?:each|every|any[\s_-]+one|any)|of[\s_-]+(?:each|every|"
    r"any[\s_-]+one|any))[\s_-]+(?:counterparty|cpty|name|dealer))?"
)
#: initial margin by its name and the trade's shorthand
_IM: Final = r"(?:initial[\s_-]+margin|im)"
#: a line's usage by its words
_USAGE: Final = r"(?:utili[sz]ation|utili[sz]ed|usage|use|drawn|draw[\s_-]*down)"
#: canonical subject of the client's initial margin as a share of its line, and its unit
IM_LINE_NAME: Final = "max_im_credit_line_utilisation"
IM_LINE_UNIT: Final = "fraction"
IM_LINE_PATTERN: Final = re.compile(
    # the margin over the line: "initial margin as a share of the credit line", "IM as a
    # percentage of the clearing limit", "IM / credit line", "IM-to-line"
    rf"\b{_IM}[\s_-]+(?:as[\s_-]+an?[\s_-]+(?:share|percentage|proportion|fraction|%)[\s_-]+"
    rf"of|to|/|over|against)[\s_-]*{_LINE}\b|"
    # the line's usage by margin: "IM utilisation of the client's credit line", "utilisation
    # of the credit line by IM", "credit-line utilisation by initial margin", "line usage"
    rf"\b(?:{_IM}[\s_-]+)?{_USAGE}[\s_-]+of[\s_-]+{_LINE}\b(?:[\s_-]+by[\s_-]+{_IM}\b)?|"
    rf"\b{_LINE}[\s_-]+{_USAGE}\b(?:[\s_-]+by[\s_-]+{_IM}\b)?{_PER_COUNTERPARTY}|"
    # ... a line's usage by its two words alone: "line usage for each counterparty"
    rf"\blines?[\s_-]+(?:utili[sz]ation|usage)\b{_PER_COUNTERPARTY}|"
    # any exposure over the line it is drawn on: "exposure to each dealer as a percentage
    # of its trading line", "MtM with any single dealer relative to its line", "usage versus the
    # trading limit"
    rf"\b(?:(?:counterparty|cpty|credit)[\s_-]+)?{_DRAWN_ON}[\s_-]+(?:(?:to|on|with|of)[\s_-]+"
    r"(?:[a-z'’]+[\s_-]+){0,3}?)?(?:as[\s_-]+an?[\s_-]+(?:share|percentage|proportion|fraction|%)"
    rf"[\s_-]+of|against|relative[\s_-]+to|versus|vs\.?|over|/)[\s_-]*{_LINE}\b|"
    # the shorthand of a name: `imUtilisationCap`, "IM usage"
    rf"\b{_IM}[\s_-]+{_USAGE}\b"
)

#: each canonical subject's pattern, in the order `limits` tries them (before net exposure,
#: leverage and one position)
CLEARING_SUBJECTS: Final[tuple[tuple[str, re.Pattern[str]], ...]] = (
    (OPEN_INTEREST_NAME, OPEN_INTEREST_PATTERN),
    (IM_LINE_NAME, IM_LINE_PATTERN),
    (POSITION_LOTS_NAME, POSITION_LOTS_PATTERN),
)
#: default units of the three subjects
CLEARING_UNITS: Final[dict[str, str]] = {
    POSITION_LOTS_NAME: POSITION_LOTS_UNIT,
    OPEN_INTEREST_NAME: OPEN_INTEREST_UNIT,
    IM_LINE_NAME: IM_LINE_UNIT,
}

__all__ = [
    "CLEARING_SUBJECTS",
    "CLEARING_UNITS",
    "IM_LINE_NAME",
    "OPEN_INTEREST_NAME",
    "POSITION_LOTS_NAME",
    "lots_after",
]
