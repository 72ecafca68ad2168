"""A CSV block read as the settings it records.

Change records and plans paste configuration as CSV: a header row of field names and a row
of values ("fit_start,fit_end" over "2011-01-03,2017-12-29"). A reader of "key: value" text
sees neither the keys beside their values nor a sentence; this module writes each data row as
"fit_start: 2011-01-03, fit_end: 2017-12-29", the form a config line takes, so a calibration
window or a limit given as CSV is read like one given as YAML or JSON.
"""

from __future__ import annotations

import re
from typing import Final

#: a header cell: a field name (snake_case, camelCase, dotted or spaced words)
_FIELD: Final = re.compile(r"^[A-Za-z_][\w .\-]{0,40}$")
#: a fenced block ("```csv") or a bare run of comma-separated lines
_FENCE: Final = re.compile(r"```(?:csv|tsv)?[ \t]*\n(?P<body>.*?)```", re.DOTALL | re.IGNORECASE)


def _cells(line: str) -> list[str]:
    separator = "\t" if "\t" in line else ","
    return [c.strip().strip('"') for c in line.split(separator)]


def _as_config(body: str) -> str | None:
    """A block's rows as "key: value" lines, or None when it is no header-and-rows table."""
    lines = [line for line in body.splitlines() if line.strip()]
    if len(lines) < 2:
        return None
    header = _cells(lines[0])
    if len(header) < 2 or not all(_FIELD.match(c) for c in header):
        return None
    rows = [_cells(line) for line in lines[1:]]
    if any(len(row) != len(header) for row in rows):
        return None
    if all(_FIELD.match(c) and not re.search(r"\d", c) for row in rows for c in row):
        return None  # words under words: a list, not settings
    return "\n".join(
        ", ".join(f"{key}: {value}" for key, value in zip(header, row, strict=True)) + "."
        for row in rows
    )


def csv_as_config(text: str) -> str:
    """`text` with each CSV block (fenced, with a header row of field names and rows of
    values) written as "key: value" lines, for readers of configuration text."""

    def rewrite(match: re.Match[str]) -> str:
        written = _as_config(match.group("body"))
        return match.group(0) if written is None else written

    return _FENCE.sub(rewrite, text)
