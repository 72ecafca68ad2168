"""Events in, record entries out, and back: what the recorder stores for an event and how a
stored body becomes the same event again."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Final

from pydantic import JsonValue

from quantward_contracts import Event, topics
from quantward_contracts.codec import decode_event
from quantward_records.artifacts import BLOB_KEY, BLOB_MIN_BYTES, dehydrate, hydrate
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
    whole = canonical(document)
    if len(whole) < BLOB_MIN_BYTES:
        # No value inside is as large as the whole (its form is a piece of the whole's), so
        # nothing moves out: most events are this small, and need no walk and no second form.
        text = whole.decode()
        return NewRecord(event, topic, text, sha256_hex(whole), ()), {}
    body, artifacts = dehydrate(document)
    text = canonical(body).decode()
    record = NewRecord(event, topic, text, sha256_hex(text.encode()), tuple(artifacts))
    return record, artifacts


def restore(entry: Entry, artifact: Callable[[str], bytes | None]) -> Event:
    """The recorded event, exactly as published; `MissingArtifactError` if an artifact is gone,
    `ValueError` if the entry's content was deleted."""
    if entry.body is None:
        raise ValueError(f"entry {entry.seq} of run {entry.run_id} was deleted (tombstone)")
    if BLOB_KEY not in entry.body:  # nothing moved out: the body is the event's whole JSON
        return decode_event(entry.body)
    document = hydrate(json.loads(entry.body), artifact)
    return decode_event(json.dumps(document))


#: an artifact reference as a stored body (canonical JSON) writes it
_REFERENCE = re.compile(r'\{"\$blob":"([0-9a-f]{64})"\}')


def artifact_reader(
    store: RecordStore, bodies: Iterable[str | None]
) -> Callable[[str], bytes | None]:
    """`store.artifact` for restoring these bodies, with every artifact they refer to (and
    those the artifacts refer to) read beforehand in one query per level of nesting, instead
    of one per reference; anything not found is asked of the store as before."""
    found: dict[str, bytes] = {}
    wanted = {sha for body in bodies if body for sha in _REFERENCE.findall(body)}
    while wanted:
        batch = store.artifacts(wanted)
        found.update(batch)
        wanted = {
            sha
            for content in batch.values()
            for sha in _REFERENCE.findall(content.decode("utf-8", "replace"))
            if sha not in found
        }

    def artifact(sha256: str) -> bytes | None:
        content = found.get(sha256)
        return content if content is not None else store.artifact(sha256)

    return artifact


def recorded_events(store: RecordStore, run_id: str) -> list[Event]:
    """The run's events in record order, as published (blocking: call in a thread); `ValueError`
    if the run's content was deleted, `MissingArtifactError` if an artifact is gone."""
    entries = store.entries(run_id)
    artifact = artifact_reader(store, (e.body for e in entries))
    return [restore(entry, artifact) for entry in entries]
