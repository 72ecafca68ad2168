"""Figures written with a decimal comma ("by approx. 12,5 %", "0,6 percentage points", "1,8x").

Writers from continental Europe put a comma where English puts a point. A comma followed by
one or two digits and a unit cannot be a thousands separator (which groups three digits), so
"12,5 %" is twelve and a half percent, never 125 %; `with_decimal_points` writes it "12.5 %"
for the readers of sizes (`numbers`, `trend_sizes`), keeping every other character where it
was. A comma followed by three digits ("1,250 %") is left as written: it is a separator.
"""

from __future__ import annotations

import re
from typing import Final

#: the units a size is written with: percent, points, basis points, a multiple
_UNIT: Final = (
    r"\s?(?:%|percent\b|per\s?cent\b|pct\b|(?:percentage\s+|pct\.?\s+)?(?:points?|pts?\b|ppts?\b|"
    r"pp\b)|bps?\b|basis\s+points?\b|x(?![A-Za-z0-9])|×|times\b|turns?\b|"
    r"(?:EUR|USD|GBP|CHF|€|\$|£)?\s?(?:million|billion|mn|bn|m\b|k\b))"
)
_DECIMAL_COMMA: Final = re.compile(rf"(?<![\d,.])(\d+),(\d{{1,2}})(?!\d)(?={_UNIT})", re.IGNORECASE)


def with_decimal_points(text: str) -> str:
    """The text with each decimal comma before a unit written as a point; same length."""
    return _DECIMAL_COMMA.sub(lambda m: f"{m.group(1)}.{m.group(2)}", text)


__all__ = ["with_decimal_points"]
