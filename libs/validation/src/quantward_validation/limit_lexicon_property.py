"""The words a real-estate fund, a REIT and their lenders name their limits with.

A property fund's Information Memorandum (its schedule of investment restrictions), a facility
agreement's financial covenants, an investment committee's conditions and an investor's side
letter bound four things the other registers do not name, or name as something else:

* the fund's borrowing against its property, its loan-to-value ("fund-level LTV", "loan to
  value", "debt to GAV", `maxLtv`, gearing defined as debt over the portfolio's value,
  "gearing (debt to GAV)"), a share of the property's value: a cap in a fraction, not the
  gross leverage (a multiple of NAV) that "gearing" alone means to an investment trust;
* the interest cover ratio a lender tests ("interest cover", "ICR", "the interest coverage
  ratio", `icrFloor`): a floor, counted as a multiple ("2.0x", "2.00 times", and "200 %" as UK
  facility agreements write it, which `quantities` already reads as 2x);
* development exposure ("assets under development", "speculative and pre-let development",
  "development exposure (by cost to complete)", `developmentCap`): a bucket of the fund, never
  a cost, whatever "cost to complete" it is measured by, nor one asset;
* the share of rent from one tenant ("any single tenant's share of contracted rent", "rent
  from any one occupier", "single-tenant exposure (share of the rent roll)"): a concentration of
  income of its own, which a cap on one asset (a position) does not bound, nor it one.

Each is a subject of its own, so a band delegated or a covenant stated on one of them is read
against a plan's limit of the same subject under any field name, and a single-asset or a sector
cap stated beside it stays that cap. The patterns read lower-cased words (field names already
split, `limits.words`).
"""

from __future__ import annotations

import re
from typing import Final

#: the canonical names of the four subjects and their default units
LTV_NAME: Final = "max_ltv"
LTV_UNIT: Final = "fraction"
INTEREST_COVER_NAME: Final = "min_interest_cover"
INTEREST_COVER_UNIT: Final = "multiple"
DEVELOPMENT_NAME: Final = "max_development_exposure"
DEVELOPMENT_UNIT: Final = "fraction"
TENANT_NAME: Final = "max_tenant_weight"
TENANT_UNIT: Final = "fraction"

#: what a loan is measured against when its ratio is the LTV: the property's value, gross or
#: market, or the fund's gross assets
_VALUE_BASE: Final = (
    r"(?:gav|value|values|valuations?|market[\s_-]+value|gross[\s_-]+asset[\s_-]+values?|"
    r"gross[\s_-]+(?:property[\s_-]+)?assets|total[\s_-]+assets|"
    r"(?:the\s+)?(?:property|portfolio|real[\s_-]+estate)"
    r"[\s_-]+(?:value|assets))"
)

#: the base a borrowing limit is a share of when that limit is the LTV, said after its value:
#: the fund's gross assets or its property's value ("of GAV", "of the fund's gross asset value",
#: "of the value of the properties"); NAV, total assets and a bare "value" are none
_PROPERTY_BASE: Final = (
    r"of\s+(?:the\s+)?(?:(?:fund|portfolio|scheme|vehicle|trust|reit|company)(?:'s|’s)?\s+)?"
    r"(?:gav|gross[\s_-]+asset[\s_-]+values?|gross[\s_-]+(?:property[\s_-]+)?assets|"
    r"(?:property|portfolio|real[\s_-]+estate)[\s_-]+values?|"
    r"(?:the\s+)?(?:market\s+)?value\s+of\s+(?:the\s+)?(?:(?:property|real[\s_-]+estate)\s+)?"
    r"(?:properties|portfolio|property|real[\s_-]+estate|assets))\b"
)

#: a credit line drawn against a pledged portfolio, as a share of what is pledged: the
#: loan-to-value of a Lombard or securities-backed facility
_PLEDGED: Final = r"(?:pledged|collateral(?:i[sz]ed)?|encumbered|charged|secured|lodged)"
_PLEDGED_LOAN: Final = (
    r"\b(?:(?:drawn|outstanding|lombard|margin|securities[\s_-]+backed|pledged[\s_-]+asset)"
    r"[\s_-]+)*(?:credit|loans?|borrowings?|debt|facility|lending|drawings?)[\s_-]+"
    r"(?:as\s+an?\s+(?:share|percentage|proportion|fraction|ratio)\s+of|to|/|over|against|"
    r"relative\s+to|versus|vs\.?)[\s_-]+(?:the[\s_-]+)?(?:(?:market[\s_-]+)?value[\s_-]+of[\s_-]+"
    rf"(?:the[\s_-]+)?)?(?:{_PLEDGED}[\s_-]+(?:portfolio|assets|securities|collateral|holdings|"
    rf"pool|investments)|(?:portfolio|assets|securities|holdings|investments)[\s_-]+{_PLEDGED})\b"
)

