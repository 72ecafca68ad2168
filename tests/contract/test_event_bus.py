"""The EventBus contract: one suite, run against the in-process adapter and a real Kafka broker.

Every test names its topics, dead-letter topic and groups uniquely, so tests never see each
other's messages on a shared broker. Tests wait for state (recorders, health), never for time.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from typing import Any

import pytest

from quantward_bus import (
    Delivered,
    EventBus,
    InMemoryEventBus,
    LivenessPolicy,
    RetryPolicy,
    Subscription,
)
from quantward_bus.memory_bus import partition_for
from quantward_bus.testing import Recorder, wait_until
from quantward_contracts import DeadLetter, Event, encode_event
from quantward_contracts.events import (
    BusProbe,
    BusProbeData,
    RunCompleted,
    RunCompletedData,
)

FAST_RETRY = RetryPolicy(max_attempts=3, initial_backoff_s=0.01, max_backoff_s=0.05)
#: partitions of the in-process bus under test (its default)
IN_PROCESS_PARTITIONS = 8
#: options only the Kafka adapter has (the in-process bus has no consumer to watch)
KAFKA_ONLY = ("liveness",)
#: how long a handler waits at a barrier for its peers: bounds a concurrency regression
BARRIER_TIMEOUT_S = 5.0
#: the longest a test handler is held back: a regression fails the test instead of hanging it
HOLD_TIMEOUT_S = 20.0
#: the longest a test handler waits for a rebalance to decide about it (Kafka's takes seconds)
REBALANCE_HOLD_S = 60.0

BusFactory = Callable[..., Awaitable[EventBus]]


def unique(prefix: str) -> str:
    return f"test.{prefix}.{uuid.uuid4().hex[:12]}"


def probe(key: str, seq: int) -> BusProbe:
    return BusProbe(producer="contract-test", data=BusProbeData(key=key, seq=seq, sent_at_ns=0))


class Gate:
    """Holds handlers back until the test opens it (or HOLD_TIMEOUT_S passes)."""

    def __init__(self) -> None:
        self._open = asyncio.Event()

    def open(self) -> None:
        self._open.set()

    async def passage(self) -> None:
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._open.wait(), timeout=HOLD_TIMEOUT_S)


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
            options.setdefault("partitions", IN_PROCESS_PARTITIONS)
            bus = InMemoryEventBus(**{k: v for k, v in options.items() if k not in KAFKA_ONLY})
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


@pytest.mark.parametrize("concurrency", [1, 4])
async def test_an_abandoned_member_cancels_its_work_in_flight_and_leaves_it_to_the_next(
    make_bus: BusFactory, concurrency: int
) -> None:
    """What an orchestrator handing its runs over relies on: the message in flight is not
    committed, its handler is cancelled, and the group's next member receives it again."""
    bus = await make_bus()
    topic = unique("abandon")
    group = unique("g")
    entered: Recorder[Event] = Recorder()
    cancelled: list[Event] = []

    async def hold(event: Event) -> None:
        await entered(event)
        try:
            await asyncio.Event().wait()  # never set: only the cancellation ends it
        except asyncio.CancelledError:
            cancelled.append(event)
            raise

    first = await bus.subscribe(topic, group=group, handler=hold, concurrency=concurrency)
    held = probe("k", 0)
    await bus.publish(held, topic=topic)
    await entered.wait_for(1, timeout=60)
    await first.abandon()
    assert cancelled == [held]
    second: Recorder[Event] = Recorder()
    await bus.subscribe(topic, group=group, handler=second)
    assert await second.wait_for(1, timeout=60) == [held]


async def test_wait_consumed_returns_once_the_group_handled_what_was_published_before(
    make_bus: BusFactory,
) -> None:
    bus = await make_bus()
    topic, never_used = unique("consumed"), unique("unused")
    group = unique("g")
    gate = Gate()
    handled: Recorder[Event] = Recorder(then=lambda _: gate.passage())
    await bus.subscribe(topic, group=group, handler=handled)
    await bus.publish_many([probe("k", i) for i in range(3)], topic=topic)
    with pytest.raises(TimeoutError, match=f"consumer group {group!r} is still"):
        await bus.wait_consumed(group, [topic, never_used], timeout_s=0.3)
    gate.open()
    await bus.wait_consumed(group, [topic, never_used], timeout_s=60)
    assert len(handled.items) == 3
    # published after the call: not waited for
    await bus.wait_consumed(unique("nobody"), [never_used], timeout_s=1)


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


