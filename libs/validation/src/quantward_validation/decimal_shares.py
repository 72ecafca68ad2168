"""A share of the whole written as a decimal: "0.04 of NAV", ".25 of the fund", "0.3 of assets".

Guidelines and clients state a limit as a percentage ("4 %") or as a fraction in words ("a
quarter of NAV"), and as often as a decimal share of what the fund holds: "single-issuer
exposure, 0.04 of NAV". Without its "of NAV" such a decimal is a bare number, which a limit in
percent may not take; with it, it is the percentage it stands for (0.04 of NAV is 4 %). Only a
decimal below one is a share: "1.5 of NAV" would be a multiple, read elsewhere as "1.5x".
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

#: the whole a share is of: the fund's net asset value, its assets, the fund or book itself
_WHOLE: Final = (
    r"(?:nav|net[\s-]+asset[\s-]+value|(?:net|total)[\s-]+assets|assets|aum|"
    r"assets\s+under\s+management|fund|portfolio|book|sub-?fund|capital)"
)
#: a decimal below one followed by "of" and the whole (an article or a possessive between)
_DECIMAL_SHARE: Final = re.compile(
    rf"(?<![\d.,])(?P<value>0?\.\d+)\s+of\s+(?:(?:the|our|its|their|this|total)\s+)?{_WHOLE}\b",
    re.IGNORECASE,
)


def decimal_shares(text: str) -> Iterator[tuple[float, int, int]]:
    """Each decimal share of `text` as (percentage, start, end): "0.04 of NAV" is (4.0, …)."""
    for m in _DECIMAL_SHARE.finditer(text):
        share = float(m.group("value"))
        if 0 < share < 1:
            yield 100 * share, m.start(), m.end()
