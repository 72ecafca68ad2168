"""gRPC health for every quantward service: named component checks behind one status.

A service registers what it needs to work (its bus consumer is alive, its graph store answers, its
model endpoint responds) as async component checks. `Check` runs them and aggregates: one
unhealthy component makes the service NOT_SERVING, and the response carries each component's
detail so that the person reading a failed probe sees *why* without opening the logs. `Watch`
re-runs the checks on an interval (or at once when told something changed) and streams only
changes.

This module never decides what "healthy" means for a component; the component's owner does, in
its check. A check that raises or hangs counts as unhealthy instead of breaking the health
endpoint, because a probe that errors tells an operator less than one that says what failed.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from typing import Any, Final, Generic, Protocol, TypeVar

import grpc
from grpc_health.v1 import health_pb2 as std_health_pb2
from grpc_health.v1 import health_pb2_grpc as std_health_grpc

from quantward.health.v1 import health_pb2, health_pb2_grpc
from quantward_kit.grpc_security import GrpcSecurity

CheckResponse = health_pb2.CheckResponse

#: the empty service name asks about the whole process (every registered service)
WHOLE_PROCESS: Final = ""
_SHUTDOWN_COMPONENT: Final = "shutdown"


@dataclass(frozen=True, slots=True)
class ComponentHealth:
    """What one component check found.

    `detail` is meant for a person and should be filled in when healthy too (e.g. "last poll 2s
    ago"), so a degrading component is visible before it fails.
    """

    healthy: bool
    detail: str = ""


HealthCheck = Callable[[], Awaitable[ComponentHealth]]
"""An async callable that inspects one component; registered with `HealthServicer.add_check`."""

S = TypeVar("S")


class HealthServicer(health_pb2_grpc.HealthServiceServicer):
    """The `quantward.health.v1.HealthService` of one process, on `grpc.aio`.

    One process may host several services (in embedded mode it hosts all of them), so checks are
    registered per service name; the empty name aggregates every service, which is what a
    Kubernetes probe of the pod asks.
    """

    def __init__(self, *, check_timeout: float = 5.0, watch_interval: float = 5.0) -> None:
        """`check_timeout` bounds each component check so that one hung dependency cannot hang
        the probe; `watch_interval` is how often `Watch` re-runs the checks when nothing calls
        :meth:`notify`."""
        if check_timeout <= 0 or watch_interval <= 0:
            raise ValueError(
                f"check_timeout and watch_interval must be > 0 seconds, "
                f"got {check_timeout} and {watch_interval}"
            )
        self._check_timeout = check_timeout
        self._watch_interval = watch_interval
        self._checks: dict[str, dict[str, HealthCheck]] = {}
        self._shutting_down = False
        self._changed = asyncio.Event()

    # --- registration ----------------------------------------------------------------------

    def add_service(self, service: str) -> None:
        """Make `service` known; with no component checks it is SERVING while the process is."""
        _require_service_name(service)
        self._checks.setdefault(service, {})
        self.notify()

    def add_check(self, service: str, name: str, check: HealthCheck) -> None:
        """Register a component check of `service` (registering the service if it is new)."""
        _require_service_name(service)
        if not name:
            raise ValueError(f"component check of {service!r} needs a name, e.g. 'bus consumer'")
        if name in self._checks.get(service, {}):
            raise ValueError(f"{service!r} already has a component check named {name!r}")
        self._checks.setdefault(service, {})[name] = check
        self.notify()

    @property
    def services(self) -> tuple[str, ...]:
        """The registered service names, sorted."""
        return tuple(sorted(self._checks))

    def notify(self) -> None:
        """Re-run the checks for every `Watch` stream now instead of at the next interval.

        For components that know when they change (a consumer that just lost its partitions), so
        that watchers hear about it without waiting for the poll. Call it on the event loop's
        thread; from another thread use `loop.call_soon_threadsafe(health.notify)`.
        """
        self._changed.set()
        self._changed = asyncio.Event()

    def enter_graceful_shutdown(self) -> None:
        """Report every service NOT_SERVING from now on, so load balancers drain the process
        before it stops. Irreversible, like the shutdown it announces."""
        self._shutting_down = True
        self.notify()

    # --- evaluation --------------------------------------------------------------------------

    async def status(self, service: str = WHOLE_PROCESS) -> health_pb2.CheckResponse:
        """The aggregated health of `service` (or of the process), running its checks now."""
        if service != WHOLE_PROCESS and service not in self._checks:
            return CheckResponse(status=CheckResponse.SERVICE_UNKNOWN)
        services = self.services if service == WHOLE_PROCESS else (service,)
        targets = [(s, name, self._checks[s][name]) for s in services for name in self._checks[s]]
        results = await asyncio.gather(*(self._run(check) for _, _, check in targets))
        components = [
            health_pb2.ComponentCheck(service=s, name=name, healthy=r.healthy, detail=r.detail)
            for (s, name, _), r in zip(targets, results, strict=True)
        ]
        if self._shutting_down:
            components.append(
                health_pb2.ComponentCheck(
                    service=service,
                    name=_SHUTDOWN_COMPONENT,
                    healthy=False,
                    detail="the process is shutting down; send requests elsewhere",
                )
            )
        components.sort(key=lambda c: (c.service, c.name))
        healthy = all(c.healthy for c in components)
        return CheckResponse(
            status=CheckResponse.SERVING if healthy else CheckResponse.NOT_SERVING,
            components=components,
        )

    async def _run(self, check: HealthCheck) -> ComponentHealth:
        try:
            return await asyncio.wait_for(check(), self._check_timeout)
        except TimeoutError:
            return ComponentHealth(False, f"check gave no answer within {self._check_timeout}s")
        except Exception as exc:  # a broken check is an unhealthy component, not a broken probe
            return ComponentHealth(False, f"check raised {type(exc).__name__}: {exc}")

    # --- the gRPC methods --------------------------------------------------------------------

    async def Check(  # noqa: N802 (the generated servicer's method name)
        self,
        request: health_pb2.CheckRequest,
        context: grpc.aio.ServicerContext[health_pb2.CheckRequest, health_pb2.CheckResponse],
    ) -> health_pb2.CheckResponse:
        """The health now (SERVICE_UNKNOWN for a name nobody registered)."""
        return await self.status(request.service)

    async def Watch(  # noqa: N802 (the generated servicer's method name)
        self,
        request: health_pb2.WatchRequest,
        context: grpc.aio.ServicerContext[health_pb2.WatchRequest, health_pb2.CheckResponse],
    ) -> AsyncIterator[health_pb2.CheckResponse]:
        """The health now, then each change, until the client cancels."""
        last: health_pb2.CheckResponse | None = None
        while True:
            # Taken before evaluating: a notify() during the evaluation still wakes this loop.
            changed = self._changed
            current = await self.status(request.service)
            if current != last:
                yield current
                last = current
            with contextlib.suppress(TimeoutError):  # the interval passed: poll again
                await asyncio.wait_for(changed.wait(), self._watch_interval)

    def add_to_server(self, server: grpc.aio.Server) -> None:
        """Register this servicer on `server` (see :func:`serve_grpc`)."""
        health_pb2_grpc.add_HealthServiceServicer_to_server(self, server)


class StandardHealth(std_health_grpc.HealthServicer):  # type: ignore[misc]
    """The standard `grpc.health.v1.Health` answered from a :class:`HealthServicer`.

    What Kubernetes gRPC probes, `grpc_health_probe` and load balancers ask. The standard
    response has no room for the components, so it says SERVING or NOT_SERVING only; the
    project's own service on the same port still explains why.
    """

    def __init__(self, health: HealthServicer) -> None:
        self._health = health

    async def Check(self, request: Any, context: Any) -> Any:  # noqa: N802 (generated name)
        """SERVING or NOT_SERVING; NOT_FOUND for a service nobody registered (the standard)."""
        ours = await self._health.status(request.service)
        if ours.status == CheckResponse.SERVICE_UNKNOWN:
            await context.abort(grpc.StatusCode.NOT_FOUND, f"unknown service {request.service!r}")
        return _standard(ours)

    async def List(self, request: Any, context: Any) -> Any:  # noqa: N802 (generated name)
        """Every registered service and the whole process ("") with its status now."""
        names = (WHOLE_PROCESS, *self._health.services)
        statuses = {name: _standard(await self._health.status(name)) for name in names}
        return std_health_pb2.HealthListResponse(statuses=statuses)

    async def Watch(  # noqa: N802 (generated name)
        self, request: Any, context: Any
    ) -> AsyncIterator[Any]:
        """The status now, then each change (SERVICE_UNKNOWN for an unknown service)."""
        watch = health_pb2.WatchRequest(service=request.service)
        last = None
        async for ours in self._health.Watch(watch, context):
            current = _standard(ours)
            if current != last:
                yield current
                last = current

    def add_to_server(self, server: grpc.aio.Server) -> None:
        std_health_grpc.add_HealthServicer_to_server(self, server)


def _standard(ours: health_pb2.CheckResponse) -> Any:
    status = {
        CheckResponse.SERVING: std_health_pb2.HealthCheckResponse.SERVING,
        CheckResponse.NOT_SERVING: std_health_pb2.HealthCheckResponse.NOT_SERVING,
        CheckResponse.SERVICE_UNKNOWN: std_health_pb2.HealthCheckResponse.SERVICE_UNKNOWN,
    }.get(ours.status, std_health_pb2.HealthCheckResponse.UNKNOWN)
    return std_health_pb2.HealthCheckResponse(status=status)


def _require_service_name(service: str) -> None:
    if not service:
        raise ValueError("service name must not be empty (the empty name means every service)")


class Mountable(Protocol):
    """Something that can register itself on a gRPC server."""

    def add_to_server(self, server: grpc.aio.Server) -> None: ...


@dataclass(frozen=True, slots=True)
class Mount(Generic[S]):
    """A generated servicer paired with its generated `add_…_to_server` function.

    `serve_grpc(health, Mount(resolver, resolver_pb2_grpc.add_ResolverServiceServicer_to_server))`
    """

    servicer: S
    add: Callable[[S, grpc.aio.Server], None]

    def add_to_server(self, server: grpc.aio.Server) -> None:
        """Register the servicer on `server`."""
        self.add(self.servicer, server)


async def serve_grpc(
    *servicers: Mountable,
    host: str = "127.0.0.1",
    port: int = 0,
    security: GrpcSecurity | None = None,
) -> tuple[grpc.aio.Server, int]:
    """Start a `grpc.aio` server with `servicers` and return it with the port it bound.

    A :class:`HealthServicer` among them is also served as the standard `grpc.health.v1.Health`.

    Port 0 lets the OS choose a free port (what tests and the embedded launcher want); the bound
    port is returned so the caller can publish it. `security` (the process's
    `settings.grpc_security()`) makes the port TLS and requires the bearer token; without it
    the port is plaintext and open (the embedded platform, tests). The caller stops the server
    (`await server.stop(grace)`).
    """
    credentials = security.server_credentials() if security is not None else None
    interceptors = security.server_interceptors() if security is not None else []
    # SO_REUSEPORT off: otherwise a second process can bind the same port and silently take half
    # the traffic; a port conflict must fail here, loudly.
    server = grpc.aio.server(options=[("grpc.so_reuseport", 0)], interceptors=interceptors)
    for servicer in servicers:
        servicer.add_to_server(server)
        if isinstance(servicer, HealthServicer):  # the standard protocol beside the project's
            StandardHealth(servicer).add_to_server(server)
    address = f"[{host}]:{port}" if ":" in host and not host.startswith("[") else f"{host}:{port}"
    try:
        if credentials is None:
            bound = server.add_insecure_port(address)
        else:
            bound = server.add_secure_port(address, credentials)
    except RuntimeError as exc:
        raise OSError(f"cannot bind the gRPC server to {address}: {exc}") from exc
    if bound == 0:  # older grpcio reports a failed bind as port 0 instead of raising
        raise OSError(f"cannot bind the gRPC server to {address}: address in use or not local")
    await server.start()
    return server, bound
