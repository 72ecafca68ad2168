"""The agent loop: ask the model, run the tools it calls, repeat until it answers.

One loop serves every role; what differs is the toolbox (the orchestrator gets only plan and
delegate) and the prompt. The loop owns what the model must not: budgets (turns, tool calls,
wall time), cancellation, and the record. Every model call and every tool call is published as
an event (`agent.model_called.v1`, `agent.tool_called.v1`) before the loop moves on, so the run
record can store it and a replay can feed the same completions back. Model calls record only
the messages added since the agent's previous call, so a long conversation is not re-sent
to the record on every turn.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from typing import Literal

from quantward_agents.identities import Identities
from quantward_agents.tools import CallContext, Toolbox, ToolOutcome
from quantward_contracts import Event
from quantward_contracts.events import (
    AgentModelCalled,
    AgentModelCalledData,
    AgentToolCalled,
    AgentToolCalledData,
    BoundaryRefusedData,
    RunBoundaryRefused,
)
from quantward_contracts.values import (
    AgentRole,
    ChatMessageRecord,
    CompletionRecord,
    ToolCallRecord,
)
from quantward_grounding import SourceRegistry
from quantward_grounding.events import source_registered
from quantward_grounding.sharing import shared_sources
from quantward_llm.port import (
    ChatModel,
    ChatRequest,
    Completion,
    LLMError,
    MalformedToolCallError,
    Message,
    ToolCall,
    ToolSpec,
)
from quantward_telemetry.metrics import model_called, tool_called
from quantward_telemetry.tracing import mark_failed, span

#: publishes one event (the bus's `publish`, or a recorder in tests)
EventSink = Callable[[Event], Awaitable[None]]
#: a tool call's event carries the whole result and the sources it registered as long as the
#: encoded event stays under this many bytes: one Kafka message is at most 1 MiB by default (the
#: producer's `max_request_size`, the broker's `message.max.bytes`). The record stores large
#: values once by content hash, so a task taken over answers such a call from the record.
EVENT_BYTES_LIMIT = 900_000
#: a larger event has its result cut to this many characters and no sources (the model still
#: reads all of it; such a call runs again when its task is taken over)
RESULT_LIMIT = 64_000

Status = Literal["finished", "budget_exhausted", "cancelled", "failed"]


@dataclass(frozen=True)
class Budgets:
    """Limits of one agent's work; exceeding one ends the agent with `budget_exhausted`."""

    max_turns: int = 12
    max_tool_calls: int = 40
    wall_time_s: float = 600.0


class Cancellation:
    """A flag the harness raises to stop an agent; the agent stops at once, mid-call if need be."""

    def __init__(self) -> None:
        self._event = asyncio.Event()
        self.reason = ""

    def cancel(self, reason: str = "cancelled") -> None:
        if not self._event.is_set():
            self.reason = reason
            self._event.set()

    @property
    def cancelled(self) -> bool:
        return self._event.is_set()

    async def wait(self) -> None:
        await self._event.wait()


@dataclass
class AgentResult:
    """How the agent ended, what it answered, and what it did."""

    status: Status
    content: str = ""
    turns: int = 0
    tool_calls: int = 0
    error: str | None = None
    messages: list[Message] = field(default_factory=list)
    outcomes: list[ToolOutcome] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.status == "finished"


def _short(text: str, limit: int = 200) -> str:
    """One line of at most `limit` characters: an error may quote what the model sent."""
    line = " ".join(text.split())
    return line if len(line) <= limit else line[: limit - 1] + "…"


def _record_call(call: ToolCall) -> ToolCallRecord:
    return ToolCallRecord(call_id=call.call_id, name=call.name, arguments=call.arguments)


def record_message(message: Message) -> ChatMessageRecord:
    return ChatMessageRecord(
        role=message.role,
        content=message.content,
        tool_calls=tuple(_record_call(c) for c in message.tool_calls),
        tool_call_id=message.tool_call_id,
        name=message.name,
    )


