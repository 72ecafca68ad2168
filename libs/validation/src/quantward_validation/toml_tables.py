"""The keys a TOML table puts above its `key = value` lines.

Engineers paste limits as TOML as often as YAML: a table header names the subject, and the
lines under it give its ends or its level::

    [risk.te_budget_bps]
    min = 150
    max = 300

`config_text.key_path` reads the keys a YAML block nests over a line; this module gives it the
same for TOML: the header's dotted path (`[risk.max_weight]`, an array of tables' `[[limits]]`)
and the dotted parents of the line's own key (`te_budget_bps.max = 300` under `[risk]`, or a
dotted key with no table above it). Only `key = value` lines, comment lines and blank lines may
stand between the header and the line: a line of prose ends the table. Pure: text in, keys out.
"""

from __future__ import annotations

import re
from typing import Final

#: a table header, `[risk.max_weight]` or `[[limits]]`, with an optional trailing comment
_HEADER: Final = re.compile(
    r"^\s*\[\[?\s*(?P<path>[A-Za-z_][\w-]*(?:\s*\.\s*[A-Za-z_\"'][\w\"'-]*)*)\s*\]\]?\s*(?:#.*)?$"
)
#: a `key = value` line (a bare or dotted key; `==` is a comparison, not a TOML pair)
_PAIR: Final = re.compile(r"^\s*(?P<key>[A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*)*)\s*=(?!=)\s*\S")
#: a comment line, or an empty one
_QUIET: Final = re.compile(r"^\s*(?:#.*)?$")


def _dotted(path: str) -> list[str]:
    return [part.strip().strip("\"'") for part in path.split(".") if part.strip()]


def table_keys(text: str, at: int) -> list[str] | None:
    """The keys above the TOML `key = value` line holding offset `at`, outermost first: its
    table's header path and the dotted parents of its own key; None when the line is no such
    pair, or a pair with neither a table above it nor a dotted key."""
    start = text.rfind("\n", 0, at) + 1
    end = text.find("\n", at)
    line = text[start : len(text) if end < 0 else end]
    pair = _PAIR.match(line)
    if pair is None:
        return None
    own = _dotted(pair.group("key"))[:-1]
    header: list[str] = []
    for above in reversed(text[:start].split("\n")[:-1]):
        if (found := _HEADER.match(above)) is not None:
            header = _dotted(found.group("path"))
            break
        if _PAIR.match(above) is None and _QUIET.match(above) is None:
            break  # prose, or a fence: the table (if any) is not this line's
    keys = header + own
    return keys or None


__all__ = ["table_keys"]
