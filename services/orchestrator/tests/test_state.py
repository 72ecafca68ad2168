"""`apply(state, event)`, one event kind at a time: no bus, no model, no clock.

Each test starts from a run's fresh state, applies the events a run would see, and checks what
changed (and that events of no concern change nothing).
"""

from __future__ import annotations

import dataclasses
from datetime import date
from typing import Any

from quantward_contracts import new_id
from quantward_contracts.events import (
    AgentModelCalled,
    AgentModelCalledData,
    AgentToolCalled,
    AgentToolCalledData,
    AnswerDrafted,
    AnswerDraftedData,
    AnswerReleased,
    AnswerReleasedData,
    AnswerValidated,
    AnswerValidatedData,
    CancelRun,
    CancelRunData,
    CitationsResolved,
    CitationsResolvedData,
    ClarificationAnswered,
    ClarificationAnsweredData,
    ClarificationRequested,
    ClarificationRequestedData,
    ContractProposed,
    ContractProposedData,
    ContractStatusChanged,
    ContractStatusChangedData,
    EntityAlternative,
    EntityResolved,
    EntityResolvedData,
    MentionsResolved,
    MentionsResolvedData,
    ResolvedMention,
    ResolveEntity,
    ResolveEntityData,
    ResolveMentions,
    ResolveMentionsData,
    ReviewRequested,
    ReviewRequestedData,
    RunCompleted,
    RunCompletedData,
    RunPlanned,
    RunPlannedData,
    RunProgressed,
    RunProgressedData,
    RunRequested,
    RunRequestedData,
    TaskCompleted,
    TaskCompletedData,
    TaskDelegated,
    TaskDelegatedData,
    UnresolvedMark,
)
from quantward_contracts.values import (
    CheckResult,
    CompletionRecord,
    PlanPart,
    ResearchContractBody,
    ReviewBundle,
)
from quantward_grounding import SourceRegistry, ground
from quantward_grounding.sharing import shared_sources
from quantward_orchestrator.domain import ResolvedEntity
from quantward_orchestrator.state import RunState, apply, envelope, fold
from quantward_workflows import get_template

RUN = "run_01jstatetest0000000000000"
APPLE = "ent_apple_inc"
PREVIEW = get_template("earnings-preview")
CONTRACT = ResearchContractBody(interpretation="An earnings preview of Apple", objective="preview")


def requested(
    *, mode: str = "chat", inputs: dict[str, Any] | None = None, question: str | None = None
) -> RunRequested:
    return RunRequested(
        run_id=RUN,
        producer="cli",
        data=RunRequestedData(
            mode=mode,  # type: ignore[arg-type]
            template_id=None if question else PREVIEW.id,
            inputs={} if question else ({"company": "Apple"} if inputs is None else inputs),
            question=question,
            requested_by="test",
        ),
    )


def begun(request: RunRequested | None = None) -> RunState:
    request = request or requested()
    template = PREVIEW if request.data.template_id else None
    return apply(RunState.new(RUN, template), request)


def by_run(state: RunState, cause: Any = None) -> dict[str, Any]:
    return dict(envelope(state, "orchestrator", cause))


def reply_to(command: Any, producer: str = "peer") -> dict[str, Any]:
    return {"run_id": RUN, "producer": producer, "causation_id": command.event_id}


# --- the request ------------------------------------------------------------------------------


def test_a_request_binds_the_template_s_inputs_once_and_is_the_first_user_message() -> None:
    request = requested()
    state = begun(request)
    assert state.request == request
    assert state.inputs is not None
    assert state.inputs.values["company"] == "Apple"
    assert state.binding_error is None
    [message] = state.user_messages
    assert message.kind == "template_inputs"
    assert message.message_id == "msg_" + request.event_id.removeprefix("evt_")
    assert apply(state, request) == state  # a redelivery changes nothing


