"""A lender's cover of its loans by collateral: a floor written as a percentage above 100.

Why: a securities-lending programme (and any secured lender: repo, a margin loan's lender side)
bounds how much collateral it holds against what it has lent, as a share of the loan's value
above the whole: "collateral of at least 102 % of the loaned value", "collateral cover on loans
no less than 105 %", "the collateralisation of each loan", "the collateral margin: 102 %",
"margin over loan value", or as a multiple ("1.05x cover"). Read by its nouns alone it was two
wrong subjects: "collateral" bounded the book's other limits (borrowing, counterparties,
lending, all `other_limit`, so a cover of 105 % met a lending cap of 25 %), and "margin" was the
borrowed part of a retail account (`max_gross_leverage`), so a plan's `collateralMarginFloor`
never met the mandate's "collateral cover". Here it is one subject, a minimum by its name
(`floor_subjects`), counted as a multiple of the loan (105 % is 1.05).

A share *of* the collateral is its composition, neither its cover nor collateral as a limit of
its own: "the gilt share of the collateral pool", "the share of eligible collateral held in
gilts", "gilts not less than 60 % of collateral", a field's `giltCollateralFloor` or
`min_gilt_share_of_collateral`. There the collateral is the base of the share and what is
bounded is the asset it is held in, so `limits` takes no subject from the collateral
(`collateral_as_base`) and the phrase is tied to a plan limit by its words (`lexical_subjects`:
gilts with gilts), never to a bound on collateral posted to a counterparty.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.limit_lexicon_hedging import MARGIN_AS_COLLATERAL

#: the canonical name of the cover of loans by collateral, and its unit
COLLATERAL_COVER: Final = "min_collateral_cover"
UNITS: Final[dict[str, str]] = {COLLATERAL_COVER: "multiple"}

#: what was lent, as the base a cover is counted of: "the loaned value", "the market value of
#: the securities lent", "each loan", "stock on loan", "the borrowed securities"
_LENT: Final = (
    r"(?:(?:the|each|every|any|all|its|their)\s+)?"
    r"(?:(?:current|market|mark[\s-]to[\s-]market|daily)\s+)?"
    r"(?:value\s+of\s+(?:the\s+|each\s+|any\s+|all\s+)?)?"
    r"(?:(?:securities|stock|shares|assets|bonds|equities)\s+)?"
    r"(?:loans?|loaned|lent|on[\s-]+loan|borrowed)\b"
)

#: the cover of loans by collateral: "collateral cover (on loans)", "collateral coverage",
#: "the collateral margin", "collateral-to-loan", "(over-)collateralisation", loans
#: "collateralised at 105 %", a "margin over loan value", and collateral whose figure is said
#: of what was lent ("collateral of at least 102 % of the loaned value"); never a securitisation
#: ("collateralised loan obligations")
PATTERN: Final = re.compile(
    # (cash kept for margin calls is no cover: "the collateral margin reserve", `cash_weight`)
    r"\bcollateral[\s_-]+(?:cover(?:age)?|margin|to[\s_-]+loan)\b"
    rf"(?![\s_-]+{MARGIN_AS_COLLATERAL.pattern})|"
    r"\b(?:over[\s_-]*)?collaterali[sz]ation\b"
    r"(?!\s+(?:loan|debt|mortgage|bond|fund)\s+obligations?)|"
    r"\b(?:over[\s_-]*)?collaterali[sz]ed\s+(?:at|to)\b|"
    rf"\bmargin\s+(?:over|above|on)\s+{_LENT}|"
    rf"\bcollateral\b(?=[^.;:]{{0,60}}?\bof\s+{_LENT})"
)

#: what the retail reading of "margin" (borrowing, `limit_lexicon_retail`) must not take: the
#: collateral's margin over a loan ("the collateral margin", "margin over loan value")
MARGIN_OVER_LOAN_BEFORE: Final = r"(?<!\bcollateral\s)"
MARGIN_OVER_LOAN_AFTER: Final = rf"(?!\s+(?:over|above|on)\s+{_LENT})"

#: what collateral is the base of, said before it: a share of it ("the share of eligible
#: collateral", "the gilt share of the", "60 % of the total collateral") or the asset class it
#: is held in, named before it ("gilt collateral", "government bond collateral")
_BASE_BEFORE: Final = re.compile(
    r"(?:\b(?:share|proportion|percentage|fraction|portion|part)|%|\bper\s*cent|\bpercent|\bpc)"
    r"\s+of\s+(?:(?:the|its|our|their|all|any)\s+)?(?:[\w-]+\s+){0,2}$|"
    r"\b(?:gilts?|government(?:\s+bonds?)?|govt|treasur(?:y|ies)|sovereign|equit(?:y|ies)|"
    r"bonds?|corporate|covered\s+bonds?)\s+$"
)
#: ... or after it: the asset it is held in ("collateral held in gilts", "collateral that is
#: invested in", "collateral consisting of")
_BASE_AFTER: Final = re.compile(
    r"\s+(?:(?:that|which)\s+(?:is|are)\s+)?(?:held|invested|consisting|comprising|"
    r"made\s+up|composed)\s+(?:in|of)\b"
)


def collateral_as_base(lowered: str, start: int, end: int) -> bool:
    """Whether the mention of collateral at `start`–`end` of the lower-cased `lowered` is the
    base of a share of it or named by the asset it is held in ("the share of eligible collateral
    held in gilts", `giltCollateralFloor`), so the limit bounds its composition, not collateral.

    Why: read as collateral (`other_limit`), a mandate's floor on the gilt share of collateral
    and a plan's `min_gilt_share_of_collateral` met every bound on collateral posted or on
    counterparties instead of each other."""
    before = lowered[max(0, start - 60) : start]
    return _BASE_BEFORE.search(before) is not None or _BASE_AFTER.match(lowered, end) is not None


SUBJECTS: Final[tuple[tuple[str, re.Pattern[str]], ...]] = ((COLLATERAL_COVER, PATTERN),)

__all__ = [
    "COLLATERAL_COVER",
    "MARGIN_OVER_LOAN_AFTER",
    "MARGIN_OVER_LOAN_BEFORE",
    "PATTERN",
    "SUBJECTS",
    "UNITS",
    "collateral_as_base",
]
