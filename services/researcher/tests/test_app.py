"""The researcher service on the in-memory bus: one `task.delegated` in, one `task.completed` out.

A scripted model plays the subagent, so each test decides what it calls and what it cites; the
service decides what the answer may cite (what its tools returned or it inherited), gives one
repair turn to an answer citing anything else, and stops a task whose run is cancelled.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from dataclasses import dataclass
from datetime import date
from typing import Any

import pytest

from quantward_bus import InMemoryEventBus
from quantward_bus.testing import Recorder, wait_until
from quantward_contracts import Event, new_id, topics
from quantward_contracts.events import (
    AgentModelCalled,
    AgentToolCalled,
    CancelRun,
    CancelRunData,
    SourceRegistered,
    TaskCompleted,
    TaskDelegated,
    TaskDelegatedData,
)
from quantward_contracts.values import TaskParameters
from quantward_grounding import Source, SourceRegistry
from quantward_grounding.sharing import shared_sources
from quantward_llm.port import ChatRequest, Completion, TextDelta, ToolCall
from quantward_llm.scripted import ScriptedModel
from quantward_researcher.app import ResearcherApp
from quantward_researcher.settings import ResearcherSettings
from quantward_researcher.tools import ResearchTools

RUN = "run_researcher_app"
APPLE = "ent_apple_inc"
AS_OF = date(2022, 12, 28)
PREVIEW_SOURCES = (
    "earnings-calendar",
    "prices",
    "synthetic-corpus:transcripts",
    "synthetic-corpus:news",
)
FAKE_MARK = "[[src_fake#chk_fake]]"


class BlockingModel:
    """A model whose every call waits until the test releases it (or the task is cancelled)."""

    name = "blocking"

    def __init__(self) -> None:
        self.entered = asyncio.Event()
        self.release = asyncio.Event()

    async def complete(self, request: ChatRequest) -> Completion:
        self.entered.set()
        await self.release.wait()
        return Completion(content="too late")

    async def stream(self, request: ChatRequest) -> AsyncIterator[TextDelta | Completion]:
        yield await self.complete(request)


@dataclass
class Service:
    bus: InMemoryEventBus
    app: ResearcherApp
    completed: Recorder[Event]
    events: Recorder[Event]

    async def delegate(
        self,
        instructions: str = "What guidance did Apple give on its last call?",
        *,
        inherited: tuple[Source, ...] = (),
        allowed: tuple[str, ...] = PREVIEW_SOURCES,
        run_id: str = RUN,
    ) -> TaskDelegated:
        task = TaskDelegated(
            run_id=run_id,
            producer="orchestrator",
            entity_ids=(APPLE,),
            data=TaskDelegatedData(
                task_id=new_id("tsk"),
                instructions=instructions,
                as_of=AS_OF,
                part_id="last_guidance.apple_inc",
                approach="search",
                allowed_sources=allowed,
                parameters=TaskParameters(entity_names={APPLE: "Apple Inc."}),
                inherited=shared_sources(inherited),
            ),
        )
        await self.bus.publish(task)
        return task

    async def completion(self, task: TaskDelegated) -> TaskCompleted:
        items = await self.completed.wait_until(
            lambda items: any(
                isinstance(e, TaskCompleted) and e.data.task_id == task.data.task_id for e in items
            ),
            timeout=20,
            what=f"the completion of {task.data.task_id}",
        )
        [done] = [
            e for e in items if isinstance(e, TaskCompleted) and e.data.task_id == task.data.task_id
        ]
        return done

    def of_task(self, task: TaskDelegated, kind: type[Any]) -> list[Any]:
        return [
            e
            for e in self.events.items
            if isinstance(e, kind) and getattr(e.data, "task_id", None) == task.data.task_id
        ]


@pytest.fixture
async def service_for(tools: ResearchTools) -> AsyncIterator[Any]:
    """`await service_for(model)`: a started researcher (two workers) on its own bus."""
    opened: list[tuple[InMemoryEventBus, ResearcherApp]] = []

    async def start(model: Any) -> Service:
        bus = InMemoryEventBus()
        await bus.start()
        completed: Recorder[Event] = Recorder()
        events: Recorder[Event] = Recorder()
        await bus.subscribe(topics.TASKS, group="test", handler=completed, accept=[TaskCompleted])
        await bus.subscribe(
            [topics.AGENTS, topics.SOURCES, topics.TASKS], group="test-events", handler=events
        )
        app = ResearcherApp(ResearcherSettings(researcher_workers=2), bus, model, tools)
        await app.start()
        opened.append((bus, app))
        return Service(bus, app, completed, events)

    yield start
    for bus, app in opened:
        await app.stop()
        await bus.stop()


def orchestrator_source() -> Source:
    """A passage the orchestrator holds (e.g. from an earlier task of the run)."""
    registry = SourceRegistry(RUN, owner="orchestrator")
    return registry.register_computation(
        synthetic=False,
        title="Apple revenue, FY2022 Q4",
        tool_name="fundamentals",
        result={"revenue": 90146},
        items={"revenue": 90146},
        tool_call_id=new_id("tcl"),
        entity_ids=[APPLE],
        as_of=AS_OF,
    )


def passage_mark(source: Source) -> str:
    return f"[[{source.source_id}#{source.passages[0].chunk_id}]]"


def search(query: str = "guidance") -> Completion:
    return Completion(
        tool_calls=(
            ToolCall(
                call_id="call_search",
                name="search_documents",
                arguments={"query": query, "entity_ids": [APPLE]},
            ),
        ),
        finish_reason="tool_calls",
    )


def cite_first_hit(request: ChatRequest) -> Completion:
    """Answer with the first search hit's own mark."""
    result = next(m for m in request.messages if m.role == "tool")
    hit = json.loads(result.content)["hits"][0]
    return Completion(content=f"Management guided to the lower end of the range {hit['cite']}")


