"""An agency MBS or securitized-products mandate's limit words, each a subject of its own.

An agency MBS account's guidelines bound four things no other register names, each neither one
position nor a sector, so a bound on one bounds only it and a plan's field named for it is read
against it alone (never as a position cap because its name ends in "weight", nor as the
agencies-and-supranationals bucket because it says "agency"):

- the sleeve outside agency MBS (`max_non_agency_weight`): "non-agency" in any spelling
  (`nonAgencySleeveCap`), "private-label RMBS", the sleeve named by its asset classes listed
  with slashes, commas or "and" ("CMBS/ABS", "non-agency RMBS, CMBS and ABS", "CLOs and CRT"),
  and what is held outside the agencies ("spread product outside agency MBS", "securitized
  credit", "everything other than agency pools");
- the TBA and dollar-roll programme (`max_tba_roll_weight`): the programme by its instrument
  ("TBA dollar-roll exposure", "net TBA notional", "dollar rolls", "mortgage rolls",
  "to-be-announced positions", `tbaDollarRollCap`). "TBA" is also the placeholder "to be
  announced" (`utterances`), so the abbreviation names the instrument only beside what it is
  held as (`TBA_HELD`: "TBA and dollar-roll", "TBA notional", "TBA longs") or after what
  qualifies it ("net TBA", "UMBS TBAs");
- one coupon of the stack (`max_single_coupon_weight`): a coupon counted one at a time ("any
  one coupon", "each 30-year coupon", "per coupon", `max_single_coupon_weight`) or the stack's
  concentration ("coupon concentration", `couponStackCap`); a coupon payment, rate or date is
  none, and the weighted average coupon is a loan book's average (`limit_lexicon_buckets`);
- the agency MBS share (`min_agency_mbs_weight`, usually a floor): "agency MBS", "agency
  pass-throughs", "agency pools", "the agency share of the sleeve"; agency bonds, notes and
  paper stay the reserve manager's agencies bucket.

One holding of the sleeve or of agency pools said with a quantifier of one ("a single CMBS",
"any one agency pool") is a position (`limits._CLASSES`). The patterns read lower-cased words
(config names already split, `limits.words`).
"""

from __future__ import annotations

import re
from typing import Final

#: canonical subject names
NON_AGENCY: Final = "max_non_agency_weight"
TBA_ROLL: Final = "max_tba_roll_weight"
ONE_COUPON: Final = "max_single_coupon_weight"
AGENCY_MBS: Final = "min_agency_mbs_weight"

#: an agency as a mortgage guarantor (a rating agency rates, it does not guarantee)
_AGENCY: Final = r"(?<!rating\s)(?<!credit\s)agenc(?:y|ies)"
#: the securitized classes outside the agencies' guarantee, each a name of the sleeve's parts
_CLASS: Final = (
    r"(?:non[\s_-]*agency|private[\s_-]+label)(?:[\s_-]+(?:rmbs|mbs|cmos?|mortgages?))?|"
    r"cmbs|abs|clos?|crts?|non[\s_-]*qm|"
    # ... and residential MBS said in a list beside one of the above ("RMBS, CMBS and ABS")
    r"rmbs"
)
#: how a list's items are joined: "/", ",", "&", "+", "and", "or", ", and", or only a space
#: where a name's slashes were read as spaces (`limits.words`: "CLOs/CRT" is "clos crt")
_JOIN: Final = r"\s*(?:[/,&+]|\band\b|\bor\b)(?:\s*\band\b)?\s*|\s+"
#: what is held outside the agencies: "spread product outside agency MBS", "securitized credit",
#: "everything other than agency pools", "ex-agency"
_OUTSIDE: Final = (
    r"(?:outside|other\s+than|excluding|beyond|ex)[\s_-]+(?:of\s+)?(?:the\s+)?"
    rf"{_AGENCY}(?:[\s_-]+(?:mbs|rmbs|mortgages?|pools?|pass[\s-]*throughs?|paper|guarantee))?"
)
NON_AGENCY_PATTERN: Final = re.compile(
    # a list of two classes or more, the first non-agency or CMBS/ABS-like ("CMBS/ABS",
    # "non-agency / CMBS / ABS", "non-agency RMBS, CMBS and ABS"; "RMBS" alone may be agency)
    rf"\b(?:(?!rmbs\b)(?:{_CLASS}))(?:{_JOIN}(?:{_CLASS})\b)+|"
    r"\b(?:non[\s_-]*agenc(?:y|ies)|private[\s_-]+label)\b|"
    r"\b(?:(?:spread|credit|securiti[sz]ed)[\s_-]+(?:products?|sleeve|assets|paper)[\s_-]+)?"
    rf"{_OUTSIDE}\b|"
    r"\bsecuriti[sz]ed[\s_-]+credit\b"
)

