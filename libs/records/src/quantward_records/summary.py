"""A run's summary, folded from its events one at a time (pure)."""

from __future__ import annotations

from quantward_contracts import Event
from quantward_contracts.events import AnswerReleased, RunCompleted, RunRequested
from quantward_records.model import RunSummary


def summarise(summary: RunSummary | None, event: Event) -> RunSummary:
    """`summary` with `event` folded in (a run's first event starts it).

    Runs for every recorded event, so it builds the new summary once (no `replace` per field
    group: `dataclasses.replace` inspects the fields on every call)."""
    assert event.run_id is not None
    current = summary or RunSummary(run_id=event.run_id, started_at=event.time)
    entity_ids = current.entity_ids
    new_ids = [e for e in event.entity_ids if e not in entity_ids]
    if new_ids:
        entity_ids = entity_ids + tuple(new_ids)
    started = current.started_at
    if started is None or event.time < started:
        started = event.time
    mode, requested_by, template_id, question = (
        current.mode,
        current.requested_by,
        current.template_id,
        current.question,
    )
    status, ended_at, error, answer_id = (
        current.status,
        current.ended_at,
        current.error,
        current.answer_id,
    )
    if isinstance(event, RunRequested):
        data = event.data
        mode, requested_by = data.mode, data.requested_by
        template_id, question = data.template_id, data.question
    elif isinstance(event, AnswerReleased):
        answer_id = event.data.answer_id
    elif isinstance(event, RunCompleted):
        status, ended_at, error = event.data.status, event.time, event.data.error
    return RunSummary(
        run_id=current.run_id,
        status=status,
        mode=mode,
        requested_by=requested_by,
        template_id=template_id,
        question=question,
        entity_ids=entity_ids,
        started_at=started,
        ended_at=ended_at,
        answer_id=answer_id,
        error=error,
        events=current.events + 1,
    )
