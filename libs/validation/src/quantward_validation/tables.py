"""Rows of a pasted table read as sentences, each cell with its column's header.

A sheet pasted into a plan (tab-separated, as Excel and Google Sheets copy) or a Markdown
table says what a cell is only in its column's header: in

    Param	Value	Fitted on
    half_life	63d	2010-2019

"2010-2019" is a fitting period because of the header "Fitted on", three lines above anything
a sentence reader would join it to. `rows_as_sentences` writes every data row as one sentence
of "header cell" pairs ("Param half_life, Value 63d, Fitted on 2010-2019."), so the readers of
prose (`leakage`) read each cell with the words that say what it is. Text that is no table is
returned unchanged.
"""

from __future__ import annotations

import re
from typing import Final

#: a Markdown table's rule line: "|---|:---:|"
_RULE: Final = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$")


def _cells(line: str) -> list[str] | None:
    """A line's cells when it is a table row (tab-separated, or a Markdown row), else None."""
    if "\t" in line:
        return [c.strip() for c in line.split("\t")]
    stripped = line.strip()
    if stripped.startswith("|") and stripped.endswith("|") and stripped.count("|") >= 3:
        return [c.strip() for c in stripped[1:-1].split("|")]
    return None


def _header_name(cell: str) -> str:
    """A header cell without the prose a paste may carry before it ("Params from the sheet:
    Param" is the column "Param")."""
    return cell.rsplit(": ", 1)[-1].strip()


def _as_sentence(header: list[str], row: list[str]) -> str:
    pairs = [
        f"{_header_name(h)} {c}".strip() for h, c in zip(header, row, strict=False) if c.strip()
    ]
    return ", ".join(pairs) + "."


def rows_as_sentences(text: str) -> str:
    """`text` with every table's data rows written as sentences (see the module's docstring);
    the header line is kept as it is."""
    lines = text.split("\n")
    out: list[str] = []
    header: list[str] | None = None
    for line in lines:
        if _RULE.match(line) and header is not None:
            continue
        cells = _cells(line)
        if cells is None or len(cells) < 2:
            header = None
            out.append(line)
            continue
        if header is None or len(cells) != len(header):
            header = cells
            out.append(line)
            continue
        out.append(_as_sentence(header, cells))
    return "\n".join(out)


__all__ = ["rows_as_sentences"]