@pytest.mark.parametrize("concurrency", [1, 4])
async def test_close_waits_for_the_handlers_in_flight_and_commits_them(
    make_bus: BusFactory, concurrency: int
) -> None:
    bus = await make_bus()
    topic = unique("graceful")
    group = unique("g")
    entered: Recorder[Event] = Recorder()
    release = Gate()

    async def slow(event: Event) -> None:
        await entered(event)
        await release.passage()

    first: Recorder[Event] = Recorder(then=slow)
    sub = await bus.subscribe(topic, group=group, handler=first, concurrency=concurrency)
    events = [probe("k", i) for i in range(concurrency)]
    await bus.publish_many(events, topic=topic)
    await entered.wait_for(concurrency, timeout=60)

    closing = asyncio.create_task(sub.close())
    await asyncio.sleep(0)  # let close() start while the handlers are still running
    assert not closing.done()
    release.open()
    await asyncio.wait_for(closing, timeout=60)
    assert sorted(e.event_id for e in first.items) == sorted(e.event_id for e in events)

    marker = probe("k", concurrency)
    await bus.publish(marker, topic=topic)
    second: Recorder[Event] = Recorder()
    await bus.subscribe(topic, group=group, handler=second)
    assert await second.wait_for(1) == [marker], "the handled events must not be redelivered"


# --- concurrency > 1 ---------------------------------------------------------------------------


class Barrier:
    """A handler step that opens only once `parties` handlers wait at it at the same time.

    A handler that waits longer than BARRIER_TIMEOUT_S goes on anyway, so a subscription that
    cannot run `parties` handlers at once fails the test (`peak` stays low) instead of hanging.
    """

    def __init__(self, parties: int) -> None:
        self.parties = parties
        self.waiting = 0
        self.peak = 0
        self._open = asyncio.Event()

    async def __call__(self, _: Event) -> None:
        self.waiting += 1
        self.peak = max(self.peak, self.waiting)
        if self.waiting >= self.parties:
            self._open.set()
        try:
            await asyncio.wait_for(self._open.wait(), timeout=BARRIER_TIMEOUT_S)
        except TimeoutError:
            pass
        finally:
            self.waiting -= 1


async def test_concurrency_n_handles_n_messages_of_one_key_at_once_and_no_more(
    make_bus: BusFactory,
) -> None:
    bus = await make_bus()
    topic = unique("conc")
    barrier = Barrier(4)
    received: Recorder[Event] = Recorder(then=barrier)
    events = [probe("one-key", i) for i in range(8)]  # one partition: concurrency is not spread
    await bus.publish_many(events, topic=topic)
    await bus.subscribe(topic, group=unique("g"), handler=received, concurrency=4)
    await received.wait_for(len(events), timeout=60)
    assert barrier.peak == 4, f"expected 4 handlers in flight at once, saw at most {barrier.peak}"
    assert sorted(e.event_id for e in received.items) == sorted(e.event_id for e in events)


async def test_a_slow_message_does_not_hold_back_the_ones_after_it(make_bus: BusFactory) -> None:
    bus = await make_bus()
    topic = unique("slow")
    slow, fast = probe("k", 0), [probe("k", i) for i in range(1, 6)]
    release = Gate()

    async def hold_the_slow_one(event: Event) -> None:
        if event.event_id == slow.event_id:
            await release.passage()

    received: Recorder[Event] = Recorder(then=hold_the_slow_one)
    await bus.subscribe(topic, group=unique("g"), handler=received, concurrency=2)
    await bus.publish_many([slow, *fast], topic=topic)
    await received.wait_until(
        lambda items: {e.event_id for e in fast} <= {e.event_id for e in items},
        timeout=HOLD_TIMEOUT_S * 2,
        what="the fast events while the slow one is still running",
    )
    assert slow.event_id not in {e.event_id for e in received.items}, "slow one done too early"
    release.open()
    await received.wait_until(lambda items: slow in items, what="the slow event")


