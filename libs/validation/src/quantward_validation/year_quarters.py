"""A year's horizon narrowed by the quarters written in brackets after it.

"Gross margin expanded 1.2 points during 2021 (Q1 to Q4)" measures from the first quarter's
figure to the fourth's, not from the end of 2020: the brackets say which of the year's figures
the change runs between. Written as the span the horizon reader takes ("from Q1 2021 to Q4
2021"; "from Q2 FY2022 to Q4 FY2022" for a fiscal year, which the fiscal reader takes). The
quarters may be written "Q1", "1Q", "first … fourth quarter", joined by "to", "through", "–".
Pure.
"""

from __future__ import annotations

import re
from typing import Final

_ORDINALS: Final = {"first": 1, "second": 2, "third": 3, "fourth": 4, "last": 4, "final": 4}
_Q: Final = r"(?:q(?P<{n}>[1-4])|(?P<{n}x>[1-4])q|(?P<{n}o>first|second|third|fourth|last|final))"
_NARROWED: Final = re.compile(
    r"\b(?:in|during|over|across|for|through(?:out)?|within)\s+(?:the\s+)?"
    r"(?:(?:full|whole|entire|calendar|fiscal|financial)\s+)?(?:year\s+)?"
    r"(?P<fy>fy\s?|cy\s?)?(?P<year>(?:19|20)\d{2})\s*\(\s*(?:from\s+)?(?:the\s+)?"
    + _Q.format(n="a")
    + r"(?:\s+quarter)?\s*(?:to|through|thru|until|[-–—])\s*(?:the\s+)?"
    + _Q.format(n="b")
    + r"(?:\s+quarters?)?\s*\)",
    re.IGNORECASE,
)


def _quarter(m: re.Match[str], n: str) -> int:
    said = m.group(n) or m.group(f"{n}x")
    return int(said) if said else _ORDINALS[m.group(f"{n}o").lower()]


def year_quarters_written(sentence: str) -> str:
    """The sentence with a year narrowed by bracketed quarters written as the span between
    them ("during 2021 (Q1 to Q4)" → "from Q1 2021 to Q4 2021")."""

    def span(m: re.Match[str]) -> str:
        fiscal = m.group("fy") or ""
        year = m.group("year")
        label = f"FY{year}" if fiscal.strip().lower() == "fy" else year
        return f"from Q{_quarter(m, 'a')} {label} to Q{_quarter(m, 'b')} {label}"

    return _NARROWED.sub(span, sentence)


__all__ = ["year_quarters_written"]
