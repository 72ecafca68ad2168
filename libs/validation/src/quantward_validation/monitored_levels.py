"""Levels a monitoring report or a table measures, and limits a table marks as replaced.

A compliance-monitoring table ("| Limit | Observed | Status |") and a monitoring report
("gross leverage observed at 1.2x against a limit of 1.5x") print two figures of the same
subject: the limit and the level the book was measured at. Only the limit is a limit. A
change table ("| Item | Prior limit | Revised limit | Status |") prints the old limit beside the
one in force, and a cell may mark its own figure as out of force ("48 % (superseded)"). This
module says, for a figure of a limit's subject, whether the column it stands in (or its verb,
or its line's label: "Before change: 32 %" in a change notice) makes it a measured level or a
replaced limit. A column headed by the book itself ("| Metric | Portfolio | Limit |") beside a
limit column holds the book's level too. Read by `provenance`; it never finds limits.
"""

from __future__ import annotations

import re
from typing import Final

#: a table row's cell separators: Markdown pipes or a spreadsheet's tabs
_SEPARATOR: Final = re.compile(r"[|\t]")
#: a Markdown table's rule line: "|---|:---:|"
_RULE: Final = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$")
#: a column header that names what a limit is
_LIMIT: Final = re.compile(
    r"\b(?:limits?|thresholds?|caps?|ceilings?|floors?|max(?:imum)?|min(?:imum)?|bounds?|"
    r"restrictions?|guidelines?|tolerances?|hard)\b",
    re.IGNORECASE,
)
#: a column header that names a level measured, not set: "Observed", "Actual", "Current
#: exposure", "Measured", "As at 31 Dec", "Utilisation", "Headroom"
_MEASURED: Final = re.compile(
    # ("Level", "Position" and "Holding" are left out: "| Restriction | Level |" gives limits)
    r"\b(?:observed|actual|measured|realis\w*|realiz\w*|reported|recorded|current|exposure|"
    r"reading|result|outcome|usage|used|utili[sz]\w*|headroom|as\s+(?:at|of)|"
    r"month[\s-]end|quarter[\s-]end|year[\s-]end|today)\b",
    re.IGNORECASE,
)
#: a column header or a cell's own mark that puts a limit out of force: "Prior limit", "Old",
#: "Previous", "(superseded)", "(withdrawn)"
_REPLACED: Final = re.compile(
    r"\b(?:prior|previous|old|former|original|superseded|replaced|earlier|legacy|initial|"
    r"withdrawn|rescinded|revoked|lapsed|expired|retired|pre[\s-]?change|declined|rejected)\b",
    re.IGNORECASE,
)
#: a verb that reports a level measured right before its figure: "observed at 1.2x",
#: "measured 4.1 %", "was recorded at 11 %", "stood at 18 %"
_MEASURING: Final = re.compile(
    r"\b(?:observed|measured|recorded|monitored|calculated|estimated|stood|peaked|closed|"
    r"came\s+in|ran)\s+(?:at\s+|of\s+|to\s+)?(?:about\s+|around\s+|approximately\s+|~\s*)?$",
    re.IGNORECASE,
)

#: ... or a level said of a period's end in the past ("the ratio at the end of the month was
#: 3.2 %", "as of quarter-end it stood at 18 %")
_PERIOD_END_WAS: Final = re.compile(
    r"\b(?:at|as\s+(?:at|of))\s+(?:the\s+)?(?:end\s+of\s+(?:the\s+|this\s+|last\s+)?"
    r"(?:month|quarter|year|period|day)|(?:month|quarter|year)[\s-]end)\b[^.;:\n]{0,30}?"
    r"\b(?:was|were|stood\s+at|came\s+to)\s+(?:about\s+|around\s+)?$",
    re.IGNORECASE,
)
#: a figure marked right after it as the actual one: "104 % (actual)", "3.2 % in actual result",
#: "3.2 % in actual terms", "1.1x actual"
_ACTUAL_AFTER: Final = re.compile(
    r"^\s*(?:of\s+(?:the\s+)?(?:net\s+assets?|nav)\s*)?,?\s*(?:\(\s*actual\s*\)|"
    r"in\s+(?:the\s+)?actual\s+(?:results?|terms|figures?|values?|numbers?)|actual\b(?!\s+limit))",
    re.IGNORECASE,
)

#: a line's label that names its figure the replaced one of a change notice: "Before change:
#: 32 %", "Before revision: 8 %", "Old value: 6 %", "Previous limit = 1.5x", "Pre-change: 3 %"
_REPLACED_LABEL: Final = re.compile(
    r"^[\s*•·-]*(?:before(?:[\s-]+(?:the\s+)?(?:change|revision|amendment|update))|"
    r"(?:old|previous|prior|former)(?:[\s-]+(?:limit|value|level|cap|floor|setting|rule))?|"
    r"pre[\s-]?(?:change|revision|amendment))\s*[:：=]\s*$",
    re.IGNORECASE,
)