def record_completion(completion: Completion) -> CompletionRecord:
    return CompletionRecord(
        content=completion.content,
        tool_calls=tuple(_record_call(c) for c in completion.tool_calls),
        finish_reason=completion.finish_reason,
        model=completion.model,
        prompt_tokens=completion.usage.prompt_tokens,
        completion_tokens=completion.usage.completion_tokens,
    )


def request_digest(request: ChatRequest) -> str:
    """sha256 of the request: its messages, then its tools and settings. A message with tool
    calls is hashed as canonical JSON (keys sorted), so tool-call arguments read back from the
    run record, which keeps keys sorted, hash the same as the model's own order."""
    return RequestDigest(request.tools, like=request)(request.messages)


def _canonical_message(message: Message) -> bytes:
    if not message.tool_calls:  # no free-form mapping in it: its JSON has one key order
        return message.model_dump_json().encode()
    document = message.model_dump(mode="json")
    return json.dumps(document, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()


class RequestDigest:
    """`request_digest` of a growing conversation, hashing each message once.

    Equal to `request_digest(ChatRequest(messages=..., tools=tools))`: the hash runs over the
    messages, kept open after the last one; each turn copies it and closes it with the tools and
    settings. Re-serialising the whole conversation on every turn made a step's cost grow with
    the number of steps before it.
    """

    _HEAD = '{"messages":['

    def __init__(self, tools: tuple[ToolSpec, ...], *, like: ChatRequest | None = None) -> None:
        settings = like.model_copy(update={"messages": ()}) if like is not None else None
        empty = (settings or ChatRequest(messages=(), tools=tools)).model_dump_json()
        if not empty.startswith(self._HEAD):  # the request's field order changed: fail loudly
            raise RuntimeError("ChatRequest JSON no longer starts with its messages")
        self._tail = empty[len(self._HEAD) :].encode()
        self._hash = hashlib.sha256(self._HEAD.encode())
        self._hashed = 0

    def __call__(self, messages: Sequence[Message]) -> str:
        for message in messages[self._hashed :]:
            if self._hashed:
                self._hash.update(b",")
            self._hash.update(_canonical_message(message))
            self._hashed += 1
        closed = self._hash.copy()
        closed.update(self._tail)
        return closed.hexdigest()


class Agent:
    """One agent of a run: a role, a model, a toolbox, budgets, and where its events go."""

    def __init__(
        self,
        *,
        role: AgentRole,
        agent_id: str,
        run_id: str,
        model: ChatModel,
        toolbox: Toolbox,
        emit: EventSink,
        producer: str,
        registry: SourceRegistry | None = None,
        task_id: str | None = None,
        budgets: Budgets | None = None,
        causation_id: str | None = None,
        entity_ids: Sequence[str] = (),
        ids: Identities | None = None,
    ) -> None:
        self.role: AgentRole = role
        self.agent_id = agent_id
        self.run_id = run_id
        self.model = model
        self.toolbox = toolbox
        self.emit = emit
        self.producer = producer
        self.registry = registry
        self.task_id = task_id
        self.budgets = budgets or Budgets()
        self.causation_id = causation_id
        self.entity_ids = tuple(entity_ids)
        #: derives the ids of its tool calls (so the sources they register get the same ids
        #: when the agent's work is done again after a crash); None: new ids every time
        self.ids = ids

    async def run(
        self, messages: Sequence[Message], cancellation: Cancellation | None = None
    ) -> AgentResult:
        """Run to an answer, a budget, a failure or a cancellation; never raises for those."""
        result = AgentResult(status="failed", messages=list(messages))
        cancel = cancellation or Cancellation()
        work = asyncio.ensure_future(self._loop(result))
        stop = asyncio.ensure_future(cancel.wait())
        try:
            done, _ = await asyncio.wait(
                {work, stop},
                timeout=self.budgets.wall_time_s,
                return_when=asyncio.FIRST_COMPLETED,
            )
        except asyncio.CancelledError:
            # Whoever runs the agent was cancelled (a run handed over to another instance):
            # the agent's work stops with it, or it would go on driving the run unseen.
            work.cancel()
            await asyncio.gather(work, return_exceptions=True)
            raise
        finally:
            stop.cancel()
        if work in done:
            work.result()  # re-raise a harness bug rather than hide it
            return result
        work.cancel()
        await asyncio.gather(work, return_exceptions=True)
        if cancel.cancelled:
            result.status, result.error = "cancelled", cancel.reason or "cancelled"
        else:
            result.status = "budget_exhausted"
            result.error = f"wall time budget of {self.budgets.wall_time_s:g} s exhausted"
        return result

    async def _loop(self, result: AgentResult) -> None:
        messages = result.messages
        recorded = 0
        specs = self.toolbox.specs()
        digest = RequestDigest(specs)
        # Turns in a row whose tool calls all failed (malformed, unknown tool, bad arguments),
        # and the last such problem: a budget spent on them is reported with its cause.
        failing, problem = 0, ""
        while True:
            if result.turns >= self.budgets.max_turns:
                result.status = "budget_exhausted"
                result.error = f"turn budget of {self.budgets.max_turns} exhausted"
                if failing:
                    result.error += (
                        f"; the model's tool calls failed in the last {failing} turn(s), "
                        f"last: {_short(problem)}"
                    )
                return
            result.turns += 1
            request = ChatRequest(messages=tuple(messages), tools=specs)
            started = time.perf_counter()
            try:
                with span("model call", {"gen_ai.request.model": self.model.name}):
                    completion = await self.model.complete(request)
            except MalformedToolCallError as exc:
                await self._model_called(
                    result.turns,
                    request,
                    digest(messages),
                    messages[recorded:],
                    None,
                    str(exc),
                    started,
                )
                recorded = len(messages)
                failing, problem = failing + 1, f"a malformed tool call ({exc})"
                messages.append(
                    Message(
                        role="user",
                        content=f"error: your last tool call was malformed ({exc}); call the "
                        "tool again with a JSON object of arguments.",
                    )
                )
                continue
            except LLMError as exc:
                await self._model_called(
                    result.turns,
                    request,
                    digest(messages),
                    messages[recorded:],
                    None,
                    str(exc),
                    started,
                )
                result.status, result.error = "failed", f"model call failed: {exc}"
                return
            await self._model_called(
                result.turns,
                request,
                digest(messages),
                messages[recorded:],
                completion,
                None,
                started,
            )
            # The reply is recorded in this event's completion; the next event starts after it
            # with the assistant message, so the events concatenate to the whole conversation.
            recorded = len(messages)
            messages.append(completion.as_message())
            if not completion.tool_calls:
                result.status, result.content = "finished", completion.content
                return
            outcomes = await self._call_tools(completion.tool_calls, result)
            result.outcomes.extend(outcomes)
            if all(o.error for o in outcomes):
                failing, problem = failing + 1, outcomes[-1].content.removeprefix("error: ")
            else:
                failing, problem = 0, ""
            messages.extend(
                Message(
                    role="tool", content=o.content, tool_call_id=o.call.call_id, name=o.call.name
                )
                for o in outcomes
            )

    async def _call_tools(
        self, calls: Sequence[ToolCall], result: AgentResult
    ) -> list[ToolOutcome]:
        # Calls of one reply run concurrently (a model asking for three searches at once gets
        # them in parallel); results go back in the order the model asked.
        turn = result.turns
        jobs = []
        for call in calls:
            if result.tool_calls >= self.budgets.max_tool_calls:
                jobs.append(self._refused(call, turn))
                continue
            result.tool_calls += 1
            jobs.append(self._call_tool(call, turn))
        return list(await asyncio.gather(*jobs))

    async def _refused(self, call: ToolCall, turn: int) -> ToolOutcome:
        outcome = ToolOutcome(
            call,
            f"error: the tool-call budget of {self.budgets.max_tool_calls} is exhausted; "
            "answer with what you have",
            True,
        )
        await self._tool_called(
            outcome, CallContext(self.run_id, self.agent_id, self.registry), turn, 0.0
        )
        return outcome

    async def _call_tool(self, call: ToolCall, turn: int) -> ToolOutcome:
        context = CallContext(run_id=self.run_id, agent_id=self.agent_id, registry=self.registry)
        if self.ids is not None:
            context.tool_call_id = self.ids.derive(
                "tcl", self.agent_id, turn, call.call_id, call.name, call.arguments
            )
        started = time.perf_counter()
        with span("tool call", {"quantward.tool": call.name}) as current:
            outcome = await self.toolbox.call(call, context)
            if outcome.error:
                mark_failed(current, outcome.content[:200])
        for source in outcome.sources:
            await self.emit(
                source_registered(source, producer=self.producer, causation_id=self.causation_id)
            )
        await self._tool_called(outcome, context, turn, started)
        if outcome.refusal is not None:
            await self._boundary_refused(outcome, outcome.refusal)
        return outcome

    async def _boundary_refused(self, outcome: ToolOutcome, reason: str) -> None:
        """The action boundary refused a call: recorded as such, not only as a failed call."""
        await self.emit(
            RunBoundaryRefused(
                run_id=self.run_id,
                producer=self.producer,
                causation_id=self.causation_id,
                entity_ids=self.entity_ids,
                data=BoundaryRefusedData(
                    boundary="action",
                    stage=self.role,
                    actor=self.agent_id,
                    action=outcome.call.name,
                    subject_id=self.task_id,
                    reason=reason[:2000],
                ),
            )
        )

    # --- events ---------------------------------------------------------------------------------

    async def _model_called(
        self,
        turn: int,
        request: ChatRequest,
        digest: str,
        new_messages: Sequence[Message],
        completion: Completion | None,
        error: str | None,
        started: float,
    ) -> None:
        latency = (time.perf_counter() - started) * 1000
        model_called(
            (completion.model if completion else "") or self.model.name,
            latency / 1000,
            error,
            completion.usage.prompt_tokens if completion else 0,
            completion.usage.completion_tokens if completion else 0,
        )
        data = AgentModelCalledData(
            agent_id=self.agent_id,
            role=self.role,
            task_id=self.task_id,
            turn=turn,
            model=(completion.model if completion else "") or self.model.name,
            request_digest=digest,
            new_messages=tuple(record_message(m) for m in new_messages),
            tools=tuple(s.name for s in request.tools),
            completion=record_completion(completion) if completion else None,
            error=error,
            latency_ms=latency,
        )
        await self.emit(
            AgentModelCalled(
                run_id=self.run_id,
                producer=self.producer,
                causation_id=self.causation_id,
                entity_ids=self.entity_ids,
                data=data,
            )
        )

    async def _tool_called(
        self, outcome: ToolOutcome, context: CallContext, turn: int, started: float
    ) -> None:
        result = outcome.content
        tool_called(
            outcome.call.name, (time.perf_counter() - started) if started else 0.0, outcome.error
        )
        data = AgentToolCalledData(
            agent_id=self.agent_id,
            role=self.role,
            task_id=self.task_id,
            turn=turn,
            call_id=outcome.call.call_id,
            tool_call_id=context.tool_call_id,
            tool=outcome.call.name,
            arguments=outcome.call.arguments,
            error=outcome.error,
            result=result,
            source_ids=tuple(s.source_id for s in outcome.sources),
            sources=shared_sources(outcome.sources),
            duration_ms=(time.perf_counter() - started) * 1000 if started else 0.0,
            refused_entitlement=outcome.refused_entitlement,
        )
        event = AgentToolCalled(
            run_id=self.run_id,
            producer=self.producer,
            causation_id=self.causation_id,
            entity_ids=self.entity_ids,
            data=data,
        )
        if len(result) > RESULT_LIMIT and len(event.model_dump_json().encode()) > EVENT_BYTES_LIMIT:
            # Too large for one bus message: cut. Without its whole result and sources the call
            # is not answered from the record, so the sources are left out too.
            cut = data.model_copy(
                update={"result": result[:RESULT_LIMIT], "result_truncated": True, "sources": ()}
            )
            event = event.model_copy(update={"data": cut})
        await self.emit(event)
