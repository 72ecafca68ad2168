"""The Apache Kafka event bus (aiokafka).

Same behaviour as the in-process bus, on a real broker:

* the producer is idempotent (`enable_idempotence`, `acks=all`): a retried send never writes a
  message twice, and `publish` returns only once the broker acknowledged;
* consumers never auto-commit: an offset is committed only after the shared delivery core
  (`delivery.Delivery`) has handled or dead-lettered the message, so a crash means redelivery,
  never loss (FastStream's and aiokafka's at-most-once defaults are deliberately not used);
* `concurrency=1` (the default): partitions of one fetched batch are processed concurrently,
  messages of one partition sequentially, so per-key order holds; the batch is committed when it
  is done;
* `concurrency=n > 1`: the member keeps up to `n` messages in flight from any of its partitions,
  fetching (`getmany(max_records=free slots)`) whenever a slot frees; each partition's commit
  point moves only past its contiguous finished offsets (`offsets.OffsetWindow`). While all
  slots are busy the consumer still polls now and then with its partitions paused, so aiokafka's
  `max_poll_interval_ms` never expels a member whose handlers take minutes;
* a rebalance waits for the work in flight on the revoked partitions and commits it before the
  partitions move; records of a revoked partition are never handed out;
* `on_revoke="abandon"`: a rebalance does not wait for the work in flight. aiokafka's protocol is
  eager (every partition of every member is revoked before the new assignment is known), so the
  work is kept through the rebalance and, once the new assignment arrives, only the work on
  partitions that went to another member is cancelled and left uncommitted for its next owner;
  work on partitions assigned back to this member goes on. If no assignment comes within the
  rebalance timeout (the member was dropped from the group) all of it is given up. Partitions are
  assigned by a sticky assignor (round-robin as the fallback a mixed group agrees on), so a
  membership change moves as few partitions as balance allows; a member offers both in one
  JoinGroup request per join (`kafka_join`: aiokafka sends one per assignor, and each second
  request started another rebalance);
* `start="latest"` joins the group and commits each partition's current end before `subscribe`
  returns, so nothing published afterwards is missed, even if the consumer is later replaced;
* a watchdog per subscription detects a consumer that stopped silently (poll loop dead, or
  messages waiting on its partitions with no progress and no handler busy, e.g. partitions left
  paused after a rebalance, or no assignment for longer than a rebalance may take) and replaces
  the consumer; health reports it meanwhile;
* `subscribe_batches` (`KafkaBatchSubscription`, ADR 0033): the concurrent member's machinery
  with a batch as the unit of work: one fetch of up to `max_batch` records (lingering for more),
  one task per batch, every record's offset finished when its batch is; a rebalance abandons
  the batches that touch a partition that moved, and the member's partitions they touched are
  read again from their committed offsets;
* `stop()` is graceful: stop fetching, finish the work in flight, commit, leave the group, flush.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Collection, Sequence
from functools import partial
from time import monotonic
from typing import Any, Generic, TypeVar

from quantward_bus import kafka_stall
from quantward_bus.base import (
    CONSUMED_POLL_S,
    BaseEventBus,
    consumed_timeout_text,
    encoded,
    traced,
)
from quantward_bus.dedupe import DedupeStore
from quantward_bus.delivery import BatchDelivery, Delivery
from quantward_bus.identity import ProducerVerifier, Signer
from quantward_bus.kafka_security import KafkaSecurity
from quantward_bus.offsets import OffsetWindow
from quantward_bus.policy import LivenessPolicy, RetryPolicy
from quantward_bus.port import (
    OnRevoke,
    RawMessage,
    StartFrom,
    SubscriptionHealth,
    SubscriptionState,
    SubscriptionStats,
)
from quantward_contracts import Event, topics
from quantward_telemetry.metrics import record_published

try:
    from aiokafka import (
        AIOKafkaConsumer,
        AIOKafkaProducer,
        ConsumerRebalanceListener,
        TopicPartition,
    )
    from aiokafka.admin import AIOKafkaAdminClient, NewTopic
    from aiokafka.coordinator.assignors.roundrobin import RoundRobinPartitionAssignor
    from aiokafka.coordinator.assignors.sticky.sticky_assignor import StickyPartitionAssignor
    from aiokafka.errors import (
        ClusterAuthorizationFailedError,
        CommitFailedError,
        IllegalStateError,
        KafkaError,
    )

    from quantward_bus import kafka_join
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    raise ImportError(
        "KafkaEventBus needs aiokafka: install the 'kafka' extra, "
        "e.g. `pip install 'quantward-bus[kafka]'` (make install does this)"
    ) from exc

log = logging.getLogger("quantward.bus.kafka")

T = TypeVar("T")

_TOPIC_ALREADY_EXISTS = 36
#: the broker's authorizer refused: no ACL grants this principal CREATE on the topic
_TOPIC_AUTHORIZATION_FAILED = 29
_POLL_TIMEOUT_MS = 200
#: concurrent subscriptions commit finished offsets at most this often while busy (and at once
#: when idle, on close and on rebalance): a crash redelivers at most this much finished work
_COMMIT_INTERVAL_S = 0.05
#: a concurrent subscription with every slot busy polls (partitions paused) this often, well
#: inside aiokafka's max_poll_interval_ms (300 s), after which it would leave its group
_KEEPALIVE_S = 5.0
#: the longest `subscribe(start="latest")` waits for its partitions before it gives up
_JOIN_TIMEOUT_S = 60.0
#: how long the watchdog waits for a consumer's end offsets (a ListOffsets on its own
#: connection) before it goes on with the lag it saw last
_END_OFFSETS_WAIT_S = 5.0
#: the shortest default stall threshold (`KafkaSubscription.stall_after_s`): a fetch round trip
#: on an overloaded host takes seconds, never this long
STALL_FLOOR_S = 10.0


def _partition_assignors() -> tuple[type[Any], ...]:
    """The assignment strategies of one consumer, in order of preference.

    aiokafka's sticky assignor keeps the member's last assignment (which it sends along when it
    joins) on the class, so every consumer gets a class of its own: two groups of one process
    must not report each other's partitions.
    """
    sticky = type("QuantwardStickyAssignor", (StickyPartitionAssignor,), {})
    return (sticky, RoundRobinPartitionAssignor)


class _Rebalance(ConsumerRebalanceListener):  # type: ignore[misc]
    """Lets the work in flight finish (or keeps it to see whether it moves) and commits what
    finished before partitions are taken away."""

    def __init__(self, subscription: KafkaSubscription[Any]) -> None:
        self._subscription = subscription

    async def on_partitions_revoked(self, revoked: Collection[TopicPartition]) -> None:
        await self._subscription.on_revoked(set(revoked))

    async def on_partitions_assigned(self, assigned: Collection[TopicPartition]) -> None:
        self._subscription.on_assigned(set(assigned))
        log.info("%s assigned %s", self._subscription.name, sorted(map(str, assigned)))


class KafkaSubscription(Generic[T]):
    """One consumer-group member; replaced by a fresh consumer when the watchdog sees it stall."""

    def __init__(
        self,
        bus: KafkaEventBus,
        name: str,
        group: str,
        topics_: tuple[str, ...],
        delivery: Delivery[T],
        stats: SubscriptionStats,
        *,
        concurrency: int = 1,
        start: StartFrom = "earliest",
        on_revoke: OnRevoke = "finish",
        ephemeral: bool = False,
    ) -> None:
        self.name = name
        self.group = group
        self.topics = topics_
        #: no consumer group on the broker: every partition, positions kept here (not committed)
        self.ephemeral = ephemeral
        #: an ephemeral subscription's next position per partition, for a replaced consumer
        self._positions: dict[TopicPartition, int] = {}
        self.stats = stats
        self.concurrency = concurrency
        self.start_from: StartFrom = start
        self.on_revoke: OnRevoke = on_revoke
        #: held while a batch is handled (`concurrency=1` only)
        self.processing = asyncio.Lock()
        self._bus = bus
        self._delivery = delivery
        self._consumer: AIOKafkaConsumer | None = None
        self._pending: dict[TopicPartition, int] = {}
        self._commit_lock = asyncio.Lock()
        self._last_commit = monotonic()
        # `concurrency > 1`: the messages in flight, per partition and in all
        self._windows: dict[TopicPartition, OffsetWindow] = {}
        self._in_flight: dict[TopicPartition, set[asyncio.Task[None]]] = {}
        self._tasks: set[asyncio.Task[None]] = set()
        self._slot_freed = asyncio.Event()
        self._revoked: set[TopicPartition] = set()
        #: `on_revoke="abandon"`: partitions revoked whose work in flight is kept until the new
        #: assignment shows whether they moved, and what gives that work up if none comes
        self._held: set[TopicPartition] = set()
        self._hold_expiry: asyncio.TimerHandle | None = None
        self._rebalancing = False
        self._assigned = asyncio.Event()
        #: since when this member has been without an assignment (joined, or had its
        #: partitions revoked, and no new assignment yet); None while it holds one
        self._unassigned_since: float | None = None
        self._loop: asyncio.Task[None] | None = None
        self._watchdog: asyncio.Task[None] | None = None
        self._closing = False
        self._state: SubscriptionState = "starting"
        self._detail = ""
        self._last_progress = monotonic()
        self._lag: int | None = None
        #: the poll loop's latest error, for the stall report
        self._last_error = ""

    @property
    def serial(self) -> bool:
        """One message per partition at a time (`concurrency=1`): batches handled under
        `processing`, not tasks tracked by offset windows."""
        return self.concurrency == 1

    # --- lifecycle ------------------------------------------------------------------------------

    async def start(self) -> None:
        kafka_stall.keep_aiokafka_warnings()
        await self._start_consumer()
        self._watchdog = asyncio.get_running_loop().create_task(
            self._watch(), name=f"watchdog:{self.name}"
        )

    async def _start_consumer(self) -> None:
        if self.ephemeral:
            await self._start_groupless_consumer()
            return
        consumer = self._bus.new_consumer(self.group, start=self.start_from)
        try:
            # (a watchdog replacing the consumer may be cancelled by `close` while it starts)
            await consumer.start()
            await self._await_metadata(consumer)
        except BaseException:
            await consumer.stop()
            raise
        self._assigned.clear()
        self._unassigned_since = monotonic()
        consumer.subscribe(topics=list(self.topics), listener=_Rebalance(self))
        self._consumer = consumer
        if self.start_from == "latest":
            try:
                await self._pin_start_positions(consumer)
            except BaseException:
                self._consumer = None
                await consumer.stop()
                raise
        self._state = "running"
        self._last_progress = monotonic()
        run = self._run(consumer) if self.serial else self._run_concurrently(consumer)
        self._loop = asyncio.get_running_loop().create_task(run, name=f"consume:{self.name}")

    async def _await_metadata(self, consumer: AIOKafkaConsumer) -> None:
        """Until the brokers' metadata has every partition of the topics, each with a leader.

        A topic created a moment ago may be missing from the first metadata the consumer
        fetches, or listed while its partitions still elect their leaders (aiokafka then keeps
        no partition of it); an assignment made on that metadata leaves the topic out until
        the next metadata refresh (minutes), and with `latest` the partitions assigned later
        would start after messages already published once `subscribe` returned."""
        try:
            async with asyncio.timeout(_JOIN_TIMEOUT_S):
                # a fresh fetch from the brokers each time (the consumer's own metadata is
                # refreshed, topics included, when it subscribes)
                while not _led(await consumer._client.fetch_all_metadata(), self.topics):
                    await asyncio.sleep(0.05)
        except TimeoutError:
            raise TimeoutError(
                f"{self.name}: the broker at {self._bus.bootstrap_servers} did not list "
                f"{', '.join(self.topics)} within {_JOIN_TIMEOUT_S:.0f}s"
            ) from None

    async def _start_groupless_consumer(self) -> None:
        """An ephemeral subscription's consumer: no group (nothing joined, committed or left
        behind on the broker); aiokafka assigns it every partition of its topics. A consumer
        replacing a stalled one resumes at the positions handled so far."""
        consumer = self._bus.new_consumer(None, start=self.start_from)
        try:
            await consumer.start()
            await self._await_metadata(consumer)
            consumer.subscribe(topics=list(self.topics))
            async with asyncio.timeout(_JOIN_TIMEOUT_S):
                while not consumer.assignment():
                    await asyncio.sleep(0.05)
            for tp in consumer.assignment():
                if tp in self._positions:
                    consumer.seek(tp, self._positions[tp])
                else:
                    # resolved now, so "after subscribe returned" is where `latest` starts
                    self._positions[tp] = await consumer.position(tp)
        except TimeoutError:
            await consumer.stop()
            raise TimeoutError(
                f"{self.name}: no partitions of {', '.join(self.topics)} within "
                f"{_JOIN_TIMEOUT_S:.0f}s; check that the broker at "
                f"{self._bus.bootstrap_servers} is reachable"
            ) from None
        except BaseException:
            await consumer.stop()
            raise
        self._consumer = consumer
        self._assigned.set()
        self._state = "running"
        self._last_progress = monotonic()
        run = self._run(consumer) if self.serial else self._run_concurrently(consumer)
        self._loop = asyncio.get_running_loop().create_task(run, name=f"consume:{self.name}")

    async def _pin_start_positions(self, consumer: AIOKafkaConsumer) -> None:
        """Join the group and commit where each partition starts, before anything is fetched.

        With `auto_offset_reset="latest"` a partition without a committed offset starts at its
        end *when it is first fetched*; waiting for the assignment and resolving the positions now
        makes "after `subscribe` returned" the start. Committing them keeps that start if the
        partitions move or the consumer is replaced before the first message is handled.
        """
        try:
            async with asyncio.timeout(_JOIN_TIMEOUT_S):
                while True:
                    await self._assigned.wait()
                    assigned = list(consumer.assignment())
                    try:
                        positions = await asyncio.gather(*(consumer.position(p) for p in assigned))
                        if assigned:
                            await consumer.commit(dict(zip(assigned, positions, strict=True)))
                        return
                    except KafkaError as exc:
                        # The partitions moved meanwhile (another member joined): again, with the
                        # assignment that follows.
                        log.info("%s: pinning start positions again: %s", self.name, exc)
                        await asyncio.sleep(0.1)
        except TimeoutError:
            raise TimeoutError(
                f"{self.name}: group {self.group!r} assigned no partitions of "
                f"{', '.join(self.topics)} within {_JOIN_TIMEOUT_S:.0f}s; check that the broker at "
                f"{self._bus.bootstrap_servers} is reachable"
            ) from None

    async def _stop_consumer(self) -> None:
        loop, consumer = self._loop, self._consumer
        self._loop = None
        if self.serial:
            # Holding `processing` means no batch is half-handled when the loop is cancelled.
            async with self.processing:
                if loop is not None:
                    loop.cancel()
                    await asyncio.gather(loop, return_exceptions=True)
                await self.commit()
        else:
            if loop is not None:
                loop.cancel()
                await asyncio.gather(loop, return_exceptions=True)
            if consumer is not None:
                await self._drain(consumer)
            await self.commit()
        if consumer is not None:
            await consumer.stop()
        self._consumer = None
        self._windows.clear()
        self._revoked.clear()
        self._release_held()

    async def _drain(self, consumer: AIOKafkaConsumer) -> None:
        """Let every message in flight finish, committing as they do and polling to stay in."""
        while self._tasks:
            await asyncio.wait(set(self._tasks), timeout=_KEEPALIVE_S)
            await self.commit()
            if self._tasks:
                try:
                    await self._keep_alive(consumer)
                except KafkaError as exc:
                    log.warning("%s: poll while draining failed: %s", self.name, exc)

    async def close(self) -> None:
        """Stop fetching, finish the work in flight, commit it, leave the group."""
        if self._closing:
            return
        self._closing = True
        self._slot_freed.set()  # a loop waiting for a free slot re-checks `_closing`
        if self._watchdog is not None:
            self._watchdog.cancel()
            await asyncio.gather(self._watchdog, return_exceptions=True)
        loop = self._loop
        if loop is not None:
            await asyncio.gather(loop, return_exceptions=True)  # exits after its current batch
        await self._stop_consumer()
        self._state = "stopped"
        self._bus.forget(self)

    async def abandon(self) -> None:
        """Leave the group the way a killed process would (see `Subscription.abandon`).

        Fetching stops and the handlers in flight are cancelled, so their messages are never
        committed; what finished is committed as far as the oldest unfinished message of each
        partition allows (as if the process died right after a commit). The group's next owner
        of the partitions receives every unfinished message again.
        """
        if self._closing:
            return
        self._closing = True
        if self._watchdog is not None:
            self._watchdog.cancel()
            await asyncio.gather(self._watchdog, return_exceptions=True)
        loop, consumer = self._loop, self._consumer
        self._loop = None
        if loop is not None:
            loop.cancel()
            await asyncio.gather(loop, return_exceptions=True)
        for task in list(self._tasks):
            task.cancel()
        if self._tasks:
            await asyncio.wait(set(self._tasks))
        await self.commit()
        if consumer is not None:
            await consumer.stop()
        self._consumer = None
        self._state = "stopped"
        self._bus.forget(self)

    # --- rebalancing ----------------------------------------------------------------------------

    async def on_revoked(self, revoked: set[TopicPartition]) -> None:
        """Before partitions move: finish what is in flight on them and commit what finished
        (`on_revoke="abandon"`: keep it until the new assignment, see `on_assigned`)."""
        self._assigned.clear()
        self._unassigned_since = monotonic()
        if self.serial:
            async with self.processing:
                await self.commit()
            return
        self._revoked |= revoked
        if self.on_revoke == "abandon":
            self._hold(revoked)
            await self.commit()
            return
        self._rebalancing = True
        try:
            waiting = {task for tp in revoked for task in self._in_flight.get(tp, ())}
            if waiting:
                log.info(
                    "%s: finishing %d message(s) in flight before giving up %d partition(s)",
                    self.name,
                    len(waiting),
                    len(revoked),
                )
                await asyncio.wait(waiting)
            await self.commit()
        finally:
            for tp in revoked:
                self._windows.pop(tp, None)
            self._rebalancing = False

    def _hold(self, revoked: set[TopicPartition]) -> None:
        """Keep the work in flight on `revoked` through the rebalance (the eager protocol revokes
        every partition, and most come back to the same member): the rebalance does not wait
        for it, and `on_assigned` gives up only what moved. If no assignment comes within the
        rebalance timeout, this member was dropped from the group and its partitions may belong
        to others already: everything held is given up then."""
        self._held |= revoked
        kept = sum(len(self._in_flight.get(tp, ())) for tp in self._held)
        if kept:
            log.info(
                "%s: keeping %d message(s) in flight through the rebalance; the new assignment "
                "decides which are given up",
                self.name,
                kept,
            )
        if self._hold_expiry is not None:
            self._hold_expiry.cancel()
        self._hold_expiry = asyncio.get_running_loop().call_later(
            self._bus.rebalance_timeout_s, self._hold_expired
        )

    def _hold_expired(self) -> None:
        self._hold_expiry = None
        held, self._held = self._held, set()
        self._give_up(held, f"no new assignment within {self._bus.rebalance_timeout_s:g}s")

    def _release_held(self) -> None:
        if self._hold_expiry is not None:
            self._hold_expiry.cancel()
            self._hold_expiry = None
        self._held.clear()

    def _give_up(self, partitions: set[TopicPartition], why: str) -> None:
        """Cancel the work in flight on `partitions`, leaving it uncommitted for their next owner
        (as `Subscription.abandon` does); its windows and uncommitted offsets are dropped, so
        nothing of it is committed later."""
        tasks = {task for tp in partitions for task in self._in_flight.get(tp, ())}
        for tp in partitions:
            self._windows.pop(tp, None)
            self._pending.pop(tp, None)
        if not tasks:
            return
        log.info(
            "%s: abandoning %d message(s) in flight on %d partition(s) to their next owner (%s)",
            self.name,
            len(tasks),
            len({tp for tp in partitions if self._in_flight.get(tp)}),
            why,
        )
        for task in tasks:
            task.cancel()

    def on_assigned(self, assigned: set[TopicPartition]) -> None:
        # Each assignment starts every partition at its committed offset; the work kept through
        # the rebalance on a partition that came back is tracked by its window, so what it
        # already handed out is not handed out again.
        held, self._held = self._held, set()
        self._release_held()
        moved = held - assigned
        kept = sum(len(self._in_flight.get(tp, ())) for tp in held & assigned)
        self._give_up(moved, "their partitions moved to another member")
        if kept:
            log.info(
                "%s: %d message(s) in flight kept: their partitions were assigned back",
                self.name,
                kept,
            )
        self._revoked -= assigned
        self.mark_progress()
        self._unassigned_since = None
        self._assigned.set()

    # --- consuming, one message per partition at a time -----------------------------------------

    async def _run(self, consumer: AIOKafkaConsumer) -> None:
        failures = 0
        while not self._closing:
            try:
                batch = await consumer.getmany(timeout_ms=_POLL_TIMEOUT_MS)
                if batch:
                    async with self.processing:
                        await asyncio.gather(
                            *(self._process(consumer, tp, records) for tp, records in batch.items())
                        )
                        await self.commit()
                failures = 0
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                failures += 1
                self._loop_failed(exc, failures)
                await asyncio.sleep(min(5.0, 0.1 * 2**failures))

    def _loop_failed(self, exc: Exception, failures: int) -> None:
        self._detail = f"poll loop error: {type(exc).__name__}: {exc}"
        self._last_error = f"{type(exc).__name__}: {exc}"
        log.exception("%s: consume loop error (%d in a row)", self.name, failures)

    async def _process(self, consumer: AIOKafkaConsumer, tp: TopicPartition, records: Any) -> None:
        for record in records:
            message = _raw(record)
            try:
                await self._delivery.process(message)
            except asyncio.CancelledError:
                raise
            except Exception:
                # Publishing the dead letter failed: keep the offset, fetch it again later.
                log.exception(
                    "%s: could not finish %s@%d; will redeliver", self.name, tp, record.offset
                )
                consumer.seek(tp, record.offset)
                await asyncio.sleep(self._bus.retry.backoff(1))
                return
            self._pending[tp] = record.offset + 1
            self.mark_progress()

    # --- consuming, up to `concurrency` messages at once ----------------------------------------

    async def _run_concurrently(self, consumer: AIOKafkaConsumer) -> None:
        failures = 0
        while not self._closing:
            try:
                if self._pending and (
                    not self._tasks or monotonic() - self._last_commit >= _COMMIT_INTERVAL_S
                ):
                    await self.commit()
                free = self.concurrency - len(self._tasks)
                if free <= 0:
                    await self._wait_for_a_slot(consumer)
                    continue
                await self._fetch_and_hand_out(consumer, free)
                failures = 0
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                failures += 1
                self._loop_failed(exc, failures)
                await asyncio.sleep(min(5.0, 0.1 * 2**failures))

    async def _fetch_and_hand_out(self, consumer: AIOKafkaConsumer, free: int) -> None:
        """One fetch of up to `free` records, each handed to a task of its own."""
        batch = await consumer.getmany(timeout_ms=_POLL_TIMEOUT_MS, max_records=free)
        for tp, records in batch.items():
            if tp in self._revoked:
                continue  # no longer ours: its next owner starts at the committed offset
            for record in records:
                self._hand_out(tp, record)

    async def _wait_for_a_slot(self, consumer: AIOKafkaConsumer) -> None:
        self._slot_freed.clear()
        if self._closing:
            return  # close() may have set the event before the clear above
        try:
            async with asyncio.timeout(_KEEPALIVE_S):
                await self._slot_freed.wait()
        except TimeoutError:
            await self._keep_alive(consumer)

    async def _keep_alive(self, consumer: AIOKafkaConsumer) -> None:
        """Poll without taking records, so aiokafka counts this busy member as alive."""
        ours = [tp for tp in consumer.assignment() if tp not in consumer.paused()]
        consumer.pause(*ours)
        try:
            batch = await consumer.getmany(timeout_ms=0)
        finally:
            assigned = consumer.assignment()
            consumer.resume(*(tp for tp in ours if tp in assigned))
        # A rebalance during the poll brings fresh, unpaused partitions: put their records back.
        for tp, records in batch.items():
            if records:
                consumer.seek(tp, records[0].offset)

    def _hand_out(self, tp: TopicPartition, record: Any) -> None:
        window = self._windows.get(tp)
        if window is None:
            window = self._windows[tp] = OffsetWindow()
        if not window.start(record.offset):
            return  # already handed out (the position moved back): it is tracked as it is
        task = asyncio.get_running_loop().create_task(
            self._handle(tp, window, record), name=f"handle:{self.name}:{tp}@{record.offset}"
        )
        self._tasks.add(task)
        self._in_flight.setdefault(tp, set()).add(task)
        task.add_done_callback(partial(self._handed_back, tp))
        self.mark_progress()

    def _handed_back(self, tp: TopicPartition, task: asyncio.Task[None]) -> None:
        self._tasks.discard(task)
        tasks = self._in_flight.get(tp)
        if tasks is not None:
            tasks.discard(task)
            if not tasks:
                del self._in_flight[tp]
        self._slot_freed.set()

    async def _handle(self, tp: TopicPartition, window: OffsetWindow, record: Any) -> None:
        message = _raw(record)
        while True:
            try:
                await self._delivery.process(message)
                break
            except asyncio.CancelledError:
                raise
            except Exception:
                # Publishing the dead letter failed. Retry in place while the partition is ours;
                # otherwise leave the offset uncommitted, so the next owner gets it again.
                log.exception(
                    "%s: could not finish %s@%d; will redeliver", self.name, tp, record.offset
                )
                if self._closing or tp in self._revoked:
                    return
                await asyncio.sleep(self._bus.retry.backoff(1))
        commit = window.finish(record.offset)
        if commit is not None and self._windows.get(tp) is window:
            self._pending[tp] = commit
        self.mark_progress()

    # --- committing -----------------------------------------------------------------------------

    async def commit(self) -> None:
        """Commit what was handled (`concurrency=1`: called with `processing` held)."""
        async with self._commit_lock:
            consumer = self._consumer
            if not self._pending or consumer is None:
                return
            offsets, self._pending = self._pending, {}
            self._last_commit = monotonic()
            if self.ephemeral:  # no group to commit to: kept for a replacing consumer
                self._positions.update(offsets)
                return
            assigned = consumer.assignment()
            offsets = {tp: offset for tp, offset in offsets.items() if tp in assigned}
            if not offsets:
                return
            try:
                await consumer.commit(offsets)
            except (CommitFailedError, KafkaError) as exc:
                # The group moved on without us; the new owner redelivers and dedupe absorbs it.
                log.warning("%s: commit of %s failed: %s", self.name, offsets, exc)

    def consumer_for_tests(self) -> AIOKafkaConsumer:
        """The live aiokafka consumer, for tests that simulate broker-side failures."""
        if self._consumer is None:
            raise RuntimeError(f"{self.name} has no running consumer")
        return self._consumer

    def mark_progress(self) -> None:
        self._last_progress = monotonic()

    # --- liveness -------------------------------------------------------------------------------

    async def _watch(self) -> None:
        policy = self._bus.liveness
        while not self._closing:
            await asyncio.sleep(policy.check_interval_s)
            try:
                reason = await self.stall_reason(policy)
            except KafkaError as exc:
                log.warning("%s: liveness check failed: %s", self.name, exc)
                continue
            if reason is None:
                if self._state == "stalled":
                    self._state = "running"
                continue
            self._state = "stalled"
            self._detail = reason
            log.error("%s stalled: %s", self.name, reason)
            if self.stats.restarts >= policy.max_restarts:
                self._state = "failed"
                self._detail = f"{reason}; gave up after {self.stats.restarts} restarts"
                return
            self._state = "restarting"
            try:
                await self._stop_consumer()
                self.stats.restarts += 1
                await self._start_consumer()
            except Exception as exc:
                self._state = "failed"
                self._detail = f"{reason}; could not replace the consumer: {exc}"
                log.exception("%s: could not replace the consumer", self.name)
                return
            log.warning("%s: consumer replaced (restart %d)", self.name, self.stats.restarts)

    def _busy(self) -> bool:
        """Handlers are running (or a rebalance waits for them): silence is not a stall."""
        if self.serial:
            return self.processing.locked()
        return len(self._tasks) >= self.concurrency or self._rebalancing

    async def stall_reason(self, policy: LivenessPolicy) -> str | None:
        """Why this member counts as stalled, or None while it is alive."""
        if self._loop is None or self._loop.done():
            return "poll loop is not running"
        consumer = self._consumer
        if consumer is None:
            return "no consumer"
        unassigned = self._unassigned_reason(consumer)
        if unassigned is not None:
            return unassigned
        assigned = list(consumer.assignment())
        if not assigned:
            self._lag = 0
            return None
        # Bounded: a consumer whose connection to the broker does not answer (the kind of stall
        # this watches for) would hold its own watchdog for aiokafka's request timeout (40 s).
        unanswered = False
        try:
            async with asyncio.timeout(_END_OFFSETS_WAIT_S):
                ends = await consumer.end_offsets(assigned)
        except TimeoutError:
            unanswered, ends = True, {}
        lag, unpositioned = 0, 0
        if unanswered:
            lag = self._lag or 0  # the last known lag stands
        else:
            positions = await asyncio.gather(
                *(_position(consumer, tp, policy.check_interval_s) for tp in assigned)
            )
            for tp, position in zip(assigned, positions, strict=True):
                if position is None:
                    unpositioned += 1
                elif position >= 0:
                    lag += max(0, ends[tp] - position)
            self._lag = lag
        idle_for = monotonic() - self._last_progress
        if (lag > 0 or unpositioned) and idle_for > self.stall_after_s() and not self._busy():
            waiting = f"{lag} message(s) waiting on {len(assigned)} partition(s)"
            if unpositioned:
                waiting += f", {unpositioned} partition(s) without a fetch position"
            if unanswered:
                waiting += (
                    f" (as last seen: its end offsets were not answered within "
                    f"{_END_OFFSETS_WAIT_S:g}s)"
                )
            chain = kafka_stall.awaiting(self._loop)
            state = kafka_stall.describe(consumer)
            warned = kafka_stall.recent_warnings(idle_for)
            return (
                f"{waiting} but no progress for {idle_for:.0f}s"
                + (f"; the poll loop awaits {chain}" if chain else "")
                + (f"; {state}" if state else "")
                + (f"; last poll loop error: {self._last_error}" if self._last_error else "")
                + (f"; aiokafka warned: {warned}" if warned else "")
            )
        return None

    def _unassigned_reason(self, consumer: AIOKafkaConsumer) -> str | None:
        """Why a member still waiting for its assignment counts as stalled, or None.

        A member out of its group's assignment has no lag of its own to report, yet the
        partitions it would get may go unhandled: a rebalance that never completes (members
        whose joins keep restarting it, one whose revoke callback hangs) leaves every member
        of the group waiting. A rebalance legitimately takes up to two rounds, the same bound
        as a stall (`stall_after_s`); a member assigned no partitions at all (more members
        than partitions) has its assignment and is not waiting.
        """
        if self._unassigned_since is None or self._busy():
            return None
        waited = monotonic() - self._unassigned_since
        if waited <= self.stall_after_s():
            return None
        state = kafka_stall.describe(consumer)
        return (
            f"no partition assignment from group {self.group} for {waited:.0f}s: its "
            f"rebalance has not completed"
            + (f"; {state}" if state else "")
            + (f"; last poll loop error: {self._last_error}" if self._last_error else "")
        )

    def stall_after_s(self) -> float:
        """How long a member with messages waiting may go without progress: the policy's, or
        by default two rebalance rounds (a member learns of a rebalance at a heartbeat, and a
        join may wait the rebalance timeout, twice when it missed a round), so a member waiting
        in a rebalance is not replaced, which would start another; at least `STALL_FLOOR_S`."""
        configured = self._bus.liveness.stall_after_s
        if configured is not None:
            return configured
        round_s = self._bus.rebalance_timeout_s + self._bus._heartbeat_ms / 1000
        return max(STALL_FLOOR_S, 2 * round_s)

    def health(self) -> SubscriptionHealth:
        consumer = self._consumer
        assigned = (
            tuple(sorted(f"{tp.topic}[{tp.partition}]" for tp in consumer.assignment()))
            if consumer
            else ()
        )
        return SubscriptionHealth(
            name=self.name,
            group=self.group,
            topics=self.topics,
            state=self._state,
            detail=self._detail,
            assigned_partitions=assigned,
            lag=self._lag,
            seconds_since_progress=monotonic() - self._last_progress,
            restarts=self.stats.restarts,
        )


def _led(cluster: Any, topics_: Collection[str]) -> bool:
    """Whether `cluster` (aiokafka's metadata) lists every partition of `topics_` with a
    leader."""
    for topic in topics_:
        partitions = cluster.partitions_for_topic(topic)
        if not partitions or cluster.available_partitions_for_topic(topic) != partitions:
            return False
    return True


async def _position(consumer: AIOKafkaConsumer, tp: TopicPartition, wait_s: float) -> int | None:
    """`tp`'s fetch position; None while it has none after `wait_s` (aiokafka's `position`
    waits without end until its committed offset is known); -1 when it was revoked meanwhile
    (a rebalance is on, not a stall)."""
    try:
        async with asyncio.timeout(wait_s):
            position: int = await consumer.position(tp)
            return position
    except TimeoutError:
        return None
    except IllegalStateError:
        return -1


class KafkaBatchSubscription(KafkaSubscription[Any]):
    """A member whose handler takes batches (`EventBus.subscribe_batches`): up to `in_flight`
    batches at once, each a task over up to `max_batch` records of any of its partitions.

    Everything else is the concurrent member's: offset windows (a partition commits only past
    records whose batch finished), commits at most every `_COMMIT_INTERVAL_S` while busy, the
    keep-alive poll while every slot is busy, the watchdog, and `on_revoke="abandon"`: work is
    kept through the eager rebalance and given up only where a partition moved. A batch is one
    task, so giving up one of its partitions gives up all of it; the windows of the member's
    other partitions it touched then have holes that will never finish, so those partitions
    are read again from their committed offsets (what finished there is suppressed as a
    duplicate), and so are the other batches on them."""

    def __init__(
        self,
        bus: KafkaEventBus,
        name: str,
        group: str,
        topics_: tuple[str, ...],
        delivery: BatchDelivery[Any],
        stats: SubscriptionStats,
        *,
        max_batch: int,
        linger_s: float,
        in_flight: int,
        start: StartFrom,
    ) -> None:
        super().__init__(
            bus,
            name,
            group,
            topics_,
            delivery,
            stats,
            concurrency=in_flight,
            start=start,
            on_revoke="abandon",
        )
        self._batch_delivery = delivery
        self.max_batch = max_batch
        self.linger_s = linger_s
        #: the partitions each batch in flight has records on
        self._spans: dict[asyncio.Task[None], set[TopicPartition]] = {}
        #: partitions to read again from their committed offset before the next fetch
        self._rewind: set[TopicPartition] = set()
        #: where each of `_rewind` is read again from when its group has committed nothing
        #: there: the first offset this member handed out on it since it was last read again
        self._restart: dict[TopicPartition, int] = {}

    @property
    def serial(self) -> bool:
        return False

    async def _fetch_and_hand_out(self, consumer: AIOKafkaConsumer, free: int) -> None:
        """One batch (whatever `free` slots are left: a batch takes one)."""
        if self._rewind:
            await self._read_again(consumer)
        self._hand_out_batch(await self._gather(consumer))

    async def _gather(self, consumer: AIOKafkaConsumer) -> dict[TopicPartition, list[Any]]:
        """Up to `max_batch` records: what one fetch returns, then more until `linger_s` has
        passed since the first arrived (or the batch is full)."""
        batch: dict[TopicPartition, list[Any]] = await consumer.getmany(
            timeout_ms=_POLL_TIMEOUT_MS, max_records=self.max_batch
        )
        count = sum(len(records) for records in batch.values())
        if not count or self.linger_s <= 0:
            return batch
        deadline = monotonic() + self.linger_s
        while count < self.max_batch and not self._closing and not self._rewind:
            left = deadline - monotonic()
            if left <= 0:
                break
            more = await consumer.getmany(
                timeout_ms=max(1, int(left * 1000)), max_records=self.max_batch - count
            )
            for tp, records in more.items():
                batch.setdefault(tp, []).extend(records)
                count += len(records)
        return batch

    def _hand_out_batch(self, fetched: dict[TopicPartition, list[Any]]) -> None:
        entries: list[tuple[TopicPartition, OffsetWindow, Any]] = []
        for tp, records in fetched.items():
            if tp in self._revoked or tp in self._rewind:
                continue  # not ours, or read again from its committed offset
            window = self._windows.get(tp)
            if window is None:
                window = self._windows[tp] = OffsetWindow()
            entries += [(tp, window, r) for r in records if window.start(r.offset)]
        if not entries:
            return
        task = asyncio.get_running_loop().create_task(
            self._handle_batch(entries), name=f"batch:{self.name}:{len(entries)}"
        )
        span = {tp for tp, _, _ in entries}
        self._spans[task] = span
        self._tasks.add(task)
        for tp in span:
            self._in_flight.setdefault(tp, set()).add(task)
        task.add_done_callback(self._batch_done)
        self.mark_progress()

    def _batch_done(self, task: asyncio.Task[None]) -> None:
        for tp in self._spans.pop(task, ()):
            self._handed_back(tp, task)
        self._tasks.discard(task)
        self._slot_freed.set()

    async def _handle_batch(self, entries: list[tuple[TopicPartition, OffsetWindow, Any]]) -> None:
        messages = [_raw(record) for _, _, record in entries]
        while True:
            try:
                await self._batch_delivery.process_batch(messages)
                break
            except asyncio.CancelledError:
                raise
            except Exception:
                # Publishing a dead letter failed. Again while every partition is ours;
                # otherwise leave the batch uncommitted, so the next owners get it again.
                log.exception(
                    "%s: could not finish a batch of %d; will redeliver", self.name, len(messages)
                )
                if self._closing or any(tp in self._revoked for tp, _, _ in entries):
                    return
                await asyncio.sleep(self._bus.retry.backoff(1))
        for tp, window, record in entries:
            commit = window.finish(record.offset)
            if commit is not None and self._windows.get(tp) is window:
                self._pending[tp] = commit
        self.mark_progress()

    def _give_up(self, partitions: set[TopicPartition], why: str) -> None:
        """Cancel every batch with a record on `partitions`, and with them every batch sharing
        a partition with those (their windows are dropped together); the member's partitions
        among them are read again from their committed offsets."""
        touched = set(partitions)
        cancelled: set[asyncio.Task[None]] = set()
        while True:
            more = {t for tp in touched for t in self._in_flight.get(tp, ())} - cancelled
            if not more:
                break
            cancelled |= more
            for task in more:
                touched |= self._spans.get(task, set())
        consumer = self._consumer
        rewind = (
            {tp for tp in touched - partitions if tp in consumer.assignment()}
            if consumer is not None
            else set()
        )
        for tp in touched:
            window = self._windows.pop(tp, None)
            self._pending.pop(tp, None)
            if tp in rewind and window is not None and window.first is not None:
                self._restart[tp] = min(self._restart.get(tp, window.first), window.first)
        self._rewind |= rewind
        if not cancelled:
            return
        log.info(
            "%s: abandoning %d batch(es) in flight on %d partition(s) (%s); the member's own "
            "partitions among them are read again from their committed offsets",
            self.name,
            len(cancelled),
            len(touched),
            why,
        )
        for task in cancelled:
            task.cancel()

    async def _read_again(self, consumer: AIOKafkaConsumer) -> None:
        """Move the partitions in `_rewind` back to their committed offsets (once the batches
        given up on them have ended, so none of them finishes into a new window).

        Where the group has committed nothing yet, back to the first offset handed out since
        (aiokafka's `seek_to_committed` leaves such a partition where it is, past the records
        given up, which would then never be handled nor committed)."""
        waiting = {t for tp in self._rewind for t in self._in_flight.get(tp, ())}
        if waiting:
            await asyncio.wait(waiting)
        rewind, self._rewind = self._rewind, set()
        restart = {tp: self._restart.pop(tp, None) for tp in rewind}
        for tp, first in restart.items():
            if tp not in consumer.assignment():
                continue  # moved on since: its next owner starts at the committed offset
            committed = await consumer.committed(tp)
            offset = committed if committed is not None else first
            if offset is not None:
                consumer.seek(tp, offset)


def _raw(record: Any) -> RawMessage:
    return RawMessage(
        topic=record.topic,
        partition=record.partition,
        offset=record.offset,
        key=record.key.decode("utf-8", "replace") if record.key is not None else None,
        value=record.value if record.value is not None else b"",
    )


class KafkaEventBus(BaseEventBus):
    """:class:`~quantward_bus.port.EventBus` on Apache Kafka; see the module docstring."""

    def __init__(
        self,
        bootstrap_servers: str,
        *,
        client_id: str = "quantward",
        retry: RetryPolicy | None = None,
        liveness: LivenessPolicy | None = None,
        dedupe: DedupeStore | None = None,
        handler_timeout_s: float | None = None,
        dead_letter_topic: str = topics.DEAD_LETTER,
        partitions: int = 6,
        replication_factor: int = 1,
        session_timeout_ms: int = 6_000,
        heartbeat_interval_ms: int = 1_000,
        rebalance_timeout_ms: int | None = None,
        max_poll_records: int = 500,
        linger_ms: int = 2,
        topic_namespace: str = "",
        signer: Signer | None = None,
        verifier: ProducerVerifier | None = None,
        security: KafkaSecurity | None = None,
        dead_letter_poison: bool = True,
    ) -> None:
        super().__init__(
            retry=retry,
            dedupe=dedupe,
            handler_timeout_s=handler_timeout_s,
            dead_letter_topic=dead_letter_topic,
            signer=signer,
            verifier=verifier,
            dead_letter_poison=dead_letter_poison,
        )
        if not 0 < heartbeat_interval_ms < session_timeout_ms:
            raise ValueError(
                f"heartbeat_interval_ms ({heartbeat_interval_ms}) must be positive and below "
                f"session_timeout_ms ({session_timeout_ms}); Kafka advises at most a third of it "
                "(settings: QW_BUS_HEARTBEAT_INTERVAL_MS, QW_BUS_SESSION_TIMEOUT_MS)"
            )
        if rebalance_timeout_ms is not None and rebalance_timeout_ms <= 0:
            raise ValueError(f"rebalance_timeout_ms must be positive, got {rebalance_timeout_ms}")
        self.bootstrap_servers = bootstrap_servers
        self.client_id = client_id
        #: TLS / SASL options every client of this bus opens with (built once: a missing
        #: certificate file fails here, not at the first connection)
        self._client_options = (security or KafkaSecurity()).client_options()
        self.liveness = liveness or LivenessPolicy()
        self._partitions = partitions
        self._replication = replication_factor
        self._session_timeout_ms = session_timeout_ms
        self._heartbeat_ms = heartbeat_interval_ms
        #: how long the broker waits for members to rejoin in a rebalance (aiokafka: the session
        #: timeout); a member still finishing revoked work after it is dropped from the group
        self._rebalance_timeout_ms = rebalance_timeout_ms
        #: the same in seconds, never unset: how long kept work waits for the next assignment
        self.rebalance_timeout_s = (rebalance_timeout_ms or session_timeout_ms) / 1000
        self._max_poll_records = max_poll_records
        self._linger_ms = linger_ms
        #: prefix of every topic and group on the broker: environments (or test runs) that
        #: share a cluster never see each other's events
        self.topic_namespace = topic_namespace
        self._producer: AIOKafkaProducer | None = None
        self._admin: AIOKafkaAdminClient | None = None
        self._known_topics: set[str] = set()
        self._topic_lock = asyncio.Lock()
        #: a group-less consumer that reads where partitions end (`wait_consumed`), opened once
        self._offsets: AIOKafkaConsumer | None = None
        self._offsets_lock = asyncio.Lock()

    # --- lifecycle ------------------------------------------------------------------------------

    async def start(self) -> None:
        if self._producer is not None:
            return
        producer = AIOKafkaProducer(
            bootstrap_servers=self.bootstrap_servers,
            client_id=self.client_id,
            enable_idempotence=True,
            acks="all",
            linger_ms=self._linger_ms,
            **self._client_options,
        )
        admin = AIOKafkaAdminClient(
            bootstrap_servers=self.bootstrap_servers,
            client_id=f"{self.client_id}-admin",
            **self._client_options,
        )
        try:
            await producer.start()
        except ClusterAuthorizationFailedError as exc:
            await producer.stop()
            raise KafkaError(
                "not authorized to produce: the broker's ACLs grant this principal no topic to "
                "write (an idempotent producer needs WRITE on a topic; the ACLs per principal: "
                "`quantward deploy acls`)"
            ) from exc
        except Exception:
            await producer.stop()  # a failed start leaves its connections open otherwise
            raise
        try:
            await admin.start()
        except Exception:
            await producer.stop()
            raise
        self._producer, self._admin = producer, admin
        # The dead-letter topic exists from the start (operators subscribe to it before anything
        # fails); a principal the ACLs do not let create it finds out when it has to use it.
        try:
            await self.ensure_topics((self.wire_name(self.dead_letter_topic),))
        except KafkaError as exc:
            log.warning("dead-letter topic not created at start: %s", exc)

    async def stop(self) -> None:
        """Close every subscription (finish, commit, leave), then flush the producer."""
        for subscription in list(self._subscriptions):
            await subscription.close()
        if self._offsets is not None:
            await self._offsets.stop()
            self._offsets = None
        if self._producer is not None:
            await self._producer.stop()
            self._producer = None
        if self._admin is not None:
            await self._admin.close()
            self._admin = None

    # --- topics ---------------------------------------------------------------------------------

    async def ensure_topics(self, names: Collection[str]) -> None:
        """Create missing topics with the bus's partition count (existing ones are left as is)."""
        missing = [n for n in names if n not in self._known_topics]
        if not missing:
            return
        async with self._topic_lock:
            missing = [n for n in missing if n not in self._known_topics]
            if not missing:
                return
            response = await self._require_admin().create_topics(
                [NewTopic(n, self._partitions, self._replication) for n in missing]
            )
            for entry in response.topic_errors:
                name, code = entry[0], entry[1]
                if code == _TOPIC_AUTHORIZATION_FAILED:
                    raise KafkaError(
                        f"not authorized to use topic {name!r}: the broker's ACLs do not let this "
                        "principal create or write it (the ACLs per principal: `quantward deploy "
                        "acls`)"
                    )
                if code not in (0, _TOPIC_ALREADY_EXISTS):
                    detail = entry[2] if len(entry) > 2 else ""
                    raise KafkaError(f"could not create topic {name!r}: error {code} {detail}")
            self._known_topics.update(missing)

    def _require_admin(self) -> AIOKafkaAdminClient:
        if self._admin is None:
            raise RuntimeError("KafkaEventBus is not started; call `await bus.start()` first")
        return self._admin

    # --- publishing -----------------------------------------------------------------------------

    def wire_name(self, name: str) -> str:
        """The broker-side name of a topic or group (namespaced when a namespace is set)."""
        return f"{self.topic_namespace}.{name}" if self.topic_namespace else name

    async def publish_many_as(
        self, signer: Signer | None, events: Sequence[Event], *, topic: str | None = None
    ) -> None:
        producer = self._require_producer()
        events = [traced(e) for e in events]
        await self.ensure_topics({self.wire_name(topic or e.TOPIC) for e in events})
        # Appending one after the other fixes the order; then wait for every acknowledgement.
        acks = [
            await producer.send(
                self.wire_name(topic or e.TOPIC),
                encoded(signer, e),
                key=e.partition_key().encode(),
            )
            for e in events
        ]
        await asyncio.gather(*acks)
        for e in events:
            record_published(e, topic or e.TOPIC)

    async def publish_raw(self, topic: str, value: bytes, *, key: str | None = None) -> None:
        producer = self._require_producer()
        name = self.wire_name(topic)
        await self.ensure_topics((name,))
        await producer.send_and_wait(name, value, key=key.encode() if key is not None else None)

    def _require_producer(self) -> AIOKafkaProducer:
        if self._producer is None:
            raise RuntimeError("KafkaEventBus is not started; call `await bus.start()` first")
        return self._producer

    # --- consumer groups ------------------------------------------------------------------------

    async def wait_consumed(self, group: str, topics: Sequence[str], *, timeout_s: float) -> None:
        deadline = monotonic() + timeout_s
        ends = await self._end_offsets([self.wire_name(t) for t in topics])
        admin = self._require_admin()
        while True:
            committed = await admin.list_consumer_group_offsets(
                self.wire_name(group), partitions=list(ends)
            )
            lag = 0
            for tp, end in ends.items():
                at = committed.get(tp)
                lag += max(0, end - (at.offset if at is not None and at.offset >= 0 else 0))
            if lag == 0:
                return
            if monotonic() >= deadline:
                raise TimeoutError(consumed_timeout_text(group, lag, timeout_s))
            await asyncio.sleep(CONSUMED_POLL_S)

    async def _end_offsets(self, names: Sequence[str]) -> dict[TopicPartition, int]:
        """Where each partition of the topics ends now (topics never created have none)."""
        async with self._offsets_lock:
            if self._offsets is None:
                consumer = AIOKafkaConsumer(
                    bootstrap_servers=self.bootstrap_servers,
                    client_id=f"{self.client_id}-offsets",
                    enable_auto_commit=False,
                    isolation_level="read_committed",
                    metadata_max_age_ms=5_000,
                    **self._client_options,
                )
                await consumer.start()
                self._offsets = consumer
            consumer = self._offsets
        described = await self._require_admin().describe_topics(list(names))
        partitions = [
            TopicPartition(topic["topic"], p["partition"])
            for topic in described
            if topic.get("error_code", 0) == 0  # a topic never created has nothing to consume
            for p in topic.get("partitions", ())
        ]
        if not partitions:
            return {}
        ends: dict[TopicPartition, int] = await consumer.end_offsets(partitions)
        return ends

    # --- subscribing ----------------------------------------------------------------------------

    def new_consumer(self, group: str | None, *, start: StartFrom = "earliest") -> AIOKafkaConsumer:
        """A manually committing consumer; partitions the group never committed start at `start`.
        Without a group: no group on the broker, every partition assigned (ephemeral)."""
        # one JoinGroup request per join, not one per assignor (aio-libs/aiokafka#1168)
        kafka_join.install()
        return AIOKafkaConsumer(
            bootstrap_servers=self.bootstrap_servers,
            client_id=f"{self.client_id}-{group or 'ephemeral'}",
            group_id=group,
            enable_auto_commit=False,
            auto_offset_reset=start,
            isolation_level="read_committed",
            session_timeout_ms=self._session_timeout_ms,
            heartbeat_interval_ms=self._heartbeat_ms,
            rebalance_timeout_ms=self._rebalance_timeout_ms,
            max_poll_records=self._max_poll_records,
            metadata_max_age_ms=5_000,
            partition_assignment_strategy=_partition_assignors(),
            **self._client_options,
        )

    async def _open_batches(
        self,
        name: str,
        group: str,
        topic_names: tuple[str, ...],
        delivery: BatchDelivery[Any],
        stats: SubscriptionStats,
        *,
        max_batch: int,
        linger_s: float,
        in_flight: int,
        start: StartFrom,
    ) -> KafkaBatchSubscription:
        topic_names = tuple(self.wire_name(t) for t in topic_names)
        await self.ensure_topics(topic_names)
        subscription = KafkaBatchSubscription(
            self,
            name,
            self.wire_name(group),
            topic_names,
            delivery,
            stats,
            max_batch=max_batch,
            linger_s=linger_s,
            in_flight=in_flight,
            start=start,
        )
        await subscription.start()
        return subscription

    async def _open(
        self,
        name: str,
        group: str,
        topic_names: tuple[str, ...],
        delivery: Delivery[Any],
        stats: SubscriptionStats,
        *,
        concurrency: int,
        start: StartFrom,
        on_revoke: OnRevoke = "finish",
        ephemeral: bool = False,
    ) -> KafkaSubscription[Any]:
        topic_names = tuple(self.wire_name(t) for t in topic_names)
        await self.ensure_topics(topic_names)
        subscription = KafkaSubscription(
            self,
            name,
            self.wire_name(group),
            topic_names,
            delivery,
            stats,
            concurrency=concurrency,
            start=start,
            on_revoke=on_revoke,
            ephemeral=ephemeral,
        )
        await subscription.start()
        return subscription
