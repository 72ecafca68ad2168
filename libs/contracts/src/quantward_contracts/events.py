"""The v1 event catalogue of the whole pipeline.

One class per event type, each a strict frozen model with a literal versioned tag and its topic.
`AnyEvent` is the discriminated union over all of them and `decode_event` the one way bytes
become an event, with errors a person can read (they end up in the dead-letter topic).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import date
from typing import Annotated, ClassVar, Final, Literal

from pydantic import Field, JsonValue, TypeAdapter, model_validator

from quantward_contracts import topics
from quantward_contracts.envelope import Event, Frozen
from quantward_contracts.ids import (
    AnswerId,
    ChunkId,
    ClarificationId,
    CodeRunId,
    ContractId,
    EntityId,
    MessageId,
    ReviewId,
    RunId,
    SourceId,
    TaskId,
    ToolCallId,
)
from quantward_contracts.values import (
    AgentRole,
    CarriedSource,
    ChatMessageRecord,
    CheckResult,
    Citation,
    CodeFigure,
    CodeTable,
    CompletionRecord,
    Computation,
    Concern,
    MeteredCall,
    Mode,
    PlanPart,
    ResearchContractBody,
    ReviewBundle,
    ReviewStage,
    SharedSource,
    TaskParameters,
    TemplateDocument,
    UserMessage,
)

# --- runs -------------------------------------------------------------------------------------


class RunRequestedData(Frozen):
    mode: Mode = Field(description="`chat` may ask the user; `strategy` never waits for a user.")
    question: str | None = Field(default=None, description="Free chat text, when no template.")
    template_id: str | None = Field(
        default=None,
        description="Workflow template, when used: a bundled template's id, or the id the "
        "`template` text declares.",
    )
    template: TemplateDocument | None = Field(
        default=None,
        description="A user's own template, as text with its hash (never a path); "
        "`template_id` names it.",
    )
    inputs: dict[str, JsonValue] = Field(default_factory=dict, description="Template inputs.")
    requested_by: str = Field(min_length=1, description="User or strategy that asked.")
    message_id: MessageId | None = Field(default=None, description="The user's request message.")
    strategy_id: str | None = Field(
        default=None,
        min_length=1,
        description="Strategy mode: which of the requester's strategies on this template the run "
        "belongs to. Runs of one strategy (same requested_by, template_id and strategy_id) carry "
        "the Guardian's open plan concerns from one run to the next.",
    )
    entitlements: tuple[str, ...] | None = Field(
        default=None,
        description="The datasets the requester is entitled to, as its API principal carries "
        "them; None when the request did not come through the API (the CLI, the embedded "
        "platform). The researchers' tools refuse datasets not listed (None: no restriction).",
    )
    conversation_id: str | None = Field(
        default=None,
        max_length=200,
        description="The API conversation this run is a turn of (`cnv_…`), when it is one.",
    )
    grounding: tuple[CarriedSource, ...] = Field(
        default=(),
        description="Sources the conversation's earlier turns cited, given to this follow-up "
        "run: registered in its source registry (same passages, the run's own ids) so its "
        "claims can cite them.",
    )

    @model_validator(mode="after")
    def _template_is_named(self) -> RunRequestedData:
        if self.template is not None and self.template_id is None:
            raise ValueError("template_id is required with template: give the id the text declares")
        return self


class RunRequested(Event):
    """A user or strategy asked for research; the orchestrator starts the run."""

    TOPIC: ClassVar[str] = topics.RUNS
    type: Literal["run.requested.v1"] = "run.requested.v1"
    data: RunRequestedData


class RunCompletedData(Frozen):
    status: Literal["succeeded", "failed", "cancelled"]
    answer_id: AnswerId | None = None
    summary: str = ""
    error: str | None = Field(default=None, description="Why the run failed, for a person.")


class RunCompleted(Event):
    """The run ended; `status` says how."""

    TOPIC: ClassVar[str] = topics.RUNS
    type: Literal["run.completed.v1"] = "run.completed.v1"
    data: RunCompletedData


RunStage = Literal[
    "resolving",
    "planning",
    "researching",
    "composing",
    "grounding",
    "reviewing",
    "waiting_for_user",
    "releasing",
]


BoundaryKind = Literal["information", "action", "commitment"]


class BoundaryRefusedData(Frozen):
    boundary: BoundaryKind = Field(
        description="information: a stage was to be handed a version that is not the accepted "
        "one; action: a tool tried to persist before approval; commitment: a release whose "
        "content is not the approved candidate, or whose promised evidence is not in the run."
    )
    stage: str = Field(min_length=1, description="Where it was refused (e.g. research, release).")
    actor: str = Field(min_length=1, description="The agent or harness step that attempted it.")
    action: str = Field(min_length=1, description="The tool or step refused (e.g. release).")
    subject_id: str | None = Field(default=None, description="The answer, artifact or contract.")
    reason: str = Field(min_length=1, description="Why it was refused, for a person.")
    candidate_hash: str | None = Field(default=None, description="sha256 of what was attempted.")
    approved_hash: str | None = Field(default=None, description="sha256 of what was approved.")


class RunBoundaryRefused(Event):
    """A boundary refused an action of the run; the run goes on (or fails) without it."""

    TOPIC: ClassVar[str] = topics.RUNS
    type: Literal["run.boundary_refused.v1"] = "run.boundary_refused.v1"
    data: BoundaryRefusedData


class RunProgressedData(Frozen):
    stage: RunStage = Field(description="The stage the run entered.")
    detail: str = Field(default="", description="One line for a progress display.")


class RunProgressed(Event):
    """The run entered a stage; progress displays and the run record follow these."""

    TOPIC: ClassVar[str] = topics.RUNS
    type: Literal["run.progressed.v1"] = "run.progressed.v1"
    data: RunProgressedData


class RunPlannedData(Frozen):
    version: int = Field(ge=1, description="Plans can be revised; each revision counts up.")
    parts: tuple[PlanPart, ...] = Field(min_length=1)
    template_id: str | None = None
    rationale: str = Field(default="", description="Why the plan looks like this, if given.")


class RunPlanned(Event):
    """The orchestrator committed a plan: the parts it will delegate."""

    TOPIC: ClassVar[str] = topics.RUNS
    type: Literal["run.planned.v1"] = "run.planned.v1"
    data: RunPlannedData


class CancelRunData(Frozen):
    reason: str = Field(min_length=1)
    requested_by: str = Field(min_length=1)


class CancelRun(Event):
    """Command: stop a run; its agents stop at their next step and the run ends `cancelled`."""

    TOPIC: ClassVar[str] = topics.RUNS
    type: Literal["run.cancel.requested.v1"] = "run.cancel.requested.v1"
    data: CancelRunData


# --- agents -----------------------------------------------------------------------------------


class AgentModelCalledData(Frozen):
    agent_id: str = Field(min_length=1, description="`orchestrator`, a task id, a review id…")
    role: AgentRole
    task_id: TaskId | None = None
    turn: int = Field(ge=1, description="The agent's model call count, from 1.")
    model: str = Field(description="The model that answered (name as the adapter reports it).")
    request_digest: str = Field(
        min_length=1, description="sha256 of the whole request (messages, tools, settings)."
    )
    new_messages: tuple[ChatMessageRecord, ...] = Field(
        default=(),
        description="Messages added since this agent's previous call (all of them on turn 1): "
        "concatenated over turns they give the whole conversation.",
    )
    tools: tuple[str, ...] = Field(default=(), description="Names of the tools offered.")
    completion: CompletionRecord | None = Field(default=None, description="None if it failed.")
    error: str | None = None
    latency_ms: float = Field(ge=0)


class AgentModelCalled(Event):
    """An agent called its model; with the tool calls, enough to replay the agent."""

    TOPIC: ClassVar[str] = topics.AGENTS
    type: Literal["agent.model_called.v1"] = "agent.model_called.v1"
    data: AgentModelCalledData


class AgentToolCalledData(Frozen):
    agent_id: str = Field(min_length=1)
    role: AgentRole
    task_id: TaskId | None = None
    turn: int = Field(ge=1, description="The model call that asked for this tool call.")
    call_id: str = Field(min_length=1, description="The model's id for the call.")
    tool_call_id: ToolCallId = Field(description="The harness's id; sources name it.")
    tool: str = Field(min_length=1)
    arguments: dict[str, JsonValue] = Field(default_factory=dict)
    error: bool = Field(description="True if the call was refused or failed (model told why).")
    result: str = Field(description="What the model read back (cut at `result_truncated`).")
    result_truncated: bool = False
    source_ids: tuple[SourceId, ...] = Field(default=(), description="Sources it registered.")
    sources: tuple[SharedSource, ...] = Field(
        default=(),
        description="The sources it registered, content attached: with `result`, what a task "
        "taken over after a crash is answered with instead of calling the tool again.",
    )
    duration_ms: float = Field(ge=0)
    refused_entitlement: str | None = Field(
        default=None,
        description="The dataset the call was refused for because the run's requester is not "
        "entitled to it (the model was told so); None when it was not refused for that.",
    )


class AgentToolCalled(Event):
    """An agent's tool call and what came back."""

    TOPIC: ClassVar[str] = topics.AGENTS
    type: Literal["agent.tool_called.v1"] = "agent.tool_called.v1"
    data: AgentToolCalledData


