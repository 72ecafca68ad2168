"""The request and response bodies of the HTTP API (the OpenAPI document is generated from
them)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, JsonValue, model_validator

from quantward_api.principals import Principal
from quantward_records import RunSummary


class _Body(BaseModel):
    model_config = ConfigDict(extra="forbid")


def _has_words(question: str) -> str:
    # a run started on blank text would only fail later, with nothing asked
    if not question.strip():
        raise ValueError("must contain words, not only spaces")
    return question


#: a free question as a request gives it
Question = Annotated[str, Field(min_length=1, max_length=4000), AfterValidator(_has_words)]


class RunSubmission(_Body):
    """A template with its inputs (a bundled id, or the YAML text of one), or a free question."""

    template_id: str | None = Field(
        default=None, max_length=200, description="A bundled template's id (GET /v1/templates)."
    )
    template_yaml: str | None = Field(
        default=None, description="The text of the user's own template (instead of an id)."
    )
    inputs: dict[str, JsonValue] = Field(
        default_factory=dict, description="The template's typed inputs by name."
    )
    question: Question | None = Field(default=None, description="A free question (no template).")
    mode: Literal["chat", "strategy"] | None = Field(
        default=None,
        description="chat may ask the user; strategy never waits (default: the template's "
        "mode; chat for a question).",
    )
    strategy_id: str | None = Field(
        default=None,
        min_length=1,
        max_length=200,
        description="Strategy mode: which of the requester's strategies the run belongs to.",
    )

    @model_validator(mode="after")
    def _one_kind(self) -> RunSubmission:
        given = [
            n for n in ("template_id", "template_yaml", "question") if getattr(self, n) is not None
        ]
        if len(given) != 1:
            raise ValueError("give exactly one of template_id, template_yaml or question")
        if self.question is not None and self.inputs:
            raise ValueError("inputs go with a template, not with a question")
        return self


class RunAccepted(BaseModel):
    run_id: str
    status: Literal["running"] = "running"
    requested_by: str
    events_url: str = Field(description="Server-sent events of the run (GET).")
    run_url: str


class RunOut(BaseModel):
    """A run as listed: folded from its record (or, just submitted, from this API)."""

    run_id: str
    status: str
    mode: str | None = None
    requested_by: str | None = None
    template_id: str | None = None
    question: str | None = None
    entity_ids: list[str] = Field(default_factory=list)
    started_at: str | None = None
    ended_at: str | None = None
    answer_id: str | None = None
    error: str | None = None
    events: int = 0

    @classmethod
    def of(cls, summary: RunSummary) -> RunOut:
        return cls(
            run_id=summary.run_id,
            status=summary.status,
            mode=summary.mode,
            requested_by=summary.requested_by,
            template_id=summary.template_id,
            question=summary.question,
            entity_ids=list(summary.entity_ids),
            started_at=summary.started_at.isoformat() if summary.started_at else None,
            ended_at=summary.ended_at.isoformat() if summary.ended_at else None,
            answer_id=summary.answer_id,
            error=summary.error,
            events=summary.events,
        )


class RunPage(BaseModel):
    runs: list[RunOut]
    next_offset: int | None = Field(description="Offset of the next page; None on the last.")


class ClarificationAnswer(_Body):
    answer: str = Field(
        min_length=1,
        max_length=2000,
        description="An option's number, id or label; or free text when the question takes it.",
    )


class Cancellation(_Body):
    reason: str = Field(default="cancelled by the user", min_length=1, max_length=500)


class Accepted(BaseModel):
    run_id: str
    status: Literal["accepted"] = "accepted"
    detail: str


class PassageOut(BaseModel):
    chunk_id: str
    document_id: str | None
    text: str
    start: int | None
    end: int | None


class EvidenceOut(BaseModel):
    citation: int
    title: str
    published: str
    quote: str
    source_id: str
    chunk_id: str | None
    source_kind: str | None
    synthetic: bool
    content_hash: str | None
    tool: str | None
    tool_arguments: Any = None
    passage: PassageOut | None


class AnswerOut(BaseModel):
    run_id: str
    answer_id: str
    version: int
    text: str
    content_hash: str
    citations: list[EvidenceOut]


class TemplateSummary(BaseModel):
    id: str
    version: int
    title: str
    description: str
    mode: str
    inputs: list[str]


class TemplateValidation(_Body):
    template_id: str | None = Field(default=None, description="A bundled template's id.")
    template_yaml: str | None = Field(default=None, description="Template text to check.")
    inputs: dict[str, JsonValue] | None = Field(
        default=None, description="Also check these inputs against the template."
    )

    @model_validator(mode="after")
    def _one(self) -> TemplateValidation:
        if (self.template_id is None) == (self.template_yaml is None):
            raise ValueError("give exactly one of template_id or template_yaml")
        return self


class Problem(BaseModel):
    field: str
    reason: str


class ValidationResult(BaseModel):
    valid: bool
    template_id: str | None
    problems: list[Problem]


class Me(BaseModel):
    subject: str
    team: str
    roles: list[str]
    entitlements: list[str]
    via: str
    requested_by: str

    @classmethod
    def of(cls, caller: Principal) -> Me:
        """What a caller is shown of their own principal (never a key or a token)."""
        return cls(
            subject=caller.subject,
            team=caller.team,
            roles=sorted(caller.roles),
            entitlements=list(caller.entitlements),
            via=caller.via,
            requested_by=caller.requester,
        )


# --- conversations --------------------------------------------------------------------------


class ConversationCreate(_Body):
    title: str | None = Field(default=None, max_length=200, description="What it is about.")


class TurnSubmission(_Body):
    """A turn: a free question, a bundled template with its inputs, or changes to the inputs
    of the conversation's latest template turn."""

    question: Question | None = Field(default=None, description="A free question.")
    template: str | None = Field(
        default=None, max_length=200, description="A bundled template's id (GET /v1/templates)."
    )
    inputs: dict[str, JsonValue] | None = Field(
        default=None, description="The template's typed inputs by name (with `template`)."
    )
    changes: dict[str, JsonValue] | None = Field(
        default=None,
        description="Inputs to change: the latest template turn's template runs again with its "
        "inputs and these changed, checked like a new submission.",
    )

    @model_validator(mode="after")
    def _one_kind(self) -> TurnSubmission:
        given = [n for n in ("question", "template", "changes") if getattr(self, n) is not None]
        if len(given) != 1:
            raise ValueError("give exactly one of question, template (with inputs) or changes")
        if self.inputs is not None and self.template is None:
            raise ValueError("inputs go with a template; to change a previous turn's, use changes")
        if self.changes is not None and not self.changes:
            raise ValueError("changes must name at least one input")
        return self


class TurnOut(BaseModel):
    turn_id: str
    index: int = Field(description="0 for the first turn, then 1, 2, …")
    run_id: str
    question: str | None = None
    template: str | None = None
    inputs: dict[str, JsonValue] | None = None
    status: str = Field(description="The run's: running, succeeded, failed or cancelled.")
    created_at: str
    carried: list[str] = Field(
        default_factory=list,
        description="The earlier sources the turn's run was given, as `<run id>/<source id>`.",
    )


class ConversationOut(BaseModel):
    conversation_id: str
    title: str | None
    created_at: str
    requested_by: str = Field(description="Who started it (a run's requester string).")
    turns: list[TurnOut]


class ConversationPage(BaseModel):
    conversations: list[ConversationOut]
    next_offset: int | None = Field(description="Offset of the next page; None on the last.")


class TurnAccepted(BaseModel):
    turn_id: str
    index: int
    run_id: str
    events_url: str = Field(description="Server-sent events of the turn's run (GET).")
    answer_url: str
    carried: list[str] = Field(
        default_factory=list,
        description="The earlier sources given to the run, as `<run id>/<source id>`.",
    )
