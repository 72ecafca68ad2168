"""A real Prometheus (from Debian, through the rig) scrapes a running `quantward serve` process.

The validator runs on the in-process bus with its probe server on a free loopback port;
Prometheus, started here on another free loopback port with a one-second scrape interval, must
report the target up and hold the service's own series. Both processes are stopped at the end.
"""

from __future__ import annotations

import json
import signal
import socket
import subprocess
import sys
import time
import urllib.parse
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.environ import session_environ

pytestmark = pytest.mark.connected

QUANTWARD = Path(sys.executable).with_name("quantward")
WAIT_S = 90.0


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def stop(process: subprocess.Popen[str]) -> int:
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            return process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()
    return process.wait(timeout=30)


@pytest.fixture
def validator(tmp_path: Path) -> Iterator[tuple[subprocess.Popen[str], int]]:
    port = free_port()
    env = session_environ(
        QW_HEALTH_HOST="127.0.0.1", QW_HEALTH_PORT=str(port), QW_LOG_FORMAT="json"
    )
    process = subprocess.Popen(
        [str(QUANTWARD), "serve", "validator"],
        stdout=subprocess.PIPE,
        stderr=(tmp_path / "validator.log").open("w"),
        text=True,
        env=env,
    )
    try:
        assert process.stdout is not None
        line = process.stdout.readline()
        assert "validator consuming" in line, (tmp_path / "validator.log").read_text()
        yield process, port
    finally:
        stop(process)


@pytest.fixture
def prometheus(
    tmp_path: Path, validator: tuple[subprocess.Popen[str], int], prometheus_binary: str
) -> Iterator[str]:
    binary = prometheus_binary
    port = free_port()
    config = tmp_path / "prometheus.yml"
    config.write_text(
        "global:\n  scrape_interval: 1s\n  evaluation_interval: 1s\n"
        "scrape_configs:\n  - job_name: quantward\n    static_configs:\n"
        f"      - targets: ['127.0.0.1:{validator[1]}']\n"
    )
    log = tmp_path / "prometheus.log"
    process = subprocess.Popen(
        [
            binary,
            f"--config.file={config}",
            f"--storage.tsdb.path={tmp_path / 'tsdb'}",
            f"--web.listen-address=127.0.0.1:{port}",
        ],
        stdout=subprocess.DEVNULL,
        stderr=log.open("w"),
    )
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        if process.poll() is None:
            process.terminate()
            try:
                process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(timeout=30)


def query(base: str, promql: str) -> list[dict[str, Any]]:
    url = f"{base}/api/v1/query?query={urllib.parse.quote(promql)}"
    try:
        with urllib.request.urlopen(url, timeout=5) as reply:
            answer = json.load(reply)
    except OSError:
        return []  # Prometheus is still starting
    return list(answer["data"]["result"])


def scraped(base: str, promql: str) -> list[dict[str, Any]]:
    """The query's result once Prometheus has scraped it (polled: scrapes happen each second)."""
    deadline = time.monotonic() + WAIT_S
    while time.monotonic() < deadline:
        if result := query(base, promql):
            return result
        time.sleep(0.5)  # polling the server, not pacing an assertion
    raise AssertionError(f"Prometheus never returned {promql!r} within {WAIT_S:g}s")


def test_prometheus_scrapes_a_served_service(
    prometheus: str, validator: tuple[subprocess.Popen[str], int]
) -> None:
    (up,) = scraped(prometheus, 'up{job="quantward"}')
    assert up["value"][1] == "1"
    consumers = scraped(prometheus, 'quantward_consumer_up{job="quantward"}')
    assert {c["metric"]["group"] for c in consumers} == {"validator"}
    assert all(c["value"][1] == "1" for c in consumers)
    assert scraped(prometheus, 'process_resident_memory_bytes{job="quantward"}')

    process, _ = validator
    assert stop(process) == 0
