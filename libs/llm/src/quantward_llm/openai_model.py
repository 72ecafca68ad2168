"""Any OpenAI-compatible endpoint (OpenAI, vLLM, Ollama, llama.cpp server) through `openai`.

Settings: `base_url`, key and model. Transient failures (429, 5xx, timeouts, dropped
connections) are retried with the client's exponential backoff up to `max_retries`; what remains
is raised as one of the port's errors with a message that says what to check. The guard is
consulted before the client is built, so a test can never reach a real endpoint.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from typing import Any

import httpx2
import openai

from quantward_llm.guard import check_endpoint
from quantward_llm.port import (
    AuthenticationError,
    ChatRequest,
    Completion,
    EndpointError,
    LLMError,
    MalformedToolCallError,
    Message,
    ModelNotFoundError,
    RateLimitedError,
    TextDelta,
    ToolCall,
    Usage,
)


def _wire_message(message: Message) -> dict[str, Any]:
    wire: dict[str, Any] = {"role": message.role, "content": message.content}
    if message.tool_calls:
        wire["tool_calls"] = [
            {
                "id": c.call_id,
                "type": "function",
                "function": {"name": c.name, "arguments": json.dumps(c.arguments)},
            }
            for c in message.tool_calls
        ]
    if message.tool_call_id:
        wire["tool_call_id"] = message.tool_call_id
    if message.name:
        wire["name"] = message.name
    return wire


def _arguments(name: str, raw: str | None) -> dict[str, Any]:
    try:
        value = json.loads(raw or "{}")
    except json.JSONDecodeError as exc:
        raise MalformedToolCallError(
            f"the model called {name} with arguments that are not JSON ({exc.msg}): {raw!r:.200}"
        ) from None
    if not isinstance(value, dict):
        raise MalformedToolCallError(
            f"the model called {name} with {type(value).__name__} arguments; an object is required"
        )
    return value


class OpenAIChatModel:
    def __init__(
        self,
        model: str,
        *,
        base_url: str | None = None,
        api_key: str | None = None,
        timeout_s: float = 60.0,
        max_retries: int = 3,
        http_client: httpx2.AsyncClient | None = None,
    ) -> None:
        check_endpoint(base_url)
        self._model = model
        self._base_url = base_url
        self._client = openai.AsyncOpenAI(
            base_url=base_url,
            api_key=api_key or "not-needed",
            timeout=timeout_s,
            max_retries=max_retries,
            http_client=http_client,
        )

    @property
    def name(self) -> str:
        return self._model

    def _params(self, request: ChatRequest) -> dict[str, Any]:
        params: dict[str, Any] = {
            "model": self._model,
            "messages": [_wire_message(m) for m in request.messages],
            "temperature": request.temperature,
        }
        if request.tools:
            params["tools"] = [
                {
                    "type": "function",
                    "function": {
                        "name": t.name,
                        "description": t.description,
                        "parameters": t.parameters,
                    },
                }
                for t in request.tools
            ]
        if request.max_tokens:
            params["max_tokens"] = request.max_tokens
        return params

    async def complete(self, request: ChatRequest) -> Completion:
        try:
            response = await self._client.chat.completions.create(**self._params(request))
        except openai.APIError as exc:
            raise self._error(exc) from exc
        choice = response.choices[0]
        calls = tuple(
            ToolCall(
                call_id=c.id,
                name=c.function.name,
                arguments=_arguments(c.function.name, c.function.arguments),
            )
            for c in (choice.message.tool_calls or [])
            if c.type == "function"
        )
        usage = response.usage
        return Completion(
            content=choice.message.content or "",
            tool_calls=calls,
            finish_reason=choice.finish_reason or "stop",
            model=response.model,
            usage=Usage(
                prompt_tokens=usage.prompt_tokens if usage else 0,
                completion_tokens=usage.completion_tokens if usage else 0,
            ),
        )

    async def stream(self, request: ChatRequest) -> AsyncIterator[TextDelta | Completion]:
        text: list[str] = []
        calls: dict[int, dict[str, str]] = {}
        finish = "stop"
        model = self._model
        try:
            chunks = await self._client.chat.completions.create(
                **self._params(request), stream=True
            )
            async for chunk in chunks:
                model = chunk.model or model
                if not chunk.choices:
                    continue
                choice = chunk.choices[0]
                finish = choice.finish_reason or finish
                delta = choice.delta
                if delta.content:
                    text.append(delta.content)
                    yield TextDelta(text=delta.content)
                for call in delta.tool_calls or []:
                    slot = calls.setdefault(call.index, {"id": "", "name": "", "arguments": ""})
                    slot["id"] = call.id or slot["id"]
                    if call.function is not None:
                        slot["name"] += call.function.name or ""
                        slot["arguments"] += call.function.arguments or ""
        except openai.APIError as exc:
            raise self._error(exc) from exc
        yield Completion(
            content="".join(text),
            finish_reason=finish,
            model=model,
            tool_calls=tuple(
                ToolCall(
                    call_id=c["id"] or f"call_{i}",
                    name=c["name"],
                    arguments=_arguments(c["name"], c["arguments"]),
                )
                for i, c in sorted(calls.items())
            ),
        )

    def _error(self, exc: openai.APIError) -> LLMError:
        where = f"{self._base_url or 'api.openai.com'} (model {self._model})"
        if isinstance(exc, openai.AuthenticationError | openai.PermissionDeniedError):
            return AuthenticationError(f"{where} refused the key: check the API key setting")
        if isinstance(exc, openai.NotFoundError):
            return ModelNotFoundError(f"{where}: model or URL not found; check both")
        if isinstance(exc, openai.RateLimitError):
            return RateLimitedError(f"{where} kept rate-limiting after every retry")
        if isinstance(exc, openai.APIStatusError):
            return EndpointError(f"{where} answered {exc.status_code} after every retry")
        return EndpointError(f"{where} unreachable after every retry: {exc}")
