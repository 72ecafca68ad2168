"""Sources as they travel between agents (and processes): content attached.

A researcher returns the sources its answer cites and inherits the orchestrator's; both go over
the bus as `SharedSource` values. Converting back checks the run, so a source of another run can
never be adopted.
"""

from __future__ import annotations

from collections.abc import Iterable

from quantward_contracts.values import SharedPassage, SharedSource
from quantward_grounding.registry import ForeignSourceError
from quantward_grounding.sources import Passage, Source


def to_shared(source: Source) -> SharedSource:
    return SharedSource(
        source_id=source.source_id,
        kind=source.kind,
        title=source.title,
        tool_name=source.tool_name,
        tool_call_id=source.tool_call_id,
        content_hash=source.content_hash,
        content=source.content,
        passages=tuple(
            SharedPassage(
                chunk_id=p.chunk_id,
                text=p.text,
                document_id=p.document_id,
                start=p.start,
                end=p.end,
            )
            for p in source.passages
        ),
        entity_ids=source.entity_ids,
        retrieved_at=source.retrieved_at,
        published=source.published,
        synthetic=source.synthetic,
        uri=source.uri,
        registered_by=source.registered_by,
    )


def from_shared(shared: SharedSource, run_id: str) -> Source:
    """The source for `run_id`; `ForeignSourceError` if its id was not made in that run."""
    source = Source(
        source_id=shared.source_id,
        run_id=run_id,
        kind=shared.kind,
        title=shared.title,
        tool_name=shared.tool_name,
        tool_call_id=shared.tool_call_id,
        content_hash=shared.content_hash,
        content=shared.content,
        passages=tuple(
            Passage(
                chunk_id=p.chunk_id,
                text=p.text,
                document_id=p.document_id,
                start=p.start,
                end=p.end,
            )
            for p in shared.passages
        ),
        entity_ids=shared.entity_ids,
        retrieved_at=shared.retrieved_at,
        published=shared.published,
        synthetic=shared.synthetic,
        uri=shared.uri,
        registered_by=shared.registered_by,
    )
    from quantward_grounding.sources import content_hash, source_id_for

    if content_hash(source.content) != source.content_hash or source.source_id != source_id_for(
        run_id, source.tool_call_id, source.content_hash
    ):
        raise ForeignSourceError(
            f"source {shared.source_id} does not match its content or was not made in run {run_id}"
        )
    return source


def shared_sources(sources: Iterable[Source]) -> tuple[SharedSource, ...]:
    return tuple(to_shared(s) for s in sources)
