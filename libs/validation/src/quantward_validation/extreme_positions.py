"""A figure placed above or below an earlier period's extreme: "revenue ended 2022 below its
2020 peak", "gearing finished FY2022 above the 2020 high", "the margin is now under its 2021
low".

Board packs and IC notes set a figure's end against the highest or lowest it reached in an
earlier period. The claim is not a change between two dates (`dated_positions` reads "below
its 2020 level" as one), but a comparison of the end figure with the extreme of the earlier
period: below its 2020 peak is true when the figure ends under the 2020 maximum, whatever
2020 ended at. `extreme_position` reads the construction; the trend reader checks it against
the series.

Pure: text in, a reading out.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final, Literal

_ABOVE: Final = r"above|over|ahead\s+of|higher\s+than|in\s+excess\s+of|beyond"
_BELOW: Final = r"below|under(?:neath)?|beneath|short\s+of|lower\s+than|shy\s+of|behind"
_HIGH: Final = r"peak|high|top|record|maximum|max|high[\s-]water[\s-]mark|best"
_LOW: Final = r"trough|low|bottom|minimum|min|nadir|worst"
_POSITION: Final = re.compile(
    r"\b(?:(?:ended|finished|closed|exited|left|stood|stands|sat|sits|was|is|were|are|"
    r"remained|remains|came\s+in)\s+)?"
    r"(?:(?:fy\s?|the\s+(?:end\s+of\s+|year\s+))?(?P<end>(?:19|20)\d{2})\s+|now\s+|today\s+)?"
    rf"(?:(?P<above>{_ABOVE})|(?P<below>{_BELOW}))\s+"
    r"(?:its|their|the)\s+(?:own\s+)?(?:fy\s?)?(?P<base>(?:19|20)\d{2})\s+"
    r"(?:(?:quarterly|annual|monthly|pre-?\w+)\s+)?"
    rf"(?:(?P<high>{_HIGH})|(?P<low>{_LOW}))s?\b",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class ExtremePosition:
    """A figure said to end above or below an earlier year's extreme."""

    #: where the figure is said to stand against the extreme
    side: Literal["above", "below"]
    #: which extreme of the base year: its highest or its lowest figure
    extreme: Literal["high", "low"]
    #: the calendar year whose extreme is the base
    base_year: int
    #: the calendar year whose last figure is set against it; None for the latest figure
    end_year: int | None


def extreme_position(text: str, after: int = 0) -> ExtremePosition | None:
    """The first position against an earlier year's extreme said at or after `after` in
    `text`, else None."""
    m = _POSITION.search(text, after)
    if m is None:
        return None
    return ExtremePosition(
        "above" if m.group("above") else "below",
        "high" if m.group("high") else "low",
        int(m.group("base")),
        int(m.group("end")) if m.group("end") else None,
    )


__all__ = ["ExtremePosition", "extreme_position"]
