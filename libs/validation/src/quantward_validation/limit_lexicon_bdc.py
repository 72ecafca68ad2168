"""The words a business development company (a closed-end fund under the 1940 Act) and its
lenders name their limits with.

A BDC's investment policies, its 10-K and 10-Q, its revolving credit agreement and its Board's
resolutions bound things the other registers do not name, or name as something else:

* its asset coverage of senior securities (Section 18 as modified by Section 61(a)(2): "asset
  coverage", "the asset coverage ratio", "ACR", `acrFloor`), a floor counted as a multiple
  ("1.50x", "150 %", "1.50 to 1.00"), not a collateral cover of loans lent;
* its leverage said as debt over equity ("debt-to-equity", "debt/equity", "D/E", "net debt to
  equity", "leverage (D/E)"): the balance sheet's leverage, a multiple of its equity, so the
  same subject as gross leverage (`max_gross_leverage`), never a net exposure, whatever "net"
  or "(net of cash)" says of the debt;
* the share of the book in first-lien loans ("first-lien senior secured loans", "the 1L
  share", "senior secured first lien", `firstLienFloor`), a floor of its own;
* junior capital as one bucket: second-lien loans together with equity (co-invests) and often
  subordinated debt ("junior capital", "the junior bucket", "the 2L/equity bucket", "second-lien
  and equity", `max_second_lien_and_equity_weight`): neither the second-lien bucket alone nor an
  equity sleeve;
* the share of assets outside the qualifying assets of Section 55(a) ("non-qualifying assets",
  "the non-QA basket", "assets that are not qualifying assets", `nonQualifyingBasketCap`), a
  cap; and the qualifying assets themselves ("qualifying assets (the 70 % test)"), a floor of
  another subject, since 70 % of one is no figure of the other;
* the share of investment income received in kind ("PIK income", "payment-in-kind interest",
  `pikIncomeCap`), a cap on how income is earned, not a position.

Each is a subject of its own, so a covenant or a band on one is read against a plan's limit of
the same subject under any field name, and a figure of one cited for another is seen. The
patterns read lower-cased words (field names already split, `limits.words`).
"""

from __future__ import annotations

import re
from typing import Final

#: the canonical names of the subjects, and their default units
ASSET_COVERAGE: Final = "min_asset_coverage"
FIRST_LIEN: Final = "min_first_lien_weight"
JUNIOR_CAPITAL: Final = "max_junior_capital_weight"
NON_QUALIFYING: Final = "max_non_qualifying_weight"
QUALIFYING: Final = "min_qualifying_weight"
PIK_SHARE: Final = "max_pik_income_share"

#: asset coverage by its words or its acronym: "asset coverage (ratio)", "asset cover", "ACR"
ASSET_COVERAGE_PATTERN: Final = re.compile(
    r"\basset[\s_-]*cover(?:age)?(?:[\s_-]*ratios?)?\b|\bacrs?\b"
)

#: a loan secured by the first lien: "first lien", "first-lien", "1st lien", "1L" (a field
#: name's `firstLien1LFloor` read as words splits it: "1 l"), "senior secured first-lien"; a
#: first-lien last-out loan ranks behind the first-out lenders (junior)
FIRST_LIEN_PATTERN: Final = re.compile(
    r"\b(?:first|1st)[\s_-]*liens?\b(?![\s_-]*last[\s_-]*out)|\b1[\s_-]?l\b"
)

#: what ranks behind the first lien, and equity, as the parts a junior bucket joins
_SECOND: Final = (
    r"(?:(?:second|2nd|junior)[\s_-]*liens?|2[\s_-]?l|sub(?:ordinated)?[\s_-]+debt|mezz\w*)"
)
_EQUITY: Final = r"(?:equit(?:y|ies)(?:[\s_-]+co[\s_-]*invest(?:ment)?s?)?|co[\s_-]*invest\w*)"
#: what joins the parts: a slash, a plus, "and", "plus", or only a space once a field name or a
#: "2L/equity" is read as words ("2 l equity bucket")
_JOINED: Final = r"(?:\s*(?:/|\+|&|,)\s*|[\s_-]+(?:(?:and|plus|or|&)[\s_-]+)?)"
#: junior capital as one bucket: named so ("junior capital", "the junior bucket", `juniorBucket`)
#: with the aside that lists its parts, or second lien and equity joined ("2L/equity", "second
#: lien and equity", "second-lien plus equity co-invests", "2L + equity")
JUNIOR_CAPITAL_PATTERN: Final = re.compile(
    r"\bjunior[\s_-]+(?:capital|buckets?|baskets?|sleeves?|securities|investments?)\b"
    r"(?:\s*\([^()\n]{0,80}\))?|"
    rf"\b{_SECOND}{_JOINED}(?:{_SECOND}{_JOINED})?{_EQUITY}\b"
)