# --- contracts --------------------------------------------------------------------------------


class ContractProposedData(Frozen):
    contract_id: ContractId
    version: int = Field(ge=1)
    contract: ResearchContractBody
    supersedes: int | None = Field(default=None, description="Version this one replaces.")
    user_messages: tuple[UserMessage, ...] = Field(
        default=(),
        description="What the user said so far (the request, answers, mandate messages): the "
        "sources a constraint's or the objective's provenance cites, so the validator can "
        "prove each cited span (`contract.provenance`). Empty from an older producer: the "
        "check is then not run.",
    )
    mandate: dict[str, JsonValue] | None = Field(
        default=None,
        description="The run's mandate as bound (the clauses `mandate_clause` provenance "
        "names), or None when the run has none.",
    )


class ContractProposed(Event):
    """The orchestrator proposes a (new version of the) research contract."""

    TOPIC: ClassVar[str] = topics.CONTRACT_DRAFTS
    type: Literal["contract.proposed.v1"] = "contract.proposed.v1"
    data: ContractProposedData


class ContractValidatedData(Frozen):
    contract_id: ContractId
    version: int = Field(ge=1)
    passed: bool
    checks: tuple[CheckResult, ...]


class ContractValidated(Event):
    """The deterministic validator's verdict on a contract version."""

    TOPIC: ClassVar[str] = topics.CONTRACT_DRAFTS
    type: Literal["contract.validated.v1"] = "contract.validated.v1"
    data: ContractValidatedData


