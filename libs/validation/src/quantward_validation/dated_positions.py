"""A figure placed above or below its own level at a named date, read as the change it states:
"net leverage ended 2022 above its March 2020 level", "EBITDA is below where it stood in June
2021", "cover finished the year under its Q1 2021 figure", "margin sits above its end-2019
level".

Minutes and covenant notes state a change as a position against the figure's level at a date,
often with the date the comparison ends at ("ended 2022 …"). `comparison_positions` rewrites a
position against a relative base ("its year-earlier level"); this module rewrites one against
a dated base as the change the horizon reader takes: "rose between March 2020 and December
2022" when the sentence names where it ends, else "rose versus March 2020". A base that is
another figure ("above its 2020 target", "below the sector's March level") stays as written.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.month_names import MONTH_NAME, MONTH_NAMES


def _date(name: str) -> str:
    """A named date (a day or a month of a year, a quarter, a half, a year-end, a year) as
    "<Month> <year>": the month whose figure is the date's."""
    return (
        rf"(?:\d{{1,2}}(?:st|nd|rd|th)?\s+)?(?P<{name}_m>{MONTH_NAME})\.?,?\s+(?P<{name}_my>(?:19|20)\d{{2}})|"
        rf"(?:q(?P<{name}_q>[1-4])|(?P<{name}_q2>[1-4])q)\s?['’]?(?P<{name}_qy>(?:19|20)?\d{{2}})|"
        rf"h(?P<{name}_h>[12])\s?['’]?(?P<{name}_hy>(?:19|20)?\d{{2}})|"
        rf"(?:(?:the\s+)?end[- ](?:of\s+)?|year[- ]end\s+|ye\s?)?(?P<{name}_y>(?:19|20)\d{{2}})"
        r"(?!['’]?s\b)"
    )


_ABOVE: Final = r"above|over|ahead\s+of|higher\s+than|in\s+excess\s+of"
_BELOW: Final = r"below|under(?:neath)?|beneath|short\s+of|lower\s+than|shy\s+of"
_LEVEL: Final = r"(?:level|figure|value|reading|print|mark|number|position|outturn)s?"
_BEING: Final = (
    r"(?:is|was|were|are|has\s+been|had\s+been|stood|stands|stayed|stays|sat|sits|remained|"
    r"remains|ran|runs|came\s+in|printed|landed|settled|tracked|held)"
)
_ENDING: Final = r"(?:ended|finished|closed|exited|left)"
_POSITION: Final = re.compile(
    rf"\b(?:{_ENDING}\s+(?:the\s+year\s+|(?P<end>{_date('end')})\s+)|{_BEING}\s+)?"
    rf"(?:(?P<above>{_ABOVE})|(?P<below>{_BELOW}))\s+"
    rf"(?:(?:its|their|the)\s+(?:own\s+)?(?:{_date('base')})\s+{_LEVEL}|"
    rf"(?:its|their|the)\s+(?:own\s+)?{_LEVEL}\s+(?:of|in|at|as\s+(?:of|at))\s+(?:{_date('at')})|"
    rf"where\s+(?:it|they)\s+(?:stood|was|were|sat|ended|started|began)\s+(?:in|at|on|as\s+of)\s+"
    rf"(?:{_date('where')}))\b",
    re.IGNORECASE,
)


def _year(text: str) -> int:
    return int(text) if len(text) == 4 else 2000 + int(text)


def _month_year(m: re.Match[str], name: str) -> str | None:
    """The named date of group family `name` as "<Month> <year>", None when it is not there."""
    said = m.groupdict()
    if said.get(f"{name}_m"):
        month = next(n for n in MONTH_NAMES if n.lower().startswith(said[f"{name}_m"][:3].lower()))
        return f"{month} {said[f'{name}_my']}"
    if said.get(f"{name}_qy"):
        quarter = int(said[f"{name}_q"] or said[f"{name}_q2"])
        return f"{MONTH_NAMES[3 * quarter - 1]} {_year(said[f'{name}_qy'])}"
    if said.get(f"{name}_hy"):
        return f"{MONTH_NAMES[6 * int(said[f'{name}_h']) - 1]} {_year(said[f'{name}_hy'])}"
    if said.get(f"{name}_y"):
        return f"December {said[f'{name}_y']}"
    return None


def _written(m: re.Match[str]) -> str:
    base = next(
        (d for d in (_month_year(m, n) for n in ("base", "at", "where")) if d is not None), None
    )
    if base is None:
        return m.group(0)
    verb = "rose" if m.group("above") else "fell"
    end = _month_year(m, "end")
    return f"{verb} between {base} and {end}" if end else f"{verb} versus {base}"


def dated_positions_as_changes(text: str) -> str:
    """`text` with each position against the figure's own level at a named date written as
    the change it states ("ended 2022 above its March 2020 level" → "rose between March 2020
    and December 2022"), so it is checked like a change over that horizon."""
    return _POSITION.sub(_written, text)


__all__ = ["dated_positions_as_changes"]
