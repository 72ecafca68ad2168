"""A scripted stand-in for the platform behind the API (tests only): it answers each
`run.requested` with the events a real run makes, records each in the record store as the
recorder would, asks a question when the request's question contains "which", and waits for
its answer."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime
from typing import Any

from quantward_bus import EventBus
from quantward_contracts import Event, new_id, topics
from quantward_contracts.events import (
    CancelRun,
    ClarificationAnswered,
    RunCompleted,
    RunCompletedData,
    RunProgressed,
    RunProgressedData,
    RunRequested,
    TaskCompleted,
)
from quantward_contracts.examples import EXAMPLES
from quantward_contracts.values import SharedPassage, SharedSource
from quantward_records import RecordStore, prepare, summarise

PASSAGE = "China revenue with joint ventures was 12.3 bn in 2023 (table 4)."


def _fold(summary: Any, record: Any) -> Any:
    return summarise(summary, record.event)


def copy(name: str, run_id: str, **data: Any) -> Event:
    example = EXAMPLES[name]
    update: dict[str, Any] = {
        "run_id": run_id,
        "event_id": new_id("evt"),
        "time": datetime.now(UTC),
        "causation_id": None,
    }
    if data:
        update["data"] = example.data.model_copy(update=data)
    return example.model_copy(update=update)


class ScriptedPlatform:
    def __init__(self, bus: EventBus, store: RecordStore) -> None:
        self.bus = bus
        self.store = store
        self.answers: dict[str, asyncio.Queue[str]] = {}
        self.cancelled: set[str] = set()
        self.requests: list[RunRequested] = []
        self._tasks: set[asyncio.Task[None]] = set()
        self._subs: list[Any] = []

    async def start(self) -> None:
        self._subs.append(
            await self.bus.subscribe(
                [topics.RUNS, topics.CLARIFICATIONS],
                group="scripted",
                handler=self._on,
                accept=[RunRequested, ClarificationAnswered, CancelRun],
                start="latest",
            )
        )

    async def stop(self) -> None:
        for sub in self._subs:
            await sub.close()
        for task in self._tasks:
            task.cancel()

    def record(self, event: Event) -> None:
        assert event.run_id is not None
        record, artifacts = prepare(event, event.TOPIC)
        self.store.append(event.run_id, [record], artifacts, _fold)

    async def emit(self, event: Event) -> None:
        self.record(event)
        await self.bus.publish(event)

    async def _on(self, event: Event) -> None:
        assert event.run_id is not None
        self.record(event)
        if isinstance(event, RunRequested):
            self.requests.append(event)
            self.answers[event.run_id] = asyncio.Queue()
            task = asyncio.create_task(self._run(event))
            self._tasks.add(task)
        elif isinstance(event, ClarificationAnswered):
            await self.answers[event.run_id].put(event.data.answer)
        elif isinstance(event, CancelRun):
            self.cancelled.add(event.run_id)
            await self.answers[event.run_id].put("")

    async def _run(self, request: RunRequested) -> None:
        run_id = request.run_id
        assert run_id is not None
        await self.emit(
            RunProgressed(
                run_id=run_id,
                producer="orchestrator",
                data=RunProgressedData(stage="resolving", detail="resolving the companies"),
            )
        )
        if "which" in (request.data.question or ""):
            await self.emit(copy("clarification.requested.v1", run_id))
            await self.answers[run_id].get()
        if run_id in self.cancelled:
            await self.emit(
                RunCompleted(
                    run_id=run_id,
                    producer="orchestrator",
                    data=RunCompletedData(status="cancelled", summary="cancelled"),
                )
            )
            return
        await self.emit(copy("review.requested.v1", run_id))
        await self.emit(copy("review.decided.v1", run_id))
        await self.emit(copy("source.registered.v1", run_id))
        released = EXAMPLES["answer.released.v1"]
        cited = released.data.citations[0]
        source = SharedSource(
            source_id=cited.source_id,
            kind="document",
            title=cited.title or "annual report",
            tool_name="search_documents",
            content_hash="sha256:abc",
            content=PASSAGE,
            passages=(SharedPassage(chunk_id=cited.chunk_id or "chk_x", text=PASSAGE),),
            retrieved_at=datetime.now(UTC),
            registered_by="researcher",
        )
        completed = copy("task.completed.v1", run_id)
        assert isinstance(completed, TaskCompleted)
        await self.emit(
            completed.model_copy(
                update={"data": completed.data.model_copy(update={"sources": (source,)})}
            )
        )
        await self.emit(copy("answer.released.v1", run_id))
        await self.emit(copy("run.completed.v1", run_id))
