"""The words of a config dump or a run log's line, read as prose.

A plan that quotes its run log or config writes what it did as identifiers: `tune_on=ALL_DATES`,
`scope=FULL_SAMPLE`, `param_select=best_sharpe ON test_windows`, `normalise=zscore`. Their
underscores join words a prose reader looks for one by one ("tune", "all dates", "full sample",
"select", "test windows"). `config_words` makes those underscores spaces (same length, so
offsets hold) in a line that is no code (no string literal, no call or subscript with a quoted
argument), and keeps a key whose value is a date (`calib_end=2022-12-30`), whose name the
keyed readers read whole. Pure.
"""

from __future__ import annotations

import re
from typing import Final

#: a snake_case or UPPER_SNAKE identifier that is not an attribute, a call or a subscript
_IDENTIFIER: Final = re.compile(
    r"(?<![\w'\"./\[])[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+(?![\w'\"(\[])"
)
#: a key whose value is a date or a number: read whole by the keyed readers
_DATED_KEY: Final = re.compile(r"\s*[=:]\s*['\"]?\d")
#: signs of code: a string literal, or a call, a slice or a subscript
_CODE: Final = re.compile(r"['\"`]|\w\(\s*['\"\w]*\s*['\"]|\[\s*['\":]|\.(?:i?loc|at)\b|\bdef\s")


def config_words(line: str) -> str:
    """`line` with the underscores of each config identifier made spaces, so a reader of prose
    reads its words; code, and a key of a dated value, are left as written."""
    if _CODE.search(line):
        return line
    return _IDENTIFIER.sub(
        lambda m: m.group(0) if _DATED_KEY.match(line, m.end()) else m.group(0).replace("_", " "),
        line,
    )


__all__ = ["config_words"]
