"""The delivery core on its own: the decisions both adapters share."""

from __future__ import annotations

import pytest

from quantward_bus import InMemoryDedupeStore, RawMessage, RetryPolicy, SubscriptionStats
from quantward_bus.delivery import EVENT_CODEC, Delivery
from quantward_contracts import DeadLetter, Event, encode_event
from quantward_contracts.events import BusProbe, BusProbeData

NO_WAIT = RetryPolicy(max_attempts=3, initial_backoff_s=0, max_backoff_s=0)


def probe() -> BusProbe:
    return BusProbe(producer="t", data=BusProbeData(key="k", seq=0, sent_at_ns=0))


def message(value: bytes) -> RawMessage:
    return RawMessage(topic="t", partition=0, offset=7, key="k", value=value)


class Sink:
    def __init__(self, fail: bool = False) -> None:
        self.letters: list[DeadLetter] = []
        self.fail = fail

    async def __call__(self, letter: DeadLetter) -> None:
        if self.fail:
            raise ConnectionError("broker unavailable")
        self.letters.append(letter)


def delivery(
    handler,
    sink: Sink,
    store: InMemoryDedupeStore,
    stats: SubscriptionStats,
    timeout: float | None = None,
) -> Delivery[Event]:
    return Delivery(
        group="g",
        handler=handler,
        codec=EVENT_CODEC,
        accept=None,
        retry=NO_WAIT,
        dedupe=store,
        dead_letter=sink,
        stats=stats,
        handler_timeout_s=timeout,
    )


async def test_a_failed_dead_letter_publish_raises_and_leaves_the_message_unmarked() -> None:
    async def broken(_: Event) -> None:
        raise RuntimeError("nope")

    store, stats = InMemoryDedupeStore(), SubscriptionStats()
    event = probe()
    with pytest.raises(ConnectionError):
        await delivery(broken, Sink(fail=True), store, stats).process(message(encode_event(event)))
    assert not store.seen("g", event.event_id), "must be retried on redelivery, not skipped"


async def test_a_hanging_handler_times_out_counts_as_failed_and_is_dead_lettered() -> None:
    import asyncio

    async def hang(_: Event) -> None:
        await asyncio.Event().wait()

    sink, stats = Sink(), SubscriptionStats()
    await delivery(hang, sink, InMemoryDedupeStore(), stats, timeout=0.01).process(
        message(encode_event(probe()))
    )
    (letter,) = sink.letters
    assert letter.reason == "handler_failed"
    assert letter.error_type == "TimeoutError"
    assert stats.retries == 2


async def test_binary_payloads_are_kept_byte_for_byte() -> None:
    async def never(_: Event) -> None:
        raise AssertionError("must not be called")

    raw = bytes(range(256))
    sink = Sink()
    await delivery(never, sink, InMemoryDedupeStore(), SubscriptionStats()).process(message(raw))
    (letter,) = sink.letters
    assert letter.payload_encoding == "base64"
    assert letter.original_bytes() == raw
    assert letter.original_partition == 0
    assert letter.original_offset == 7


async def test_a_copy_of_an_id_in_flight_waits_for_it_and_is_suppressed() -> None:
    import asyncio

    release = asyncio.Event()
    calls: list[str] = []

    async def slow(event: Event) -> None:
        calls.append(event.event_id)
        await release.wait()

    store, stats = InMemoryDedupeStore(), SubscriptionStats()
    core = delivery(slow, Sink(), store, stats)
    value = encode_event(probe())
    first = asyncio.create_task(core.process(message(value)))
    second = asyncio.create_task(core.process(message(value)))
    await asyncio.sleep(0)  # both tasks reach the handler or the wait for the copy in flight
    await asyncio.sleep(0)
    assert len(calls) == 1, "two copies of one id must not run side by side"
    release.set()
    await asyncio.wait_for(asyncio.gather(first, second), timeout=5)
    assert len(calls) == 1
    assert stats.handled == 1
    assert stats.duplicates == 1


async def test_a_copy_runs_when_the_one_in_flight_could_not_finish() -> None:
    import asyncio

    calls: list[str] = []

    async def record(event: Event) -> None:
        calls.append(event.event_id)

    async def broken(_: Event) -> None:
        raise RuntimeError("nope")

    store, stats = InMemoryDedupeStore(), SubscriptionStats()
    in_flight: dict[str, asyncio.Event] = {}
    value = encode_event(probe())
    failing = Delivery(
        group="g",
        handler=broken,
        codec=EVENT_CODEC,
        accept=None,
        retry=NO_WAIT,
        dedupe=store,
        dead_letter=Sink(fail=True),
        stats=stats,
        in_flight=in_flight,
    )
    working = Delivery(
        group="g",
        handler=record,
        codec=EVENT_CODEC,
        accept=None,
        retry=NO_WAIT,
        dedupe=store,
        dead_letter=Sink(),
        stats=stats,
        in_flight=in_flight,
    )
    first = asyncio.create_task(failing.process(message(value)))
    second = asyncio.create_task(working.process(message(value)))
    with pytest.raises(ConnectionError):
        await first
    await asyncio.wait_for(second, timeout=5)
    assert len(calls) == 1, "the copy must be handled, since the first was never marked done"
    assert not in_flight
