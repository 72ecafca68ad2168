"""Sources as they travel between agents (and processes): content attached.

A researcher returns the sources its answer cites and inherits the orchestrator's; both go over
the bus as `SharedSource` values. Converting back checks the run, so a source of another run can
never be adopted.
"""

from __future__ import annotations

from collections.abc import Iterable

from quantward_contracts.values import SharedSource
from quantward_grounding.registry import ForeignSourceError
from quantward_grounding.sources import Source, content_hash, source_id_for


def to_shared(source: Source) -> SharedSource:
    # Same fields, minus the run (the receiving side supplies and checks it).
    return SharedSource.model_validate(source.model_dump(exclude={"run_id"}), strict=False)


def from_shared(shared: SharedSource, run_id: str) -> Source:
    """The source for `run_id`; `ForeignSourceError` if its id was not made in that run."""
    source = Source.model_validate({**shared.model_dump(), "run_id": run_id})
    if content_hash(source.content) != source.content_hash or source.source_id != source_id_for(
        run_id, source.tool_call_id, source.content_hash
    ):
        raise ForeignSourceError(
            f"source {shared.source_id} does not match its content or was not made in run {run_id}"
        )
    return source


def shared_sources(sources: Iterable[Source]) -> tuple[SharedSource, ...]:
    return tuple(to_shared(s) for s in sources)
