"""A run's state as a value, and the one function that changes it: `apply(state, event)`.

The orchestrator applies every event a run publishes and every reply it receives, in the order
it sees them; folding a run's events from the bus into `RunState.new(...)` gives the same value,
so a run can be recovered from its events alone. Nothing here does I/O, reads the clock or makes
an id: what the run decided is read from the events that say so (the companies from the
progress event that closes resolution, the accepted contract from its status change, …).

A reply changes the state only once the state holds what it answers (the task delegated, the
review requested, the draft published, the question asked), and applying it again changes
nothing: the orchestrator applies a reply when it arrives and again when the run takes it, so a
reply that arrives before a resumed run got back to its request changes the state only then.

Events of the run that are not the orchestrator's business (a researcher's model calls, sources
registered by researchers, a cancellation, which ends the run through `run.completed`) leave
the state as it is.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Final, Literal, TypedDict

from quantward_contracts import Event
from quantward_contracts.events import (
    AgentModelCalled,
    AgentToolCalled,
    AnswerDrafted,
    AnswerReleased,
    AnswerValidated,
    CitationsResolved,
    ClarificationAnswered,
    ClarificationOption,
    ClarificationRequested,
    ConcernsCarried,
    ContractProposed,
    ContractStatusChanged,
    EntityResolved,
    MentionsResolved,
    ResolveEntity,
    ResolveMentions,
    ReviewDecided,
    ReviewRequested,
    RunCompleted,
    RunPlanned,
    RunProgressed,
    RunRequested,
    RunStage,
    TaskCompleted,
    TaskDelegated,
    match_choice,
)
from quantward_contracts.values import (
    CarriedSource,
    CheckResult,
    Citation,
    Concern,
    Mode,
    PlanPart,
    ResearchContractBody,
    ToolCallSummary,
    UserMessage,
)
from quantward_grounding import Source
from quantward_grounding.sharing import carried_into, from_shared
from quantward_orchestrator.domain import ResolvedEntity, RunSpec
from quantward_workflows import BoundInputs, TemplateError, WorkflowTemplate, bind_inputs

RunStatus = Literal["running", "succeeded", "failed", "cancelled"]
TaskStatus = Literal["delegated", "succeeded", "failed"]

#: agents whose visible reasoning and tool calls the Guardian reviews (the run's own agents)
TRACED_ROLES: Final = frozenset({"orchestrator", "contract_writer"})
#: a model's output or a tool result kept for the Guardian is cut at this length
TRACE_CHARS: Final = 4_000


class Envelope(TypedDict):
    """Envelope fields of an event a run publishes, typed so mypy checks every constructor."""

    run_id: str
    producer: str
    causation_id: str | None


def envelope(state: RunState, producer: str, cause: Event | None = None) -> Envelope:
    """The run's envelope: caused by `cause`, else by the request."""
    return Envelope(
        run_id=state.run_id,
        producer=producer,
        causation_id=cause.event_id if cause is not None else state.request_event_id,
    )


def message_id_of(given: str | None, event: Event) -> str:
    """The id of a user's message: as given, else derived from its event (stable on replay)."""
    return given or f"msg_{event.event_id.removeprefix('evt_')}"


@dataclass(frozen=True)
class Asked:
    """A question the run put to the user, the event that made it ask, and the answers it
    accepts (none: any text)."""

    clarification_id: str
    question: str
    cause: str | None
    choices: tuple[ClarificationOption, ...] = ()
    #: the template input the answer gives a value for
    input_name: str | None = None


@dataclass(frozen=True)
class Clarified:
    """A question the user answered, with the id of the answer message provenance names and
    the option the answer named (None when it named none, or the question had none)."""

    clarification_id: str
    question: str
    answer: str
    message_id: str
    choice: ClarificationOption | None = None


@dataclass(frozen=True)
class TaskOutcome:
    """A delegated task: what was asked, and once it came back, what it returned."""

    task_id: str
    part_id: str
    status: TaskStatus = "delegated"
    answer: str = ""
    error: str | None = None
    citations: tuple[Citation, ...] = ()
    sources: tuple[Source, ...] = ()
    #: datasets its tool calls were refused: the requester is not entitled to them
    refused_entitlements: tuple[str, ...] = ()


@dataclass(frozen=True)
class Draft:
    """A draft of the answer and, once the grounder checked it, the marks it could not resolve."""

    answer_id: str
    version: int
    text: str
    event_id: str
    unresolved: tuple[str, ...] | None = None


