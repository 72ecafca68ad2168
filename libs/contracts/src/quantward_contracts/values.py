"""Value objects shared by several events (citations, check results, concerns…).

Kept separate from the events so that later libraries (grounding, validator, Guardian) can use
the same types without depending on the event catalogue.
"""

from __future__ import annotations

import hashlib
from datetime import date
from typing import Final, Literal

from pydantic import AwareDatetime, Field, JsonValue, model_validator

from quantward_contracts.envelope import Frozen
from quantward_contracts.ids import ChunkId, EntityId, MessageId, RunId, SourceId

Mode = Literal["chat", "strategy"]
ReviewStage = Literal["plan", "final"]


#: the longest template text a request may carry (characters); bundled templates are a few KB
TEMPLATE_MAX_CHARS: Final = 64_000


class TemplateDocument(Frozen):
    """A user's workflow template travelling with its run: the text itself and its hash.

    A path means nothing to a service on another machine, and a file can change after the run
    was asked for; the text with its SHA-256 makes the run reproducible and its record whole.
    """

    content: str = Field(
        min_length=1,
        max_length=TEMPLATE_MAX_CHARS,
        description="The template's YAML (or JSON) text, as the user wrote it.",
    )
    sha256: str = Field(
        pattern=r"^[0-9a-f]{64}$", description="SHA-256 of the UTF-8 content, lower-case hex."
    )
    name: str = Field(
        default="", max_length=200, description="The file's name for messages (no directory)."
    )

    @model_validator(mode="after")
    def _hash_matches(self) -> TemplateDocument:
        if hashlib.sha256(self.content.encode()).hexdigest() != self.sha256:
            raise ValueError(
                "sha256 does not match content: give the SHA-256 of the template's UTF-8 text"
            )
        return self

    @classmethod
    def of(cls, content: str, *, name: str = "") -> TemplateDocument:
        """The document of `content`, hashed here."""
        return cls(content=content, sha256=hashlib.sha256(content.encode()).hexdigest(), name=name)


class Citation(Frozen):
    """A claim's link to a passage of a source registered in the same run."""

    mark: str = Field(min_length=1, description="The citation mark as written by the model.")
    number: int = Field(ge=1, description="Display number in the answer (`[1]`).")
    source_id: SourceId = Field(description="The registered source the mark resolved to.")
    chunk_id: ChunkId | None = Field(default=None, description="The chunk cited, if precise.")
    quote: str = Field(default="", description="The cited passage, so readers need no look-up.")
    title: str = Field(default="", description="Document title or tool name of the source.")
    published: date | None = Field(default=None, description="Publication date of the source.")
    synthetic: bool = Field(
        default=False, description="True when the cited document was generated, not real."
    )


class CheckResult(Frozen):
    """One deterministic check: stable id, verdict and a sentence a person understands."""

    check_id: str = Field(min_length=1, description="Stable id, e.g. `contract.complete`.")
    passed: bool
    message: str = Field(description="What was checked and, on failure, what is wrong.")
    field: str | None = Field(default=None, description="The contract/answer field concerned.")


class Concern(Frozen):
    """A Guardian concern; the ledger tracks it across every review of the run."""

    concern_id: str = Field(min_length=1, description="Stable within the run's ledger.")
    status: Literal["open", "resolved", "waived"]
    material: bool = Field(description="Material concerns block progress until resolved.")
    summary: str = Field(min_length=1)
    requested_change: str = Field(default="")
    carried_from: str | None = Field(
        default=None,
        description="The earlier run of the same strategy this open concern was carried from "
        "(None: raised in this run).",
    )


ConstraintUnit = Literal["fraction", "multiple", "bps", "days", "count", "date", "bool", "text"]


class TextSpan(Frozen):
    """Character offsets `[start, end)` into the text a provenance names: the user message's
    text, or the mandate clause's text (a mandate field's string, or its value as JSON)."""

    start: int = Field(ge=0)
    end: int = Field(ge=0)


