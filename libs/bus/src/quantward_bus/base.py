"""What every adapter of the port does the same way, written once.

Adapters differ only in how they store and move bytes (`publish_raw`) and how a subscription
consumes them (`_open`); publishing events, the subscribe options, validation of names and the
construction of the shared delivery core live here, so the two buses cannot drift apart.
"""

from __future__ import annotations

import asyncio
from abc import ABC, abstractmethod
from collections.abc import Collection, Sequence
from types import TracebackType
from typing import Any, Final, Self, TypeVar

from quantward_bus.dedupe import DedupeStore, InMemoryDedupeStore
from quantward_bus.delivery import (
    DEAD_LETTER_CODEC,
    EVENT_CODEC,
    BatchDelivery,
    Codec,
    Delivery,
)
from quantward_bus.identity import ProducerVerifier, Signer
from quantward_bus.policy import RetryPolicy
from quantward_bus.port import (
    BatchHandler,
    Handler,
    OnRevoke,
    StartFrom,
    Subscription,
    SubscriptionHealth,
    SubscriptionStats,
)
from quantward_contracts import AnyEvent, DeadLetter, Event, encode_event, topics
from quantward_telemetry.metrics import record_published
from quantward_telemetry.tracing import inject, tracing_enabled

T = TypeVar("T")

#: how often `wait_consumed` looks at a group's committed offsets again
CONSUMED_POLL_S: Final = 0.02


def traced(event: Event) -> Event:
    """`event` carrying the current span's trace context (as it is when tracing is off, the
    event already carries one, or no span is current)."""
    if event.traceparent is not None or not tracing_enabled():
        return event
    carrier = inject()
    if not carrier:
        return event
    return event.model_copy(
        update={"traceparent": carrier.get("traceparent"), "tracestate": carrier.get("tracestate")}
    )


def encoded(signer: Signer | None, event: Event) -> bytes:
    """The bytes `event` is published as: signed by `signer`, or unsigned (as it is) when None.

    The trace context is part of what is signed, so callers set it (`traced`) first."""
    return signer.encode(event) if signer is not None else encode_event(event)


def consumed_timeout_text(group: str, lag: int, timeout_s: float) -> str:
    """The one-line failure of `wait_consumed`."""
    return (
        f"consumer group {group!r} is still {lag} message(s) behind what was published "
        f"after {timeout_s:g} s; is it running (and keeping up)?"
    )