@dataclass(frozen=True)
class RunState:
    run_id: str
    #: the request's template, looked up once by id before the run begins (None for a question)
    template: WorkflowTemplate | None = None
    #: why the lookup found no template (the run fails with it)
    template_error: str | None = None
    #: the inputs a free question states when it is a template in words (it was routed to one)
    routed_inputs: Mapping[str, object] = field(default_factory=dict)
    request: RunRequested | None = None
    status: RunStatus = "running"
    stage: RunStage | None = None
    error: str | None = None
    #: the template's inputs, bound once; answers to the questions for missing ones fill them in
    inputs: BoundInputs | None = None
    #: why the request's inputs do not bind (the run fails with it)
    binding_error: str | None = None
    #: why the user's last answer for the next missing input does not fit (it is asked again)
    input_problem: str | None = None
    #: the resolutions the run asked for, with the role each asked for (researchers ask for
    #: their own; those are not the run's)
    resolutions: Mapping[str, str | None] = field(default_factory=dict)
    #: every company the resolver named for the run, by entity id (first naming wins)
    candidates: Mapping[str, ResolvedEntity] = field(default_factory=dict)
    #: the run's companies, announced once resolution is over
    entities: tuple[ResolvedEntity, ...] = ()
    user_messages: tuple[UserMessage, ...] = ()
    asked: Mapping[str, Asked] = field(default_factory=dict)
    clarified: tuple[Clarified, ...] = ()
    contract_id: str | None = None
    contract_version: int = 0
    proposal: ResearchContractBody | None = None
    #: the accepted contract version's body; research starts only once there is one
    contract: ResearchContractBody | None = None
    #: the version `contract` is (0: none accepted, or the accepted one was withdrawn)
    accepted_version: int = 0
    last_review_id: str | None = None
    #: the Guardian's concerns as its decisions left them (by concern id, latest wins), after
    #: the open ones carried from the strategy's previous run
    ledger: Mapping[str, Concern] = field(default_factory=dict)
    #: the strategy's previous run the ledger's carried concerns came from
    carried_from: str | None = None
    #: the agents' visible reasoning and successful tool calls, and how much a review saw
    reasoning: tuple[str, ...] = ()
    calls: tuple[ToolCallSummary, ...] = ()
    reviewed: tuple[int, int] = (0, 0)
    plan: Mapping[str, PlanPart] = field(default_factory=dict)
    plan_version: int = 0
    #: delegated tasks in the order they were delegated
    tasks: Mapping[str, TaskOutcome] = field(default_factory=dict)
    drafts: tuple[Draft, ...] = ()
    answer_checks: tuple[CheckResult, ...] = ()
    released_answer_id: str | None = None
    #: the sources a conversation's earlier turns cited, given to this follow-up run under its
    #: own ids (same passages); what did not check out is in `refused_grounding`
    given: tuple[Source, ...] = ()
    refused_grounding: tuple[str, ...] = ()

    @classmethod
    def new(
        cls,
        run_id: str,
        template: WorkflowTemplate | None = None,
        *,
        template_error: str | None = None,
        routed_inputs: Mapping[str, object] | None = None,
    ) -> RunState:
        """A fresh run: nothing happened yet; its template (or why there is none) is known."""
        return cls(
            run_id=run_id,
            template=template,
            template_error=template_error,
            routed_inputs=routed_inputs or {},
        )

    # --- derived ---------------------------------------------------------------------------------

    @property
    def request_event_id(self) -> str | None:
        return self.request.event_id if self.request is not None else None

    @property
    def mode(self) -> Mode:
        return self.request.data.mode if self.request is not None else "strategy"

    @property
    def spec(self) -> RunSpec:
        """What is pinned about the run: its mode, template, bound inputs and companies."""
        request = self.request
        assert request is not None, "a run's state begins with its request"
        return RunSpec(
            mode=request.data.mode,
            template=self.template,
            inputs=self.inputs,
            question=request.data.question,
            entities=self.entities,
            requested_on=request.time.date(),
        )

    @property
    def missing_inputs(self) -> tuple[str, ...]:
        return self.inputs.missing if self.inputs is not None else ()

    @property
    def sources(self) -> tuple[Source, ...]:
        """The sources given by the conversation, then the ones the researchers returned with
        their answers, in delegation order."""
        seen: dict[str, Source] = {s.source_id: s for s in self.given}
        for task in self.tasks.values():
            for source in task.sources:
                seen.setdefault(source.source_id, source)
        return tuple(seen.values())

    @property
    def refused_entitlements(self) -> tuple[str, ...]:
        """The datasets the researchers were refused: the requester is not entitled to them."""
        found = (d for t in self.tasks.values() for d in t.refused_entitlements)
        return tuple(sorted(set(found)))

    @property
    def returned_citations(self) -> tuple[Citation, ...]:
        """The citations the researchers grounded in their answers, in delegation order."""
        return tuple(c for t in self.tasks.values() if t.status == "succeeded" for c in t.citations)

    @property
    def uncited_entities(self) -> tuple[ResolvedEntity, ...]:
        """Companies every research part about which came back answered but citing nothing:
        no source the run may use covers them, and no repair of the answer can change that."""
        found: list[ResolvedEntity] = []
        for entity in self.entities:
            about = [
                t
                for t in self.tasks.values()
                if t.part_id in self.plan and entity.entity_id in self.plan[t.part_id].entity_ids
            ]
            if about and all(t.status == "succeeded" and not t.citations for t in about):
                found.append(entity)
        return tuple(found)

    @property
    def answered(self) -> int:
        return sum(1 for t in self.tasks.values() if t.status == "succeeded")

    def since_review(self) -> tuple[tuple[str, ...], tuple[ToolCallSummary, ...]]:
        return self.reasoning[self.reviewed[0] :], self.calls[self.reviewed[1] :]

    def draft(self, event_id: str) -> Draft | None:
        return next((d for d in self.drafts if d.event_id == event_id), None)


