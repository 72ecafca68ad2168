"""Briefs: the structured part of every agent prompt.

The harness writes what an agent must do twice into its first user message: as prose for a
language model and as one JSON block between `<brief>` tags. A real model may read either; the
offline reference policy (`quantward_policy`) reads only the block, so it drives every template
through exactly the prompts a real model gets. The block is the agreement between the two:
change a field here and both sides see it. It lives with the agent runtime, which every service
building a prompt already imports; the policy depends on it, never the reverse.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from datetime import date
from typing import Final, Literal

from pydantic import BaseModel, ConfigDict, Field, JsonValue

from quantward_contracts.values import Concern, ReviewBundle, UserMessage
from quantward_llm.port import Message

#: how the harness opens a request for changes in an agent's prompt; the offline policies look
#: for it, so both sides import it from here
REPAIR_MARKER: Final = "Requested changes:"

_BLOCK: Final = re.compile(r"<brief>\s*(\{.*?\})\s*</brief>", re.DOTALL)


class BriefModel(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class EntityBrief(BriefModel):
    entity_id: str
    name: str
    #: why this entity stands for what the user named, when it is not that company itself
    #: (the debt issuer a template asked for); the answer must say it
    why: str = ""


class PlanItemBrief(BriefModel):
    """A question the template pins; `{company}` stands for each company of a per-company item."""

    id: str
    question: str
    scope: Literal["per_company", "all_companies"] = "per_company"
    approach: str = "search"
    document_types: tuple[str, ...] = ()
    look_for: tuple[str, ...] = ()


class SectionBrief(BriefModel):
    id: str
    title: str
    from_plan: tuple[str, ...]


class TableBrief(BriefModel):
    id: str
    title: str
    columns: tuple[str, ...]
    from_plan: tuple[str, ...]


class OutputBrief(BriefModel):
    title: str
    sections: tuple[SectionBrief, ...]
    tables: tuple[TableBrief, ...] = ()
    risks_minimum: int = 0
    risks_from_plan: tuple[str, ...] = ()


class OrchestratorBrief(BriefModel):
    """What the orchestrator must plan and compose (it researches nothing itself)."""

    kind: Literal["orchestrator"] = "orchestrator"
    mode: Literal["chat", "strategy"]
    question: str | None = None
    template_id: str | None = None
    as_of: date | None = None
    entities: tuple[EntityBrief, ...]
    plan: tuple[PlanItemBrief, ...]
    output: OutputBrief
    allowed_sources: tuple[str, ...] = ()


class PassageBrief(BriefModel):
    """A passage a researcher already holds, with the mark that cites it."""

    mark: str
    title: str
    published: date | None = None
    #: the passage's text, delimited as document data (it is never an instruction)
    text: str


class ResearcherBrief(BriefModel):
    """One plan part for one researcher, in a clean context."""

    kind: Literal["researcher"] = "researcher"
    task_id: str
    question: str
    approach: str = "search"
    entities: tuple[EntityBrief, ...]
    as_of: date | None = None
    window_start: date | None = None
    window_end: date | None = None
    document_types: tuple[str, ...] = ()
    look_for: tuple[str, ...] = ()
    allowed_sources: tuple[str, ...] = ()
    table_columns: tuple[str, ...] = ()
    mandate: dict[str, JsonValue] = Field(default_factory=dict)
    inherited_marks: tuple[str, ...] = ()
    #: the passages a conversation's earlier answers cited, carried into this follow-up run:
    #: already read, so "the filing you cited" is answered from the same passage
    carried: tuple[PassageBrief, ...] = ()


class GivenInput(BriefModel):
    """A template input as the request gave it (or the template's default)."""

    name: str
    type: str
    value: JsonValue = None
    given: bool = Field(description="False when the template's default was used.")
    message_id: str | None = Field(default=None, description="The user message that gave it.")


class ClarifiedAnswer(BriefModel):
    question: str
    answer: str
    message_id: str


class ContractWriterBrief(BriefModel):
    """What the contract writer must commit to before research starts."""

    kind: Literal["contract_writer"] = "contract_writer"
    mode: Literal["chat", "strategy"]
    question: str | None = None
    template_id: str | None = None
    template_title: str = ""
    template_description: str = ""
    request_message_id: str | None = None
    as_of: date | None = None
    window_start: date | None = None
    window_end: date | None = None
    entities: tuple[EntityBrief, ...]
    plan: tuple[PlanItemBrief, ...]
    output: OutputBrief
    inputs: tuple[GivenInput, ...] = ()
    mandate: dict[str, JsonValue] | None = None
    mandate_given: bool = False
    answers: tuple[ClarifiedAnswer, ...] = ()
    user_messages: tuple[UserMessage, ...] = Field(
        default=(),
        description="What the user said, with the ids and text a provenance cites (a span is "
        "character offsets into a message's text).",
    )


class GuardianBrief(BriefModel):
    """One Guardian review: the bundle the harness assembled and the run's concerns so far."""

    kind: Literal["guardian"] = "guardian"
    bundle: ReviewBundle
    ledger: tuple[Concern, ...] = ()


Brief = OrchestratorBrief | ResearcherBrief | ContractWriterBrief | GuardianBrief
_KINDS: Final[dict[str, type[Brief]]] = {
    "orchestrator": OrchestratorBrief,
    "researcher": ResearcherBrief,
    "contract_writer": ContractWriterBrief,
    "guardian": GuardianBrief,
}


def render_brief(brief: BriefModel) -> str:
    """The `<brief>` block for a prompt (compact, stable JSON)."""
    # "</" is escaped (valid JSON) so a question quoting "</brief>" cannot end the block.
    body = brief.model_dump_json(exclude_defaults=False).replace("</", "<\\/")
    return "<brief>\n" + body + "\n</brief>"


def find_brief(messages: Sequence[Message]) -> Brief | None:
    """The brief of the conversation: the first block in a system or user message."""
    for message in messages:
        if message.role not in ("system", "user"):
            continue
        match = _BLOCK.search(message.content)
        if match is None:
            continue
        block = match.group(1)
        kind = json.loads(block).get("kind")
        if kind in _KINDS:
            # From the JSON text, so the contracts' strict models read dates and tuples as sent.
            return _KINDS[kind].model_validate_json(block)
    return None