#: loan-to-value by its acronym, its words, or a debt over the property's value; gearing only
#: when it is defined so ("gearing (debt to GAV)", "gearing, measured as debt to GAV"), and
#: borrowing, debt, gearing or leverage bounded as a share of the property's value in the same
#: clause ("borrowings shall not exceed 35 % of gross asset value", "gearing: 35 % of GAV")
LTV_PATTERN: Final = re.compile(
    r"\bltvs?\b|"
    # ... and a private bank's Lombard or securities-backed credit measured against the assets
    # pledged for it: "drawn Lombard credit as a share of the pledged portfolio", "the margin
    # loan over the value of the securities pledged", "borrowing against pledged assets"
    rf"{_PLEDGED_LOAN}|"
    rf"\bloans?[\s_-]*(?:to|/)[\s_-]*{_VALUE_BASE}\b|"
    rf"\b(?:(?:net|gross|total)[\s_-]+)?(?:debt|borrowings?|loans?)[\s_-]*(?:to|/|over|as\s+a\s+"
    rf"(?:share|percentage|proportion)\s+of)[\s_-]*(?:the[\s_-]+)?{_VALUE_BASE}\b|"
    # (the definition in brackets or after a comma is part of the name: one mention)
    rf"\bgearing\s*(?:\(|,\s*(?:measured|defined|tested)\s+(?:as|by)\s+)[^()\n]{{0,30}}?"
    rf"(?:debt|borrowings?|loans?)[\s_-]*(?:to|/|over)[\s_-]*{_VALUE_BASE}\b\)?|"
    r"\b(?:(?:total|net|gross|aggregate)\s+)?(?:debt|borrowings?|gearing|leverage)\b"
    # (up to the phrase's end, a comma's too: a decimal point is no full stop)
    rf"(?=(?:[^.,;\n]|[.,](?=\d)){{0,60}}?\b{_PROPERTY_BASE})"
)

#: interest cover by its words or its acronym ("ICR", "interest cover ratio", "interest
#: coverage"), or written as the ratio it is: earnings over the interest they must cover
#: ("EBITDA/cash interest", "EBIT to interest expense", "operating profit over net finance
#: costs", "times interest earned"); the interest's own qualifier ("cash", "net") narrows the
#: interest, it names no holding of cash
_EARNINGS: Final = (
    r"(?:(?:adjusted|adj\.?|reported|underlying|ltm|ttm|trailing|annuali[sz]ed|consolidated)\s+)*"
    r"(?:ebitda[rx]?|ebit|ebita|earnings|operating\s+(?:income|profit|earnings|cash\s+flow)|"
    r"ffo|funds\s+from\s+operations|cash\s+flow|net\s+operating\s+income|noi)"
)
_INTEREST_CHARGE: Final = (
    r"(?:(?:cash|net|gross|total|consolidated|senior|fixed)\s+)*(?:interest|finance|financing)"
    r"(?:\s+(?:expense|expenses|paid|payable|charges?|costs?|cover(?:age)?))?"
)
INTEREST_COVER_PATTERN: Final = re.compile(
    r"\binterest[\s_-]*cover(?:age)?(?:[\s_-]*ratios?)?\b|\bicrs?\b|"
    rf"\b{_EARNINGS}\s*(?:/|÷|:|\bto\b|-to-|\bover\b|\bdivided\s+by\b)\s*{_INTEREST_CHARGE}\b|"
    r"\btimes[\s-]+interest[\s-]+earned\b"
)

