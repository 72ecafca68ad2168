"""A model that answers from a run's record first: what resumes a run instead of paying twice.

An agent re-executed after a crash sends the model the same requests it sent before (the same
conversation, the same tools), so each request's digest finds the completion recorded for it in
`agent.model_called`; only a request the record has no answer for goes to the live model. The
same request asked twice gets its recorded answers in the order they were made. A recorded
call that failed has no completion to give back, so that request goes to the live model again.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterable

from quantward_agents.loop import request_digest
from quantward_contracts.events import AgentModelCalled
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
