"""Readiness and liveness of one served process, and the HTTP server that answers the probes.

**Ready** means: the app finished `start()` and has not begun to stop, every bus subscription is
starting or running, and the app's own component checks pass (a service that serves gRPC keeps
them in its `health` servicer: the graph store, the index). **Live** means: the event loop keeps
running (a heartbeat task stamps the time; a handler that blocks the loop stops the stamps) and
no consumer is stalled or failed (the bus's own watchdog says so). A process that is not live
should be restarted; one that is not ready should get no traffic, nothing more.

The HTTP server runs on its own thread, so a blocked event loop is *reported* (`/livez` answers
503 saying how long the loop has been silent) instead of leaving the probe to time out, and
`/metrics` is scraped without touching the loop at all. The same readiness answers the standard
`grpc.health.v1.Health` on the service's gRPC port (see `grpc_health.StandardHealth`).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import logging
import threading
import time
from collections.abc import Callable
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Final

from prometheus_client import CONTENT_TYPE_LATEST, REGISTRY, generate_latest

from quantward.health.v1 import health_pb2
from quantward_bus import EventBus
from quantward_kit.grpc_health import ComponentHealth, HealthServicer
from quantward_kit.lifecycle import Service
from quantward_telemetry.metrics import CONSUMER_LAG, CONSUMER_UP

log = logging.getLogger("quantward.probes")

#: the service name the process-wide checks are registered under
PROCESS: Final = "process"
#: subscription states that mean "restart me": the bus's watchdog gave up or saw no progress
_DEAD_STATES: Final = frozenset({"stalled", "failed"})

Clock = Callable[[], float]


class Probes:
    """What `/readyz`, `/livez` and the gRPC health service say about one served app.

    `clock` and `heartbeat_s` are injectable so tests drive liveness with a fake clock; in
    production the heartbeat ticks every `heartbeat_s` seconds of `time.monotonic`.
    """

    def __init__(
        self,
        app: Service,
        *,
        bus: EventBus | None = None,
        loop_stall_s: float = 10.0,
        heartbeat_s: float = 1.0,
        probe_timeout_s: float = 5.0,
        clock: Clock = time.monotonic,
    ) -> None:
        if loop_stall_s <= 0 or heartbeat_s <= 0 or probe_timeout_s <= 0:
            raise ValueError(
                "loop_stall_s, heartbeat_s and probe_timeout_s must be > 0 seconds, got "
                f"{loop_stall_s}, {heartbeat_s} and {probe_timeout_s}"
            )
        self.app = app
        self.bus = bus
        self.loop_stall_s = loop_stall_s
        self.heartbeat_s = heartbeat_s
        self.probe_timeout_s = probe_timeout_s
        self.clock = clock
        self.state = "starting"
        self.last_beat = clock()
        self.readiness: HealthServicer = HealthServicer(check_timeout=probe_timeout_s)
        self.readiness.add_service(PROCESS)
        self.liveness = HealthServicer(check_timeout=probe_timeout_s)
        self.liveness.add_check(PROCESS, "consumers", self._consumers_alive)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._heartbeat: asyncio.Task[None] | None = None

    # --- lifecycle -------------------------------------------------------------------------------

    async def started(self) -> None:
        """The app's `start()` returned: begin the heartbeat and report ready from now on.

        An app that serves gRPC health of its own (a `health` attribute) gets the process
        checks added to it, so its gRPC port and `/readyz` give one answer.
        """
        self._loop = asyncio.get_running_loop()
        own = getattr(self.app, "health", None)
        if isinstance(own, HealthServicer):
            self.readiness = own
        self.readiness.add_check(PROCESS, "lifecycle", self._lifecycle)
        self.readiness.add_check(PROCESS, "bus consumers", self._consumers_running)
        self.state = "running"
        self.beat()
        self._heartbeat = asyncio.create_task(self._beat_forever(), name="probes heartbeat")

    def stopping(self) -> None:
        """Stop was asked for: not ready from now on (load balancers drain the process)."""
        self.state = "stopping"
        self.readiness.enter_graceful_shutdown()

    async def close(self) -> None:
        """End the heartbeat (after the app stopped)."""
        self.state = "stopped"
        if self._heartbeat is not None:
            self._heartbeat.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._heartbeat
            self._heartbeat = None

    # --- the heartbeat ---------------------------------------------------------------------------

    def beat(self) -> None:
        """Stamp the loop as responsive now, and refresh the consumer gauges."""
        self.last_beat = self.clock()
        if self.bus is not None:
            # The group as services name it, like the bus's other metrics (Kafka reports the
            # namespaced name the broker sees).
            prefix = f"{getattr(self.bus, 'topic_namespace', '') or ''}."
            for sub in self.bus.health():
                group = sub.group.removeprefix(prefix) if prefix != "." else sub.group
                CONSUMER_LAG.labels(sub.name, group).set(sub.lag or 0)
                CONSUMER_UP.labels(sub.name, group).set(1 if sub.healthy else 0)

    async def _beat_forever(self) -> None:
        while True:
            await asyncio.sleep(self.heartbeat_s)
            self.beat()

    # --- checks (on the event loop) --------------------------------------------------------------

    async def _lifecycle(self) -> ComponentHealth:
        return ComponentHealth(self.state == "running", self.state)

    async def _consumers_running(self) -> ComponentHealth:
        if self.bus is None:
            return ComponentHealth(True, "no bus")
        subscriptions = self.bus.health()
        waiting = [s for s in subscriptions if not s.healthy]
        if waiting:
            return ComponentHealth(
                False, "; ".join(f"{s.name} {s.state}: {s.detail or 'no detail'}" for s in waiting)
            )
        parts = [
            f"{s.name}: {len(s.assigned_partitions)} partition(s), lag "
            + ("?" if s.lag is None else str(s.lag))
            for s in subscriptions
        ]
        return ComponentHealth(True, "; ".join(parts) or "no subscriptions")

    async def _consumers_alive(self) -> ComponentHealth:
        if self.bus is None:
            return ComponentHealth(True, "no bus")
        dead = [s for s in self.bus.health() if s.state in _DEAD_STATES]
        if dead:
            return ComponentHealth(
                False, "; ".join(f"{s.name} {s.state}: {s.detail or 'no detail'}" for s in dead)
            )
        return ComponentHealth(True, "no consumer stalled")

    # --- answers (from any thread) ---------------------------------------------------------------

    def loop_silent_s(self) -> float:
        """Seconds since the event loop last ran the heartbeat."""
        return self.clock() - self.last_beat

    def ready_now(self) -> tuple[bool, str]:
        """Readiness and a person's explanation, from any thread but the event loop's."""
        if self.state == "starting":
            return False, "process: starting"
        return self._on_loop(self.readiness)

    def live_now(self) -> tuple[bool, str]:
        """Liveness and a person's explanation, from any thread but the event loop's."""
        silent = self.loop_silent_s()
        if self.state in ("running", "stopping") and silent > self.loop_stall_s:
            return False, (
                f"process event loop: no heartbeat for {silent:.1f}s (limit "
                f"{self.loop_stall_s:g}s); a handler is blocking the loop"
            )
        if self._loop is None:
            return True, "process: starting"
        healthy, detail = self._on_loop(self.liveness)
        loop_line = f"process event loop: heartbeat {silent:.1f}s ago"
        return healthy, f"{loop_line}\n{detail}"

    def _on_loop(self, servicer: HealthServicer) -> tuple[bool, str]:
        loop = self._loop
        if loop is None or loop.is_closed():
            return False, f"process: {self.state}"
        future = asyncio.run_coroutine_threadsafe(servicer.status(), loop)
        try:
            response = future.result(self.probe_timeout_s)
        except (TimeoutError, concurrent.futures.TimeoutError):
            future.cancel()
            return False, f"process event loop: no answer within {self.probe_timeout_s:g}s"
        return response.status == health_pb2.CheckResponse.SERVING, describe(response)


def describe(response: health_pb2.CheckResponse) -> str:
    """One line per component: `service name: ok|FAILED detail`."""
    lines = [
        f"{c.service} {c.name}: {'ok' if c.healthy else 'FAILED'}"
        + (f" ({c.detail})" if c.detail else "")
        for c in response.components
    ]
    return "\n".join(lines)


class ProbeServer:
    """`/livez`, `/readyz` and `/metrics` over HTTP on a thread of its own.

    `await start()` binds (port 0: a free one, then in `port`); `stop()` closes it.
    """

    def __init__(self, probes: Probes, *, host: str = "127.0.0.1", port: int = 0) -> None:
        self.probes = probes
        self.host = host
        self.requested_port = port
        self.port: int | None = None
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    def start(self) -> int:
        """Bind and serve; returns the bound port. `OSError` naming the setting if it is taken."""
        handler = _handler_for(self.probes)
        try:
            server = ThreadingHTTPServer((self.host, self.requested_port), handler)
        except OSError as exc:
            raise OSError(
                f"cannot bind the probe and metrics server to {self.host}:{self.requested_port} "
                f"({exc.strerror or exc}); set QW_HEALTH_PORT to a free port (0 = any)"
            ) from exc
        server.daemon_threads = True
        self._server = server
        self.port = int(server.server_address[1])
        self._thread = threading.Thread(
            target=server.serve_forever, name="probe-http", kwargs={"poll_interval": 0.2}
        )
        self._thread.daemon = True
        self._thread.start()
        return self.port

    def stop(self) -> None:
        if self._server is None:
            return
        self._server.shutdown()
        self._server.server_close()
        if self._thread is not None:
            self._thread.join()
        self._server = self._thread = None


def _handler_for(probes: Probes) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        server_version = "quantward-probes"

        def do_GET(self) -> None:
            path = self.path.split("?", 1)[0]
            if path == "/metrics":
                self._send(HTTPStatus.OK, generate_latest(REGISTRY), CONTENT_TYPE_LATEST)
                return
            if path in ("/livez", "/readyz"):
                healthy, detail = probes.live_now() if path == "/livez" else probes.ready_now()
                status = HTTPStatus.OK if healthy else HTTPStatus.SERVICE_UNAVAILABLE
                body = ("ok" if healthy else "unavailable") + (f"\n{detail}" if detail else "")
                self._send(status, (body + "\n").encode(), "text/plain; charset=utf-8")
                return
            self._send(
                HTTPStatus.NOT_FOUND,
                b"not found: this server answers /livez, /readyz and /metrics\n",
                "text/plain; charset=utf-8",
            )

        def _send(self, status: HTTPStatus, body: bytes, content_type: str) -> None:
            self.send_response(status)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, format: str, *args: Any) -> None:
            # A probe every few seconds would drown the service's own lines.
            return

    return Handler
