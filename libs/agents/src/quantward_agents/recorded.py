"""A model and a toolbox that answer from a run's record first: what resumes a run's work
instead of doing it (and paying for it) twice.

An agent re-executed after a crash sends the model the same requests it sent before (the same
conversation, the same tools), so each request's digest finds the completion recorded for it in
`agent.model_called`; only a request the record has no answer for goes to the live model. The
same request asked twice gets its recorded answers in the order they were made. A recorded
call that failed has no completion to give back, so that request goes to the live model again.

Its tool calls get the same derived ids as before (`Identities`), so each finds its recorded
`agent.tool_called` (the text the model read and the sources it registered, content attached):
the tool is not run again, so no effect of it is applied twice (a question to the resolver, a
scratch write) and nothing it pays for is paid twice. A call the record does not hold, or holds
cut (`result_truncated`) or without its sources' content, runs live.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterable

from quantward_agents.loop import request_digest
from quantward_agents.tools import CallContext, Toolbox, ToolOutcome
from quantward_contracts.events import AgentModelCalled, AgentToolCalled
from quantward_grounding.sharing import from_shared
from quantward_llm.port import ChatModel, ChatRequest, Completion, TextDelta, ToolCall, Usage


def recorded_completion(event: AgentModelCalled) -> Completion | None:
    """The completion a recorded model call returned (None if the call failed)."""
    record = event.data.completion
    if record is None:
        return None
    return Completion(
        content=record.content,
        tool_calls=tuple(
            ToolCall(call_id=c.call_id, name=c.name, arguments=dict(c.arguments))
            for c in record.tool_calls
        ),
        finish_reason=record.finish_reason,
        model=record.model,
        usage=Usage(prompt_tokens=record.prompt_tokens, completion_tokens=record.completion_tokens),
    )


class RecordFirstModel:
    """A `ChatModel`: the recorded completion of a request when the record holds one, else
    the live model's. `answered` and `live` count which way each call went."""

    def __init__(self, live: ChatModel, recorded: Iterable[AgentModelCalled]) -> None:
        self.live = live
        self._recorded: dict[str, list[Completion]] = {}
        for event in recorded:
            completion = recorded_completion(event)
            if completion is not None:
                self._recorded.setdefault(event.data.request_digest, []).append(completion)
        self.answered = 0
        self.live_calls = 0

    @property
    def name(self) -> str:
        return self.live.name

    @property
    def left(self) -> int:
        """Recorded completions not asked for (yet)."""
        return sum(len(v) for v in self._recorded.values())

    async def complete(self, request: ChatRequest) -> Completion:
        waiting = self._recorded.get(request_digest(request))
        if waiting:
            self.answered += 1
            return waiting.pop(0)
        self.live_calls += 1
        return await self.live.complete(request)

    async def stream(self, request: ChatRequest) -> AsyncIterator[TextDelta | Completion]:
        waiting = self._recorded.get(request_digest(request))
        if waiting:
            self.answered += 1
            yield waiting.pop(0)
            return
        self.live_calls += 1
        async for item in self.live.stream(request):
            yield item


def answerable(event: AgentToolCalled) -> bool:
    """Whether a recorded tool call holds all the model read and every source it registered."""
    data = event.data
    return not data.result_truncated and len(data.sources) == len(data.source_ids)


class RecordFirstToolbox(Toolbox):
    """A `Toolbox`: a call whose derived tool-call id the record holds (`answerable`) is
    answered with the recorded result, its sources registered again from the record; any other
    call goes to the live toolbox. `answered` and `live_calls` count which way each call went."""

    def __init__(self, live: Toolbox, recorded: Iterable[AgentToolCalled], *, run_id: str) -> None:
        super().__init__([])
        self.live = live
        self.run_id = run_id
        self._specs = live.specs()
        self._recorded = {e.data.tool_call_id: e for e in recorded if answerable(e)}
        self.answered = 0
        self.live_calls = 0

    @property
    def names(self) -> tuple[str, ...]:
        return self.live.names

    def __contains__(self, name: object) -> bool:
        return name in self.live

    async def call(self, call: ToolCall, context: CallContext | None = None) -> ToolOutcome:
        recorded = self._recorded.pop(context.tool_call_id, None) if context else None
        if context is None or recorded is None or recorded.data.tool != call.name:
            self.live_calls += 1
            return await self.live.call(call, context)
        try:
            sources = tuple(from_shared(s, self.run_id) for s in recorded.data.sources)
        except ValueError:  # not this run's, or its content does not match: ask the tool
            self.live_calls += 1
            return await self.live.call(call, context)
        if context.registry is not None:
            context.registry.adopt(sources)
        self.answered += 1
        return ToolOutcome(
            call,
            recorded.data.result,
            recorded.data.error,
            sources=sources,
            refused_entitlement=recorded.data.refused_entitlement,
        )
