"""The recorder service: the bus wiring of the run record.

Consumes every topic but the dead letters in its own consumer group `recorder` and appends each
event of a run to that run's record (`quantward_records`), after the event's cause when the cause
belongs to the same run and is still on its way (a cross-topic race), so a record lists causes
before their effects. A handler returns only once the event is committed to the store, so the
bus's at-least-once delivery plus the store's deduplication by event id record every event
exactly once. Events outside any run are not recorded.

On the in-process bus (the embedded platform) a child process does the recording instead
(`process`, `QW_RECORDER_CHILD`), so it does not share the agents' interpreter; recording in
this process there takes the bus's messages in batches (`forwarded`, ADR 0029) rather than
through a subscription, which costs a task and a handler call per message. On any other bus
(Kafka) the recorder takes a batch subscription (`subscribed`, ADR 0033): one handler call and
one transaction per batch; `QW_RECORDER_SUBSCRIBE_BATCHES=false` subscribes per event instead.
"""

from __future__ import annotations

import asyncio
import logging
import os
import time
from collections import OrderedDict
from typing import Any, Literal

from quantward_bus import EventBus, InMemoryEventBus, Subscription
from quantward_contracts import Event
from quantward_kit.builders import open_record_store
from quantward_kit.lifecycle import StartStop
from quantward_recorder.forwarded import ForwardedRecorder
from quantward_recorder.process import RecorderProcess
from quantward_recorder.settings import RecorderSettings
from quantward_recorder.subscribed import SubscribedRecorder
from quantward_records import (
    RECORDED_TOPICS,
    RECORDER_GROUP,
    NewRecord,
    RecordStore,
    RunSummary,
    prepare,
    summarise,
)

log = logging.getLogger("quantward.recorder")

#: how a recorder takes the bus's events: a subscription per event or a batch subscription (any
#: bus; Kafka), the in-process bus's forwarded group in batches in this process, or the same
#: handed to a child process
RecordingMode = Literal["subscription", "batches", "forwarded", "child"]


def _fold(summary: RunSummary | None, record: NewRecord) -> RunSummary:
    return summarise(summary, record.event)


class GroupCommit:
    """Events handed in while a commit runs are committed together in the next one (one
    transaction for all their runs), so throughput grows with load while a lone event is
    committed at once; each caller returns only when its event is committed."""

    def __init__(self, store: RecordStore, max_batch: int) -> None:
        self.store = store
        self.max_batch = max_batch
        self._pending: list[tuple[NewRecord, dict[str, bytes], asyncio.Future[None]]] = []
        self._committing: asyncio.Task[None] | None = None

    async def record(self, record: NewRecord, artifacts: dict[str, bytes]) -> None:
        done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._pending.append((record, artifacts, done))
        if self._committing is None or self._committing.done():
            self._committing = asyncio.create_task(self._commit_all(), name="recorder-commit")
        await done

    async def _commit_all(self) -> None:
        while self._pending:
            batch, self._pending = self._pending[: self.max_batch], self._pending[self.max_batch :]
            runs: dict[str, list[NewRecord]] = {}
            artifacts: dict[str, bytes] = {}
            for record, blobs, _ in batch:
                assert record.event.run_id is not None
                runs.setdefault(record.event.run_id, []).append(record)
                artifacts.update(blobs)
            try:
                await asyncio.to_thread(
                    self.store.append_many, list(runs.items()), artifacts, _fold
                )
            except Exception as exc:  # every event of the batch is retried by the bus
                for _, _, done in batch:
                    if not done.done():
                        done.set_exception(exc)
            else:
                for _, _, done in batch:
                    if not done.done():
                        done.set_result(None)


