"""Recording in batches: the messages of a forwarded recorder group in, committed record entries
out, causes before effects, and the sequence number up to which everything may be acknowledged.

Used by the child process (`child`), by a recorder in the platform's own process on the
in-process bus (`forwarded`) and by a recorder on a batch subscription (`subscribed`: Kafka,
ADR 0033): one transaction per batch, each message decoded once, no task, future or handler
call per message.
"""

from __future__ import annotations

import json
import logging
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass

import orjson
from pydantic import JsonValue

from quantward_contracts import Event, EventDecodeError, decode_event
from quantward_recorder.pipe import CONFIG_SEQ, Piped
from quantward_recorder.settings import RecorderSettings
from quantward_records import NewRecord, RecordStore, RunSummary, prepare, summarise

log = logging.getLogger("quantward.recorder")


def _fold(summary: RunSummary | None, record: NewRecord) -> RunSummary:
    return summarise(summary, record.event)


def _document(value: bytes) -> dict[str, JsonValue] | None:
    """The event's JSON as published (what `model_dump(mode="json")` gives, without pydantic)."""
    try:
        document = orjson.loads(value)
    except orjson.JSONDecodeError:  # e.g. an integer beyond 64 bits: the standard library
        document = json.loads(value)
    return document if isinstance(document, dict) else None


@dataclass
class _Held:
    """An effect waiting for its cause (same run) to be recorded first."""

    message: Piped
    event: Event
    deadline: float


@dataclass(frozen=True)
class Batch:
    """Records prepared for one transaction, and what may be acknowledged once it commits."""

    runs: list[tuple[str, list[NewRecord]]]
    artifacts: dict[str, bytes]
    done: int


class BatchRecorder:
    """Messages in, committed record entries out, causes first; what may be acknowledged."""

    def __init__(self, store: RecordStore, settings: RecorderSettings) -> None:
        self.store = store
        self.settings = settings
        #: event ids recorded (or outside any run) lately, oldest first
        self._handled: OrderedDict[str, None] = OrderedDict()
        #: cause event id → effects held for it
        self._held: dict[str, list[_Held]] = {}
        self._last_seq = CONFIG_SEQ

    def record(self, messages: list[Piped], now: float) -> int:
        """Record `messages` (and held effects whose cause came or whose wait ended) in one
        transaction; returns the highest sequence number every message up to which is done."""
        return self.commit(self.take(messages, now))

    def take(
        self, messages: list[Piped], now: float, events: Sequence[Event] | None = None
    ) -> Batch:
        """The first half of `record`: decode and prepare `messages` (and the held effects that
        may go now), causes first. Batches taken must be committed in the order taken; the
        next may be taken while one commits (`forwarded` does, so decoding overlaps the
        database's work). `events`: the messages already decoded (a batch subscription
        decodes them to check their producers), one per message."""
        runs: dict[str, list[NewRecord]] = {}
        artifacts: dict[str, bytes] = {}

        def add(message: Piped, event: Event) -> None:
            assert event.run_id is not None
            record, blobs = prepare(event, message.topic, _document(message.value))
            runs.setdefault(event.run_id, []).append(record)
            artifacts.update(blobs)
            self._remember(event.event_id)
            for effect in self._held.pop(event.event_id, ()):
                add(effect.message, effect.event)

        for expired in self._expired(now):
            log.debug("cause %s not seen; recording without it", expired.event.causation_id)
            add(expired.message, expired.event)
        for i, message in enumerate(messages):
            self._last_seq = max(self._last_seq, message.seq)
            if events is not None:
                event = events[i]
            else:
                try:
                    event = decode_event(message.value)
                except EventDecodeError as exc:
                    log.warning(
                        "not recording message %d on %s: %s",
                        message.seq,
                        message.topic,
                        exc.message,
                    )
                    continue
            if event.run_id is None:
                self._remember(event.event_id)  # a cause outside any run: nothing to wait for
                # (effects that came first, from another partition, wait no longer)
                for effect in self._held.pop(event.event_id, ()):
                    add(effect.message, effect.event)
                continue
            cause = event.causation_id
            if cause is not None and not self._seen(event.run_id, cause):
                if self.store.contains(event.run_id, event.event_id):
                    self._remember(event.event_id)  # handed over again (a restart): recorded
                    continue
                deadline = now + self.settings.recorder_causal_wait_s
                self._held.setdefault(cause, []).append(_Held(message, event, deadline))
                continue
            add(message, event)
        held = [h.message.seq for effects in self._held.values() for h in effects]
        done = min(self._last_seq, min(held) - 1) if held else self._last_seq
        return Batch(list(runs.items()), artifacts, done)

    def commit(self, batch: Batch) -> int:
        """The second half of `record`: one transaction; what may be acknowledged then."""
        if batch.runs:
            self.store.append_many(batch.runs, batch.artifacts, _fold)
        return batch.done

    def next_deadline(self) -> float | None:
        """When the first held effect stops waiting (monotonic seconds), if any is held."""
        deadlines = [h.deadline for effects in self._held.values() for h in effects]
        return min(deadlines) if deadlines else None

    def _expired(self, now: float) -> list[_Held]:
        out: list[_Held] = []
        for cause in list(self._held):
            waiting = self._held[cause]
            gone = [h for h in waiting if h.deadline <= now]
            if gone:
                out += gone
                rest = [h for h in waiting if h.deadline > now]
                if rest:
                    self._held[cause] = rest
                else:
                    del self._held[cause]
        return sorted(out, key=lambda h: h.message.seq)

    def release_all(self) -> None:
        """Every held effect stops waiting (the input ended: no cause can come any more)."""
        for effects in self._held.values():
            for h in effects:
                h.deadline = 0.0

    def _seen(self, run_id: str, cause: str) -> bool:
        return cause in self._handled or self.store.contains(run_id, cause)

    def _remember(self, event_id: str) -> None:
        self._handled[event_id] = None
        while len(self._handled) > self.settings.recorder_handled_ids:
            self._handled.popitem(last=False)
