"""A figure that sets how a limit's measure is taken, not the limit.

A liquidity limit is measured at an assumed share of the market's volume: "1-day liquidity at
20% ADV must not fall below 50%", "share of the book sold in two days at 10% of average daily
volume ≥ 60%", "days to exit (25% participation)". The participation rate is a parameter of the
measure, as a look-back is of a volatility: read as a bound it would give the limit a target of
20%, and every plan that keeps the real floor of 50% would seem to breach it.

`measure_parameter(lowered, start, end)` says whether the figure at start–end of a lower-cased
text is such a parameter: a percentage followed by the volume it is a share of (ADV, average
daily volume, daily volume, volume, POV) or by "participation". A count before the volume is
none ("3x ADV" is a size, `volume_days`). A structured-products desk counts the notional whose
barriers sit near the market the same way: "notional with KI barriers within 10% of spot" names
the positions by their distance to spot (or strike, or a barrier), which is no bound either.

A tail-risk measure is named with its confidence level the same way: "99% VaR", "97.5 % 10-day
expected shortfall", "VaR (99%, 1-day)", "CVaR at the 95% level". The level says which quantile
is taken, as the participation rate says how fast the book is sold: it is no figure the measure
took, and an answer that reports a VaR's change is not misquoting its source because the 99%
is not among the computed values. `confidence_level(lowered, start, end)` says whether the
figure at start–end is such a level (a percentage from 90 up to 100, written against the
measure's name or the word "confidence"; the measure's name, level and horizon as
`risk_measures` reads them). Pure.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.risk_measures import CONFIDENCE_LEVEL, HOLDING_PERIOD, TAIL_MEASURE
from quantward_validation.volume_days import VOLUME

#: what a participation rate is a share of, right after the figure: "20% ADV", "10 % of ADV",
#: "15% of average daily volume", "25% of the day's volume", "20% participation", "10% POV"
_SHARE_OF_VOLUME: Final = re.compile(
    rf"\s*(?:of\s+)?(?:the\s+)?(?:{VOLUME}\b|pov\b|"
    r"(?:(?:average|avg\.?|median|mean)\s+)?(?:daily\s+|day['’]s\s+)?(?:traded\s+|trading\s+)?"
    r"volumes?\b|participation\b)"
)


#: a figure that counts, not a share: a bare number or a multiple ("3x ADV", "3 times ADV" is a
#: size of three days' volume, `volume_days`, no participation rate)
_COUNT: Final = re.compile(r"[\d.,\s]+(?:x|×|times)?\s*")


#: a distance that says which positions a limit counts: "(notional with KI barriers) within 10%
#: of spot", "strikes within 5 % of the current price", "closer than 8% to spot" (a level "no
#: less than 60% of spot" is a bound on the barrier itself, and "at least 10% away from spot" a
#: bound on the distance: no comparative opens one)
_DISTANCE_BEFORE: Final = re.compile(r"\b(?:within|inside|closer\s+than)\s+(?:a\s+)?$")
_DISTANCE_AFTER: Final = re.compile(
    r"\s*(?:(?:away\s+)?(?:of|from)|away\s+from|to)\s+(?:the\s+|its\s+|their\s+)?"
    r"(?:(?:current\s+|prevailing\s+|underlying(?:['’]s)?\s+)?(?:spot|strike|barrier)|"
    r"the\s+money|(?:current|prevailing|underlying(?:['’]s)?|market)\s+(?:price|level)|"
    r"initial\s+(?:fixing|level))\b"
)


def measure_parameter(lowered: str, start: int, end: int) -> bool:
    """Whether the figure at start–end of `lowered` is a participation rate (see module), or a
    distance to spot, strike or a barrier that says which positions the limit counts ("notional
    with KI barriers within 10% of spot: no more than 25%"): read as a bound it would cap the
    limit at the distance."""
    if _DISTANCE_AFTER.match(lowered, end) is not None and _DISTANCE_BEFORE.search(
        lowered, max(0, start - 30), start
    ):
        return True
    if _COUNT.fullmatch(lowered, start, end) is not None:
        return False
    return _SHARE_OF_VOLUME.match(lowered, end) is not None


#: after the level: the measure's name, possibly after a horizon ("99% VaR", "99%/10-day VaR",
#: "99 %, 1-day expected shortfall"), or the word that says it is a level ("95% confidence",
#: "a 99% one-tailed interval")
_LEVEL_BEFORE_NAME: Final = re.compile(
    rf"\s*(?:[,/-]\s*|\s)(?:{HOLDING_PERIOD}[\s,/-]*)?{TAIL_MEASURE}"
    r"|\s*(?:(?:one|two|single)[\s-]?(?:tailed|sided)\s+)?(?:confidence|conf\.?)\b"
)
#: before the level: the measure's name and an aside that opens with it or a horizon ("VaR
#: (99%", "expected shortfall (1-day, 97.5 %"), or "at" ("VaR at 99%", "ES at the 97.5%")
_NAME_BEFORE_LEVEL: Final = re.compile(
    rf"{TAIL_MEASURE}\s*(?:\(\s*(?:{HOLDING_PERIOD}\s*[,;/]\s*)?|\s+at\s+(?:the\s+|a\s+)?)$"
)
#: the aside closes after the level, after a horizon at most: "…99%)", "…99%, 1-day)"
_ASIDE_CLOSES: Final = re.compile(rf"\s*(?:[,;/]\s*{HOLDING_PERIOD}\s*)?\)")
#: "at the 99% level", "at 99% confidence"
_LEVEL_WORD: Final = re.compile(r"\s*(?:level|confidence)\b")
#: "VaR at 99%, 10-day", "ES at 97.5% 1-day"
_HORIZON_AFTER: Final = re.compile(rf"\s*[,/]?\s*{HOLDING_PERIOD}")


def confidence_level(lowered: str, start: int, end: int) -> bool:
    """Whether the figure at start–end of `lowered` is the confidence level a tail-risk measure
    is named with (see module): a percentage from 90 up to 100 before the measure's name or
    "confidence", in an aside right after the name, or after "at" behind it."""
    if CONFIDENCE_LEVEL.fullmatch(lowered[start:end].strip()) is None:
        return False  # (a level from 90 up to 100 %)
    if _LEVEL_BEFORE_NAME.match(lowered, end) is not None:
        return True
    before = _NAME_BEFORE_LEVEL.search(lowered[max(0, start - 60) : start])
    if before is None:
        return False
    if "(" in before.group(0):
        return _ASIDE_CLOSES.match(lowered, end) is not None
    # "VaR at 95%" alone may be a use of its limit: "at" needs the level's word or a horizon
    return (
        _LEVEL_WORD.match(lowered, end) is not None
        or _HORIZON_AFTER.match(lowered, end) is not None
    )


__all__ = ["confidence_level", "measure_parameter"]
