"""The EventBus contract: one suite, run against the in-process adapter and a real Kafka broker.

Every test names its topics, dead-letter topic and groups uniquely, so tests never see each
other's messages on a shared broker. Tests wait for state (recorders, health), never for time.
"""

from __future__ import annotations

import asyncio
import json
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import pytest

from quantward_bus import EventBus, InMemoryEventBus, RetryPolicy
from quantward_bus.testing import Recorder, wait_until
from quantward_contracts import DeadLetter, Event, encode_event
from quantward_contracts.events import (
    BusProbe,
    BusProbeData,
    RunCompleted,
    RunCompletedData,
)

FAST_RETRY = RetryPolicy(max_attempts=3, initial_backoff_s=0.01, max_backoff_s=0.05)

BusFactory = Callable[..., Awaitable[EventBus]]


def unique(prefix: str) -> str:
    return f"test.{prefix}.{uuid.uuid4().hex[:12]}"


def probe(key: str, seq: int) -> BusProbe:
    return BusProbe(producer="contract-test", data=BusProbeData(key=key, seq=seq, sent_at_ns=0))


@pytest.fixture(
    params=[
        "memory",
        pytest.param("kafka", marks=[pytest.mark.connected, pytest.mark.kafka]),
    ]
)
async def make_bus(request: pytest.FixtureRequest) -> AsyncIterator[BusFactory]:
    """A factory of started buses of the parametrised backend, all stopped after the test."""
    dead_letter_topic = unique("dlq")
    buses: list[EventBus] = []

    async def factory(**overrides: Any) -> EventBus:
        options: dict[str, Any] = {"retry": FAST_RETRY, "dead_letter_topic": dead_letter_topic}
        options.update(overrides)
        bus: EventBus
        if request.param == "memory":
            bus = InMemoryEventBus(**options)
        else:
            from quantward_bus.kafka_bus import KafkaEventBus

            bootstrap = request.getfixturevalue("kafka_bootstrap")
            bus = KafkaEventBus(bootstrap, client_id=unique("client"), **options)
        await bus.start()
        buses.append(bus)
        return bus

    factory.dead_letter_topic = dead_letter_topic  # type: ignore[attr-defined]
    yield factory
    for bus in reversed(buses):
        await bus.stop()


async def assigned(bus: EventBus, *names: str) -> None:
    """Wait until each named subscription owns at least one partition (the group has settled)."""

    def ready() -> bool:
        health = {h.name: h for h in bus.health()}
        return all(n in health and health[n].assigned_partitions for n in names)

    await wait_until(ready, timeout=60, what=f"partitions assigned to {names}")


async def test_round_trip_delivers_an_equal_event(make_bus: BusFactory) -> None:
    bus = await make_bus()
    topic = unique("rt")
    received: Recorder[Event] = Recorder()
    await bus.subscribe(topic, group=unique("g"), handler=received)
    event = probe("k", 0)
    await bus.publish(event, topic=topic)
    (got,) = await received.wait_for(1)
    assert got == event
    assert got.type == "bus.probe.v1"


async def test_events_of_one_key_arrive_in_publish_order(make_bus: BusFactory) -> None:
    bus = await make_bus()
    topic = unique("order")
    keys = [f"run-{i}" for i in range(8)]

    async def jitter(event: Event) -> None:
        assert isinstance(event, BusProbe)
        if event.data.seq % 7 == 0:
            await asyncio.sleep(0)  # yield so partitions interleave

    received: Recorder[Event] = Recorder(then=jitter)
    await bus.subscribe(topic, group=unique("g"), handler=received)
    for seq in range(40):
        await asyncio.gather(*(bus.publish(probe(k, seq), topic=topic) for k in keys))
    items = await received.wait_for(len(keys) * 40, timeout=90)
    per_key: dict[str, list[int]] = {}
    for e in items:
        assert isinstance(e, BusProbe)
        per_key.setdefault(e.data.key, []).append(e.data.seq)
    assert per_key == {k: list(range(40)) for k in keys}


