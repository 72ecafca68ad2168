"""Hedges of a figure as people say them: "up like 18 %", "something like 4 points", "somewhere
around 30 %", "more or less 12 %", "in the ballpark of 2x".

Forums, chats and transcripts hedge a size with the words of speech rather than "about": "like"
right before the number (the filler of approximation), "something like", "somewhere around",
"in the ballpark of", "give or take", "more or less", "round about", "or so" is said after. A
reader that takes "about 18 %" as the hedged size of a change must take "like 18 %" the same
way, or the figure is read as no size at all and, checked as a figure of the computation, found
missing (a clean "revenue is up like 49 %" revised).

`SPOKEN_HEDGES` is the pattern (no groups) the readers of sizes add to their hedges; it ends
where the number starts. "Like" is a hedge only there, right before a number: "names like 3M"
is a comparison the readers of sizes never see, as no verb of change leads to it.
"""

from __future__ import annotations

from typing import Final

SPOKEN_HEDGES: Final = (
    r"(?:(?:something|somewhere|anywhere)\s+(?:like|around|near|about|close\s+to)|"
    r"(?:in|around)\s+the\s+(?:ballpark|neighbou?rhood|vicinity)\s+of|"
    r"like(?=\s*[~$€£]?\s*(?:\d|$))|more\s+or\s+less|give\s+or\s+take|round\s+about)"
)

__all__ = ["SPOKEN_HEDGES"]
