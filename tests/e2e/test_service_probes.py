"""Every service's probes, as `quantward serve` wires them: `/readyz`, `/livez`, `/metrics` over
HTTP and, where the service serves gRPC, the standard `grpc.health.v1.Health` on its port.

Each service is built by its own `build_app` (on the session's embedded home and an in-process
bus) and probed through the kit's `Probes` and `ProbeServer`. Liveness is driven by a fake clock
and injected stalls: nothing here sleeps to make a probe fail.
"""

from __future__ import annotations

import asyncio
import threading
import urllib.error
import urllib.request
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, replace
from typing import Any

import grpc
import pytest
import pytest_asyncio
from grpc_health.v1 import health_pb2, health_pb2_grpc

from quantward_bus import InMemoryEventBus
from quantward_kit.lifecycle import Service, shut_down
from quantward_kit.probes import Probes, ProbeServer

pytestmark = pytest.mark.asyncio(loop_scope="function")

Builder = Callable[[InMemoryEventBus], Awaitable[Service]]


async def _orchestrator(bus: InMemoryEventBus) -> Service:
    from quantward_orchestrator.app import build_app

    return await build_app(bus=bus)


async def _researcher(bus: InMemoryEventBus) -> Service:
    from quantward_researcher.app import build_app
    from quantward_researcher.settings import ResearcherSettings

    return await build_app(ResearcherSettings(researcher_workers=1), bus=bus)


async def _guardian(bus: InMemoryEventBus) -> Service:
    from quantward_guardian.app import build_app

    return await build_app(bus=bus)


async def _validator(bus: InMemoryEventBus) -> Service:
    from quantward_validator.app import build_app

    return await build_app(bus=bus)


async def _resolver(bus: InMemoryEventBus) -> Service:
    from quantward_resolver.app import build_app

    return await build_app(bus=bus)


async def _grounder(bus: InMemoryEventBus) -> Service:
    from quantward_grounder.app import build_app

    return await build_app(bus=bus)


async def _search(bus: InMemoryEventBus) -> Service:
    from quantward_cli.local import build_search_app

    return await build_search_app()


async def _recorder(bus: InMemoryEventBus) -> Service:
    from quantward_recorder.app import build_app
    from quantward_recorder.settings import RecorderSettings

    return await build_app(RecorderSettings(recorder_grpc_port=0), bus=bus)


async def _sandbox(bus: InMemoryEventBus) -> Service:
    from quantward_sandbox_service.app import build_app

    return await build_app(bus=bus)


SERVICES: dict[str, Builder] = {
    "orchestrator": _orchestrator,
    "researcher": _researcher,
    "guardian": _guardian,
    "validator": _validator,
    "resolver": _resolver,
    "grounder": _grounder,
    "search": _search,
    "recorder": _recorder,
    "sandbox": _sandbox,
}
#: search answers gRPC only; every other service consumes the bus
BUS_SERVICES = sorted(set(SERVICES) - {"search"})
#: the services with a gRPC port, where the standard health protocol must answer too
GRPC_SERVICES = {"resolver", "search", "recorder"}


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@dataclass
class Probed:
    name: str
    app: Service
    bus: InMemoryEventBus
    probes: Probes
    server: ProbeServer
    clock: FakeClock

    async def get(self, path: str) -> tuple[int, str]:
        """GET from a worker thread: the probe server asks the event loop, so the loop must run."""
        return await asyncio.to_thread(http_get, self.server.port, path)

    async def grpc_status(self) -> Any:
        port = getattr(self.app, "grpc_port", None)
        assert port, f"{self.name} has no gRPC port"
        async with grpc.aio.insecure_channel(f"127.0.0.1:{port}") as channel:
            reply = await health_pb2_grpc.HealthStub(channel).Check(
                health_pb2.HealthCheckRequest(service=""), timeout=10
            )
        return reply.status


def http_get(port: int | None, path: str) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=30) as reply:
            return reply.status, reply.read().decode()
    except urllib.error.HTTPError as err:
        return err.code, err.read().decode()


