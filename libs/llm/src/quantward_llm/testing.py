"""A misbehaving OpenAI-compatible endpoint on 127.0.0.1, for tests of model faults.

A real HTTP server (a thread, port 0) whose behaviour is chosen by the first segment of the
path, so one server serves every case: `/hang/v1` reads the request and never answers,
`/html/v1` answers 200 with an HTML page, `/truncated/v1` with half a JSON body, `/500/v1`,
`/401/v1`, `/429/v1` with that status, `/ok/v1` with a valid empty completion. It records the
requests it saw. Never a real model: tests point `QW_MODEL_BASE_URL` here. `ScriptedEndpoint`
is the well-behaved counterpart: it answers every chat completion with the text a test writes.
"""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from quantward_llm.port import ChatModel, ChatRequest, Completion, Message, ToolCall, ToolSpec

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


def request_from_wire(body: dict[str, Any]) -> ChatRequest:
    """The port's request from an OpenAI chat-completion body (what the OpenAI adapter sends)."""
    return ChatRequest(
        messages=tuple(
            Message(
                role=m["role"],
                content=m.get("content") or "",
                tool_calls=tuple(
                    ToolCall(
                        call_id=c["id"],
                        name=c["function"]["name"],
                        arguments=json.loads(c["function"]["arguments"] or "{}"),
                    )
                    for c in m.get("tool_calls") or ()
                ),
                tool_call_id=m.get("tool_call_id"),
                name=m.get("name"),
            )
            for m in body["messages"]
        ),
        tools=tuple(
            ToolSpec(
                name=t["function"]["name"],
                description=t["function"].get("description", ""),
                parameters=t["function"].get("parameters", {}),
            )
            for t in body.get("tools") or ()
        ),
    )


def _wire_message(reply: str | Completion) -> tuple[dict[str, Any], str]:
    """The assistant message and finish reason of a reply, on the OpenAI wire."""
    if isinstance(reply, str):
        return {"role": "assistant", "content": reply}, "stop"
    message: dict[str, Any] = {"role": "assistant", "content": reply.content}
    if reply.tool_calls:
        message["tool_calls"] = [
            {
                "id": c.call_id,
                "type": "function",
                "function": {"name": c.name, "arguments": json.dumps(c.arguments)},
            }
            for c in reply.tool_calls
        ]
    return message, reply.finish_reason


class ScriptedEndpoint:
    """A well-behaved OpenAI-compatible endpoint on 127.0.0.1 whose replies a test writes.

    `reply(request)` gets the chat-completion request body (model, messages, tools…) and
    returns the assistant's text, or a whole `Completion` (tool calls included); every request
    is kept in `requests`. `ScriptedEndpoint.serving(model)` answers with any `ChatModel` (the
    offline policy), so a suite runs "against an endpoint" — through the OpenAI adapter and
    its recording — without a real model. Usage counts about four characters a token.
    `with ScriptedEndpoint(reply) as endpoint:`; `endpoint.base_url` is the `/v1` URL.
    """

    def __init__(
        self, reply: Callable[[dict[str, Any]], str | Completion], *, model: str = "scripted"
    ) -> None:
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
                message, finish = _wire_message(reply(body))
                prompt = sum(len(m.get("content") or "") for m in body.get("messages", [])) // 4
                answered = len(message.get("content") or "") // 4 + 1
                completion = {
                    **_COMPLETION,
                    "id": f"cmpl-{len(endpoint.requests)}",
                    "model": model,
                    "choices": [{"index": 0, "message": message, "finish_reason": finish}],
                    "usage": {
                        "prompt_tokens": prompt,
                        "completion_tokens": answered,
                        "total_tokens": prompt + answered,
                    },
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

    @classmethod
    def serving(cls, chat_model: ChatModel, *, model: str = "served") -> ScriptedEndpoint:
        """An endpoint whose every answer is `chat_model`'s (each request in its own loop, on
        the server's thread)."""
        return cls(
            lambda body: asyncio.run(chat_model.complete(request_from_wire(body))), model=model
        )

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
