"""What happens to one message once a consumer has it: the behaviour both adapters share.

decode → skip types the handler does not accept → refuse a reply whose producer cannot be
verified (when the bus checks producers, ADR 0016) → suppress duplicates → call the handler with
retries and backoff → on final failure (or undecodable bytes, or a refused producer) publish a
dead letter. Undecodable and refused messages are the same for every group that reads them,
so only subscriptions with `dead_letter_poison` write them to the dead-letter topic (the
deployment's recorder group, which reads every topic: one record per bad message, not one per
group); the others count and log them and move on. Only when
this returns may the adapter commit the message's offset; if publishing the dead letter itself
fails, it raises, the offset stays uncommitted and the message is delivered again.

Adapters may call `process` for several messages at once (`concurrency > 1`); a copy of a
message whose id is already being handled in the group waits for that outcome instead of running
the handler a second time beside it.
"""

from __future__ import annotations

import asyncio
import logging
import traceback
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from time import perf_counter
from typing import Any, Generic, TypeVar

from pydantic import ValidationError

from quantward_bus.dedupe import DedupeStore
from quantward_bus.policy import RetryPolicy
from quantward_bus.port import BatchHandler, Delivered, Handler, RawMessage, SubscriptionStats
from quantward_contracts import DeadLetter, Event, EventDecodeError, decode_event
from quantward_contracts.codec import DeadLetterReason, peek_event_type
from quantward_contracts.events import EVENT_TYPES, event_type_tag
from quantward_telemetry.metrics import ConsumerMetrics
from quantward_telemetry.tracing import consumer_span, current_run_id, tracing_enabled

log = logging.getLogger("quantward.bus")

T = TypeVar("T")

#: publishes a dead-letter record (to `topics.DEAD_LETTER`, keyed like the original)
DeadLetterSink = Callable[[DeadLetter], Awaitable[None]]
#: why a decoded message (given with its bytes) is refused for its producer, or None
ProducerCheck = Callable[[bytes, Any], str | None]


@dataclass(frozen=True, slots=True)
class Codec(Generic[T]):
    """How a subscription turns bytes into messages and which id deduplicates them."""

    decode: Callable[[bytes], T]
    message_id: Callable[[T], str]
    #: dead-letter topic consumers cannot dead-letter what they fail to read (it would loop)
    dead_letter_undecodable: bool = True
    #: reads the type tag without validating, to skip types a subscription does not accept
    type_of: Callable[[bytes], str | None] | None = None


def _event_id(event: Event) -> str:
    return event.event_id


def _dead_letter_id(record: DeadLetter) -> str:
    return record.dead_letter_id


EVENT_CODEC: Codec[Event] = Codec(
    decode=decode_event, message_id=_event_id, type_of=peek_event_type
)
DEAD_LETTER_CODEC: Codec[DeadLetter] = Codec(
    decode=DeadLetter.model_validate_json,
    message_id=_dead_letter_id,
    dead_letter_undecodable=False,
)


def _carrier(item: object) -> dict[str, str] | None:
    """The trace context an event carries (None for dead-letter records and untraced events)."""
    traceparent = getattr(item, "traceparent", None)
    if traceparent is None:
        return None
    tracestate = getattr(item, "tracestate", None)
    return {"traceparent": traceparent, **({"tracestate": tracestate} if tracestate else {})}


def _given_up() -> bool:
    """The task handling the message was cancelled by its subscription (and has not ended)."""
    task = asyncio.current_task()
    return task is not None and task.cancelling() > 0


def item_run(item: object) -> str | None:
    """The run an item belongs to, if it is an event of one."""
    run_id = getattr(item, "run_id", None)
    return run_id if isinstance(run_id, str) else None


def handler_name(handler: Callable[..., object]) -> str:
    """A readable name for a handler, used in dead letters and logs."""
    module = getattr(handler, "__module__", "?")
    qualname = getattr(handler, "__qualname__", type(handler).__qualname__)
    return f"{module}.{qualname}"


