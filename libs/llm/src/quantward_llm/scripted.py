"""A model that answers from a script: for tests and for replaying recorded runs.

Each step of the script is a `Completion`, or a function of the request that returns one (so a
test can answer from what it was asked). Every request is kept in `.calls`, so a test can
assert what the agent sent. Running past the end of the script fails with the number of calls
made, rather than inventing an answer.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Iterable

from quantward_llm.port import ChatRequest, Completion, LLMError, TextDelta

Step = Completion | Callable[[ChatRequest], Completion]


class ScriptedModel:
    def __init__(self, steps: Iterable[Step], *, name: str = "scripted", delta_chars: int = 8):
        self._steps = list(steps)
        self._name = name
        self._delta = delta_chars
        self.calls: list[ChatRequest] = []

    @property
    def name(self) -> str:
        return self._name

    async def complete(self, request: ChatRequest) -> Completion:
        self.calls.append(request)
        if len(self.calls) > len(self._steps):
            raise LLMError(
                f"{self._name}: the script has {len(self._steps)} step(s) and call "
                f"{len(self.calls)} asked for one more"
            )
        step = self._steps[len(self.calls) - 1]
        completion = step(request) if callable(step) else step
        return completion.model_copy(update={"model": completion.model or self._name})

    async def stream(self, request: ChatRequest) -> AsyncIterator[TextDelta | Completion]:
        completion = await self.complete(request)
        for start in range(0, len(completion.content), self._delta):
            yield TextDelta(text=completion.content[start : start + self._delta])
        yield completion
