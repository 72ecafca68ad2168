"""The average maturity and the average life of a book: limits counted in days.

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
"""

from __future__ import annotations

import re
from typing import Final

#: the canonical names of the subjects, and the unit they are counted in
LIFE_NAME: Final = "max_wal_days"
MATURITY_NAME: Final = "max_wam_days"
UNIT: Final = "days"

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
    (LIFE_NAME, LIFE_PATTERN),
    (MATURITY_NAME, MATURITY_PATTERN),
)

#: default units of the subjects
MATURITY_UNITS: Final[dict[str, str]] = {LIFE_NAME: UNIT, MATURITY_NAME: UNIT}


__all__ = [
    "LIFE_NAME",
    "LIFE_PATTERN",
    "MATURITY_NAME",
    "MATURITY_PATTERN",
    "MATURITY_SUBJECTS",
    "MATURITY_UNITS",
    "UNIT",
]
