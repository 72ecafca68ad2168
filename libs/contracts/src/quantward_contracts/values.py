"""Value objects shared by several events (citations, check results, concerns…).

Kept separate from the events so that later libraries (grounding, validator, Guardian) can use
the same types without depending on the event catalogue.
"""

from __future__ import annotations

from datetime import date
from typing import Literal

from pydantic import AwareDatetime, Field, JsonValue

from quantward_contracts.envelope import Frozen
from quantward_contracts.ids import ChunkId, EntityId, MessageId, SourceId

Mode = Literal["chat", "strategy"]
ReviewStage = Literal["plan", "final"]


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


class Constraint(Frozen):
    """A typed constraint of a research contract, with where it came from."""

    name: str = Field(min_length=1, description="e.g. `max_position_weight`.")
    value: JsonValue = Field(description="The constraint's value (number, string, list…).")
    provenance: Literal["user_message", "mandate_clause", "assumption"]
    provenance_ref: MessageId | str | None = Field(
        default=None, description="The user message id or mandate clause it came from."
    )


class DataBinding(Frozen):
    """A dataset a contract binds, with the fields it uses and the as-of date."""

    dataset: str = Field(min_length=1)
    fields: tuple[str, ...] = ()
    as_of: date | None = None
    entity_ids: tuple[EntityId, ...] = ()


class Method(Frozen):
    """A method the contract promises to use: a library function or custom code with a reason."""

    function_id: str | None = Field(default=None, description="Platform library function id.")
    custom_code_reason: str | None = Field(
        default=None, description="Why custom code is needed when no library function fits."
    )


class ResearchContractBody(Frozen):
    """The contract as it travels on the bus (the full model and its rules live with issue 6)."""

    interpretation: str = Field(description="What the agent believes the user wants.")
    objective: str
    constraints: tuple[Constraint, ...] = ()
    data_bindings: tuple[DataBinding, ...] = ()
    methods: tuple[Method, ...] = ()
    promised_evidence: tuple[str, ...] = ()


class MeteredCall(Frozen):
    """One platform-library call made from the sandbox, as metered by the gateway."""

    function_id: str
    units: int = Field(ge=0)
    allowed: bool


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
