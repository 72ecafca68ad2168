"""The agent loop: turns, tools, budgets, cancellation and the events a replay is built from.

Every test drives the loop with a scripted (or hanging) model and records the events in a list;
nothing sleeps: waits are on events the code under test sets, bounded so a regression fails
instead of hanging.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Sequence
from typing import Any

import pytest
from pydantic import BaseModel, Field

from quantward_agents.loop import Agent, AgentResult, Budgets, Cancellation, record_message
from quantward_agents.tools import CallContext, Tool, Toolbox, ToolError
from quantward_contracts import Event
from quantward_contracts.events import AgentModelCalled, AgentToolCalled, SourceRegistered
from quantward_contracts.values import ChatMessageRecord
from quantward_grounding import SourceRegistry
from quantward_llm.port import (
    ChatRequest,
    Completion,
    LLMError,
    MalformedToolCallError,
    Message,
    TextDelta,
    ToolCall,
)
from quantward_llm.scripted import ScriptedModel

RUN_ID = "run_looptest01"
TASK_ID = "tsk_looptest01"
ENTITY = "ent_acme"
#: an upper bound for waits that only a regression would reach
BOUND_S = 2.0

PROMPT = (
    Message(role="system", content="You are a researcher. Cite every figure."),
    Message(role="user", content="What was Acme's EPS in Q1?"),
)


# --- fixtures of the tests --------------------------------------------------------------------


class Recorder:
    """The agent's event sink: keeps every event in order."""

    def __init__(self) -> None:
        self.events: list[Event] = []

    async def __call__(self, event: Event) -> None:
        self.events.append(event)

    def of(self, kind: type[Event]) -> list[Any]:
        return [e for e in self.events if isinstance(e, kind)]

    @property
    def model_calls(self) -> list[AgentModelCalled]:
        return self.of(AgentModelCalled)

    @property
    def tool_calls(self) -> list[AgentToolCalled]:
        return self.of(AgentToolCalled)


class LookupArgs(BaseModel):
    ticker: str = Field(min_length=1)


LOOKUP_RESULT: dict[str, Any] = {"ticker": "ACME", "eps": 1.25, "period": "2024Q1"}


async def lookup(args: LookupArgs, ctx: CallContext) -> dict[str, Any]:
    """A research tool that registers its result as a computation, as real tools do."""
    result = {**LOOKUP_RESULT, "ticker": args.ticker}
    source = ctx.register_computation(
        synthetic=False,
        title=f"EPS of {args.ticker}",
        tool_name="lookup",
        result=result,
        items={"eps": result["eps"]},
        entity_ids=[ENTITY],
    )
    return {**result, "cite": f"[[{source.source_id}]]"}


class FailArgs(BaseModel):
    reason: str = "no data"


async def fail(args: FailArgs, ctx: CallContext) -> str:
    raise ToolError(args.reason)


TOOLBOX = Toolbox(
    [
        Tool("lookup", "Look up a company's EPS.", LookupArgs, lookup),
        Tool("fail", "Always fails.", FailArgs, fail),
    ]
)


def call(name: str, call_id: str, **arguments: Any) -> ToolCall:
    return ToolCall(call_id=call_id, name=name, arguments=arguments)


def calls(*tool_calls: ToolCall) -> Completion:
    return Completion(tool_calls=tool_calls, finish_reason="tool_calls")


def answer(text: str) -> Completion:
    return Completion(content=text)


def make_agent(
    model: Any,
    recorder: Recorder,
    *,
    toolbox: Toolbox = TOOLBOX,
    budgets: Budgets | None = None,
    registry: SourceRegistry | None = None,
) -> Agent:
    return Agent(
        role="researcher",
        agent_id=TASK_ID,
        run_id=RUN_ID,
        model=model,
        toolbox=toolbox,
        emit=recorder,
        producer="researcher-test",
        registry=registry if registry is not None else SourceRegistry(RUN_ID, owner=TASK_ID),
        task_id=TASK_ID,
        budgets=budgets,
        entity_ids=[ENTITY],
    )


