"""`quantward resolve` and `quantward serve resolver` as a user runs them: the installed command,
the embedded graph seeded from the shipped reference data into a fresh file, no server.

Expected ids are looked up in the shipped data (the listing VOW3 on Xetra, the listing FB on
Nasdaq in 2015) rather than hard-coded, so that the tests follow the data's naming.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from datetime import date
from pathlib import Path
from typing import Any

import grpc
import pytest

from quantward.health.v1 import health_pb2, health_pb2_grpc
from quantward.resolver.v1 import resolver_pb2 as pb
from quantward.resolver.v1 import resolver_pb2_grpc
from quantward_graph.reference import load_reference_data, reference_data_version
from tests.environ import session_environ

QUANTWARD = Path(sys.executable).with_name("quantward")


def listed_entity(ticker: str, mic: str, on: date | None = None) -> str:
    """The shipped entity with a listing `ticker` on `mic` (valid on `on`, if given)."""
    owners = {
        entity.entity_id
        for entity in load_reference_data().entities
        for instrument in entity.instruments
        for listing in instrument.listings
        if (listing.ticker, listing.mic) == (ticker, mic) and (on is None or listing.valid_on(on))
    }
    assert len(owners) == 1, f"shipped data: {ticker}@{mic} belongs to {owners or 'nobody'}"
    return owners.pop()


@pytest.fixture(scope="module")
def env(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """Embedded defaults (no QW_… from the developer's shell) and a graph file of our own."""
    graph = tmp_path_factory.mktemp("graph") / "graph.sqlite"
    return session_environ(QW_GRAPH_PATH=str(graph), QW_HEALTH_PORT="0")


def run(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(QUANTWARD), "resolve", *args],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        check=False,
    )


def test_one_query_prints_one_json_resolution(env: dict[str, str]) -> None:
    result = run(env, "VOW3.DE", "--json")
    assert result.returncode == 0, result.stderr
    [line] = result.stdout.splitlines()
    resolution = json.loads(line)
    assert resolution["status"] == "resolved"
    assert resolution["entity"]["entity_id"] == listed_entity("VOW3", "XETR")
    assert resolution["entity"]["canonical_name"]
    assert {"scheme": "ISIN", "value": "DE0007664039"} in resolution["entity"]["identifiers"]
    assert any(lst["ticker"] == "VOW3" for lst in resolution["entity"]["listings"])
    assert 0.9 < resolution["confidence"] <= 1
    assert resolution["match_path"]
    assert resolution["alternatives"] == []
    # the file was seeded on first use, and records which reference data it holds
    marker = Path(env["QW_GRAPH_PATH"] + ".reference.json")
    assert reference_data_version() in marker.read_text()


def test_as_of_and_hints_are_passed_through(env: dict[str, str]) -> None:
    result = run(env, "FB", "--as-of", "2015-01-02", "--exchange", "NASDAQ", "--json")
    assert result.returncode == 0, result.stderr
    resolution = json.loads(result.stdout)
    assert resolution["as_of"] == "2015-01-02"
    assert resolution["entity"]["entity_id"] == listed_entity("FB", "XNAS", date(2015, 1, 2))


def test_without_json_the_answer_is_rendered_for_a_person(env: dict[str, str]) -> None:
    result = run(env, "VOW3.DE")
    assert result.returncode == 0, result.stderr
    assert "resolved" in result.stdout
    assert listed_entity("VOW3", "XETR") in result.stdout
    assert "why:" in result.stdout


def test_a_batch_answers_every_line_in_order_and_reports_bad_lines(
    env: dict[str, str], tmp_path: Path
) -> None:
    batch = tmp_path / "queries.jsonl"
    batch.write_text(
        "\n".join(
            [
                json.dumps({"query": "VOW3.DE"}),
                json.dumps({"query": "FB", "as_of": "2015-13-01"}),
                "this is not json",
                json.dumps({"query": "Zqxwv Nonexistent Holdings"}),
                json.dumps({"query": "FB", "as_of": "2015-01-02", "exchange": "NASDAQ"}),
            ]
        )
        + "\n"
    )
    result = run(env, "--batch", str(batch), "--json")
    assert result.returncode == 1, result.stderr  # one bad line → exit 1, the rest still answered
    rows = [json.loads(line) for line in result.stdout.splitlines()]
    assert [row["line"] for row in rows] == [1, 2, 3, 4, 5]
    assert [row["status"] for row in rows] == [
        "resolved",
        "error",
        "error",
        "not_found",
        "resolved",
    ]
    assert rows[0]["entity"]["entity_id"] == listed_entity("VOW3", "XETR")
    assert rows[1]["field"] == "as_of"
    assert "expected YYYY-MM-DD" in rows[1]["reason"]
    assert rows[2]["field"] is None
    assert "not valid JSON" in rows[2]["reason"]
    assert rows[4]["entity"]["entity_id"] == listed_entity("FB", "XNAS", date(2015, 1, 2))