class ContractStatusChangedData(Frozen):
    contract_id: ContractId
    version: int = Field(ge=1)
    status: Literal["accepted", "superseded", "rejected"]
    reason: str = Field(default="", description="Why, for a person reading the record.")


class ContractStatusChanged(Event):
    """A contract version was accepted (research may start), superseded or rejected."""

    TOPIC: ClassVar[str] = topics.CONTRACTS
    type: Literal["contract.status_changed.v1"] = "contract.status_changed.v1"
    data: ContractStatusChangedData


# --- reviews ----------------------------------------------------------------------------------


class ReviewRequestedData(Frozen):
    review_id: ReviewId
    stage: ReviewStage
    subject_id: ContractId | AnswerId = Field(description="The contract or answer under review.")
    subject_version: int = Field(ge=1)
    subject_hash: str = Field(min_length=1, description="Hash of the exact artifact reviewed.")
    policy: Mode
    bundle: ReviewBundle | None = Field(
        default=None, description="What the Guardian may see, assembled by the harness."
    )


class ReviewRequested(Event):
    """The harness (never the research agent) asks the Guardian for a review."""

    TOPIC: ClassVar[str] = topics.REVIEW_REQUESTS
    type: Literal["review.requested.v1"] = "review.requested.v1"
    data: ReviewRequestedData


