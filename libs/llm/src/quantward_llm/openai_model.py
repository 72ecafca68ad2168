"""Any OpenAI-compatible endpoint (OpenAI, vLLM, Ollama, llama.cpp server) through `openai`.

Settings: `base_url`, key and model. Each attempt may take `timeout_s`; transient failures (429,
5xx, timeouts, dropped connections) are retried with exponential backoff up to `max_retries`,
and the whole call, retries and waits included, ends by `deadline_s`, so an endpoint that never
answers costs one deadline, not attempts × timeout. Every retry is logged (logger
`quantward.llm`, WARNING) with its cause and wait, which is what a user watching a run sees.
What remains is raised as one of the port's errors: one sentence naming the endpoint, the cause
and what to check. A body that is not a chat completion (HTML, truncated JSON) is such an error
too, never a parser's exception.

Secrets never reach a message: the endpoint is named without the user and password a URL may
carry, and the key (a `SecretStr` in the settings) is only handed to the client. The guard is
consulted before the client is built, so a test can never reach a real endpoint.
"""

from __future__ import annotations

import asyncio
import base64
import json
import logging
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any, Final, TypeVar
from urllib.parse import unquote, urlsplit, urlunsplit

import httpx2
import openai
import pydantic

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

T = TypeVar("T")
log = logging.getLogger("quantward.llm")

#: the first wait between attempts (seconds); doubled per retry up to `_MAX_BACKOFF_S`
_FIRST_BACKOFF_S: Final = 1.0
_MAX_BACKOFF_S: Final = 16.0
#: what a reply that is not a chat completion raises while it is being read
_BAD_BODY: Final = (json.JSONDecodeError, pydantic.ValidationError, KeyError, TypeError, IndexError)


def redact_url(url: str | None) -> str:
    """The URL without the user and password it may carry (`http://u:p@host/v1` → `http://host/v1`),
    and without a query (keys are sometimes passed as `?api-key=`)."""
    if not url:
        return "api.openai.com"
    try:
        parts = urlsplit(url)
        host = parts.hostname or ""
        netloc = f"{host}:{parts.port}" if parts.port else host
    except ValueError:
        return "<the model base URL (not a valid URL)>"
    return urlunsplit((parts.scheme, netloc, parts.path, "", ""))


def _url_secrets(url: str | None) -> list[str]:
    if not url:
        return []
    try:
        parts = urlsplit(url)
    except ValueError:
        return [url]
    return [s for s in (parts.username, parts.password, parts.query) if s and len(s) >= 3]


def _split_userinfo(url: str | None) -> tuple[str | None, str | None]:
    """The URL without `user:password@`, and "user:password" when it had them."""
    if not url:
        return url, None
    try:
        parts = urlsplit(url)
        if parts.username is None and parts.password is None:
            return url, None
        host = parts.hostname or ""
        netloc = f"{host}:{parts.port}" if parts.port else host
    except ValueError:
        return url, None
    plain = urlunsplit((parts.scheme, netloc, parts.path, parts.query, parts.fragment))
    return plain, f"{unquote(parts.username or '')}:{unquote(parts.password or '')}"