class Constraint(Frozen):
    """A typed constraint of a research contract, with where it came from.

    Provenance is the point: a limit the user stated (`user_message`, naming the message), one
    a mandate sets (`mandate_clause`, naming the clause) and one the agent chose (`assumption`,
    with its rationale) look the same to a solver and mean very different things to a client.
    The `span` says where in that message or clause the value is stated, so the claim can be
    verified (the validator's `contract.provenance`) instead of trusted; without one the whole
    message or clause is searched for the value.
    """

    name: str = Field(min_length=1, description="e.g. `max_position_weight`.")
    value: JsonValue = Field(description="The constraint's value (number, string, list…).")
    provenance: Literal["user_message", "mandate_clause", "assumption"]
    provenance_ref: MessageId | str | None = Field(
        default=None, description="The user message id or mandate clause it came from."
    )
    unit: ConstraintUnit | None = Field(default=None, description="How to read `value`.")
    rationale: str = Field(default="", description="Why this value (required for assumptions).")
    span: TextSpan | None = Field(
        default=None,
        description="Where the message or clause named by `provenance_ref` states the value.",
    )


class DataBinding(Frozen):
    """A dataset a contract binds, with the fields it uses and the as-of date."""

    dataset: str = Field(min_length=1)
    fields: tuple[str, ...] = ()
    as_of: date | None = None
    entity_ids: tuple[EntityId, ...] = ()
    window_start: date | None = Field(default=None, description="First day of data used.")
    window_end: date | None = Field(default=None, description="Last day of data used.")


class Method(Frozen):
    """A method the contract promises to use: a library function or custom code with a reason."""

    function_id: str | None = Field(default=None, description="Platform library function id.")
    custom_code_reason: str | None = Field(
        default=None, description="Why custom code is needed when no library function fits."
    )
    purpose: str = Field(default="", description="What the method is for in this research.")
    plan_item_id: str | None = Field(default=None, description="The plan question it serves.")


class EvidencePromise(Frozen):
    """A piece of evidence the answer will contain, checked when the answer is drafted."""

    evidence_id: str = Field(min_length=1)
    description: str = Field(min_length=1)
    kind: Literal["citation", "table", "computation", "section"] = "citation"
    plan_item_id: str | None = None
    section_title: str | None = Field(default=None, description="Where the answer shows it.")
    function_id: str | None = Field(default=None, description="The computation that produces it.")


class WalkForwardWindow(Frozen):
    """One period of a historical test: fit on train, judge on test, in that order."""

    train_start: date
    train_end: date
    test_start: date
    test_end: date
    selection_end: date | None = Field(
        default=None, description="Last day of data used to choose the assets (None = train_end)."
    )
    fitting_end: date | None = Field(
        default=None, description="Last day of data used to fit the model (None = train_end)."
    )


class HistoricalTest(Frozen):
    """A walk-forward test: selection and fitting must be repeated inside each window."""

    windows: tuple[WalkForwardWindow, ...] = Field(min_length=1)
    selection: Literal["inside_each_window", "full_sample"] = "inside_each_window"
    fitting: Literal["inside_each_window", "full_sample"] = "inside_each_window"


ObjectiveKind = Literal[
    "research_answer",
    "maximise_risk_adjusted_return",
    "maximise_return_under_drawdown_limit",
    "maximise_expected_return",
    "minimise_variance",
    "minimise_tracking_error",
]


class ResearchContractBody(Frozen):
    """The research contract: what the agent believes is asked and what it commits to.

    Written before research starts, versioned, validated exactly (completeness, existence of
    data and methods, point in time) and reviewed by the Guardian; the answer is later checked
    against it (promised evidence, constraints, numbers).
    """

    interpretation: str = Field(description="What the agent believes the user wants.")
    objective: str
    objective_kind: ObjectiveKind | None = Field(
        default=None, description="The economic objective an optimiser must solve, if any."
    )
    objective_provenance: Literal["user_message", "mandate_clause"] = Field(
        default="user_message",
        description="Who set the objective: the user (a message) or the template's or client's "
        "mandate (a clause), read like a constraint's provenance.",
    )
    objective_ref: MessageId | str | None = Field(
        default=None,
        description="The user message, or the mandate clause (its key path or a reference "
        "ending in it, `template:x.mandate.objective`), that states the objective.",
    )
    objective_span: TextSpan | None = Field(
        default=None, description="Where `objective_ref` states the objective."
    )
    decision_date: date | None = Field(
        default=None, description="Point in time: no data published after it may be used."
    )
    constraints: tuple[Constraint, ...] = ()
    data_bindings: tuple[DataBinding, ...] = ()
    methods: tuple[Method, ...] = ()
    promised_evidence: tuple[str, ...] = ()
    evidence: tuple[EvidencePromise, ...] = ()
    historical_test: HistoricalTest | None = None


