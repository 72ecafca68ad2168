"""The in-process event bus: the embedded default, with Kafka's semantics in one process.

Topics are partitioned logs kept in memory; a message's key picks its partition (stable hash),
each consumer group keeps its own committed offset per partition, and one dispatcher per
(group, topic, partition) hands messages, in order, to the member of the group that owns the
partition. So ordering per key, competing consumers, at-least-once with retries, dead letters and
duplicate suppression behave exactly as on Kafka, and a service tested here behaves the same
there. Nothing is persisted: this bus lives and dies with its process.

A member subscribed with `concurrency=n > 1` gets up to `n` messages at once from the dispatchers
of its partitions (several of one partition included); each partition's committed offset then
moves only past its contiguous finished messages (`offsets.OffsetWindow`). When a partition
changes owner (a member joins or leaves), its messages in flight finish first (a member
subscribed with `on_revoke="abandon"`: are cancelled, uncommitted) and the new owner starts at
the committed offset, as after a Kafka rebalance.

A group can instead be *forwarded* (`forward`): each message is handed, as bytes, to a
synchronous sink the moment it is published (no dispatcher, no decoding, no task per message),
and the group's offsets move only when its consumer says what it finished (`Forwarding.commit`).
For a consumer that does its work elsewhere — the embedded recorder's child process — so the
publishing process pays one list append per message; `wait_consumed` and lag mean the same.
"""

from __future__ import annotations

import asyncio
import heapq
import itertools
import logging
import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import partial
from time import monotonic
from typing import Any, Generic, TypeVar

from quantward_bus.base import CONSUMED_POLL_S, BaseEventBus, consumed_timeout_text
from quantward_bus.dedupe import DedupeStore
from quantward_bus.delivery import BatchDelivery, Delivery
from quantward_bus.identity import ProducerVerifier, Signer
from quantward_bus.offsets import OffsetWindow
from quantward_bus.policy import RetryPolicy
from quantward_bus.port import (
    OnRevoke,
    RawMessage,
    StartFrom,
    SubscriptionHealth,
    SubscriptionState,
    SubscriptionStats,
)
from quantward_contracts import topics

log = logging.getLogger("quantward.bus.memory")

T = TypeVar("T")


def partition_for(key: str | None, partitions: int, counter: int) -> int:
    """Keyed messages go to a stable partition; unkeyed ones are spread round-robin."""
    if key is None:
        return counter % partitions
    return zlib.crc32(key.encode()) % partitions


class _Partition:
    def __init__(self) -> None:
        self.log: list[RawMessage] = []
        #: the bus-wide publish order of each message of `log` (a forwarded backlog keeps it)
        self.stamps: list[int] = []
        self.grew = asyncio.Condition()


@dataclass
class _Member:
    subscription: MemorySubscription[Any]
    seq: int


@dataclass
class _GroupTopic:
    """A consumer group's position in one topic and its members there."""

    committed: list[int]
    members: list[_Member] = field(default_factory=list)
    dispatchers: dict[int, asyncio.Task[None]] = field(default_factory=dict)

    def owner(self, partition: int) -> _Member | None:
        if not self.members:
            return None
        return self.members[partition % len(self.members)]


def _moved(state: _GroupTopic, partition: int, owner: MemorySubscription[Any]) -> bool:
    """Whether `partition` no longer belongs to `owner` (a member joined or left)."""
    member = state.owner(partition)
    return member is None or member.subscription is not owner


