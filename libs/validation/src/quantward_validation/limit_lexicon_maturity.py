"""The average maturity and the average life of a book, and any limit counted in time.

A money market fund, a cash manager's sweep, a trade-finance or supply-chain fund and any short
book bound how far out its holdings mature, on average, weighted by what is held: "WAM no more
than 60 days", "the dollar-weighted average portfolio maturity", "weighted average tenor of the
receivables", "average days to maturity", `wamCapDays`, `max_wa_tenor_days`. Beside it such a
book bounds the average *life* — the same average taken to each holding's final maturity,
ignoring the interest-rate resets that shorten the maturity ("WAL", "weighted average life to
final maturity", "the average life of the portfolio", `walCapDays`) — which is always the longer
of the two, so a bound on one is never a bound on the other.

Each is a limit like any weight cap (a client's or a board's decision the plan may not assume),
counted in days, so a number of days is its value there, not a look-back window or another
research default (`limits.is_limit` reads a constraint in days as a limit when its subject is
counted in days). The average is what makes the subject: the final maturity of one security
("the maximum remaining maturity of any one security", "the tenor of a single receivable") is
no average and bounds neither. The patterns read lower-cased words (field names already split,
`limits.words`); the life is tried first, since "average life to final maturity" ends in
"maturity".

A limit counted in time is said in years and months as much as in days: an MBS or core bond
sleeve's average life and option-adjusted duration in years ("WAL not above 7 years", "OAD
5.5–6.5 yrs", "a minimum duration of 3.0y"), an FX overlay's forward tenors in months ("forwards
out to 12 months at most", "no hedge longer than 18 mths", the desk's "6M", glued to its number,
in words of a time: a tenor, a maturity, a term). `period_of` reads which period a bare number
is counted in, and `mandate` reads it in days (`PERIOD_DAYS`), the unit of every limit counted
in time, so a bound in years and a plan's limit in days or months are one measure. A plan's limit
says its period in its name (`oadFloorYears`, `max_forward_tenor_months`, `named_period`): the
contract has no unit for a year or a month, so such a limit carries none, or a count.

A dealer's trading book bounds another time: how long any one position may sit in inventory,
counted from the day it was first bought ("aged inventory", "the age of any inventory
position", "days since first acquired", "the holding period of any single bond position",
"position ageing", `agedInventoryLimitDays`, `maxInventoryAgeDays`). It is no average and no
maturity but a limit on each position's age, set by Market Risk like any cap and counted in
days, so the plan may not assume it; a research holding period ("a 20-day holding period", a
look-back) names no position held and stays a default.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.continental_periods import continental_period
from quantward_validation.liquidation_horizon import days_after
from quantward_validation.spending_months import months_of_outflow

#: the canonical names of the subjects, and the unit they are counted in
LIFE_NAME: Final = "max_wal_days"
MATURITY_NAME: Final = "max_wam_days"
INVENTORY_AGE_NAME: Final = "max_inventory_age_days"
UNIT: Final = "days"

#: what a dealer holds, whose age is bounded: "inventory", "positions", "a bond", "lines"
_HELD: Final = (
    r"(?:inventory|inventories|positions?|holdings?|lines?|bonds?|securit(?:y|ies)|stock|"
    r"assets?|risk[\s_-]+positions?)"
)
#: the age of a position held in inventory: "aged inventory", "ageing positions", "inventory
#: age", "position aging", "the age of any inventory position", "days since first acquired",
#: "days in inventory", "time on the books", "the holding period of any single bond position"
#: (a holding period only with one position held, so a study's "20-day holding period" is none)
INVENTORY_AGE_PATTERN: Final = re.compile(
    rf"\b(?:(?:aged|ageing|aging|stale)[\s_-]+(?:(?:trading|bond|cash|credit)[\s_-]+)?{_HELD}|"
    r"(?:inventory|position|holding|line)[\s_-]+(?:age|ageing|aging)|"
    r"(?:age|ageing|aging|holding[\s_-]+period)[\s_-]+(?:of|for|on)[\s_-]+"
    r"(?:(?:any|each|every|a|an|the|one|single|individual|our|desk(?:'s|’s)?)[\s_-]+){1,3}"
    rf"(?:(?:inventory|trading|bond|cash|credit|corporate)[\s_-]+)?{_HELD}|"
    r"days?[\s_-]+(?:(?:since|from)[\s_-]+(?:(?:first|initial|original)[\s_-]+)?"
    r"(?:acquired|acquisition|purchased?|bought|booked|entry)|"
    r"(?:held[\s_-]+)?in[\s_-]+inventory|on[\s_-]+(?:the[\s_-]+)?books?)|"
    r"time[\s_-]+(?:held[\s_-]+)?(?:in[\s_-]+inventory|on[\s_-]+(?:the[\s_-]+)?books?))\b"
)

#: what an average is weighted by, said before it: "dollar-weighted", "value weighted", "wtd",
#: "asset-weighted", "weighted" alone
_WEIGHTED: Final = (
    r"(?:(?:(?:dollar|value|asset|market[\s_-]+value|par|amount|balance|amorti[sz]ed)[\s_-]*)?"
    r"(?:weighted|wtd|wgtd|wghtd)\.?[\s_-]*)?"
)
#: an average, in full or as the trade shortens it: "average", "avg.", "ave", "av.", "mean"
_AVERAGE: Final = r"(?:average|avg|ave|av|mean)\.?"
#: what the average is of, between it and the maturity: "portfolio", "remaining", "days to"
_OF_BOOK: Final = (
    r"(?:(?:portfolio|fund|book)[\s_-]+)?(?:(?:remaining|residual|outstanding|unexpired)[\s_-]+)?"
)

#: the weighted average life: "WAL" ("Wal-Mart" none), "WA life", "weighted average life (to
#: final maturity)", "weighted average final maturity", "the average life of the book"
LIFE_PATTERN: Final = re.compile(
    rf"\b(?:wal(?![\s_-]*mart)|wa[\s_-]*life|{_WEIGHTED}{_AVERAGE}[\s_-]+{_OF_BOOK}(?:life|lives)"
    r"(?:[\s_-]+to[\s_-]+(?:(?:the[\s_-]+)?(?:legal[\s_-]+)?final[\s_-]+)?maturity)?|"
    # the average taken to each holding's final maturity: "weighted average final maturity"
    rf"(?:wa|{_WEIGHTED}{_AVERAGE})[\s_-]*{_OF_BOOK}(?:legal[\s_-]+)?final[\s_-]+maturity)\b"
)

#: the weighted average maturity: "WAM", "WATM", "WA maturity", "WA tenor", "WA days to
#: maturity", "weighted average maturity", "average portfolio maturity", "average remaining
#: tenor", "average days to maturity", "weighted average term to maturity"
MATURITY_PATTERN: Final = re.compile(
    rf"\b(?:wam|watm|(?:wa|{_WEIGHTED}{_AVERAGE})[\s_-]*{_OF_BOOK}"
    r"(?:(?:days?|term|time)[\s_-]+to[\s_-]+(?:maturity|expiry|repayment)|"
    # what the book holds, between the average and its maturity: "average loan maturity"
    r"(?:(?:loan|receivable|asset|paper|invoice|note|bill|deposit)s?[\s_-]+)?"
    r"maturity(?:[\s_-]+in[\s_-]+days)?|"
    r"maturities|tenors?|term|dtm)|"
    # the book before its average: "the portfolio average maturity", "fund avg. maturity"
    rf"(?:portfolio|fund)[\s_-]+{_AVERAGE}[\s_-]*maturity)\b"
)

#: each canonical subject's pattern, in the order `limits` tries them (the life first)
MATURITY_SUBJECTS: Final[tuple[tuple[str, re.Pattern[str]], ...]] = (
    # (a position's age first: "the age of any inventory position" bounds no one position's size)
    (INVENTORY_AGE_NAME, INVENTORY_AGE_PATTERN),
    (LIFE_NAME, LIFE_PATTERN),
    (MATURITY_NAME, MATURITY_PATTERN),
)

#: default units of the subjects
MATURITY_UNITS: Final[dict[str, str]] = {
    INVENTORY_AGE_NAME: UNIT,
    LIFE_NAME: UNIT,
    MATURITY_NAME: UNIT,
}

#: the days in each period a limit is counted in (a year of 365.25 days, a twelfth of it a month)
YEAR_DAYS: Final = 365.25
PERIOD_DAYS: Final[dict[str, float]] = {UNIT: 1.0, "months": YEAR_DAYS / 12, "years": YEAR_DAYS}

#: a number of years or months said after it: "7 years", "3.0 yrs", "18 months", "24 mths",
#: "9 mos" (a hyphen makes it a name's part: "the 10-year yield"), unless what follows is the
#: thing the term describes ("30 year pools", "10 yr notes": a kind of holding, not a bound)
_DESCRIBED: Final = (
    r"(?!\s+(?:pools?|mortgages?|loans?|bonds?|notes?|bills?|paper|securit(?:y|ies)|tbas?|"
    r"fixed|arms?|treasur\w*|gilts?|bunds?|swaps?|yields?|rates?|sectors?|buckets?|issues?)\b)"
)
_YEARS_AFTER: Final = re.compile(r"\s*(?:years?|yrs?)\b\.?" + _DESCRIBED, re.IGNORECASE)
_MONTHS_AFTER: Final = re.compile(r"\s*(?:months?|mths?|mos?)\b\.?" + _DESCRIBED, re.IGNORECASE)
#: the desk's periods glued to the number ("6M", "12m", "5y"), which are also a million, or
#: a kind of holding ("UMBS 30y"): read only when the words before it in the sentence speak of
#: a time ...
_GLUED: Final = re.compile(r"(?P<months>m)\b|(?P<years>y)\b", re.IGNORECASE)
_TIME_WORDS: Final = re.compile(
    r"\b(?:tenors?|tenours?|maturit(?:y|ies)|expir(?:y|ies)|terms?|lives|life|wal|wam|"
    r"horizons?|durations?|forwards?|fwds?|rolls?)\b",
    re.IGNORECASE,
)
#: ... and no currency stands before it ("USD 6m", "€12M") nor a sentence ends between
_MONEY_BEFORE: Final = re.compile(
    r"(?:\b(?:usd|eur|gbp|jpy|chf|cad|aud|hkd|sgd|nok|sek|dkk)|[$€£¥])\s*$", re.IGNORECASE
)
_SENTENCE_BREAK: Final = re.compile(r"[.;!?](?:\s|$)|\n")

#: a limit's name that says its value's period: `oadFloorYears`, `max_wal_yrs`,
#: `hedgeTenorCapMonths`, `tenor_cap_mths`, `walCapDays` (read as lower-case words)
_NAMED_PERIOD: Final = re.compile(
    r"\b(?:(?P<years>years?|yrs?)|(?P<months>months?|mths?|mos)|(?P<days>days?))\b"
)

#: what makes the period after it no unit of a name's value: a rate's "per", a futures
#: contract's delivery month ("contract month", "spot month", "front month")
_PER_PERIOD: Final = re.compile(
    r"\b(?:per|each|every|a|contract|delivery|spot|front|expiry|serial)\s+$"
)


def period_of(text: str, start: int, end: int) -> str | None:
    """The period a bare number from `start` to `end` is counted in, said after it: days
    (`liquidation_horizon.days_after`), months or years, else None. A glued "M" or "y" is one
    only in words of a time, with no currency before it ("forward tenors no more than 6M",
    "duration 4.5y at most"; "USD 6M" and "a 6M ticket" are money, "UMBS 30y" a kind of pool)."""
    if days_after(text, end):
        return UNIT
    if _YEARS_AFTER.match(text, end):
        return "years"
    if _MONTHS_AFTER.match(text, end) or months_of_outflow(text, start, end):
        return "months"  # ... or a multiple of a monthly outflow: "24x monthly spend"
    # ... or said in a continental language ("tra 3 e 6 anni", "18 meses", `continental_periods`)
    continental = continental_period(text, end)
    if continental is not None:
        return continental
    glued = _GLUED.match(text, end)
    if glued is not None and not _MONEY_BEFORE.search(text, max(0, start - 6), start):
        breaks = [m.end() for m in _SENTENCE_BREAK.finditer(text, 0, start)]
        if _TIME_WORDS.search(text, breaks[-1] if breaks else 0, start):
            return "months" if glued.group("months") else "years"
    return None


def named_period(named: str) -> str | None:
    """The period a limit's name (as lower-case words) says its value is counted in, else
    None: `oadFloorYears` is in years, `max_forward_tenor_months` in months."""
    # (a period that is what is counted per, or a futures contract's month, counts nothing:
    # `max_lots_per_contract_month`, `tradesPerMonth`, `spotMonthLimitLots`)
    m = next(
        (m for m in _NAMED_PERIOD.finditer(named) if not _PER_PERIOD.search(named, 0, m.start())),
        None,
    )
    if m is None:
        return None
    return next(k for k, v in m.groupdict().items() if v)


__all__ = [
    "INVENTORY_AGE_NAME",
    "INVENTORY_AGE_PATTERN",
    "LIFE_NAME",
    "LIFE_PATTERN",
    "MATURITY_NAME",
    "MATURITY_PATTERN",
    "MATURITY_SUBJECTS",
    "MATURITY_UNITS",
    "PERIOD_DAYS",
    "UNIT",
    "YEAR_DAYS",
    "named_period",
    "period_of",
]
