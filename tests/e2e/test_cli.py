"""The command line as a newcomer meets it: `quantward demo` and `--help` everywhere."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.environ import session_environ

QUANTWARD = Path(sys.executable).with_name("quantward")


def run(*args: str) -> subprocess.CompletedProcess[str]:
    env = session_environ()  # the embedded defaults, on the session's data folder
    return subprocess.run(
        [str(QUANTWARD), *args], capture_output=True, text=True, timeout=120, env=env, check=False
    )


def test_demo_runs_a_round_trip_on_the_embedded_bus_and_shows_it() -> None:
    result = run("demo")
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "in-process bus" in out
    for event_type in (
        "run.requested.v1",
        "task.delegated.v1",
        "task.completed.v1",
        "run.completed.v1",
    ):
        assert event_type in out
    assert "succeeded" in out
    assert "6 tasks, shared by the researcher group" in out
    assert "dead letter from group demo-researchers (invalid)" in out


@pytest.mark.parametrize(
    "command",
    [
        (),
        ("demo",),
        ("bench",),
        ("version",),
        ("events",),
        ("events", "asyncapi"),
        ("events", "list"),
        ("resolve",),
        ("serve",),
        ("serve", "resolver"),
        ("serve", "grounder"),
    ],
)
def test_every_command_has_help(command: tuple[str, ...]) -> None:
    result = run(*command, "--help")
    assert result.returncode == 0, result.stderr
    assert "Usage: quantward" in result.stdout


def test_bench_refuses_to_run_without_its_servers_unless_told_to() -> None:
    result = run("bench")
    assert result.returncode == 2
    said = " ".join(result.stdout.split())  # the console wraps long lines
    assert (
        "QW_KAFKA_BOOTSTRAP, QW_NEO4J_URI, QW_POSTGRES_DSN, QW_ELASTICSEARCH_URL, "
        "QW_OPENSEARCH_URL not set" in said
    )


def test_bench_writes_json_and_a_table(tmp_path: Path) -> None:
    import json

    result = run(
        "bench",
        "bus",
        "--no-require-servers",
        "--events",
        "300",
        "--samples",
        "30",
        "--out",
        str(tmp_path),
    )
    assert result.returncode == 0, result.stderr
    report = json.loads((tmp_path / "bus.json").read_text())
    assert report["suite"] == "bus"
    in_process = report["results"]["in-process"]
    assert in_process["throughput"]["events"] == 300
    assert in_process["latency"]["samples"] == 30
    assert 0 < in_process["latency"]["p50_ms"] <= in_process["latency"]["p99_ms"]
    assert "| in-process | 300 |" in (tmp_path / "bus.md").read_text()