def records(messages: Sequence[Message]) -> list[ChatMessageRecord]:
    return [record_message(m) for m in messages]


class HangingModel:
    """A model whose call never returns; says when it started and whether it was cancelled."""

    def __init__(self) -> None:
        self.started = asyncio.Event()
        self.cancelled = False
        self._never = asyncio.Event()

    @property
    def name(self) -> str:
        return "hanging"

    async def complete(self, request: ChatRequest) -> Completion:
        self.started.set()
        try:
            await self._never.wait()
        except asyncio.CancelledError:
            self.cancelled = True
            raise
        raise AssertionError("unreachable: the event is never set")

    async def stream(self, request: ChatRequest) -> AsyncIterator[TextDelta | Completion]:
        yield await self.complete(request)


# --- one tool call, then an answer ------------------------------------------------------------


async def test_a_tool_call_then_an_answer_is_recorded_in_order() -> None:
    recorder = Recorder()
    model = ScriptedModel(
        [calls(call("lookup", "c1", ticker="ACME")), answer("Acme earned 1.25 per share.")]
    )
    result = await make_agent(model, recorder).run(PROMPT)

    assert result.status == "finished"
    assert result.ok
    assert result.error is None
    assert result.content == "Acme earned 1.25 per share."
    assert (result.turns, result.tool_calls) == (2, 1)
    assert [type(e) for e in recorder.events] == [
        AgentModelCalled,
        SourceRegistered,
        AgentToolCalled,
        AgentModelCalled,
    ]
    first, registered, tool_called, second = recorder.events
    assert isinstance(first, AgentModelCalled)
    assert isinstance(registered, SourceRegistered)
    assert isinstance(tool_called, AgentToolCalled)
    assert isinstance(second, AgentModelCalled)
    assert (first.data.turn, second.data.turn) == (1, 2)
    assert first.data.tools == ("lookup", "fail")
    assert all(e.run_id == RUN_ID for e in recorder.events)
    assert first.data.task_id == TASK_ID
    assert first.entity_ids == (ENTITY,)

    # turn 1 records the prompt; turn 2 what was added since: the reply and the tool's answer
    assert list(first.data.new_messages) == records(PROMPT)
    assert [m.role for m in second.data.new_messages] == ["assistant", "tool"]
    assert second.data.new_messages[0].tool_calls[0].call_id == "c1"
    assert second.data.new_messages[1].tool_call_id == "c1"
    assert first.data.completion is not None
    assert first.data.completion.tool_calls[0].name == "lookup"
    assert second.data.completion is not None
    assert second.data.completion.content == "Acme earned 1.25 per share."

    # the source the tool registered is announced first and named by the tool event
    assert tool_called.data.source_ids == (registered.data.source_id,)
    assert registered.data.tool_call_id == tool_called.data.tool_call_id
    assert registered.data.kind == "computation"
    assert tool_called.data.turn == 1
    assert tool_called.data.call_id == "c1"
    assert tool_called.data.tool == "lookup"
    assert tool_called.data.arguments == {"ticker": "ACME"}
    assert not tool_called.data.error

    # the model's second call ends with the tool's JSON, answering its call
    seen = model.calls[1].messages[-1]
    assert seen.role == "tool"
    assert seen.tool_call_id == "c1"
    assert seen.name == "lookup"
    assert json.loads(seen.content) == {
        **LOOKUP_RESULT,
        "cite": f"[[{registered.data.source_id}]]",
    }
    assert tool_called.data.result == seen.content
    assert len(result.outcomes) == 1
    assert result.outcomes[0].sources[0].source_id == registered.data.source_id


