"""The ChatModel adapters: scripted, OpenAI-compatible (against an in-process mock transport),
and the guard that keeps tests off real endpoints."""

from __future__ import annotations

import json
from typing import Any

import httpx2
import pytest

from quantward_llm.guard import RealModelForbiddenError
from quantward_llm.openai_model import OpenAIChatModel
from quantward_llm.port import (
    AuthenticationError,
    Completion,
    EndpointError,
    LLMError,
    MalformedToolCallError,
    Message,
    ModelNotFoundError,
    RateLimitedError,
    TextDelta,
    ToolCall,
    ToolSpec,
    request,
)
from quantward_llm.scripted import ScriptedModel

LOOPBACK = "http://127.0.0.1:9/v1"
SEARCH = ToolSpec(
    name="search",
    description="Search documents.",
    parameters={"type": "object", "properties": {"q": {"type": "string"}}},
)


def reply(content: str = "", tool_calls: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    message: dict[str, Any] = {"role": "assistant", "content": content}
    if tool_calls:
        message["tool_calls"] = tool_calls
    return {
        "id": "c1",
        "object": "chat.completion",
        "created": 0,
        "model": "m",
        "choices": [{"index": 0, "message": message, "finish_reason": "stop"}],
        "usage": {"prompt_tokens": 3, "completion_tokens": 5, "total_tokens": 8},
    }


def model_with(handler: Any, retries: int = 0) -> OpenAIChatModel:
    client = httpx2.AsyncClient(transport=httpx2.MockTransport(handler))
    return OpenAIChatModel(
        "m", base_url=LOOPBACK, api_key="k", max_retries=retries, http_client=client
    )


async def test_scripted_model_answers_in_order_and_records_requests() -> None:
    model = ScriptedModel(
        [
            Completion(content="first"),
            lambda r: Completion(content=f"saw {len(r.messages)} messages"),
        ]
    )
    assert (await model.complete(request([Message(role="user", content="hi")]))).content == "first"
    pieces = [
        p
        async for p in model.stream(
            request([Message(role="user", content="a"), Message(role="user", content="b")])
        )
    ]
    assert "".join(p.text for p in pieces if isinstance(p, TextDelta)) == "saw 2 messages"
    assert isinstance(pieces[-1], Completion)
    assert len(model.calls) == 2
    with pytest.raises(LLMError, match="the script has 2 step"):
        await model.complete(request([]))


def test_a_real_endpoint_is_refused_while_forbidden() -> None:
    with pytest.raises(RealModelForbiddenError, match=r"api\.example\.com"):
        OpenAIChatModel("gpt", base_url="https://api.example.com/v1", api_key="k")
    with pytest.raises(RealModelForbiddenError, match="OpenAI default"):
        OpenAIChatModel("gpt", api_key="k")


async def test_completion_with_a_tool_call_and_messages_on_the_wire() -> None:
    seen: list[dict[str, Any]] = []

    def handler(req: httpx2.Request) -> httpx2.Response:
        seen.append(json.loads(req.content))
        return httpx2.Response(
            200,
            json=reply(
                tool_calls=[
                    {
                        "id": "call_1",
                        "type": "function",
                        "function": {"name": "search", "arguments": '{"q": "guidance"}'},
                    }
                ]
            ),
        )

    model = model_with(handler)
    history = [
        Message(role="user", content="find guidance"),
        Message(
            role="assistant",
            tool_calls=(ToolCall(call_id="call_0", name="search", arguments={"q": "x"}),),
        ),
        Message(role="tool", tool_call_id="call_0", content="nothing"),
    ]
    answer = await model.complete(request(history, [SEARCH]))
    assert answer.tool_calls == (
        ToolCall(call_id="call_1", name="search", arguments={"q": "guidance"}),
    )
    assert answer.usage.completion_tokens == 5
    body = seen[0]
    assert body["tools"][0]["function"]["name"] == "search"
    assert body["messages"][1]["tool_calls"][0]["function"]["arguments"] == '{"q": "x"}'
    assert body["messages"][2]["tool_call_id"] == "call_0"


async def test_malformed_tool_arguments_raise_a_clear_error() -> None:
    model = model_with(
        lambda r: httpx2.Response(
            200,
            json=reply(
                tool_calls=[
                    {
                        "id": "c",
                        "type": "function",
                        "function": {"name": "search", "arguments": "{oops"},
                    }
                ]
            ),
        )
    )
    with pytest.raises(MalformedToolCallError, match="search with arguments that are not JSON"):
        await model.complete(request([Message(role="user", content="x")], [SEARCH]))


@pytest.mark.parametrize(
    ("status", "error", "words"),
    [
        (401, AuthenticationError, "API key"),
        (404, ModelNotFoundError, "not found"),
        (429, RateLimitedError, "rate-limiting"),
        (503, EndpointError, "answered 503"),
    ],
)
async def test_http_errors_become_the_ports_errors(status: int, error: type, words: str) -> None:
    model = model_with(lambda r: httpx2.Response(status, json={"error": {"message": "no"}}))
    with pytest.raises(error, match=words):
        await model.complete(request([Message(role="user", content="x")]))


async def test_a_transient_failure_is_retried() -> None:
    answers = iter(
        [
            httpx2.Response(500, json={"error": {"message": "busy"}}),
            httpx2.Response(200, json=reply("ok")),
        ]
    )
    model = model_with(lambda r: next(answers), retries=2)
    assert (await model.complete(request([Message(role="user", content="x")]))).content == "ok"


async def test_streaming_yields_deltas_then_the_whole_reply_with_tool_calls() -> None:
    def chunk(delta: dict[str, Any], finish: str | None = None) -> str:
        return "data: " + json.dumps(
            {
                "id": "s",
                "object": "chat.completion.chunk",
                "created": 0,
                "model": "m",
                "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
            }
        )

    events = [
        chunk({"role": "assistant", "content": "Reve"}),
        chunk({"content": "nue rose."}),
        chunk(
            {
                "tool_calls": [
                    {
                        "index": 0,
                        "id": "call_9",
                        "type": "function",
                        "function": {"name": "search", "arguments": '{"q": '},
                    }
                ]
            }
        ),
        chunk({"tool_calls": [{"index": 0, "function": {"arguments": '"eps"}'}}]}, "tool_calls"),
        "data: [DONE]",
    ]
    body = ("\n\n".join(events) + "\n\n").encode()
    model = model_with(
        lambda r: httpx2.Response(200, content=body, headers={"content-type": "text/event-stream"})
    )
    pieces = [p async for p in model.stream(request([Message(role="user", content="x")]))]
    assert [p.text for p in pieces if isinstance(p, TextDelta)] == ["Reve", "nue rose."]
    final = pieces[-1]
    assert isinstance(final, Completion)
    assert final.content == "Revenue rose."
    assert final.tool_calls == (ToolCall(call_id="call_9", name="search", arguments={"q": "eps"}),)
    assert final.finish_reason == "tool_calls"
