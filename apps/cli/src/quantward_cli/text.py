"""User-given text made safe to print on a terminal.

Input a user (or a file, or a model) supplied can hold terminal control sequences: an escape
character can clear the screen, move the cursor, retitle the window or hide what follows. Every
place the CLI echoes such text passes it through `printable`, which writes each control
character as a visible escape (`\\x1b`), and can shorten it, so a 10,000-character input is
echoed as its start and its length rather than filling the terminal.
"""

from __future__ import annotations

import re
from typing import Final

#: C0 and C1 controls and DEL (tab and newline are turned into a visible form too: one line
#: stays one line), and the Unicode bidirectional overrides that reorder what a reader sees
_CONTROL: Final = re.compile("[\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def _escaped(match: re.Match[str]) -> str:
    char = match.group(0)
    code = ord(char)
    return f"\\x{code:02x}" if code <= 0xFF else f"\\u{code:04x}"


def printable(text: str, limit: int | None = None) -> str:
    """`text` with control characters shown as escapes; past `limit` characters, its start and
    how long it was."""
    if limit is not None and len(text) > limit:
        text = f"{text[: max(limit - 1, 1)]}… ({len(text):,} characters)"
    return _CONTROL.sub(_escaped, text)
