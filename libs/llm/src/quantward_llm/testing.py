"""A misbehaving OpenAI-compatible endpoint on 127.0.0.1, for tests of model faults.

A real HTTP server (a thread, port 0) whose behaviour is chosen by the first segment of the
path, so one server serves every case: `/hang/v1` reads the request and never answers,
`/html/v1` answers 200 with an HTML page, `/truncated/v1` with half a JSON body, `/500/v1`,
`/401/v1`, `/429/v1` with that status, `/ok/v1` with a valid empty completion. It records the
requests it saw. Never a real model: tests point `QW_MODEL_BASE_URL` here. `ScriptedEndpoint`
is the well-behaved counterpart: it answers every chat completion with the text a test writes.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

_COMPLETION = {
    "id": "c1",
    "object": "chat.completion",
    "created": 0,
    "model": "stub",
    "choices": [
        {"index": 0, "message": {"role": "assistant", "content": "ok"}, "finish_reason": "stop"}
    ],
    "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
}


@dataclass
class SeenRequest:
    mode: str
    path: str
    headers: dict[str, str] = field(default_factory=dict)


class MisbehavingEndpoint:
    """`with MisbehavingEndpoint() as endpoint:`; `endpoint.url("hang")` is a base URL."""

    def __init__(self) -> None:
        self.seen: list[SeenRequest] = []
        self._release = threading.Event()
        endpoint = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, format: str, *args: Any) -> None:  # quiet
                return

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                self.rfile.read(length)
                mode = self.path.strip("/").split("/", 1)[0]
                endpoint.seen.append(SeenRequest(mode, self.path, dict(self.headers)))
                if mode == "hang":
                    endpoint._release.wait(60)  # never answers while the test runs
                    return
                if mode in ("html", "truncated", "ok"):
                    body, kind = {
                        "html": (b"<html><body>Bad gateway</body></html>", "text/html"),
                        "truncated": (json.dumps(_COMPLETION).encode()[:40], "application/json"),
                        "ok": (json.dumps(_COMPLETION).encode(), "application/json"),
                    }[mode]
                    self._send(200, body, kind)
                    return
                status = int(mode) if mode.isdigit() else 404
                error = {"error": {"message": f"stub {status}", "type": "stub"}}
                self._send(status, json.dumps(error).encode(), "application/json")

            def _send(self, status: int, body: bytes, kind: str) -> None:
                self.send_response(status)
                self.send_header("Content-Type", kind)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    @property
    def port(self) -> int:
        return int(self._server.server_address[1])

    def url(self, mode: str, *, userinfo: str = "") -> str:
        """The base URL of one behaviour; `userinfo` ("user:password") goes into the URL."""
        at = f"{userinfo}@" if userinfo else ""
        return f"http://{at}127.0.0.1:{self.port}/{mode}/v1"

    def __enter__(self) -> MisbehavingEndpoint:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._release.set()
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=5)


class ScriptedEndpoint:
    """A well-behaved OpenAI-compatible endpoint on 127.0.0.1 whose replies a test writes.

    `reply(request)` gets the chat-completion request body (model, messages, tools…) and
    returns the assistant's text; every request is kept in `requests`. For suites that must
    run "against an endpoint" (the review benchmark's model rows) without a real model.
    `with ScriptedEndpoint(reply) as endpoint:`; `endpoint.base_url` is the `/v1` URL.
    """

    def __init__(self, reply: Callable[[dict[str, Any]], str], *, model: str = "scripted") -> None:
        self.requests: list[dict[str, Any]] = []
        self._lock = threading.Lock()
        endpoint = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, format: str, *args: Any) -> None:  # quiet
                return

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                body = json.loads(self.rfile.read(length) or b"{}")
                with endpoint._lock:
                    endpoint.requests.append(body)
                if not self.path.rstrip("/").endswith("/chat/completions"):
                    self._send(404, {"error": {"message": f"no route {self.path}"}})
                    return
                completion = {
                    **_COMPLETION,
                    "model": model,
                    "choices": [
                        {
                            "index": 0,
                            "message": {"role": "assistant", "content": reply(body)},
                            "finish_reason": "stop",
                        }
                    ],
                }
                self._send(200, completion)

            def _send(self, status: int, payload: dict[str, Any]) -> None:
                data = json.dumps(payload).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self._server.server_address[1]}/v1"

    def __enter__(self) -> ScriptedEndpoint:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=5)
