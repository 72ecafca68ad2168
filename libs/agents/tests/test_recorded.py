"""Tool calls answered from the record (`RecordFirstToolbox`): a task done again after a crash
does not run a tool the record answers, and gets its sources back; what it cannot trust runs
live."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from quantward_agents.identities import Identities
from quantward_agents.loop import Agent
from quantward_agents.recorded import RecordFirstToolbox
from quantward_agents.tools import CallContext, Tool, Toolbox
from quantward_contracts import Event
from quantward_contracts.events import AgentToolCalled
from quantward_grounding import SourceRegistry
from quantward_llm.port import Completion, Message, ToolCall
from quantward_llm.scripted import ScriptedModel

RUN_ID = "run_recordedtools01"
TASK_ID = "tsk_recordedtools01"
PROMPT = (Message(role="user", content="What was Acme's EPS?"),)


class LookupArgs(BaseModel):
    ticker: str


class Counting:
    """A lookup tool that counts its real executions."""

    def __init__(self) -> None:
        self.runs = 0

    async def __call__(self, args: LookupArgs, ctx: CallContext) -> dict[str, Any]:
        self.runs += 1
        source = ctx.register_computation(
            synthetic=False,
            title=f"EPS of {args.ticker}",
            tool_name="lookup",
            result={"ticker": args.ticker, "eps": 1.25},
            items={"eps": 1.25},
        )
        return {"eps": 1.25, "cite": f"[[{source.source_id}]]"}


def script() -> ScriptedModel:
    lookup = ToolCall(call_id="call_1", name="lookup", arguments={"ticker": "ACME"})
    return ScriptedModel(
        [Completion(tool_calls=(lookup,), finish_reason="tool_calls"), Completion(content="1.25")]
    )


async def run_task(toolbox: Toolbox) -> tuple[list[Event], SourceRegistry]:
    events: list[Event] = []

    async def emit(event: Event) -> None:
        events.append(event)

    registry = SourceRegistry(RUN_ID, owner=TASK_ID)
    agent = Agent(
        role="researcher",
        agent_id=TASK_ID,
        run_id=RUN_ID,
        model=script(),
        toolbox=toolbox,
        emit=emit,
        producer="test",
        registry=registry,
        task_id=TASK_ID,
        ids=Identities(f"{RUN_ID}/{TASK_ID}"),
    )
    result = await agent.run(PROMPT)
    assert result.ok, result.error
    return events, registry


def tool_calls(events: list[Event]) -> list[AgentToolCalled]:
    return [e for e in events if isinstance(e, AgentToolCalled)]


async def test_a_recorded_tool_call_is_answered_from_the_record_with_its_sources() -> None:
    tool = Counting()
    live = Toolbox([Tool("lookup", "EPS of a company.", LookupArgs, tool)])
    first, first_registry = await run_task(live)
    recorded = tool_calls(first)

    again = RecordFirstToolbox(live, recorded, run_id=RUN_ID)
    second, registry = await run_task(again)
    assert tool.runs == 1  # the second execution did not run the tool
    assert (again.answered, again.live_calls) == (1, 0)
    [before], [after] = recorded, tool_calls(second)
    assert after.data.result == before.data.result
    assert after.data.sources == before.data.sources
    assert [s.source_id for s in registry.own()] == [s.source_id for s in first_registry.own()]


async def test_a_call_the_record_holds_cut_or_with_foreign_sources_runs_live() -> None:
    tool = Counting()
    live = Toolbox([Tool("lookup", "EPS of a company.", LookupArgs, tool)])
    first, _ = await run_task(live)
    [recorded] = tool_calls(first)
    cut = recorded.model_copy(
        update={"data": recorded.data.model_copy(update={"result_truncated": True})}
    )
    source = recorded.data.sources[0]
    tampered = recorded.model_copy(
        update={
            "data": recorded.data.model_copy(
                update={"sources": (source.model_copy(update={"content": "{}"}),)}
            )
        }
    )
    for record in (cut, tampered):
        toolbox = RecordFirstToolbox(live, [record], run_id=RUN_ID)
        await run_task(toolbox)
        assert (toolbox.answered, toolbox.live_calls) == (0, 1)
    assert tool.runs == 3
