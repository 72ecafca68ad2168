"""`serve(app)` with the process's settings: the probe server's life around the app's, readiness
turning off before the app stops, and a shutdown bounded by the grace period."""

from __future__ import annotations

import asyncio
import re
import urllib.error
import urllib.request

import pytest

from quantward_bus import InMemoryEventBus
from quantward_kit.serve import drain, serve
from quantward_kit.settings import Settings


def http_get(port: int, path: str) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=30) as reply:
            return reply.status, reply.read().decode()
    except urllib.error.HTTPError as err:
        return err.code, err.read().decode()


class App:
    """Records what the probes said while it ran and while it stopped."""

    def __init__(self) -> None:
        self.port = 0
        self.seen: dict[str, tuple[int, str]] = {}
        self.finish = asyncio.Event()  # the in-flight work, finished when the test says
        self.stopped = False

    async def start(self) -> None:
        pass

    async def stop(self) -> None:
        self.seen["stopping"] = await asyncio.to_thread(http_get, self.port, "/readyz")
        await self.finish.wait()
        self.stopped = True


def settings(grace_s: float) -> Settings:
    return Settings(health_host="127.0.0.1", health_port=0, shutdown_grace_s=grace_s)


async def run(app: App, capsys: pytest.CaptureFixture[str], grace_s: float) -> str:
    signal: asyncio.Future[str] = asyncio.get_running_loop().create_future()

    async def probe_then_signal() -> None:
        # The port is on stderr's line once `serve` reports ready.
        while not (match := re.search(r"http://127\.0\.0\.1:(\d+)", capsys.readouterr().err)):
            await asyncio.sleep(0)  # yields to `serve`; not a pacing
        app.port = int(match.group(1))
        app.seen["running"] = await asyncio.to_thread(http_get, app.port, "/readyz")
        signal.set_result("SIGTERM")

    prober = asyncio.create_task(probe_then_signal())
    name = await serve(
        app, ready=lambda: "ready", settings=settings(grace_s), signalled=lambda: signal
    )
    await prober
    return name


async def test_ready_while_running_not_ready_once_stopping(
    capsys: pytest.CaptureFixture[str],
) -> None:
    app = App()
    app.finish.set()
    assert await run(app, capsys, grace_s=30.0) == "SIGTERM"
    assert app.seen["running"][0] == 200
    status, body = app.seen["stopping"]
    assert status == 503
    assert "process lifecycle: FAILED (stopping)" in body
    assert app.stopped
    with pytest.raises(urllib.error.URLError, match="Connection refused"):  # gone with the app
        http_get(app.port, "/livez")


async def test_shutdown_gives_up_after_the_grace_period(
    capsys: pytest.CaptureFixture[str],
) -> None:
    app = App()  # its in-flight work never finishes
    assert await run(app, capsys, grace_s=0.2) == "SIGTERM"
    assert not app.stopped
    assert "did not finish within 0.2s (QW_SHUTDOWN_GRACE_S)" in capsys.readouterr().err


class Quiet:
    def __init__(self) -> None:
        self.calls: list[str] = []

    async def start(self) -> None:
        self.calls.append("start")

    async def stop(self) -> None:
        self.calls.append("stop")


async def test_drain_stops_the_bus_after_the_app() -> None:
    order: list[str] = []

    class Quick:
        async def start(self) -> None:
            pass

        async def stop(self) -> None:
            order.append("app")

    bus = InMemoryEventBus()
    await bus.start()
    real_stop = bus.stop

    async def stop_bus() -> None:
        order.append("bus")
        await real_stop()

    bus.stop = stop_bus  # type: ignore[method-assign]
    assert await drain(Quick(), bus, 30.0)
    assert order == ["app", "bus"]


async def test_a_taken_probe_port_names_the_setting() -> None:
    import socket

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        app = Quiet()
        with pytest.raises(OSError, match="QW_HEALTH_PORT"):
            await serve(
                app,
                ready=lambda: "ready",
                settings=Settings(health_host="127.0.0.1", health_port=port),
            )
        assert app.calls == ["stop"]  # never started; what build_app opened is still released
