"""Work done knowing what happened: "formed knowing returns through 2023", "written having
watched funding levels over 2012–2019", "agreed in full knowledge of gilt yields up to 2022",
"set with the benefit of returns up to 2019".

A choice, an assumption or a rule made with knowledge of a period used that period, whatever
verb makes it ("formed", "drawn up", "agreed", "written"): the words of knowing are the
selection. `leakage` adds `KNOWING` to its selection triggers, so a period after them is read as
what the work used and checked against the test windows ("knowing only returns to 2015" before
a 2016 test is clean).
"""

from __future__ import annotations

from typing import Final

#: words that say the work was done knowing a period's outcome (no groups)
KNOWING: Final = (
    r"\b(?:knowing|(?:in|with)\s+(?:full\s+|complete\s+|the\s+)?knowledge\s+of|"
    r"having\s+(?:seen|watched|observed|known|studied|reviewed|followed|lived\s+through)|"
    r"after\s+(?:seeing|watching|observing|studying|living\s+through)|"
    r"with\s+(?:the\s+)?(?:benefit|advantage)\s+of|"
    r"with\s+sight\s+of|once\s+(?:we|I|they|the\s+\w+)\s+(?:knew|had\s+seen|saw))\b"
)

__all__ = ["KNOWING"]
