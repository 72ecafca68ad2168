"""A spreadsheet's places named in prose: cells, ranges, columns and rows.

People who paste from a workbook say where each figure sits: "target 0.975x (col D), band
±0.325x (col E)", "the ex-ante TE (F22) turns red", "'Limits'!C12:D12 = 2.5 % / 5 %", "cols D:E
on the country cap row". A place says where a value is, never what it is: an aside that holds
only a place is read as the spaces it stands in (so the words around it read as one phrase: a
band after its target), and a reference to two cells side by side names the two ends of a range
(`spans_two_cells`). Pure; every rewrite keeps the text's length, so offsets still point at
the same words.
"""

from __future__ import annotations

import re
from typing import Final

#: a column's letters and a row's number, each optionally fixed with "$"
_COL: Final = r"\$?[A-Z]{1,3}"
_ROW: Final = r"\$?\d{1,6}"
#: one cell ("B7", "$F$22") or a block of cells ("C12:D12"), optionally on a named tab
#: ("'Limits'!B7", "Limits!C12:D12")
CELL: Final = rf"(?:(?:'[^'\n]{{1,40}}'|[A-Za-z_][\w.]{{0,30}})!)?{_COL}{_ROW}(?::{_COL}{_ROW})?"
#: a column or row named in words: "col D", "cols D:E", "column F", "columns D-E", "row 12",
#: "cell B7", "cells C12:D12"
_NAMED_PLACE: Final = (
    r"(?:cols?\.?|columns?)\s+[A-Z]{1,3}(?:\s*[:\-–]\s*[A-Z]{1,3})?|rows?\s+\d{1,6}"
    rf"|cells?\s+{CELL}"
)
#: an aside that holds only a place: "(col D)", "(F22)", "(cols D:E)", "(cell B7)", "(row 12)",
#: "(in col F)", "(see 'Limits'!B7)"
_PLACE_ASIDE: Final = re.compile(
    rf"\(\s*(?:(?:in|at|see|from|on)\s+)?(?:{_NAMED_PLACE}|{CELL})\s*\)",
)
#: a block of two cells side by side on one row or column: "C12:D12", "D4:D5"
_TWO_CELLS: Final = re.compile(
    r"(?<![\w$])\$?(?P<c1>[A-Z]{1,3})\$?(?P<r1>\d{1,6}):\$?(?P<c2>[A-Z]{1,3})\$?(?P<r2>\d{1,6})\b"
)
#: two columns named together: "cols D:E", "columns D-E"
_TWO_COLUMNS: Final = re.compile(
    r"\b(?:cols?\.?|columns?)\s+(?P<c1>[A-Z]{1,3})\s*[:\-–]\s*(?P<c2>[A-Z]{1,3})\b"
)


def blank_place_asides(text: str) -> str:
    """`text` with every aside that only names a place of a sheet ("(col D)", "(F22)") blanked,
    offsets kept: the place says where a figure sits, not what it is."""
    return _PLACE_ASIDE.sub(lambda m: " " * len(m.group(0)), text)


def _column_number(letters: str) -> int:
    """A column's letters as its number ("A" is 1, "AA" 27)."""
    n = 0
    for letter in letters:
        n = n * 26 + ord(letter) - ord("A") + 1
    return n


def _adjacent(c1: str, r1: str, c2: str, r2: str) -> bool:
    """Whether two cells sit side by side (next columns of a row, or next rows of a column)."""
    cols = _column_number(c2) - _column_number(c1)
    rows = int(r2) - int(r1)
    return (cols, rows) in ((1, 0), (0, 1))


def spans_two_cells(text: str) -> bool:
    """Whether `text` names a block of exactly two cells side by side ("'Limits'!C12:D12", "cols
    D:E"): the two figures it gives them are the two ends of one range."""
    for m in _TWO_CELLS.finditer(text):
        if _adjacent(m["c1"], m["r1"], m["c2"], m["r2"]):
            return True
    for m in _TWO_COLUMNS.finditer(text):
        if _column_number(m["c2"]) - _column_number(m["c1"]) == 1:
            return True
    return False


#: two figures with a slash between them: "2.5% / 5%", "0.8x/1.6x", "15 % / 30 %" (the slash
#: is group "slash")
_SLASHED: Final = re.compile(
    r"(?<![\w.])[-+]?\d+(?:[.,]\d+)?\s*(?:%|x|bps?|pct)?\s*(?P<slash>/)\s*"
    r"[-+]?\d+(?:[.,]\d+)?\s*(?:%|x|bps?|pct)?(?![\w.])",
    re.IGNORECASE,
)
#: a line that says its two figures are the ends of one range
_RANGE_NOUN: Final = re.compile(
    r"\b(?:range|band|corridor|bandwidth|min(?:imum)?\s*/\s*max(?:imum)?|"
    r"lower\s*/\s*upper|floor\s*/\s*cap)\b",
    re.IGNORECASE,
)


#: a line whose slash pairs two levels of one limit, not a range's ends: "soft / hard",
#: "warning / limit", "trigger / hard"
_TWO_LEVELS: Final = re.compile(
    r"\b(?:soft|hard|warning|warn|trigger|alert|amber|red|early)\b", re.IGNORECASE
)


def slashed_ranges(text: str) -> str:
    """`text` with the slash between two figures written as a range's dash ("2.5% / 5%" reads
    "2.5% – 5%") on every line that gives them to two cells side by side or calls them a range
    ("'Limits'!C12:D12 = 2.5% / 5%", "cols D:E … (15% / 30%) are the positioning range");
    offsets kept. Elsewhere a slash may pair other things (a soft and a hard level)."""
    if "/" not in text:
        return text
    out = []
    for line in text.split("\n"):
        if (spans_two_cells(line) or _RANGE_NOUN.search(line)) and not _TWO_LEVELS.search(line):
            slashes = [m.start("slash") for m in _SLASHED.finditer(line)]
            for at in slashes:
                line = line[:at] + "–" + line[at + 1 :]
        out.append(line)
    return "\n".join(out)


__all__ = ["CELL", "blank_place_asides", "slashed_ranges", "spans_two_cells"]