def test_a_follow_up_is_given_the_conversations_sources_as_its_own() -> None:
    from quantward_contracts.values import CarriedSource
    from quantward_grounding import Passage, SourceRegistry
    from quantward_grounding.sharing import to_shared

    earlier = SourceRegistry("run_01jearlierturn00000000000")
    source = earlier.register(
        kind="document",
        title="Apple 10-K 2022",
        tool_name="search_documents",
        tool_call_id="tcl_01jearliersearch000000000",
        content="Greater China net sales were 74.2 bn.",
        passages=(Passage(chunk_id="chk_china", text="Greater China net sales were 74.2 bn."),),
    )
    good = CarriedSource(from_run_id=earlier.run_id, source=to_shared(source))
    forged = CarriedSource(
        from_run_id=earlier.run_id,
        source=to_shared(source).model_copy(update={"content": "Greater China doubled."}),
    )
    request = requested(question="And the filing you cited?")
    request = request.model_copy(
        update={"data": request.data.model_copy(update={"grounding": (good, forged)})}
    )
    state = begun(request)
    [given] = state.given
    assert given.run_id == RUN
    assert given.source_id != source.source_id
    assert given.passages == source.passages
    assert state.sources == (given,)  # citable like the researchers' sources
    [refused] = state.refused_grounding
    assert refused.startswith(f"{earlier.run_id}/{source.source_id}: ")
    assert begun().given == ()


def test_a_free_question_has_no_inputs_and_is_a_request_message() -> None:
    state = begun(requested(question="What did Apple say?"))
    assert state.inputs is None
    assert state.user_messages[0].kind == "request"
    assert state.spec.as_of == state.request.time.date()  # type: ignore[union-attr]


def test_inputs_that_do_not_bind_are_why_the_run_fails() -> None:
    state = begun(requested(mode="strategy", inputs={}))
    assert state.inputs is None
    assert "company" in (state.binding_error or "")


def test_a_template_that_was_not_found_is_why_the_run_fails() -> None:
    fresh = RunState.new(RUN, template_error="no bundled template 'nope'")
    state = apply(fresh, requested())
    assert state.binding_error == "no bundled template 'nope'"


def test_events_of_another_run_change_nothing() -> None:
    state = begun()
    other = RunProgressed(
        run_id="run_01jotherrun00000000000000",
        producer="orchestrator",
        data=RunProgressedData(stage="planning"),
    )
    assert apply(state, other) == state


# --- clarifications and missing inputs ----------------------------------------------------------


def ask(state: RunState, cause: Any = None) -> ClarificationRequested:
    return ClarificationRequested(
        **envelope(state, "orchestrator", cause),
        data=ClarificationRequestedData(
            clarification_id=new_id("clr"), question="Which company?", reason="missing"
        ),
    )


def answer(question: ClarificationRequested, text: str) -> ClarificationAnswered:
    return ClarificationAnswered(
        **question.caused(
            producer="cli",
            data=ClarificationAnsweredData(
                clarification_id=question.data.clarification_id,
                answer=text,
                answered_by="test",
                message_id="msg_answer000000000000000000",
            ),
        )
    )


def test_an_answer_to_a_question_the_request_caused_fills_the_next_missing_input() -> None:
    state = begun(requested(inputs={}))
    assert state.missing_inputs == ("company",)
    question = ask(state)
    state = apply(state, question)
    assert question.data.clarification_id in state.asked
    state = apply(state, answer(question, "Apple"))
    assert state.missing_inputs == ()
    assert state.inputs is not None
    assert state.inputs.values["company"] == "Apple"
    assert list(state.inputs.values) == list(PREVIEW.inputs)  # declaration order, as bound
    [clarified] = state.clarified
    assert (clarified.question, clarified.answer) == ("Which company?", "Apple")
    assert state.user_messages[-1].kind == "clarification_answer"
    assert state.user_messages[-1].message_id == "msg_answer000000000000000000"
    assert state.asked == {}


