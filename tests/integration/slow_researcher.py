"""A researcher that takes a task and never finishes it, for the failover test.

The researcher app exactly as `quantward serve researcher` builds it from the `QW_…` settings
(bus, embedded index at `QW_SEARCH_PATH`, research tools), except for its model: the offline
policy, whose first call prints `holding <task_id>` on stdout and then waits forever. The task
it holds is never completed and its offset never committed, so when the test SIGKILLs this
process the group must hand the task to another researcher. Other tasks it receives are
answered normally. Prints `researcher <instance> ready` once it consumes; SIGTERM stops it.
"""

from __future__ import annotations

import asyncio
import signal
import sys
from collections.abc import AsyncIterator

from quantward_agents.briefs import find_brief
from quantward_kit.builders import build_bus
from quantward_llm.port import ChatRequest, Completion, TextDelta
from quantward_policy import OfflineReferencePolicy
from quantward_researcher.app import build_app
from quantward_researcher.settings import ResearcherSettings


class HoldingModel:
    """The offline policy, except that the first call of the process never returns."""

    def __init__(self) -> None:
        self._inner = OfflineReferencePolicy()
        self._holding = False

    @property
    def name(self) -> str:
        return "offline-reference-policy (holds its first task)"

    async def _hold_once(self, request: ChatRequest) -> None:
        if self._holding:
            return
        self._holding = True
        brief = find_brief(request.messages)
        task_id = getattr(brief, "task_id", "unknown")
        print(f"holding {task_id}", flush=True)
        await asyncio.Event().wait()

    async def complete(self, request: ChatRequest) -> Completion:
        await self._hold_once(request)
        return await self._inner.complete(request)

    async def stream(self, request: ChatRequest) -> AsyncIterator[TextDelta | Completion]:
        await self._hold_once(request)
        async for item in self._inner.stream(request):
            yield item


async def main() -> int:
    settings = ResearcherSettings()
    bus = build_bus(settings)
    app = await build_app(settings, bus=bus, model=HoldingModel())
    stop = asyncio.Event()
    asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, stop.set)
    async with bus, app:
        print(f"researcher {app.instance} ready", flush=True)
        await stop.wait()
    return 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