# --- apply ---------------------------------------------------------------------------------------


def apply(state: RunState, event: Event) -> RunState:
    """The state after `event`; events of other runs and of no concern leave it unchanged, and
    so does anything after the run completed (a late reply changes nothing)."""
    if event.run_id != state.run_id or state.status != "running":
        return state
    match event:
        case RunRequested():
            return _requested(state, event)
        case RunProgressed():
            return _progressed(state, event)
        case RunCompleted():
            return dataclasses.replace(state, status=event.data.status, error=event.data.error)
        case ResolveEntity() if event.causation_id == state.request_event_id:
            resolutions = {**state.resolutions, event.event_id: event.data.role}
            return dataclasses.replace(state, resolutions=resolutions)
        case ResolveMentions() if event.causation_id == state.request_event_id:
            resolutions = {**state.resolutions, event.event_id: None}
            return dataclasses.replace(state, resolutions=resolutions)
        case EntityResolved() if event.causation_id in state.resolutions:
            role = state.resolutions[event.causation_id or ""]
            return _candidates(state, _named_by_resolution(event, role))
        case MentionsResolved() if event.causation_id in state.resolutions:
            return _candidates(
                state,
                (
                    ResolvedEntity(m.entity_id, m.canonical_name or m.text, event.data.text)
                    for m in event.data.mentions
                    if m.status == "resolved" and m.entity_id
                ),
            )
        case ClarificationRequested():
            data = event.data
            asked = Asked(
                data.clarification_id,
                data.question,
                event.causation_id,
                data.choices,
                data.input_name,
            )
            return dataclasses.replace(state, asked={**state.asked, asked.clarification_id: asked})
        case ClarificationAnswered():
            return _answered(state, event)
        case ContractProposed():
            return dataclasses.replace(
                state,
                contract_id=event.data.contract_id,
                contract_version=event.data.version,
                proposal=event.data.contract,
            )
        case ContractStatusChanged() if event.data.status == "accepted":
            if event.data.version != state.contract_version:
                return state
            return dataclasses.replace(
                state, contract=state.proposal, accepted_version=event.data.version
            )
        case ContractStatusChanged() if event.data.version == state.accepted_version:
            # the accepted version was superseded or rejected after all: nothing is accepted
            return dataclasses.replace(state, contract=None, accepted_version=0)
        case ReviewRequested():
            # The review sees everything up to here; the next one sees only what follows.
            return dataclasses.replace(
                state,
                last_review_id=event.data.review_id,
                reviewed=(len(state.reasoning), len(state.calls)),
            )
        case ConcernsCarried() if state.carried_from is None:
            # Before the first review; a concern this run's reviews report later replaces it.
            carried = {c.concern_id: c for c in event.data.concerns}
            return dataclasses.replace(
                state, ledger={**carried, **state.ledger}, carried_from=event.data.from_run_id
            )
        case ReviewDecided() if event.data.review_id == state.last_review_id:
            concerns = {c.concern_id: c for c in event.data.concerns}
            return dataclasses.replace(state, ledger={**state.ledger, **concerns})
        case AnswerValidated() if state.draft(event.causation_id or "") is not None:
            return dataclasses.replace(state, answer_checks=tuple(event.data.checks))
        case AgentModelCalled() if event.data.role in TRACED_ROLES:
            completion = event.data.completion
            text = completion.content.strip() if completion is not None else ""
            if not text:
                return state
            line = f"{event.data.role}: {text[:TRACE_CHARS]}"
            return dataclasses.replace(state, reasoning=(*state.reasoning, line))
        case AgentToolCalled() if event.data.role in TRACED_ROLES and not event.data.error:
            call = ToolCallSummary(
                agent_id=event.data.agent_id,
                tool=event.data.tool,
                arguments=event.data.arguments,
                result=event.data.result[:TRACE_CHARS],
            )
            return dataclasses.replace(state, calls=(*state.calls, call))
        case RunPlanned():
            return dataclasses.replace(
                state,
                plan={p.part_id: p for p in event.data.parts},
                plan_version=event.data.version,
            )
        case TaskDelegated():
            task = TaskOutcome(task_id=event.data.task_id, part_id=event.data.part_id or "")
            return dataclasses.replace(state, tasks={**state.tasks, task.task_id: task})
        case TaskCompleted():
            return _task_completed(state, event)
        case AnswerDrafted():
            draft = Draft(
                answer_id=event.data.answer_id,
                version=event.data.version,
                text=event.data.text,
                event_id=event.event_id,
            )
            return dataclasses.replace(state, drafts=(*state.drafts, draft))
        case CitationsResolved():
            unresolved = tuple(u.mark for u in event.data.unresolved)
            drafts = tuple(
                dataclasses.replace(d, unresolved=unresolved)
                if d.event_id == event.causation_id
                else d
                for d in state.drafts
            )
            return dataclasses.replace(state, drafts=drafts)
        case AnswerReleased():
            return dataclasses.replace(state, released_answer_id=event.data.answer_id)
        case _:
            return state


