"""The recorder on a bus it is not forwarded from (Kafka: `quantward serve recorder`), fed by a
batch subscription (`EventBus.subscribe_batches`, ADR 0033).

The bus hands over up to `QW_RECORDER_BATCH_MAX` events at a time (each already screened:
decoded, its producer checked, duplicates the group handled suppressed), and the handler
records them with the child's `BatchRecorder` (causes before effects, one transaction per batch)
on worker threads; the next batch is prepared while the last one commits. The bus commits a
batch's offsets only once the handler returned, so the handler returns only once every event
of its batch is in the record: an effect held for a cause
still on its way (a cross-topic race) keeps its batch's handler waiting until a later batch
brings the cause (the bus hands out `QW_RECORDER_BATCHES_IN_FLIGHT` batches at once) or the
causal wait ends. Batches are taken, and committed, one at a time in the order they came.

A failed transaction (the store down) fails its batch's handler, which the bus calls again with
the same batch (its retry policy; after the last attempt the events are dead-lettered, as a
single event's would be). The batch recorder is then started afresh, forgetting what the failed
transaction claimed, and every batch taken after it or waiting for effects it held fails
too, so it is handed over again: nothing is acknowledged that is not in the record, and the
store records an event id once, so what is handed over again is recorded once.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable, Sequence
from typing import TypeVar

from quantward_bus import Delivered, EventBus, Subscription
from quantward_contracts import Event
from quantward_recorder.batch import Batch, BatchRecorder
from quantward_recorder.pipe import CONFIG_SEQ, Piped
from quantward_recorder.settings import RecorderSettings
from quantward_records import RECORDED_TOPICS, RECORDER_GROUP, RecordStore

log = logging.getLogger("quantward.recorder")

R = TypeVar("R")


class RecordingInterruptedError(RuntimeError):
    """An earlier batch's transaction failed while this batch's effects waited on it."""


async def _to_completion(work: Callable[[], R]) -> R:
    """`work` on a worker thread, waited for even when the caller is cancelled (a transaction
    half-done on a thread must end before the next one starts); the cancellation is raised
    after it ended."""
    future: asyncio.Future[R] = asyncio.ensure_future(asyncio.to_thread(work))
    try:
        return await asyncio.shield(future)
    except asyncio.CancelledError:
        await asyncio.gather(future, return_exceptions=True)
        raise


def _seen(future: asyncio.Future[None]) -> None:
    """Mark a commit's failure as retrieved: the batch's handler reports it, or was cancelled."""
    if not future.cancelled():
        future.exception()


class SubscribedRecorder:
    """Records the recorded topics from a batch subscription, one transaction per batch."""

    def __init__(self, settings: RecorderSettings, bus: EventBus, store: RecordStore) -> None:
        self.settings = settings
        self.bus = bus
        self.store = store
        self.subscription: Subscription | None = None
        self._recorder = BatchRecorder(store, settings)
        #: bumped each time the batch recorder starts afresh (a failed transaction)
        self._generation = 0
        #: the last sequence number given to a message, and the highest up to which every
        #: message is in the record (or needs no recording)
        self._seq = CONFIG_SEQ
        self._done = CONFIG_SEQ
        #: held while a batch is taken: batches are taken, and committed, in the order they came
        self._taking = asyncio.Lock()
        #: the commit of the batch taken last
        self._committing: asyncio.Future[None] | None = None
        #: when the first effect held for its cause stops waiting, as of the last batch taken
        #: (read here, not from the batch recorder, which a worker thread may be changing)
        self._next_deadline: float | None = None
        self._changed = asyncio.Event()

    async def start(self) -> None:
        self.subscription = await self.bus.subscribe_batches(
            list(RECORDED_TOPICS),
            group=RECORDER_GROUP,
            handler=self.handle,
            name="recorder",
            max_batch=self.settings.recorder_batch_max,
            linger_s=self.settings.recorder_batch_linger_ms / 1000,
            in_flight=self.settings.recorder_batches_in_flight,
        )

    async def handle(self, batch: Sequence[Delivered[Event]]) -> None:
        """Record `batch`; returns once every event of it is in the record."""
        events = [d.item for d in batch]
        first = self._seq + 1
        self._seq += len(events)
        # (the topic an event is recorded under is its type's, as the bus names topics)
        messages = [
            Piped(first + i, e.TOPIC, d.message.value)
            for i, (d, e) in enumerate(zip(batch, events, strict=True))
        ]
        generation = await self._record(messages, events)
        await self._recorded(messages[-1].seq, generation)

    async def _record(self, messages: list[Piped], events: list[Event]) -> int:
        """Take one batch (in turn) and commit it after the batch taken before; the
        generation it was recorded in. The next batch is taken while this one commits, so
        decoding overlaps the database's work (as `forwarded` does)."""
        async with self._taking:
            generation = self._generation
            recorder = self._recorder
            now = time.monotonic()
            try:
                batch, self._next_deadline = await _to_completion(
                    lambda: (recorder.take(messages, now, events), recorder.next_deadline())
                )
            except BaseException:
                self._start_afresh(generation)
                raise
            before = self._committing
            committing = asyncio.ensure_future(self._commit(before, recorder, batch, generation))
            committing.add_done_callback(_seen)  # (its handler may have been cancelled)
            self._committing = committing
        await asyncio.shield(committing)  # (a cancelled handler leaves it to commit in turn)
        return generation

    async def _commit(
        self,
        before: asyncio.Future[None] | None,
        recorder: BatchRecorder,
        batch: Batch,
        generation: int,
    ) -> None:
        """Commit `batch` once the batch taken before it has committed (or failed: then this
        one, taken by a recorder that no longer counts, fails too)."""
        if before is not None:
            await asyncio.gather(before, return_exceptions=True)
        if self._generation != generation:
            raise RecordingInterruptedError(
                "an earlier batch's transaction failed after this batch was taken; recording "
                "this batch again"
            )
        try:
            done = await _to_completion(lambda: recorder.commit(batch))
        except BaseException:
            self._start_afresh(generation)
            raise
        self._done = max(self._done, done)
        self._pulse()

    async def _recorded(self, last: int, generation: int) -> None:
        """Until every message up to `last` is in the record; the effects held for a cause
        that does not come are recorded without it when their wait ends."""
        while True:
            if self._done >= last:
                return  # (everything up to `last` committed, whatever failed after)
            if self._generation != generation:
                raise RecordingInterruptedError(
                    "an earlier batch's transaction failed while effects of this batch waited "
                    "in it for their causes; recording this batch again"
                )
            changed = self._changed
            deadline = self._next_deadline
            wait = None if deadline is None else max(0.0, deadline - time.monotonic())
            try:
                async with asyncio.timeout(wait):  # (not wait_for: 3.11's can swallow a cancel)
                    await changed.wait()
            except TimeoutError:
                await self._record([], [])  # the held effects whose wait ended

    def _start_afresh(self, generation: int) -> None:
        """Forget what the failed transaction claimed (ids as handled, effects held)."""
        if self._generation == generation:
            self._recorder, self._next_deadline = BatchRecorder(self.store, self.settings), None
            self._generation += 1
            self._pulse()

    def _pulse(self) -> None:
        changed, self._changed = self._changed, asyncio.Event()
        changed.set()

    async def stop(self) -> None:
        """Record what is already published (bounded by `QW_RECORDER_DRAIN_S`), let the held
        effects go without their causes, then leave the group."""
        subscription = self.subscription
        if subscription is None:
            return
        deadline = time.monotonic() + self.settings.recorder_drain_s
        while time.monotonic() < deadline:
            lag = subscription.health().lag
            if lag is None or lag == 0:
                break
            await asyncio.sleep(0.01)
        else:
            log.warning("stopped with %s event(s) not yet recorded", subscription.health().lag)
        async with self._taking:  # (no batch is being taken: the held effects stay put)
            self._recorder.release_all()  # nothing more is fetched: no cause can arrive
            self._next_deadline = self._recorder.next_deadline()
        self._pulse()
        await subscription.close()
        self.subscription = None
