"""A run's record as an archive: JSON Lines, one `ExportedEntry` per line, verifiable alone.

Each line carries the entry's hashes, its stored body and the event as published (artifacts put
back). `verify_archive` needs nothing but the lines: the chain links, each body's hash, and that
the event, with its large values moved out again, is exactly the stored body — so an artifact
changed in the archive is caught as well. The schema is published as
`docs/events/record-export.schema.json` (`make events`). Lines cut off at the end of an archive
cannot be told from a shorter run by the lines alone: compare the count with the store's head
(`record verify` on the store) when that matters.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from datetime import datetime

from pydantic import BaseModel, ConfigDict, Field, JsonValue

from quantward_records.artifacts import dehydrate, hydrate
from quantward_records.chain import canonical, sha256_hex
from quantward_records.model import Entry, Head, Problem, Tombstone, Verification
from quantward_records.verify import verify_run


class ExportedEntry(BaseModel):
    """One entry of a run's record, as archived."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    run_id: str
    seq: int = Field(ge=0, description="Position in the run's chain, from 0.")
    event_id: str
    type: str = Field(description="The event's versioned type tag.")
    topic: str
    time: datetime = Field(description="When the producer created the event.")
    producer: str
    causation_id: str | None = None
    body_sha256: str = Field(description="SHA-256 of `body` (UTF-8).")
    prev_hash: str = Field(description="The previous entry's `entry_hash` (64 zeros for seq 0).")
    entry_hash: str = Field(
        description="SHA-256 of `prev_hash`, `seq`, `event_id` and `body_sha256`, one per line."
    )
    body: str | None = Field(
        description="The stored body: canonical JSON of the event with large values as "
        '`{"$blob": sha256}`; null once the run\'s content was deleted.'
    )
    event: dict[str, JsonValue] | None = Field(
        description="The event as published (artifacts put back); null once deleted."
    )


def exported(entry: Entry, artifact: Callable[[str], bytes | None]) -> ExportedEntry:
    event = hydrate(json.loads(entry.body), artifact) if entry.body is not None else None
    return ExportedEntry(
        run_id=entry.run_id,
        seq=entry.seq,
        event_id=entry.event_id,
        type=entry.type,
        topic=entry.topic,
        time=entry.time,
        producer=entry.producer,
        causation_id=entry.causation_id,
        body_sha256=entry.body_sha256,
        prev_hash=entry.prev_hash,
        entry_hash=entry.entry_hash,
        body=entry.body,
        event=event if isinstance(event, dict) else None,
    )


def verify_archive(lines: Iterable[ExportedEntry]) -> Verification:
    """Verify an exported run with nothing but its lines."""
    items = list(lines)
    result = Verification()
    if not items:
        return result
    run_id = items[0].run_id
    entries = [
        Entry(
            i.run_id, i.seq, i.event_id, i.type, i.topic, i.time, i.producer, i.causation_id,
            i.body, i.body_sha256, i.prev_hash, i.entry_hash,
        )
        for i in items
    ]  # fmt: skip
    # The archive's own artifacts: the event's large values, moved out again.
    artifacts: dict[str, bytes] = {}
    for item in items:
        if item.event is None or item.body is None:
            continue
        body, blobs = dehydrate(item.event)
        artifacts.update(blobs)
        if sha256_hex(canonical(body)) != item.body_sha256:
            result.problems.append(
                Problem(
                    run_id,
                    "the archived event does not match its stored body (the event was changed)",
                    seq=item.seq,
                    event_id=item.event_id,
                )
            )
    head = Head(len(entries), entries[-1].entry_hash)
    deleted = all(i.body is None for i in items)
    tombstone = (
        Tombstone(run_id, items[-1].time, "archived without content", 0) if deleted else None
    )
    return verify_run(run_id, entries, head, artifacts.get, tombstone, into=result)