def test_an_answer_that_is_not_a_valid_input_is_why_it_is_asked_again() -> None:
    state = begun(requested(inputs={}))
    question = ask(state)
    state = fold(state, [question, answer(question, "  ")])
    assert state.missing_inputs == ("company",)
    assert state.binding_error is None
    assert state.input_problem == "expected a company name or id, got an empty text"
    again = ask(state)
    state = fold(state, [again, answer(again, "Apple")])
    assert (state.missing_inputs, state.input_problem) == ((), None)


def test_an_answer_to_another_question_fills_no_input_and_a_second_answer_is_ignored() -> None:
    state = begun(requested(inputs={}))
    resolution = EntityResolved(
        run_id=RUN,
        producer="resolver",
        data=EntityResolvedData(query="x", status="not_found", confidence=0.0),
    )
    question = ask(state, cause=resolution)
    state = fold(state, [question, answer(question, "Apple")])
    assert state.missing_inputs == ("company",)
    assert len(state.clarified) == 1
    assert apply(state, answer(question, "Again")) == state


# --- resolution -------------------------------------------------------------------------------


def test_the_companies_the_resolver_names_for_the_run_are_candidates_until_announced() -> None:
    state = begun()
    command = ResolveEntity(**by_run(state), data=ResolveEntityData(query="Porsche"))
    ambiguous = EntityResolved(
        **reply_to(command, "resolver"),
        data=EntityResolvedData(
            query="Porsche",
            status="ambiguous",
            confidence=0.5,
            alternatives=(
                EntityAlternative(entity_id="ent_porsche_ag", name="Porsche AG", confidence=0.5),
                EntityAlternative(entity_id="ent_porsche_se", name="Porsche SE", confidence=0.5),
            ),
        ),
    )
    state = fold(state, [command, ambiguous])
    assert state.candidates["ent_porsche_se"] == ResolvedEntity(
        "ent_porsche_se", "Porsche SE", "Porsche"
    )
    assert state.entities == ()
    announced = RunProgressed(
        **by_run(state), entity_ids=("ent_porsche_se",), data=RunProgressedData(stage="planning")
    )
    state = apply(state, announced)
    assert state.stage == "planning"
    assert state.entities == (ResolvedEntity("ent_porsche_se", "Porsche SE", "Porsche"),)
    later = RunProgressed(
        **by_run(state), entity_ids=("ent_porsche_ag",), data=RunProgressedData(stage="planning")
    )
    assert apply(state, later).entities == state.entities  # announced once


def test_a_resolution_a_researcher_asked_for_is_not_the_run_s() -> None:
    state = begun()
    delegation = TaskDelegated(
        **by_run(state), data=TaskDelegatedData(task_id="tsk_1abc", instructions="x")
    )
    command = ResolveEntity(
        **delegation.caused(producer="researcher", data=ResolveEntityData(query="Apple"))
    )
    resolved = EntityResolved(
        **reply_to(command, "resolver"),
        data=EntityResolvedData(
            query="Apple", status="resolved", entity_id=APPLE, canonical_name="Apple Inc.",
            confidence=1.0,
        ),
    )  # fmt: skip
    assert fold(state, [command, resolved]).candidates == {}


def test_mentions_resolved_in_a_question_are_candidates() -> None:
    state = begun(requested(question="What did Apple say?"))
    command = ResolveMentions(**by_run(state), data=ResolveMentionsData(text="What did Apple say?"))
    mentions = MentionsResolved(
        **reply_to(command, "resolver"),
        data=MentionsResolvedData(
            text="What did Apple say?",
            mentions=(
                ResolvedMention(
                    text="Apple", start=9, end=14, status="resolved", entity_id=APPLE,
                    canonical_name="Apple Inc.", confidence=1.0,
                ),
            ),
        ),
    )  # fmt: skip
    state = fold(state, [command, mentions])
    assert state.candidates[APPLE] == ResolvedEntity(APPLE, "Apple Inc.", "What did Apple say?")


