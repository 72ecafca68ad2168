"""Credit below investment grade named by its rating letters, not by "high yield".

Mandates, term sheets and research name the high-yield bucket by the rating scale as often as
by its name: "holdings rated below BBB-", "bonds rated BB+ or lower", "anything under Baa3",
"sub-BBB paper", "BB-rated issues", "positions graded Ba1 and below". Investment grade ends at
BBB- (S&P, Fitch) and Baa3 (Moody's); a bound said of what lies below that floor, or of the
grades under it, is a bound on high yield.

`BELOW_INVESTMENT_GRADE` is a pattern over lower-cased words (the subject lexicon's form, in
which "BBB-" may read "bbb" once punctuation is spaced) that `limits` adds to the high-yield
subject. A floor above BBB- ("below A-", "under BBB+") bounds more than high yield and is not
read as it.

The deepest part of the scale is a bucket of its own: emerging-market and frontier debt
guidelines, loan books and CLO indentures cap paper rated below single B ("holdings rated below
B-", "the sub-B3 bucket", "paper rated CCC+ or lower", "the Caa/CCC basket", `max_below_b_minus`,
`cccNamesCap`) apart from high yield as a whole. That bucket is a small part of high yield: a cap
of 10 % on it is no cap on high yield, nor the reverse, so `BELOW_SINGLE_B` is a subject of its
own (`limits`), read before high yield.

The top of the scale's lowest letter down is another bucket: an insurer's or a bank's book caps
"BBB-and-below" paper ("rated BBB or lower", "triple-B and below", `max_bbb_or_lower_weight`),
investment grade's last letter with everything under it, a cap that bounds neither high yield
nor the whole book. Solvency II writes the scale as credit quality steps, CQS 0 (AAA) to CQS 6
(CCC and lower): a step bounded from above ("CQS 3+", "CQS 3 or worse", "CQS 3-6", "credit
quality step 3 and below", `maxCqs3PlusShare`) is that bucket at step 3, high yield at steps 4
and 5, and the bucket below single B at step 6.
"""

from __future__ import annotations

import re
from typing import Final

#: the lowest investment-grade rating: BBB- (S&P, Fitch; "BBB minus", or "BBB" once the minus
#: is spaced away) and Baa3 (Moody's); never "BBB+", whose floor bounds BBB and BBB- too
_IG_FLOOR: Final = r"(?:bbb(?![+])(?:\s*minus)?|baa3?)"
#: the highest sub-investment-grade ratings, from which "or lower" runs down the scale
_HY_TOP: Final = r"(?:bb\+?|ba1?)"
#: every sub-investment-grade grade, as it is written before or after "rated"
_HY_GRADE: Final = r"(?:bb[+-]?|ba[123]?|b[+-]?|b[123]|ccc[+-]?|caa[123]?|cc|ca)"

#: the grades of the deepest part of the high-yield scale, which a loan book caps on their own
#: ("the CCC bucket"); "B" alone is too common a letter to be read as a grade without "rated"
_DEEP_GRADE: Final = r"(?:ccc[+-]?|caa[123]?)"
#: what a bucket of such grades is called
_BUCKET_NOUN: Final = (
    r"(?:buckets?|baskets?|sleeves?|names?|obligations?|loans?|bonds?|assets?|paper|credits?|issuers?|"
    r"holdings?|positions?|exposures?|weights?|shares?|concentrations?|limits?|caps?|max|"
    r"maximum|excess)\b"
)

#: a credit quality step of Solvency II's scale, by its short and its long name ("CQS 3",
#: "cqs3" in a field name, "credit quality step 4")
_CQS: Final = r"(?:cqs|credit[\s-]+quality[\s-]+steps?)[\s-]*"
#: ... and what bounds it from above, down the scale to its end (6): "+", "plus", "or worse",
#: "and below", "-6", "to 6"; it ends on a word (a "+" is read ahead), so a pattern read between
#: word boundaries takes it
_CQS_DOWN: Final = (
    r"(?:(?=\s*\+)|[\s-]*plus\b|[\s-]+(?:or|and)[\s-]+(?:worse|below|lower|beneath|under)\b|"
    r"\s*(?:-|–|to)\s*6\b)"
)

