"""Durable tasks: a researcher dies mid-task, another takes the task over from the run record.

The recorder records every event on the in-memory bus into a SQLite store; a "kill" cuts the
first researcher off the bus (nothing it does afterwards reaches anyone) and abandons its
subscription (the task's message stays uncommitted). The second researcher, reading the same
store, must answer the model calls the first one already made from the record — the script the
model plays is shared, so a call paid twice would take the script's next step — and must not
publish again what the first one published.
"""

from __future__ import annotations

import asyncio
import importlib.util
import sys
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast

import pytest

from quantward_bus import EventBus, InMemoryEventBus
from quantward_bus.testing import Recorder
from quantward_contracts import Event, topics
from quantward_contracts.events import (
    AgentModelCalled,
    AgentToolCalled,
    RunProgressed,
    RunProgressedData,
    TaskCompleted,
    TaskDelegated,
)
from quantward_llm.port import ChatRequest, Completion, TextDelta, ToolCall
from quantward_llm.scripted import ScriptedModel
from quantward_recorder.app import build_app as build_recorder
from quantward_recorder.settings import RecorderSettings
from quantward_records import RECORDED_TOPICS, RECORDER_GROUP, recorded_events
from quantward_records.sqlite_store import SqliteRecordStore
from quantward_researcher.app import ResearcherApp
from quantward_researcher.settings import ResearcherSettings
from quantward_researcher.tools import ResearchTools


def _sibling(name: str) -> Any:
    path = Path(__file__).with_name(f"{name}.py")
    spec = importlib.util.spec_from_file_location(f"researcher_tests_{name}", path)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


_app = _sibling("test_app")


class Link:
    """The bus as one researcher process sees it; `cut` is its death."""

    def __init__(self, bus: InMemoryEventBus) -> None:
        self.bus = bus
        self.published: list[Event] = []
        self.cut = False

    def __getattr__(self, name: str) -> Any:
        return getattr(self.bus, name)

    async def publish(self, event: Event, *, topic: str | None = None) -> None:
        if not self.cut:
            self.published.append(event)
            await self.bus.publish(event, topic=topic)

    async def publish_many(self, events: list[Event], *, topic: str | None = None) -> None:
        for event in events:
            await self.publish(event, topic=topic)


class Stalling:
    """The shared script, except that the `stall_at`-th call of this researcher never returns
    (it is killed there)."""

    def __init__(self, script: ScriptedModel, stall_at: int | None = None) -> None:
        self.script = script
        self.stall_at = stall_at
        self.calls = 0
        self.stalled = asyncio.Event()

    @property
    def name(self) -> str:
        return self.script.name

    async def complete(self, request: ChatRequest) -> Completion:
        self.calls += 1
        if self.calls == self.stall_at:
            self.stalled.set()
            await asyncio.Event().wait()
        return await self.script.complete(request)

    async def stream(self, request: ChatRequest) -> AsyncIterator[TextDelta | Completion]:
        yield await self.complete(request)


@dataclass
class Rig:
    bus: InMemoryEventBus
    store: SqliteRecordStore
    tools: ResearchTools
    completed: Recorder[Event]
    links: list[Link] = field(default_factory=list)
    apps: list[ResearcherApp] = field(default_factory=list)
    #: the recorder app (None while it is stopped)
    recorder: Any = None

    async def researcher(
        self, model: Any, *, records: bool = True, record_wait_s: float = 10
    ) -> ResearcherApp:
        link = Link(self.bus)
        settings = ResearcherSettings(researcher_workers=2, researcher_record_wait_s=record_wait_s)
        store = self.store if records else None
        app = ResearcherApp(settings, cast(EventBus, link), model, self.tools, records=store)
        await app.start()
        self.links.append(link)
        self.apps.append(app)
        return app

    async def kill(self, app: ResearcherApp) -> None:
        self.links[self.apps.index(app)].cut = True
        for subscription in app._subscriptions:
            await subscription.abandon()
        app._subscriptions.clear()


