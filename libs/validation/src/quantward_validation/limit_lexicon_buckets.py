"""Buckets of a book defined by the kind of market they are in, each a subject of its own.

A client's guidelines bound the share of the fund in emerging markets as a whole ("the
emerging markets quota", "the part in emerging markets", "EM debt max. 15 %", "developing
economies", "frontier and emerging countries", field names such as `max_em_weight` or
`emergingMarketsQuota`). That share is neither one position, nor one country, nor everything
outside the mandate's core: a bound on it bounds only it, and a plan's limit on it is read
against it alone. One country of the bucket counted one by one ("any one emerging-market
country", "a single emerging market", "single-country EM exposure", "per-country EM") is a
country's cap, not the bucket's (`one_country`).

A reserve manager's guidelines bound, beside sovereigns, the bucket of agencies and
supranational issuers ("the agencies and supranationals bucket", "supra/agency allocation",
"supranational paper", "government-guaranteed agency bonds", fields such as
`agencySupraBucketCap` or `supra_agency_max`): one class of issuer, neither one issuer nor
everything non-sovereign, so a bound on it bounds only it. A rating agency is no issuer, and
"supra" alone is a reference ("note 3 supra") unless an issuer's word or the agencies stand
beside it.

A loan book is cut into buckets by the terms of its loans as well: an indenture or a credit
fund's guidelines cap the share of covenant-lite loans ("Cov-Lite Loans", "the cov-lite bucket",
`covLiteBucketMax`) and of loans ranking behind the first lien ("Second Lien Loans", "junior-lien
paper", "last-out tranches", `secondLienBasketMax`). Each is a bucket of its own, not one loan:
a field named `max_cov_lite_weight` bounds the bucket, not each position. So does the bucket of
fixed-rate loans and bonds in a floating-rate book ("Fixed Rate Obligations", `fixedRateMax`).
The book's averages tested against a minimum are subjects of their own too: the weighted average
spread ("WAS", `wasFloorBps`) and the weighted average coupon ("WAC") are what the loans earn,
not a cost of trading, and a figure for one is no figure for the other. The book's average
time left to maturity is one more ("the weighted average tenor", "WA days to maturity", "the
portfolio's average remaining tenor", "WAM", `waTenorCapDays`): a short-dated book (trade
receivables, money-market paper) caps it in days, so it is a limit counted in days like the
liquidation horizon, not a look-back; one asset's tenor ("no receivable over 180 days") is not
the average. Its average life to final maturity ("WAL", "weighted average life") is another
such limit: a money fund caps both, each on its own. The patterns read lower-cased words
(config names already split, `limits.words`).
"""

from __future__ import annotations

import re
from typing import Final

#: canonical subject name of the emerging-markets bucket
EMERGING_MARKETS: Final = "max_emerging_markets_weight"

#: a market that is not (yet) developed: "emerging markets", "emerging-market debt", "developing
#: economies", "frontier countries"; "EM" and "GEM" as the trade's shorthand before what it
#: qualifies or as a field's word ("EM quota", "EM equities", "max em weight") — not the
#: typographer's "em dash"
EMERGING_MARKETS_PATTERN: Final = re.compile(
    r"\b(?:emerging|developing|frontier)(?:\s+(?:and|or|&)\s+(?:emerging|developing|frontier))?"
    r"[\s-]+(?:markets?|economy|economies|countries|country|nations?|regions?)\b|"
    # ... or "emerging" alone before the asset it qualifies: "emerging debt", "emerging equities"
    r"\bemerging(?=[\s-]+(?:debt|equit(?:y|ies)|bonds?|credit|stocks?|sovereigns?|"
    r"currenc(?:y|ies)|assets?)\b)|"
    r"\b(?:g?em|emd)\b(?=[\s-]+(?:quota|weight|weights|share|part|bucket|exposure|allocation|"
    r"limit|cap|equit(?:y|ies)|debt|bonds?|credit|stocks?|assets?|sovereigns?|corporates?|"
    r"fx|currenc(?:y|ies)|local|hard)\b)"
)

#: a quantifier of one before a phrase: "any one", "any single", "a single", "each", "per"
_ONE_BEFORE: Final = re.compile(
    r"\b(?:(?:any|each|every|one|per)(?:[\s-]+(?:one|single|individual))?|"
    r"an?[\s-]+(?:single|individual)|single|individual)[\s-]+$"
)
#: a country, market or jurisdiction counted one by one inside the phrase: "single-country",
#: "one-country", "per-country", "country-by-country"
_ONE_COUNTRY_INSIDE: Final = re.compile(
    r"\b(?:(?:single|one|per|each|individual)[\s-]+(?:country|nation|market|jurisdiction)|"
    r"country[\s-]+by[\s-]+country)\b"
)
#: the phrase's head is one country or market, in the singular ...
_ONE_COUNTRY_HEAD: Final = re.compile(r"\b(?:country|nation|economy|market|jurisdiction)$")
#: ... and no noun of what is held there goes on after it ("a single emerging-market bond fund"
#: is one fund)
_HELD_THERE: Final = re.compile(
    r"[\s-]+(?:debt|equit(?:y|ies)|bonds?|credit|stocks?|sovereigns?|corporates?|currenc(?:y|ies)|"
    r"assets?|funds?|etfs?|index|indices|issuers?|names?|securities|notes?|loans?)\b"
)


