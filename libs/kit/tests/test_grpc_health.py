"""The gRPC health servicer, exercised through a real grpc.aio server and channel on 127.0.0.1.

Tests wait on the stream's next message or on events, never on a sleep: `Watch` is driven by
`notify()` (or a short poll interval where the poll itself is under test).
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import grpc
import pytest

from quantward.health.v1 import health_pb2, health_pb2_grpc
from quantward.resolver.v1 import resolver_pb2, resolver_pb2_grpc
from quantward_kit.grpc_health import ComponentHealth, HealthServicer, Mount, serve_grpc

SERVICE = "quantward.resolver.v1.ResolverService"
Status = health_pb2.CheckResponse
WAIT = 10.0  # upper bound for one awaited condition; reaching it is a failure, not a pacing


class Switch:
    """A component whose health the test flips."""

    def __init__(self, detail: str = "consumer polled 1s ago") -> None:
        self.healthy = True
        self.detail = detail

    async def __call__(self) -> ComponentHealth:
        return ComponentHealth(self.healthy, self.detail)


async def _start(health: HealthServicer) -> AsyncIterator[health_pb2_grpc.HealthServiceAsyncStub]:
    server, port = await serve_grpc(health)
    channel = grpc.aio.insecure_channel(f"127.0.0.1:{port}")
    try:
        # HealthServiceStub on an aio channel is the async stub (typed so by the .pyi overload)
        yield health_pb2_grpc.HealthServiceStub(channel)
    finally:
        await channel.close()
        await server.stop(grace=None)


@pytest.fixture
def switch() -> Switch:
    return Switch()


@pytest.fixture
def health(switch: Switch) -> HealthServicer:
    servicer = HealthServicer(check_timeout=WAIT, watch_interval=3600)
    servicer.add_check(SERVICE, "bus consumer liveness", switch)
    return servicer


@pytest.fixture
async def stub(health: HealthServicer) -> AsyncIterator[health_pb2_grpc.HealthServiceAsyncStub]:
    async for client in _start(health):
        yield client


async def _check(stub: health_pb2_grpc.HealthServiceAsyncStub, service: str) -> Status:
    return await stub.Check(health_pb2.CheckRequest(service=service), timeout=WAIT)


async def _next(call: grpc.aio.UnaryStreamCall[health_pb2.WatchRequest, Status]) -> Status:
    """The next streamed response; the stream ending instead is a failure."""
    response = await call.read()
    assert isinstance(response, Status), "Watch ended instead of streaming the next status"
    return response


async def test_serving_then_not_serving_with_the_components_detail(
    stub: health_pb2_grpc.HealthServiceAsyncStub, switch: Switch
) -> None:
    first = await _check(stub, SERVICE)
    assert first.status == Status.SERVING
    assert [(c.service, c.name, c.healthy) for c in first.components] == [
        (SERVICE, "bus consumer liveness", True)
    ]

    switch.healthy, switch.detail = False, "no poll for 42s (limit 30s)"
    second = await _check(stub, SERVICE)

    assert second.status == Status.NOT_SERVING
    (component,) = second.components
    assert (component.name, component.healthy) == ("bus consumer liveness", False)
    assert component.detail == "no poll for 42s (limit 30s)"


async def test_unknown_service_is_service_unknown_not_an_rpc_error(
    stub: health_pb2_grpc.HealthServiceAsyncStub,
) -> None:
    response = await _check(stub, "quantward.nope.v1.NopeService")
    assert response.status == Status.SERVICE_UNKNOWN
    assert not response.components


async def test_empty_service_aggregates_every_service(
    health: HealthServicer, stub: health_pb2_grpc.HealthServiceAsyncStub, switch: Switch
) -> None:
    other = Switch("graph store answered in 3ms")
    health.add_check("quantward.search.v1.SearchService", "graph store", other)
    assert (await _check(stub, "")).status == Status.SERVING

    other.healthy = False
    whole = await _check(stub, "")

    assert whole.status == Status.NOT_SERVING
    assert [(c.service, c.healthy) for c in whole.components] == [
        ("quantward.resolver.v1.ResolverService", True),
        ("quantward.search.v1.SearchService", False),
    ]
    # the resolver itself is still fine: one service's failure does not leak into another's
    assert (await _check(stub, SERVICE)).status == Status.SERVING


async def test_watch_streams_the_transition_when_notified(
    health: HealthServicer, stub: health_pb2_grpc.HealthServiceAsyncStub, switch: Switch
) -> None:
    call = stub.Watch(health_pb2.WatchRequest(service=SERVICE))
    async with asyncio.timeout(WAIT):
        first = await _next(call)
        assert first.status == Status.SERVING

        switch.healthy, switch.detail = False, "consumer lost its partitions"
        health.notify()
        second = await _next(call)
    call.cancel()

    assert second.status == Status.NOT_SERVING
    assert second.components[0].detail == "consumer lost its partitions"


async def test_watch_polls_and_emits_only_changes(switch: Switch) -> None:
    health = HealthServicer(check_timeout=WAIT, watch_interval=0.01)
    polled = asyncio.Event()
    polls = 0

    async def counted() -> ComponentHealth:
        nonlocal polls
        polls += 1
        if polls >= 5:
            polled.set()
        return await switch()

    health.add_check(SERVICE, "bus consumer liveness", counted)
    async for stub in _start(health):
        call = stub.Watch(health_pb2.WatchRequest(service=SERVICE))
        async with asyncio.timeout(WAIT):
            assert (await _next(call)).status == Status.SERVING
            await polled.wait()  # several polls with no change: nothing was sent meanwhile
            switch.healthy = False  # no notify(): the poll alone must notice
            changed = await _next(call)
        call.cancel()
        assert changed.status == Status.NOT_SERVING


async def test_watch_follows_a_service_that_registers_later(
    health: HealthServicer, stub: health_pb2_grpc.HealthServiceAsyncStub
) -> None:
    late = "quantward.grounder.v1.GrounderService"
    call = stub.Watch(health_pb2.WatchRequest(service=late))
    async with asyncio.timeout(WAIT):
        assert (await _next(call)).status == Status.SERVICE_UNKNOWN
        health.add_service(late)
        assert (await _next(call)).status == Status.SERVING
    call.cancel()


async def test_graceful_shutdown_reports_not_serving_with_a_reason(
    health: HealthServicer, stub: health_pb2_grpc.HealthServiceAsyncStub
) -> None:
    health.enter_graceful_shutdown()
    response = await _check(stub, "")
    assert response.status == Status.NOT_SERVING
    assert any(c.name == "shutdown" and "shutting down" in c.detail for c in response.components)


async def test_a_check_that_raises_or_hangs_is_unhealthy_not_a_broken_probe() -> None:
    never = asyncio.Event()

    async def raises() -> ComponentHealth:
        raise ConnectionError("neo4j at 127.0.0.1:7687 refused the connection")

    async def hangs() -> ComponentHealth:
        await never.wait()
        return ComponentHealth(True)

    health = HealthServicer(check_timeout=0.05)
    health.add_check(SERVICE, "graph store", raises)
    health.add_check(SERVICE, "model endpoint", hangs)

    response = await health.status(SERVICE)

    assert response.status == Status.NOT_SERVING
    details = {c.name: c.detail for c in response.components}
    assert details["graph store"] == (
        "check raised ConnectionError: neo4j at 127.0.0.1:7687 refused the connection"
    )
    assert details["model endpoint"] == "check gave no answer within 0.05s"


def test_registration_errors_say_what_is_wrong(health: HealthServicer, switch: Switch) -> None:
    with pytest.raises(ValueError, match="already has a component check named"):
        health.add_check(SERVICE, "bus consumer liveness", switch)
    with pytest.raises(ValueError, match="empty name means every service"):
        health.add_service("")
    with pytest.raises(ValueError, match="must be > 0"):
        HealthServicer(watch_interval=0)


class NothingResolver(resolver_pb2_grpc.ResolverServiceServicer):
    """A generated servicer to mount beside health: finds nothing, implements only Resolve."""

    async def Resolve(self, request, context):  # noqa: N802
        return resolver_pb2.ResolveResponse(
            status=resolver_pb2.ResolveResponse.NOT_FOUND, query=request.query
        )

    async def ResolveBatch(self, request, context):  # noqa: N802
        await context.abort(grpc.StatusCode.UNIMPLEMENTED, "not in this test")

    async def GetEntity(self, request, context):  # noqa: N802
        await context.abort(grpc.StatusCode.UNIMPLEMENTED, "not in this test")

    async def Neighbors(self, request, context):  # noqa: N802
        await context.abort(grpc.StatusCode.UNIMPLEMENTED, "not in this test")


async def test_serve_grpc_mounts_generated_servicers_beside_health(health: HealthServicer) -> None:
    mount = Mount(NothingResolver(), resolver_pb2_grpc.add_ResolverServiceServicer_to_server)
    server, port = await serve_grpc(health, mount)
    try:
        async with grpc.aio.insecure_channel(f"127.0.0.1:{port}") as channel:
            resolver = resolver_pb2_grpc.ResolverServiceStub(channel)
            found = await resolver.Resolve(
                resolver_pb2.ResolveRequest(query="Nope AG"), timeout=WAIT
            )
            checked = await health_pb2_grpc.HealthServiceStub(channel).Check(
                health_pb2.CheckRequest(service=SERVICE), timeout=WAIT
            )
        assert (found.status, found.query) == (resolver_pb2.ResolveResponse.NOT_FOUND, "Nope AG")
        assert checked.status == Status.SERVING
    finally:
        await server.stop(grace=None)


async def test_serve_grpc_reports_a_port_it_cannot_bind(health: HealthServicer) -> None:
    server, port = await serve_grpc(health)
    try:
        with pytest.raises(OSError, match="cannot bind the gRPC server"):
            await serve_grpc(HealthServicer(), port=port)
    finally:
        await server.stop(grace=None)