#: what a TBA is held as, said right after it ("TBA and dollar-roll", "TBA notional", "TBAs
#: held"), so the placeholder "to be announced" ("limit: TBA") is none (`utterances`)
TBA_HELD: Final = (
    r"(?=s?[\s_-]+(?:and\s+(?:dollar|roll|mortgage)|dollar|rolls?|notionals?|positions?|"
    r"exposures?|longs?|shorts?|book|programm?e?s?|commitments?|purchases?|sales?|forwards?|"
    r"trades?|contracts?|market|weights?|share|cap|limit|max|maximum|ceiling|allocation)\b)"
)
#: what qualifies a TBA, said right before it: "net TBA", "UMBS TBAs", "agency TBA"
_TBA_QUALIFIED: Final = (
    r"(?:net|gross|long|short|umbs|gnma|g2sf?|fnma|fhlmc|agency|mbs)[\s_-]+tbas?"
)
TBA_ROLL_PATTERN: Final = re.compile(
    rf"\b(?:(?:net|gross|long)[\s_-]+)?tba{TBA_HELD}s?(?:[\s_-]+(?:and[\s_-]+)?"
    r"(?:dollar[\s_-]*)?rolls?)?|"
    rf"\b{_TBA_QUALIFIED}\b|"
    r"\b(?:dollar|mortgage|mbs|tba)[\s_-]*rolls?\b|"
    r"\bto[\s-]+be[\s-]+announced[\s_-]+(?:positions?|trades?|contracts?|securities|market|"
    r"exposures?)\b"
)

#: a coupon counted one at a time, across a term or programme word or two ("any one 30-year
#: coupon", "each UMBS coupon"); a coupon's payment, rate, date or period is none
ONE_COUPON_PATTERN: Final = re.compile(
    r"\b(?:any|each|every|one|single|individual|per)[\s_-]+(?:(?:one|single)[\s_-]+)?"
    r"(?:(?:\d+[\s-]*(?:y|yr|year)s?|umbs|gnma|g2sf?|fnma|tba|agency|mbs|production|conventional)"
    r"[\s_-]+){0,2}coupons?\b(?![\s_-]+(?:payments?|rates?|dates?|periods?|income|"
    r"reinvestment)\b)|"
    r"\bcoupon[\s_-]+(?:stack|concentration)\b"
)

#: the agency MBS share: agency mortgages by what is held ("agency MBS", "agency pools",
#: "agency pass-throughs", "agency TBAs" are the TBA programme's), or the agencies' share of a
#: mortgage sleeve ("the agency share of the sleeve")
AGENCY_MBS_PATTERN: Final = re.compile(
    rf"\b{_AGENCY}[\s_-]+(?:mbs|rmbs|mortgages?(?:[\s_-]+backed(?:[\s_-]+securities)?)?|"
    r"pass[\s-]*throughs?|pools?|cmos?|umbs)\b|"
    rf"\b{_AGENCY}[\s_-]+(?:share|portion|part|allocation|weight)[\s_-]+of[\s_-]+(?:the[\s_-]+)?"
    r"(?:sleeve|mbs|mortgage\w*|securiti[sz]ed\s+\w+)\b"
)

#: the subjects, most specific first: the sleeve outside the agencies before the agency share
#: ("outside agency MBS"), the TBA programme, one coupon
SECURITIZED_SUBJECTS: Final[tuple[tuple[str, re.Pattern[str]], ...]] = (
    (NON_AGENCY, NON_AGENCY_PATTERN),
    (TBA_ROLL, TBA_ROLL_PATTERN),
    (ONE_COUPON, ONE_COUPON_PATTERN),
    (AGENCY_MBS, AGENCY_MBS_PATTERN),
)
#: their default units
SECURITIZED_UNITS: Final[dict[str, str]] = {name: "fraction" for name, _ in SECURITIZED_SUBJECTS}

__all__ = [
    "AGENCY_MBS",
    "AGENCY_MBS_PATTERN",
    "NON_AGENCY",
    "NON_AGENCY_PATTERN",
    "ONE_COUPON",
    "ONE_COUPON_PATTERN",
    "SECURITIZED_SUBJECTS",
    "SECURITIZED_UNITS",
    "TBA_HELD",
    "TBA_ROLL",
    "TBA_ROLL_PATTERN",
]
