"""The standard `grpc.health.v1.Health` that `serve_grpc` adds beside the project's own health
service: what Kubernetes gRPC probes, `grpc_health_probe` and load balancers ask."""

from __future__ import annotations

from collections.abc import AsyncIterator

import grpc
import pytest
from grpc_health.v1 import health_pb2, health_pb2_grpc

from quantward_kit.grpc_health import ComponentHealth, HealthServicer, serve_grpc

SERVICE = "quantward.resolver.v1.ResolverService"
Standard = health_pb2.HealthCheckResponse
WAIT = 10.0


class Switch:
    def __init__(self) -> None:
        self.healthy = True

    async def __call__(self) -> ComponentHealth:
        return ComponentHealth(self.healthy, "flipped by the test")


@pytest.fixture
def switch() -> Switch:
    return Switch()


@pytest.fixture
def health(switch: Switch) -> HealthServicer:
    servicer = HealthServicer(check_timeout=WAIT, watch_interval=3600)
    servicer.add_check(SERVICE, "graph store", switch)
    return servicer


@pytest.fixture
async def stub(health: HealthServicer) -> AsyncIterator[health_pb2_grpc.HealthStub]:
    server, port = await serve_grpc(health)
    channel = grpc.aio.insecure_channel(f"127.0.0.1:{port}")
    try:
        yield health_pb2_grpc.HealthStub(channel)
    finally:
        await channel.close()
        await server.stop(grace=None)


async def test_check_follows_the_components(
    stub: health_pb2_grpc.HealthStub, switch: Switch
) -> None:
    for service in ("", SERVICE):
        reply = await stub.Check(health_pb2.HealthCheckRequest(service=service), timeout=WAIT)
        assert reply.status == Standard.SERVING
    switch.healthy = False
    for service in ("", SERVICE):
        reply = await stub.Check(health_pb2.HealthCheckRequest(service=service), timeout=WAIT)
        assert reply.status == Standard.NOT_SERVING


async def test_check_of_an_unknown_service_is_not_found(stub: health_pb2_grpc.HealthStub) -> None:
    with pytest.raises(grpc.aio.AioRpcError) as caught:
        await stub.Check(health_pb2.HealthCheckRequest(service="no.such.Service"), timeout=WAIT)
    assert caught.value.code() == grpc.StatusCode.NOT_FOUND


async def test_graceful_shutdown_is_not_serving(
    stub: health_pb2_grpc.HealthStub, health: HealthServicer
) -> None:
    health.enter_graceful_shutdown()
    reply = await stub.Check(health_pb2.HealthCheckRequest(service=""), timeout=WAIT)
    assert reply.status == Standard.NOT_SERVING


async def test_list_names_every_service_and_the_process(
    stub: health_pb2_grpc.HealthStub, switch: Switch
) -> None:
    switch.healthy = False
    reply = await stub.List(health_pb2.HealthListRequest(), timeout=WAIT)
    assert dict(reply.statuses) == {
        "": Standard(status=Standard.NOT_SERVING),
        SERVICE: Standard(status=Standard.NOT_SERVING),
    }


async def test_watch_streams_changes(
    stub: health_pb2_grpc.HealthStub, health: HealthServicer, switch: Switch
) -> None:
    stream = stub.Watch(health_pb2.HealthCheckRequest(service=""))
    try:
        first = await stream.read()
        assert first.status == Standard.SERVING
        switch.healthy = False
        health.notify()
        second = await stream.read()
        assert second.status == Standard.NOT_SERVING
    finally:
        stream.cancel()