async def test_retries_dead_letters_and_duplicates_hold_with_concurrency(
    make_bus: BusFactory,
) -> None:
    bus = await make_bus()
    topic = unique("conc-guarantees")
    flaky, poison, twice = probe("a", 0), probe("b", 0), probe("c", 0)
    plain = [probe(f"p{i}", 0) for i in range(5)]
    failures: dict[str, int] = {}

    async def misbehave(event: Event) -> None:
        if event.event_id == poison.event_id:
            raise ValueError("cannot price instrument XYZ")
        if event.event_id == flaky.event_id:
            failures[event.event_id] = failures.get(event.event_id, 0) + 1
            if failures[event.event_id] <= 2:
                raise ConnectionError("downstream briefly unavailable")
        if event.event_id == twice.event_id:
            await asyncio.sleep(0)  # let the copy arrive while the first is still in flight

    received: Recorder[Event] = Recorder(then=misbehave)
    dead: Recorder[DeadLetter] = Recorder()
    sub = await bus.subscribe(topic, group=unique("g"), handler=received, concurrency=4)
    await bus.subscribe_dead_letters(group=unique("ops"), handler=dead)
    await bus.publish_many([twice, twice, flaky, poison, *plain], topic=topic)

    (letter,) = await dead.wait_for(1)
    expected = {e.event_id for e in (flaky, twice, *plain)}
    items = await received.wait_until(
        lambda items: expected <= {e.event_id for e in items}, what="every good event"
    )
    await wait_until(lambda: sub.stats.duplicates == 1, what="the copy suppressed")
    assert sorted(e.event_id for e in items) == sorted(expected), "each handled exactly once"
    assert letter.event_id == poison.event_id
    assert letter.reason == "handler_failed"
    assert sub.stats.retries == 2 + (FAST_RETRY.max_attempts - 1)
    # counted once the dead letter's publish returns, which may be after the letter arrived
    await wait_until(lambda: sub.stats.dead_lettered == 1, what="the dead letter counted")


async def crash(subscription: Subscription) -> None:
    """Kill a member without a graceful close: what abandoning it leaves behind."""
    await subscription.abandon()


async def test_a_crashed_member_leaves_unfinished_messages_to_the_next_and_only_those(
    make_bus: BusFactory,
) -> None:
    bus = await make_bus()
    topic = unique("crash")
    group = unique("g")
    events = [probe("one-key", i) for i in range(10)]  # one partition: offsets 0..9 in order
    stuck = {2, 5, 7}
    never = Gate()
    entered: Recorder[Event] = Recorder()

    async def hang_on_stuck(event: Event) -> None:
        assert isinstance(event, BusProbe)
        await entered(event)
        if event.data.seq in stuck:
            await never.passage()

    finished: Recorder[Event] = Recorder(then=hang_on_stuck)
    first = await bus.subscribe(topic, group=group, handler=finished, concurrency=4)
    await bus.publish_many(events, topic=topic)
    done_seqs = {e.data.seq for e in events if e.data.seq not in stuck}
    await finished.wait_until(
        lambda items: {e.data.seq for e in items if isinstance(e, BusProbe)} == done_seqs,
        timeout=60,
        what="every message but the stuck ones finished",
    )
    await entered.wait_for(len(events), timeout=60)

    await crash(first)  # 0 and 1 are committed; 2, 5 and 7 never finished
    marker = probe("one-key", len(events))
    await bus.publish(marker, topic=topic)
    second: Recorder[Event] = Recorder()
    sub = await bus.subscribe(topic, group=group, handler=second)
    items = await second.wait_until(lambda items: marker in items, timeout=60, what="the marker")
    assert [e.data.seq for e in items if isinstance(e, BusProbe)] == [2, 5, 7, len(events)]
    # 3, 4, 6, 8, 9 finished after the commit point, so they come again and are suppressed;
    # 0 and 1 were committed and never come again (they would make this 7)
    assert sub.stats.duplicates == 5


def key_that_moves_to_a_second_member() -> str:
    """A key whose partition passes to the second member of a group on the in-process bus.

    (There a partition belongs to member `partition % members`; on Kafka a rebalance revokes every
    partition from every member, so any key would do.)
    """
    return next(
        key
        for key in (f"moving-{i}" for i in range(1000))
        if partition_for(key, IN_PROCESS_PARTITIONS, 0) % 2 == 1
    )