class _DeadlineError(Exception):
    """The call's total deadline passed (an attempt was cut short or no retry fits)."""


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
        deadline_s: float | None = None,
        key_setting: str = "the API key setting",
        http_client: httpx2.AsyncClient | None = None,
    ) -> None:
        check_endpoint(base_url)
        self._model = model
        self._base_url = base_url
        self._timeout_s = timeout_s
        self._max_retries = max_retries
        #: the whole call, retries included; by default every attempt may use its full timeout
        self._deadline_s = deadline_s or timeout_s * (max_retries + 1) + _MAX_BACKOFF_S
        self._key_setting = key_setting
        self._secrets = [s for s in (api_key, *_url_secrets(base_url)) if s and len(s) >= 3]
        # A user and password in the URL are sent as Basic auth, never as part of the URL: the
        # HTTP client logs every request's URL.
        plain_url, basic = _split_userinfo(base_url)
        headers: dict[str, str] = {}
        if basic is not None:
            if api_key:
                raise LLMError(
                    f"the model base URL ({redact_url(base_url)}) carries a user and password "
                    "and an API key is set too; give one of them (the URL's credentials are sent "
                    "as Basic auth, the key as a Bearer token)"
                )
            headers["Authorization"] = "Basic " + base64.b64encode(basic.encode()).decode()
        self._client = openai.AsyncOpenAI(
            base_url=plain_url,
            api_key=api_key or "not-needed",
            default_headers=headers or None,
            timeout=timeout_s,
            max_retries=0,  # retried here, under one deadline and with progress in the log
            http_client=http_client,
        )

    @property
    def endpoint(self) -> str:
        """The endpoint as it may be shown: without credentials."""
        return redact_url(self._base_url)

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
        params = self._params(request)
        return await self._with_retries(
            lambda: self._client.chat.completions.create(**params), self._completion
        )

    def _completion(self, response: Any) -> Completion:
        if not isinstance(response, openai.types.chat.ChatCompletion) or not response.choices:
            raise TypeError("not a chat completion")  # e.g. an HTML page arrives as a str
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
        params = self._params(request)
        try:
            chunks: Any = await self._with_retries(
                lambda: self._client.chat.completions.create(**params, stream=True), lambda c: c
            )
            if isinstance(chunks, str | bytes):
                raise TypeError("not a stream of chunks")  # e.g. an HTML page
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
        except _BAD_BODY as exc:
            raise self._bad_body(exc) from None
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

    async def _with_retries(
        self, send: Callable[[], Awaitable[Any]], read: Callable[[Any], T]
    ) -> T:
        """`read(await send())`, retrying transient failures until the call's deadline."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self._deadline_s
        attempt = 0
        while True:
            attempt += 1
            remaining = deadline - loop.time()
            try:
                try:
                    async with asyncio.timeout(remaining):
                        response = await send()
                except TimeoutError:
                    raise _DeadlineError from None
                return read(response)
            except _DeadlineError:
                raise self._gave_up(attempt, "still waiting at the deadline") from None
            except openai.APIError as exc:
                error = self._error(exc)
                if not _transient(exc) or attempt > self._max_retries:
                    raise error from None
                cause = self._redact(_cause(exc))
            except _BAD_BODY as exc:
                raise self._bad_body(exc) from None
            wait = min(_FIRST_BACKOFF_S * 2 ** (attempt - 1), _MAX_BACKOFF_S)
            if loop.time() + wait >= deadline:
                raise self._gave_up(attempt, cause)
            log.warning(
                "model %s at %s: %s; retry %d of %d in %.0f s (the call gives up %.0f s from now)",
                self._model,
                self.endpoint,
                cause,
                attempt,
                self._max_retries,
                wait,
                deadline - loop.time(),
            )
            await asyncio.sleep(wait)

    def _where(self) -> str:
        return f"{self.endpoint} (model {self._model})"

    def _redact(self, text: str) -> str:
        for secret in self._secrets:
            text = text.replace(secret, "***")
        return text

    def _gave_up(self, attempts: int, cause: str) -> EndpointError:
        return EndpointError(
            f"{self._where()} gave no usable answer within the call's deadline of "
            f"{self._deadline_s:g} s ({attempts} attempt(s), last: {cause}); check that the "
            "endpoint is up, or raise QW_MODEL_DEADLINE_S / QW_MODEL_TIMEOUT_S"
        )

    def _bad_body(self, exc: BaseException) -> EndpointError:
        what = "not JSON" if isinstance(exc, json.JSONDecodeError) else "not a chat completion"
        return EndpointError(
            f"{self._where()} answered with a body that is {what}; check that "
            "QW_MODEL_BASE_URL is the OpenAI-compatible API (it usually ends in /v1)"
        )

    def _error(self, exc: openai.APIError) -> LLMError:
        where = self._where()
        if isinstance(exc, openai.AuthenticationError | openai.PermissionDeniedError):
            return AuthenticationError(
                f"{where} refused the key ({_status(exc)}): check {self._key_setting}"
            )
        if isinstance(exc, openai.NotFoundError):
            return ModelNotFoundError(f"{where}: model or URL not found; check both")
        if isinstance(exc, openai.RateLimitError):
            return RateLimitedError(f"{where} kept rate-limiting after every retry")
        if isinstance(exc, openai.APIStatusError):
            return EndpointError(f"{where} answered {exc.status_code} after every retry")
        return EndpointError(f"{where} unreachable after every retry: {self._redact(_cause(exc))}")


def _status(exc: openai.APIStatusError) -> str:
    return f"HTTP {exc.status_code}"


def _transient(exc: openai.APIError) -> bool:
    """Worth another attempt: the endpoint was busy, slow or unreachable, not wrong."""
    if isinstance(exc, openai.APIConnectionError):  # includes timeouts
        return True
    if isinstance(exc, openai.APIStatusError):
        return exc.status_code in (408, 409, 429) or exc.status_code >= 500
    return False


def _cause(exc: openai.APIError) -> str:
    """A short cause for a person: the status, or what the connection did (never a body)."""
    if isinstance(exc, openai.APITimeoutError):
        return "the attempt timed out"
    if isinstance(exc, openai.APIStatusError):
        return f"HTTP {exc.status_code}"
    inner = exc.__cause__
    detail = f"{type(inner).__name__}" if inner is not None else "connection failed"
    return f"connection failed ({detail})"