async def test_publish_many_keeps_list_order_per_key(make_bus: BusFactory) -> None:
    bus = await make_bus()
    topic = unique("many")
    received: Recorder[Event] = Recorder()
    await bus.subscribe(topic, group=unique("g"), handler=received)
    events = [probe(f"k{i % 3}", i // 3) for i in range(3000)]
    await bus.publish_many(events, topic=topic)
    items = await received.wait_for(len(events), timeout=120)
    for key in ("k0", "k1", "k2"):
        seqs = [e.data.seq for e in items if isinstance(e, BusProbe) and e.data.key == key]
        assert seqs == list(range(1000))


async def test_members_of_a_group_compete_and_groups_fan_out(make_bus: BusFactory) -> None:
    bus = await make_bus()
    topic = unique("group")
    group = unique("workers")
    first: Recorder[Event] = Recorder()
    second: Recorder[Event] = Recorder()
    audit: Recorder[Event] = Recorder()
    await bus.subscribe(topic, group=group, handler=first, name="first")
    await bus.subscribe(topic, group=group, handler=second, name="second")
    await bus.subscribe(topic, group=unique("audit"), handler=audit, name="audit")
    await assigned(bus, "first", "second", "audit")

    events = [probe(f"key-{i}", 0) for i in range(60)]
    await asyncio.gather(*(bus.publish(e, topic=topic) for e in events))
    await audit.wait_for(len(events), timeout=60)
    await wait_until(
        lambda: len(first.items) + len(second.items) >= len(events),
        timeout=60,
        what="the group handled every event",
    )

    ids = sorted(e.event_id for e in events)
    assert sorted(e.event_id for e in audit.items) == ids
    assert sorted(e.event_id for e in first.items + second.items) == ids
    assert first.items, "both members of the group should have had partitions"
    assert second.items, "both members of the group should have had partitions"


async def test_a_failing_handler_is_retried_then_succeeds(make_bus: BusFactory) -> None:
    bus = await make_bus()
    topic = unique("retry")
    failures: dict[str, int] = {}

    async def flaky(event: Event) -> None:
        failures[event.event_id] = failures.get(event.event_id, 0) + 1
        if failures[event.event_id] <= 2:
            raise ConnectionError("downstream briefly unavailable")

    received: Recorder[Event] = Recorder(then=flaky)
    sub = await bus.subscribe(topic, group=unique("g"), handler=received)
    first, second = probe("k", 0), probe("k", 1)
    await bus.publish(first, topic=topic)
    await bus.publish(second, topic=topic)
    items = await received.wait_for(2)
    assert [e.event_id for e in items] == [first.event_id, second.event_id]
    assert sub.stats.retries == 4
    assert sub.stats.handled == 2
    assert sub.stats.dead_lettered == 0


async def test_a_handler_that_always_fails_dead_letters_and_the_consumer_goes_on(
    make_bus: BusFactory,
) -> None:
    bus = await make_bus()
    topic = unique("poison")
    poison = probe("k", 0)
    after = probe("k", 1)

    async def refuse_first(event: Event) -> None:
        if event.event_id == poison.event_id:
            raise ValueError("cannot price instrument XYZ")

    received: Recorder[Event] = Recorder(then=refuse_first)
    dead: Recorder[DeadLetter] = Recorder()
    sub = await bus.subscribe(topic, group=unique("g"), handler=received)
    await bus.subscribe_dead_letters(group=unique("ops"), handler=dead)
    await bus.publish(poison, topic=topic)
    await bus.publish(after, topic=topic)

    (letter,) = await dead.wait_for(1)
    await received.wait_until(lambda items: after in items, what="the event after the poison")
    assert letter.reason == "handler_failed"
    assert letter.attempts == FAST_RETRY.max_attempts
    assert "cannot price instrument XYZ" in letter.error
    assert letter.error_type == "ValueError"
    assert letter.event_id == poison.event_id
    assert letter.original_topic == topic
    assert letter.original_key == "k"
    assert letter.original_bytes() == encode_event(poison)
    assert letter.traceback
    assert "refuse_first" in letter.traceback
    assert sub.stats.dead_lettered == 1


@pytest.mark.parametrize(
    ("payload", "reason", "needle"),
    [
        (b"\xff\xfe not json", "malformed", "not UTF-8 JSON"),
        (b'{"type": "run.exploded.v7", "event_id": "evt_x01"}', "unknown_type", "run.exploded.v7"),
        (None, "invalid", "data.seq"),
    ],
)
async def test_bad_bytes_are_dead_lettered_with_a_readable_reason(
    make_bus: BusFactory, payload: bytes | None, reason: str, needle: str
) -> None:
    bus = await make_bus()
    topic = unique("bad")
    if payload is None:  # a valid envelope whose data breaks the schema
        document = json.loads(encode_event(probe("k", 0)))
        document["data"]["seq"] = -5
        payload = json.dumps(document).encode()
    good = probe("k", 1)
    received: Recorder[Event] = Recorder()
    dead: Recorder[DeadLetter] = Recorder()
    await bus.subscribe(topic, group=unique("g"), handler=received)
    await bus.subscribe_dead_letters(group=unique("ops"), handler=dead)
    await bus.publish_raw(topic, payload, key="k")
    await bus.publish(good, topic=topic)

    (letter,) = await dead.wait_for(1)
    assert await received.wait_for(1) == [good]
    assert letter.reason == reason
    assert needle in letter.error
    assert letter.original_bytes() == payload
    assert letter.attempts == 0


async def test_a_redelivered_event_id_is_handled_once(make_bus: BusFactory) -> None:
    bus = await make_bus()
    topic = unique("dupe")
    received: Recorder[Event] = Recorder()
    sub = await bus.subscribe(topic, group=unique("g"), handler=received)
    event, marker = probe("k", 0), probe("k", 1)
    await bus.publish(event, topic=topic)
    await bus.publish(event, topic=topic)
    await bus.publish(marker, topic=topic)
    items = await received.wait_until(lambda items: marker in items, what="the marker")
    assert items == [event, marker]
    assert sub.stats.duplicates == 1


async def test_accept_limits_the_handler_to_some_event_types(make_bus: BusFactory) -> None:
    bus = await make_bus()
    topic = unique("accept")
    received: Recorder[Event] = Recorder()
    sub = await bus.subscribe(topic, group=unique("g"), handler=received, accept=[RunCompleted])
    completed = RunCompleted(
        producer="t", run_id="run_abc123", data=RunCompletedData(status="succeeded")
    )
    broken_probe = json.loads(encode_event(probe("run_abc123", 1)))
    broken_probe["data"]["seq"] = "not a number"
    await bus.publish(probe("run_abc123", 0), topic=topic)
    await bus.publish_raw(topic, json.dumps(broken_probe).encode(), key="run_abc123")
    await bus.publish(completed, topic=topic)
    assert await received.wait_for(1) == [completed]
    # a broken event of a type this group does not handle is not this group's dead letter
    assert sub.stats.ignored == 2
    assert sub.stats.dead_lettered == 0


async def test_a_closed_member_commits_and_the_group_resumes_after_it(
    make_bus: BusFactory,
) -> None:
    bus = await make_bus()
    topic = unique("resume")
    group = unique("g")
    first: Recorder[Event] = Recorder()
    sub = await bus.subscribe(topic, group=group, handler=first)
    before = [probe("k", i) for i in range(5)]
    for e in before:
        await bus.publish(e, topic=topic)
    await first.wait_for(5)
    await sub.close()

    after = [probe("k", i) for i in range(5, 8)]
    for e in after:
        await bus.publish(e, topic=topic)
    second: Recorder[Event] = Recorder()
    await bus.subscribe(topic, group=group, handler=second)
    assert await second.wait_for(3) == after


async def test_health_reports_each_subscription(make_bus: BusFactory) -> None:
    bus = await make_bus()
    topic = unique("health")
    received: Recorder[Event] = Recorder()
    sub = await bus.subscribe(topic, group=unique("g"), handler=received, name="watched")
    await assigned(bus, "watched")
    (health,) = [h for h in bus.health() if h.name == "watched"]
    assert health.healthy
    assert health.topics == (topic,)
    await sub.close()
    assert all(h.name != "watched" for h in bus.health())


async def test_close_waits_for_the_handler_in_flight_and_commits_it(make_bus: BusFactory) -> None:
    bus = await make_bus()
    topic = unique("graceful")
    group = unique("g")
    entered, release = asyncio.Event(), asyncio.Event()

    async def slow(_: Event) -> None:
        entered.set()
        await release.wait()

    first: Recorder[Event] = Recorder(then=slow)
    sub = await bus.subscribe(topic, group=group, handler=first)
    event = probe("k", 0)
    await bus.publish(event, topic=topic)
    await asyncio.wait_for(entered.wait(), timeout=60)

    closing = asyncio.create_task(sub.close())
    await asyncio.sleep(0)  # let close() start while the handler is still running
    assert not closing.done()
    release.set()
    await asyncio.wait_for(closing, timeout=60)
    assert first.items == [event]

    marker = probe("k", 1)
    await bus.publish(marker, topic=topic)
    second: Recorder[Event] = Recorder()
    await bus.subscribe(topic, group=group, handler=second)
    assert await second.wait_for(1) == [marker], "the handled event must not be redelivered"