async def test_a_partition_moves_only_once_its_messages_in_flight_finished(
    make_bus: BusFactory, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO, logger="quantward.bus")
    bus = await make_bus()
    topic = unique("handover")
    group = unique("g")
    key = key_that_moves_to_a_second_member()
    release = Gate()
    entered: Recorder[Event] = Recorder()

    async def hold(event: Event) -> None:
        await entered(event)
        await release.passage()

    first: Recorder[Event] = Recorder(then=hold)
    a = await bus.subscribe(topic, group=group, handler=first, concurrency=4, name="a")
    early = [probe(key, i) for i in range(4)]
    await bus.publish_many(early, topic=topic)
    await entered.wait_for(4, timeout=60)

    second: Recorder[Event] = Recorder()
    b = await bus.subscribe(topic, group=group, handler=second, concurrency=4, name="b")
    late = [probe(key, i) for i in range(4, 8)]
    await bus.publish_many(late, topic=topic)
    # Both adapters log when a member gives a partition up while messages are in flight on it.
    await wait_until(
        lambda: any("in flight before" in r.getMessage() for r in caplog.records),
        timeout=60,
        what="the partition's handover to wait for the messages in flight",
    )
    assert not second.items, "the new owner must not start before the old one finished"
    release.open()
    await wait_until(
        lambda: len(first.items) + len(second.items) >= len(early) + len(late),
        timeout=60,
        what="the group handled every event",
    )
    handled = sorted(e.event_id for e in first.items + second.items)
    assert handled == sorted(e.event_id for e in early + late), "each event handled once"
    assert a.stats.duplicates == b.stats.duplicates == 0, "finished work was delivered again"


async def test_an_abandoning_member_gives_up_only_the_work_on_partitions_that_moved(
    make_bus: BusFactory, caplog: pytest.LogCaptureFixture
) -> None:
    """`on_revoke="abandon"`: a rebalance does not wait for the handlers in flight. Those on a
    partition that moved to the new member are cancelled, their messages stay uncommitted and the
    new owner receives every one of them; those on a partition that stayed go on undisturbed (on
    Kafka too, whose eager protocol revokes every partition before the new assignment is known)."""
    caplog.set_level(logging.INFO, logger="quantward.bus")
    bus = await make_bus()
    topic = unique("abandon-on-revoke")
    group = unique("g")
    entered: Recorder[Event] = Recorder()
    release = asyncio.Event()
    cancelled: list[Event] = []
    finished: dict[str, list[Event]] = {"a": [], "b": []}

    def member(name: str) -> Callable[[Event], Awaitable[None]]:
        async def handle(event: Event) -> None:
            if event not in entered.items:  # a first delivery is held until released
                await entered(event)
                try:
                    await asyncio.wait_for(release.wait(), timeout=REBALANCE_HOLD_S)
                except asyncio.CancelledError:
                    cancelled.append(event)
                    raise
            finished[name].append(event)

        return handle

    a = await bus.subscribe(
        topic, group=group, handler=member("a"), concurrency=32, name="a", on_revoke="abandon"
    )
    held = [probe(f"spread-{i}", i) for i in range(24)]  # keys over every partition
    await bus.publish_many(held, topic=topic)
    await entered.wait_for(len(held), timeout=60)
    b = await bus.subscribe(
        topic, group=group, handler=member("b"), concurrency=32, name="b", on_revoke="abandon"
    )
    await assigned(bus, "a", "b")
    await wait_until(
        lambda: (
            bool(finished["b"])
            and sorted(e.event_id for e in cancelled) == sorted(e.event_id for e in finished["b"])
        ),
        timeout=60,
        what="the work on the partitions that moved given up by a and handled by b",
    )
    release.set()
    await wait_until(
        lambda: len(finished["a"]) + len(finished["b"]) >= len(held),
        timeout=60,
        what="every held message handled",
    )
    handled = sorted(e.event_id for e in finished["a"] + finished["b"])
    assert handled == sorted(e.event_id for e in held), "each message handled exactly once"
    assert finished["a"], "a kept no partition: nothing shows that its kept work went on"
    assert not {e.event_id for e in finished["a"]} & {e.event_id for e in cancelled}, (
        "work on a partition that stayed with its member was given up"
    )
    assert any("abandoning" in r.getMessage() for r in caplog.records)
    assert not any("in flight before" in r.getMessage() for r in caplog.records), (
        "the rebalance waited for the handlers instead of abandoning them"
    )
    # given up, not finished: never committed, so delivered again (not suppressed as duplicates)
    assert a.stats.duplicates == b.stats.duplicates == 0


async def test_abandon_on_revoke_needs_concurrency_above_one(make_bus: BusFactory) -> None:
    bus = await make_bus()
    received: Recorder[Event] = Recorder()
    with pytest.raises(ValueError, match=r"needs concurrency > 1"):
        await bus.subscribe(unique("t"), group=unique("g"), handler=received, on_revoke="abandon")


