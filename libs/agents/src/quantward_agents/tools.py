"""Typed tools: a pydantic model of the arguments, an async function, and a role allow-list.

The model sees each tool as a name, a description and the JSON Schema of its argument model.
Its calls are validated against that model; a call with bad arguments, an unknown tool or a tool
outside the role's allow-list comes back to the model as an error message naming the field and
the reason, never as an exception that ends the run: the model can correct itself.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from pydantic import BaseModel, ValidationError

from quantward_llm.port import ToolCall, ToolSpec

A = TypeVar("A", bound=BaseModel)


@dataclass(frozen=True)
class Tool(Generic[A]):
    """A tool: what the model may call, with what arguments, and the code that answers."""

    name: str
    description: str
    arguments: type[A]
    run: Callable[[A], Awaitable[Any]]

    def spec(self) -> ToolSpec:
        return ToolSpec(
            name=self.name,
            description=self.description,
            parameters=self.arguments.model_json_schema(),
        )


@dataclass(frozen=True)
class ToolOutcome:
    """What a call produced: the text the model reads next, and whether it was an error."""

    call: ToolCall
    content: str
    error: bool
    value: Any = None


class Toolbox:
    """The tools one role may use (the orchestrator: plan and delegate only)."""

    def __init__(self, tools: Iterable[Tool[Any]]) -> None:
        self._tools = {t.name: t for t in tools}

    def specs(self) -> tuple[ToolSpec, ...]:
        return tuple(t.spec() for t in self._tools.values())

    def __contains__(self, name: object) -> bool:
        return name in self._tools

    async def call(self, call: ToolCall) -> ToolOutcome:
        tool = self._tools.get(call.name)
        if tool is None:
            allowed = ", ".join(sorted(self._tools)) or "none"
            return ToolOutcome(
                call, f"error: no tool named {call.name!r} for this role (allowed: {allowed})", True
            )
        try:
            arguments = tool.arguments.model_validate(call.arguments)
        except ValidationError as exc:
            problems = "; ".join(
                f"{'.'.join(str(p) for p in e['loc']) or '(arguments)'}: {e['msg']}"
                for e in exc.errors()
            )
            return ToolOutcome(call, f"error: invalid arguments for {call.name}: {problems}", True)
        value = await tool.run(arguments)
        if isinstance(value, BaseModel):
            content = value.model_dump_json()
        elif isinstance(value, str):
            content = value
        else:
            content = json.dumps(value, default=str)
        return ToolOutcome(call, content, False, value)
