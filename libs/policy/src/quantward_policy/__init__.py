"""The offline reference policy: a deterministic stand-in for a model, one policy per role.

Without an endpoint, quantward still runs every template end to end: this `ChatModel` reads the
`<brief>` block of the prompt and the tool results so far, and answers with the tool calls and
cited text a competent model would produce. It uses no language model, always gives the same
answer to the same conversation (so runs replay exactly), and says in its output what it is.
Roles it drives: the orchestrator (plan, delegate, compose), the researcher (research tools,
cited answers) and the Guardian (read-only review, a JSON decision); a conversation without a
brief it can read gets an error, not an invention.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterable
from typing import Final

from quantward_agents.briefs import (
    ContractWriterBrief,
    GuardianBrief,
    OrchestratorBrief,
    ResearcherBrief,
    find_brief,
)
from quantward_llm.port import ChatRequest, Completion, LLMError, TextDelta
from quantward_policy import contract_writer, guardian, orchestrator, researcher

OFFLINE_MODEL_NAME: Final = "offline-reference-policy"
#: every flaw a scenario can inject: the contract writer's and the researcher's
FLAWS: Final = contract_writer.FLAWS | researcher.FLAWS


class OfflineReferencePolicy:
    """A deterministic policy per role, behind the `ChatModel` port."""

    def __init__(self, *, delta_chars: int = 24, flaws: Iterable[str] = ()) -> None:
        self._delta = delta_chars
        #: scenario flaws the policy makes on purpose (tests and the Guardian benchmark only)
        self.flaws = frozenset(flaws)
        unknown = self.flaws - FLAWS
        if unknown:
            raise ValueError(f"unknown flaw(s) {sorted(unknown)}; known: {sorted(FLAWS)}")

    @property
    def name(self) -> str:
        return OFFLINE_MODEL_NAME

    async def complete(self, request: ChatRequest) -> Completion:
        brief = find_brief(request.messages)
        if isinstance(brief, OrchestratorBrief):
            step = orchestrator.next_step(brief, request.messages)
        elif isinstance(brief, ResearcherBrief):
            step = researcher.next_step(brief, request.messages, self.flaws)
        elif isinstance(brief, ContractWriterBrief):
            step = contract_writer.next_step(brief, request.messages, self.flaws)
        elif isinstance(brief, GuardianBrief):
            step = guardian.next_step(brief, request.messages)
        else:
            raise LLMError(
                "the offline reference policy needs a <brief> block in the prompt; "
                "configure a model endpoint (QW_MODEL_BASE_URL) for free-form conversations"
            )
        offered = {tool.name for tool in request.tools}
        if isinstance(step, str):
            return Completion(content=step, finish_reason="stop", model=OFFLINE_MODEL_NAME)
        missing = sorted({c.name for c in step} - offered)
        if missing:
            raise LLMError(
                f"offline policy wanted tool(s) {', '.join(missing)} that this agent was not "
                f"given (offered: {', '.join(sorted(offered)) or 'none'})"
            )
        return Completion(tool_calls=tuple(step), finish_reason="tool_calls", model=self.name)

    async def stream(self, request: ChatRequest) -> AsyncIterator[TextDelta | Completion]:
        completion = await self.complete(request)
        for start in range(0, len(completion.content), self._delta):
            yield TextDelta(text=completion.content[start : start + self._delta])
        yield completion


__all__ = ["FLAWS", "OFFLINE_MODEL_NAME", "OfflineReferencePolicy"]
