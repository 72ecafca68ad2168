"""What the policy reads from a conversation: each tool call with what came back, typed on demand.

A tool answers with JSON text (or `error: …`). `tool_results` pairs every result with the call
that asked for it; `ToolResult.parsed` reads the value into the model the reading role expects,
so a role never walks an untyped dict: a result of another shape reads as None, as a model
would skip a result it cannot use.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from pydantic import BaseModel, ConfigDict, ValidationError

from quantward_llm.port import Message, ToolCall

M = TypeVar("M", bound=BaseModel)


class View(BaseModel):
    """A typed reading of a tool result: the fields a role uses, the rest ignored.

    Lax and open on purpose: tool results are the tools' JSON, not wire events, so a role keeps
    working when a tool adds a field.
    """

    model_config = ConfigDict(frozen=True, extra="ignore")


@dataclass(frozen=True)
class ToolResult:
    name: str
    arguments: Mapping[str, Any]
    error: str | None
    value: Any

    def parsed(self, model: type[M]) -> M | None:
        """The value as `model`, or None for an error or a value of another shape."""
        if self.error is not None or not isinstance(self.value, dict):
            return None
        try:
            return model.model_validate(self.value)
        except ValidationError:
            return None


def tool_results(messages: Sequence[Message]) -> list[ToolResult]:
    """Every tool call of the conversation with what came back (parsed JSON when it is JSON)."""
    calls: dict[str, ToolCall] = {}
    results: list[ToolResult] = []
    for message in messages:
        if message.role == "assistant":
            calls.update({c.call_id: c for c in message.tool_calls})
        elif message.role == "tool" and message.tool_call_id in calls:
            call = calls[message.tool_call_id]
            if message.content.startswith("error:"):
                results.append(ToolResult(call.name, call.arguments, message.content, None))
                continue
            try:
                value: Any = json.loads(message.content)
            except ValueError:
                value = message.content
            results.append(ToolResult(call.name, call.arguments, None, value))
    return results


def parsed_all(results: Sequence[ToolResult], name: str, model: type[M]) -> list[M]:
    """The results of tool `name` that read as `model`, in order."""
    found = (r.parsed(model) for r in results if r.name == name)
    return [f for f in found if f is not None]
