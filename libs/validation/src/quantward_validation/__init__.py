"""quantward_validation: the deterministic validator's checks, pure functions of their inputs.

A research contract is checked before research starts (`validate_contract`) and a drafted answer
against its contract (`validate_answer`). Each check decides one thing exactly and says, in a
sentence, what it checked and what is wrong where (`CheckResult.field`). No check reads a
network or a database; the portfolio checks recompute with the platform library over the shipped
prices. What cannot be decided exactly — whether an assumed limit is what the user meant,
whether the evidence supports the reasoning — is left to the Guardian (`docs/validation.md`).
"""

from quantward_validation.answer import released_text_check, validate_answer
from quantward_validation.checks import CHECK_IDS, all_passed, failures
from quantward_validation.contract import validate_contract
from quantward_validation.objectives import OPTIMISERS, SOLVERS
from quantward_validation.provenance import validate_provenance

__all__ = [
    "CHECK_IDS",
    "OPTIMISERS",
    "SOLVERS",
    "all_passed",
    "failures",
    "released_text_check",
    "validate_answer",
    "validate_contract",
    "validate_provenance",
]
