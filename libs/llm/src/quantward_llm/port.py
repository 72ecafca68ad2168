"""The `ChatModel` port: what the agent runtime asks of any model.

One request shape (messages, tool schemas, sampling settings) and two ways to get the answer:
whole (`complete`) or as a stream of deltas (`stream`) whose last item is the whole answer, so
the citation resolver can work while text arrives and the run record still gets one complete
reply. Tool calls arrive with their arguments as parsed JSON objects; a model that sends
arguments that are not a JSON object raises `MalformedToolCallError`, which the agent loop
returns to the model as an error instead of crashing.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from typing import Any, Literal, Protocol

from pydantic import BaseModel, ConfigDict, Field, JsonValue


class LLMModel(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class ToolCall(LLMModel):
    call_id: str = Field(min_length=1)
    name: str = Field(min_length=1)
    arguments: dict[str, JsonValue]


class Message(LLMModel):
    """One turn of the conversation as the model sees it."""

    role: Literal["system", "user", "assistant", "tool"]
    content: str = ""
    tool_calls: tuple[ToolCall, ...] = ()
    #: for role "tool": the call this message answers
    tool_call_id: str | None = None
    name: str | None = None


class ToolSpec(LLMModel):
    """A tool the model may call: name, what it is for, and its JSON Schema parameters."""

    name: str = Field(pattern=r"^[a-zA-Z0-9_\-]{1,64}$")
    description: str
    parameters: dict[str, Any]


class Usage(LLMModel):
    prompt_tokens: int = 0
    completion_tokens: int = 0


class Completion(LLMModel):
    """The model's whole reply."""

    content: str = ""
    tool_calls: tuple[ToolCall, ...] = ()
    finish_reason: str = "stop"
    model: str = ""
    usage: Usage = Usage()

    def as_message(self) -> Message:
        return Message(role="assistant", content=self.content, tool_calls=self.tool_calls)


class TextDelta(LLMModel):
    text: str


class ChatRequest(LLMModel):
    messages: tuple[Message, ...]
    tools: tuple[ToolSpec, ...] = ()
    temperature: float = Field(default=0.0, ge=0, le=2)
    max_tokens: int | None = Field(default=None, ge=1)


class LLMError(RuntimeError):
    """A model call failed; the message says why and what to do."""


class AuthenticationError(LLMError):
    """401/403: the key is missing, wrong or not allowed to use the model."""


class ModelNotFoundError(LLMError):
    """404: the model name or the base URL is wrong."""


class RateLimitedError(LLMError):
    """429 after every retry: the endpoint keeps refusing for load or quota."""


class EndpointError(LLMError):
    """5xx, timeouts or connection failures after every retry."""


class MalformedToolCallError(LLMError):
    """The model called a tool with arguments that are not a JSON object."""


class ChatModel(Protocol):
    """A chat model with tool calling and streaming."""

    @property
    def name(self) -> str: ...

    async def complete(self, request: ChatRequest) -> Completion: ...

    def stream(self, request: ChatRequest) -> AsyncIterator[TextDelta | Completion]:
        """Text deltas as they arrive, then the whole `Completion` as the last item."""
        ...


def request(
    messages: Sequence[Message], tools: Sequence[ToolSpec] = (), **settings: Any
) -> ChatRequest:
    return ChatRequest(messages=tuple(messages), tools=tuple(tools), **settings)
