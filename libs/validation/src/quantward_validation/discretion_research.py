"""Room over a parameter refused in a research protocol's words.

A protocol or a pre-registration says a bound is no choice of the researcher's as a statistician
says it: "it is not a tuning parameter", "we do not calibrate the sector cap: it is set to 30 %",
"the baseline, and the only admissible value, is 25 %", "held fixed, not estimated". Such a
clause takes every room from the level it holds (`fixed_levels`): a plan that assumes another
level, lower or higher, sets a value nobody gave it.
"""

from __future__ import annotations

from typing import Final

#: a parameter said to be no choice: not tuned, calibrated, estimated or free; the only value
REFUSALS: Final = (
    r"\bnot\s+(?:a|an|one\s+of\s+the)\s+(?:tuning|free|calibrat\w+|estimated|choice)\s+"
    r"(?:parameters?|variables?)\b|"
    r"\b(?:do|does|did|will|shall|may)\s*(?:not|n['’]t)\s+(?:re-?)?(?:calibrate|tune|estimate|"
    r"optimi[sz]e)\b|"
    r"\bnot\s+(?:re-?)?(?:calibrated|tuned|estimated|optimi[sz]ed|chosen\s+by\s+(?:us|the\s+"
    r"authors?|the\s+researchers?))\b|"
    r"\b(?:the\s+)?only\s+(?:admissible|permitted|allowed|acceptable|feasible)\s+"
    r"(?:value|level|choice|setting)\b"
)

__all__ = ["REFUSALS"]
