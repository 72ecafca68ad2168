"""Sources as they travel between agents (and processes): content attached.

A researcher returns the sources its answer cites and inherits the orchestrator's; both go over
the bus as `SharedSource` values. Converting back checks the run, so a source of another run can
never be adopted.
"""

from __future__ import annotations

from collections.abc import Iterable

from quantward_contracts.values import CarriedSource, SharedSource
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


def carried_into(carried: CarriedSource, run_id: str) -> Source:
    """A conversation's earlier source as a source of follow-up run `run_id`.

    The source must be the earlier run's own (its id made there, its content matching its
    hash: `ForeignSourceError` otherwise), so a request cannot smuggle in a passage no run
    retrieved. It gets this run's id (derived from the same tool call and content, so a replay
    gives the same id) and keeps its passages, chunk ids and dates exactly: a citation of it
    in the follow-up opens the very passage the earlier answer cited.
    """
    earlier = from_shared(carried.source, carried.from_run_id)
    return earlier.model_copy(
        update={
            "run_id": run_id,
            "source_id": source_id_for(run_id, earlier.tool_call_id, earlier.content_hash),
        }
    )


def carried_sources(grounding: Iterable[CarriedSource], run_id: str) -> tuple[Source, ...]:
    """Every carried source as this run's (the first of any two with the same new id)."""
    found: dict[str, Source] = {}
    for carried in grounding:
        source = carried_into(carried, run_id)
        found.setdefault(source.source_id, source)
    return tuple(found.values())
