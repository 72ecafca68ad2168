"""The action boundary: before approval an agent writes only to its scratch area; persisting is
refused (and recorded as `run.boundary_refused`) until the stage's work is approved."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from quantward_agents.loop import Agent
from quantward_agents.tools import Toolbox
from quantward_agents.workspace import Workspace, workspace_tools
from quantward_contracts import Event
from quantward_contracts.events import AgentToolCalled, RunBoundaryRefused
from quantward_llm.port import Completion, Message, ToolCall
from quantward_llm.scripted import ScriptedModel

RUN_ID = "run_boundarytest1"


class Sink:
    def __init__(self) -> None:
        self.events: list[Event] = []

    async def __call__(self, event: Event) -> None:
        self.events.append(event)


def _agent(toolbox: Toolbox, sink: Sink, *steps: ToolCall) -> Agent:
    script = [Completion(tool_calls=(s,), finish_reason="tool_calls") for s in steps]
    return Agent(
        role="researcher",
        agent_id="researcher-1",
        run_id=RUN_ID,
        model=ScriptedModel([*script, Completion(content="done")]),
        toolbox=toolbox,
        emit=sink,
        producer="test",
        task_id="tsk_boundary1",
    )


def _call(tool: str, n: int, **arguments: Any) -> ToolCall:
    return ToolCall(call_id=f"c{n}", name=tool, arguments=arguments)


PROMPT = [Message(role="user", content="build it")]


async def test_persisting_before_approval_is_refused_and_recorded(tmp_path: Path) -> None:
    workspace = Workspace(tmp_path / "scratch", tmp_path / "store")
    approved = False
    toolbox = Toolbox(workspace_tools(workspace), approved=lambda: approved)
    sink = Sink()
    agent = _agent(
        toolbox,
        sink,
        _call("write_scratch", 1, name="signal.py", content="x = 1"),
        _call("persist_artifact", 2, name="signal.py"),
    )
    await agent.run(PROMPT)

    assert (tmp_path / "scratch" / "signal.py").read_text() == "x = 1"
    assert workspace.persisted() == []
    [refused] = [e for e in sink.events if isinstance(e, RunBoundaryRefused)]
    assert (refused.data.boundary, refused.data.action) == ("action", "persist_artifact")
    assert refused.run_id == RUN_ID
    tool_calls = [e for e in sink.events if isinstance(e, AgentToolCalled)]
    assert [c.data.error for c in tool_calls] == [False, True]


async def test_once_approved_the_same_call_persists(tmp_path: Path) -> None:
    workspace = Workspace(tmp_path / "scratch", tmp_path / "store")
    toolbox = Toolbox(workspace_tools(workspace), approved=lambda: True)
    sink = Sink()
    agent = _agent(
        toolbox,
        sink,
        _call("write_scratch", 1, name="signal.py", content="x = 1"),
        _call("persist_artifact", 2, name="signal.py"),
    )
    await agent.run(PROMPT)

    assert [p.name for p in workspace.persisted()] == ["signal.py"]
    assert not [e for e in sink.events if isinstance(e, RunBoundaryRefused)]


async def test_a_toolbox_without_an_approval_never_persists(tmp_path: Path) -> None:
    workspace = Workspace(tmp_path / "scratch", tmp_path / "store")
    workspace.write("a.txt", "a")
    outcome = await Toolbox(workspace_tools(workspace)).call(
        _call("persist_artifact", 1, name="a.txt")
    )
    assert outcome.error
    assert outcome.refusal is not None
    assert workspace.persisted() == []


async def test_a_write_outside_scratch_is_refused_and_recorded(tmp_path: Path) -> None:
    workspace = Workspace(tmp_path / "scratch", tmp_path / "store")
    toolbox = Toolbox(workspace_tools(workspace), approved=lambda: False)
    sink = Sink()
    escape = str(tmp_path / "store" / "early.py")
    agent = _agent(
        toolbox,
        sink,
        _call("write_scratch", 1, name="../store/early.py", content="x"),
        _call("write_scratch", 2, name=escape, content="x"),
    )
    await agent.run(PROMPT)

    assert workspace.persisted() == []
    assert not (tmp_path / "store").exists()
    refused = [e for e in sink.events if isinstance(e, RunBoundaryRefused)]
    assert [r.data.action for r in refused] == ["write_scratch", "write_scratch"]
    assert all("outside the scratch area" in r.data.reason for r in refused)
