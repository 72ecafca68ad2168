"""Where a line of a text starts and ends, for the readers that weigh a figure by its line.

A limit table, a change notice or a chat transcript says which figure is which by the line it
stands on and the lines beside it; every such reader needs the same two offsets, so they are
found here once.
"""

from __future__ import annotations


def line_at(text: str, at: int) -> tuple[int, int]:
    """The start and end offsets of the line of `text` holding offset `at` (the end is the
    newline's offset, or the text's length on the last line)."""
    start = text.rfind("\n", 0, at) + 1
    end = text.find("\n", at)
    return start, len(text) if end < 0 else end


__all__ = ["line_at"]