async def test_the_model_called_events_replay_the_whole_conversation() -> None:
    def after_malformed(request: ChatRequest) -> Completion:
        raise MalformedToolCallError("arguments of lookup were not a JSON object")

    recorder = Recorder()
    model = ScriptedModel(
        [
            calls(call("lookup", "c1", ticker="ACME")),
            after_malformed,
            calls(call("lookup", "c2", ticker="GLBX"), call("fail", "c3")),
            answer("Done."),
        ]
    )
    result = await make_agent(model, recorder).run(PROMPT)
    assert result.status == "finished"

    replayed: list[ChatMessageRecord] = []
    for event in recorder.model_calls:
        replayed.extend(event.data.new_messages)
    last = recorder.model_calls[-1].data.completion
    assert last is not None
    replayed.append(ChatMessageRecord(role="assistant", content=last.content))

    assert replayed == records(result.messages)
    # and every request the model got is a prefix of that conversation
    for request in model.calls:
        assert records(request.messages) == replayed[: len(request.messages)]


# --- the model reads its mistakes -------------------------------------------------------------


async def test_bad_arguments_unknown_tools_and_tool_errors_come_back_to_the_model() -> None:
    recorder = Recorder()
    model = ScriptedModel(
        [
            calls(
                call("lookup", "c1", ticker=""),
                call("run_code", "c2", code="print(1)"),
                call("fail", "c3", reason="no data before 1990"),
            ),
            answer("I could not find it."),
        ]
    )
    result = await make_agent(model, recorder).run(PROMPT)

    assert result.status == "finished"
    assert result.content == "I could not find it."
    assert result.tool_calls == 3
    bad, unknown, failed = model.calls[1].messages[-3:]
    assert [m.tool_call_id for m in (bad, unknown, failed)] == ["c1", "c2", "c3"]
    assert bad.content.startswith("error: invalid arguments for lookup")
    assert "ticker" in bad.content
    assert "no tool named 'run_code'" in unknown.content
    assert "allowed: fail, lookup" in unknown.content
    assert failed.content == "error: fail: no data before 1990"
    assert [e.data.error for e in recorder.tool_calls] == [True, True, True]
    assert recorder.of(SourceRegistered) == []


# --- budgets ----------------------------------------------------------------------------------


async def test_the_turn_budget_ends_a_model_that_never_answers() -> None:
    counter = iter(range(100))

    def again(request: ChatRequest) -> Completion:
        return calls(call("lookup", f"c{next(counter)}", ticker="ACME"))

    recorder = Recorder()
    model = ScriptedModel([again] * 20)
    result = await make_agent(model, recorder, budgets=Budgets(max_turns=3)).run(PROMPT)

    assert result.status == "budget_exhausted"
    assert not result.ok
    assert result.error is not None
    assert "turn budget of 3" in result.error
    assert result.turns == 3
    assert len(model.calls) == 3
    assert [e.data.turn for e in recorder.model_calls] == [1, 2, 3]
    assert len(recorder.tool_calls) == 3


async def test_calls_past_the_tool_call_budget_are_refused_without_running() -> None:
    ran: list[str] = []

    async def counted(args: LookupArgs, ctx: CallContext) -> str:
        ran.append(args.ticker)
        return f"eps of {args.ticker}: 1.0"

    toolbox = Toolbox([Tool("lookup", "Look up EPS.", LookupArgs, counted)])
    recorder = Recorder()
    model = ScriptedModel(
        [
            calls(
                call("lookup", "c1", ticker="A"),
                call("lookup", "c2", ticker="B"),
                call("lookup", "c3", ticker="C"),
            ),
            calls(call("lookup", "c4", ticker="D")),
            answer("With what I have: A and B."),
        ]
    )
    agent = make_agent(model, recorder, toolbox=toolbox, budgets=Budgets(max_tool_calls=2))
    result = await agent.run(PROMPT)

    assert result.status == "finished"
    assert result.content == "With what I have: A and B."
    assert ran == ["A", "B"]
    assert result.tool_calls == 2
    tool_messages = [m for m in model.calls[1].messages if m.role == "tool"]
    assert [m.content for m in tool_messages[:2]] == ["eps of A: 1.0", "eps of B: 1.0"]
    refused = [tool_messages[2], model.calls[2].messages[-1]]
    for message in refused:
        assert message.content.startswith("error: the tool-call budget of 2 is exhausted")
    assert [m.tool_call_id for m in refused] == ["c3", "c4"]
    assert [(e.data.call_id, e.data.error) for e in recorder.tool_calls] == [
        ("c1", False),
        ("c2", False),
        ("c3", True),
        ("c4", True),
    ]