class ReviewDecidedData(Frozen):
    review_id: ReviewId
    stage: ReviewStage
    decision: Literal["accept", "revise"]
    summary: str
    concerns: tuple[Concern, ...] = ()
    requested_changes: tuple[str, ...] = ()
    clarification_question: str | None = Field(
        default=None, description="Chat policy: the smallest useful question for the user."
    )
    guardian_failed: bool = Field(
        default=False, description="The Guardian could not review after bounded attempts."
    )
    attempts: int = Field(default=1, ge=1)


class ReviewDecided(Event):
    """The Guardian accepted, or asked for a revision (which blocks progress)."""

    TOPIC: ClassVar[str] = topics.REVIEWS
    type: Literal["review.decided.v1"] = "review.decided.v1"
    data: ReviewDecidedData


class ConcernsCarriedData(Frozen):
    from_run_id: RunId = Field(
        description="The latest run of the same strategy that ended before this run was requested."
    )
    concerns: tuple[Concern, ...] = Field(
        default=(),
        description="The concerns about its plan it left open, each marked `carried_from`.",
    )


class ConcernsCarried(Event):
    """A strategy run takes over the open concerns of its strategy's previous run, before its
    first review: the Guardian treats them like open concerns of this run."""

    TOPIC: ClassVar[str] = topics.REVIEWS
    type: Literal["review.concerns_carried.v1"] = "review.concerns_carried.v1"
    data: ConcernsCarriedData


# --- tasks ------------------------------------------------------------------------------------


class TaskDelegatedData(Frozen):
    task_id: TaskId
    role: Literal["researcher"] = "researcher"
    instructions: str = Field(min_length=1, description="The plan part this task must answer.")
    questions: tuple[str, ...] = ()
    inherited_source_ids: tuple[SourceId, ...] = Field(
        default=(), description="Sources the researcher inherits, content attached on demand."
    )
    as_of: date | None = None
    max_turns: int = Field(default=12, ge=1)
    part_id: str | None = Field(default=None, description="The plan part this task answers.")
    approach: str | None = Field(default=None, description="Kind of evidence the plan expects.")
    allowed_sources: tuple[str, ...] = Field(
        default=(), description="Source ids the task may use (pinned by the template); empty = all."
    )
    parameters: TaskParameters = Field(
        default_factory=TaskParameters,
        description="Typed inputs of the part: names, window, mandate, search hints.",
    )
    inherited: tuple[SharedSource, ...] = Field(
        default=(), description="Sources inherited from the orchestrator, content attached."
    )
    carried_source_ids: tuple[SourceId, ...] = Field(
        default=(),
        description="Which of `inherited` a conversation's earlier answers cited (carried into "
        "this follow-up run), as opposed to sources this run found itself.",
    )
    entitlements: tuple[str, ...] | None = Field(
        default=None,
        description="The datasets the run's requester is entitled to (from `run.requested`): "
        "the task's tools refuse any other; None = no restriction.",
    )


class TaskDelegated(Event):
    """The orchestrator hands a plan part to the researcher consumer group."""

    TOPIC: ClassVar[str] = topics.TASKS
    type: Literal["task.delegated.v1"] = "task.delegated.v1"
    data: TaskDelegatedData

    def partition_key(self) -> str:
        # Keyed by task, not run: a run's tasks must spread over the researcher group.
        return self.data.task_id


