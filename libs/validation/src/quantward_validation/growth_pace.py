"""A growth rate said to speed up or slow down between two years, as the comparison it is.

"Revenue growth accelerated in 2022 vs 2021", "top-line growth decelerated in FY2022 from
FY2021", "growth slowed in 2021 compared with 2020", "EBITDA growth picked up in 2022 over
2021": a second-order claim, the change of one year set against the change of another. The
horizon reader knows it said of the figure ("revenue grew faster in 2022 than in 2021",
`trends._PACE`); said of the growth, with a verb of pace and "vs", "from" or "compared with",
it was read as no claim.

`pace_as_comparison` writes such a claim as the figure's comparison of two years: "revenue grew
faster in 2022 than in 2021", "… grew more slowly in 2022 than in 2021". Pure.
"""

from __future__ import annotations

import re
from typing import Final

#: a verb of pace: faster ("accelerated", "picked up", "sped up", "quickened") or slower
#: ("decelerated", "slowed", "cooled", "moderated", "eased")
_FASTER: Final = (
    r"accelerat(?:e|es|ed|ing)|pick(?:s|ed)?\s+up|sped\s+up|speeds?\s+up|quicken(?:s|ed)?|"
    r"(?:was|were|is|came\s+in)\s+(?:faster|quicker|stronger|higher)"
)
_SLOWER: Final = (
    r"decelerat(?:e|es|ed|ing)|slow(?:s|ed)?(?:\s+down)?|cool(?:s|ed)?(?:\s+off)?|"
    r"moderat(?:e|es|ed)|eas(?:e|es|ed)|(?:was|were|is|came\s+in)\s+(?:slower|weaker|lower)"
)
_YEAR: Final = r"(?:fy\s?|cy\s?)?(?P<{}>(?:19|20)\d{{2}})"
_AGAINST: Final = (
    r"(?:,\s*)?(?:vs\.?|versus|compared\s+(?:with|to)|relative\s+to|against|from|over|than)"
    r"\s+(?:(?:in|during)\s+)?(?:the\s+)?"
)
#: "growth accelerated in 2022 vs 2021", "growth rate slowed in FY22 from FY21"
_PACE_SAID: Final = re.compile(
    r"\b(?:(?:yoy|y/y|year[- ]on[- ]year|annual)\s+)?growth(?:\s+rates?)?\s+"
    rf"(?:(?P<faster>{_FASTER})|(?P<slower>{_SLOWER}))\s+(?:in|during|over)\s+"
    + _YEAR.format("a")
    + rf"\s*{_AGAINST}"
    + _YEAR.format("b")
    + r"(?:['’]s)?\b",
    re.IGNORECASE,
)


def pace_as_comparison(text: str) -> str:
    """`text` with each growth said to speed up or slow down between two years written as the
    figure's comparison of the two years ("grew faster in 2022 than in 2021")."""

    def compared(m: re.Match[str]) -> str:
        pace = "faster" if m.group("faster") else "more slowly"
        return f"grew {pace} in {m.group('a')} than in {m.group('b')}"

    return _PACE_SAID.sub(compared, text)


__all__ = ["pace_as_comparison"]
