"""Consumer liveness on the real broker: a member that silently stops consuming is replaced.

The failure mode reproduced is the one seen with aiokafka (and librdkafka) after a rebalance:
the consumer stays in its group and keeps heart-beating, but its partitions are left paused, so
it fetches nothing while lag grows and every health check says 200. The watchdog must notice
(messages waiting, no progress), report it, and replace the consumer so consumption resumes.
"""

from __future__ import annotations

import asyncio
import uuid

import pytest

from quantward_bus import LivenessPolicy, RetryPolicy
from quantward_bus.kafka_bus import KafkaEventBus, KafkaSubscription
from quantward_bus.testing import Recorder, wait_until
from quantward_contracts import Event
from quantward_contracts.events import BusProbe, BusProbeData

pytestmark = [pytest.mark.connected, pytest.mark.kafka]


def probe(seq: int) -> BusProbe:
    return BusProbe(producer="liveness-test", data=BusProbeData(key="k", seq=seq, sent_at_ns=0))


async def test_a_consumer_with_paused_partitions_is_detected_and_replaced(
    kafka_bootstrap: str,
) -> None:
    run = uuid.uuid4().hex[:10]
    topic = f"test.liveness.{run}"
    bus = KafkaEventBus(
        kafka_bootstrap,
        client_id=f"liveness-{run}",
        retry=RetryPolicy(max_attempts=2, initial_backoff_s=0.01),
        liveness=LivenessPolicy(check_interval_s=0.2, stall_after_s=1.0, max_restarts=3),
        dead_letter_topic=f"test.liveness-dlq.{run}",
    )
    async with bus:
        received: Recorder[Event] = Recorder()
        sub = await bus.subscribe(topic, group=f"live-{run}", handler=received, name="victim")
        assert isinstance(sub, KafkaSubscription)
        await bus.publish(probe(0), topic=topic)
        await received.wait_for(1, timeout=60)

        # Simulate the silent stop: the member keeps its partitions but fetches nothing.
        sub.consumer_for_tests().pause(*sub.consumer_for_tests().assignment())
        await bus.publish_many([probe(i) for i in range(1, 6)], topic=topic)

        await wait_until(lambda: sub.stats.restarts >= 1, timeout=60, what="the watchdog restart")
        items = await received.wait_for(6, timeout=60)
        assert [e.data.seq for e in items if isinstance(e, BusProbe)] == list(range(6))
        (health,) = bus.health()
        assert health.restarts >= 1
        assert "no progress" in health.detail
        # the report names the cause state: which partition, where it stands, and that it is paused
        # (the probes' one key puts them on one partition: 1 handled, 6 there)
        wire = bus.wire_name(topic)
        assert "]: position 1, high watermark 6, paused" in health.detail, health.detail
        assert wire in health.detail
        await wait_until(
            lambda: bus.health()[0].state == "running",
            timeout=30,
            what="the replaced consumer to report running",
        )


async def test_a_consumer_that_never_learns_its_fetch_positions_is_replaced(
    kafka_bootstrap: str,
) -> None:
    """aiokafka's `position` waits without end while a partition has no fetch position (its
    committed offset never arrives). The watchdog asks it for the lag, so it must not wait with
    it: the member is reported and replaced like any other that makes no progress."""
    run = uuid.uuid4().hex[:10]
    topic = f"test.liveness-positions.{run}"
    bus = KafkaEventBus(
        kafka_bootstrap,
        client_id=f"liveness-{run}",
        retry=RetryPolicy(max_attempts=2, initial_backoff_s=0.01),
        liveness=LivenessPolicy(check_interval_s=0.2, stall_after_s=1.0, max_restarts=3),
        dead_letter_topic=f"test.liveness-dlq.{run}",
    )
    async with bus:
        received: Recorder[Event] = Recorder()
        sub = await bus.subscribe(topic, group=f"live-{run}", handler=received, name="victim")
        assert isinstance(sub, KafkaSubscription)
        await bus.publish(probe(0), topic=topic)
        await received.wait_for(1, timeout=60)

        consumer = sub.consumer_for_tests()
        consumer.pause(*consumer.assignment())

        async def never_known(_: object) -> int:
            await asyncio.Event().wait()
            raise AssertionError("unreachable")

        consumer.position = never_known
        await bus.publish_many([probe(i) for i in range(1, 4)], topic=topic)

        await wait_until(lambda: sub.stats.restarts >= 1, timeout=60, what="the watchdog restart")
        items = await received.wait_for(4, timeout=60)
        assert [e.data.seq for e in items if isinstance(e, BusProbe)] == list(range(4))
        detail = bus.health()[0].detail
        assert "without a fetch position" in detail
        assert "the poll loop awaits _run" in detail, detail  # where the silent loop waits