def fold(state: RunState, events: Iterable[Event]) -> RunState:
    for event in events:
        state = apply(state, event)
    return state


def _requested(state: RunState, event: RunRequested) -> RunState:
    if state.request is not None:
        return state  # a redelivered request changes nothing
    data = event.data
    kind: Literal["request", "template_inputs"]
    if data.question:
        text, kind = data.question, "request"
    else:
        text = f"Run template {data.template_id} with inputs {_inputs_text(data.inputs)}"
        kind = "template_inputs"
    message = UserMessage(message_id=message_id_of(data.message_id, event), text=text, kind=kind)
    inputs, error, problem = None, state.template_error, None
    if state.template is not None:
        try:
            raw = data.inputs or state.routed_inputs
            inputs = bind_inputs(state.template, raw, allow_missing=data.mode == "chat")
        except TemplateError as exc:
            error = str(exc)
            if data.mode == "chat":
                inputs, problem = _asking_for_misfits(state.template, raw, exc)
                error = error if inputs is None else None
    return dataclasses.replace(
        state,
        request=event,
        user_messages=(message,),
        inputs=inputs,
        binding_error=error,
        input_problem=problem,
        **_given(state.run_id, data.grounding),
    )


def _given(run_id: str, grounding: Iterable[CarriedSource]) -> dict[str, Any]:
    """The conversation's carried sources as this run's; one that is not the earlier run's own
    (its id or hash does not check out) is refused, never cited."""
    given: dict[str, Source] = {}
    refused: list[str] = []
    for carried in grounding:
        try:
            source = carried_into(carried, run_id)
        except ValueError as exc:
            refused.append(f"{carried.from_run_id}/{carried.source.source_id}: {exc}")
            continue
        given.setdefault(source.source_id, source)
    return {"given": tuple(given.values()), "refused_grounding": tuple(refused)}


def _asking_for_misfits(
    template: WorkflowTemplate, raw: Mapping[str, object], error: TemplateError
) -> tuple[BoundInputs | None, str | None]:
    """Chat: inputs whose given value does not fit become missing, so the user is asked for
    them (with why) instead of the run failing; never replaced by a default. (None, None) when
    a problem is not about a declared input's value (an unknown input fails the run)."""
    bad: list[str] = []
    for problem in error.problems:
        name = problem.field.removeprefix("inputs.")
        if not problem.field.startswith("inputs.") or name not in template.inputs:
            return None, None
        bad.append(name)
    rest = {k: v for k, v in raw.items() if k not in bad}
    try:
        bound = bind_inputs(template, rest, allow_missing=True)
    except TemplateError:
        return None, None
    # the misfits first: the question about the first one says why its value did not fit
    missing = (
        *(n for n in template.inputs if n in bad),
        *(n for n in bound.missing if n not in bad),
    )
    inputs = dataclasses.replace(
        bound,
        values={k: v for k, v in bound.values.items() if k not in bad},
        missing=missing,
        defaulted=tuple(d for d in bound.defaulted if d not in bad),
    )
    first = next(p for p in error.problems if p.field == f"inputs.{missing[0]}")
    return inputs, first.reason