async def test_a_member_busy_with_every_slot_is_not_stalled(make_bus: BusFactory) -> None:
    policy = LivenessPolicy(check_interval_s=0.1, stall_after_s=0.5, max_restarts=3)
    bus = await make_bus(liveness=policy)
    topic = unique("busy")
    release = Gate()
    entered: Recorder[Event] = Recorder()

    async def hold(event: Event) -> None:
        await entered(event)
        await release.passage()

    received: Recorder[Event] = Recorder(then=hold)
    sub = await bus.subscribe(
        topic, group=unique("g"), handler=received, concurrency=2, name="busy"
    )
    await bus.publish_many([probe("k", i) for i in range(4)], topic=topic)
    await entered.wait_for(2, timeout=60)

    def health() -> Any:
        (h,) = [h for h in bus.health() if h.name == "busy"]
        return h

    await wait_until(
        lambda: (
            (health().seconds_since_progress or 0) > 3 * policy.stall_after_s
            and (health().lag or 0) > 0
        ),
        timeout=60,
        what="messages waiting while both slots are busy past the stall threshold",
    )
    assert health().state == "running", health().detail
    assert sub.stats.restarts == 0
    release.open()
    await received.wait_for(4, timeout=60)


# --- where a new group starts ------------------------------------------------------------------


async def test_start_latest_sees_what_is_published_after_subscribe_and_nothing_before(
    make_bus: BusFactory,
) -> None:
    bus = await make_bus()
    topic = unique("latest")
    before = [probe(f"k{i % 3}", i) for i in range(6)]
    after = [probe(f"k{i % 3}", i) for i in range(6, 12)]
    await bus.publish_many(before, topic=topic)

    latest: Recorder[Event] = Recorder()
    earliest: Recorder[Event] = Recorder()
    await bus.subscribe(topic, group=unique("latest"), handler=latest, start="latest")
    await bus.subscribe(topic, group=unique("earliest"), handler=earliest)
    await bus.publish_many(after, topic=topic)  # at once: subscribe has returned, nothing missed

    await earliest.wait_for(len(before) + len(after), timeout=60)
    items = await latest.wait_for(len(after), timeout=60)
    assert sorted(e.event_id for e in items) == sorted(e.event_id for e in after)


async def test_start_latest_resumes_a_group_from_its_committed_offsets(
    make_bus: BusFactory,
) -> None:
    bus = await make_bus()
    topic = unique("latest-resume")
    group = unique("g")
    first: Recorder[Event] = Recorder()
    sub = await bus.subscribe(topic, group=group, handler=first, start="latest")
    await bus.publish(probe("k", 0), topic=topic)
    await first.wait_for(1)
    await sub.close()

    missed = [probe("k", i) for i in (1, 2)]
    await bus.publish_many(missed, topic=topic)
    second: Recorder[Event] = Recorder()
    await bus.subscribe(topic, group=group, handler=second, start="latest")
    assert await second.wait_for(2) == missed, "a known group resumes where it committed"


async def test_subscribe_rejects_a_concurrency_below_one(make_bus: BusFactory) -> None:
    bus = await make_bus()
    received: Recorder[Event] = Recorder()
    with pytest.raises(ValueError, match="concurrency"):
        await bus.subscribe(unique("bad"), group=unique("g"), handler=received, concurrency=0)


async def consumer_groups(bus: EventBus) -> set[str]:
    """The groups the backend holds state for (Kafka: what the broker lists)."""
    if isinstance(bus, InMemoryEventBus):
        return {group for group, _ in bus._groups}
    from aiokafka.admin import AIOKafkaAdminClient

    from quantward_bus.kafka_bus import KafkaEventBus

    assert isinstance(bus, KafkaEventBus)
    admin = AIOKafkaAdminClient(bootstrap_servers=bus.bootstrap_servers)
    await admin.start()
    try:
        return {str(entry[0]) for entry in await admin.list_consumer_groups()}
    finally:
        await admin.close()


async def test_ephemeral_subscriptions_each_see_everything_after_start_and_leave_no_group(
    make_bus: BusFactory,
) -> None:
    bus = await make_bus()
    topic = unique("ephemeral")
    before = [probe(f"k{i}", 0) for i in range(4)]
    await bus.publish_many(before, topic=topic)
    groups = (unique("follower-a"), unique("follower-b"))
    recorders: list[Recorder[Event]] = [Recorder(), Recorder()]
    subscriptions = [
        await bus.subscribe(topic, group=g, handler=r, start="latest", ephemeral=True)
        for g, r in zip(groups, recorders, strict=True)
    ]
    # many keys, so every partition carries some: each follower gets all of them, not a share
    after = [probe(f"k{i}", 1) for i in range(24)]
    await bus.publish_many(after, topic=topic)
    for recorder in recorders:
        items = await recorder.wait_for(len(after), timeout=60)
        assert sorted(e.event_id for e in items) == sorted(e.event_id for e in after)
    for subscription in subscriptions:
        await subscription.close()
    assert not set(groups) & await consumer_groups(bus)