async def test_the_wall_time_budget_stops_a_hanging_model() -> None:
    model = HangingModel()
    recorder = Recorder()
    result = await asyncio.wait_for(
        make_agent(model, recorder, budgets=Budgets(wall_time_s=0.2)).run(PROMPT),
        timeout=BOUND_S,
    )

    assert result.status == "budget_exhausted"
    assert result.error == "wall time budget of 0.2 s exhausted"
    assert model.cancelled


# --- cancellation -----------------------------------------------------------------------------


async def test_cancelling_mid_model_call_stops_the_call() -> None:
    model = HangingModel()
    cancellation = Cancellation()
    recorder = Recorder()

    async def cancel_once_started() -> None:
        await model.started.wait()
        cancellation.cancel("the user stopped the run")

    canceller = asyncio.create_task(cancel_once_started())
    result = await asyncio.wait_for(
        make_agent(model, recorder).run(PROMPT, cancellation), timeout=BOUND_S
    )
    await canceller

    assert result.status == "cancelled"
    assert result.error == "the user stopped the run"
    assert model.cancelled
    assert recorder.events == []


async def test_cancelling_the_task_running_the_agent_stops_its_work() -> None:
    """Whoever awaits `run` is cancelled (a run handed over to another instance): the model call
    in flight is cancelled too, instead of going on unseen."""
    model = HangingModel()
    running = asyncio.create_task(make_agent(model, Recorder()).run(PROMPT))
    await asyncio.wait_for(model.started.wait(), timeout=BOUND_S)
    running.cancel()
    with pytest.raises(asyncio.CancelledError):
        await running
    assert model.cancelled


async def test_cancelling_mid_tool_call_stops_the_tool() -> None:
    cancellation = Cancellation()
    state = {"cancelled": False, "finished": False}
    never = asyncio.Event()

    async def hang(args: FailArgs, ctx: CallContext) -> str:
        cancellation.cancel("superseded by a new plan")
        try:
            await never.wait()
        finally:
            state["cancelled"] = True
        state["finished"] = True
        return "unreachable"

    toolbox = Toolbox([Tool("hang", "Never returns.", FailArgs, hang)])
    model = ScriptedModel([calls(call("hang", "c1")), answer("never asked")])
    recorder = Recorder()
    result = await asyncio.wait_for(
        make_agent(model, recorder, toolbox=toolbox).run(PROMPT, cancellation), timeout=BOUND_S
    )

    assert result.status == "cancelled"
    assert result.error == "superseded by a new plan"
    assert state == {"cancelled": True, "finished": False}
    assert len(model.calls) == 1
    assert result.turns == 1


async def test_a_cancellation_before_the_run_default_reason() -> None:
    cancellation = Cancellation()
    cancellation.cancel()
    cancellation.cancel("a second reason is ignored")
    result = await asyncio.wait_for(
        make_agent(HangingModel(), Recorder()).run(PROMPT, cancellation), timeout=BOUND_S
    )
    assert result.status == "cancelled"
    assert result.error == "cancelled"


# --- model failures ---------------------------------------------------------------------------


async def test_a_model_error_fails_the_agent_and_is_recorded() -> None:
    def down(request: ChatRequest) -> Completion:
        raise LLMError("endpoint returned 503 after 3 retries")

    recorder = Recorder()
    result = await make_agent(ScriptedModel([down]), recorder).run(PROMPT)

    assert result.status == "failed"
    assert result.error is not None
    assert "endpoint returned 503 after 3 retries" in result.error
    (event,) = recorder.events
    assert isinstance(event, AgentModelCalled)
    assert event.data.error == "endpoint returned 503 after 3 retries"
    assert event.data.completion is None
    assert event.data.model == "scripted"
    assert list(event.data.new_messages) == records(PROMPT)