class TaskCompletedData(Frozen):
    task_id: TaskId
    status: Literal["succeeded", "failed"]
    answer: str = Field(description="The researcher's answer, with citation marks.")
    citations: tuple[Citation, ...] = ()
    sources: tuple[SharedSource, ...] = Field(
        default=(), description="The sources the answer cites, content attached."
    )
    error: str | None = None
    turns: int = Field(default=0, ge=0)
    tool_calls: int = Field(default=0, ge=0)
    refused_entitlements: tuple[str, ...] = Field(
        default=(),
        description="Datasets the task's tool calls were refused because the run's requester "
        "is not entitled to them (each call is in `agent.tool_called`).",
    )


class TaskCompleted(Event):
    """A researcher returned its cited answer to a delegated task."""

    TOPIC: ClassVar[str] = topics.TASKS
    type: Literal["task.completed.v1"] = "task.completed.v1"
    data: TaskCompletedData

    def partition_key(self) -> str:
        # Same key as the delegation, so a task's events stay in order with each other.
        return self.data.task_id


# --- sources and citations --------------------------------------------------------------------


class SourceRegisteredData(Frozen):
    source_id: SourceId
    kind: Literal["document", "tool_result", "computation"]
    title: str
    tool_call_id: ToolCallId | None = Field(default=None, description="The call that produced it.")
    tool_name: str | None = None
    content_hash: str = Field(min_length=1, description="sha256 of the content, hex.")
    chunk_ids: tuple[ChunkId, ...] = ()
    published: date | None = None
    synthetic: bool = False
    uri: str | None = None


class SourceRegistered(Event):
    """A tool result, document or computation became a citable source of this run."""

    TOPIC: ClassVar[str] = topics.SOURCES
    type: Literal["source.registered.v1"] = "source.registered.v1"
    data: SourceRegisteredData


class UnresolvedMark(Frozen):
    mark: str
    reason: str = Field(description="Why it did not resolve, e.g. 'source not registered in run'.")


class CitationsResolvedData(Frozen):
    answer_id: AnswerId | None = None
    task_id: TaskId | None = None
    citations: tuple[Citation, ...] = ()
    unresolved: tuple[UnresolvedMark, ...] = ()


class CitationsResolved(Event):
    """The grounder turned a text's citation marks into citations (and flagged the rest)."""

    TOPIC: ClassVar[str] = topics.SOURCES
    type: Literal["citations.resolved.v1"] = "citations.resolved.v1"
    data: CitationsResolvedData


# --- answers ----------------------------------------------------------------------------------


class AnswerDraftedData(Frozen):
    answer_id: AnswerId
    version: int = Field(ge=1)
    text: str
    citations: tuple[Citation, ...] = ()
    contract_id: ContractId | None = Field(default=None, description="The contract it answers.")
    contract_version: int | None = Field(default=None, ge=1)
    contract: ResearchContractBody | None = Field(
        default=None, description="That contract version, so the draft can be checked alone."
    )
    computations: tuple[Computation, ...] = Field(
        default=(), description="Cited computations with what is needed to re-run them."
    )


class AnswerDrafted(Event):
    """The orchestrator composed a draft from what researchers returned."""

    TOPIC: ClassVar[str] = topics.ANSWER_DRAFTS
    type: Literal["answer.drafted.v1"] = "answer.drafted.v1"
    data: AnswerDraftedData


class AnswerValidatedData(Frozen):
    answer_id: AnswerId
    version: int = Field(ge=1)
    passed: bool
    checks: tuple[CheckResult, ...]


class AnswerValidated(Event):
    """The deterministic validator's verdict on an answer draft."""

    TOPIC: ClassVar[str] = topics.ANSWER_DRAFTS
    type: Literal["answer.validated.v1"] = "answer.validated.v1"
    data: AnswerValidatedData


class AnswerReleasedData(Frozen):
    answer_id: AnswerId
    version: int = Field(ge=1)
    text: str
    citations: tuple[Citation, ...]
    content_hash: str = Field(min_length=1, description="Equals the hash the Guardian approved.")
    synthetic_sources: bool = Field(
        default=False, description="True if any cited source is synthetic (said in the answer)."
    )


