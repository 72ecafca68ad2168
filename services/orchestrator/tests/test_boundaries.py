"""The information and commitment boundaries of a run.

Information: after a revision hand-off with rejected, superseded and accepted contract versions
(and a stray later proposal), what later stages are handed — a researcher's task inputs, the
contract a draft answers to, the contract the final review reads — holds the accepted value
only. Commitment: a candidate changed after approval, or whose evidence is not in the run, is
refused and the refusal is recorded.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from quantward_contracts.events import (
    AnswerDrafted,
    AnswerDraftedData,
    AnswerReleased,
    CitationsResolved,
    CitationsResolvedData,
    ContractProposed,
    ContractProposedData,
    ContractStatusChanged,
    ContractStatusChangedData,
    RunBoundaryRefused,
)
from quantward_contracts.values import Citation, Constraint, PlanPart, ResearchContractBody
from quantward_orchestrator import reviews
from quantward_orchestrator.commitment import Candidate, refusal, text_hash
from quantward_orchestrator.domain import orchestrator_brief
from quantward_orchestrator.handoff import (
    NothingAcceptedError,
    accepted,
    draft_contract,
    task_inputs,
)
from quantward_orchestrator.journal import Run, RunFailedError
from quantward_orchestrator.releasing import commit
from quantward_orchestrator.state import RunState, apply, fold
from services.orchestrator.tests.test_contracting import Gateway
from services.orchestrator.tests.test_state import APPLE, begun, by_run, completed, delegated

#: max_position_weight of each version: rejected, superseded, accepted, and a stray later one
REJECTED, SUPERSEDED, ACCEPTED, STRAY = 0.12, 0.1, 0.05, 0.25


def body(weight: float) -> ResearchContractBody:
    limit = Constraint(name="max_position_weight", value=weight, provenance="assumption")
    return ResearchContractBody(interpretation="a book", objective="x", constraints=(limit,))


def proposal(state: RunState, version: int, weight: float) -> ContractProposed:
    return ContractProposed(
        **by_run(state),
        data=ContractProposedData(
            contract_id="ctr_1abc", version=version, contract=body(weight), supersedes=None
        ),
    )


def status(state: RunState, version: int, value: Any) -> ContractStatusChanged:
    return ContractStatusChanged(
        **by_run(state),
        data=ContractStatusChangedData(contract_id="ctr_1abc", version=version, status=value),
    )


def handed_off() -> RunState:
    state = begun()
    return fold(
        state,
        [
            proposal(state, 1, REJECTED),
            status(state, 1, "rejected"),
            proposal(state, 2, SUPERSEDED),
            status(state, 2, "superseded"),
            proposal(state, 3, ACCEPTED),
            status(state, 3, "accepted"),
            proposal(state, 4, STRAY),  # proposed later, never accepted
        ],
    )


def test_later_stages_are_handed_the_accepted_version_only() -> None:
    state = handed_off()
    assert state.proposal == body(STRAY)  # the state holds it: the boundary must not pass it on
    current = accepted(state)
    assert (current.version, current.contract) == (3, body(ACCEPTED))

    part = PlanPart(part_id="p1", question="How large?", entity_ids=(APPLE,))
    inputs = task_inputs(state, part, orchestrator_brief(state.spec))
    draft = draft_contract(state)
    review = reviews.bundle(state, "final", current.contract, answer="x")
    handed = [
        inputs.model_dump_json(),
        json.dumps({**draft, "contract": draft["contract"].model_dump(mode="json")}),
        review.model_dump_json(exclude={"user_messages"}),
    ]
    assert inputs.mandate["max_position_weight"] == ACCEPTED
    assert (draft["contract_version"], review.contract_version) == (3, 3)
    for text in handed:
        numbers = {float(n) for n in re.findall(r"(?<![\w.])\d+\.\d+", text)}
        assert ACCEPTED in numbers
        assert not numbers & {REJECTED, SUPERSEDED, STRAY}


def test_an_accepted_version_that_is_superseded_is_no_longer_handed_on() -> None:
    state = handed_off()
    state = apply(state, status(state, 3, "superseded"))
    with pytest.raises(NothingAcceptedError):
        accepted(state)
    assert draft_contract(state)["contract"] is None


# --- commitment at release ---------------------------------------------------------------------


def drafted_run() -> tuple[Run, Candidate]:
    """A run with one answered task and a draft the grounder resolved completely."""
    state = begun()
    task = delegated(state, "p1")
    done = completed(task)
    citation = Citation(mark="[[m]]", number=1, source_id=done.data.sources[0].source_id)
    text = "Apple's figures are in [1]."
    draft = AnswerDrafted(
        **by_run(state),
        data=AnswerDraftedData(answer_id="ans_1abc", version=1, text=text, citations=(citation,)),
    )
    grounded = CitationsResolved(
        **{**by_run(state), "causation_id": draft.event_id},
        data=CitationsResolvedData(answer_id="ans_1abc", citations=(citation,), unresolved=()),
    )
    state = fold(state, [task, done, draft, grounded])
    run = Run(state, Gateway())
    return run, Candidate("ans_1abc", text, (citation,), (), draft.event_id)


class Agent:
    entity_ids = (APPLE,)


async def test_the_approved_candidate_is_released() -> None:
    run, candidate = drafted_run()
    await commit(run, 1, candidate, text_hash(candidate.text), Agent())  # type: ignore[arg-type]
    [released] = [e for e in run.gateway.published if isinstance(e, AnswerReleased)]  # type: ignore[attr-defined]
    assert released.data.content_hash == text_hash(candidate.text)


async def test_a_candidate_changed_after_approval_is_refused_and_recorded() -> None:
    run, candidate = drafted_run()
    approved = text_hash(candidate.text)
    changed = Candidate(
        candidate.answer_id,
        candidate.text + " Buy now.",
        candidate.citations,
        (),
        candidate.draft_event_id,
    )
    with pytest.raises(RunFailedError, match="changed after approval"):
        await commit(run, 1, changed, approved, Agent())  # type: ignore[arg-type]
    published = run.gateway.published  # type: ignore[attr-defined]
    assert not [e for e in published if isinstance(e, AnswerReleased)]
    [refused] = [e for e in published if isinstance(e, RunBoundaryRefused)]
    assert refused.data.boundary == "commitment"
    assert (refused.data.candidate_hash, refused.data.approved_hash) == (
        text_hash(changed.text),
        approved,
    )


def test_a_candidate_whose_evidence_is_not_in_the_run_is_refused() -> None:
    run, candidate = drafted_run()
    foreign = Citation(mark="[[x]]", number=2, source_id="src_notinrun")
    missing = Candidate(
        candidate.answer_id,
        candidate.text,
        (*candidate.citations, foreign),
        (),
        candidate.draft_event_id,
    )
    found = refusal(run.state, missing, text_hash(candidate.text))
    assert found is not None
    assert "src_notinrun" in found.reason
    unchecked = Candidate(candidate.answer_id, candidate.text, candidate.citations, (), "evt_x")
    found = refusal(run.state, unchecked, text_hash(candidate.text))
    assert found is not None
    assert "not in the run" in found.reason
    assert refusal(run.state, candidate, text_hash(candidate.text)) is None


async def test_a_part_of_a_superseded_plan_is_not_delegated() -> None:
    from quantward_agents.tools import ToolError
    from quantward_orchestrator.researching import DelegateArgs, delegate_tool
    from services.orchestrator.tests.test_state import planned

    state = begun()
    state = fold(state, [planned(state, 1, "old"), planned(state, 2, "new")])
    run = Run(state, Gateway())
    tool = delegate_tool(run, orchestrator_brief(state.spec))
    with pytest.raises(ToolError, match="unknown part id"):
        await tool.run(DelegateArgs(part_ids=["old"]), None)  # type: ignore[arg-type]