@pytest.fixture
async def rig(tools: ResearchTools, tmp_path: Path) -> AsyncIterator[Rig]:
    async with InMemoryEventBus() as bus:
        store = SqliteRecordStore(tmp_path / "records")
        recorder = await build_recorder(RecorderSettings(), bus=bus, store=store)
        await recorder.start()
        completed: Recorder[Event] = Recorder()
        await bus.subscribe(topics.TASKS, group="test", handler=completed, accept=[TaskCompleted])
        state = Rig(bus, store, tools, completed, recorder=recorder)
        try:
            yield state
        finally:
            for app in state.apps:
                await app.stop()
            if state.recorder is not None:
                await state.recorder.stop()
            store.close()


async def delegate(rig: Rig) -> TaskDelegated:
    service = _app.Service(rig.bus, cast(ResearcherApp, None), rig.completed, Recorder())
    task: TaskDelegated = await service.delegate()
    return task


async def completion(rig: Rig, task: TaskDelegated) -> TaskCompleted:
    items = await rig.completed.wait_until(
        lambda items: any(
            isinstance(e, TaskCompleted) and e.data.task_id == task.data.task_id for e in items
        ),
        timeout=20,
        what="the task's completion",
    )
    return next(e for e in items if isinstance(e, TaskCompleted))


async def test_a_task_taken_over_after_a_kill_does_not_pay_for_its_model_calls_again(
    rig: Rig,
) -> None:
    script = ScriptedModel([_app.search(), _app.cite_first_hit])
    dying = Stalling(script, stall_at=2)  # searched, then killed while the model thinks
    first = await rig.researcher(dying)
    task = await delegate(rig)
    await asyncio.wait_for(dying.stalled.wait(), timeout=20)
    await rig.kill(first)
    second = await rig.researcher(Stalling(script))
    done = await completion(rig, task)
    assert done.data.status == "succeeded", done.data.error
    assert len(script.calls) == 2  # the search turn came from the record
    assert (second.taken_over, second.answered_from_record) == (1, 1)
    again = {e.event_id for e in rig.links[0].published} & {
        e.event_id for e in rig.links[1].published
    }
    assert again == set()  # nothing the first one published was published again
    turns = [e.data.turn for e in rig.links[1].published if isinstance(e, AgentModelCalled)]
    assert turns == [2]


async def test_a_task_taken_over_while_the_recorder_restarts_waits_for_its_record(
    rig: Rig, caplog: pytest.LogCaptureFixture
) -> None:
    """With the default record wait, a researcher taking a task over while the recorder is
    down waits (trying again, saying so) instead of doing the task again blind, and continues
    from the record once the recorder is back: nothing is paid twice."""
    script = ScriptedModel([_app.search(), _app.cite_first_hit])
    dying = Stalling(script, stall_at=2)
    first = await rig.researcher(dying)
    task = await delegate(rig)
    await asyncio.wait_for(dying.stalled.wait(), timeout=20)
    await rig.bus.wait_consumed(RECORDER_GROUP, RECORDED_TOPICS, timeout_s=20)
    await rig.recorder.stop()
    rig.recorder = None
    await rig.kill(first)
    # something published meanwhile: the record is behind until the recorder is back
    await rig.bus.publish(
        RunProgressed(
            run_id=task.run_id,
            producer="orchestrator",
            data=RunProgressedData(stage="researching", detail="published meanwhile"),
        )
    )
    caplog.set_level("WARNING", logger="quantward.researcher")
    default_wait = ResearcherSettings().researcher_record_wait_s
    second = await rig.researcher(Stalling(script), record_wait_s=default_wait)

    def waits() -> int:
        return sum("waiting for the run record" in r.getMessage() for r in caplog.records)

    for _ in range(400):
        if waits() >= 2:
            break
        await asyncio.sleep(0.05)
    assert waits() >= 2, caplog.text
    assert len(script.calls) == 1  # not done again meanwhile
    rig.recorder = await build_recorder(RecorderSettings(), bus=rig.bus, store=rig.store)
    await rig.recorder.start()
    done = await completion(rig, task)
    assert done.data.status == "succeeded", done.data.error
    assert len(script.calls) == 2  # the search turn came from the record
    assert second.taken_over == 1