class AnswerReleased(Event):
    """The answer passed validation and review and was frozen; downstream may act on it."""

    TOPIC: ClassVar[str] = topics.ANSWERS
    type: Literal["answer.released.v1"] = "answer.released.v1"
    data: AnswerReleasedData


# --- clarifications ---------------------------------------------------------------------------


class ClarificationOption(Frozen):
    """One answer a question accepts: an answer names it by its number (from 1, in the order
    given), its id or its label."""

    option_id: str = Field(
        min_length=1, description="Stable id of the option (the entity id for a company)."
    )
    label: str = Field(min_length=1, description="What the user reads.")


def match_choice(answer: str, choices: Sequence[ClarificationOption]) -> ClarificationOption | None:
    """The option an answer names: its number (from 1), its id or its label, ignoring case,
    surrounding space and quotes; None when it names none, or several (two equal labels).
    The orchestrator reads answers with it and the API checks them with it before they go."""
    text = answer.strip().strip("'\"").strip().rstrip(".").strip()
    if text.isdigit():
        number = int(text)
        return choices[number - 1] if 1 <= number <= len(choices) else None
    key = text.casefold()
    named = [c for c in choices if key in (c.option_id.casefold(), c.label.casefold())]
    return named[0] if len(named) == 1 else None


class ClarificationRequestedData(Frozen):
    clarification_id: ClarificationId
    question: str = Field(min_length=1)
    reason: str = Field(description="Why the answer depends on it.")
    options: tuple[str, ...] = Field(
        default=(), description="The labels of `choices`, in order (or free suggestions)."
    )
    choices: tuple[ClarificationOption, ...] = Field(
        default=(),
        description="The answers the question accepts, with their ids. When there are any, "
        "an answer that names none of them (by number, id or label) is asked again, "
        "unless `free_text`.",
    )
    free_text: bool = Field(
        default=False,
        description="`choices` are suggestions: an answer naming none of them is taken as "
        "free text (e.g. another company's name).",
    )
    input_name: str | None = Field(
        default=None,
        description="The template input the answer gives a value for: one the request left "
        "out, or one the data cannot serve (an as_of after the data ends).",
    )

    @model_validator(mode="after")
    def _options_are_the_labels(self) -> ClarificationRequestedData:
        if self.choices and self.options != tuple(c.label for c in self.choices):
            raise ValueError("options must be the labels of choices, in the same order")
        return self


class ClarificationRequested(Event):
    """Chat mode: the run pauses and asks the user the smallest useful question."""

    TOPIC: ClassVar[str] = topics.CLARIFICATIONS
    type: Literal["clarification.requested.v1"] = "clarification.requested.v1"
    data: ClarificationRequestedData


class ClarificationAnsweredData(Frozen):
    clarification_id: ClarificationId
    answer: str = Field(min_length=1)
    answered_by: str = Field(min_length=1)
    message_id: MessageId | None = None


class ClarificationAnswered(Event):
    """The user answered; the run resumes with the answer as a provenance-bearing message."""

    TOPIC: ClassVar[str] = topics.CLARIFICATIONS
    type: Literal["clarification.answered.v1"] = "clarification.answered.v1"
    data: ClarificationAnsweredData


# --- entities ---------------------------------------------------------------------------------


class ResolveEntityData(Frozen):
    query: str = Field(min_length=1, description="Name, alias, ticker, `VOW3.DE`, ISIN…")
    as_of: date | None = None
    country: str | None = None
    exchange: str | None = None
    role: Literal["issuer", "parent", "listing"] | None = None


class ResolveEntity(Event):
    """Command: resolve a company mention to a knowledge-graph entity."""

    TOPIC: ClassVar[str] = topics.ENTITIES
    type: Literal["entity.resolve.requested.v1"] = "entity.resolve.requested.v1"
    data: ResolveEntityData


class ResolveMentionsData(Frozen):
    text: str = Field(min_length=1, description="Free text that names companies.")
    as_of: date | None = None


