"""`serve(app)`: run one service in the foreground until SIGTERM or SIGINT.

What a deployment runs (one process per service, e.g. one Kubernetes Deployment each).
Shutdown is graceful: the app's `stop()` turns health NOT_SERVING first so load balancers drain
the process, lets in-flight RPCs and the in-flight event finish and leaves the consumer group;
what the app's `build_app` opened is closed with it (`shut_down`), and the caller then stops
what it owns (the bus).
"""

from __future__ import annotations

import asyncio
import signal
import sys
from collections.abc import Callable

from quantward_kit.lifecycle import Service, shut_down


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
) -> str:
    """Start `app`, print `ready()` as one line on stdout (scripts and tests wait for it; it may
    name the bound port), `detail()` on stderr, then run until signalled and stop gracefully.

    Returns the name of the signal that stopped it.
    """
    await app.start()
    try:
        print(ready(), flush=True)
        extra = detail()
        print(
            (f"{extra}; " if extra else "") + "Ctrl-C or SIGTERM stops gracefully",
            file=sys.stderr,
            flush=True,
        )
        name = await until_signalled()
        print(f"{name} received: {draining}", file=sys.stderr, flush=True)
        return name
    finally:
        await shut_down(app)