def last_user_message(request: ChatRequest) -> str:
    return next(m.content for m in reversed(request.messages) if m.role == "user")


# --- answers and what they may cite ---------------------------------------------------------------


async def test_an_answer_citing_what_its_tools_returned_completes_with_those_sources(
    service_for: Any,
) -> None:
    model = ScriptedModel([search(), cite_first_hit])
    service = await service_for(model)
    task = await service.delegate()
    done = await service.completion(task)
    assert done.data.status == "succeeded", done.data.error
    assert done.causation_id == task.event_id
    assert done.entity_ids == (APPLE,)
    [citation] = done.data.citations
    assert citation.synthetic is True
    assert [s.source_id for s in done.data.sources] == [citation.source_id]
    assert done.data.sources[0].content  # the content travels with the source
    assert (done.data.turns, done.data.tool_calls) == (2, 1)
    # the subagent saw only research tools over the allowed sources, in a clean context
    first = model.calls[0]
    assert {t.name for t in first.tools} == {
        "resolve_entity",
        "search_documents",
        "read_document",
        "earnings_calendar",
        "price_history",
        "optimise_portfolio",
        "python",
    }
    assert [m.role for m in first.messages] == ["system", "user"]
    assert "What guidance did Apple give on its last call?" in first.messages[1].content
    # every model call, tool call and registered source was published
    assert len(service.of_task(task, AgentModelCalled)) == 2
    [tool_called] = service.of_task(task, AgentToolCalled)
    assert tool_called.data.role == "researcher"
    assert tool_called.data.tool == "search_documents"
    # Sources travel on their own topic: wait for their announcements, not for the completion.
    wanted = set(tool_called.data.source_ids)
    await service.events.wait_until(
        lambda items: (
            wanted <= {e.data.source_id for e in items if isinstance(e, SourceRegistered)}
        ),
        timeout=10,
        what="every registered source announced",
    )
    registered = {e.data.source_id for e in service.events.items if isinstance(e, SourceRegistered)}
    assert wanted <= registered
    assert citation.source_id in registered