def _inputs_text(inputs: Mapping[str, object]) -> str:
    return json.dumps(inputs, sort_keys=True, default=str)


def _progressed(state: RunState, event: RunProgressed) -> RunState:
    if event.entity_ids and not state.entities:
        # The progress event that closes resolution names the run's companies.
        entities = tuple(
            state.candidates.get(e) or ResolvedEntity(e, e, e) for e in event.entity_ids
        )
        return dataclasses.replace(state, stage=event.data.stage, entities=entities)
    return dataclasses.replace(state, stage=event.data.stage)


def _named_by_resolution(event: EntityResolved, role: str | None) -> list[ResolvedEntity]:
    """Companies a resolution names: the one it resolved to, or the alternatives a user may
    pick from (as the query they were found for). A resolution with a role ends its match path
    with why the entity plays it (which debt issuer, and the relation that says so)."""
    data = event.data
    if data.status == "resolved" and data.entity_id:
        why = data.match_path[-1] if role is not None and data.match_path else ""
        name = data.canonical_name or data.query
        return [ResolvedEntity(data.entity_id, name, data.query, why)]
    return [ResolvedEntity(a.entity_id, a.name, data.query) for a in data.alternatives]


def _candidates(state: RunState, named: Iterable[ResolvedEntity]) -> RunState:
    candidates = dict(state.candidates)
    for entity in named:
        candidates.setdefault(entity.entity_id, entity)
    return dataclasses.replace(state, candidates=candidates)


def _answered(state: RunState, event: ClarificationAnswered) -> RunState:
    asked = state.asked.get(event.data.clarification_id)
    if asked is None:
        return state  # not asked by this run, or already answered
    message_id = message_id_of(event.data.message_id, event)
    answer = event.data.answer
    choice = match_choice(answer, asked.choices)
    inputs, input_problem = state.inputs, state.input_problem
    # A question names the input its answer is for; one the request caused without naming it
    # (a run begun before questions named them) asks for the next missing input. An answer
    # that does not fit is why the question is asked again, not a failure.
    name = asked.input_name
    if name is None and asked.cause == state.request_event_id and state.missing_inputs:
        name = state.missing_inputs[0]
    if name is not None and state.inputs is not None and (not asked.choices or choice):
        try:
            value = choice.option_id if choice is not None else answer
            inputs, input_problem = state.inputs.replaced(name, value), None
        except (TemplateError, ValueError) as exc:
            problems = exc.problems if isinstance(exc, TemplateError) else ()
            input_problem = "; ".join(p.reason for p in problems) or str(exc)
    return dataclasses.replace(
        state,
        user_messages=(
            *state.user_messages,
            UserMessage(message_id=message_id, text=answer, kind="clarification_answer"),
        ),
        clarified=(
            *state.clarified,
            Clarified(
                asked.clarification_id,
                asked.question,
                answer,
                message_id,
                choice,
            ),
        ),
        asked={k: v for k, v in state.asked.items() if k != asked.clarification_id},
        inputs=inputs,
        input_problem=input_problem,
    )


def _task_completed(state: RunState, event: TaskCompleted) -> RunState:
    data = event.data
    task = state.tasks.get(data.task_id)
    if task is None or task.status != "delegated":
        return state  # not this run's task, or a redelivery
    status, error = data.status, data.error
    sources: tuple[Source, ...] = ()
    if data.status == "succeeded":
        # The answer's citations come with their sources, adopted so the orchestrator can
        # quote what it never read. A source that is not of this run fails only its part.
        try:
            sources = tuple(from_shared(s, state.run_id) for s in data.sources)
        except ValueError as exc:
            status, error = "failed", f"its sources were refused: {exc}"
    done = dataclasses.replace(
        task,
        status=status,
        answer=data.answer if status == "succeeded" else "",
        error=error,
        citations=tuple(data.citations),
        sources=sources,
        refused_entitlements=data.refused_entitlements,
    )
    return dataclasses.replace(state, tasks={**state.tasks, task.task_id: done})


__all__ = [
    "Asked",
    "Clarified",
    "Draft",
    "Envelope",
    "RunState",
    "RunStatus",
    "TaskOutcome",
    "apply",
    "envelope",
    "fold",
]
