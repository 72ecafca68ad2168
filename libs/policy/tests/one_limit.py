"""The one-limit plan bundle the Guardian's limit tests review: a plan stating one assumed
constraint, under a mandate, after one user message; and the concerns that decide it. Each
test file writes only what its case is about (the limit, the mandate's wording, the ask)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import JsonValue

from quantward_contracts.values import (
    Constraint,
    ConstraintUnit,
    ResearchContractBody,
    ReviewBundle,
    UserMessage,
)
from quantward_policy.guardian import decide


def decided(
    *,
    name: str,
    value: float,
    unit: ConstraintUnit | None,
    rationale: str,
    interpretation: str,
    ask: str,
    message_id: str,
    mandate: dict[str, JsonValue] | None,
    policy: Literal["chat", "strategy"] = "chat",
    provenance: Literal["assumption", "mandate_clause", "user_message"] = "assumption",
    provenance_ref: str | None = None,
) -> dict[str, Any]:
    """The Guardian's decision on a plan whose one constraint, `name` = `value` `unit`, is an
    assumption (with `rationale`) or cites `provenance_ref`, asked for by `ask` under `mandate`."""
    contract = ResearchContractBody(
        interpretation=interpretation,
        objective="the best return per unit of risk",
        objective_kind="maximise_risk_adjusted_return",
        constraints=(
            Constraint(
                name=name,
                value=value,
                unit=unit,
                provenance=provenance,
                provenance_ref=provenance_ref,
                rationale=rationale,
            ),
        ),
    )
    bundle = ReviewBundle(
        stage="plan",
        policy=policy,
        user_messages=(UserMessage(message_id=message_id, text=ask),),
        mandate=mandate,
        contract_id="ctr_1",
        contract_version=1,
        contract=contract,
    )
    return decide(bundle, (), ())


def material(decided: dict[str, Any], prefixes: tuple[str, ...] | None = None) -> list[str]:
    """The material concerns' ids, only those starting with one of `prefixes` when given (the
    concerns about the plan's limits, not its other parts)."""
    return [
        c["concern_id"]
        for c in decided["concerns"]
        if c["material"] and (prefixes is None or c["concern_id"].startswith(prefixes))
    ]