class MemorySubscription(Generic[T]):
    """One handler subscribed in a group; closed with :meth:`close`."""

    def __init__(
        self,
        bus: InMemoryEventBus,
        name: str,
        group: str,
        topics_: tuple[str, ...],
        delivery: Delivery[T] | Gatherer[T],
        stats: SubscriptionStats,
        concurrency: int = 1,
        on_revoke: OnRevoke = "finish",
        ephemeral: bool = False,
    ) -> None:
        self.name = name
        self.group = group
        #: a group of its own, forgotten when the subscription closes
        self.ephemeral = ephemeral
        self.topics = topics_
        self.stats = stats
        self.delivery = delivery
        self.concurrency = concurrency
        self.on_revoke: OnRevoke = on_revoke
        #: free handler slots of this member, shared by the dispatchers of all its partitions
        self.slots = asyncio.Semaphore(concurrency)
        self._bus = bus
        self.in_flight = 0
        self.tasks: set[asyncio.Task[None]] = set()
        self.idle = asyncio.Event()
        self.idle.set()
        self.closed = False
        self.last_progress = monotonic()

    def begin(self, task: asyncio.Task[None]) -> None:
        self.tasks.add(task)
        self.in_flight += 1
        self.idle.clear()

    def end(self, task: asyncio.Task[None]) -> None:
        self.tasks.discard(task)
        self.in_flight -= 1
        if self.in_flight == 0:
            self.idle.set()

    def health(self) -> SubscriptionHealth:
        state: SubscriptionState = "stopped" if self.closed else "running"
        return SubscriptionHealth(
            name=self.name,
            group=self.group,
            topics=self.topics,
            state=state,
            assigned_partitions=tuple(self._bus.assigned(self)),
            lag=self._bus.lag(self),
            seconds_since_progress=monotonic() - self.last_progress,
        )

    async def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        self._bus.leave(self)
        await self.idle.wait()
        if isinstance(self.delivery, Gatherer):
            await self.delivery.flushed()

    async def abandon(self) -> None:
        """Leave the group the way a killed process would (see `Subscription.abandon`).

        The handlers in flight are cancelled and their messages stay uncommitted, so the group's
        next owner of their partitions receives them again; what finished stays committed.
        """
        if self.closed:
            return
        self.closed = True
        for task in list(self.tasks):
            task.cancel()
        if isinstance(self.delivery, Gatherer):
            await self.delivery.cancel()
        self._bus.leave(self)
        await self.idle.wait()