# --- contract, reviews, checks --------------------------------------------------------------------


def proposed(state: RunState, version: int) -> ContractProposed:
    return ContractProposed(
        **by_run(state),
        data=ContractProposedData(
            contract_id="ctr_1abc",
            version=version,
            contract=CONTRACT,
            supersedes=version - 1 or None,
        ),
    )


def status(state: RunState, version: int, value: str) -> ContractStatusChanged:
    return ContractStatusChanged(
        **by_run(state),
        data=ContractStatusChangedData(contract_id="ctr_1abc", version=version, status=value),  # type: ignore[arg-type]
    )


def test_a_contract_counts_once_its_latest_version_is_accepted() -> None:
    state = apply(begun(), proposed(begun(), 1))
    assert (state.contract_id, state.contract_version, state.contract) == ("ctr_1abc", 1, None)
    assert apply(state, status(state, 1, "rejected")).contract is None
    state = fold(state, [proposed(state, 2), status(state, 1, "accepted")])
    assert state.contract is None  # not the latest version
    state = apply(state, status(state, 2, "accepted"))
    assert state.contract == CONTRACT


def traced(state: RunState, role: str, text: str = "thinking") -> list[Any]:
    return [
        AgentModelCalled(
            **by_run(state),
            data=AgentModelCalledData(
                agent_id=role, role=role, turn=1, model="m", request_digest="d",  # type: ignore[arg-type]
                completion=CompletionRecord(content=text), latency_ms=1.0,
            ),
        ),
        AgentToolCalled(
            **by_run(state),
            data=AgentToolCalledData(
                agent_id=role, role=role, turn=1, call_id="c1", tool_call_id="tcl_1abc",  # type: ignore[arg-type]
                tool="plan", error=False, result="ok", duration_ms=1.0,
            ),
        ),
        AgentToolCalled(
            **by_run(state),
            data=AgentToolCalledData(
                agent_id=role, role=role, turn=1, call_id="c2", tool_call_id="tcl_2abc",  # type: ignore[arg-type]
                tool="plan", error=True, result="refused", duration_ms=1.0,
            ),
        ),
    ]  # fmt: skip


def test_the_trace_keeps_the_run_s_own_agents_and_a_review_marks_what_it_saw() -> None:
    state = fold(begun(), traced(begun(), "contract_writer"))
    assert state.reasoning == ("contract_writer: thinking",)
    assert [c.tool for c in state.calls] == ["plan"]  # the refused call is not kept
    assert fold(state, traced(state, "researcher")) == state
    review = ReviewRequested(
        **by_run(state),
        data=ReviewRequestedData(
            review_id="rev_1abc", stage="plan", subject_id="ctr_1abc", subject_version=1,
            subject_hash="h", policy="chat",
            bundle=ReviewBundle(
                stage="plan", policy="chat", contract_id="ctr_1abc", contract_version=1,
                contract=CONTRACT,
            ),
        ),
    )  # fmt: skip
    state = apply(state, review)
    assert state.last_review_id == "rev_1abc"
    assert state.since_review() == ((), ())
    state = fold(state, traced(state, "orchestrator", "composing"))
    reasoning, calls = state.since_review()
    assert reasoning == ("orchestrator: composing",)
    assert len(calls) == 1


def test_the_validator_s_checks_of_a_published_draft_are_kept() -> None:
    state = begun()
    drafted = AnswerDrafted(
        **by_run(state), data=AnswerDraftedData(answer_id="ans_1abc", version=1, text="x")
    )
    check = CheckResult(check_id="answer.cited", passed=True, message="ok")
    validated = AnswerValidated(
        **reply_to(drafted, "validator"),
        data=AnswerValidatedData(answer_id="ans_1abc", version=1, passed=True, checks=(check,)),
    )
    # a verdict on a draft the run has not published (yet) changes nothing
    assert apply(state, validated).answer_checks == ()
    drafted_state = apply(state, drafted)
    assert apply(drafted_state, validated).answer_checks == (check,)
    assert apply(apply(drafted_state, validated), validated) == apply(drafted_state, validated)


