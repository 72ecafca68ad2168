"""`serve(app)`: run one service in the foreground until SIGTERM or SIGINT.

What a deployment runs (one process per service, e.g. one Kubernetes Deployment each). Given the
process's settings, it also answers the probes and the metrics scrape over HTTP
(`QW_HEALTH_PORT`: `/livez`, `/readyz`, `/metrics`, see `probes`), from before `start()` until
the process stops, so a startup probe sees "starting" instead of a refused connection.

Shutdown is graceful and bounded: readiness turns NOT_SERVING first so load balancers drain the
process, then the app's `stop()` lets in-flight RPCs and events finish and leaves the consumer
group, what its `build_app` opened is closed with it (`shut_down`), and the bus handed in is
stopped last. All of that gets `QW_SHUTDOWN_GRACE_S`; what has not finished by then is left
uncommitted, and the bus delivers it again to another member.
"""

from __future__ import annotations

import asyncio
import signal
import sys
from collections.abc import Callable

from quantward_bus import EventBus
from quantward_kit.lifecycle import Service, shut_down
from quantward_kit.probes import Probes, ProbeServer
from quantward_kit.settings import Settings


async def until_signalled() -> str:
    """Wait for SIGTERM or SIGINT; returns the signal's name."""
    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    received: list[str] = []

    def on_signal(sig: signal.Signals) -> None:
        received.append(sig.name)
        stop.set()

    signals = (signal.SIGTERM, signal.SIGINT)
    for sig in signals:
        loop.add_signal_handler(sig, on_signal, sig)
    try:
        await stop.wait()
    finally:
        for sig in signals:
            loop.remove_signal_handler(sig)
    return received[0]


async def serve(
    app: Service,
    *,
    ready: Callable[[], str],
    detail: Callable[[], str] = lambda: "",
    draining: str = "draining and shutting down",
    settings: Settings | None = None,
    bus: EventBus | None = None,
    signalled: Callable[[], asyncio.Future[str] | asyncio.Task[str]] | None = None,
) -> str:
    """Start `app`, print `ready()` as one line on stdout (scripts and tests wait for it; it may
    name the bound port), `detail()` on stderr, then run until signalled and stop gracefully.

    With `settings`, the probe and metrics server runs on `settings.health_port` and shutdown
    is bounded by `settings.shutdown_grace_s`. `bus`, started by the caller, is watched by the
    probes and stopped after the app. `signalled` replaces waiting for a signal (tests).
    Returns the name of the signal that stopped it.
    """
    probes = server = None
    if settings is not None:
        probes = Probes(app, bus=bus, loop_stall_s=settings.liveness_loop_stall_s)
        server = ProbeServer(probes, host=settings.health_host, port=settings.health_port)
    grace = settings.shutdown_grace_s if settings is not None else None
    try:
        if server is not None:
            server.start()
        await app.start()
        if probes is not None:
            await probes.started()
        print(ready(), flush=True)
        extra = [detail()]
        if server is not None:
            extra.append(f"probes and metrics on http://{server.host}:{server.port}")
        print(
            "; ".join([*filter(None, extra), "Ctrl-C or SIGTERM stops gracefully"]),
            file=sys.stderr,
            flush=True,
        )
        name = await (signalled() if signalled is not None else until_signalled())
        print(f"{name} received: {draining}", file=sys.stderr, flush=True)
        return name
    finally:
        # A start that failed half-way is stopped too: what it opened is released.
        if probes is not None:
            probes.stopping()
        try:
            await drain(app, bus, grace)
        finally:
            if probes is not None:
                await probes.close()
            if server is not None:
                server.stop()


async def drain(app: Service, bus: EventBus | None, grace_s: float | None) -> bool:
    """Stop `app` (and then `bus`) within `grace_s` seconds (None: however long it takes).

    Returns False when the grace period ran out: the work still in flight was abandoned
    uncommitted, so the bus redelivers it to another member of the group.
    """
    try:
        async with asyncio.timeout(grace_s):
            await shut_down(app)
            if bus is not None:
                await bus.stop()
    except TimeoutError:
        print(
            f"in-flight work did not finish within {grace_s:g}s (QW_SHUTDOWN_GRACE_S); "
            "leaving it uncommitted for another member",
            file=sys.stderr,
            flush=True,
        )
        return False
    return True