class MeteredCall(Frozen):
    """One platform-library call made from the sandbox, as metered by the gateway."""

    function_id: str
    units: int = Field(ge=0)
    allowed: bool


class CodeTable(Frozen):
    """A table sandboxed code returned (a CSV under /scratch/out/), registered as a source."""

    name: str = Field(min_length=1, description="The file name the code wrote.")
    source_id: SourceId
    columns: tuple[str, ...]
    rows: tuple[tuple[JsonValue, ...], ...] = Field(description="At most the first 200 rows.")
    row_count: int = Field(ge=0, description="Rows in the file (rows may hold fewer).")


class CodeFigure(Frozen):
    """A chart sandboxed code kept (PNG), stored in the run and citable by its source."""

    name: str = Field(min_length=1)
    source_id: SourceId
    media_type: Literal["image/png"] = "image/png"
    sha256: str = Field(min_length=64, max_length=64)
    content_base64: str = Field(description="The image itself, so the run record holds it.")


# --- sources that travel between agents -------------------------------------------------------


class SharedPassage(Frozen):
    """A citable passage of a shared source, with its text."""

    chunk_id: ChunkId
    text: str
    document_id: str | None = None
    start: int | None = Field(default=None, ge=0)
    end: int | None = Field(default=None, ge=0)


class SharedSource(Frozen):
    """A registered source with its content, as one agent hands it to another.

    Agents pass sources, not summaries: a researcher returns the sources its answer cites and
    inherits the orchestrator's, content attached, so either side can quote a passage it did
    not read itself without re-running the tool that produced it.
    """

    source_id: SourceId
    kind: Literal["document", "tool_result", "computation"]
    title: str
    tool_name: str
    tool_call_id: str | None = None
    content_hash: str = Field(min_length=1)
    content: str
    passages: tuple[SharedPassage, ...] = ()
    entity_ids: tuple[EntityId, ...] = ()
    retrieved_at: AwareDatetime
    published: date | None = None
    synthetic: bool = False
    uri: str | None = None
    registered_by: str = Field(min_length=1)


class CarriedSource(Frozen):
    """A source an earlier run of a conversation cited, given to a follow-up run.

    The source is exactly as the earlier run registered it (its id was made in that run, so
    the receiving run can check it), content and passages attached: the follow-up run registers
    it under its own id with the same passages, so "the filing you cited last week" is the
    same passage, not a new search's.
    """

    from_run_id: RunId = Field(description="The earlier run that registered and cited it.")
    source: SharedSource


# --- what agents said to models and tools -----------------------------------------------------

AgentRole = Literal["orchestrator", "researcher", "contract_writer", "guardian"]


class ToolCallRecord(Frozen):
    """A tool call as the model wrote it."""

    call_id: str = Field(min_length=1, description="The model's id for the call.")
    name: str = Field(min_length=1)
    arguments: dict[str, JsonValue] = Field(default_factory=dict)


class ChatMessageRecord(Frozen):
    """One message of an agent's conversation, as sent to the model."""

    role: Literal["system", "user", "assistant", "tool"]
    content: str = ""
    tool_calls: tuple[ToolCallRecord, ...] = ()
    tool_call_id: str | None = None
    name: str | None = None


class CompletionRecord(Frozen):
    """The model's whole reply to one call."""

    content: str = ""
    tool_calls: tuple[ToolCallRecord, ...] = ()
    finish_reason: str = "stop"
    model: str = ""
    prompt_tokens: int = Field(default=0, ge=0)
    completion_tokens: int = Field(default=0, ge=0)