# --- plan and tasks -------------------------------------------------------------------------------


def planned(state: RunState, version: int, *items: str) -> RunPlanned:
    return RunPlanned(
        **by_run(state),
        data=RunPlannedData(
            version=version,
            parts=tuple(
                PlanPart(part_id=i, question=f"{i}?", entity_ids=(APPLE,), plan_item_id=i)
                for i in items
            ),
        ),
    )


def test_a_committed_plan_replaces_the_previous_one() -> None:
    state = apply(begun(), planned(begun(), 1, "a", "b"))
    assert (list(state.plan), state.plan_version) == (["a", "b"], 1)
    state = apply(state, planned(state, 2, "c"))
    assert (list(state.plan), state.plan_version) == (["c"], 2)


def delegated(state: RunState, part_id: str) -> TaskDelegated:
    return TaskDelegated(
        **by_run(state),
        entity_ids=(APPLE,),
        data=TaskDelegatedData(task_id=new_id("tsk"), instructions="x", part_id=part_id),
    )


def completed(task: TaskDelegated, *, forge: bool = False) -> TaskCompleted:
    registry = SourceRegistry(RUN, owner=task.data.task_id)
    source = registry.register_computation(
        synthetic=False,
        title=f"Figures for {task.data.part_id}",
        tool_name="t",
        result={"value": 42},
        items={"value": 42},
        tool_call_id=new_id("tcl"),
        as_of=date(2022, 12, 28),
    )
    text = f"42 [[{source.source_id}#{source.passages[0].chunk_id}]]"
    shared = shared_sources([source])
    if forge:
        shared = (shared[0].model_copy(update={"content": '{"value": 4200}'}),)
    return TaskCompleted(
        **task.caused(
            producer="researcher",
            data=TaskCompletedData(
                task_id=task.data.task_id,
                status="succeeded",
                answer=text,
                citations=tuple(ground(registry, text).citations),
                sources=shared,
            ),
        )
    )


def test_a_completed_task_adopts_its_sources_in_delegation_order() -> None:
    state = begun()
    first, second = delegated(state, "a"), delegated(state, "b")
    state = fold(state, [first, second])
    assert [t.status for t in state.tasks.values()] == ["delegated", "delegated"]
    state = fold(state, [completed(second), completed(first)])  # replies in any order
    assert state.answered == 2
    assert [s.title for s in state.sources] == ["Figures for a", "Figures for b"]
    assert [c.title for c in state.returned_citations] == ["Figures for a", "Figures for b"]
    assert state.tasks[first.data.task_id].answer.startswith("42 [[src_")
    assert apply(state, completed(first)) == state  # a redelivery


def test_a_forged_source_fails_only_its_task() -> None:
    state = begun()
    good, forged = delegated(state, "a"), delegated(state, "b")
    state = fold(state, [good, forged, completed(good), completed(forged, forge=True)])
    done = state.tasks[forged.data.task_id]
    assert done.status == "failed"
    assert (done.error or "").startswith("its sources were refused")
    assert done.answer == ""
    assert state.answered == 1
    assert [s.title for s in state.sources] == ["Figures for a"]


def test_a_completion_of_a_task_the_run_did_not_delegate_changes_nothing() -> None:
    state = begun()
    stranger = delegated(state, "x")
    assert apply(state, completed(stranger)) == state


# --- drafts, release, completion ------------------------------------------------------------------


