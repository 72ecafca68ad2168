"""Events in, record entries out, and back: what the recorder stores for an event and how a
stored body becomes the same event again."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import TYPE_CHECKING, Final

from pydantic import JsonValue

from quantward_contracts import Event, topics
from quantward_contracts.codec import decode_event
from quantward_records.artifacts import dehydrate, hydrate
from quantward_records.chain import canonical, sha256_hex
from quantward_records.model import Entry, NewRecord

if TYPE_CHECKING:
    from quantward_records.port import RecordStore

#: the recorder's consumer group: a process that reads a run's record before acting on it (an
#: orchestrator resuming a run) first waits until this group has consumed what was published
RECORDER_GROUP: Final = "recorder"
#: every topic that carries run events (dead letters are an operator's concern, not a run's)
RECORDED_TOPICS: Final = tuple(t for t in topics.ALL if t != topics.DEAD_LETTER)


def prepare(
    event: Event, topic: str, document: dict[str, JsonValue] | None = None
) -> tuple[NewRecord, dict[str, bytes]]:
    """The event's stored body (canonical JSON, large values moved out) and its artifacts.

    `document` is the event's JSON when the caller already has it (parsed from the bytes as
    published, which are the event's `model_dump(mode="json")`), so it is not serialised again."""
    if document is None:
        document = event.model_dump(mode="json")
    body, artifacts = dehydrate(document)
    text = canonical(body).decode()
    record = NewRecord(event, topic, text, sha256_hex(text.encode()), tuple(artifacts))
    return record, artifacts


def restore(entry: Entry, artifact: Callable[[str], bytes | None]) -> Event:
    """The recorded event, exactly as published; `MissingArtifactError` if an artifact is gone,
    `ValueError` if the entry's content was deleted."""
    if entry.body is None:
        raise ValueError(f"entry {entry.seq} of run {entry.run_id} was deleted (tombstone)")
    document = hydrate(json.loads(entry.body), artifact)
    return decode_event(json.dumps(document))


def recorded_events(store: RecordStore, run_id: str) -> list[Event]:
    """The run's events in record order, as published (blocking: call in a thread); `ValueError`
    if the run's content was deleted, `MissingArtifactError` if an artifact is gone."""
    return [restore(entry, store.artifact) for entry in store.entries(run_id)]