class PlanPart(Frozen):
    """One part of a run's plan: a question, about which entities, answered by one task."""

    part_id: str = Field(pattern=r"^[a-z0-9][a-z0-9_\-.]{0,80}$")
    question: str = Field(min_length=1)
    entity_ids: tuple[EntityId, ...] = ()
    plan_item_id: str | None = Field(default=None, description="Template plan item it covers.")
    approach: str | None = Field(default=None, description="Kind of evidence, e.g. `search`.")


class TaskParameters(Frozen):
    """The typed inputs of one plan part, as the orchestrator hands them to a researcher.

    Everything a researcher needs beyond the question that the run already decided: the
    companies' display names, the window the template pinned, the mandate's limits as agreed in
    the contract, and the search hints and table columns of the plan item the part covers.
    """

    entity_names: dict[EntityId, str] = Field(
        default_factory=dict, description="Display name of each entity of the task, by id."
    )
    window_start: date | None = Field(
        default=None, description="First day of the window the template pinned, if any."
    )
    window_end: date | None = Field(
        default=None, description="Last day of the window the template pinned, if any."
    )
    document_types: tuple[str, ...] = Field(
        default=(), description="Document types the plan item expects (`transcript`, `10-Q`…)."
    )
    look_for: tuple[str, ...] = Field(
        default=(), description="Words and topics the plan item asks the search to look for."
    )
    table_columns: tuple[str, ...] = Field(
        default=(), description="Columns of the answer table this part's figures feed, if any."
    )
    mandate: dict[str, JsonValue] = Field(
        default_factory=dict,
        description="Portfolio limits to respect, by name: the mandate's, replaced by the "
        "accepted contract's values where the user gave one.",
    )


# --- what the Guardian reviews ----------------------------------------------------------------


class UserMessage(Frozen):
    """Something the user (or the strategy's mandate) said, with the id provenance points at."""

    message_id: MessageId
    text: str
    kind: Literal["request", "template_inputs", "clarification_answer", "mandate"] = "request"


class ToolCallSummary(Frozen):
    """A successful tool call of the research agents, as the Guardian sees it."""

    agent_id: str
    tool: str
    arguments: dict[str, JsonValue] = Field(default_factory=dict)
    result: str = Field(description="What the tool returned (cut to a readable size).")


class Computation(Frozen):
    """A computed result the answer relies on, with what is needed to re-run it."""

    source_id: SourceId
    function_id: str = Field(description="The platform library function that produced it.")
    arguments: dict[str, JsonValue] = Field(default_factory=dict)
    result: JsonValue = None


class ReviewBundle(Frozen):
    """Everything one Guardian review may see; the harness assembles it, not the agent.

    The first review gets the user's messages, the research agent's visible reasoning, its
    successful tool calls and the complete plan; later reviews get what happened since the last
    one, and always the full current plan (and, at the final stage, the full answer).
    """

    stage: Literal["plan", "final"]
    policy: Literal["chat", "strategy"]
    user_messages: tuple[UserMessage, ...] = ()
    mandate: dict[str, JsonValue] | None = None
    reasoning: tuple[str, ...] = Field(default=(), description="The agent's visible reasoning.")
    tool_calls: tuple[ToolCallSummary, ...] = ()
    contract_id: str
    contract_version: int = Field(ge=1)
    contract: ResearchContractBody
    answer: str | None = Field(default=None, description="The full draft (final stage).")
    citations: tuple[Citation, ...] = ()
    computations: tuple[Computation, ...] = ()
    checks: tuple[CheckResult, ...] = Field(default=(), description="The validator's verdicts.")
    since_review_id: str | None = Field(
        default=None, description="The previous review; tool calls and reasoning are since it."
    )
    ledger: tuple[Concern, ...] = Field(
        default=(),
        description="Every concern earlier reviews of this run left, as the run recorded them: "
        "a Guardian that did not see those reviews (restarted, or another instance) starts "
        "from them.",
    )
