"""Typed tools: a pydantic model of the arguments, an async function, and a role allow-list.

The model sees each tool as a name, a description and the JSON Schema of its argument model.
Its calls are validated against that model; a call with bad arguments, an unknown tool, a tool
outside the role's allow-list or a tool that fails comes back to the model as an error message
naming the field and the reason, never as an exception that ends the run: the model can correct
itself. Every call gets a context with the harness's tool-call id and the agent's source
registry, so whatever the tool returns is registered as a citable source of the run.

The action boundary lives here too: a tool says what it does to the world (`effect`: it only
reads, it writes to the run's scratch area, or it persists beyond the run), and the toolbox runs
a persisting tool only once its stage's work is approved (`approved`); before that the call is
refused, and the agent loop records the refusal (`run.boundary_refused`).
"""

from __future__ import annotations

import functools
import json
import logging
from collections.abc import Awaitable, Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from typing import Any, Generic, Literal, TypeVar

from pydantic import BaseModel, JsonValue, ValidationError

from quantward_contracts import new_id
from quantward_grounding import Passage, Source, SourceRegistry
from quantward_grounding.sources import SourceKind
from quantward_llm.port import ToolCall, ToolSpec

A = TypeVar("A", bound=BaseModel)
log = logging.getLogger("quantward.agents")


#: what a tool does to the world: reads only, writes to the run's scratch area, or persists
#: beyond the run (an artifact, a file outside scratch) — the last only after approval
Effect = Literal["read", "scratch", "persist"]


class ToolError(Exception):
    """An expected failure a tool reports to the model (no data for that date, infeasible…)."""


class BoundaryRefusalError(ToolError):
    """A tool refused what a boundary forbids (a write outside the scratch area); the agent
    loop records it as `run.boundary_refused`, not only as a failed call."""


class EntitlementRefusedError(ToolError):
    """A tool refused a dataset the run's requester is not entitled to; the agent loop records
    the dataset on the call (`agent.tool_called` `refused_entitlement`)."""

    def __init__(self, dataset: str, message: str) -> None:
        super().__init__(message)
        self.dataset = dataset


@dataclass
class CallContext:
    """What one tool call may use: its ids and the calling agent's source registry."""

    run_id: str
    agent_id: str
    registry: SourceRegistry | None
    tool_call_id: str = field(default_factory=lambda: new_id("tcl"))
    registered: list[Source] = field(default_factory=list)

    def _registry(self) -> SourceRegistry:
        if self.registry is None:
            raise ToolError("this agent has no source registry; the tool cannot register results")
        return self.registry

    def register(
        self,
        *,
        kind: SourceKind,
        title: str,
        tool_name: str,
        content: str | JsonValue,
        passages: Sequence[Passage] = (),
        entity_ids: Sequence[str] = (),
        **extra: Any,
    ) -> Source:
        source = self._registry().register(
            kind=kind,
            title=title,
            tool_name=tool_name,
            content=content,
            tool_call_id=self.tool_call_id,
            passages=passages,
            entity_ids=entity_ids,
            **extra,
        )
        self.registered.append(source)
        return source

    def register_computation(
        self,
        *,
        title: str,
        tool_name: str,
        result: JsonValue,
        items: Mapping[str, JsonValue] | None = None,
        entity_ids: Sequence[str] = (),
        as_of: date | None = None,
        synthetic: bool,
    ) -> Source:
        """Register a computed result; `synthetic` says whether any data it was computed from
        is generated (required: provenance is the tool's to state, never a default)."""
        source = self._registry().register_computation(
            title=title,
            tool_name=tool_name,
            result=result,
            items=items,
            tool_call_id=self.tool_call_id,
            entity_ids=entity_ids,
            as_of=as_of,
            synthetic=synthetic,
        )
        self.registered.append(source)
        return source

    def adopt(self, sources: Sequence[Source]) -> None:
        """Sources another process registered for this run and call (the sandbox's results),
        made citable by this agent; a source of another run is refused."""
        self._registry().adopt(sources)
        self.registered.extend(sources)


ToolFunction = Callable[[A, CallContext], Awaitable[Any]]


@dataclass(frozen=True)
class Tool(Generic[A]):
    """A tool: what the model may call, with what arguments, and the code that answers."""

    name: str
    description: str
    arguments: type[A]
    run: ToolFunction[A]
    effect: Effect = "read"

    def spec(self) -> ToolSpec:
        return ToolSpec(
            name=self.name,
            description=self.description,
            parameters=json.loads(_schema_text(self.arguments)),
        )


@functools.lru_cache(maxsize=512)
def _schema_text(arguments: type[BaseModel]) -> str:
    """An arguments model's JSON schema, generated once per model: a toolbox is built per
    review or task, and generating its tools' schemas each time was most of a review's cost
    (the Guardian's seven tools, about 9 ms per review). Kept as text, so every spec gets its
    own copy to read or change."""
    return json.dumps(arguments.model_json_schema())


@dataclass(frozen=True)
class ToolOutcome:
    """What a call produced: the text the model reads next, and whether it was an error."""

    call: ToolCall
    content: str
    error: bool
    value: Any = None
    sources: tuple[Source, ...] = ()
    #: why a boundary refused the call (None: it was not refused by a boundary)
    refusal: str | None = None
    #: the dataset the requester is not entitled to, when that is why the call was refused
    refused_entitlement: str | None = None


def render(value: Any) -> str:
    """A tool's value as the text the model reads: JSON for data, text as is."""
    if isinstance(value, BaseModel):
        return value.model_dump_json()
    if isinstance(value, str):
        return value
    return json.dumps(value, default=str, ensure_ascii=False)


class Toolbox:
    """The tools one stage may use (the orchestrator: plan and delegate only).

    `approved` says whether the stage's work is approved; a tool whose effect is `persist`
    runs only while it says yes, so a toolbox without it never persists anything.
    """

    def __init__(
        self, tools: Iterable[Tool[Any]], *, approved: Callable[[], bool] | None = None
    ) -> None:
        self._tools = {t.name: t for t in tools}
        self._specs = tuple(t.spec() for t in self._tools.values())
        self._approved = approved

    def specs(self) -> tuple[ToolSpec, ...]:
        return self._specs

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(self._tools)

    def __contains__(self, name: object) -> bool:
        return name in self._tools

    async def call(self, call: ToolCall, context: CallContext | None = None) -> ToolOutcome:
        ctx = context or CallContext(run_id="", agent_id="", registry=None)
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
        if tool.effect == "persist" and not (self._approved is not None and self._approved()):
            reason = (
                f"{call.name} persists its work, and this stage's work is not approved yet; "
                "keep it in the scratch area until it is"
            )
            return ToolOutcome(call, f"error: refused by the action boundary: {reason}", True,
                               refusal=reason)  # fmt: skip
        try:
            value = await tool.run(arguments, ctx)
        except ToolError as exc:
            refusal = str(exc) if isinstance(exc, BoundaryRefusalError) else None
            return ToolOutcome(
                call,
                f"error: {call.name}: {exc}",
                True,
                sources=tuple(ctx.registered),
                refusal=refusal,
                refused_entitlement=(
                    exc.dataset if isinstance(exc, EntitlementRefusedError) else None
                ),
            )
        except Exception as exc:  # a tool bug must not end the run; the model is told
            log.exception("tool %s failed", call.name)
            return ToolOutcome(
                call,
                f"error: {call.name} failed: {type(exc).__name__}: {exc}",
                True,
                sources=tuple(ctx.registered),
            )
        return ToolOutcome(call, render(value), False, value, tuple(ctx.registered))
