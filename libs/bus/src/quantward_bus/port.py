"""The `EventBus` port: what every service may rely on, whichever adapter runs underneath.

Guarantees (the contract suite in `tests/contract/test_event_bus.py` checks each, against every
adapter):

* **ordering per key**: events published with the same key (a run's events share `run_id`) are
  handled in publish order by one consumer at a time (with the default `concurrency=1`; a
  subscription that asks for more gives this up, see `EventBus.subscribe`);
* **consumer groups**: each group sees every event of its topics once; members of one group
  compete, so adding members spreads partitions across them;
* **at-least-once**: a message counts as consumed only after its handler returned; a handler
  that raises is retried with backoff, then dead-lettered;
* **duplicate suppression**: a group skips an `event_id` it already processed;
* **producer check** (a bus given a `ProducerVerifier`): a reply not signed by a principal allowed
  to produce its type is dead-lettered (`refused_producer`) before duplicate suppression;
* **dead letters**: a malformed or unknown message, or one whose handler failed on every attempt,
  is published to `topics.DEAD_LETTER` with the reason and the original bytes, and the consumer
  carries on. Nothing crashes a consumer, nothing is dropped;
* **commit only behind finished work**: a partition's committed offset never passes a message
  that is still in flight, whatever the concurrency, so a crash redelivers every unfinished
  message and none that was committed;
* **batches** (`subscribe_batches`): the same guarantees with a handler called once per batch
  of messages (bounded in size and in how long the first waits); a batch's messages count as
  consumed only after its handler returned (ADR 0033).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Collection, Sequence
from dataclasses import dataclass
from types import TracebackType
from typing import Generic, Literal, Protocol, Self, TypeVar

from quantward_contracts import AnyEvent, DeadLetter, Event

T = TypeVar("T")
T_contra = TypeVar("T_contra", contravariant=True)
T_co = TypeVar("T_co", covariant=True)

#: an async function called once per delivered message
Handler = Callable[[T], Awaitable[None]]

SubscriptionState = Literal["starting", "running", "stalled", "restarting", "stopped", "failed"]

#: where a consumer group with no committed offset on a partition starts reading it
StartFrom = Literal["earliest", "latest"]

#: what a member does with its messages in flight on a partition that moves to another member (a
#: rebalance): let them finish and commit them first, or abandon them (cancel their handlers,
#: leave them uncommitted) so the partition's next owner receives them again at once
OnRevoke = Literal["finish", "abandon"]


@dataclass(slots=True)
class SubscriptionStats:
    """Counters of one subscription, for health pages, tests and benchmarks."""

    handled: int = 0
    duplicates: int = 0
    ignored: int = 0
    retries: int = 0
    dead_lettered: int = 0
    restarts: int = 0
    #: replies refused (and dead-lettered) because their producer could not be verified
    refused: int = 0


@dataclass(frozen=True, slots=True)
class SubscriptionHealth:
    """A subscription's liveness as the service's health check reports it."""

    name: str
    group: str
    topics: tuple[str, ...]
    state: SubscriptionState
    detail: str = ""
    assigned_partitions: tuple[str, ...] = ()
    lag: int | None = None
    seconds_since_progress: float | None = None
    restarts: int = 0

    @property
    def healthy(self) -> bool:
        return self.state in ("starting", "running")


@dataclass(frozen=True, slots=True)
class RawMessage:
    """A message as it came off a topic, before decoding."""

    topic: str
    partition: int
    offset: int
    key: str | None
    value: bytes


@dataclass(frozen=True, slots=True)
class Delivered(Generic[T_co]):
    """One message of a batch: decoded (and its producer checked), with the bytes it came as."""

    item: T_co
    message: RawMessage


#: an async function called once per batch of delivered messages (`EventBus.subscribe_batches`)
BatchHandler = Callable[[Sequence[Delivered[T]]], Awaitable[None]]


class Subscription(Protocol):
    """A handle on one subscribed handler."""

    name: str
    group: str
    topics: tuple[str, ...]
    stats: SubscriptionStats

    def health(self) -> SubscriptionHealth: ...

    async def close(self) -> None:
        """Stop consuming: stop fetching, let the messages in flight finish, commit, leave."""
        ...

    async def abandon(self) -> None:
        """Leave the group at once, giving the work in flight to the others: fetching stops, the
        handlers in flight are cancelled and their messages are not committed (what finished
        is committed up to the oldest unfinished message), so the group's next owner of those
        partitions receives every unfinished message again. What a process that stops without
        finishing its long work (an orchestrator handing its runs over) does; a killed process
        leaves the same state behind."""
        ...


class EventBus(Protocol):
    """Publish events and consume them in consumer groups; see the module docstring."""

    async def start(self) -> None:
        """Connect (Kafka) or start the dispatchers (in-process). Idempotent."""
        ...

    async def stop(self) -> None:
        """Graceful shutdown: stop fetching, finish in-flight handlers, commit, disconnect."""
        ...

    async def publish(self, event: Event, *, topic: str | None = None) -> None:
        """Publish an event to its topic (`event.TOPIC` unless given), keyed by its partition key.

        Returns once the message is durably accepted (Kafka: acknowledged by the broker).
        """
        ...

    async def publish_many(self, events: Sequence[Event], *, topic: str | None = None) -> None:
        """Publish a batch; events of one key are delivered in list order.

        Concurrent `publish` calls have no defined order between them (which call reaches the
        broker first is up to the scheduler); use this, or await each `publish`, when order
        matters. Faster than single publishes on Kafka, since the batch shares round trips.
        """
        ...

    async def publish_raw(self, topic: str, value: bytes, *, key: str | None = None) -> None:
        """Publish bytes as they are: for bridges, dead-letter re-drives and tests of bad input."""
        ...

    async def subscribe(
        self,
        topics: str | Sequence[str],
        *,
        group: str,
        handler: Handler[AnyEvent],
        accept: Collection[type[Event]] | None = None,
        name: str | None = None,
        concurrency: int = 1,
        start: StartFrom = "earliest",
        on_revoke: OnRevoke = "finish",
        ephemeral: bool = False,
    ) -> Subscription:
        """Consume `topics` as a member of `group`.

        `accept` limits the handler to some event types; other valid events on the topics are
        skipped (counted in `stats.ignored`), since topics carry several types.

        `concurrency` is how many messages this member may handle at once. `1` (the default)
        handles each partition's messages one after another, so per-key order holds; the member's
        partitions still run side by side. `n > 1` hands out up to `n` messages at once, from any
        partition, several of one partition included: for independent, slow work (a research
        task keyed by its task id, an LLM call per message), where waiting for the slowest
        message of a partition would idle the member. **Per-key order is then not guaranteed.**
        Everything else holds: at-least-once (a partition's offset is committed only up to its
        oldest unfinished message), duplicate suppression, retries, dead letters, graceful
        close and rebalances (the messages in flight on revoked partitions finish and are
        committed before the partitions move).

        `start` is where the group begins on a partition it has no committed offset for:
        `"earliest"` (the default) reads the topic's whole history, `"latest"` only what is
        published after `subscribe` returns (short-lived clients that follow their own run).
        A group that has committed offsets resumes from them either way.

        `on_revoke` is what happens to the messages in flight on a partition this member gives
        up in a rebalance (a member joins or leaves; on Kafka every partition of every member is
        revoked and assigned again): `"finish"` (the default) lets them finish and commits them
        before the partition moves, so the rebalance waits for them; `"abandon"` cancels their
        handlers as `Subscription.abandon` does and leaves them uncommitted, so the partition's
        next owner (possibly this member again) receives them at once: for handlers that run for
        minutes and can be taken over (an orchestrator's runs, resumed from their record). Needs
        `concurrency > 1` (with `1` a partition's messages are handled in one batch).

        `ephemeral=True` is for short-lived followers (a CLI command following its own run, an
        API process streaming runs to users): the subscription joins no lasting consumer group
        (on Kafka: no group at all), receives every partition of its topics, commits nothing on
        the broker and leaves nothing behind when closed, so a thousand commands do not leave a
        thousand groups. `group` still names it in logs, health and duplicate suppression. It
        never dead-letters undecodable or refused messages (a deployment's own groups do) and
        does not take part in rebalances, so `on_revoke` does not apply. A consumer it replaces
        after a stall resumes where the old one was.
        """
        ...

    async def subscribe_batches(
        self,
        topics: str | Sequence[str],
        *,
        group: str,
        handler: BatchHandler[AnyEvent],
        accept: Collection[type[Event]] | None = None,
        name: str | None = None,
        max_batch: int = 500,
        linger_s: float = 0.005,
        in_flight: int = 2,
        start: StartFrom = "earliest",
    ) -> Subscription:
        """Consume `topics` as a member of `group`, the handler taking a batch at a time: for a
        consumer whose cost is per call rather than per message (one database transaction per
        batch: the recorder on Kafka, ADR 0033).

        A batch holds at most `max_batch` messages, from any of the member's partitions, each
        partition's in fetch order; once a first message is there, the batch waits at most
        `linger_s` for more. Each message is screened on its own before it joins a batch, as in
        `subscribe`: types outside `accept` skipped, undecodable bytes and refused producers
        dead-lettered, event ids the group already handled (or that appear twice in the batch)
        suppressed; a batch of nothing but such messages calls no handler.

        Up to `in_flight` batches are handed out at once (their handler calls overlap; a
        handler that waits for a later batch, e.g. an effect for its cause, needs 2 or more).
        Every message of a batch counts as consumed only after the handler returned for it: a
        partition's committed offset never passes a message of an unfinished batch, so a crash
        redelivers every message of every unfinished batch. A handler that raises is called
        again with the same batch (the bus's retry policy); after the last attempt every
        message of the batch is dead-lettered (`handler_failed`) and the member goes on.

        A rebalance does not wait for the batches in flight: a batch with a message on a
        partition that moved to another member is cancelled and left uncommitted (as
        `on_revoke="abandon"` does in `subscribe`), and the member's own partitions it touched
        are read again from their committed offsets; batches only on partitions that came back
        go on. So the handler must be idempotent per message (at-least-once).
        """
        ...

    async def subscribe_dead_letters(
        self, *, group: str, handler: Handler[DeadLetter], name: str | None = None
    ) -> Subscription:
        """Consume the dead-letter topic (operators' tools, alerting, re-drive)."""
        ...

    def health(self) -> list[SubscriptionHealth]:
        """Liveness of every open subscription."""
        ...

    async def wait_consumed(self, group: str, topics: Sequence[str], *, timeout_s: float) -> None:
        """Return once `group` has committed every partition of `topics` at least up to where it
        ended when this was called: everything published before the call was handled by the
        group (a reader of what the group writes, e.g. the run record, then sees it all).
        `TimeoutError` saying how far behind the group is after `timeout_s`."""
        ...

    async def __aenter__(self) -> Self: ...

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None: ...