@pytest_asyncio.fixture(params=sorted(SERVICES))
async def probed(request: pytest.FixtureRequest, quantward_home: Any) -> AsyncIterator[Probed]:
    name: str = request.param
    clock = FakeClock()
    with quantward_home.activated():
        bus = InMemoryEventBus()
        await bus.start()
        app = await SERVICES[name](bus)
        probes = Probes(
            app,
            bus=None if name == "search" else bus,
            loop_stall_s=10.0,
            heartbeat_s=3600.0,  # the test stamps the heartbeat itself (`beat()`)
            clock=clock,
        )
        server = ProbeServer(probes, host="127.0.0.1", port=0)
        server.start()
        try:
            yield Probed(name, app, bus, probes, server, clock)
        finally:
            await shut_down(app)
            await probes.close()
            server.stop()
            await bus.stop()


async def started(p: Probed) -> None:
    await p.app.start()
    await p.probes.started()


async def test_ready_only_after_start_and_not_after_stop_begins(probed: Probed) -> None:
    status, body = await probed.get("/readyz")
    assert status == 503
    assert "starting" in body
    status, _ = await probed.get("/livez")
    assert status == 200  # starting is alive: a liveness probe must not kill a slow start

    await started(probed)
    status, body = await probed.get("/readyz")
    assert status == 200, body
    assert "process lifecycle: ok" in body
    status, body = await probed.get("/livez")
    assert status == 200, body
    if probed.name in GRPC_SERVICES:
        assert await probed.grpc_status() == health_pb2.HealthCheckResponse.SERVING

    probed.probes.stopping()
    status, body = await probed.get("/readyz")
    assert status == 503
    assert "process lifecycle: FAILED (stopping)" in body
    if probed.name in GRPC_SERVICES:
        assert await probed.grpc_status() == health_pb2.HealthCheckResponse.NOT_SERVING


async def test_liveness_fails_while_the_event_loop_is_blocked(probed: Probed) -> None:
    await started(probed)
    assert (await probed.get("/livez"))[0] == 200

    # Block the event loop (as a handler doing CPU work on it would) while a probe asks; the
    # fake clock moves past the limit with no heartbeat, as real time would.
    answered = threading.Event()
    answer: list[tuple[int, str]] = []

    def probe() -> None:
        answer.append(http_get(probed.server.port, "/livez"))
        answered.set()

    probed.clock.advance(11.0)
    threading.Thread(target=probe, daemon=True).start()
    assert answered.wait(timeout=30), "the probe did not answer while the loop was blocked"
    status, body = answer[0]
    assert status == 503
    assert "no heartbeat for 11.0s" in body
    assert "blocking the loop" in body

    probed.probes.beat()  # the loop runs again
    status, body = await probed.get("/livez")
    assert status == 200, body


@pytest.mark.parametrize("probed", BUS_SERVICES, indirect=True)
async def test_liveness_and_readiness_fail_when_a_consumer_stalls(
    probed: Probed, monkeypatch: pytest.MonkeyPatch
) -> None:
    await started(probed)
    assert (await probed.get("/livez"))[0] == 200
    real = probed.bus.health
    assert real(), f"{probed.name} has no subscription"

    def stalled() -> list[Any]:
        first, *rest = real()
        return [replace(first, state="stalled", detail="injected: no progress for 300s"), *rest]

    monkeypatch.setattr(probed.bus, "health", stalled)
    status, body = await probed.get("/livez")
    assert status == 503
    assert "stalled: injected: no progress for 300s" in body
    status, body = await probed.get("/readyz")
    assert status == 503
    assert "bus consumers: FAILED" in body


async def test_metrics_are_served(probed: Probed) -> None:
    await started(probed)
    probed.probes.beat()
    status, body = await probed.get("/metrics")
    assert status == 200
    assert "# TYPE quantward_events_published_total counter" in body
    assert "# TYPE quantward_model_call_seconds histogram" in body
    if probed.name != "search":
        assert "quantward_consumer_up{" in body


async def test_unknown_paths_are_refused(probed: Probed) -> None:
    status, body = await probed.get("/health")
    assert status == 404
    assert "/livez, /readyz and /metrics" in body