def test_mentions_in_free_text_have_spans_and_resolutions(env: dict[str, str]) -> None:
    text = "What did VW and Porsche say about guidance?"
    result = run(env, "--mentions", text, "--json")
    assert result.returncode == 0, result.stderr
    answer = json.loads(result.stdout)
    assert answer["text"] == text
    mentions = {m["text"]: m for m in answer["mentions"]}
    assert {"VW", "Porsche"} <= set(mentions)
    for mention in answer["mentions"]:
        assert text[mention["start"] : mention["end"]] == mention["text"]
    vw = mentions["VW"]["resolution"]
    assert vw["status"] == "resolved"
    assert vw["entity"]["entity_id"] == listed_entity("VOW3", "XETR")


@pytest.mark.parametrize("bad", ["2024-13-01", "yesterday", "2023-02-29", "01.02.2024"])
def test_a_bad_as_of_exits_2_and_says_what_was_expected(env: dict[str, str], bad: str) -> None:
    result = run(env, "Siemens", "--as-of", bad, "--json")
    assert result.returncode == 2
    assert f"--as-of: expected YYYY-MM-DD, got '{bad}'" in result.stderr
    assert result.stdout == ""


# --- quantward serve resolver --------------------------------------------------------------------


@pytest.fixture
def server(env: dict[str, str]) -> Iterator[tuple[subprocess.Popen[str], int]]:
    process = subprocess.Popen(
        [str(QUANTWARD), "serve", "resolver"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**env, "QW_RESOLVER_GRPC_PORT": "0"},
    )
    try:
        assert process.stdout is not None
        line = process.stdout.readline()  # blocks until the server announces its port
        assert "resolver serving gRPC on" in line, process.stderr.read() if process.stderr else ""
        yield process, int(line.rsplit(":", 1)[1])
    finally:
        if process.poll() is None:
            process.kill()
            process.wait(timeout=30)


def test_serve_resolver_answers_grpc_and_stops_gracefully_on_sigterm(
    server: tuple[subprocess.Popen[str], int],
) -> None:
    process, port = server
    with grpc.insecure_channel(f"127.0.0.1:{port}") as channel:
        grpc.channel_ready_future(channel).result(timeout=30)
        health = health_pb2_grpc.HealthServiceStub(channel).Check(health_pb2.CheckRequest())
        assert health.status == health_pb2.CheckResponse.SERVING
        stub = resolver_pb2_grpc.ResolverServiceStub(channel)
        response = stub.Resolve(pb.ResolveRequest(query="VOW3.DE"))
        assert response.status == pb.ResolveResponse.RESOLVED
        assert response.entity.entity_id == listed_entity("VOW3", "XETR")
    process.send_signal(signal.SIGTERM)
    assert process.wait(timeout=60) == 0
    assert process.stderr is not None
    assert "SIGTERM received" in process.stderr.read()


def _read_lines_within(stream: Any, count: int, bound_s: float) -> tuple[list[str], bytes]:
    """`count` lines from a pipe (and what arrived after them), or fewer if nothing arrives for
    `bound_s` (a regression bound). Reads the raw descriptor: a buffered reader would hide
    lines from `select`."""
    import select

    fd = stream.fileno()
    data = b""
    while data.count(b"\n") < count:
        ready, _, _ = select.select([fd], [], [], bound_s)
        if not ready:
            break
        piece = os.read(fd, 1 << 16)
        if not piece:
            break
        data += piece
    *lines, tail = data.split(b"\n")
    return [line.decode() for line in lines], tail


@pytest.mark.parametrize("as_json", [True, False])
def test_a_batch_is_streamed_results_come_before_the_input_ends(
    env: dict[str, str], as_json: bool
) -> None:
    from quantward_cli.cli_resolve import BATCH_CHUNK

    process = subprocess.Popen(
        [str(QUANTWARD), "resolve", "--batch", "-", *(["--json"] if as_json else [])],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        env=env,
    )
    assert process.stdin is not None
    assert process.stdout is not None
    try:
        # One chunk of lines, and the input stays open: a command that reads everything first
        # prints nothing yet.
        process.stdin.write(((json.dumps({"query": "VOW3.DE"}) + "\n") * BATCH_CHUNK).encode())
        process.stdin.flush()
        expected = BATCH_CHUNK + (0 if as_json else 1)  # the table's header
        early, tail = _read_lines_within(process.stdout, expected, bound_s=60)
        assert len(early) >= expected
        process.stdin.write((json.dumps({"query": "Zqxwv Nonexistent Holdings"}) + "\n").encode())
        process.stdin.close()
        rest = (tail + process.stdout.read()).decode()
        assert process.wait(timeout=60) == 0
    finally:
        process.kill()
    if as_json:
        assert json.loads(early[0])["line"] == 1
        assert json.loads(rest.splitlines()[-1])["status"] == "not_found"
    else:
        assert early[0].split() == ["line", "query", "status", "entity", "confidence"]
        assert rest.split()[:3] == [str(BATCH_CHUNK + 1), "Zqxwv", "Nonexistent"]


def test_the_batch_table_escapes_control_characters(env: dict[str, str], tmp_path: Path) -> None:
    batch = tmp_path / "hostile.jsonl"
    batch.write_text(json.dumps({"query": "Siemens\x1b[2J\x07"}) + "\n", encoding="utf-8")
    result = run(env, "--batch", str(batch))
    assert "\x1b" not in result.stdout
    assert "\x07" not in result.stdout
    assert "\\x1b[2J\\x07" in result.stdout
