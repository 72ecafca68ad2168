"""Credit below investment grade, named by where it falls on a rating scale.

A mandate or a client often bounds high-yield credit without saying "high yield": by the last
investment grade it falls beneath ("holdings rated below BBB-", "paper with a rating under
Baa3", "sub-BBB credit") or by the first speculative grade and everything under it ("bonds
rated BB+ or lower", "Ba1 and below"). Both name the same bucket as "high yield", so the
subject lexicon (`quantward_validation.limits`) reads them as that bucket. A threshold higher
up the scale ("rated below A") is not the investment-grade boundary and is left alone.
"""

from __future__ import annotations

from typing import Final

#: the lowest investment grade, at the scale's boundary (S&P/Fitch "BBB-" or plain "BBB",
#: Moody's "Baa3" or plain "Baa"); a notch above it ("BBB+", "Baa1") is not the boundary
_LOWEST_INVESTMENT_GRADE: Final = r"(?:bbb(?!\s*\+)|baa(?:3)?(?![12]))"
#: the highest speculative grade ("BB+", "BB", "Ba1", "Ba")
_HIGHEST_SPECULATIVE_GRADE: Final = r"(?:bb\+?|ba1?)"
#: how "beneath" is said before a grade
_BENEATH: Final = r"(?:below|under|beneath|lower\s+than|less\s+than|worse\s+than|sub)"
#: how "and everything under it" is said after a grade
_AND_UNDER: Final = r"(?:or|and)\s+(?:below|lower|under|worse|less)"

#: the alternatives, for a `\b(...)\b` group over lower-cased words with hyphens read as spaces
HIGH_YIELD_BY_RATING: Final = (
    # "rated below BBB-", "with a rating under Baa3", "sub-BBB"
    rf"(?:(?:rated|graded|with\s+an?\s+(?:credit\s+)?rating(?:\s+of)?)\s+)?{_BENEATH}[\s-]*"
    rf"{_LOWEST_INVESTMENT_GRADE}|"
    # "rated BB+ or lower", "Ba1 and below"
    rf"(?:(?:rated|graded)\s+)?{_HIGHEST_SPECULATIVE_GRADE}\s*{_AND_UNDER}"
)
