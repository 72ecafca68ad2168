"""`quantward run` with `QW_OTLP_ENDPOINT` exports the run's trace over OTLP/HTTP.

A stub OTLP receiver on a free loopback port collects what the process posts to `/v1/traces`;
the spans decode with the OTLP protobuf schema and form one trace, rooted at the client's
`run requested` span, through the orchestrator's, the researchers' and the Guardian's handlers.
"""

from __future__ import annotations

import subprocess
import sys
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceRequest

QUANTWARD = Path(sys.executable).with_name("quantward")


class Receiver:
    """Collects the spans posted to it (each export request decoded)."""

    def __init__(self) -> None:
        self.spans: list[Any] = []
        self.paths: list[str] = []
        self.lock = threading.Lock()


@pytest.fixture
def receiver() -> Iterator[tuple[Receiver, int]]:
    collected = Receiver()

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            body = self.rfile.read(int(self.headers["Content-Length"]))
            request = ExportTraceServiceRequest()
            request.ParseFromString(body)
            with collected.lock:
                collected.paths.append(self.path)
                for resource in request.resource_spans:
                    for scope in resource.scope_spans:
                        collected.spans.extend(scope.spans)
            self.send_response(200)
            self.send_header("Content-Type", "application/x-protobuf")
            self.send_header("Content-Length", "0")
            self.end_headers()

        def log_message(self, format: str, *args: Any) -> None:
            return

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield collected, int(server.server_address[1])
    finally:
        server.shutdown()
        server.server_close()


def attributes(span: Any) -> dict[str, str]:
    return {a.key: a.value.string_value for a in span.attributes}


def test_a_run_exports_one_trace(quantward_home: Any, receiver: tuple[Receiver, int]) -> None:
    collected, port = receiver
    env = quantward_home.environ() | {"QW_OTLP_ENDPOINT": f"http://127.0.0.1:{port}"}
    result = subprocess.run(
        [str(QUANTWARD), "run", "earnings-preview", "--input", "company=Apple", "--json"],
        capture_output=True,
        text=True,
        env=env,
        timeout=600,
        check=False,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    assert set(collected.paths) == {"/v1/traces"}
    (root,) = [s for s in collected.spans if s.name == "run requested"]
    in_trace = [s for s in collected.spans if s.trace_id == root.trace_id]
    groups = {attributes(s).get("messaging.consumer.group.name") for s in in_trace}
    assert {"orchestrator", "researcher", "guardian"} <= groups
    names = {s.name for s in in_trace}
    assert {"model call", "tool call", "handle review.requested.v1"} <= names
    run_id = attributes(root)["quantward.run_id"]
    assert all(
        s.trace_id == root.trace_id
        for s in collected.spans
        if attributes(s).get("quantward.run_id") == run_id
    )
