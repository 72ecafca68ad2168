"""What a cleaner of pasted text returns (`quantward_validation.surface`): edits on its input.

Kept apart from `surface` so that modules of cleaners (`pdf_text`) can build edits while
`surface` imports them to run them in order.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class Edit:
    """Replace `text[start:end]` of the text a cleaner was given with `replacement`."""

    start: int
    end: int
    replacement: str


Cleaner = Callable[[str], list[Edit]]

__all__ = ["Cleaner", "Edit"]
