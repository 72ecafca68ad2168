"""A member left without partitions by a rebalance that never completes is reported.

A member that holds no partitions has no lag, so the lag-based stall check cannot see it. When a
rebalance does not complete (members whose joins keep restarting it, as aiokafka 0.14 did with
two assignors; or one member whose revoke callback hangs, so it never rejoins and the broker
waits for it up to its rebalance timeout), every member of the group waits without partitions
and the messages on the topic are handled by nobody. The watchdog must say so. A member that
was assigned no partitions (more members than partitions) has its assignment and is not
reported.
"""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Collection

import pytest
from aiokafka import AIOKafkaConsumer, ConsumerRebalanceListener, TopicPartition

from quantward_bus import LivenessPolicy
from quantward_bus.kafka_bus import KafkaEventBus
from quantward_bus.testing import Recorder, wait_until
from quantward_contracts import Event

pytestmark = [pytest.mark.connected, pytest.mark.kafka]

SESSION_TIMEOUT_MS = 6_000
HEARTBEAT_MS = 500
#: longer than a rebalance with a live group takes here (a heartbeat and a join round)
STALL_AFTER_S = 5.0
#: how long the broker waits for the hanging member to rejoin: far beyond the stall bound
HANGING_REBALANCE_TIMEOUT_MS = 120_000


def new_bus(kafka_bootstrap: str, run: str, name: str, *, partitions: int) -> KafkaEventBus:
    return KafkaEventBus(
        kafka_bootstrap,
        client_id=f"unassigned-{name}-{run}",
        dead_letter_topic=f"test.unassigned-dlq.{run}",
        partitions=partitions,
        session_timeout_ms=SESSION_TIMEOUT_MS,
        heartbeat_interval_ms=HEARTBEAT_MS,
        liveness=LivenessPolicy(check_interval_s=0.2, stall_after_s=STALL_AFTER_S, max_restarts=1),
    )


class _HangsOnRevokeOnceArmed(ConsumerRebalanceListener):  # type: ignore[misc]
    """A foreign member's listener: joins normally, then, once armed, never returns from the
    next revoke until released (a member whose rebalance callback hangs)."""

    def __init__(self) -> None:
        self.assigned = asyncio.Event()
        self.armed = False
        self.hanging = asyncio.Event()
        self.release = asyncio.Event()

    async def on_partitions_revoked(self, revoked: Collection[TopicPartition]) -> None:
        if self.armed:
            self.hanging.set()
            await self.release.wait()

    async def on_partitions_assigned(self, assigned: Collection[TopicPartition]) -> None:
        self.assigned.set()


async def _poll(consumer: AIOKafkaConsumer) -> None:
    while True:
        await consumer.getmany(timeout_ms=200)


async def test_a_member_waiting_on_a_rebalance_that_never_completes_is_reported(
    kafka_bootstrap: str,
) -> None:
    run = uuid.uuid4().hex[:10]
    topic, group = f"test.unassigned.{run}", f"unassigned-{run}"
    first = new_bus(kafka_bootstrap, run, "first", partitions=2)
    second = new_bus(kafka_bootstrap, run, "second", partitions=2)
    listener = _HangsOnRevokeOnceArmed()
    foreign = AIOKafkaConsumer(
        bootstrap_servers=kafka_bootstrap,
        client_id=f"unassigned-foreign-{run}",
        group_id=first.wire_name(group),
        enable_auto_commit=False,
        session_timeout_ms=SESSION_TIMEOUT_MS,
        heartbeat_interval_ms=HEARTBEAT_MS,
        rebalance_timeout_ms=HANGING_REBALANCE_TIMEOUT_MS,
    )
    polling: asyncio.Task[None] | None = None
    try:
        await first.start()
        await first.subscribe(topic, group=group, handler=Recorder[Event](), name="first")
        await wait_until(
            lambda: bool(first.health()[0].assigned_partitions),
            timeout=60,
            what="the first member's assignment",
        )
        await foreign.start()
        foreign.subscribe(topics=[first.wire_name(topic)], listener=listener)
        polling = asyncio.create_task(_poll(foreign))
        await asyncio.wait_for(listener.assigned.wait(), timeout=60)
        await wait_until(
            lambda: first.health()[0].state == "running" and first.health()[0].restarts == 0,
            timeout=60,
            what="the first member back in the group with the foreign one",
        )
        assert first.health()[0].detail == "", "a rebalance of a live group was reported"

        # The next rebalance (a second member joins) never completes: the foreign member hangs
        # in its revoke callback and the broker waits for it to rejoin.
        listener.armed = True
        await second.start()
        await second.subscribe(topic, group=group, handler=Recorder[Event](), name="second")
        await asyncio.wait_for(listener.hanging.wait(), timeout=60)

        await wait_until(
            lambda: "no partition assignment" in first.health()[0].detail,
            timeout=60,
            what="the first member reported as waiting for its assignment",
        )
        detail = first.health()[0].detail
        assert f"from group {first.wire_name(group)}" in detail, detail
        assert "rebalance has not completed" in detail, detail
    finally:
        listener.release.set()
        if polling is not None:
            polling.cancel()
            await asyncio.gather(polling, return_exceptions=True)
        await foreign.stop()
        await asyncio.gather(first.stop(), second.stop(), return_exceptions=True)


async def test_a_member_assigned_no_partitions_is_not_reported(kafka_bootstrap: str) -> None:
    run = uuid.uuid4().hex[:10]
    topic, group = f"test.unassigned-spare.{run}", f"unassigned-spare-{run}"
    buses = [new_bus(kafka_bootstrap, run, f"m{i}", partitions=1) for i in range(2)]
    try:
        for i, bus in enumerate(buses):
            await bus.start()
            await bus.subscribe(topic, group=group, handler=Recorder[Event](), name=f"m{i}")

        def owners() -> list[int]:
            return [len(bus.health()[0].assigned_partitions) for bus in buses]

        await wait_until(lambda: sorted(owners()) == [0, 1], timeout=60, what="one owner")
        spare = buses[owners().index(0)]
        # well past the stall bound with its (empty) assignment, checked every 0.2 s
        await wait_until(
            lambda: (spare.health()[0].seconds_since_progress or 0) > 3 * STALL_AFTER_S,
            timeout=60,
            what="the spare member idle three stall bounds",
        )
        (health,) = spare.health()
        assert health.state == "running", health
        assert health.detail == "", health
        assert health.restarts == 0, health
    finally:
        await asyncio.gather(*(bus.stop() for bus in buses), return_exceptions=True)
