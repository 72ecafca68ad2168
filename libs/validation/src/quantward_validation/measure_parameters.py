"""A figure that sets how a limit's measure is taken, not the limit.

A liquidity limit is measured at an assumed share of the market's volume: "1-day liquidity at
20% ADV must not fall below 50%", "share of the book sold in two days at 10% of average daily
volume ≥ 60%", "days to exit (25% participation)". The participation rate is a parameter of the
measure, as a look-back is of a volatility: read as a bound it would give the limit a target of
20%, and every plan that keeps the real floor of 50% would seem to breach it.

`measure_parameter(lowered, start, end)` says whether the figure at start–end of a lower-cased
text is such a parameter: a percentage followed by the volume it is a share of (ADV, average
daily volume, daily volume, volume, POV) or by "participation". Pure.
"""

from __future__ import annotations

import re
from typing import Final

#: what a participation rate is a share of, right after the figure: "20% ADV", "10 % of ADV",
#: "15% of average daily volume", "25% of the day's volume", "20% participation", "10% POV"
_SHARE_OF_VOLUME: Final = re.compile(
    r"\s*(?:of\s+)?(?:the\s+)?(?:adv\b|a\.d\.v\.|pov\b|"
    r"(?:(?:average|avg\.?|median|mean)\s+)?(?:daily\s+|day['’]s\s+)?(?:traded\s+|trading\s+)?"
    r"volumes?\b|participation\b)"
)


def measure_parameter(lowered: str, start: int, end: int) -> bool:
    """Whether the figure at start–end of `lowered` is a participation rate (see module)."""
    del start
    return _SHARE_OF_VOLUME.match(lowered, end) is not None


__all__ = ["measure_parameter"]
