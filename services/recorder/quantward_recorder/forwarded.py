"""The recorder in the platform's own process on the in-process bus, fed in batches.

A subscription hands a consumer one message at a time: a task, a decode, duplicate checks and a
handler call per message, and the recorder's handler then waits on a future for its group
commit — most of the recorder's CPU per event was that machinery, not recording (ADR 0029).
The recorder acknowledges in batches anyway, so on the in-process bus it takes the bus's
`forward`ed group instead: each message is appended to a list as published, and one worker
records whatever gathered meanwhile with the child's `BatchRecorder` (decoded once, causes
before effects, one transaction) on a worker thread, then commits the group's offsets behind
what is committed to the record. `wait_consumed`, lag and health keep their meaning; the store
records an event id once, so what is handed over again after a failure is recorded once.

A store failure is retried (with the bus's backoff) from everything not yet acknowledged, with
the group's health `failed` and the reason while it lasts; nothing is lost while the process
lives. Stopping waits (`QW_RECORDER_DRAIN_S`) for what is already published to be recorded.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections import deque

from quantward_bus import InMemoryEventBus, RawMessage
from quantward_bus.memory_bus import Forwarding
from quantward_recorder.batch import Batch, BatchRecorder
from quantward_recorder.pipe import CONFIG_SEQ, Piped
from quantward_recorder.settings import RecorderSettings
from quantward_records import RECORDED_TOPICS, RECORDER_GROUP, RecordStore

log = logging.getLogger("quantward.recorder")


def acknowledge(forwarding: Forwarding, unacked: deque[tuple[int, RawMessage]], acked: int) -> None:
    """Commit the group's offsets behind every message up to sequence number `acked` (they are
    in the record, or need no recording), dropping them from `unacked`."""
    ends: dict[tuple[str, int], int] = {}
    while unacked and unacked[0][0] <= acked:
        message = unacked.popleft()[1]
        ends[(message.topic, message.partition)] = message.offset + 1
    for (topic, partition), offset in ends.items():
        forwarding.commit(topic, partition, offset)


class ForwardedRecorder:
    """Records the bus's recorded topics in this process, a batch at a time."""

    def __init__(self, settings: RecorderSettings, bus: InMemoryEventBus, store: RecordStore):
        self.settings = settings
        self.bus = bus
        self.store = store
        self.forwarding: Forwarding | None = None
        self._recorder = BatchRecorder(store, settings)
        self._seq = CONFIG_SEQ
        #: messages taken and not yet acknowledged, in sequence order
        self._unacked: deque[tuple[int, RawMessage]] = deque()
        #: messages taken and not yet handed to the batch recorder
        self._pending: list[Piped] = []
        self._wake = asyncio.Event()
        self._closing = False
        #: when the first effect held for its cause stops waiting (as of the last batch)
        self._held_until: float | None = None
        self._worker: asyncio.Task[None] | None = None

    @property
    def unacknowledged(self) -> int:
        return len(self._unacked)

    async def start(self) -> None:
        self.forwarding = self.bus.forward(
            RECORDED_TOPICS, group=RECORDER_GROUP, sink=self._take, name="recorder"
        )
        for message in self.forwarding.backlog():
            self._take(message)
        self._worker = asyncio.get_running_loop().create_task(self._work(), name="recorder-batches")

    def _take(self, message: RawMessage) -> None:
        """The bus's sink: an append per message, called as it is published."""
        self._seq += 1
        self._unacked.append((self._seq, message))
        self._pending.append(Piped(self._seq, message.topic, message.value))
        self._wake.set()

    async def _work(self) -> None:
        """Take what gathered, prepare it, commit it, acknowledge it; the next batch is
        prepared while the last one commits, so decoding overlaps the database's work."""
        attempt = 0
        committing: asyncio.Task[int] | None = None
        while True:
            if not self._pending and committing is None:
                deadline = self._held_until
                if self._closing and deadline is None:
                    return
                if not self._closing:
                    wait = None if deadline is None else max(0.0, deadline - time.monotonic())
                    # (a timeout: a held effect's wait ended, so it is recorded now)
                    with contextlib.suppress(TimeoutError):
                        await asyncio.wait_for(self._wake.wait(), wait)
                    self._wake.clear()
            most = self.settings.recorder_batch_max
            messages, self._pending = self._pending[:most], self._pending[most:]
            if self._closing:
                self._recorder.release_all()  # nothing more comes: no cause can arrive
            try:
                batch: Batch | None = None
                if messages or committing is None:
                    batch, self._held_until = await asyncio.to_thread(self._take_batch, messages)
                if committing is not None:
                    done, committing = await committing, None
                    self._acknowledge(done, attempt)
                    attempt = 0
                if batch is not None:
                    committing = asyncio.get_running_loop().create_task(
                        asyncio.to_thread(self._recorder.commit, batch)
                    )
            except Exception as exc:
                if committing is not None:
                    await asyncio.gather(committing, return_exceptions=True)
                    committing = None
                attempt += 1
                self._failed(exc, attempt)
                await asyncio.sleep(self.bus.retry.backoff(attempt))
                # Start over from everything not acknowledged, as a restarted child does: what
                # the failed transaction held is handed over again and recorded once.
                self._recorder, self._held_until = BatchRecorder(self.store, self.settings), None
                self._pending = [Piped(seq, m.topic, m.value) for seq, m in self._unacked]

    def _take_batch(self, messages: list[Piped]) -> tuple[Batch, float | None]:
        """(On a worker thread.) The batch `messages` make, and when the first held effect
        stops waiting."""
        batch = self._recorder.take(messages, time.monotonic())
        return batch, self._recorder.next_deadline()

    def _acknowledge(self, done: int, attempt: int) -> None:
        if self.forwarding is None:
            return
        if attempt:
            log.warning("recording works again after %d failed attempt(s)", attempt)
            self.forwarding.failure = None
        acknowledge(self.forwarding, self._unacked, done)

    def _failed(self, exc: Exception, attempt: int) -> None:
        failure = (
            f"recording into the store failed ({type(exc).__name__}: {exc}); retrying with "
            f"{len(self._unacked)} event(s) not recorded (attempt {attempt})"
        )
        log.error("%s", failure, exc_info=attempt == 1)
        if self.forwarding is not None:
            self.forwarding.failure = failure

    async def stop(self) -> None:
        """Record what is already published (bounded by `QW_RECORDER_DRAIN_S`; effects held
        for a cause are recorded without it), then leave the group."""
        deadline = time.monotonic() + self.settings.recorder_drain_s
        while self._unacked and time.monotonic() < deadline and self._held_until:
            await asyncio.sleep(0.005)  # an effect held for its cause may still get it
        self._closing = True
        self._wake.set()
        if self._worker is not None:
            try:
                await asyncio.wait_for(
                    asyncio.shield(self._worker), max(0.1, deadline - time.monotonic())
                )
            except TimeoutError:
                self._worker.cancel()
                await asyncio.gather(self._worker, return_exceptions=True)
        if self._unacked:
            log.warning("stopped with %d event(s) not yet recorded", len(self._unacked))
        if self.forwarding is not None:
            await self.forwarding.close()
