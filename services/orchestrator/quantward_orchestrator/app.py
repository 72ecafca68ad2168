"""The orchestrator service: the one place its adapters are chosen, and the bus wiring.

Runs are taken from `run.requested` in the consumer group `orchestrator` and driven as
background tasks, so one long run never holds up the next. Replies a run waits for (entity
resolutions, task completions, the grounder's check, the user's clarification answers,
cancellations) are read by every orchestrator instance in a group of its own and matched by key:
whichever instance drives the run picks them up, the others ignore them.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging

from quantward_bus import EventBus, Subscription
from quantward_contracts import Event, new_id, topics
from quantward_contracts.events import (
    AnswerValidated,
    CancelRun,
    CitationsResolved,
    ClarificationAnswered,
    ContractValidated,
    EntityResolved,
    MentionsResolved,
    ReviewDecided,
    RunRequested,
    TaskCompleted,
)
from quantward_kit.builders import build_model
from quantward_kit.lifecycle import StartStop
from quantward_kit.replies import Waiters
from quantward_llm.port import ChatModel
from quantward_orchestrator.run import RunDriver
from quantward_orchestrator.settings import OrchestratorSettings

log = logging.getLogger("quantward.orchestrator")


class OrchestratorApp(StartStop):
    def __init__(
        self,
        settings: OrchestratorSettings,
        bus: EventBus,
        model: ChatModel,
        *,
        instance: str | None = None,
    ) -> None:
        self.settings = settings
        self.bus = bus
        self.model = model
        self.instance = instance or new_id("msg").removeprefix("msg_")[-10:]
        self.entity_replies: Waiters[Event] = Waiters()
        self.task_replies: Waiters[TaskCompleted] = Waiters()
        self.citation_replies: Waiters[CitationsResolved] = Waiters()
        self.clarifications: Waiters[ClarificationAnswered] = Waiters()
        #: validator verdicts and Guardian decisions, by the event that asked for them
        self.verdicts: Waiters[Event] = Waiters()
        self.runs: dict[str, tuple[RunDriver, asyncio.Task[None]]] = {}
        self._subscriptions: list[Subscription] = []

    async def start(self) -> None:
        self._subscriptions.append(
            await self.bus.subscribe(
                topics.RUNS,
                group="orchestrator",
                handler=self.handle_request,
                accept=[RunRequested],
                name=f"orchestrator-{self.instance}",
            )
        )
        self._subscriptions.append(
            await self.bus.subscribe(
                [
                    topics.RUNS,
                    topics.TASKS,
                    topics.ENTITIES,
                    topics.SOURCES,
                    topics.CLARIFICATIONS,
                    topics.CONTRACTS,
                    topics.ANSWERS,
                    topics.REVIEWS,
                ],
                group=f"orchestrator-replies-{self.instance}",
                handler=self.handle_reply,
                accept=[
                    CancelRun,
                    TaskCompleted,
                    EntityResolved,
                    MentionsResolved,
                    CitationsResolved,
                    ClarificationAnswered,
                    ContractValidated,
                    AnswerValidated,
                    ReviewDecided,
                ],
                name=f"orchestrator-replies-{self.instance}",
            )
        )

    async def stop(self) -> None:
        for subscription in self._subscriptions:
            await subscription.close()
        self._subscriptions.clear()
        for driver, task in list(self.runs.values()):
            driver.cancellation.cancel("the orchestrator is shutting down")
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        self.runs.clear()

    async def handle_request(self, event: Event) -> None:
        if not isinstance(event, RunRequested) or event.run_id is None:
            return
        if event.run_id in self.runs:
            return  # a redelivery of a run this instance already drives
        driver = RunDriver(self, event)
        task = asyncio.get_running_loop().create_task(driver.execute(), name=event.run_id)
        self.runs[event.run_id] = (driver, task)
        task.add_done_callback(lambda _: self.runs.pop(event.run_id or "", None))

    async def handle_reply(self, event: Event) -> None:
        if isinstance(event, TaskCompleted):
            self.task_replies.resolve(event.data.task_id, event)
        elif isinstance(event, EntityResolved | MentionsResolved):
            if event.causation_id:
                self.entity_replies.resolve(event.causation_id, event)
        elif isinstance(event, CitationsResolved):
            if event.causation_id:
                self.citation_replies.resolve(event.causation_id, event)
        elif isinstance(event, ContractValidated | AnswerValidated | ReviewDecided):
            if event.causation_id:
                self.verdicts.resolve(event.causation_id, event)
        elif isinstance(event, ClarificationAnswered):
            self.clarifications.resolve(event.data.clarification_id, event)
        elif isinstance(event, CancelRun) and event.run_id in self.runs:
            driver, task = self.runs[event.run_id]
            driver.cancellation.cancel(event.data.reason)
            task.cancel()


async def build_app(
    settings: OrchestratorSettings | None = None,
    *,
    bus: EventBus,
    model: ChatModel | None = None,
) -> OrchestratorApp:
    """Wire the orchestrator; tests pass an in-memory bus and a scripted model."""
    settings = settings or OrchestratorSettings()
    if model is None:
        model = build_model(settings)
    return OrchestratorApp(settings, bus, model)