class Gatherer(Generic[T]):
    """A batch subscription's messages, handed over one at a time by the partitions'
    dispatchers, gathered into batches for its `BatchDelivery` (`subscribe_batches`): a batch
    goes to the handler once it holds `max_batch` messages or `linger_s` after its first, and
    each message's `process` returns (so its offset is committed) only once its batch was
    handled. A message whose partition moves (its task cancelled) leaves the batch to finish
    without it: its offset stays uncommitted and its next owner receives it again."""

    def __init__(self, delivery: BatchDelivery[T], *, max_batch: int, linger_s: float) -> None:
        self.delivery = delivery
        self.max_batch = max_batch
        self.linger_s = linger_s
        self._gathering: list[RawMessage] = []
        self._outcome: asyncio.Future[None] | None = None
        self._timer: asyncio.TimerHandle | None = None
        self._batches: set[asyncio.Task[None]] = set()

    async def process(self, message: RawMessage) -> None:
        loop = asyncio.get_running_loop()
        if self._outcome is None:
            self._outcome = loop.create_future()
            self._timer = loop.call_later(self.linger_s, self._flush)
        outcome = self._outcome
        self._gathering.append(message)
        if len(self._gathering) >= self.max_batch:
            self._flush()
        await asyncio.shield(outcome)

    def _flush(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        messages, outcome = self._gathering, self._outcome
        self._gathering, self._outcome = [], None
        if outcome is None:
            return
        task = asyncio.get_running_loop().create_task(self.delivery.process_batch(messages))
        self._batches.add(task)
        task.add_done_callback(self._batches.discard)
        task.add_done_callback(partial(_settle, outcome))

    async def flushed(self) -> None:
        """Until every batch handed out has been handled."""
        if self._batches:
            await asyncio.wait(set(self._batches))

    async def cancel(self) -> None:
        """Give up the batches being handled (the member is abandoned)."""
        for task in list(self._batches):
            task.cancel()
        await self.flushed()


def _settle(outcome: asyncio.Future[None], batch: asyncio.Task[None]) -> None:
    if outcome.done():
        return
    if batch.cancelled():
        outcome.cancel()
    elif (exc := batch.exception()) is not None:
        outcome.set_exception(exc)
    else:
        outcome.set_result(None)


#: what a forwarded group's consumer is handed, synchronously, for each message
Sink = Callable[[RawMessage], None]


class Forwarding:
    """A consumer group fed by `InMemoryEventBus.forward`: messages go to `sink` as published,
    and the group's committed offsets are whatever the consumer `commit`s."""

    def __init__(
        self, bus: InMemoryEventBus, name: str, group: str, topics_: tuple[str, ...], sink: Sink
    ) -> None:
        self.name = name
        self.group = group
        self.topics = topics_
        self.stats = SubscriptionStats()
        self.sink = sink
        self.closed = False
        #: why the consumer cannot go on (set by it); health then reports the group failed
        self.failure: str | None = None
        self.last_progress = monotonic()
        self._bus = bus

    def commit(self, topic: str, partition: int, offset: int) -> None:
        """The consumer has finished every message of `topic[partition]` before `offset`."""
        state = self._bus._groups[(self.group, topic)]
        if offset > state.committed[partition]:
            self.stats.handled += offset - state.committed[partition]
            state.committed[partition] = offset
            self.last_progress = monotonic()
            self._bus.progressed()

    def backlog(self) -> list[RawMessage]:
        """Every message of the group's topics past its committed offsets, in publish order:
        what a consumer that starts (or starts again) must be handed first."""
        runs = []
        for topic in self.topics:
            state = self._bus._groups[(self.group, topic)]
            for p, part in enumerate(self._bus._topic(topic)):
                at = state.committed[p]
                runs.append(zip(part.stamps[at:], part.log[at:], strict=True))
        return [message for _, message in heapq.merge(*runs, key=lambda pair: pair[0])]

    def health(self) -> SubscriptionHealth:
        state: SubscriptionState = (
            "stopped" if self.closed else "failed" if self.failure else "running"
        )
        lag = 0
        for topic in self.topics:
            committed = self._bus._groups[(self.group, topic)].committed
            parts = self._bus._topic(topic)
            lag += sum(len(part.log) - committed[p] for p, part in enumerate(parts))
        return SubscriptionHealth(
            name=self.name,
            group=self.group,
            topics=self.topics,
            state=state,
            detail=self.failure or "",
            assigned_partitions=tuple(
                f"{t}[{p}]" for t in self.topics for p in range(self._bus._partitions)
            ),
            lag=lag,
            seconds_since_progress=monotonic() - self.last_progress,
        )

    async def close(self) -> None:
        """Stop forwarding; what was not committed stays for the group's next consumer."""
        if not self.closed:
            self.closed = True
            self._bus.unforward(self)

    async def abandon(self) -> None:
        await self.close()


class InMemoryEventBus(BaseEventBus):
    """In-process :class:`~quantward_bus.port.EventBus`; see the module docstring."""

    def __init__(
        self,
        *,
        partitions: int = 8,
        retry: RetryPolicy | None = None,
        dedupe: DedupeStore | None = None,
        handler_timeout_s: float | None = None,
        dead_letter_topic: str = topics.DEAD_LETTER,
        signer: Signer | None = None,
        verifier: ProducerVerifier | None = None,
        dead_letter_poison: bool = True,
    ) -> None:
        if partitions < 1:
            raise ValueError("partitions must be at least 1")
        super().__init__(
            retry=retry,
            dedupe=dedupe,
            handler_timeout_s=handler_timeout_s,
            dead_letter_topic=dead_letter_topic,
            signer=signer,
            verifier=verifier,
            dead_letter_poison=dead_letter_poison,
        )
        self._partitions = partitions
        self._topics: dict[str, list[_Partition]] = {}
        self._groups: dict[tuple[str, str], _GroupTopic] = {}
        self._counter = itertools.count()
        self._seq = itertools.count()
        self._stamp = itertools.count()
        self._running = False
        #: topic → the forwarded groups reading it (see `forward`)
        self._forwarded: dict[str, list[Forwarding]] = {}
        #: `wait_consumed` calls waiting for a forwarded group's next commit
        self._progress_waiters: set[asyncio.Future[None]] = set()

    # --- lifecycle ------------------------------------------------------------------------------

    async def start(self) -> None:
        self._running = True
        for (group, topic), state in self._groups.items():
            self._ensure_dispatchers(group, topic, state)

    async def stop(self) -> None:
        """Finish in-flight handlers, then stop every dispatcher."""
        self._running = False
        for subscription in list(self._subscriptions):
            await subscription.close()
        await self._wake_all()
        tasks = [t for state in self._groups.values() for t in state.dispatchers.values()]
        await asyncio.gather(*tasks, return_exceptions=True)

    # --- publishing -----------------------------------------------------------------------------

    async def publish_raw(self, topic: str, value: bytes, *, key: str | None = None) -> None:
        parts = self._topic(topic)
        index = partition_for(key, len(parts), next(self._counter))
        partition = parts[index]
        async with partition.grew:
            message = RawMessage(topic, index, len(partition.log), key, value)
            partition.log.append(message)
            partition.stamps.append(next(self._stamp))
            partition.grew.notify_all()
        for forwarding in self._forwarded.get(topic, ()):
            forwarding.sink(message)

    # --- subscribing ----------------------------------------------------------------------------

    def forward(
        self, topic_names: Sequence[str], *, group: str, sink: Sink, name: str | None = None
    ) -> Forwarding:
        """Hand every message of `topic_names` to `sink` as it is published, as the only
        consumer of `group` (see the module docstring); the consumer commits with
        `Forwarding.commit`. Messages the group has not committed yet (its whole history, for a
        new group) are in `Forwarding.backlog()`, for the consumer to take first."""
        names = tuple(topic_names)
        if not names or not all(names):
            raise ValueError(f"forward needs one or more non-empty topic names, got {names!r}")
        for topic in names:
            state = self._groups.get((group, topic))
            if state is not None and state.members:
                raise ValueError(
                    f"group {group!r} already has subscribers on {topic!r}; a forwarded group "
                    "has one consumer (close the subscriptions first)"
                )
            if any(f.group == group for f in self._forwarded.get(topic, ())):
                raise ValueError(f"group {group!r} is already forwarded on {topic!r}")
        forwarding = Forwarding(self, name or f"{group}:forwarded", group, names, sink)
        for topic in names:
            parts = self._topic(topic)
            if (group, topic) not in self._groups:
                self._groups[(group, topic)] = _GroupTopic(committed=[0] * len(parts))
            self._forwarded.setdefault(topic, []).append(forwarding)
        self._subscriptions.append(forwarding)
        return forwarding

    def unforward(self, forwarding: Forwarding) -> None:
        self.forget(forwarding)
        for topic in forwarding.topics:
            others = [f for f in self._forwarded.get(topic, ()) if f is not forwarding]
            self._forwarded[topic] = others

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
    ) -> MemorySubscription[Any]:
        if any(
            (state := self._groups.get((group, topic))) is not None
            and (
                (ephemeral and state.members)
                or any(m.subscription.ephemeral for m in state.members)
            )
            for topic in topic_names
        ):
            raise ValueError(
                f"group {group!r} has members already; an ephemeral subscription's group is its "
                "own (give it a unique name)"
            )
        subscription = MemorySubscription(
            self, name, group, topic_names, delivery, stats, concurrency, on_revoke, ephemeral
        )
        seq = next(self._seq)
        for topic in topic_names:
            if any(f.group == group for f in self._forwarded.get(topic, ())):
                raise ValueError(
                    f"group {group!r} is forwarded on {topic!r} (one consumer); subscribe in "
                    "another group"
                )
        for topic in topic_names:
            parts = self._topic(topic)
            state = self._groups.get((group, topic))
            if state is None:
                # A new group: `latest` skips what is already in the log, `earliest` reads it all.
                committed = [len(part.log) if start == "latest" else 0 for part in parts]
                state = self._groups[(group, topic)] = _GroupTopic(committed=committed)
            state.members.append(_Member(subscription, seq))
            if self._running:
                self._ensure_dispatchers(group, topic, state)
        if self._running:
            # Partitions move to the new member now, not when their next message comes.
            asyncio.get_running_loop().create_task(self._wake_all())
        return subscription

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
    ) -> MemorySubscription[Any]:
        """A member whose dispatchers hand each message to a `Gatherer`: up to `in_flight`
        batches' worth of messages at once, each committed once its batch was handled."""
        gatherer = Gatherer(delivery, max_batch=max_batch, linger_s=linger_s)
        subscription = await self._open(
            name,
            group,
            topic_names,
            delivery,
            stats,
            concurrency=max_batch * in_flight,
            start=start,
            on_revoke="abandon",
        )
        subscription.delivery = gatherer
        return subscription

    def leave(self, subscription: MemorySubscription[Any]) -> None:
        """Remove a member; its partitions pass to the group's other members."""
        self.forget(subscription)
        for topic in subscription.topics:
            state = self._groups[(subscription.group, topic)]
            state.members = [m for m in state.members if m.subscription is not subscription]
            if subscription.ephemeral and not state.members:
                # nothing of it stays behind (its dispatchers end: the state has no members)
                del self._groups[(subscription.group, topic)]
        asyncio.get_running_loop().create_task(self._wake_all())

    async def wait_consumed(self, group: str, topics: Sequence[str], *, timeout_s: float) -> None:
        ends = {
            (topic, p): len(partition.log)
            for topic in topics
            for p, partition in enumerate(self._topics.get(topic, ()))
        }

        def behind() -> int:
            lag = 0
            for (topic, p), end in ends.items():
                state = self._groups.get((group, topic))
                lag += max(0, end - (state.committed[p] if state is not None else 0))
            return lag

        deadline = monotonic() + timeout_s
        while (lag := behind()) > 0:
            if monotonic() >= deadline:
                raise TimeoutError(consumed_timeout_text(group, lag, timeout_s))
            await self._progress_or(CONSUMED_POLL_S)

    async def _progress_or(self, timeout_s: float) -> None:
        """Until a forwarded group commits (its consumer acknowledges in batches, so a reader
        waiting for it goes on at once) or `timeout_s` passed (subscribed groups commit per
        message and are looked at again then)."""
        progress = asyncio.get_running_loop().create_future()
        self._progress_waiters.add(progress)
        try:
            await asyncio.wait_for(progress, timeout_s)
        except TimeoutError:
            pass
        finally:
            self._progress_waiters.discard(progress)

    def progressed(self) -> None:
        """A forwarded group committed: wake whoever waits for it in `wait_consumed`."""
        for waiter in self._progress_waiters:
            if not waiter.done():
                waiter.set_result(None)

    # --- health ---------------------------------------------------------------------------------

    def assigned(self, subscription: MemorySubscription[Any]) -> list[str]:
        result = []
        for topic in subscription.topics:
            state = self._groups.get((subscription.group, topic))
            if state is None:  # a closed ephemeral subscription's group is gone
                continue
            for p in range(len(state.committed)):
                owner = state.owner(p)
                if owner is not None and owner.subscription is subscription:
                    result.append(f"{topic}[{p}]")
        return result

    def lag(self, subscription: MemorySubscription[Any]) -> int:
        """Messages published but not yet committed on the partitions the member owns."""
        total = 0
        for topic in subscription.topics:
            state = self._groups.get((subscription.group, topic))
            if state is None:
                continue
            parts = self._topics[topic]
            for p, committed in enumerate(state.committed):
                owner = state.owner(p)
                if owner is not None and owner.subscription is subscription:
                    total += len(parts[p].log) - committed
        return total

    # --- dispatching ----------------------------------------------------------------------------

    def _topic(self, name: str) -> list[_Partition]:
        if not name:
            raise ValueError("topic name must not be empty")
        parts = self._topics.get(name)
        if parts is None:
            parts = self._topics[name] = [_Partition() for _ in range(self._partitions)]
        return parts

    def _ensure_dispatchers(self, group: str, topic: str, state: _GroupTopic) -> None:
        for p in range(len(state.committed)):
            task = state.dispatchers.get(p)
            if task is None or task.done():
                state.dispatchers[p] = asyncio.get_running_loop().create_task(
                    self._dispatch(group, topic, p, state), name=f"bus:{group}:{topic}[{p}]"
                )

    async def _wake_all(self) -> None:
        for parts in self._topics.values():
            for partition in parts:
                async with partition.grew:
                    partition.grew.notify_all()

    async def _dispatch(self, group: str, topic: str, p: int, state: _GroupTopic) -> None:
        partition = self._topics[topic][p]
        owner: MemorySubscription[Any] | None = None
        window = OffsetWindow()
        in_flight: set[asyncio.Task[None]] = set()  # this partition's concurrent handlers
        position = state.committed[p]
        while True:
            async with partition.grew:
                await partition.grew.wait_for(
                    lambda at=position, held=owner: (  # type: ignore[misc]
                        not self._running
                        or not state.members
                        or len(partition.log) > at
                        or (held is not None and _moved(state, p, held))
                    )
                )
            if not self._running or not state.members:
                if in_flight:
                    await asyncio.wait(in_flight)
                    continue  # a member may have joined meanwhile: this dispatcher serves it
                return
            member = state.owner(p)
            if member is None:
                return
            subscription = member.subscription
            if subscription is not owner:
                # The partition moved (a member joined or left). As in a Kafka rebalance, the
                # previous owner's messages in flight finish first; the new owner then starts at
                # the committed offset, so what was given up on is delivered again.
                if in_flight and owner is not None and owner.on_revoke == "abandon":
                    if not owner.closed:  # a closing member finishes what it has
                        log.info(
                            "%s: abandoning %d message(s) in flight on %s[%d] to %s",
                            owner.name,
                            len(in_flight),
                            topic,
                            p,
                            subscription.name,
                        )
                        for task in in_flight:
                            task.cancel()
                    await asyncio.wait(in_flight)
                    continue
                if in_flight:
                    log.info(
                        "%s: finishing %d message(s) in flight before %s[%d] moves to %s",
                        owner.name if owner is not None else "?",
                        len(in_flight),
                        topic,
                        p,
                        subscription.name,
                    )
                    await asyncio.wait(in_flight)
                    continue
                owner, window, position = subscription, OffsetWindow(), state.committed[p]
                continue
            if subscription.concurrency == 1:
                if await self._deliver_in_order(subscription, partition.log[position]):
                    state.committed[p] = position + 1
                    position += 1
                continue
            await subscription.slots.acquire()
            if not self._running or state.owner(p) is not member:
                subscription.slots.release()
                continue
            message = partition.log[position]
            window.start(position)
            task = asyncio.get_running_loop().create_task(
                self._deliver_concurrently(subscription, state, p, window, message),
                name=f"bus:{group}:{topic}[{p}]@{position}",
            )
            in_flight.add(task)
            subscription.begin(task)
            task.add_done_callback(in_flight.discard)
            task.add_done_callback(subscription.end)
            task.add_done_callback(lambda _, s=subscription: s.slots.release())  # type: ignore[misc]
            position += 1

    async def _deliver_in_order(
        self, subscription: MemorySubscription[Any], message: RawMessage
    ) -> bool:
        """Handle one message before the next of its partition; True once it may be committed."""
        task = asyncio.get_running_loop().create_task(subscription.delivery.process(message))
        subscription.begin(task)
        try:
            await asyncio.wait({task})
        except asyncio.CancelledError:
            task.cancel()
            raise
        finally:
            subscription.end(task)
        if task.cancelled():
            return False  # the member crashed: the message stays uncommitted
        if (exc := task.exception()) is not None:
            # Only a failing dead-letter publish gets here; keep the offset and try again.
            log.error(
                "delivery of %s[%d]@%d failed; will redeliver",
                message.topic,
                message.partition,
                message.offset,
                exc_info=exc,
            )
            await asyncio.sleep(self.retry.backoff(1))
            return False
        subscription.last_progress = monotonic()
        return True

    async def _deliver_concurrently(
        self,
        subscription: MemorySubscription[Any],
        state: _GroupTopic,
        p: int,
        window: OffsetWindow,
        message: RawMessage,
    ) -> None:
        """Handle one message beside others; commit the partition up to its oldest unfinished."""
        while True:
            try:
                await subscription.delivery.process(message)
                break
            except asyncio.CancelledError:
                raise
            except Exception:
                # Only a failing dead-letter publish gets here: retry in place while this member
                # still owns the partition, else leave the offset uncommitted for the next owner.
                log.exception(
                    "delivery of %s[%d]@%d failed; will redeliver",
                    message.topic,
                    p,
                    message.offset,
                )
                member = state.owner(p)
                if subscription.closed or member is None or member.subscription is not subscription:
                    return
                await asyncio.sleep(self.retry.backoff(1))
        commit = window.finish(message.offset)
        if commit is not None:
            state.committed[p] = commit
        subscription.last_progress = monotonic()
