"""The names academic finance gives a limit's subject, joined to the trade's (`limits`).

Papers and referee reports name what a bound is on by its mathematical object rather than by
the desk's word: gross exposure is "the L1 norm of the weights" ("ℓ1-norm", `l1NormBound`) or
"the sum of absolute weights"; cash is "the risk-free asset" ("the riskless asset", "the safe
asset") whose weight is bounded below. Each phrase is joined to its subject's pattern, so every
reader (provenance, the mandate's bounds, the Guardian's questions) knows it. A "risk-free
rate" is no holding and stays out.
"""

from __future__ import annotations

import re
from typing import Final

#: the L1 norm of the weights (lower-cased words, `limits.words`: "l1NormBound" is "l1 norm
#: bound", "ℓ_1-norm" is "ℓ 1 norm"), and the sum of their absolute values
_L1_NORM: Final = re.compile(
    r"\b(?:l|ℓ)\s?1[\s-]*norm(?:\s+of\s+(?:the\s+)?(?:portfolio\s+)?(?:weights?|w|positions?|"
    r"holdings?))?\b|\bone[\s-]norm\b|"
    r"\bsum\s+of\s+(?:the\s+)?absolute\s+(?:(?:portfolio|asset|position)\s+)?weights\b|"
    r"\babsolute\s+weights?\s+sum\b"
)
#: the risk-free asset as a holding: "the risk-free asset's weight", "the riskless security", a
#: field's `riskFreeFloor`, `risk_free_weight`
_RISK_FREE_ASSET: Final = re.compile(
    r"\b(?:risk[\s-]*free|riskless|safe)\s+(?:assets?|securit(?:y|ies)|holdings?|instruments?|"
    r"bonds?|weights?|shares?|allocations?|positions?|floor|min(?:imum)?)\b"
)
#: each subject's names in the language of papers
MATH_SUBJECTS: Final[dict[str, re.Pattern[str]]] = {
    "max_gross_leverage": _L1_NORM,
    "cash_weight": _RISK_FREE_ASSET,
}


__all__ = ["MATH_SUBJECTS"]