async def test_a_task_can_cite_the_sources_it_inherits(service_for: Any) -> None:
    inherited = orchestrator_source()
    mark = passage_mark(inherited)
    model = ScriptedModel([Completion(content=f"Revenue was 90,146 million {mark}")])
    service = await service_for(model)
    task = await service.delegate("How large was Apple's revenue?", inherited=(inherited,))
    done = await service.completion(task)
    assert done.data.status == "succeeded", done.data.error
    prompt = model.calls[0].messages[1].content
    # the model reads each inherited passage (delimited as data) with the mark that cites it
    assert "Sources found earlier" in prompt
    [shown] = [line for line in prompt.splitlines() if mark in line]
    assert shown.startswith(f"- {mark} {inherited.title} (")
    assert "revenue: 90146" in prompt[prompt.index(shown) :].split("</document-text>")[0]
    [citation] = done.data.citations
    assert citation.source_id == inherited.source_id
    assert citation.quote == "revenue: 90146"
    assert [s.source_id for s in done.data.sources] == [inherited.source_id]
    assert done.data.tool_calls == 0  # built on what the run had, no search again


async def test_sources_of_another_run_are_refused(service_for: Any) -> None:
    model = ScriptedModel([])
    service = await service_for(model)
    task = await service.delegate(inherited=(orchestrator_source(),), run_id="run_someone_else")
    done = await service.completion(task)
    assert done.data.status == "failed"
    assert (done.data.error or "").startswith("inherited sources refused:")
    assert model.calls == []


async def test_a_fabricated_mark_gets_one_repair_turn_then_the_task_fails(
    service_for: Any,
) -> None:
    model = ScriptedModel(
        [
            Completion(content=f"Margins will double {FAKE_MARK}"),
            Completion(content=f"Margins will certainly double {FAKE_MARK}"),
        ]
    )
    service = await service_for(model)
    task = await service.delegate()
    done = await service.completion(task)
    assert done.data.status == "failed"
    assert done.data.error == ("the answer cites what the task did not retrieve: src_fake#chk_fake")
    assert done.data.citations == ()
    assert len(model.calls) == 2
    repair = last_user_message(model.calls[1])
    assert repair.startswith("These citation marks do not resolve to anything this task retrieved")
    assert "src_fake#chk_fake" in repair


async def test_a_repaired_answer_completes(service_for: Any) -> None:
    model = ScriptedModel(
        [search(), Completion(content=f"Margins will double {FAKE_MARK}"), cite_first_hit]
    )
    service = await service_for(model)
    task = await service.delegate()
    done = await service.completion(task)
    assert done.data.status == "succeeded", done.data.error
    assert FAKE_MARK not in done.data.answer
    assert len(done.data.citations) == 1
    assert done.data.turns == 3


async def test_a_model_failure_fails_the_task_with_the_reason(service_for: Any) -> None:
    service = await service_for(ScriptedModel([]))  # no step at all: the first call fails
    task = await service.delegate()
    done = await service.completion(task)
    assert done.data.status == "failed"
    assert (done.data.error or "").startswith("model call failed: scripted: the script has 0 step")


# --- cancellation ------------------------------------------------------------------------------


async def test_cancelling_the_run_stops_a_task_in_flight(service_for: Any) -> None:
    model = BlockingModel()
    service = await service_for(model)
    task = await service.delegate()
    await asyncio.wait_for(model.entered.wait(), timeout=10)
    await service.bus.publish(
        CancelRun(
            run_id=RUN,
            producer="cli",
            data=CancelRunData(reason="the user stopped it", requested_by="user:test"),
        )
    )
    done = await service.completion(task)
    assert done.data.status == "failed"
    assert done.data.error == "run cancelled: the user stopped it"
    assert not model.release.is_set()  # the model never answered: the task did not wait for it


async def test_a_task_of_a_cancelled_run_fails_without_calling_the_model(service_for: Any) -> None:
    model = ScriptedModel([])
    service = await service_for(model)
    await service.bus.publish(
        CancelRun(
            run_id=RUN,
            producer="cli",
            data=CancelRunData(reason="stop", requested_by="user:test"),
        )
    )
    # the cancellation is heard by the control group before the next task arrives
    await wait_until(lambda: RUN in service.app._cancelled_runs, timeout=10, what="the cancel")
    task = await service.delegate()
    done = await service.completion(task)
    assert done.data.status == "failed"
    assert done.data.error == "the run was cancelled"
    assert model.calls == []
