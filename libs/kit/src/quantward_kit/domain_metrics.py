"""Runs, reviews and citations counted from the events that announce them, once for every service.

The service that publishes the event counts it (the orchestrator its runs, the Guardian its
reviews, the grounder its citations), because the bus calls these observers on every publish;
no service code records a metric. Registered when the kit is imported.
"""

from __future__ import annotations

from quantward_contracts.events import CitationsResolved, ReviewDecided, RunCompleted
from quantward_telemetry import metrics


def _run_completed(event: RunCompleted) -> None:
    metrics.RUNS.labels(event.data.status).inc()


def _review_decided(event: ReviewDecided) -> None:
    metrics.REVIEW_DECISIONS.labels(event.data.stage, event.data.decision).inc()


def _citations_resolved(event: CitationsResolved) -> None:
    if event.data.unresolved:
        metrics.CITATION_FAILURES.inc(len(event.data.unresolved))
    if event.data.citations:
        metrics.CITATIONS_RESOLVED.inc(len(event.data.citations))


def register() -> None:
    """Have the bus count these events' metrics on publish (idempotent)."""
    metrics.observe_published_type(RunCompleted.model_fields["type"].default, _run_completed)
    metrics.observe_published_type(ReviewDecided.model_fields["type"].default, _review_decided)
    metrics.observe_published_type(
        CitationsResolved.model_fields["type"].default, _citations_resolved
    )