class Delivery(Generic[T]):
    """Delivers raw messages of one subscription to its handler, with the shared guarantees."""

    def __init__(
        self,
        *,
        group: str,
        handler: Handler[T],
        codec: Codec[T],
        accept: tuple[type, ...] | None,
        retry: RetryPolicy,
        dedupe: DedupeStore,
        dead_letter: DeadLetterSink,
        stats: SubscriptionStats,
        handler_timeout_s: float | None = None,
        in_flight: dict[str, asyncio.Event] | None = None,
        verifier: ProducerCheck | None = None,
        dead_letter_poison: bool = True,
    ) -> None:
        self.group = group
        #: whether this group dead-letters undecodable and refused messages (see the module doc)
        self._dead_letter_poison = dead_letter_poison
        self._verifier = verifier
        self._handler = handler
        self._codec = codec
        self._accept = accept
        self._accepted_tags = (
            frozenset(event_type_tag(cls) for cls in accept if issubclass(cls, Event))
            if accept is not None
            else None
        )
        self._retry = retry
        self._dedupe = dedupe
        self._dead_letter = dead_letter
        self._stats = stats
        self._timeout = handler_timeout_s
        self._handler_name = handler_name(handler)
        #: ids being handled in this group right now (shared by the group's subscriptions)
        self._in_flight = in_flight if in_flight is not None else {}
        self._metrics = ConsumerMetrics(group)

    async def screen(self, message: RawMessage) -> T | None:
        """The message decoded, or None when it is not for the handler: a type it does not
        accept (counted), undecodable bytes or a refused producer (dead-lettered where this
        group does that). Duplicate suppression comes after this (`process`, `BatchDelivery`)."""
        if self._not_for_us(message.value):
            self._stats.ignored += 1
            return None
        try:
            item = self._codec.decode(message.value)
        except EventDecodeError as exc:
            await self._reject(
                message,
                exc.reason,
                exc.message,
                exc,
                event_id=exc.event_id,
                event_type=exc.event_type,
            )
            return None
        except (ValidationError, ValueError) as exc:
            await self._reject(message, "malformed", f"payload could not be decoded: {exc}", exc)
            return None

        if self._accept is not None and not isinstance(item, self._accept):
            self._stats.ignored += 1
            return None
        # Before duplicate suppression: a forgery reusing a genuine reply's event id must not
        # make the genuine one look like a duplicate.
        refusal = self._verifier(message.value, item) if self._verifier is not None else None
        if refusal is not None:
            await self._refuse(message, item, refusal)
            return None
        return item

    async def process(self, message: RawMessage) -> None:
        """Handle one message completely; returning means its offset may be committed."""
        item = await self.screen(message)
        if item is None:
            return
        message_id = self._codec.message_id(item)
        while (running := self._in_flight.get(message_id)) is not None:
            await running.wait()  # the same id is in flight on another message: await its outcome
        if self._dedupe.seen(self.group, message_id):
            self._stats.duplicates += 1
            self._metrics.handled(getattr(item, "type", "dead_letter"), "duplicate", 0.0)
            log.debug("duplicate %s suppressed for group %s", message_id, self.group)
            return

        done = self._in_flight[message_id] = asyncio.Event()
        event_type: str = getattr(item, "type", "dead_letter")
        started = perf_counter()
        run_token = current_run_id.set(getattr(item, "run_id", None))
        try:
            if tracing_enabled():
                with consumer_span(
                    f"handle {event_type}",
                    _carrier(item),
                    {
                        "messaging.consumer.group.name": self.group,
                        "quantward.run_id": item_run(item),
                    },
                ):
                    handled = await self._call_with_retries(message, item, message_id)
            else:
                handled = await self._call_with_retries(message, item, message_id)
            self._dedupe.mark(self.group, message_id)
            self._metrics.handled(
                event_type, "handled" if handled else "dead_lettered", perf_counter() - started
            )
        finally:
            current_run_id.reset(run_token)
            del self._in_flight[message_id]
            done.set()

    async def _refuse(self, message: RawMessage, item: T, refusal: str) -> None:
        event_id = getattr(item, "event_id", None)
        event_type = getattr(item, "type", None)
        log.warning(
            "refused %s %s at %s[%d]@%d for group %s (producer %r): %s; %s",
            event_type,
            event_id,
            message.topic,
            message.partition,
            message.offset,
            self.group,
            getattr(item, "producer", None),
            refusal,
            "dead-lettering it" if self._dead_letter_poison else "skipped",
        )
        self._stats.refused += 1
        if not self._dead_letter_poison:
            self._metrics.handled(event_type or "unknown", "refused", 0.0)
            return
        await self._send_dead_letter(
            message,
            reason="refused_producer",
            error=f"refused for its producer: {refusal}",
            exc=PermissionError(refusal),
            attempts=0,
            event_id=event_id,
            event_type=event_type,
            with_traceback=False,
        )

    def _not_for_us(self, value: bytes) -> bool:
        """A known event type this subscription does not accept: skipped without validation."""
        if self._accepted_tags is None or self._codec.type_of is None:
            return False
        tag = self._codec.type_of(value)
        return tag in EVENT_TYPES and tag not in self._accepted_tags

    async def _call_with_retries(self, message: RawMessage, item: T, message_id: str) -> bool:
        """True when the handler succeeded, False when the message was dead-lettered."""
        failure = await self._retried(lambda: self._handler(item), f"on {message_id}")
        if failure is None:
            self._stats.handled += 1
            return True
        attempts = self._retry.max_attempts
        log.error(
            "handler %s failed %d times on %s; dead-lettering: %s",
            self._handler_name,
            attempts,
            message_id,
            failure,
        )
        await self._send_dead_letter(
            message,
            reason="handler_failed",
            error=f"handler {self._handler_name} failed on all {attempts} attempts; "
            f"last error: {type(failure).__name__}: {failure}",
            exc=failure,
            attempts=attempts,
            event_id=message_id,
            event_type=getattr(item, "type", None),
        )
        return False

    async def _retried(self, call: Callable[[], Awaitable[None]], what: str) -> Exception | None:
        """Run a handler call under the retry policy and the handler timeout: None once it
        succeeded, else the last error after every attempt failed (`what` names the work in
        the retry warnings)."""
        attempts = self._retry.max_attempts
        failure: Exception | None = None
        for attempt in range(1, attempts + 1):
            try:
                if self._timeout is None:
                    await call()
                else:
                    async with asyncio.timeout(self._timeout):
                        await call()
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                if _given_up():
                    # The subscription gave the message up (a rebalance moved its partition, or
                    # the member was abandoned) and the handler failed while stopping: not a
                    # failure of the message. Retrying would run it again on a partition that is
                    # no longer ours and hold up the rebalance waiting for it; dead-lettering
                    # would record a failure that never happened.
                    raise asyncio.CancelledError() from exc
                failure = exc
                if attempt == attempts:
                    break
                self._stats.retries += 1
                self._metrics.retried()
                delay = self._retry.backoff(attempt)
                log.warning(
                    "handler %s failed %s (attempt %d/%d), retrying in %.2fs: %s",
                    self._handler_name,
                    what,
                    attempt,
                    attempts,
                    delay,
                    exc,
                )
                await asyncio.sleep(delay)
            else:
                if _given_up():
                    # Returned although cancelled (the cancellation was swallowed): the work was
                    # given up, so it must not count as done (nor be suppressed when redelivered).
                    raise asyncio.CancelledError()
                return None
        assert failure is not None  # RetryPolicy keeps max_attempts >= 1: the loop ran and failed
        return failure

    async def _reject(
        self,
        message: RawMessage,
        reason: DeadLetterReason,
        error: str,
        exc: BaseException,
        *,
        event_id: str | None = None,
        event_type: str | None = None,
    ) -> None:
        if self._codec.dead_letter_undecodable and not self._dead_letter_poison:
            log.warning(
                "skipped %s record at %s[%d]@%d for group %s (the dead-lettering group records "
                "it): %s",
                reason,
                message.topic,
                message.partition,
                message.offset,
                self.group,
                error,
            )
            self._stats.ignored += 1
            self._metrics.handled(event_type or "unknown", "skipped_" + reason, 0.0)
            return
        if not self._codec.dead_letter_undecodable:
            log.error(
                "undecodable record at %s[%d]@%d left in place: %s",
                message.topic,
                message.partition,
                message.offset,
                error,
            )
            self._stats.ignored += 1
            return
        log.warning(
            "dead-lettering %s record at %s[%d]@%d: %s",
            reason,
            message.topic,
            message.partition,
            message.offset,
            error,
        )
        await self._send_dead_letter(
            message,
            reason=reason,
            error=error,
            exc=exc,
            attempts=0,
            event_id=event_id,
            event_type=event_type,
        )

    async def _send_dead_letter(
        self,
        message: RawMessage,
        *,
        reason: DeadLetterReason,
        error: str,
        exc: BaseException,
        attempts: int,
        event_id: str | None,
        event_type: str | None,
        with_traceback: bool = True,
    ) -> None:
        payload, encoding = DeadLetter.wrap_payload(message.value)
        record = DeadLetter(
            reason=reason,
            error=error,
            error_type=type(exc).__name__,
            original_topic=message.topic,
            original_partition=message.partition,
            original_offset=message.offset,
            original_key=message.key,
            payload=payload,
            payload_encoding=encoding,
            event_id=event_id,
            event_type=event_type,
            consumer_group=self.group,
            handler=self._handler_name,
            attempts=attempts,
            traceback="".join(traceback.format_exception(exc)) if with_traceback else None,
        )
        await self._dead_letter(record)
        self._stats.dead_lettered += 1
        self._metrics.dead_lettered(reason)


