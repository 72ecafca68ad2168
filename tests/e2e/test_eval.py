"""`quantward eval` end to end: the offline policy, an OpenAI-compatible endpoint, a re-score.

The endpoint is a local server whose model is the offline policy (never a real model), so the
run goes through the OpenAI adapter and its recording; the re-score reads the same runs back
from the run record with the endpoint gone.
"""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from quantward_cli.cli import app
from quantward_llm.port import ChatRequest, Message, ToolCall, ToolSpec
from quantward_policy import OfflineReferencePolicy


def _message(wire: dict[str, Any]) -> Message:
    calls = tuple(
        ToolCall(
            call_id=c["id"],
            name=c["function"]["name"],
            arguments=json.loads(c["function"]["arguments"] or "{}"),
        )
        for c in wire.get("tool_calls") or ()
    )
    return Message(
        role=wire["role"],
        content=wire.get("content") or "",
        tool_calls=calls,
        tool_call_id=wire.get("tool_call_id"),
        name=wire.get("name"),
    )


class PolicyEndpoint:
    """`with PolicyEndpoint() as endpoint:`; `endpoint.base_url` is the `/v1` URL."""

    def __init__(self) -> None:
        self.requests = 0
        policy = OfflineReferencePolicy()
        endpoint = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, format: str, *args: Any) -> None:  # quiet
                return

            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers.get("Content-Length") or 0)))
                endpoint.requests += 1
                request = ChatRequest(
                    messages=tuple(_message(m) for m in body["messages"]),
                    tools=tuple(
                        ToolSpec(
                            name=t["function"]["name"],
                            description=t["function"].get("description", ""),
                            parameters=t["function"].get("parameters", {}),
                        )
                        for t in body.get("tools") or ()
                    ),
                )
                completion = asyncio.run(policy.complete(request))
                prompt = sum(len(m.get("content") or "") for m in body["messages"]) // 4
                message: dict[str, Any] = {"role": "assistant", "content": completion.content}
                if completion.tool_calls:
                    message["tool_calls"] = [
                        {
                            "id": c.call_id,
                            "type": "function",
                            "function": {"name": c.name, "arguments": json.dumps(c.arguments)},
                        }
                        for c in completion.tool_calls
                    ]
                reply = {
                    "id": f"cmpl-{endpoint.requests}",
                    "object": "chat.completion",
                    "created": 0,
                    "model": "policy-endpoint",
                    "choices": [
                        {"index": 0, "message": message, "finish_reason": completion.finish_reason}
                    ],
                    "usage": {
                        "prompt_tokens": prompt,
                        "completion_tokens": len(completion.content) // 4 + 1,
                        "total_tokens": prompt + len(completion.content) // 4 + 1,
                    },
                }
                data = json.dumps(reply).encode()
                self.send_response(200)
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

    def __enter__(self) -> PolicyEndpoint:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()


ONLY = ("ret-01", "chg-01", "top-03", "cmp-01", "tpl-01", "nf-01")


def _args(out: Path) -> list[str]:
    return ["eval", *(a for q in ONLY for a in ("--only", q)), "--out", str(out)]


@pytest.fixture
def home(quantward_home: Any) -> Iterator[Any]:
    with quantward_home.activated():
        yield quantward_home


def test_the_offline_policy_is_graded_per_category_and_rescored_from_the_record(
    home: object, tmp_path: Path
) -> None:
    out = tmp_path / "eval.json"
    result = CliRunner().invoke(app, _args(out))
    assert result.exit_code == 0, result.output
    assert "| Category | Questions | Task success |" in result.output
    scored = json.loads(out.read_text())
    assert set(scored["runs"]) == set(ONLY)
    assert scored["overall"]["questions"] == len(ONLY)
    assert scored["overall"]["task_success"] == 1.0, scored["failures"]
    again = CliRunner().invoke(app, ["eval", "--rescore", str(out), "--json"])
    assert again.exit_code == 0, again.output
    rescored = json.loads(again.output)
    assert rescored["overall"] == scored["overall"]


def test_an_openai_compatible_endpoint_is_evaluated_recorded_and_rescored_without_it(
    home: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "endpoint.json"
    with PolicyEndpoint() as endpoint:
        monkeypatch.setenv("QW_MODEL_BASE_URL", endpoint.base_url)
        monkeypatch.setenv("QW_MODEL_NAME", "policy-endpoint")
        result = CliRunner().invoke(app, [*_args(out), "--price-in", "1", "--price-out", "2"])
        assert result.exit_code == 0, result.output
        assert endpoint.requests > 0
    scored = json.loads(out.read_text())
    assert scored["model"] == "policy-endpoint"
    assert scored["overall"]["task_success"] == 1.0, scored["failures"]
    usage = scored["usage"]
    assert usage["prompt_tokens"] > 0
    assert usage["model_calls"] > 0
    expected = (usage["prompt_tokens"] * 1 + usage["completion_tokens"] * 2) / 1_000_000
    assert usage["cost"] == pytest.approx(expected)
    # the endpoint is gone: the record alone grades the same runs the same way
    monkeypatch.delenv("QW_MODEL_BASE_URL")
    again = CliRunner().invoke(app, ["eval", "--rescore", str(out), "--json"])
    assert again.exit_code == 0, again.output
    assert json.loads(again.output)["overall"] == scored["overall"]


def test_a_question_file_with_a_bad_field_is_one_line_naming_it(
    home: object, tmp_path: Path
) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text(
        "set: mine\nquestions:\n- id: q1\n  category: x\n  question: hi\n"
        "  expect: {intent: guess}\n"
    )
    result = CliRunner().invoke(app, ["eval", "--set", str(bad)])
    assert result.exit_code == 2
    assert "questions.0.expect.intent" in result.output
