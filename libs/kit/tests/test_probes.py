"""`Probes` on their own: the consumer gauges the heartbeat refreshes, and the arguments it
refuses."""

from __future__ import annotations

import uuid

import pytest
from prometheus_client import REGISTRY

from quantward_bus import SubscriptionHealth
from quantward_kit.probes import Probes


class App:
    async def start(self) -> None:
        pass

    async def stop(self) -> None:
        pass


class NamespacedBus:
    """What the Kafka bus reports: the group under its broker-side (namespaced) name."""

    topic_namespace = "staging"

    def __init__(self, name: str) -> None:
        self.name = name
        self.state = "running"

    def health(self) -> list[SubscriptionHealth]:
        return [
            SubscriptionHealth(
                name=self.name,
                group="staging.validator",
                topics=("staging.quantward.answers.v1",),
                state=self.state,  # type: ignore[arg-type]
                lag=7,
            )
        ]


def test_the_gauges_name_the_group_as_services_do() -> None:
    name = f"validator-{uuid.uuid4().hex[:6]}"
    bus = NamespacedBus(name)
    probes = Probes(App(), bus=bus)  # type: ignore[arg-type]
    probes.beat()
    labels = {"subscription": name, "group": "validator"}
    assert REGISTRY.get_sample_value("quantward_consumer_lag", labels) == 7
    assert REGISTRY.get_sample_value("quantward_consumer_up", labels) == 1
    bus.state = "stalled"
    probes.beat()
    assert REGISTRY.get_sample_value("quantward_consumer_up", labels) == 0


def test_not_ready_before_start() -> None:
    probes = Probes(App())
    assert probes.ready_now() == (False, "process: starting")
    assert probes.live_now() == (True, "process: starting")


@pytest.mark.parametrize("field", ["loop_stall_s", "heartbeat_s", "probe_timeout_s"])
def test_durations_must_be_positive(field: str) -> None:
    with pytest.raises(ValueError, match="must be > 0 seconds"):
        Probes(App(), **{field: 0})  # type: ignore[arg-type]
