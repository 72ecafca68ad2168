"""The hash chain of a run's record: pure functions, the same for every store.

Each entry's hash covers the previous entry's hash, its position, its event id and the hash of
its stored body, so changing, removing, inserting or reordering any entry breaks every hash
after it. A run's head (entry count and last hash) is kept beside the entries, so dropping the
newest entries is caught too. Bodies refer to artifacts by content hash, so an artifact changed
on disk is caught by its own hash without the chain having to carry its bytes.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Sequence
from typing import Final

import orjson
from pydantic import JsonValue

from quantward_records.model import Entry, NewRecord, RunSummary

#: how a run's summary takes one more record (the stores call it inside their transaction)
Fold = Callable[[RunSummary | None, NewRecord], RunSummary]

#: the `prev_hash` of a run's first entry
GENESIS: Final = "0" * 64


def sha256_hex(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def canonical(value: JsonValue) -> bytes:
    """One byte form per JSON value — sorted keys, no spaces, UTF-8 — so equal values hash
    equal wherever they were written. orjson writes it (the recorder serialises every event);
    a value with an integer beyond 64 bits, which orjson refuses, is written by the standard
    library in the same layout."""
    try:
        return orjson.dumps(value, option=orjson.OPT_SORT_KEYS)
    except TypeError:
        text = json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
        return text.encode()


def link(prev_hash: str, seq: int, event_id: str, body_sha256: str) -> str:
    """The hash of entry `seq`, chained to the entry before it."""
    return sha256_hex(f"{prev_hash}\n{seq}\n{event_id}\n{body_sha256}".encode())


def chained(
    run_id: str,
    records: Sequence[NewRecord],
    head: tuple[int, str] | None,
    recorded: set[str],
    summary: RunSummary | None,
    fold: Fold,
) -> tuple[list[Entry], RunSummary | None]:
    """The entries `records` add to a run whose chain ends at `head` (count, last hash), and its
    summary with them folded in; an event id already `recorded` (a redelivery) is skipped.
    The one chaining rule every store applies inside its transaction."""
    count, prev = head or (0, GENESIS)
    seen = set(recorded)
    written: list[Entry] = []
    for record in records:
        event = record.event
        if event.event_id in seen:
            continue  # redelivered: recorded once
        seen.add(event.event_id)
        entry = Entry(
            run_id=run_id,
            seq=count,
            event_id=event.event_id,
            type=event.type,
            topic=record.topic,
            time=event.time,
            producer=event.producer,
            causation_id=event.causation_id,
            body=record.body,
            body_sha256=record.body_sha256,
            prev_hash=prev,
            entry_hash=link(prev, count, event.event_id, record.body_sha256),
        )
        written.append(entry)
        summary = fold(summary, record)
        count, prev = count + 1, entry.entry_hash
    return written, summary