async def test_ephemeral_subscriptions_have_no_group_to_share(make_bus: BusFactory) -> None:
    bus = await make_bus()
    topic, group = unique("ephemeral-own"), unique("follower")
    received: Recorder[Event] = Recorder()
    await bus.subscribe(topic, group=group, handler=received, ephemeral=True)
    if isinstance(bus, InMemoryEventBus):
        with pytest.raises(ValueError, match="ephemeral subscription's group is its own"):
            await bus.subscribe(topic, group=group, handler=received)
    else:  # on Kafka it joined no group at all
        assert group not in await consumer_groups(bus)


async def test_bad_messages_are_dead_lettered_only_where_the_bus_is_told_to(
    make_bus: BusFactory,
) -> None:
    """Every group fails alike on undecodable bytes: one group dead-letters, the rest skip."""
    quiet = await make_bus(dead_letter_poison=False)
    owner = await make_bus()
    topic = unique("poison")
    good = probe("k", 1)
    recorders: dict[str, Recorder[Event]] = {n: Recorder() for n in ("a", "b", "owner", "eph")}
    subs = {
        "a": await quiet.subscribe(topic, group=unique("a"), handler=recorders["a"]),
        "b": await quiet.subscribe(topic, group=unique("b"), handler=recorders["b"]),
        "owner": await owner.subscribe(topic, group=unique("o"), handler=recorders["owner"]),
        "eph": await owner.subscribe(
            topic, group=unique("e"), handler=recorders["eph"], ephemeral=True
        ),
    }
    dead: Recorder[DeadLetter] = Recorder()
    await owner.subscribe_dead_letters(group=unique("ops"), handler=dead)
    # on Kafka both buses read one topic; two in-process buses each have their own
    publishers = [owner] if not isinstance(owner, InMemoryEventBus) else [quiet, owner]
    for bus in publishers:
        await bus.publish_raw(topic, b"{not json", key="k")
        await bus.publish(good, topic=topic)
    # the good message follows the bad one on its partition: once it is handled, so was the bad
    for name, recorder in recorders.items():
        await recorder.wait_for(1)
        stats = subs[name].stats
        if name == "owner":
            assert stats.dead_lettered == 1
        else:
            assert stats.dead_lettered == 0, name
            assert stats.ignored == 1, name
    (letter,) = await dead.wait_for(1)
    assert letter.reason == "malformed"
    assert letter.traceback, "a decoding failure keeps the traceback of its error"


# --- batch subscriptions (`subscribe_batches`, ADR 0033) ----------------------------------------


class Batches:
    """A batch handler that records each batch it is handed; optionally runs `then` first."""

    def __init__(self, then: Callable[[list[Event]], Awaitable[None]] | None = None) -> None:
        self.batches: list[list[Event]] = []
        self.messages: list[Delivered[Event]] = []
        self.items: Recorder[Event] = Recorder()
        self._then = then

    async def __call__(self, batch: Sequence[Delivered[Event]]) -> None:
        events = [d.item for d in batch]
        if self._then is not None:
            await self._then(events)
        self.batches.append(events)
        self.messages += batch
        for event in events:
            await self.items(event)


async def test_a_batch_subscription_hands_over_bounded_batches_in_order_per_key(
    make_bus: BusFactory,
) -> None:
    bus = await make_bus()
    topic = unique("batches")
    group = unique("g")
    keys = [f"run-{i}" for i in range(4)]
    handler = Batches()
    sub = await bus.subscribe_batches(topic, group=group, handler=handler, max_batch=7)
    published = [probe(k, seq) for seq in range(15) for k in keys]
    await bus.publish_many(published, topic=topic)
    items = await handler.items.wait_for(len(published), timeout=90)
    assert sorted(e.event_id for e in items) == sorted(e.event_id for e in published)
    assert all(1 <= len(batch) <= 7 for batch in handler.batches)
    per_key: dict[str, list[int]] = {}
    for e in items:
        assert isinstance(e, BusProbe)
        per_key.setdefault(e.data.key, []).append(e.data.seq)
    assert all(seqs == list(range(15)) for seqs in per_key.values())
    # each message comes with the bytes it was published as
    assert all(d.message.value == encode_event(d.item) for d in handler.messages)
    assert all(d.message.topic.endswith(topic) for d in handler.messages)
    await bus.wait_consumed(group, [topic], timeout_s=60)
    assert sub.stats.handled == len(published)


