"""The noun of a yearly rate that Japanese, Chinese and Korean write before its figure.

"年率3.0%" is "3.0 % a year": Japanese and Chinese put the rate's noun (年率, 年利, 年化, 年平均)
right before the number, and Korean its 연율 or 연평균, where English puts "per annum" after it. A
reader of English operators and ranges ("not below 3 %", "from 2.4 % to 3.2 %") that meets the
noun between the operator and the figure ("not below 年率3.00％", "from 年率2.40％ to 年率3.20％")
finds no operator before the figure and no range, so the bound was lost. The noun says only
that the figure is a yearly rate, as "per annum" does after it, which no reader of a bound
needs: it is blanked (offsets kept) before the figure is read.
"""

from __future__ import annotations

import re
from typing import Final

#: a rate's noun a year, right before its figure (a sign may stand between)
_RATE_NOUN: Final = re.compile(r"(?:年率|年利|年化|年平均|年換算|연율|연평균)(?=\s*[-+−]?\s*\d)")


def rate_nouns_blanked(text: str) -> str:
    """`text` with each yearly rate's noun written before its figure blanked, offsets kept."""
    if text.isascii():
        return text
    return _RATE_NOUN.sub(lambda m: " " * len(m.group()), text)


__all__ = ["rate_nouns_blanked"]