def test_drafts_the_grounder_s_verdict_and_the_release_are_kept() -> None:
    state = begun()
    draft = AnswerDrafted(
        **by_run(state), data=AnswerDraftedData(answer_id="ans_1abc", version=1, text="t")
    )
    state = apply(state, draft)
    assert [(d.answer_id, d.version, d.unresolved) for d in state.drafts] == [("ans_1abc", 1, None)]
    verdict = CitationsResolved(
        **reply_to(draft, "grounder"),
        data=CitationsResolvedData(
            answer_id="ans_1abc", unresolved=(UnresolvedMark(mark="[[x]]", reason="r"),)
        ),
    )
    state = apply(state, verdict)
    assert state.draft(draft.event_id).unresolved == ("[[x]]",)  # type: ignore[union-attr]
    released = AnswerReleased(
        **by_run(state),
        data=AnswerReleasedData(
            answer_id="ans_1abc", version=1, text="t", citations=(), content_hash="h"
        ),
    )
    assert apply(state, released).released_answer_id == "ans_1abc"


def test_a_completed_run_changes_no_more_and_a_cancellation_is_its_completion() -> None:
    state = begun()
    cancel = CancelRun(
        run_id=RUN, producer="cli", data=CancelRunData(reason="stop", requested_by="test")
    )
    assert apply(state, cancel) == state  # the run ends through its run.completed
    done = RunCompleted(**by_run(state), data=RunCompletedData(status="cancelled", error="stop"))
    state = apply(state, done)
    assert (state.status, state.error) == ("cancelled", "stop")
    assert apply(state, planned(state, 1, "late")) == state


def test_the_guardian_s_concerns_are_kept_as_its_latest_decision_left_them() -> None:
    from quantward_contracts.events import ReviewDecided, ReviewDecidedData
    from quantward_contracts.values import Concern

    opened = Concern(concern_id="c1", status="open", material=True, summary="limit assumed")
    other = Concern(concern_id="c2", status="open", material=False, summary="a note")
    resolved = opened.model_copy(update={"status": "resolved", "summary": "the user answered"})
    state = begun()
    for decision, concerns in (("revise", (opened, other)), ("accept", (resolved,))):
        review_id = f"rev_01jstate{decision}00000000000000"[:30]
        decided = ReviewDecided(
            run_id=RUN,
            producer="guardian",
            data=ReviewDecidedData(
                review_id=review_id,
                stage="plan",
                decision=decision,  # type: ignore[arg-type]
                summary=decision,
                concerns=concerns,
            ),
        )
        # a decision on a review the run has not requested (yet) changes nothing
        assert apply(state, decided) == state
        state = apply(dataclasses.replace(state, last_review_id=review_id), decided)
    assert state.ledger == {"c1": resolved, "c2": other}


def test_carried_concerns_join_the_ledger_once_and_a_review_replaces_them() -> None:
    from quantward_contracts.events import (
        ConcernsCarried,
        ConcernsCarriedData,
        ReviewDecided,
        ReviewDecidedData,
    )
    from quantward_contracts.values import Concern

    earlier = "run_01jfx2earlierstrategyrun000"
    left_open = Concern(
        concern_id="c1", status="open", material=True, summary="assumed", carried_from=earlier
    )
    carried = ConcernsCarried(
        **by_run(begun()), data=ConcernsCarriedData(from_run_id=earlier, concerns=(left_open,))
    )
    state = apply(begun(), carried)
    assert (state.ledger, state.carried_from) == ({"c1": left_open}, earlier)
    again = ConcernsCarried(
        **by_run(state), data=ConcernsCarriedData(from_run_id="run_01jfx2another0000000000000")
    )
    assert apply(state, again) == state  # carried once, before the first review
    raised = left_open.model_copy(update={"carried_from": None, "summary": "still assumed"})
    review_id = "rev_01jstatecarried0000000000"
    decided = ReviewDecided(
        run_id=RUN,
        producer="guardian",
        data=ReviewDecidedData(
            review_id=review_id,
            stage="plan",
            decision="revise",
            summary="s",
            concerns=(raised,),
            requested_changes=("x",),
        ),
    )
    state = apply(dataclasses.replace(state, last_review_id=review_id), decided)
    assert state.ledger == {"c1": raised}
