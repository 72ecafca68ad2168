"""Hedges of a figure written as abbreviations: "approx. 12 %", "ca. 4 %", "appr. 0.6 points".

Mail and memos abbreviate "approximately" ("approx.", "approx", "appr.", "apprx."), write the
Latin "circa" ("circa", "ca.", "c."), or the German-English "abt." ("about"). A reader that
takes "about 4 %" as the hedged size of a change must take "approx. 4 %" the same way, or the
figure is read as no size at all and, checked as a figure of the computation, found missing.
`APPROX_ABBREVIATED` is the pattern (no groups) the readers of sizes add to their hedges.
"""

from __future__ import annotations

from typing import Final

APPROX_ABBREVIATED: Final = (
    r"(?:approx\.?|apprx\.?|appr\.|approximately|circa|ca\.|c\.|abt\.|app\.|around\s+about)"
)

__all__ = ["APPROX_ABBREVIATED"]
