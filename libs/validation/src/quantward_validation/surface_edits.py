"""What a cleaner of pasted text returns (`quantward_validation.surface`): edits on its input.

Kept apart from `surface`, which runs the cleaners, so that a cleaner in a module of its own
(`pdf_text`, `typed_text`) can build edits without importing the module that imports it.
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
