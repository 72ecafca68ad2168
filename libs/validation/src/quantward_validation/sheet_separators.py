"""Rows of a spreadsheet pasted as CSV or with bars between cells, read as a tab-separated paste.

A sheet copied out of Excel arrives tab-separated, and the sheet readers (`mandate._sheet_header`,
`mandate.sheet_quantities`) read that: a header cell's unit is the unit of its column's bare
cells ("25" under "Limit (%)" is 25 %). The same sheet exported as CSV ("Metric,Limit (%)\\nMax
issuer,10"), typed with bars ("Col headers: Metric | Limit (%)\\nRow: Cash floor | 4") or with
semicolons (a continental CSV export) says the same thing. `tabbed` writes those separators as
tabs, character for character, so every offset into the text still points at the same words and
the one sheet grammar reads them all.

A block is only read as a sheet when it looks like one: a header line without a figure and with
at least one separator, followed by rows with exactly as many separators (so a decimal comma,
"7,5", or a sentence's commas never turn into cells). A line that opens with a label saying what
it is ("Col headers:", "Row:", "Columns:") has the label blanked, the way a spreadsheet shows no
such label. A Markdown table (a line opening with a bar) is left to the Markdown readers. Pure.
"""

from __future__ import annotations

import re
from typing import Final

#: the label a typed sheet line opens with, saying what the line is: "Col headers:", "Header
#: row:", "Columns:", "Row:", "Data row:" (never a label with a figure: "Row 12:" names a place)
_LINE_LABEL: Final = re.compile(
    r"^\s*(?:(?:col(?:umn)?s?\.?\s+)?head(?:er|ing)s?(?:\s+row)?|col(?:umn)?s|"
    r"(?:data\s+|next\s+)?row|values?)\s*:\s*",
    re.IGNORECASE,
)
#: the separators a pasted sheet's cells are written between
_SEPARATORS: Final = (",", "|", ";")
_FIGURE: Final = re.compile(r"\d")
#: a comma grouping a figure's thousands ("1,500 bps", "12,000,000"): part of one cell's figure
_THOUSANDS: Final = re.compile(r"(?<=\d),(?=\d{3}(?!\d))")


def _body(line: str) -> tuple[int, str]:
    """Where a line's cells start (past a label such as "Row:") and the cells' text."""
    label = _LINE_LABEL.match(line)
    at = label.end() if label else 0
    return at, line[at:]


def _separator(header: str) -> str | None:
    """The separator a header line writes between its cells, or None for no header: a line
    without a figure, not a Markdown row, with a separator between words on both sides."""
    _, body = _body(header)
    if not body.strip() or _FIGURE.search(body) or body.lstrip().startswith("|"):
        return None
    for sep in _SEPARATORS:
        cells = body.split(sep)
        if len(cells) >= 2 and all(cell.strip() for cell in cells):
            return sep
    return None


def _separators(line: str, sep: str) -> int:
    """How many cell separators a line writes: a comma grouping a figure's thousands is none,
    so a prose line under a title with one comma ("Fund II, L.P.") is no CSV row for its
    "1,500 bps"."""
    body = _body(line)[1]
    if sep == ",":
        body = _THOUSANDS.sub("", body)
    return body.count(sep)


def _as_tabs(line: str, sep: str) -> str:
    """A sheet line with its label blanked and its separators written as tabs (same length)."""
    at, body = _body(line)
    if sep == ",":  # a figure's thousands commas stay in its cell
        return " " * at + re.sub(r"(?<!\d),|,(?!\d{3}(?!\d))", "\t", body)
    return " " * at + body.replace(sep, "\t")


def tabbed(text: str) -> str:
    """`text` with every CSV, bar- or semicolon-separated sheet block written tab-separated,
    offsets kept: the header and each row under it with as many separators as the header."""
    if not any(sep in text for sep in _SEPARATORS):
        return text
    lines = text.split("\n")
    out = list(lines)
    i = 0
    while i < len(lines):
        sep = _separator(lines[i])
        if sep is None:
            i += 1
            continue
        width = _body(lines[i])[1].count(sep)
        rows = i + 1
        while rows < len(lines) and (
            lines[rows].strip()
            and not lines[rows].lstrip().startswith("|")
            and _separators(lines[rows], sep) == width
        ):
            rows += 1
        if rows > i + 1:  # a header with at least one row under it
            for k in range(i, rows):
                out[k] = _as_tabs(lines[k], sep)
        i = max(rows, i + 1)
    return "\n".join(out)


__all__ = ["tabbed"]