async def test_a_task_completed_before_is_answered_with_its_recorded_completion(
    rig: Rig,
) -> None:
    script = ScriptedModel([_app.search(), _app.cite_first_hit])
    first = await rig.researcher(script)
    task = await delegate(rig)
    done = await completion(rig, task)
    assert done.data.status == "succeeded"
    await rig.kill(first)
    nothing = ScriptedModel([])  # any model call would fail the test
    second = await rig.researcher(nothing)
    await second.handle(task)  # delivered again, as after a rebalance
    assert nothing.calls == []
    assert [e for e in rig.links[1].published if isinstance(e, TaskCompleted)] == [done]


class CountingIndex:
    """The search index as the tools see it, counting what the tools really ask of it."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.calls: list[str] = []

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)

    async def search(self, query: Any) -> Any:
        self.calls.append("search")
        return await self.inner.search(query)

    async def document_chunks(self, document_id: str) -> Any:
        self.calls.append(f"read {document_id}")
        return await self.inner.document_chunks(document_id)


def tool_turn(*calls: tuple[str, dict[str, Any]]) -> Completion:
    return Completion(
        tool_calls=tuple(
            ToolCall(call_id=f"call_{i}", name=name, arguments=arguments)
            for i, (name, arguments) in enumerate(calls)
        ),
        finish_reason="tool_calls",
    )


SEARCH = ("search_documents", {"query": "guidance", "entity_ids": [_app.APPLE]})
READ = ("read_document", {"document_id": "doc_apple_q4_call"})
SEARCH_DEMAND = ("search_documents", {"query": "demand", "entity_ids": [_app.APPLE]})


@pytest.mark.parametrize("killed_after_turn", [1, 2])
async def test_a_task_taken_over_answers_the_tool_calls_it_made_from_the_record(
    rig: Rig, killed_after_turn: int
) -> None:
    """Killed after N tool calls, the task resumes with those N answered from the record (the
    index is not asked again) and the calls the record does not hold run live."""
    index = CountingIndex(rig.tools.search)
    rig.tools = ResearchTools(search=cast(Any, index), market_data=rig.tools.market_data)
    turns = [tool_turn(SEARCH), tool_turn(READ, SEARCH_DEMAND), tool_turn(SEARCH_DEMAND)]
    script = ScriptedModel([*turns, _app.cite_first_hit])
    dying = Stalling(script, stall_at=killed_after_turn + 1)  # killed while the model thinks
    first = await rig.researcher(dying)
    task = await delegate(rig)
    await asyncio.wait_for(dying.stalled.wait(), timeout=20)
    before = len(index.calls)
    assert before == sum(len(t.tool_calls) for t in turns[:killed_after_turn])
    await rig.kill(first)

    second = await rig.researcher(Stalling(script))
    done = await completion(rig, task)
    assert done.data.status == "succeeded", done.data.error
    assert done.data.tool_calls == 4
    # the tool calls made before the kill were answered from the record; the rest ran live
    assert second.tools_answered_from_record == before
    assert len(index.calls) == 4
    # the answer cites what the first researcher's search returned: its sources came back too
    [citation] = done.data.citations
    assert [s.source_id for s in done.data.sources] == [citation.source_id]
    again = {e.event_id for e in rig.links[0].published} & {
        e.event_id for e in rig.links[1].published
    }
    assert again == set()


class LargeDocuments(CountingIndex):
    """Documents whose chunks are long: reading one returns more than the 64,000 characters an
    event used to carry of a tool result."""

    async def document_chunks(self, document_id: str) -> Any:
        chunks = await super().document_chunks(document_id)
        return [
            c.model_copy(update={"text": (c.text + " ") * (1 + 70_000 // max(1, len(c.text)))})
            for c in chunks
        ]


async def test_a_tool_result_over_64k_characters_is_answered_from_the_record(rig: Rig) -> None:
    """A read whose result is over 64,000 characters is recorded whole (the recorder stores it
    once, by content hash, as an artifact), so the task taken over does not read the document
    again: the index sees one read, and the model calls after it are answered from the record
    (their requests hold the whole result, so their digests match)."""
    index = LargeDocuments(rig.tools.search)
    rig.tools = ResearchTools(search=cast(Any, index), market_data=rig.tools.market_data)
    script = ScriptedModel([tool_turn(SEARCH), tool_turn(READ), _app.cite_first_hit])
    dying = Stalling(script, stall_at=3)  # killed while the model thinks after the read
    first = await rig.researcher(dying)
    task = await delegate(rig)
    await asyncio.wait_for(dying.stalled.wait(), timeout=20)
    assert index.calls == ["search", f"read {READ[1]['document_id']}"]
    await rig.kill(first)
    # what the recorder's group has consumed is in the record
    await rig.bus.wait_consumed(RECORDER_GROUP, RECORDED_TOPICS, timeout_s=20)
    recorded = [
        e
        for e in await asyncio.to_thread(recorded_events, rig.store, task.run_id or "")
        if isinstance(e, AgentToolCalled) and e.data.tool == READ[0]
    ]
    assert [len(e.data.result) > 64_000 and not e.data.result_truncated for e in recorded] == [True]

    second = await rig.researcher(Stalling(script))
    done = await completion(rig, task)
    assert done.data.status == "succeeded", done.data.error
    assert second.tools_answered_from_record == 2
    assert len(index.calls) == 2  # neither the read nor the search ran again


async def test_a_task_done_again_without_a_record_runs_its_tools_again(rig: Rig) -> None:
    """The control: a researcher without the record store calls the index for every call."""
    index = CountingIndex(rig.tools.search)
    rig.tools = ResearchTools(search=cast(Any, index), market_data=rig.tools.market_data)
    script = ScriptedModel([tool_turn(SEARCH), _app.cite_first_hit])
    dying = Stalling(script, stall_at=2)
    first = await rig.researcher(dying)
    task = await delegate(rig)
    await asyncio.wait_for(dying.stalled.wait(), timeout=20)
    await rig.kill(first)
    second = await rig.researcher(
        ScriptedModel([tool_turn(SEARCH), _app.cite_first_hit]), records=False
    )
    done = await completion(rig, task)
    assert done.data.status == "succeeded", done.data.error
    assert second.tools_answered_from_record == 0
    assert index.calls == ["search", "search"]


async def test_a_task_whose_partition_moves_in_a_rebalance_is_taken_over_at_once(
    rig: Rig, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A second researcher joins while a task is in flight and the task's partition moves to it:
    the first gives the task up at once (the rebalance does not wait for it to end) and the
    second continues it from the record, its tool call answered from there."""
    from quantward_bus.memory_bus import partition_for
    from quantward_contracts import new_id

    moving = next(
        task_id
        for task_id in (new_id("tsk") for _ in range(1000))
        if partition_for(task_id, 8, 0) % 2 == 1
    )
    monkeypatch.setattr(
        _app, "new_id", lambda prefix: moving if prefix == "tsk" else new_id(prefix)
    )
    index = CountingIndex(rig.tools.search)
    rig.tools = ResearchTools(search=cast(Any, index), market_data=rig.tools.market_data)
    script = ScriptedModel([tool_turn(SEARCH), _app.cite_first_hit])
    held = Stalling(script, stall_at=2)  # the model never answers the first researcher again
    first = await rig.researcher(held)
    task = await delegate(rig)
    assert task.data.task_id == moving
    await asyncio.wait_for(held.stalled.wait(), timeout=20)
    second = await rig.researcher(Stalling(script))  # joins: the task's partition moves to it
    done = await completion(rig, task)
    assert done.data.status == "succeeded", done.data.error
    assert first.completed == 0
    assert (second.taken_over, second.tools_answered_from_record) == (1, 1)
    assert index.calls == ["search"]
