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
from collections.abc import Sequence

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
from quantward_kit.builders import build_market_data, build_model
from quantward_kit.lifecycle import StartStop
from quantward_kit.replies import Waiters
from quantward_llm.port import ChatModel
from quantward_orchestrator.gateway import Expected, MissingRepliesError, ReplyKind
from quantward_orchestrator.journal import Run
from quantward_orchestrator.run import drive, start
from quantward_orchestrator.settings import OrchestratorSettings
from quantward_platform.market_data import MarketData
from quantward_workflows import WorkflowTemplate, bundled_templates

log = logging.getLogger("quantward.orchestrator")


class OrchestratorApp(StartStop):
    """The orchestrator service, and the bus-backed `RunGateway` of every run it drives."""

    def __init__(
        self,
        settings: OrchestratorSettings,
        bus: EventBus,
        model: ChatModel,
        *,
        market_data: MarketData | None = None,
        instance: str | None = None,
    ) -> None:
        self.settings = settings
        self.bus = bus
        self.model = model
        self.market_data = market_data or build_market_data(settings)
        self.instance = instance or new_id("msg").removeprefix("msg_")[-10:]
        #: the one reply matcher, per kind of reply (see `ReplyKind` for the keys)
        self.replies: dict[ReplyKind, Waiters[Event]] = {
            "entity": Waiters(),
            "task": Waiters(),
            "citations": Waiters(),
            "verdict": Waiters(),
            "clarification": Waiters(),
        }
        self.runs: dict[str, tuple[Run, asyncio.Task[None]]] = {}
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
        for run, task in list(self.runs.values()):
            run.cancellation.cancel("the orchestrator is shutting down")
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        self.runs.clear()

    async def handle_request(self, event: Event) -> None:
        if not isinstance(event, RunRequested) or event.run_id is None:
            return
        if event.run_id in self.runs:
            return  # a redelivery of a run this instance already drives
        run = start(event, self)
        task = asyncio.get_running_loop().create_task(drive(run), name=event.run_id)
        self.runs[event.run_id] = (run, task)
        task.add_done_callback(lambda _: self.runs.pop(event.run_id or "", None))

    async def handle_reply(self, event: Event) -> None:
        driven = self.runs.get(event.run_id or "")
        if isinstance(event, CancelRun):
            if driven is not None:
                run, task = driven
                run.cancellation.cancel(event.data.reason)
                task.cancel()
            return
        if driven is not None:
            driven[0].apply(event)  # before its waiter wakes: the stage reads the new state
        match = self._match(event)
        if match is not None:
            kind, key = match
            self.replies[kind].resolve(key, event)

    @staticmethod
    def _match(event: Event) -> tuple[ReplyKind, str] | None:
        """Which waiting request a reply answers, by its kind and key."""
        if isinstance(event, TaskCompleted):
            return "task", event.data.task_id
        if isinstance(event, ClarificationAnswered):
            return "clarification", event.data.clarification_id
        if event.causation_id is None:
            return None
        if isinstance(event, EntityResolved | MentionsResolved):
            return "entity", event.causation_id
        if isinstance(event, CitationsResolved):
            return "citations", event.causation_id
        if isinstance(event, ContractValidated | AnswerValidated | ReviewDecided):
            return "verdict", event.causation_id
        return None

    # --- the bus-backed RunGateway ---------------------------------------------------------------

    @property
    def producer(self) -> str:
        return self.settings.service_name

    async def publish(self, events: Sequence[Event]) -> None:
        if len(events) == 1:
            await self.bus.publish(events[0])
        elif events:
            await self.bus.publish_many(list(events))

    async def request(
        self, expected: Sequence[Expected], events: Sequence[Event], timeout_s: float
    ) -> list[Event]:
        # Sent once for all; a reply that comes before its waiter is kept by the matcher.
        sent = asyncio.ensure_future(self.publish(events))
        asks = [
            asyncio.ensure_future(self.replies[kind].request(key, asyncio.shield(sent), timeout_s))
            for kind, key in expected
        ]
        try:
            done, _ = await asyncio.wait(asks, timeout=timeout_s)
            for ask in done:
                failure = ask.exception()
                if failure is not None and not isinstance(failure, TimeoutError):
                    raise failure
            missing = [
                kind
                for (kind, _), ask in zip(expected, asks, strict=True)
                if ask not in done or ask.exception() is not None
            ]
            if missing:
                raise MissingRepliesError(missing)
            return [ask.result() for ask in asks]
        finally:
            unfinished = [pending for pending in (*asks, sent) if not pending.done()]
            for pending in unfinished:
                pending.cancel()
            # Let them unwind (each forgets its waiter) before the run goes on.
            await asyncio.gather(*unfinished, return_exceptions=True)

    def template(self, template_id: str) -> WorkflowTemplate:
        # Bundled ids only: a request never makes the orchestrator read a file of its own.
        template = bundled_templates().get(template_id)
        if template is None:
            raise LookupError(
                f"no bundled template {template_id!r}; available: "
                f"{', '.join(sorted(bundled_templates()))} (send your own as text with its hash)"
            )
        return template


async def build_app(
    settings: OrchestratorSettings | None = None,
    *,
    bus: EventBus,
    model: ChatModel | None = None,
    market_data: MarketData | None = None,
) -> OrchestratorApp:
    """Wire the orchestrator; tests pass an in-memory bus and a scripted model, the embedded
    platform the market data its researchers share."""
    settings = settings or OrchestratorSettings()
    if model is None:
        model = build_model(settings)
    return OrchestratorApp(settings, bus, model, market_data=market_data)
