"""`quantward demo`: a real event round trip through the bus, shown as it happens.

Until the research pipeline lands, the demo plays a miniature run on the event catalogue: a run
is requested, an orchestrator delegates six plan parts to a group of two competing researcher
consumers, each returns a (placeholder) answer, the run completes; one malformed message is
published too and lands in the dead-letter topic with its reason. Every step is a real event on
the configured bus (in-process by default, Kafka when `QW_KAFKA_BOOTSTRAP` is set).
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass, field

from rich.console import Console
from rich.live import Live
from rich.table import Table

from quantward_bus import EventBus
from quantward_bus.testing import Recorder
from quantward_contracts import DeadLetter, Event, new_id, topics
from quantward_contracts.events import (
    RunCompleted,
    RunCompletedData,
    RunRequested,
    RunRequestedData,
    TaskCompleted,
    TaskCompletedData,
    TaskDelegated,
    TaskDelegatedData,
)

PLAN = (
    "What did management guide for next quarter?",
    "How did the tone of the guidance change versus the prior call?",
    "Which filings followed up on the call?",
    "What did analysts push on in the Q&A?",
    "Which balance-sheet items moved most?",
    "What did competitors say in the same week?",
)


@dataclass
class DemoResult:
    """What the demo observed, for the CLI's summary and for tests."""

    run_id: str
    events: list[tuple[float, str, str]] = field(default_factory=list)
    handled_by: dict[str, str] = field(default_factory=dict)
    dead_letters: list[DeadLetter] = field(default_factory=list)
    completed: RunCompleted | None = None
    elapsed_ms: float = 0.0


async def run_demo(bus: EventBus, *, console: Console | None = None) -> DemoResult:
    """Drive the miniature run on `bus` (already started) and return what happened."""
    run_id = new_id("run")
    result = DemoResult(run_id=run_id)
    started = time.perf_counter()
    finished: Recorder[Event] = Recorder()
    dead: Recorder[DeadLetter] = Recorder()
    answers: dict[str, TaskCompleted] = {}

    def note(event: Event, who: str) -> None:
        result.events.append(((time.perf_counter() - started) * 1000, event.type, who))

    async def orchestrator(event: Event) -> None:
        if isinstance(event, RunRequested):
            note(event, "orchestrator")
            for question in PLAN:
                await bus.publish(
                    TaskDelegated(
                        producer="orchestrator",
                        **event.caused(),
                        data=TaskDelegatedData(task_id=new_id("tsk"), instructions=question),
                    )
                )
        elif isinstance(event, TaskCompleted):
            note(event, "orchestrator")
            answers[event.data.task_id] = event
            if len(answers) == len(PLAN):
                await bus.publish(
                    RunCompleted(
                        producer="orchestrator",
                        **event.caused(),
                        data=RunCompletedData(
                            status="succeeded", summary=f"{len(PLAN)} tasks answered"
                        ),
                    )
                )

    def researcher(name: str) -> Recorder[Event]:
        async def work(event: Event) -> None:
            assert isinstance(event, TaskDelegated)
            note(event, name)
            result.handled_by[event.data.task_id] = name
            await bus.publish(
                TaskCompleted(
                    producer=name,
                    **event.caused(),
                    data=TaskCompletedData(
                        task_id=event.data.task_id,
                        status="succeeded",
                        answer=f"(demo) {name} read the plan part: {event.data.instructions}",
                    ),
                )
            )

        return Recorder(then=work)

    await bus.subscribe(
        [topics.RUNS, topics.TASKS],
        group="demo-orchestrator",
        handler=orchestrator,
        accept=[RunRequested, TaskCompleted],
        name="orchestrator",
    )
    for name in ("researcher-1", "researcher-2"):
        await bus.subscribe(
            topics.TASKS,
            group="demo-researchers",
            handler=researcher(name),
            accept=[TaskDelegated],
            name=name,
        )
    await bus.subscribe(
        topics.RUNS, group="demo-client", handler=finished, accept=[RunCompleted], name="client"
    )
    await bus.subscribe_dead_letters(group="demo-operator", handler=dead, name="operator")

    request = RunRequested(
        producer="demo",
        run_id=run_id,
        data=RunRequestedData(
            mode="chat", question="What changed in the guidance?", requested_by="demo-user"
        ),
    )
    await bus.publish(request)
    await bus.publish_raw(topics.TASKS, b'{"type": "task.delegated.v1", "data": {}}', key=run_id)

    live_table = _table(result)
    with Live(
        live_table, console=console or Console(), refresh_per_second=12, transient=False
    ) as live:

        async def refresh() -> None:
            while True:
                live.update(_table(result))
                await asyncio.sleep(0.05)

        ticker = asyncio.create_task(refresh())
        try:
            await finished.wait_until(
                lambda items: any(e.run_id == run_id for e in items),
                timeout=60,
                what="run completed",
            )
            await dead.wait_for(1, timeout=60)
        finally:
            ticker.cancel()
        result.elapsed_ms = (time.perf_counter() - started) * 1000
        completed = [
            e for e in finished.items if isinstance(e, RunCompleted) and e.run_id == run_id
        ]
        result.completed = completed[0]
        note(result.completed, "client")
        result.dead_letters = list(dead.items)
        live.update(_table(result))
    return result


def _table(result: DemoResult) -> Table:
    table = Table(title=f"run {result.run_id}", show_lines=False)
    table.add_column("ms", justify="right")
    table.add_column("event")
    table.add_column("handled by")
    for at, type_, who in result.events:
        table.add_row(f"{at:.1f}", type_, who)
    return table
