"""The information boundary: what a later stage is handed is the accepted version of each
decision, never a superseded or rejected one.

A run's state keeps every proposal as it comes (the validator and the Guardian must see the
version under review), so the state also holds versions no later stage may use: the proposal
that was rejected, the accepted version a newer proposal superseded. Every hand-off from the
plan commit on — the researchers' task inputs, the contract a draft is checked against, the
contract the final review reads — is built here, from `accepted(state)`, and from nothing else.
Plan revisions: only the parts of the latest committed plan may be delegated (`current_plan`).
Answer drafts: only the candidate the checks approved may be released (`commitment`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from quantward_agents.briefs import OrchestratorBrief
from quantward_contracts.values import PlanPart, ResearchContractBody, TaskParameters
from quantward_orchestrator.domain import task_parameters
from quantward_orchestrator.state import RunState


@dataclass(frozen=True)
class Accepted:
    """The accepted contract version: its id, number and body."""

    contract_id: str
    version: int
    contract: ResearchContractBody


class NothingAcceptedError(LookupError):
    """A stage asked for the accepted contract of a run that has none (a harness bug: research
    starts only after plan commit)."""


def accepted(state: RunState) -> Accepted:
    """The run's accepted contract version; `NothingAcceptedError` if there is none."""
    if state.contract is None or state.contract_id is None or state.accepted_version < 1:
        raise NothingAcceptedError(
            f"run {state.run_id} has no accepted contract version; a later stage is handed "
            "only an accepted one"
        )
    return Accepted(state.contract_id, state.accepted_version, state.contract)


def current_plan(state: RunState) -> Mapping[str, PlanPart]:
    """The parts of the latest committed plan (a revised plan replaces the earlier parts)."""
    return state.plan


def task_inputs(state: RunState, part: PlanPart, brief: OrchestratorBrief) -> TaskParameters:
    """A researcher's typed inputs for `part`, limits from the accepted contract version."""
    return task_parameters(part, brief, state.spec, accepted(state).contract)


def draft_contract(state: RunState) -> dict[str, Any]:
    """The contract fields of a draft: the accepted version it answers to (none when the run
    accepted none)."""
    try:
        current = accepted(state)
    except NothingAcceptedError:
        return {"contract_id": None, "contract_version": None, "contract": None}
    return {
        "contract_id": current.contract_id,
        "contract_version": current.version,
        "contract": current.contract,
    }


__all__ = [
    "Accepted",
    "NothingAcceptedError",
    "accepted",
    "current_plan",
    "draft_contract",
    "task_inputs",
]
