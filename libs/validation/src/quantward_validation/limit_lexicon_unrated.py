"""Unrated credit, a bucket of a book of its own, and subjects said by their adjective.

Indian, Hong Kong and Singapore schemes bound "unrated paper", "exposure to unrated debt
instruments", "the unrated bucket" or "non-rated bonds" apart from high yield: paper no agency
rates is neither below investment grade by a rating nor one position. A bound on it bounds only
it, and a plan's field named for it (`unratedPaperCap`, `max_unrated_debt_weight`) is read
against it alone, never as a position cap because its name ends in "weight".

A subject is also said by its adjective or a "-wise" form: "sectoral exposure", "sector-wise
allocation" (`SECTOR_ADJECTIVES`, joined to the sector pattern). Patterns read lower-cased words
(config names already split, `limits.words`).
"""

from __future__ import annotations

import re
from typing import Final

#: canonical subject name of the unrated-credit bucket
UNRATED: Final = "max_unrated_weight"

#: credit no agency rates: "unrated", "non-rated", "not rated", "not-rated", "without a (credit)
#: rating", "no external rating" (a rating said of something, "top-rated", "rated AA", is none)
UNRATED_PATTERN: Final = re.compile(
    r"\b(?:un|non|not)[\s-]*rated\b|"
    r"\b(?:without|lacking|with\s+no|having\s+no)\s+(?:an?\s+|any\s+)?(?:external\s+|public\s+|"
    r"credit\s+|agency\s+)*ratings?\b"
)

#: a sector said by its adjective or by a "-wise" form ("sectoral caps", "industry-wise")
SECTOR_ADJECTIVES: Final = r"sectoral|sectorial|sector[\s-]?wise|industry[\s-]?wise"

__all__ = ["SECTOR_ADJECTIVES", "UNRATED", "UNRATED_PATTERN"]
