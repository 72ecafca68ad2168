"""Joining a consumer group on the real broker: one rebalance per join, and members that join
together all get partitions.

aiokafka 0.14 sends its JoinGroup request once per configured assignor, each listing the
protocols named so far (aio-libs/aiokafka#1168): with two assignors a member joined with one
protocol, then at once again with two. The broker takes the second request as a member whose
protocols changed and starts another rebalance, which every member must rejoin, each of them
again twice. Two members joining at the same moment (researcher processes started together, a
test's members) could keep restarting each other's rebalance: one member held its partitions
between rounds while the other never completed a round, so the messages on its share of the
partitions were not handled for a minute or more. Nothing flagged it: a member without an
assignment has no lag to report.
"""

from __future__ import annotations

import asyncio
import time
import uuid

import pytest

from quantward_bus.kafka_bus import KafkaEventBus, KafkaSubscription
from quantward_bus.testing import Recorder, wait_until
from quantward_contracts import Event
from quantward_contracts.events import BusProbe, BusProbeData

pytestmark = [pytest.mark.connected, pytest.mark.kafka]

SESSION_TIMEOUT_MS = 6_000
HEARTBEAT_MS = 1_000
PARTITIONS = 6
#: a member learns of a rebalance at its next heartbeat and each join waits at most the
#: rebalance timeout (the session timeout here); one round per member that joins
BOUND_S = 2 * (SESSION_TIMEOUT_MS + HEARTBEAT_MS) / 1000
MEMBERS = 3


def probe(seq: int) -> BusProbe:
    return BusProbe(
        producer="group-join-test", data=BusProbeData(key=f"spread-{seq}", seq=seq, sent_at_ns=0)
    )


def new_bus(kafka_bootstrap: str, name: str, run: str) -> KafkaEventBus:
    return KafkaEventBus(
        kafka_bootstrap,
        client_id=f"{name}-{run}",
        dead_letter_topic=f"test.group-join-dlq.{run}",
        partitions=PARTITIONS,
        session_timeout_ms=SESSION_TIMEOUT_MS,
        heartbeat_interval_ms=HEARTBEAT_MS,
    )


async def test_a_lone_member_is_assigned_its_partitions_in_the_group_s_first_generation(
    kafka_bootstrap: str,
) -> None:
    run = uuid.uuid4().hex[:10]
    async with new_bus(kafka_bootstrap, "lone", run) as bus:
        subscription = await bus.subscribe(
            f"test.group-join.{run}",
            group=f"group-join-{run}",
            handler=Recorder[Event](),
            name="lone",
        )
        assert isinstance(subscription, KafkaSubscription)
        await wait_until(
            lambda: len(bus.health()[0].assigned_partitions) == PARTITIONS,
            timeout=BOUND_S,
            what="the member's assignment",
        )
        # aiokafka's own record of the generation it was assigned in
        generation = subscription.consumer_for_tests()._coordinator.generation

    assert generation == 1, (
        f"the lone member was assigned in generation {generation}: joining took "
        f"{generation} rebalances instead of one (a JoinGroup whose protocols differ from the "
        "member's previous one starts another)"
    )


async def test_members_that_join_at_once_all_get_partitions_and_every_message_is_handled(
    kafka_bootstrap: str,
) -> None:
    run = uuid.uuid4().hex[:10]
    topic, group = f"test.group-join.{run}", f"group-join-{run}"
    handled: Recorder[Event] = Recorder()
    buses = [new_bus(kafka_bootstrap, f"m{i}", run) for i in range(MEMBERS)]
    try:
        await asyncio.gather(*(bus.start() for bus in buses))
        started = time.monotonic()
        await asyncio.gather(
            *(
                bus.subscribe(topic, group=group, handler=handled, name=f"m{i}")
                for i, bus in enumerate(buses)
            )
        )

        def settled() -> bool:
            owned = [set(bus.health()[0].assigned_partitions) for bus in buses]
            return all(owned) and sum(map(len, owned)) == len(set().union(*owned)) == PARTITIONS

        await wait_until(settled, timeout=60, what="every member owning disjoint partitions")
        settled_s = time.monotonic() - started
        probes = [probe(i) for i in range(4 * PARTITIONS)]
        await buses[0].publish_many(probes, topic=topic)
        await handled.wait_for(len(probes), timeout=60)
    finally:
        await asyncio.gather(*(bus.stop() for bus in buses), return_exceptions=True)

    assert settled_s <= BOUND_S, (
        f"the group took {settled_s:.1f}s to settle after {MEMBERS} members joined at once; "
        f"one rebalance round per member takes at most {BOUND_S:.0f}s"
    )
    assert sorted(e.event_id for e in handled.items) == sorted(e.event_id for e in probes)