BELOW_INVESTMENT_GRADE: Final = (
    # "rated below BBB-", "under Baa3", "lower than BBB-", "worse than BBB", "sub-BBB"
    r"(?:below|under|beneath|lower\s+than|less\s+than|worse\s+than|short\s+of|sub)"
    rf"[\s-]*(?:(?:a|an|the)\s+)?{_IG_FLOOR}|"
    # "BB+ or lower", "Ba1 and below", "BB or worse", and any grade under investment grade so
    # bounded from above ("Caa1/CCC+ or below", "B- and lower")
    # (also as a compound modifier: "BB-and-below paper", "B-or-lower exposure")
    rf"{_HY_GRADE}[\s-]+(?:or|and)[\s-]+(?:below|lower|worse|under|beneath)|"
    # "BB-rated", "B rated", "rated BB", "graded Ba2", "rated B- to CCC"
    rf"{_HY_GRADE}[\s-]+rated|(?:rated|graded)\s+{_HY_GRADE}(?![a-z0-9])|"
    # "CQS 4 and below", "CQS 5+": the steps under investment grade
    rf"{_CQS}[45]{_CQS_DOWN}"
)

#: canonical subject name of the bucket of BBB paper and everything rated under it
BBB_AND_BELOW: Final = "max_bbb_and_below_weight"
#: BBB and lower: "BBB-and-below", "BBB+ or lower", "Baa or worse", "triple-B and under", and
#: credit quality step 3 bounded from above ("CQS 3+", "cqs3 or worse", "CQS 3 to 6")
BBB_AND_BELOW_PATTERN: Final = re.compile(
    r"\b(?:bbb|baa|triple[\s-]*b)(?:[+-]|[123])?(?:[\s-]*(?:minus|plus)\b)?[\s-]*(?:or|and)[\s-]+"
    r"(?:below|lower|worse|beneath|under)\b|"
    rf"\b{_CQS}3{_CQS_DOWN}"
)

#: canonical subject name of the bucket below single B (CCC/Caa and lower)
BELOW_SINGLE_B: Final = "max_below_single_b_weight"

#: the lowest single-B grade, as prose writes it ("B-", "B minus", "B3") and as a field name
#: splits it (`subBMinus` is "sub b minus"); not "B-1" or "B-rated"
_B_FLOOR: Final = r"(?:b\s*-(?![\w+-])|b[\s-]*minus\b|b3\b)"
#: the grades below single B that "rated" may stand before or after ("rated CC", "Ca-rated")
_DEEP_RATED: Final = r"(?:ccc[+-]?|caa[123]?|cc|ca)"

#: paper rated below single B: "below B-", "under B3", "sub-B-", "the below-B- bucket", "worse
#: than B minus"; a CCC/Caa grade bounded from above ("CCC+ or lower", "Caa1/CCC+ or below", as a
#: compound modifier "CCC-and-below exposure"); the
#: lowest grades named as a bucket ("the Caa/CCC bucket", "CCC names", `caaCccBucketMax`,
#: `max_ccc_weight`); or paper said rated so ("rated CCC+", "Caa-rated")
BELOW_SINGLE_B_PATTERN: Final = re.compile(
    r"\b(?:below|under|beneath|lower\s+than|less\s+than|worse\s+than|short\s+of|sub)"
    rf"[\s-]*(?:(?:a|an|the)\s+)?{_B_FLOOR}|"
    rf"\b{_DEEP_GRADE}(?:\s*[/&,]\s*{_DEEP_GRADE})*[\s-]+(?:or|and)[\s-]+"
    r"(?:below|lower|worse|under|beneath)\b|"
    rf"\b{_DEEP_GRADE}(?:\s*[/&,]?\s*(?:and\s+|or\s+)?{_DEEP_GRADE})*[\s-]+{_BUCKET_NOUN}|"
    rf"\b{_DEEP_RATED}[\s-]+rated\b|\b(?:rated|graded)\s+{_DEEP_RATED}(?![a-z0-9])|"
    # "CQS 6", the last step, alone or bounded ("CQS 6 and below")
    rf"\b{_CQS}6\b"
)

__all__ = [
    "BBB_AND_BELOW",
    "BBB_AND_BELOW_PATTERN",
    "BELOW_INVESTMENT_GRADE",
    "BELOW_SINGLE_B",
    "BELOW_SINGLE_B_PATTERN",
]