#: a qualifying asset of Section 55(a) named with a negation: "non-qualifying (assets)", "non-QA",
#: "assets that are not qualifying assets", "other than qualifying assets"
NON_QUALIFYING_PATTERN: Final = re.compile(
    r"\bnon[\s_-]*(?:qualifying|qas?)\b(?:[\s_-]+(?:assets?|investments?|baskets?|buckets?|"
    r"shares?))?|"
    r"\b(?:not|other\s+than|outside(?:\s+(?:the|of))?)\s+(?:qualifying\s+(?:assets?|investments?)|"
    r"qas?\b)"
)
#: ... and the qualifying assets themselves: "qualifying assets", "the 55(a) test", "QA test"
QUALIFYING_PATTERN: Final = re.compile(
    r"(?<!non)(?<!non[\s_-])(?<!not\s)\bqualifying[\s_-]+(?:assets?|investments?)\b|"
    r"\bqa[\s_-]+(?:test|basket|share)\b"
)

#: income received in kind: "PIK (income, interest)", "payment-in-kind", "interest paid in
#: kind"; a PIK toggle note is a loan's term, not the share of income
PIK_PATTERN: Final = re.compile(
    r"\b(?:pik|payment[\s_-]+in[\s_-]+kind|(?:income|interest)[\s_-]+paid[\s_-]+in[\s_-]+kind)\b"
    r"(?![\s_-]*toggle)"
    r"(?:[\s_-]+(?:income|interest|share))?"
)

#: each canonical subject's pattern, in the order `limits` tries them: the non-qualifying
#: assets before the qualifying ones, junior capital before the second-lien and equity buckets
BDC_SUBJECTS: Final[tuple[tuple[str, re.Pattern[str]], ...]] = (
    (ASSET_COVERAGE, ASSET_COVERAGE_PATTERN),
    (NON_QUALIFYING, NON_QUALIFYING_PATTERN),
    (QUALIFYING, QUALIFYING_PATTERN),
    (PIK_SHARE, PIK_PATTERN),
    (JUNIOR_CAPITAL, JUNIOR_CAPITAL_PATTERN),
    (FIRST_LIEN, FIRST_LIEN_PATTERN),
)

#: default units of the subjects
BDC_UNITS: Final[dict[str, str]] = {
    ASSET_COVERAGE: "multiple",
    FIRST_LIEN: "fraction",
    JUNIOR_CAPITAL: "fraction",
    NON_QUALIFYING: "fraction",
    QUALIFYING: "fraction",
    PIK_SHARE: "fraction",
}

#: leverage as debt over equity: "debt-to-equity", "debt/equity", "D/E", "net debt to equity",
#: "debt to equity ratio"; a company's own debt to EBITDA is no leverage of the fund
DEBT_TO_EQUITY_PATTERN: Final = re.compile(
    # (a field name read as words loses its slash: `maxDebtEquityRatio`, "debt equity ratio")
    r"\b(?:(?:net|total|gross)[\s_-]+)?debt[\s_-]*(?:(?:to|/|over)[\s_-]*equity\b|"
    r"equity(?=[\s_-]+ratios?\b))"
    r"(?:[\s_-]+ratios?\b)?|\bd\s*/\s*e\b|"
    # ... or as what the fund borrows measured against its net assets: "borrowings relative to
    # NAV", "fund-level debt as a multiple of net assets", "indebtedness (the credit line and
    # repo) over NAV", "borrowed money / net asset value": a multiple of equity as well
    r"\b(?:borrowings?|borrowed[\s_-]+(?:money|funds)|indebtedness|debt)"
    r"(?:\s*\([^()\n]{0,80}\))?[\s_-]*"
    r"(?:relative[\s_-]+to|as[\s_-]+an?[\s_-]+(?:multiple|ratio)[\s_-]+of|"
    r"in[\s_-]+multiples?[\s_-]+of|over|divided[\s_-]+by|/|to)[\s_-]*"
    r"(?:(?:the|its|our)[\s_-]+)?(?:(?:fund|portfolio|partnership)(?:'s)?[\s_-]+)?"
    r"(?:nav|net[\s_-]+asset[\s_-]+value|net[\s_-]+assets|equity)\b"
)
#: "net" before leverage defined as debt over equity ("net leverage (D/E)") is net debt, not a
#: net exposure: the lookahead `limits` keeps "net" from reading as one
NET_DEBT_LEVERAGE_AFTER: Final = (
    r"(?![\s_-]*leverage\s*[(,:]?\s*(?:net\s+)?(?:d\s*[/\s]\s*e\b|(?:net\s+)?debt[\s_-]*(?:to|/)))"
    r"(?![\s_-]*debt\b)"
)
#: the BDC's leverage in the words of `limits`' other registers
BDC_REGISTER: Final[dict[str, re.Pattern[str]]] = {"max_gross_leverage": DEBT_TO_EQUITY_PATTERN}

__all__ = [
    "ASSET_COVERAGE",
    "BDC_REGISTER",
    "BDC_SUBJECTS",
    "BDC_UNITS",
    "DEBT_TO_EQUITY_PATTERN",
    "FIRST_LIEN",
    "JUNIOR_CAPITAL",
    "NET_DEBT_LEVERAGE_AFTER",
    "NON_QUALIFYING",
    "PIK_SHARE",
    "QUALIFYING",
]
