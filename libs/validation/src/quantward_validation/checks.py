"""The check ids: stable names the run record, the Guardian and dashboards key on.

An id never changes meaning: a check that starts to decide something else gets a new id. Every
verdict is a `CheckResult` (id, passed, a sentence a person understands, the field concerned);
a check may return several results, one per problem, so each problem names its own field.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from types import MappingProxyType
from typing import Final

from quantward_contracts.values import CheckResult

CHECK_IDS: Final[Mapping[str, str]] = MappingProxyType(
    {
        "contract.complete": "The contract states an interpretation, an objective, at least one "
        "method and one evidence promise; every constraint has provenance (a user message id, a "
        "mandate clause or an assumption with its rationale); every binding has an as-of date.",
        "contract.datasets_exist": "Every data binding names a registered dataset.",
        "contract.fields_exist": "Every field a binding uses exists in its dataset.",
        "contract.functions_exist": "Every method names a registered library function, or is "
        "custom code with a reason; evidence promised from a function names a registered one.",
        "contract.point_in_time": "No binding reads data after the decision date; walk-forward "
        "windows train before they test, and select and fit inside each window.",
        "contract.stated_leakage": "No selection or fitting that the contract's text "
        "(interpretation, objective, method purposes) states over a date range or the whole "
        "sample reaches into a test period: a walk-forward window's, or one the text states.",
        "contract.provenance": "Every constraint's provenance is true: the user message or "
        "mandate clause it cites exists and states its value (at the cited span, units and "
        "forms normalised), or it is an assumption with a rationale.",
        "contract.objective_method": "A portfolio objective is solved by a method that solves "
        "that objective (and no optimiser that solves another one).",
        "answer.contract_known": "The draft names the contract it answers, so it can be checked "
        "against it.",
        "answer.cited": "The answer cites at least one source and every citation number or mark "
        "in its text resolves to a citation.",
        "answer.evidence_produced": "Every evidence promise of the contract is in the answer: "
        "its section, its table, its cited computation, its citations.",
        "answer.point_in_time": "No computation the answer relies on, and no source it cites, "
        "is dated after the decision date.",
        "answer.numbers_match": "Numbers, horizons and directions in sentences that cite a "
        "computation agree with that computation.",
        "answer.trends": "Every sentence of the answer that states a direction or a horizon "
        "of a figure a computation it relies on reports (prices, fundamentals series and "
        "ratios, portfolio metrics, custom computations) agrees with that computation's "
        "series.",
        "answer.custom_code": "Every cited result computed by custom code (sandboxed "
        "Python) records its code and reason, and the contract declares custom code with a "
        "reason (no check when the answer cites none).",
        "answer.content_hash": "A released answer's text hashes to the content hash recorded "
        "when it was released (no edit after release).",
        "portfolio.constraints": "The weights of every portfolio computation, recomputed "
        "independently, meet every limit of the contract.",
        "portfolio.metrics_match": "The metrics a portfolio computation reports equal an "
        "independent recomputation of its weights.",
        "portfolio.objective": "The optimiser the answer cites solves the contract's objective.",
    }
)


def check(check_id: str, passed: bool, message: str, field: str | None = None) -> CheckResult:
    """One verdict; refuses an id that is not in `CHECK_IDS` (ids are a published contract)."""
    if check_id not in CHECK_IDS:
        raise ValueError(f"unknown check id {check_id!r}; known: {', '.join(CHECK_IDS)}")
    return CheckResult(check_id=check_id, passed=passed, message=message, field=field)


def all_passed(checks: Iterable[CheckResult]) -> bool:
    """True when no check failed (an empty list passes: nothing was wrong)."""
    return all(c.passed for c in checks)


def failures(checks: Iterable[CheckResult]) -> list[CheckResult]:
    """The failed checks, in order."""
    return [c for c in checks if not c.passed]
