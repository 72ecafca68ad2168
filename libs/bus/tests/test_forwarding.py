"""A forwarded group on the in-process bus: messages handed over as published, in publish order,
and consumed only as far as its consumer commits."""

from __future__ import annotations

import asyncio

import pytest

from quantward_bus import InMemoryEventBus, RawMessage


async def test_messages_go_to_the_sink_as_published_and_count_only_once_committed() -> None:
    taken: list[RawMessage] = []
    async with InMemoryEventBus(partitions=4) as bus:
        forwarding = bus.forward(["t.a", "t.b"], group="g", sink=taken.append)
        await bus.publish_raw("t.a", b"1", key="k1")
        await bus.publish_raw("t.b", b"2", key="k2")
        await bus.publish_raw("t.a", b"3", key="k3")
        assert [m.value for m in taken] == [b"1", b"2", b"3"]  # at once, in publish order
        assert forwarding.health().lag == 3
        with pytest.raises(TimeoutError, match="'g' is still 3 message"):
            await bus.wait_consumed("g", ["t.a", "t.b"], timeout_s=0.05)

        waiting = asyncio.create_task(bus.wait_consumed("g", ["t.a", "t.b"], timeout_s=30))
        for message in taken[:2]:
            forwarding.commit(message.topic, message.partition, message.offset + 1)
        await asyncio.sleep(0)
        assert not waiting.done()
        forwarding.commit(taken[2].topic, taken[2].partition, taken[2].offset + 1)
        await asyncio.wait_for(waiting, 1)  # woken by the commit, not by a poll
        assert forwarding.health().lag == 0
        assert forwarding.stats.handled == 3


async def test_the_backlog_is_what_the_group_did_not_commit_in_publish_order() -> None:
    async with InMemoryEventBus(partitions=3) as bus:
        for i in range(12):
            await bus.publish_raw("t.a" if i % 2 else "t.b", str(i).encode(), key=f"k{i}")
        first = bus.forward(["t.a", "t.b"], group="g", sink=lambda _: None)
        backlog = first.backlog()
        assert [m.value for m in backlog] == [str(i).encode() for i in range(12)]
        for message in backlog[:5]:
            first.commit(message.topic, message.partition, message.offset + 1)
        await first.close()
        # The next consumer of the group gets what was not committed, still in publish order:
        # a partition's offset moved past its earliest messages only.
        again = bus.forward(["t.a", "t.b"], group="g", sink=lambda _: None)
        assert [m.value for m in again.backlog()] == [str(i).encode() for i in range(5, 12)]


async def test_a_forwarded_group_has_one_consumer() -> None:
    async def handler(_: object) -> None:
        return None

    async with InMemoryEventBus() as bus:
        bus.forward(["t.a"], group="g", sink=lambda _: None)
        with pytest.raises(ValueError, match="already forwarded"):
            bus.forward(["t.a"], group="g", sink=lambda _: None)
        with pytest.raises(ValueError, match=r"is forwarded on 't\.a'"):
            await bus.subscribe("t.a", group="g", handler=handler)
        await bus.subscribe("t.b", group="h", handler=handler)
        with pytest.raises(ValueError, match="already has subscribers"):
            bus.forward(["t.b"], group="h", sink=lambda _: None)


async def test_a_closed_forwarding_takes_nothing_more_and_leaves_health() -> None:
    taken: list[RawMessage] = []
    async with InMemoryEventBus() as bus:
        forwarding = bus.forward(["t.a"], group="g", sink=taken.append, name="rec")
        assert [h.name for h in bus.health()] == ["rec"]
        forwarding.failure = "the consumer died"
        assert bus.health()[0].state == "failed"
        assert bus.health()[0].detail == "the consumer died"
        await forwarding.close()
        await bus.publish_raw("t.a", b"x")
        assert taken == []
        assert bus.health() == []