async def test_a_batch_waits_at_most_its_linger_for_more(make_bus: BusFactory) -> None:
    bus = await make_bus()
    topic = unique("linger")
    handler = Batches()
    await bus.subscribe_batches(
        topic, group=unique("g"), handler=handler, max_batch=1000, linger_s=0.3
    )
    await bus.publish(probe("k", 0), topic=topic)
    await asyncio.sleep(0.05)
    await bus.publish(probe("k", 1), topic=topic)
    await handler.items.wait_for(2, timeout=60)
    # both arrived within the first one's linger: one handler call
    assert [len(b) for b in handler.batches] == [2]


async def test_a_batch_is_screened_per_message(make_bus: BusFactory) -> None:
    """Bad bytes are dead-lettered, other types skipped and duplicates suppressed message by
    message; the rest of the batch goes to the handler."""
    bus = await make_bus()
    topic = unique("screen")
    handler = Batches()
    dead: Recorder[DeadLetter] = Recorder()
    await bus.subscribe_dead_letters(group=unique("ops"), handler=dead)
    other = RunCompleted(
        producer="contract-test", run_id="run_abc123", data=RunCompletedData(status="succeeded")
    )
    event, marker = probe("k", 0), probe("k", 1)
    await bus.publish(event, topic=topic)
    await bus.publish_raw(topic, b"\xff\xfe not json", key="k")
    await bus.publish(event, topic=topic)  # a duplicate
    await bus.publish(other, topic=topic)
    sub = await bus.subscribe_batches(
        topic, group=unique("g"), handler=handler, accept=[BusProbe], linger_s=0.05
    )
    await bus.publish(event, topic=topic)  # handled already: suppressed in a later batch
    await bus.publish(marker, topic=topic)
    items = await handler.items.wait_until(lambda items: marker in items, what="the marker")
    assert items == [event, marker]
    (letter,) = await dead.wait_for(1)
    assert letter.reason == "malformed"
    assert sub.stats.duplicates == 2
    assert sub.stats.ignored == 1


async def test_a_failing_batch_is_retried_then_succeeds(make_bus: BusFactory) -> None:
    bus = await make_bus()
    topic = unique("bretry")
    calls: list[int] = []

    async def flaky(events: list[Event]) -> None:
        calls.append(len(events))
        if len(calls) <= 2:
            raise ConnectionError("the store is briefly unavailable")

    handler = Batches(then=flaky)
    await bus.publish_many([probe("k", i) for i in range(5)], topic=topic)
    sub = await bus.subscribe_batches(topic, group=unique("g"), handler=handler, linger_s=0.2)
    items = await handler.items.wait_for(5, timeout=60)
    assert len(items) == 5
    assert sub.stats.retries == 2
    assert sub.stats.handled == 5
    assert sub.stats.dead_lettered == 0


async def test_a_batch_that_always_fails_is_dead_lettered_message_by_message(
    make_bus: BusFactory,
) -> None:
    bus = await make_bus()
    topic = unique("bpoison")
    poison = [probe("k", i) for i in range(3)]
    after = probe("k", 9)

    async def refuse_poison(events: list[Event]) -> None:
        if any(e.event_id in {p.event_id for p in poison} for e in events):
            raise ValueError("cannot record this batch")

    handler = Batches(then=refuse_poison)
    dead: Recorder[DeadLetter] = Recorder()
    await bus.subscribe_dead_letters(group=unique("ops"), handler=dead)
    await bus.publish_many(poison, topic=topic)
    group = unique("g")
    sub = await bus.subscribe_batches(topic, group=group, handler=handler, linger_s=0.2)
    letters = await dead.wait_for(3, timeout=60)
    await bus.publish(after, topic=topic)
    await handler.items.wait_until(lambda items: after in items, what="the event after")
    assert sorted(x.event_id or "" for x in letters) == sorted(p.event_id for p in poison)
    assert {x.reason for x in letters} == {"handler_failed"}
    assert {x.attempts for x in letters} == {FAST_RETRY.max_attempts}
    assert all("cannot record this batch" in x.error for x in letters)
    assert sub.stats.dead_lettered == 3
    await bus.wait_consumed(group, [topic], timeout_s=60)