class ResolveMentions(Event):
    """Command: find and resolve every company named in a free-text request."""

    TOPIC: ClassVar[str] = topics.ENTITIES
    type: Literal["entity.mentions.requested.v1"] = "entity.mentions.requested.v1"
    data: ResolveMentionsData


class EntityAlternative(Frozen):
    entity_id: EntityId
    name: str
    confidence: float = Field(ge=0.0, le=1.0)


class EntityResolvedData(Frozen):
    query: str
    as_of: date | None = None
    status: Literal["resolved", "ambiguous", "not_found"]
    entity_id: EntityId | None = None
    canonical_name: str | None = None
    confidence: float = Field(ge=0.0, le=1.0)
    match_path: tuple[str, ...] = Field(default=(), description="Why this entity matched.")
    alternatives: tuple[EntityAlternative, ...] = ()


class EntityResolved(Event):
    """The resolver's answer: resolved, ambiguous (with alternatives) or not found."""

    TOPIC: ClassVar[str] = topics.ENTITIES
    type: Literal["entity.resolved.v1"] = "entity.resolved.v1"
    data: EntityResolvedData


class ResolvedMention(Frozen):
    text: str = Field(description="The words of the request that name the company.")
    start: int = Field(ge=0)
    end: int = Field(ge=0)
    status: Literal["resolved", "ambiguous", "not_found"]
    entity_id: EntityId | None = None
    canonical_name: str | None = None
    confidence: float = Field(ge=0.0, le=1.0)
    alternatives: tuple[EntityAlternative, ...] = ()


class MentionsResolvedData(Frozen):
    text: str
    as_of: date | None = None
    mentions: tuple[ResolvedMention, ...] = ()


class MentionsResolved(Event):
    """The companies the resolver found in a text, each resolved or flagged."""

    TOPIC: ClassVar[str] = topics.ENTITIES
    type: Literal["entity.mentions.resolved.v1"] = "entity.mentions.resolved.v1"
    data: MentionsResolvedData


# --- code -------------------------------------------------------------------------------------


class CodeRequestedData(Frozen):
    code_run_id: CodeRunId
    language: Literal["python"] = "python"
    source: str = Field(min_length=1)
    reason: str = Field(description="Why no library function fits.")
    timeout_s: float = Field(default=60.0, gt=0)
    requested_by: str | None = Field(
        default=None,
        description="The run's requester: the gateway socket is bound to this user (never to "
        "anything the code says); None runs as the requesting agent's service identity.",
    )
    team: str | None = Field(default=None, description="The requester's team, when known.")
    entitlements: tuple[str, ...] | None = Field(
        default=None,
        description="Datasets (or `dataset.field`) the requester may read, as the run carries "
        "them; None when the run did not come through the API (nothing restricted).",
    )
    as_of: date | None = Field(
        default=None, description="The run's as-of day: the gateway serves nothing after it."
    )
    task_id: TaskId | None = Field(default=None, description="The research task that asked.")


class CodeRequested(Event):
    """Command: run agent-written code in the sandbox behind the platform gateway."""

    TOPIC: ClassVar[str] = topics.CODE
    type: Literal["code.requested.v1"] = "code.requested.v1"
    data: CodeRequestedData


class CodeCompletedData(Frozen):
    code_run_id: CodeRunId
    status: Literal["succeeded", "failed", "timed_out"]
    stdout: str = ""
    error: str | None = None
    result_source_id: SourceId | None = Field(
        default=None, description="The computation registered as a citable source."
    )
    metered_calls: tuple[MeteredCall, ...] = ()
    stderr: str = Field(default="", description="The code's stderr (a traceback on failure).")
    isolation: str | None = Field(
        default=None,
        description="The backend that isolated the code; None when isolation was unavailable "
        "and the code was therefore not run.",
    )
    killed_by: str | None = Field(
        default=None, description="The limit that ended the code (cpu, wall, memory, …)."
    )
    truncated: bool = Field(default=False, description="stdout or stderr was cut at its limit.")
    sources: tuple[SharedSource, ...] = Field(
        default=(),
        description="Every source the code's platform calls registered, its tables and figures, "
        "and the computation itself (`result_source_id`): what the answer may cite.",
    )
    tables: tuple[CodeTable, ...] = Field(default=(), description="Tables the code wrote.")
    figures: tuple[CodeFigure, ...] = Field(default=(), description="Charts the code kept.")
    duration_s: float | None = Field(default=None, ge=0, description="Wall time of the code.")


