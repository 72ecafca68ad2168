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
"""

from __future__ import annotations

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
    r"(?:buckets?|baskets?|names?|obligations?|loans?|bonds?|assets?|paper|credits?|issuers?|"
    r"holdings?|positions?|exposures?|weights?|shares?|concentrations?|limits?|caps?|max|"
    r"maximum|excess)\b"
)

BELOW_INVESTMENT_GRADE: Final = (
    # "rated below BBB-", "under Baa3", "lower than BBB-", "worse than BBB", "sub-BBB"
    r"(?:below|under|beneath|lower\s+than|less\s+than|worse\s+than|short\s+of|sub)"
    rf"[\s-]*(?:(?:a|an|the)\s+)?{_IG_FLOOR}|"
    # "BB+ or lower", "Ba1 and below", "BB or worse", and any grade under investment grade so
    # bounded from above ("Caa1/CCC+ or below", "B- and lower")
    rf"{_HY_GRADE}\s+(?:or|and)\s+(?:below|lower|worse|under|beneath)|"
    # the lowest grades named as a bucket of their own: "the Caa/CCC bucket", "CCC names",
    # `caaCccBucketMax` ("caa ccc bucket max" once split), `max_ccc_weight`
    rf"{_DEEP_GRADE}(?:\s*[/&,]?\s*(?:and\s+|or\s+)?{_DEEP_GRADE})*[\s-]+{_BUCKET_NOUN}|"
    # "BB-rated", "B rated", "rated BB", "graded Ba2", "rated B- to CCC"
    rf"{_HY_GRADE}[\s-]+rated|(?:rated|graded)\s+{_HY_GRADE}(?![a-z0-9])"
)