class RecorderApp(StartStop):
    def __init__(
        self,
        settings: RecorderSettings,
        bus: EventBus,
        store: RecordStore,
        *,
        owns_store: bool,
        mode: RecordingMode = "subscription",
    ) -> None:
        self.settings = settings
        self.bus = bus
        self.store = store
        self.health: Any = None
        self._owns_store = owns_store
        self._subscription: Subscription | None = None
        self._commits = GroupCommit(store, settings.recorder_batch_max)
        self._server: Any = None
        #: the RunRecord gRPC port once serving (None without gRPC)
        self.grpc_port: int | None = None
        #: event ids handled lately (recorded, or outside any run), oldest first
        self._handled: OrderedDict[str, None] = OrderedDict()
        #: events waited for as causes: event id → set when it is recorded
        self._awaited: dict[str, asyncio.Event] = {}
        #: the child process that records (None: this process records, through a subscription)
        self.process: RecorderProcess | None = None
        #: this process records the in-process bus's messages in batches (None: not that mode)
        self.forwarded: ForwardedRecorder | None = None
        #: this process records from a batch subscription (None: not that mode)
        self.batches: SubscribedRecorder | None = None
        if mode in ("forwarded", "child") and not isinstance(bus, InMemoryEventBus):
            raise ValueError(f"recording mode {mode!r} needs the in-process bus")
        if mode == "child":
            assert isinstance(bus, InMemoryEventBus)
            self.process = RecorderProcess(settings, bus)
        elif mode == "forwarded":
            assert isinstance(bus, InMemoryEventBus)
            self.forwarded = ForwardedRecorder(settings, bus, store)
        elif mode == "batches":
            self.batches = SubscribedRecorder(settings, bus, store)

    async def start(self) -> None:
        if self.settings.recorder_grpc_port is not None:
            await self._serve_grpc(self.settings.recorder_grpc_port)
        if self.process is not None:
            await self.process.start()
            return
        if self.forwarded is not None:
            await self.forwarded.start()
            return
        if self.batches is not None:
            await self.batches.start()
            return
        # Many events in flight at once, so a commit takes many; order inside a run is kept
        # where it matters (an effect waits for its cause), not between unrelated events.
        self._subscription = await self.bus.subscribe(
            list(RECORDED_TOPICS),
            group=RECORDER_GROUP,
            handler=self.handle,
            name="recorder",
            concurrency=self.settings.recorder_concurrency,
        )

    async def _serve_grpc(self, port: int) -> None:
        """Serve RunRecord (and health) on the configured address."""
        from quantward.records.v1 import records_pb2_grpc
        from quantward_kit.grpc_health import HealthServicer, Mount, serve_grpc
        from quantward_recorder.handlers import RunRecordServicer

        health = self.health = HealthServicer()  # `serve` adds the process checks to it
        self._server, self.grpc_port = await serve_grpc(
            health,
            Mount(
                RunRecordServicer(self.store),
                records_pb2_grpc.add_RunRecordServiceServicer_to_server,
            ),
            host=self.settings.recorder_grpc_host,
            port=port,
            security=self.settings.grpc_security(),
        )

    async def stop(self) -> None:
        if self.process is not None:
            await self.process.stop()
        if self.forwarded is not None:
            await self.forwarded.stop()
        if self.batches is not None:
            await self.batches.stop()
        if self._subscription is not None:
            await self._drain(self._subscription)
            await self._subscription.close()
            self._subscription = None
        if self._server is not None:
            await self._server.stop(5.0)
            self._server = None
        if self._owns_store:
            await asyncio.to_thread(self.store.close)

    async def _drain(self, subscription: Subscription) -> None:
        """Record what is already published before leaving (bounded): the last events of a run
        that just ended are still on their way when a one-process platform stops."""
        deadline = time.monotonic() + self.settings.recorder_drain_s
        while time.monotonic() < deadline:
            lag = subscription.health().lag
            if lag is None or lag == 0:
                return
            await asyncio.sleep(0.01)
        log.warning("stopped with %s event(s) not yet recorded", subscription.health().lag)

    async def handle(self, event: Event) -> None:
        run_id = event.run_id
        if run_id is None:
            self._release(event.event_id)  # a cause outside any run: nothing to wait for
            return
        if event.causation_id is not None:
            await self._after_cause(run_id, event.causation_id)
        record, artifacts = prepare(event, event.TOPIC)
        await self._commits.record(record, artifacts)
        self._release(event.event_id)

    async def _after_cause(self, run_id: str, cause: str) -> None:
        """Wait (bounded) until the cause is in the run's record, when it is not yet."""
        if cause in self._handled:
            return
        if await asyncio.to_thread(self.store.contains, run_id, cause):
            return  # recorded before this process started
        if cause in self._handled:  # handled while the store was asked
            return
        waiter = self._awaited.setdefault(cause, asyncio.Event())
        try:
            await asyncio.wait_for(waiter.wait(), self.settings.recorder_causal_wait_s)
        except TimeoutError:
            # Not a run event, or on a topic the recorder does not read: record without it.
            self._awaited.pop(cause, None)
            log.debug("cause %s of a run %s event not seen; recorded without it", cause, run_id)

    def _release(self, event_id: str) -> None:
        """Effects waiting for this event go on; later ones will not wait for it."""
        self._handled[event_id] = None
        while len(self._handled) > self.settings.recorder_handled_ids:
            self._handled.popitem(last=False)
        waiter = self._awaited.pop(event_id, None)
        if waiter is not None:
            waiter.set()


async def build_app(
    settings: RecorderSettings | None = None,
    *,
    bus: EventBus,
    store: RecordStore | None = None,
) -> RecorderApp:
    """Wire the recorder on the caller's bus; the store comes from the kit's builder unless
    given (then the caller closes it, and this process records into it). On the in-process bus
    a child process records (`QW_RECORDER_CHILD`) into the store the settings name; `store` is
    then what this process reads (gRPC, the platform's readers). Recording in this process on
    the in-process bus takes its messages in batches (`forwarded`); on any other bus (Kafka)
    through a batch subscription (`QW_RECORDER_SUBSCRIBE_BATCHES`, else one per event)."""
    settings = settings or RecorderSettings()
    owns = store is None
    mode: RecordingMode = "batches" if settings.recorder_subscribe_batches else "subscription"
    if isinstance(bus, InMemoryEventBus):
        child = (
            owns
            and settings.recorder_child
            and os.name == "posix"  # (pipes on the event loop; elsewhere this process records)
        )
        mode = "child" if child else "forwarded"
    if store is None:
        store = await asyncio.to_thread(open_record_store, settings)
    return RecorderApp(settings, bus, store, owns_store=owns, mode=mode)


__all__ = ["RECORDED_TOPICS", "RecorderApp", "build_app"]