async def _one_at_a_time(item: object) -> None:
    raise TypeError("a batch subscription hands messages over in batches (process_batch)")


class BatchDelivery(Delivery[T]):
    """Delivers a batch of raw messages to a batch handler (`EventBus.subscribe_batches`), with
    the guarantees of `Delivery` per message: each is screened on its own (types, decoding,
    producer check, dead letters), duplicates are suppressed by id (against what the group
    handled and inside the batch), and the handler is called once for what remains, retried
    with backoff; after its last attempt every message of the batch is dead-lettered. Only
    when `process_batch` returns may the adapter commit the batch's offsets."""

    def __init__(self, *, batch_handler: BatchHandler[T], **options: Any) -> None:
        super().__init__(handler=_one_at_a_time, **options)
        self._batch_handler = batch_handler
        self._handler_name = handler_name(batch_handler)

    async def process_batch(self, messages: Sequence[RawMessage]) -> None:
        """Handle a batch completely; returning means every offset in it may be committed."""
        batch: list[Delivered[T]] = []
        ids: set[str] = set()
        seen = self._dedupe.seen
        for message in messages:
            item = await self.screen(message)
            if item is None:
                continue
            message_id = self._codec.message_id(item)
            if message_id in ids or seen(self.group, message_id):
                self._stats.duplicates += 1
                log.debug("duplicate %s suppressed for group %s", message_id, self.group)
                continue
            ids.add(message_id)
            batch.append(Delivered(item, message))
        if not batch:
            return
        started = perf_counter()
        handled = await self._call_batch_with_retries(batch)
        for delivered in batch:
            self._dedupe.mark(self.group, self._codec.message_id(delivered.item))
        counts: dict[str, int] = {}
        for delivered in batch:
            event_type = getattr(delivered.item, "type", "dead_letter")
            counts[event_type] = counts.get(event_type, 0) + 1
        outcome = "handled" if handled else "dead_lettered"
        self._metrics.handled_batch(counts, outcome, (perf_counter() - started) / len(batch))

    async def _call_batch_with_retries(self, batch: list[Delivered[T]]) -> bool:
        """True when the handler succeeded, False when the batch was dead-lettered."""
        failure = await self._retried(
            lambda: self._batch_handler(batch), f"on {len(batch)} message(s) of a batch"
        )
        if failure is None:
            self._stats.handled += len(batch)
            return True
        attempts = self._retry.max_attempts
        log.error(
            "batch handler %s failed %d times on %d message(s); dead-lettering them: %s",
            self._handler_name,
            attempts,
            len(batch),
            failure,
        )
        for delivered in batch:
            await self._send_dead_letter(
                delivered.message,
                reason="handler_failed",
                error=f"batch handler {self._handler_name} failed on all "
                f"{attempts} attempts; last error: {type(failure).__name__}: {failure}",
                exc=failure,
                attempts=attempts,
                event_id=self._codec.message_id(delivered.item),
                event_type=getattr(delivered.item, "type", None),
            )
        return False
