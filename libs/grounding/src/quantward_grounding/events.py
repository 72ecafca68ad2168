"""The grounding facts as bus events: a source was registered, a text's marks were resolved."""

from __future__ import annotations

from quantward_contracts import SourceRef, new_id
from quantward_contracts.events import (
    CitationsResolved,
    CitationsResolvedData,
    SourceRegistered,
    SourceRegisteredData,
    UnresolvedMark,
)
from quantward_grounding.sources import Source
from quantward_grounding.streaming import GroundedText


def _call_id(tool_call_id: str | None) -> str | None:
    """The harness's call id (`tcl_…`); per-document suffixes (`tcl_…:doc_…`) are dropped."""
    if not tool_call_id or not tool_call_id.startswith("tcl_"):
        return None
    return tool_call_id.split(":", 1)[0]


def source_registered(
    source: Source, *, producer: str, causation_id: str | None = None
) -> SourceRegistered:
    """The event for a registered source (ids and hashes; the content stays with the run)."""
    return SourceRegistered(
        run_id=source.run_id,
        producer=producer,
        causation_id=causation_id,
        entity_ids=source.entity_ids,
        source_refs=(SourceRef(source_id=source.source_id),),
        data=SourceRegisteredData(
            source_id=source.source_id,
            kind=source.kind,
            title=source.title,
            tool_call_id=_call_id(source.tool_call_id),
            tool_name=source.tool_name,
            content_hash=source.content_hash,
            chunk_ids=tuple(p.chunk_id for p in source.passages),
            published=source.published,
            synthetic=source.synthetic,
            uri=source.uri,
        ),
    )


def citations_resolved(
    grounded: GroundedText,
    *,
    run_id: str,
    producer: str,
    answer_id: str | None = None,
    task_id: str | None = None,
    causation_id: str | None = None,
    event_id: str | None = None,
) -> CitationsResolved:
    """The event for a resolved text: its citations and every mark that was rejected
    (`event_id`: the reply's own, derived from the command it answers; else a new one)."""
    return CitationsResolved(
        event_id=event_id or new_id("evt"),
        run_id=run_id,
        producer=producer,
        causation_id=causation_id,
        source_refs=tuple(
            SourceRef(source_id=c.source_id, chunk_id=c.chunk_id) for c in grounded.citations
        ),
        data=CitationsResolvedData(
            answer_id=answer_id,
            task_id=task_id,
            citations=tuple(grounded.citations),
            unresolved=tuple(
                UnresolvedMark(mark=r.mark, reason=r.reason) for r in grounded.rejected
            ),
        ),
    )