class BaseEventBus(ABC):
    """The adapter-independent half of an :class:`~quantward_bus.port.EventBus`."""

    def __init__(
        self,
        *,
        retry: RetryPolicy | None,
        dedupe: DedupeStore | None,
        handler_timeout_s: float | None,
        dead_letter_topic: str,
        signer: Signer | None = None,
        verifier: ProducerVerifier | None = None,
        dead_letter_poison: bool = True,
    ) -> None:
        #: whether this process's groups dead-letter undecodable and refused messages; a
        #: deployment sets it on one group that reads every topic (the recorder), so each bad
        #: message is dead-lettered once, not once per group that reads it
        self.dead_letter_poison = dead_letter_poison
        #: signs every event this bus publishes (the process's principal); None = unsigned
        self.signer = signer
        #: refuses replies not signed by a principal allowed to produce them; None = no check
        self.verifier = verifier
        self.retry = retry or RetryPolicy()
        self._dedupe = dedupe or InMemoryDedupeStore()
        self._handler_timeout = handler_timeout_s
        self.dead_letter_topic = dead_letter_topic or topics.DEAD_LETTER
        self._subscriptions: list[Any] = []
        #: per group, the message ids being handled now (see `Delivery`)
        self._in_flight_ids: dict[str, dict[str, asyncio.Event]] = {}

    # --- what adapters provide ------------------------------------------------------------------

    @abstractmethod
    async def start(self) -> None: ...

    @abstractmethod
    async def stop(self) -> None: ...

    @abstractmethod
    async def publish_raw(self, topic: str, value: bytes, *, key: str | None = None) -> None: ...

    @abstractmethod
    async def wait_consumed(
        self, group: str, topics: Sequence[str], *, timeout_s: float
    ) -> None: ...

    @abstractmethod
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
    ) -> Subscription:
        """Start consuming `topic_names` in `group`, handing each message to `delivery`.

        `ephemeral`: no lasting group: every partition, nothing committed on the broker, nothing
        left behind when closed (see `EventBus.subscribe`).

        Up to `concurrency` messages at once (`1`: one at a time per partition); a partition the
        group has no committed offset for starts at `start`. Returns once a `"latest"` member
        would see every message published from now on. `on_revoke` as in `EventBus.subscribe`.
        """

    @abstractmethod
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
    ) -> Subscription:
        """Start consuming `topic_names` in `group`, handing batches to `delivery`
        (`process_batch`); see `EventBus.subscribe_batches`."""

    # --- shared behaviour -----------------------------------------------------------------------

    async def __aenter__(self) -> Self:
        await self.start()
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.stop()

    async def publish(self, event: Event, *, topic: str | None = None) -> None:
        await self.publish_as(self.signer, event, topic=topic)

    async def publish_many(self, events: Sequence[Event], *, topic: str | None = None) -> None:
        await self.publish_many_as(self.signer, events, topic=topic)

    async def publish_as(
        self, signer: Signer | None, event: Event, *, topic: str | None = None
    ) -> None:
        """Publish `event` signed by `signer` (as it is when None): serialised once, and those
        bytes are what is signed and sent (ADR 0026). `SignedBus` publishes through this."""
        event = traced(event)
        name = topic or event.TOPIC
        await self.publish_raw(name, encoded(signer, event), key=event.partition_key())
        record_published(event, name)

    async def publish_many_as(
        self, signer: Signer | None, events: Sequence[Event], *, topic: str | None = None
    ) -> None:
        """`publish_as` for each event, in order."""
        for event in events:
            await self.publish_as(signer, event, topic=topic)

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
        return await self._subscribe(
            topics,
            group,
            handler,  # type: ignore[arg-type]
            EVENT_CODEC,
            accept,
            name,
            concurrency=concurrency,
            start=start,
            ephemeral=ephemeral,
            on_revoke=on_revoke,
        )

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
        names = self._checked(topics, group, start)
        for field, value in (("max_batch", max_batch), ("in_flight", in_flight)):
            if isinstance(value, bool) or not isinstance(value, int) or value < 1:
                raise ValueError(
                    f"subscribe_batches({field}=…) must be a whole number, at least 1; "
                    f"got {value!r}"
                )
        if not 0 <= linger_s <= 60:
            raise ValueError(
                f"subscribe_batches(linger_s=…) must be between 0 and 60 seconds; got {linger_s!r}"
            )
        stats = SubscriptionStats()
        delivery: BatchDelivery[Any] = BatchDelivery(
            batch_handler=handler,
            **self._delivery_options(group, EVENT_CODEC, accept, stats, ephemeral=False),
        )
        subscription = await self._open_batches(
            name or f"{group}:{','.join(names)}:batches",
            group,
            names,
            delivery,
            stats,
            max_batch=max_batch,
            linger_s=linger_s,
            in_flight=in_flight,
            start=start,
        )
        self._subscriptions.append(subscription)
        return subscription

    def _checked(
        self, topic_names: str | Sequence[str], group: str, start: StartFrom
    ) -> tuple[str, ...]:
        """The topic names as a tuple; ValueError naming what is wrong with the arguments."""
        names = (topic_names,) if isinstance(topic_names, str) else tuple(topic_names)
        if not names or not all(names):
            raise ValueError(f"subscribe needs one or more non-empty topic names, got {names!r}")
        if not group:
            raise ValueError("subscribe needs a consumer group name")
        if start not in ("earliest", "latest"):
            raise ValueError(f"subscribe(start=…) must be 'earliest' or 'latest', got {start!r}")
        return names

    def _delivery_options(
        self,
        group: str,
        codec: Codec[Any],
        accept: Collection[type[Event]] | None,
        stats: SubscriptionStats,
        *,
        ephemeral: bool,
    ) -> dict[str, Any]:
        """What a subscription's delivery core is built with (see `Delivery`)."""
        return {
            "group": group,
            "codec": codec,
            "accept": tuple(accept) if accept is not None else None,
            "retry": self.retry,
            "dedupe": self._dedupe,
            "dead_letter": self._publish_dead_letter,
            "stats": stats,
            "handler_timeout_s": self._handler_timeout,
            "in_flight": self._in_flight_ids.setdefault(group, {}),
            "verifier": self.verifier.refusal
            if self.verifier is not None and codec is EVENT_CODEC
            else None,
            # a client following its own run is never the group that dead-letters bad messages
            "dead_letter_poison": self.dead_letter_poison and not ephemeral,
        }

    async def subscribe_dead_letters(
        self, *, group: str, handler: Handler[DeadLetter], name: str | None = None
    ) -> Subscription:
        return await self._subscribe(
            self.dead_letter_topic, group, handler, DEAD_LETTER_CODEC, None, name
        )

    def health(self) -> list[SubscriptionHealth]:
        return [s.health() for s in self._subscriptions]

    def forget(self, subscription: Subscription) -> None:
        """Drop a closed subscription from `health()`."""
        if subscription in self._subscriptions:
            self._subscriptions.remove(subscription)

    async def _publish_dead_letter(self, record: DeadLetter) -> None:
        await self.publish_raw(
            self.dead_letter_topic, record.model_dump_json().encode(), key=record.original_key
        )

    async def _subscribe(
        self,
        topic_names: str | Sequence[str],
        group: str,
        handler: Handler[T],
        codec: Codec[T],
        accept: Collection[type[Event]] | None,
        name: str | None,
        *,
        concurrency: int = 1,
        start: StartFrom = "earliest",
        on_revoke: OnRevoke = "finish",
        ephemeral: bool = False,
    ) -> Subscription:
        names = self._checked(topic_names, group, start)
        if isinstance(concurrency, bool) or not isinstance(concurrency, int) or concurrency < 1:
            raise ValueError(
                f"subscribe(concurrency=…) must be a whole number, at least 1; got {concurrency!r}"
            )
        if on_revoke not in ("finish", "abandon"):
            raise ValueError(
                f"subscribe(on_revoke=…) must be 'finish' or 'abandon', got {on_revoke!r}"
            )
        if on_revoke == "abandon" and concurrency == 1:
            raise ValueError(
                "subscribe(on_revoke='abandon') needs concurrency > 1: with 1, a partition's "
                "messages are handled as one batch, which cannot be given up message by message"
            )
        stats = SubscriptionStats()
        delivery = Delivery(
            handler=handler,
            **self._delivery_options(group, codec, accept, stats, ephemeral=ephemeral),
        )
        subscription = await self._open(
            name or f"{group}:{','.join(names)}",
            group,
            names,
            delivery,
            stats,
            concurrency=concurrency,
            start=start,
            on_revoke=on_revoke,
            ephemeral=ephemeral,
        )
        self._subscriptions.append(subscription)
        return subscription