async def test_a_malformed_tool_call_is_returned_to_the_model() -> None:
    def malformed(request: ChatRequest) -> Completion:
        raise MalformedToolCallError("arguments of lookup were not a JSON object: '{ticker'")

    recorder = Recorder()
    model = ScriptedModel([malformed, answer("Acme earned 1.25.")])
    result = await make_agent(model, recorder).run(PROMPT)

    assert result.status == "finished"
    assert result.content == "Acme earned 1.25."
    assert result.turns == 2
    told = model.calls[1].messages[-1]
    assert told.role == "user"
    assert "malformed" in told.content
    assert "not a JSON object: '{ticker'" in told.content
    first, second = recorder.model_calls
    assert first.data.completion is None
    assert first.data.error is not None
    assert second.data.error is None
    assert [m.content for m in second.data.new_messages] == [told.content]


# --- concurrency ------------------------------------------------------------------------------


async def test_tool_calls_of_one_reply_run_concurrently_and_answer_in_order() -> None:
    started = {"a": asyncio.Event(), "b": asyncio.Event()}
    b_done = asyncio.Event()

    class WhichArgs(BaseModel):
        which: str

    async def meet(args: WhichArgs, ctx: CallContext) -> str:
        me, other = args.which, "b" if args.which == "a" else "a"
        started[me].set()
        # Sequential calls would wait here forever: bounded, so a regression fails fast.
        await asyncio.wait_for(started[other].wait(), timeout=BOUND_S)
        if me == "a":
            await asyncio.wait_for(b_done.wait(), timeout=BOUND_S)  # finish last
        else:
            b_done.set()
        return f"{me} met {other}"

    toolbox = Toolbox([Tool("meet", "Meet the other call.", WhichArgs, meet)])
    recorder = Recorder()
    model = ScriptedModel(
        [calls(call("meet", "ca", which="a"), call("meet", "cb", which="b")), answer("met")]
    )
    result: AgentResult = await asyncio.wait_for(
        make_agent(model, recorder, toolbox=toolbox).run(PROMPT), timeout=BOUND_S * 2
    )

    assert result.status == "finished"
    assert [(o.call.call_id, o.content, o.error) for o in result.outcomes] == [
        ("ca", "a met b", False),
        ("cb", "b met a", False),
    ]
    tool_messages = model.calls[1].messages[-2:]
    assert [(m.tool_call_id, m.content) for m in tool_messages] == [
        ("ca", "a met b"),
        ("cb", "b met a"),
    ]


async def test_a_budget_spent_on_unknown_tools_says_so() -> None:
    counter = iter(range(100))

    def wrong(request: ChatRequest) -> Completion:
        return calls(call("web_browse", f"c{next(counter)}", url="x"))

    result = await make_agent(
        ScriptedModel([wrong] * 5), Recorder(), budgets=Budgets(max_turns=3)
    ).run(PROMPT)
    assert result.status == "budget_exhausted"
    assert result.error is not None
    assert "turn budget of 3 exhausted" in result.error
    assert "failed in the last 3 turn(s)" in result.error
    assert "no tool named 'web_browse'" in result.error


async def test_a_budget_spent_on_malformed_calls_says_so() -> None:
    def malformed(request: ChatRequest) -> Completion:
        raise MalformedToolCallError("the model called lookup with arguments that are not JSON")

    result = await make_agent(
        ScriptedModel([malformed] * 5), Recorder(), budgets=Budgets(max_turns=2)
    ).run(PROMPT)
    assert result.error is not None
    assert "failed in the last 2 turn(s)" in result.error
    assert "malformed tool call" in result.error


async def test_a_good_turn_clears_the_failing_streak() -> None:
    counter = iter(range(100))

    def wrong(request: ChatRequest) -> Completion:
        return calls(call("web_browse", f"w{next(counter)}"))

    def right(request: ChatRequest) -> Completion:
        return calls(call("lookup", f"r{next(counter)}", ticker="ACME"))

    result = await make_agent(
        ScriptedModel([wrong, right, right]), Recorder(), budgets=Budgets(max_turns=3)
    ).run(PROMPT)
    assert result.error == "turn budget of 3 exhausted"