async def test_an_abandoned_batch_member_leaves_its_unfinished_batches_to_the_next(
    make_bus: BusFactory,
) -> None:
    """A crash mid-batch: nothing of the batch is committed; the next member gets all of it,
    and what finished before stays committed (not handed over again)."""
    bus = await make_bus()
    topic = unique("babandon")
    group = unique("g")
    done = [probe("k", i) for i in range(3)]
    held = [probe("k", i) for i in range(3, 6)]
    held_ids = {e.event_id for e in held}
    entered = asyncio.Event()
    cancelled: list[list[Event]] = []

    async def hold_the_second(events: list[Event]) -> None:
        if any(e.event_id in held_ids for e in events):
            entered.set()
            try:
                await asyncio.Event().wait()  # never set: only the cancellation ends it
            except asyncio.CancelledError:
                cancelled.append(events)
                raise

    first = Batches(then=hold_the_second)
    sub = await bus.subscribe_batches(topic, group=group, handler=first, linger_s=0.3)
    await bus.publish_many(done, topic=topic)
    await first.items.wait_for(3, timeout=60)
    await bus.wait_consumed(group, [topic], timeout_s=60)
    await bus.publish_many(held, topic=topic)
    await asyncio.wait_for(entered.wait(), timeout=60)
    await sub.abandon()
    assert [e.event_id for batch in cancelled for e in batch] == [e.event_id for e in held]
    second = Batches()
    await bus.subscribe_batches(topic, group=group, handler=second, linger_s=0.3)
    assert await second.items.wait_for(3, timeout=60) == held
    await bus.wait_consumed(group, [topic], timeout_s=60)
    assert second.items.items == held  # what the first member finished was not handed over


async def test_subscribe_batches_rejects_bad_bounds(make_bus: BusFactory) -> None:
    bus = await make_bus()
    handler = Batches()
    with pytest.raises(ValueError, match=r"max_batch=…\) must be a whole number"):
        await bus.subscribe_batches(unique("t"), group=unique("g"), handler=handler, max_batch=0)
    with pytest.raises(ValueError, match=r"in_flight=…\) must be a whole number"):
        await bus.subscribe_batches(unique("t"), group=unique("g"), handler=handler, in_flight=0)
    with pytest.raises(ValueError, match=r"linger_s=…\) must be between"):
        await bus.subscribe_batches(unique("t"), group=unique("g"), handler=handler, linger_s=-1)


async def test_a_rebalance_abandons_the_batches_on_partitions_that_moved(
    make_bus: BusFactory,
) -> None:
    """A member joins while the first one's batch is held: the messages on partitions that
    moved are not committed by the first member, so the newcomer receives them at once (without
    waiting for the held batch); every message is handled at least once and, in the end,
    committed."""
    bus = await make_bus()
    topic = unique("batch-rebalance")
    group = unique("g")
    release = asyncio.Event()
    first_seen: set[str] = set()
    finished: dict[str, list[Event]] = {"a": [], "b": []}

    def member(name: str) -> Callable[[Sequence[Delivered[Event]]], Awaitable[None]]:
        async def handle(batch: Sequence[Delivered[Event]]) -> None:
            events = [d.item for d in batch]
            if any(e.event_id not in first_seen for e in events):  # a first delivery is held
                first_seen.update(e.event_id for e in events)
                await asyncio.wait_for(release.wait(), timeout=REBALANCE_HOLD_S)
            finished[name] += events

        return handle

    await bus.subscribe_batches(topic, group=group, handler=member("a"), name="a", linger_s=0.2)
    held = [probe(f"spread-{i}", i) for i in range(24)]  # keys over every partition
    await bus.publish_many(held, topic=topic)
    await wait_until(lambda: len(first_seen) == len(held), timeout=60, what="a's held batch")
    await bus.subscribe_batches(topic, group=group, handler=member("b"), name="b", linger_s=0.2)
    await assigned(bus, "a", "b")
    await wait_until(
        lambda: bool(finished["b"]),
        timeout=60,
        what="b handling the messages on the partitions that moved while a's batch is held",
    )
    release.set()
    await bus.wait_consumed(group, [topic], timeout_s=60)
    handled = {e.event_id for e in finished["a"] + finished["b"]}
    assert handled == {e.event_id for e in held}
