"""The `python` tool round trip: researcher → `code.requested` → the sandbox service behind the
gateway → `code.completed` → the model reads each printed line and table row with its mark, and
an answer citing them completes with those sources.

The sandbox service runs with `SubprocessForTests` (no isolation: this tests the wiring; the
isolation backends are tested in `quantward_sandbox`)."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from quantward_bus import InMemoryEventBus
from quantward_bus.testing import Recorder
from quantward_contracts import Event, new_id, topics
from quantward_contracts.events import (
    CodeCompleted,
    CodeRequested,
    TaskCompleted,
    TaskDelegated,
    TaskDelegatedData,
)
from quantward_contracts.values import TaskParameters
from quantward_democorpus.market_data import EmbeddedMarketData
from quantward_llm.port import ChatRequest, Completion, ToolCall
from quantward_llm.scripted import ScriptedModel
from quantward_researcher.app import ResearcherApp
from quantward_researcher.code_tool import entitlements
from quantward_researcher.scope import TaskScope
from quantward_researcher.settings import ResearcherSettings
from quantward_researcher.tools import ResearchTools
from quantward_sandbox_service.app import build_app as build_sandbox
from quantward_sandbox_service.settings import SandboxSettings
from services.sandbox.tests.unisolated import SubprocessForTests

RUN = "run_python_tool"
APPLE = "ent_apple_inc"
CODE = f"""
from quantward_platform.sandbox import prices
r = prices("{APPLE}", "2022-01-01", "2022-12-31")["return"].dropna()
downside = r[r < 0].std() * 252 ** 0.5
print(f"downside deviation {{downside:.4f}}")
r.describe().rename("value").to_frame().to_csv("out/returns.csv", index_label="stat")
"""


def call(code: str, reason: str = "the library has no downside deviation") -> Completion:
    return Completion(
        tool_calls=(
            ToolCall(call_id="call_py", name="python", arguments={"code": code, "reason": reason}),
        ),
        finish_reason="tool_calls",
    )


def cite_line(request: ChatRequest) -> Completion:
    result = json.loads(next(m for m in request.messages if m.role == "tool").content)
    [line] = result["stdout"]
    row = next(r for r in result["tables"][0]["rows"] if r["stat"] == "count")
    return Completion(
        content=f"Apple's 2022 {line['text']} {line['cite']} over {row['value']} days {row['cite']}"
    )


@pytest.fixture
async def platform(tmp_path: Path) -> AsyncIterator[Any]:
    """Researcher and sandbox service on one bus; `await platform(model, allowed)` → bus."""
    market = EmbeddedMarketData.default()
    bus = InMemoryEventBus()
    await bus.start()
    sandbox = await build_sandbox(
        SandboxSettings(sandbox_socket_dir=tmp_path / "gw", search_path=tmp_path / "search"),
        bus=bus,
        backend=SubprocessForTests(),
        market_data=market,
    )
    await sandbox.start()
    apps: list[ResearcherApp] = []
    completed: Recorder[Event] = Recorder()
    code: Recorder[Event] = Recorder()
    await bus.subscribe(topics.TASKS, group="t", handler=completed, accept=[TaskCompleted])
    await bus.subscribe(topics.CODE, group="c", handler=code, accept=[CodeRequested, CodeCompleted])

    async def start(model: Any, allowed: tuple[str, ...]) -> TaskCompleted:
        tools = ResearchTools(search=sandbox.gateway.services.search, market_data=market)  # type: ignore[arg-type]
        app = ResearcherApp(ResearcherSettings(researcher_workers=1), bus, model, tools)
        await app.start()
        apps.append(app)
        task = TaskDelegated(
            run_id=RUN,
            producer="orchestrator",
            entity_ids=(APPLE,),
            data=TaskDelegatedData(
                task_id=new_id("tsk"),
                instructions="How deep were Apple's down days in 2022?",
                as_of=date(2022, 12, 28),
                part_id="downside.apple_inc",
                approach="search",
                allowed_sources=allowed,
                parameters=TaskParameters(entity_names={APPLE: "Apple Inc."}),
            ),
        )
        await bus.publish(task)
        [done] = await completed.wait_for(1, timeout=120)
        assert isinstance(done, TaskCompleted)
        return done

    start.code = code  # type: ignore[attr-defined]
    yield start
    for app in apps:
        await app.stop()
    await sandbox.stop()
    await bus.stop()


async def test_printed_lines_and_rows_are_citable(platform: Any) -> None:
    done = await platform(ScriptedModel([call(CODE), cite_line]), ("prices",))
    assert done.data.status == "succeeded", done.data.error
    assert "downside deviation 0." in done.data.answer
    cited = {c.source_id for c in done.data.citations}
    assert len(cited) == 2  # the computation (stdout line) and the table row
    titles = {s.title for s in done.data.sources}
    assert any(t.startswith("Python: the library has no downside deviation") for t in titles)
    requested, completed = platform.code.items
    assert isinstance(requested, CodeRequested)
    assert requested.data.entitlements == ("prices.daily",)  # the task's allowed sources
    assert requested.data.as_of == date(2022, 12, 28)
    assert isinstance(completed, CodeCompleted)
    assert [(c.function_id, c.allowed) for c in completed.data.metered_calls] == [("prices", True)]


async def test_data_outside_the_allowed_sources_is_refused_to_the_code(platform: Any) -> None:
    code = f"from quantward_platform.sandbox import fundamentals\nfundamentals({APPLE!r})"
    model = ScriptedModel([call(code), Completion(content="I could not read fundamentals.")])
    done = await platform(model, ("prices", "synthetic-corpus:news"))
    tool_result = next(m for m in model.calls[1].messages if m.role == "tool").content
    assert "entitlement" in tool_result
    assert "fundamentals.quarterly" in tool_result
    assert done.data.status == "succeeded"


def test_entitlements_follow_the_allowed_sources() -> None:
    assert entitlements(TaskScope(entity_ids=(), names={}, as_of=None, allowed_sources=())) is None
    scope = TaskScope((), {}, None, allowed_sources=("earnings-calendar", "user:notes"))
    assert entitlements(scope) == ("documents.chunks", "earnings.calendar")


def test_the_code_reads_only_what_the_requester_is_entitled_to() -> None:
    allowed = ("prices", "fundamentals", "synthetic-corpus:filings")
    only_prices = TaskScope((), {}, None, allowed_sources=allowed, entitlements=("prices",))
    assert entitlements(only_prices) == ("prices.daily",)
    nothing = TaskScope((), {}, None, allowed_sources=allowed, entitlements=())
    assert entitlements(nothing) == ()
    # no sources pinned: the requester's entitlements are the limit
    unpinned = TaskScope((), {}, None, entitlements=("fundamentals", "synthetic-corpus"))
    assert entitlements(unpinned) == ("documents.chunks", "fundamentals.quarterly")