async def test_a_consumer_whose_committed_offsets_never_arrive_after_a_rebalance_is_named(
    kafka_bootstrap: str,
) -> None:
    """After a rebalance aiokafka starts each partition at the group's committed offset, which it
    asks the coordinator for (OffsetFetch). While that answer is missing the partition has no
    fetch position, and the fetcher's task for the broker waits for it, so no partition led by
    that broker is fetched: assigned, heart-beating, fetching nothing. The stall report must name
    that state (the partitions awaiting their committed offset, the fetcher task waiting on it)
    and the member is replaced."""
    run = uuid.uuid4().hex[:10]
    topic = f"test.liveness-committed.{run}"
    bus = KafkaEventBus(
        kafka_bootstrap,
        client_id=f"liveness-{run}",
        retry=RetryPolicy(max_attempts=2, initial_backoff_s=0.01),
        liveness=LivenessPolicy(check_interval_s=0.2, stall_after_s=1.0, max_restarts=3),
        dead_letter_topic=f"test.liveness-dlq.{run}",
    )
    async with bus:
        received: Recorder[Event] = Recorder()
        sub = await bus.subscribe(topic, group=f"live-{run}", handler=received, name="victim")
        assert isinstance(sub, KafkaSubscription)
        await bus.publish(probe(0), topic=topic)
        await received.wait_for(1, timeout=60)

        consumer = sub.consumer_for_tests()
        coordinator = consumer._coordinator

        async def never_answered(_: object) -> dict[object, object]:
            await asyncio.Event().wait()
            raise AssertionError("unreachable")

        coordinator._do_fetch_commit_offsets = never_answered
        coordinator.request_rejoin()  # a rebalance: the partitions start again, unpositioned
        await bus.publish_many([probe(i) for i in range(1, 4)], topic=topic)

        await wait_until(lambda: sub.stats.restarts >= 1, timeout=60, what="the watchdog restart")
        items = await received.wait_for(4, timeout=60)
        assert [e.data.seq for e in items if isinstance(e, BusProbe)] == list(range(4))
        detail = bus.health()[0].detail
        assert "]: no position, awaiting its committed offset (OffsetFetch)" in detail, detail
        # one partition's missing answer holds every partition of the broker: the fetcher's task
        # for it waits, and the others are not even looked up
        assert "fetcher requests open to broker(s) [" in detail, detail
        assert "awaiting _update_fetch_positions" in detail, detail


async def test_a_consumer_whose_end_offsets_are_not_answered_is_still_reported(
    kafka_bootstrap: str,
) -> None:
    """A consumer whose connection to the broker stops answering would hold its watchdog's lag
    check for aiokafka's request timeout (40 s). The check is bounded: it goes on with the lag
    it saw last, and reports the member saying its end offsets were not answered."""
    run = uuid.uuid4().hex[:10]
    topic = f"test.liveness-ends.{run}"
    bus = KafkaEventBus(
        kafka_bootstrap,
        client_id=f"liveness-{run}",
        retry=RetryPolicy(max_attempts=2, initial_backoff_s=0.01),
        liveness=LivenessPolicy(check_interval_s=0.2, stall_after_s=1.0, max_restarts=3),
        dead_letter_topic=f"test.liveness-dlq.{run}",
    )
    async with bus:
        received: Recorder[Event] = Recorder()
        sub = await bus.subscribe(topic, group=f"live-{run}", handler=received, name="victim")
        assert isinstance(sub, KafkaSubscription)
        await bus.publish(probe(0), topic=topic)
        await received.wait_for(1, timeout=60)

        consumer = sub.consumer_for_tests()
        consumer.pause(*consumer.assignment())
        answered = consumer.end_offsets
        seen: list[int] = []

        async def answered_once(partitions: list[object]) -> dict[object, int]:
            if seen:  # once the lag was seen, the broker stops answering
                await asyncio.Event().wait()
            ends: dict[object, int] = await answered(partitions)
            if any(end > 1 for end in ends.values()):
                seen.append(1)
                sub.mark_progress()  # not reported on this check, which sees the lag answered
            return ends

        consumer.end_offsets = answered_once
        await bus.publish_many([probe(i) for i in range(1, 4)], topic=topic)

        await wait_until(lambda: sub.stats.restarts >= 1, timeout=60, what="the watchdog restart")
        items = await received.wait_for(4, timeout=60)
        assert [e.data.seq for e in items if isinstance(e, BusProbe)] == list(range(4))
        detail = bus.health()[0].detail
        assert "3 message(s) waiting" in detail, detail
        assert "its end offsets were not answered within 5s" in detail, detail
