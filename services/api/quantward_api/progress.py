"""What a user following a run sees, one item per run event (pure).

The items name what happened in the run's words (a stage and its detail, a delegation, "the
Guardian is reviewing the plan", its decision with summary, concerns and requested changes, a
clarification question with its options, the answer as released) and leave out what only the
platform needs (model calls, tool payloads, drafts before grounding).
"""

from __future__ import annotations

from typing import Any

from quantward_contracts import Event
from quantward_contracts.events import (
    AnswerReleased,
    ClarificationRequested,
    ContractProposed,
    ContractStatusChanged,
    ContractValidated,
    ReviewDecided,
    ReviewRequested,
    RunCompleted,
    RunPlanned,
    RunProgressed,
    TaskCompleted,
    TaskDelegated,
)

#: the event types a stream shows, in the run's topics (the record's `type` strings)
STREAMED = (
    RunProgressed,
    RunPlanned,
    RunCompleted,
    TaskDelegated,
    TaskCompleted,
    ClarificationRequested,
    AnswerReleased,
    ContractProposed,
    ContractValidated,
    ContractStatusChanged,
    ReviewRequested,
    ReviewDecided,
)
STREAMED_TYPES = frozenset(t.model_fields["type"].default for t in STREAMED)


def options(question: ClarificationRequested) -> list[dict[str, Any]]:
    """The options numbered as an answer may name them (number, id or label)."""
    data = question.data
    if data.choices:
        return [
            {"number": n, "id": c.option_id, "label": c.label}
            for n, c in enumerate(data.choices, 1)
        ]
    return [{"number": n, "id": None, "label": o} for n, o in enumerate(data.options, 1)]


def progress_item(event: Event) -> tuple[str, dict[str, Any]] | None:
    """(kind, payload) of a run event as its user sees it; None for what a user does not see."""
    if isinstance(event, RunProgressed):
        return "stage", {"stage": event.data.stage, "detail": event.data.detail}
    if isinstance(event, RunPlanned):
        parts = [{"part_id": p.part_id, "question": p.question} for p in event.data.parts]
        return "plan", {"version": event.data.version, "parts": parts}
    if isinstance(event, TaskDelegated):
        return "delegation", {
            "task_id": event.data.task_id,
            "part_id": event.data.part_id,
            "instructions": event.data.instructions,
        }
    if isinstance(event, TaskCompleted):
        return "task", {
            "task_id": event.data.task_id,
            "status": event.data.status,
            "citations": len(event.data.citations),
            "tool_calls": event.data.tool_calls,
            "error": event.data.error,
        }
    if isinstance(event, ContractProposed):
        contract = event.data.contract
        return "contract", {
            "version": event.data.version,
            "constraints": [
                {"name": c.name, "value": c.value, "provenance": c.provenance}
                for c in contract.constraints
            ],
            "methods": len(contract.methods),
        }
    if isinstance(event, ContractValidated):
        return "checks", {
            "subject": f"contract v{event.data.version}",
            "passed": all(c.passed for c in event.data.checks),
            "failed": [
                {"check_id": c.check_id, "message": c.message}
                for c in event.data.checks
                if not c.passed
            ],
        }
    if isinstance(event, ContractStatusChanged):
        return "contract_status", {
            "version": event.data.version,
            "status": event.data.status,
            "reason": event.data.reason,
        }
    if isinstance(event, ReviewRequested):
        return "review_started", {
            "stage": event.data.stage,
            "message": f"the Guardian is reviewing the {event.data.stage}…",
        }
    if isinstance(event, ReviewDecided):
        d = event.data
        return "review", {
            "stage": d.stage,
            "decision": d.decision,
            "summary": d.summary,
            "guardian_failed": d.guardian_failed,
            "concerns": [c.model_dump(mode="json") for c in d.concerns],
            "requested_changes": list(d.requested_changes),
        }
    if isinstance(event, ClarificationRequested):
        asked = event.data
        return "clarification", {
            "clarification_id": asked.clarification_id,
            "question": asked.question,
            "reason": asked.reason,
            "options": options(event),
            "free_text": asked.free_text or not asked.choices,
            "input_name": asked.input_name,
        }
    if isinstance(event, AnswerReleased):
        released = event.data
        return "answer", {
            "answer_id": released.answer_id,
            "version": released.version,
            "text": released.text,
            "citations": [c.model_dump(mode="json") for c in released.citations],
        }
    if isinstance(event, RunCompleted):
        return "completed", {
            "status": event.data.status,
            "summary": event.data.summary,
            "error": event.data.error,
            "answer_id": event.data.answer_id,
        }
    return None
