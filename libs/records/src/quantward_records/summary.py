"""A run's summary, folded from its events one at a time (pure)."""

from __future__ import annotations

from dataclasses import replace

from quantward_contracts import Event
from quantward_contracts.events import AnswerReleased, RunCompleted, RunRequested
from quantward_records.model import RunSummary


def summarise(summary: RunSummary | None, event: Event) -> RunSummary:
    """`summary` with `event` folded in (a run's first event starts it)."""
    assert event.run_id is not None
    current = summary or RunSummary(run_id=event.run_id, started_at=event.time)
    entity_ids = current.entity_ids + tuple(
        e for e in event.entity_ids if e not in current.entity_ids
    )
    started = current.started_at
    if started is None or event.time < started:
        started = event.time
    current = replace(current, entity_ids=entity_ids, started_at=started, events=current.events + 1)
    if isinstance(event, RunRequested):
        data = event.data
        return replace(
            current,
            mode=data.mode,
            requested_by=data.requested_by,
            template_id=data.template_id,
            question=data.question,
        )
    if isinstance(event, AnswerReleased):
        return replace(current, answer_id=event.data.answer_id)
    if isinstance(event, RunCompleted):
        return replace(
            current, status=event.data.status, ended_at=event.time, error=event.data.error
        )
    return current