class CodeCompleted(Event):
    """The sandbox finished; usage was metered into the run record."""

    TOPIC: ClassVar[str] = topics.CODE
    type: Literal["code.completed.v1"] = "code.completed.v1"
    data: CodeCompletedData


# --- probes ---------------------------------------------------------------------------------


class BusProbeData(Frozen):
    key: str = Field(min_length=1, description="Ordering key; the probe's partition key.")
    seq: int = Field(ge=0, description="Position of the probe within its key, from 0.")
    sent_at_ns: int = Field(ge=0, description="Producer's wall clock (ns) for latency.")
    padding: str = Field(default="", description="Filler to reach a realistic message size.")


class BusProbe(Event):
    """A canary that measures the bus end to end: latency, per-key order, liveness."""

    TOPIC: ClassVar[str] = topics.PROBES
    type: Literal["bus.probe.v1"] = "bus.probe.v1"
    data: BusProbeData

    def partition_key(self) -> str:
        return self.data.key


# --- the catalogue ----------------------------------------------------------------------------

CATALOGUE: Final[tuple[type[Event], ...]] = (
    RunRequested,
    RunCompleted,
    RunProgressed,
    RunPlanned,
    CancelRun,
    AgentModelCalled,
    AgentToolCalled,
    ContractProposed,
    ContractValidated,
    ContractStatusChanged,
    ReviewRequested,
    ReviewDecided,
    ConcernsCarried,
    TaskDelegated,
    TaskCompleted,
    SourceRegistered,
    CitationsResolved,
    AnswerDrafted,
    AnswerValidated,
    AnswerReleased,
    RunBoundaryRefused,
    ClarificationRequested,
    ClarificationAnswered,
    ResolveEntity,
    EntityResolved,
    ResolveMentions,
    MentionsResolved,
    CodeRequested,
    CodeCompleted,
    BusProbe,
)

AnyEvent = Annotated[
    RunRequested
    | RunCompleted
    | RunProgressed
    | RunPlanned
    | CancelRun
    | AgentModelCalled
    | AgentToolCalled
    | ContractProposed
    | ContractValidated
    | ContractStatusChanged
    | ReviewRequested
    | ReviewDecided
    | ConcernsCarried
    | TaskDelegated
    | TaskCompleted
    | SourceRegistered
    | CitationsResolved
    | AnswerDrafted
    | AnswerValidated
    | AnswerReleased
    | RunBoundaryRefused
    | ClarificationRequested
    | ClarificationAnswered
    | ResolveEntity
    | EntityResolved
    | ResolveMentions
    | MentionsResolved
    | CodeRequested
    | CodeCompleted
    | BusProbe,
    Field(discriminator="type"),
]

EVENT_ADAPTER: Final[TypeAdapter[AnyEvent]] = TypeAdapter(AnyEvent)


def event_type_tag(cls: type[Event]) -> str:
    """The literal `type` tag of an event class."""
    default = cls.model_fields["type"].default
    assert isinstance(default, str)
    return default


EVENT_TYPES: Final[dict[str, type[Event]]] = {event_type_tag(cls): cls for cls in CATALOGUE}


def topics_of(classes: Iterable[type[Event]]) -> tuple[str, ...]:
    """The topics events of `classes` travel on, each once, in first-seen order: what a consumer
    of those types subscribes to (an area's events may be split over a public and an internal
    topic, so subscribe by the types you accept, not by area)."""
    return tuple(dict.fromkeys(cls.TOPIC for cls in classes))