def one_country(lowered: str, start: int, end: int) -> bool:
    """Whether the emerging-markets mention at `start`–`end` of lower-cased words names one
    country of the bucket counted one by one ("any one emerging-market country", "single-country
    EM exposure", "per-country EM"): a country's cap, not the bucket's share."""
    around = max(0, start - 16)
    # (inside the mention, or right before it with nothing between: `maxSingleCountryEmWeight`)
    if any(
        m.end() >= start or re.fullmatch(r"[\s_-]*", lowered[m.end() : start]) is not None
        for m in _ONE_COUNTRY_INSIDE.finditer(lowered, around, end)
    ):
        return True
    phrase = lowered[start:end]
    counted = _ONE_BEFORE.search(lowered, max(0, start - 20), start) is not None or bool(
        re.match(r"(?:single|one|each|individual)[\s-]", phrase)
    )
    return (
        counted
        and _ONE_COUNTRY_HEAD.search(phrase) is not None
        and _HELD_THERE.match(lowered, end) is None
    )


#: canonical subject name of the agencies-and-supranationals bucket
AGENCIES_SUPRAS: Final = "max_agency_supranational_weight"

#: a supranational issuer: "supranational(s)", "supra-national", "supras"
_SUPRA: Final = r"supra[\s-]?nationals?|supras"
#: an agency as an issuer: "agencies", "government-guaranteed agencies", "federal agency" (a
#: rating agency rates, it does not issue)
_AGENCY: Final = (
    r"(?<!rating\s)(?<!credit\s)(?<!rating-)"
    r"(?:(?:government|state|federal|public)[\s-]+(?:guaranteed|sponsored|related|backed)[\s-]+|"
    r"(?:guaranteed|sponsored|sub-sovereign)[\s-]+)?agenc(?:y|ies)"
)
#: what an issuer class is held as, said right after it: "agency bonds", "supra bucket"
_HELD_AS: Final = (
    r"(?=[\s_-]+(?:bonds?|debt|paper|securities|notes|issuers?|issues|bucket|allocation|weights?|"
    r"share|exposures?|holdings?|cap|limit|max|maximum|quota|sleeve|component|portion|sector)\b)"
)
AGENCIES_SUPRAS_PATTERN: Final = re.compile(
    # the pair, in either order and however joined: "agencies and supranationals", "supra/agency"
    rf"\b(?:{_SUPRA}|supra|{_AGENCY})(?:\s*[/&,+]\s*|[\s_-]+(?:and|or|&)?[\s_-]*)"
    rf"(?:{_SUPRA}|supra|{_AGENCY})\b|"
    # ... or one of them: a supranational by its name, either by the word for what is held
    rf"\b(?:{_SUPRA})\b|\b(?:supra|{_AGENCY}){_HELD_AS}"
)

#: canonical subject name of the covenant-lite bucket of a loan book
COV_LITE: Final = "max_cov_lite_weight"
#: loans with maintenance covenants light or absent: "cov-lite", "covenant-lite", "covenant
#: light", "covlite" (a config name's "cov lite" once split)
COV_LITE_PATTERN: Final = re.compile(r"\b(?:cov(?:enant)?s?[\s-]*(?:lite|light|loose)|covlite)\b")
#: canonical subject name of the bucket of loans ranking behind the first lien
JUNIOR_LIEN: Final = "max_second_lien_weight"
#: loans behind the first lien: "second lien", "2nd-lien", "2L", "junior lien", "last-out" (a
#: "first-lien last-out" loan ranks behind the first-out lenders)
JUNIOR_LIEN_PATTERN: Final = re.compile(
    r"\b(?:(?:second|2nd|junior|subordinated?)[\s-]*liens?|last[\s-]*out|2[\s-]?l)\b"
)

#: canonical subject name of the fixed-rate bucket of a floating-rate book
FIXED_RATE: Final = "max_fixed_rate_weight"
FIXED_RATE_PATTERN: Final = re.compile(
    r"\bfixed[\s-]*rate(?:[\s-]+(?:obligations?|loans?|bonds?|"
    r"assets?|securities|paper|bucket|basket|share|weight|max|cap|limit))\b"
)
#: canonical subject names of a loan book's averages tested against a minimum
SPREAD_AVERAGE: Final = "min_weighted_average_spread"
#: "weighted average spread", "weighted-average margin", "WAS" as a field's or a test's word
#: (`wasFloorBps`, "WAS test", "WAS (the weighted …)"), never the verb "was"
SPREAD_AVERAGE_PATTERN: Final = re.compile(
    r"\bweighted[\s-]+average[\s-]+(?:floating[\s-]+)?(?:spread|margin)s?\b|"
    r"\bwas\b(?=\s*(?:floor|min|minimum|test|bps|trigger|\())|(?<=\bmin\s)was\b"
)
COUPON_AVERAGE: Final = "min_weighted_average_coupon"
COUPON_AVERAGE_PATTERN: Final = re.compile(
    r"\bweighted[\s-]+average[\s-]+(?:fixed[\s-]+)?coupons?\b|\bwac\b(?=\s*(?:floor|min|"
    r"minimum|test|bps|trigger|\())|(?<=\bmin\s)wac\b"
)

__all__ = [
    "AGENCIES_SUPRAS",
    "AGENCIES_SUPRAS_PATTERN",
    "COUPON_AVERAGE",
    "COUPON_AVERAGE_PATTERN",
    "COV_LITE",
    "COV_LITE_PATTERN",
    "EMERGING_MARKETS",
    "EMERGING_MARKETS_PATTERN",
    "FIXED_RATE",
    "FIXED_RATE_PATTERN",
    "JUNIOR_LIEN",
    "JUNIOR_LIEN_PATTERN",
    "SPREAD_AVERAGE",
    "SPREAD_AVERAGE_PATTERN",
    "one_country",
]
