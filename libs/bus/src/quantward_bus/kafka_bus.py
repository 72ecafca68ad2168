"""The Apache Kafka event bus (aiokafka).

Same behaviour as the in-process bus, on a real broker:

* the producer is idempotent (`enable_idempotence`, `acks=all`): a retried send never writes a
  message twice, and `publish` returns only once the broker acknowledged;
* consumers never auto-commit: an offset is committed only after the shared delivery core
  (`delivery.Delivery`) has handled or dead-lettered the message, so a crash means redelivery,
  never loss (FastStream's and aiokafka's at-most-once defaults are deliberately not used);
* partitions of one batch are processed concurrently, messages of one partition sequentially,
  so per-key order holds;
* a rebalance waits for the batch in flight and commits it before partitions move;
* a watchdog per subscription detects a consumer that stopped silently (poll loop dead, or
  messages waiting on its partitions with no progress, e.g. partitions left paused after a
  rebalance) and replaces the consumer; health reports it meanwhile;
* `stop()` is graceful: stop fetching, finish the batch, commit, leave the group, flush.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Collection, Sequence
from time import monotonic
from typing import Any, Generic, TypeVar

from quantward_bus.base import BaseEventBus
from quantward_bus.dedupe import DedupeStore
from quantward_bus.delivery import Delivery
from quantward_bus.policy import LivenessPolicy, RetryPolicy
from quantward_bus.port import (
    RawMessage,
    SubscriptionHealth,
    SubscriptionState,
    SubscriptionStats,
)
from quantward_contracts import Event, encode_event, topics

try:
    from aiokafka import (
        AIOKafkaConsumer,
        AIOKafkaProducer,
        ConsumerRebalanceListener,
        TopicPartition,
    )
    from aiokafka.admin import AIOKafkaAdminClient, NewTopic
    from aiokafka.errors import CommitFailedError, KafkaError
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    raise ImportError(
        "KafkaEventBus needs aiokafka: install the 'kafka' extra, "
        "e.g. `pip install 'quantward-bus[kafka]'` (make install does this)"
    ) from exc

log = logging.getLogger("quantward.bus.kafka")

T = TypeVar("T")

_TOPIC_ALREADY_EXISTS = 36
_POLL_TIMEOUT_MS = 200


class _Rebalance(ConsumerRebalanceListener):  # type: ignore[misc]
    """Lets the batch in flight finish and commits it before partitions are taken away."""

    def __init__(self, subscription: KafkaSubscription[Any]) -> None:
        self._subscription = subscription

    async def on_partitions_revoked(self, revoked: Collection[TopicPartition]) -> None:
        async with self._subscription.processing:
            await self._subscription.commit()

    async def on_partitions_assigned(self, assigned: Collection[TopicPartition]) -> None:
        self._subscription.mark_progress()
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
    ) -> None:
        self.name = name
        self.group = group
        self.topics = topics_
        self.stats = stats
        self.processing = asyncio.Lock()
        self._bus = bus
        self._delivery = delivery
        self._consumer: AIOKafkaConsumer | None = None
        self._pending: dict[TopicPartition, int] = {}
        self._loop: asyncio.Task[None] | None = None
        self._watchdog: asyncio.Task[None] | None = None
        self._closing = False
        self._state: SubscriptionState = "starting"
        self._detail = ""
        self._last_progress = monotonic()
        self._lag: int | None = None

    # --- lifecycle ------------------------------------------------------------------------------

    async def start(self) -> None:
        await self._start_consumer()
        self._watchdog = asyncio.get_running_loop().create_task(
            self._watch(), name=f"watchdog:{self.name}"
        )

    async def _start_consumer(self) -> None:
        consumer = self._bus.new_consumer(self.group)
        await consumer.start()
        consumer.subscribe(topics=list(self.topics), listener=_Rebalance(self))
        self._consumer = consumer
        self._state = "running"
        self._last_progress = monotonic()
        self._loop = asyncio.get_running_loop().create_task(
            self._run(consumer), name=f"consume:{self.name}"
        )

    async def _stop_consumer(self) -> None:
        loop, consumer = self._loop, self._consumer
        self._loop = None
        # Holding `processing` means no batch is half-handled when the loop is cancelled.
        async with self.processing:
            if loop is not None:
                loop.cancel()
                await asyncio.gather(loop, return_exceptions=True)
            await self.commit()
        if consumer is not None:
            await consumer.stop()

    async def close(self) -> None:
        """Finish the batch in flight, commit it, leave the group."""
        if self._closing:
            return
        self._closing = True
        if self._watchdog is not None:
            self._watchdog.cancel()
            await asyncio.gather(self._watchdog, return_exceptions=True)
        loop = self._loop
        if loop is not None:
            await asyncio.gather(loop, return_exceptions=True)  # exits after its current batch
        await self._stop_consumer()
        self._state = "stopped"
        self._bus.forget(self)

    # --- consuming ------------------------------------------------------------------------------

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
                self._detail = f"poll loop error: {type(exc).__name__}: {exc}"
                log.exception("%s: consume loop error (%d in a row)", self.name, failures)
                await asyncio.sleep(min(5.0, 0.1 * 2**failures))

    async def _process(self, consumer: AIOKafkaConsumer, tp: TopicPartition, records: Any) -> None:
        for record in records:
            message = RawMessage(
                topic=record.topic,
                partition=record.partition,
                offset=record.offset,
                key=record.key.decode("utf-8", "replace") if record.key is not None else None,
                value=record.value if record.value is not None else b"",
            )
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

    async def commit(self) -> None:
        """Commit what was handled; called with `processing` held."""
        if not self._pending or self._consumer is None:
            return
        offsets, self._pending = self._pending, {}
        try:
            await self._consumer.commit(offsets)
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
            await self._stop_consumer()
            self.stats.restarts += 1
            await self._start_consumer()
            log.warning("%s: consumer replaced (restart %d)", self.name, self.stats.restarts)

    async def stall_reason(self, policy: LivenessPolicy) -> str | None:
        """Why this member counts as stalled, or None while it is alive."""
        if self._loop is None or self._loop.done():
            return "poll loop is not running"
        consumer = self._consumer
        if consumer is None:
            return "no consumer"
        assigned = list(consumer.assignment())
        if not assigned:
            self._lag = 0
            return None
        ends = await consumer.end_offsets(assigned)
        lag = 0
        for tp in assigned:
            lag += max(0, ends[tp] - await consumer.position(tp))
        self._lag = lag
        idle_for = monotonic() - self._last_progress
        if lag > 0 and idle_for > policy.stall_after_s and not self.processing.locked():
            paused = sorted(str(tp) for tp in consumer.paused())
            return (
                f"{lag} message(s) waiting on {len(assigned)} partition(s) but no progress for "
                f"{idle_for:.0f}s" + (f" (paused: {', '.join(paused)})" if paused else "")
            )
        return None

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
        session_timeout_ms: int = 10_000,
        heartbeat_interval_ms: int = 1_000,
        max_poll_records: int = 500,
        linger_ms: int = 2,
        topic_namespace: str = "",
    ) -> None:
        super().__init__(
            retry=retry,
            dedupe=dedupe,
            handler_timeout_s=handler_timeout_s,
            dead_letter_topic=dead_letter_topic,
        )
        self.bootstrap_servers = bootstrap_servers
        self.client_id = client_id
        self.liveness = liveness or LivenessPolicy()
        self._partitions = partitions
        self._replication = replication_factor
        self._session_timeout_ms = session_timeout_ms
        self._heartbeat_ms = heartbeat_interval_ms
        self._max_poll_records = max_poll_records
        self._linger_ms = linger_ms
        #: prefix of every topic and group on the broker: environments (or test runs) that
        #: share a cluster never see each other's events
        self.topic_namespace = topic_namespace
        self._producer: AIOKafkaProducer | None = None
        self._admin: AIOKafkaAdminClient | None = None
        self._known_topics: set[str] = set()
        self._topic_lock = asyncio.Lock()

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
        )
        admin = AIOKafkaAdminClient(
            bootstrap_servers=self.bootstrap_servers, client_id=f"{self.client_id}-admin"
        )
        await producer.start()
        try:
            await admin.start()
        except Exception:
            await producer.stop()
            raise
        self._producer, self._admin = producer, admin

    async def stop(self) -> None:
        """Close every subscription (finish, commit, leave), then flush the producer."""
        for subscription in list(self._subscriptions):
            await subscription.close()
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

    async def publish_many(self, events: Sequence[Event], *, topic: str | None = None) -> None:
        producer = self._require_producer()
        await self.ensure_topics({self.wire_name(topic or e.TOPIC) for e in events})
        # Appending one after the other fixes the order; then wait for every acknowledgement.
        acks = [
            await producer.send(
                self.wire_name(topic or e.TOPIC), encode_event(e), key=e.partition_key().encode()
            )
            for e in events
        ]
        await asyncio.gather(*acks)

    async def publish_raw(self, topic: str, value: bytes, *, key: str | None = None) -> None:
        producer = self._require_producer()
        name = self.wire_name(topic)
        await self.ensure_topics((name,))
        await producer.send_and_wait(name, value, key=key.encode() if key is not None else None)

    def _require_producer(self) -> AIOKafkaProducer:
        if self._producer is None:
            raise RuntimeError("KafkaEventBus is not started; call `await bus.start()` first")
        return self._producer

    # --- subscribing ----------------------------------------------------------------------------

    def new_consumer(self, group: str) -> AIOKafkaConsumer:
        """A manually committing consumer that starts a new group at the earliest offset."""
        return AIOKafkaConsumer(
            bootstrap_servers=self.bootstrap_servers,
            client_id=f"{self.client_id}-{group}",
            group_id=group,
            enable_auto_commit=False,
            auto_offset_reset="earliest",
            isolation_level="read_committed",
            session_timeout_ms=self._session_timeout_ms,
            heartbeat_interval_ms=self._heartbeat_ms,
            max_poll_records=self._max_poll_records,
            metadata_max_age_ms=5_000,
        )

    async def _open(
        self,
        name: str,
        group: str,
        topic_names: tuple[str, ...],
        delivery: Delivery[Any],
        stats: SubscriptionStats,
    ) -> KafkaSubscription[Any]:
        topic_names = tuple(self.wire_name(t) for t in topic_names)
        await self.ensure_topics(topic_names)
        subscription = KafkaSubscription(
            self, name, self.wire_name(group), topic_names, delivery, stats
        )
        await subscription.start()
        return subscription
