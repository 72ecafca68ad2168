"""Faults a user meets from the command line, each ending in one line that names the cause (and
the run), never a traceback: a model endpoint that hangs, refuses the key or answers garbage,
`--timeout`, a model name without an endpoint, a setting that does not parse, a Kafka that is not
there. And secrets: whatever a failing run prints, logs or publishes never carries the key or the
password in the endpoint's URL.

The model endpoint is a real HTTP server on 127.0.0.1 that misbehaves on purpose
(`quantward_llm.testing.MisbehavingEndpoint`), never a real model.
"""

from __future__ import annotations

import json
import logging
import re
import socket
from collections.abc import Iterator
from typing import Any

import pytest
from typer.testing import CliRunner

from quantward_bus import InMemoryEventBus
from quantward_cli.cli import app
from quantward_llm.testing import MisbehavingEndpoint

runner = CliRunner()
PASSWORD = "pw-s3cret-in-url"
KEY = "sk-s3cret-key-5678"
RUN_ID = re.compile(r"run_[0-9a-z]{10,}")


@pytest.fixture(scope="module")
def endpoint() -> Iterator[MisbehavingEndpoint]:
    with MisbehavingEndpoint() as server:
        yield server


@pytest.fixture
def published(monkeypatch: pytest.MonkeyPatch) -> list[bytes]:
    """Every event the embedded platform publishes, as the bytes Kafka would carry."""
    seen: list[bytes] = []
    original = InMemoryEventBus.publish_raw

    async def recording(self: Any, topic: str, value: bytes, *, key: str | None = None) -> None:
        seen.append(value)
        await original(self, topic, value, key=key)

    monkeypatch.setattr(InMemoryEventBus, "publish_raw", recording)
    return seen


def invoke(home: Any, env: dict[str, str], *args: str) -> Any:
    with home.activated(), pytest.MonkeyPatch.context() as patch:
        for name, value in env.items():
            patch.setenv(name, value)
        return runner.invoke(app, list(args))


def fast_model(url: str, **more: str) -> dict[str, str]:
    return {
        "QW_MODEL_BASE_URL": url,
        "QW_MODEL_TIMEOUT_S": "0.3",
        "QW_MODEL_MAX_RETRIES": "2",
        "QW_MODEL_DEADLINE_S": "1.5",
        **more,
    }


def no_traceback(result: Any) -> None:
    assert "Traceback" not in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)


@pytest.mark.parametrize("mode", ["hang", "500", "html", "401"])
def test_a_failing_model_run_names_the_cause_and_the_run_and_leaks_no_secret(
    quantward_home: Any,
    endpoint: MisbehavingEndpoint,
    published: list[bytes],
    caplog: pytest.LogCaptureFixture,
    mode: str,
) -> None:
    caplog.set_level(logging.DEBUG)
    for secrets in (
        {"QW_MODEL_BASE_URL": endpoint.url(mode, userinfo=f"qwuser:{PASSWORD}")},
        {"QW_MODEL_API_KEY": KEY},
    ):
        env = {**fast_model(endpoint.url(mode)), **secrets}
        result = invoke(quantward_home, env, "ask", "How did Apple's revenue grow?", "--json")
        no_traceback(result)
        assert result.exit_code == 1, result.output
        outcome = json.loads(result.stdout.strip().splitlines()[-1])
        assert outcome["status"] == "failed"
        assert RUN_ID.fullmatch(outcome["run_id"])
        assert f"127.0.0.1:{endpoint.port}/{mode}/v1" in outcome["error"]
        everything = "\n".join(
            [result.output, caplog.text, *(e.decode("utf-8", "replace") for e in published)]
        )
        assert "run.completed" in everything  # the events were captured
        assert PASSWORD not in everything
        assert "qwuser" not in everything
        assert KEY not in everything


def test_the_human_view_ends_in_one_line_with_the_run_id_and_the_cause(
    quantward_home: Any, endpoint: MisbehavingEndpoint
) -> None:
    # Room for one retry even on a loaded machine: an attempt of 0.3 s, a wait of 1 s.
    env = {**fast_model(endpoint.url("hang")), "QW_MODEL_DEADLINE_S": "3"}
    result = invoke(quantward_home, env, "ask", "Apple revenue?")
    no_traceback(result)
    assert result.exit_code == 1
    last = [line for line in result.output.splitlines() if line.strip()][-1]
    assert RUN_ID.search(last)
    assert "failed" in last
    assert "deadline of 3 s" in last
    # progress while waiting: each retry is shown with its cause
    assert "the attempt timed out; retry 1 of 2" in result.output


def test_timeout_ends_in_one_line_naming_the_run(
    quantward_home: Any, endpoint: MisbehavingEndpoint
) -> None:
    env = {**fast_model(endpoint.url("hang")), "QW_MODEL_TIMEOUT_S": "30"}
    env["QW_MODEL_DEADLINE_S"] = "60"
    result = invoke(quantward_home, env, "ask", "Apple revenue?", "--timeout", "1")
    no_traceback(result)
    assert result.exit_code == 1
    line = [x for x in result.output.splitlines() if x.startswith("error:")]
    assert len(line) == 1
    assert RUN_ID.search(line[0])
    assert "no result within 1 s" in line[0]


def test_a_model_name_without_an_endpoint_is_refused(quantward_home: Any) -> None:
    result = invoke(quantward_home, {}, "ask", "Apple revenue?", "--model", "gpt-4o")
    no_traceback(result)
    assert result.exit_code == 2
    assert "QW_MODEL_BASE_URL" in result.output


def test_openai_variables_are_honoured(quantward_home: Any, endpoint: MisbehavingEndpoint) -> None:
    env = {"OPENAI_BASE_URL": endpoint.url("401"), "OPENAI_API_KEY": KEY}
    result = invoke(quantward_home, env, "ask", "Apple revenue?", "--json")
    assert result.exit_code == 1
    error = json.loads(result.stdout.strip().splitlines()[-1])["error"]
    assert "refused the key" in error
    assert "QW_MODEL_API_KEY (or OPENAI_API_KEY)" in error
    assert endpoint.seen[-1].mode == "401"


@pytest.mark.parametrize(
    ("setting", "value", "command"),
    [
        ("QW_BUS_PARTITIONS", "abc", ["cancel", "run_x"]),
        ("QW_BUS_PARTITIONS", "abc", ["ask", "Apple?"]),
        ("QW_MODEL_TIMEOUT_S", "-1", ["ask", "Apple?"]),
        ("QW_TOPIC_NAMESPACE", "Bad Name!", ["answer", "run_x", "clr_y", "yes"]),
    ],
)
def test_a_bad_setting_is_one_line_naming_it(
    quantward_home: Any, setting: str, value: str, command: list[str]
) -> None:
    result = invoke(quantward_home, {setting: value}, *command)
    no_traceback(result)
    assert result.exit_code == 2
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert len(lines) == 1
    assert lines[0].startswith(f"error: setting {setting}=")


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.mark.parametrize("command", [["cancel", "run_x"], ["answer", "run_x", "clr_y", "yes"]])
def test_an_unreachable_kafka_is_one_line_naming_the_server(
    quantward_home: Any, command: list[str]
) -> None:
    server = f"127.0.0.1:{_closed_port()}"
    result = invoke(quantward_home, {"QW_KAFKA_BOOTSTRAP": server}, *command)
    no_traceback(result)
    assert result.exit_code == 1
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert lines == [lines[0]]
    assert f"cannot reach Kafka at {server} (QW_KAFKA_BOOTSTRAP)" in lines[0]
