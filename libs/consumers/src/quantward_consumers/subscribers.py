"""Typed, idempotent subscribers to quantward's public events, on a FastStream Kafka broker.

A downstream team registers one async handler per public event type it cares about
(`events.on(AnswerReleased)`); the kit derives the topic from the contracts (`cls.TOPIC`), opens
one FastStream subscriber per topic in the team's consumer group, decodes each message with the
contracts' own decoder and hands the handler the typed event. What the platform guarantees and a
consumer must still do is done here once:

* **idempotent by `event_id`**: delivery is at least once; an event already handled is skipped,
  by a pluggable seen-set (`MemorySeenSet`, `SqliteSeenSet` that survives restarts, or your own);
* **commit after the handler**: the offset is committed only once the handler returned; a handler
  that raises gets the message again (FastStream `NACK_ON_ERROR`);
* **signed by who may produce it** (given the deployment's trusted keys, `trusted=`): an
  unsigned event, one signed by a principal the grant table does not allow to produce its type,
  or one whose signature does not verify is refused — logged, counted, never handled and never
  marked seen, so a forgery that borrows a genuine event's id cannot make the genuine one look
  like a duplicate (`trust.py`);
* **public only**: registering an internal event type is an error naming it, since a consumer's
  ACL grants the public topics only;
* **forward compatible**: event types the consumer has no handler for (including types newer
  than its contracts) are skipped; a message that cannot be decoded is logged and skipped, never
  retried forever.

It never publishes: downstream consumers read.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, Final, Literal, TypeVar

from faststream.kafka import KafkaBroker
from faststream.kafka.annotations import KafkaMessage
from faststream.middlewares import AckPolicy

from quantward_consumers.seen import MemorySeenSet, SeenSet
from quantward_consumers.trust import TrustedProducers
from quantward_contracts import Event, EventDecodeError, decode_event, event_type_tag
from quantward_contracts.codec import peek_event_type
from quantward_contracts.principals import EVENT_RULES, event_classes_of

log = logging.getLogger("quantward.consumers")

E = TypeVar("E", bound=Event)
Handler = Callable[[E], Awaitable[None]]

#: every public event type by its tag: what a downstream consumer may subscribe to
PUBLIC_EVENTS: Final[dict[str, type[Event]]] = {
    event_type_tag(cls): cls for cls in event_classes_of("public")
}

StartFrom = Literal["earliest", "latest"]


@dataclass(slots=True)
class ConsumerStats:
    """What the subscribers did, for a health page or a test."""

    handled: int = 0
    duplicates: int = 0
    skipped: int = 0
    undecodable: int = 0
    #: events refused because of who produced them (unsigned, not allowed, forged)
    refused: int = 0


class PublicEvents:
    """The public events one consumer group follows on `broker`."""

    def __init__(
        self,
        broker: KafkaBroker,
        *,
        group: str,
        namespace: str = "",
        seen: SeenSet | None = None,
        start: StartFrom = "earliest",
        trusted: TrustedProducers | None = None,
    ) -> None:
        if not group:
            raise ValueError("group is required: the consumer group, e.g. consumer-risk-answers")
        self.broker = broker
        self.group = group
        #: the deployment's QW_TOPIC_NAMESPACE: prefixes every topic and group on the broker
        self.namespace = namespace
        self.seen = seen or MemorySeenSet()
        self.start = start
        #: the principals' keys; None = every decodable event is believed (no keys given)
        self.trusted = trusted
        self.stats = ConsumerStats()
        self._handlers: dict[str, Callable[[Any], Awaitable[None]]] = {}
        self._topics: set[str] = set()

    @property
    def topics(self) -> tuple[str, ...]:
        """The topics subscribed so far (without the namespace), sorted."""
        return tuple(sorted(self._topics))

    def wire_name(self, name: str) -> str:
        """A topic or group name as the broker knows it (namespaced when a namespace is set)."""
        return f"{self.namespace}.{name}" if self.namespace else name

    def on(self, cls: type[E]) -> Callable[[Handler[E]], Handler[E]]:
        """Decorator: call the handler with every `cls` event, once per `event_id`."""
        tag = event_type_tag(cls)
        if tag not in PUBLIC_EVENTS:
            audience = EVENT_RULES[tag].audience if tag in EVENT_RULES else "unknown"
            raise ValueError(
                f"{cls.__name__} ({tag}) is {audience}, not public: downstream consumers may "
                f"subscribe to {', '.join(sorted(PUBLIC_EVENTS))}"
            )
        if tag in self._handlers:
            raise ValueError(f"a handler for {tag} is already registered in group {self.group}")

        def register(handler: Handler[E]) -> Handler[E]:
            self._handlers[tag] = handler
            self._subscribe(cls.TOPIC)
            return handler

        return register

    def _subscribe(self, topic: str) -> None:
        if topic in self._topics:
            return
        self._topics.add(topic)

        async def receive(message: KafkaMessage) -> None:
            await self.deliver(message.body)

        receive.__name__ = receive.__qualname__ = f"receive_{topic.replace('.', '_')}"
        self.broker.subscriber(
            self.wire_name(topic),
            group_id=self.wire_name(self.group),
            auto_offset_reset=self.start,
            ack_policy=AckPolicy.NACK_ON_ERROR,
        )(receive)

    async def deliver(self, raw: bytes) -> None:
        """Handle one message's bytes: skip, decode, check who produced it, deduplicate, call
        the handler, remember."""
        tag = peek_event_type(raw)
        handler = self._handlers.get(tag or "")
        if handler is None:
            self.stats.skipped += 1
            return
        try:
            event = decode_event(raw)
        except EventDecodeError as exc:
            self.stats.undecodable += 1
            log.error("skipping an undecodable %s (%s): %s", tag, exc.event_id, exc.message)
            return
        if self.trusted is not None:
            refusal = self.trusted.refusal(raw, event)
            if refusal is not None:
                self.stats.refused += 1
                log.warning("refusing an event: %s", refusal)
                return
        if await self.seen.seen(event.event_id):
            self.stats.duplicates += 1
            return
        await handler(event)
        await self.seen.mark(event.event_id)
        self.stats.handled += 1