#: property being built: "assets under development", "speculative development", "pre-let
#: development", "development exposure", `developmentCap`, with a basis in brackets ("(by cost
#: to complete)") kept in the mention, so its "cost" is no cost of trading
DEVELOPMENT_PATTERN: Final = re.compile(
    r"(?:\b(?:assets?|propert(?:y|ies)|schemes?|projects?|land|sites?)\s+(?:under|in(?:\s+the\s+"
    r"course\s+of)?|held\s+for)\s+(?:(?:re)?development|construction)\b|"
    r"\b(?:(?:speculative|spec|pre[\s_-]*let|forward[\s_-]*funded|ground[\s_-]*up|"
    r"property|real[\s_-]+estate)(?:\s+(?:and|or|&)\s+(?:speculative|spec|pre[\s_-]*let|"
    r"forward[\s_-]*funded))?\s+)(?:re)?development\b|"
    r"\b(?:re)?developments?[\s_-]+(?:exposure|assets?|propert(?:y|ies)|schemes?|projects?|pipeline|"
    r"land|sites?|activit(?:y|ies)|caps?|limits?|max(?:imum)?|weights?|shares?|allocations?|"
    r"ceilings?|budget|stages?|phases?)\b|"
    # ... and in any register, what is not yet built or yielding: "pre-production streams",
    # "pre-operational projects", "assets not yet in commercial production", "mines that are
    # not yet producing", "plants yet to reach commercial operation"
    r"\bpre[\s_-]*(?:production|producing|operational|operating|completion|construction)\b|"
    r"\b(?:not\s+yet|yet\s+to\s+(?:be|reach|start|begin|enter))\s+(?:(?:in|into|at)\s+)?"
    r"(?:commercial\s+)?(?:producing|production|operating|operations?|operational|"
    r"generating|built|completed?)\b)"
    r"(?:\s*\((?:by|at|on|measured\s+(?:by|at|on))\s+[^()\n]{1,40}\))?"
)

#: the share of rent from one tenant: a tenant, an occupier or a lessee, with or without the
#: rent it is a share of ("any single tenant's share of contracted rent", "rent from any one
#: occupier", `singleTenantLimit`)
TENANT_PATTERN: Final = re.compile(
    r"\b(?:(?:contracted|passing|annual|gross)\s+)?(?:rent|rental\s+income|income)\s+(?:from|"
    r"paid\s+by)\s+(?:(?:any|a|each|one|the|single)\s+){0,2}(?:tenants?|occupiers?|lessees?)\b|"
    r"\b(?:tenants?|occupiers?|lessees?)\b"
)

#: one property or asset with a quantifier of one ("any one asset", "each property", "a single
#: building"): a position, the fund's holding of it; and a property type or use class a sector
#: ("any one property type", "each use class")
_ONE_ASSET: Final = re.compile(
    r"\b(?:any|each|every|no|a|per)\s+(?:(?:one|single|individual)\s+)?"
    r"(?:assets?|propert(?:y|ies)|buildings?|investment\s+propert(?:y|ies))\b"
    r"(?!\s+(?:class(?:es)?|types?|sectors?|managers?|management|values?)\b)"
)
_PROPERTY_TYPE: Final = re.compile(
    r"\b(?:property|asset|building)[\s_-]+types?\b|\buse[\s_-]+class(?:es)?\b"
)
#: the positions and sectors of a property fund, in the words of its documents (`limits`'
#: other registers)
PROPERTY_REGISTER: Final[dict[str, re.Pattern[str]]] = {
    "max_position_weight": _ONE_ASSET,
    "max_sector_weight": _PROPERTY_TYPE,
}

#: each canonical subject's pattern, in the order `limits` tries them
PROPERTY_SUBJECTS: Final[tuple[tuple[str, re.Pattern[str]], ...]] = (
    (LTV_NAME, LTV_PATTERN),
    (INTEREST_COVER_NAME, INTEREST_COVER_PATTERN),
    (DEVELOPMENT_NAME, DEVELOPMENT_PATTERN),
    (TENANT_NAME, TENANT_PATTERN),
)

#: default units of the four subjects
PROPERTY_UNITS: Final[dict[str, str]] = {
    LTV_NAME: LTV_UNIT,
    INTEREST_COVER_NAME: INTEREST_COVER_UNIT,
    DEVELOPMENT_NAME: DEVELOPMENT_UNIT,
    TENANT_NAME: TENANT_UNIT,
}

__all__ = [
    "DEVELOPMENT_NAME",
    "INTEREST_COVER_NAME",
    "LTV_NAME",
    "PROPERTY_REGISTER",
    "PROPERTY_SUBJECTS",
    "PROPERTY_UNITS",
    "TENANT_NAME",
]
