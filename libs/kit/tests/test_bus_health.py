"""The bus liveness check reports each subscription's state to the health servicer."""

from __future__ import annotations

from quantward_bus import InMemoryEventBus
from quantward_bus.testing import wait_until
from quantward_kit.bus_health import bus_liveness_check


async def test_running_subscriptions_are_healthy_and_closed_ones_disappear() -> None:
    async with InMemoryEventBus() as bus:
        check = bus_liveness_check(bus)
        assert (await check()).detail == "no subscriptions"

        async def ignore(_: object) -> None:
            return None

        sub = await bus.subscribe("t.health", group="g", handler=ignore, name="worker")
        await wait_until(lambda: bool(bus.health()[0].assigned_partitions))
        result = await check()
        assert result.healthy
        assert "worker running" in result.detail
        await sub.close()
        assert (await check()).detail == "no subscriptions"


async def test_a_stalled_subscription_makes_the_component_unhealthy() -> None:
    from quantward_bus.port import SubscriptionHealth

    class StalledBus(InMemoryEventBus):
        def health(self) -> list[SubscriptionHealth]:
            return [
                SubscriptionHealth(
                    name="researcher",
                    group="researchers",
                    topics=("t",),
                    state="stalled",
                    detail="12 message(s) waiting but no progress for 31s",
                )
            ]

    result = await bus_liveness_check(StalledBus())()
    assert not result.healthy
    assert "researcher stalled: 12 message(s) waiting" in result.detail