def _line(text: str, at: int) -> tuple[int, int]:
    """The start and end of the line holding `at`."""
    start = text.rfind("\n", 0, at) + 1
    end = text.find("\n", at)
    return start, len(text) if end < 0 else end


def _cells(line: str) -> list[str]:
    """A table line's cells, without the outer pipes of a Markdown row."""
    stripped = line.strip()
    if stripped.startswith("|"):
        stripped = stripped[1:]
    if stripped.endswith("|"):
        stripped = stripped[:-1]
    return [cell.strip() for cell in _SEPARATOR.split(stripped)]


def column_of(text: str, start: int, end: int) -> tuple[str, str] | None:
    """The header and the own cell of the table column the figure at `start`–`end` stands in,
    else None: the header is the first line of the block of table lines above it."""
    first, last = _line(text, start)
    line = text[first:last]
    if len(_SEPARATOR.findall(line)) < 2:
        return None
    lead = line[: start - first].lstrip()
    index = len(_SEPARATOR.findall(lead.removeprefix("|")))
    top = first
    while top > 0:
        above, _ = _line(text, top - 1)
        above_line = text[above : top - 1]
        if len(_SEPARATOR.findall(above_line)) < 2:
            break
        top = above
    if top == first:
        return None
    header = _cells(text[top : _line(text, top)[1]])
    own = _cells(line)
    if _RULE.match(text[top : _line(text, top)[1]]) or index >= min(len(header), len(own)):
        return None
    return header[index], own[index]


#: a column header that names the book itself, whose cells give what the book holds: "Portfolio",
#: "Fund", "Pod", "Book", "Account", "Sleeve", "Strategy" (a level, when another column of the
#: same table names the limit: "| Metric | Portfolio | Limit |")
_BOOK: Final = re.compile(
    r"^\s*(?:the\s+)?(?:portfolio|fund|pod|book|account|sleeve|strategy|mandate|vehicle|"
    r"holdings?|positions?)(?:\s+(?:weight|level|value|figure|exposure)s?)?\s*$",
    re.IGNORECASE,
)


def _beside_a_limit_column(text: str, start: int, header: str) -> bool:
    """Whether the figure at `start` stands in a column headed by the book itself ("Portfolio")
    of a table another column of which is headed by a limit ("Limit", "Max", "Threshold")."""
    if not _BOOK.match(header) or _LIMIT.search(header):
        return False
    top, _ = _line(text, start)
    while top > 0:
        above, _ = _line(text, top - 1)
        if len(_SEPARATOR.findall(text[above : top - 1])) < 2:
            break
        top = above
    # (the first column labels the rows: "| Limit | Fund | Regulatory |" gives the fund's limits)
    return any(
        _LIMIT.search(cell) and not _BOOK.match(cell)
        for cell in _cells(text[top : _line(text, top)[1]])[1:]
    )


def not_a_limit_column(text: str, start: int, end: int) -> str | None:
    """Why the figure at `start`–`end` is no limit in force by its table column, else None: a
    column of levels measured ("Observed"), of limits replaced ("Prior limit"), or a cell that
    marks its own figure out of force ("48 % (superseded)")."""
    found = column_of(text, start, end)
    if found is None:
        label = text[text.rfind("\n", 0, start) + 1 : start]
        if _REPLACED_LABEL.match(label):
            return f"is labelled “{label.strip()}”, the value a change replaced"
        return None
    header, cell = found
    if _MEASURED.search(header) and not _LIMIT.search(header):
        return f"stands in the column “{header}”, a level measured, not the limit"
    if _beside_a_limit_column(text, start, header):
        return f"stands in the column “{header}”, the book's own level beside its limit"
    if _REPLACED.search(header):
        return f"stands in the column “{header}”, a limit since replaced"
    if _REPLACED.search(cell):
        return f"is marked out of force in its own cell (“{cell}”)"
    return None


def measured_at(text: str, start: int, end: int | None = None) -> bool:
    """Whether a verb of measuring stands right before the figure at `start` ("observed at
    1.2x against a limit of 1.5x", "stood at 18 %"), or a period's end it was at ("at the end
    of the month was 3.2 %"), or the figure ending at `end` is marked the actual one ("3.2 % in
    actual result"): the figure is a level the book was at."""
    line_start = text.rfind("\n", 0, start) + 1
    before = text[max(line_start, start - 90) : start]
    if _MEASURING.search(before[-60:]) is not None or _PERIOD_END_WAS.search(before):
        return True
    return end is not None and _ACTUAL_AFTER.match(text[end : end + 50]) is not None


__all__ = ["column_of", "measured_at", "not_a_limit_column"]
