"""Agent-step benchmark: what the harness costs per step when the model answers instantly.

One step is one model call that returns one tool call, running that tool (a trivial typed tool
returning a small dict) and feeding its result back. The model is a function that answers at
once, so what is measured is the loop and everything it does around the model: in quantward
that is the whole record (an `agent.model_called.v1` and an `agent.tool_called.v1` event per
step, and a `source.registered.v1` for the computation the tool registers), published on the
bus and consumed by a subscriber before the clock stops. The peers run the same script in the
same process and run: LangGraph (a `StateGraph` with `ToolNode`, the ReAct loop its docs build,
once with a fake chat model and once with the model node answering itself, LangGraph's floor)
and pydantic-ai (an `Agent` with a `FunctionModel` and one tool). Every tool is async (both peers
run a sync tool in a thread). The peers record nothing; the table says so.

Variants are interleaved repeat by repeat, so drift of the machine hits all of them alike. Every
variant is warmed up first (imports, schema building, Kafka topic creation and group join are
not measured). A step's cost is the run's time divided by its steps (the final answer's turn is
included); the per-step percentiles are the intervals between consecutive model calls, which
grow with the conversation in every framework.
"""

from __future__ import annotations

import asyncio
import gc
import importlib.util
import statistics
import time
import uuid
from collections import Counter, defaultdict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from importlib.metadata import PackageNotFoundError, version
from typing import Any

from pydantic import BaseModel, Field

from quantward_agents.loop import Agent, Budgets
from quantward_agents.tools import CallContext, Tool, Toolbox, ToolOutcome
from quantward_bus import EventBus, InMemoryEventBus
from quantward_bus.port import Subscription
from quantward_cli.bench.report import percentile
from quantward_contracts import Event, topics
from quantward_grounding import SourceRegistry
from quantward_llm.port import ChatRequest, Completion, Message, ToolCall
from quantward_llm.scripted import ScriptedModel

TOOL = "quote"
TOOL_DESCRIPTION = "The closing price of a listed company on a trading day."
PROMPT = "Collect the closing prices, one day at a time, then answer."
ANSWER = "done"
WARM_UP_STEPS = 5

#: how each variant is described in the table (what it records is the fair-comparison caveat)
LABELS = {
    "quantward-embedded": (
        "quantward, in-process bus",
        "every model call, tool call and source as events, consumed by a subscriber",
    ),
    "quantward-kafka": (
        "quantward, Kafka",
        "the same events, each publish acknowledged by the broker, then consumed",
    ),
    "langgraph": (
        "LangGraph (StateGraph + ToolNode, fake chat model)",
        "nothing (graph state in memory, no checkpointer)",
    ),
    "langgraph-bare": (
        "LangGraph floor (the model node returns the message, no chat model)",
        "nothing",
    ),
    "pydantic-ai": ("pydantic-ai (Agent + FunctionModel)", "nothing (message history in memory)"),
}


def _quote(ticker: str, day: int) -> dict[str, Any]:
    """The tool's answer in every framework: a small dict."""
    return {"ticker": ticker, "day": day, "close": 100.0 + day / 100, "currency": "USD"}


def _arguments(step: int) -> dict[str, Any]:
    return {"ticker": "ACME", "day": step}


@dataclass
class _Clock:
    """Timestamps of the model calls of one run, and how many tool calls ran."""

    calls: list[float] = field(default_factory=list)
    tools: int = 0

    def tick(self) -> int:
        """Record a model call; return its index (0-based)."""
        self.calls.append(time.perf_counter())
        return len(self.calls) - 1

    def intervals_ms(self) -> list[float]:
        return [(b - a) * 1000 for a, b in zip(self.calls, self.calls[1:], strict=False)]


@dataclass
class _Sample:
    """One timed run of one variant."""

    seconds: float
    steps: int
    intervals_ms: list[float]
    tool_calls: int
    events: int = 0
    loop_seconds: float = 0.0


# --- quantward ------------------------------------------------------------------------------------


class QuoteArgs(BaseModel):
    ticker: str = Field(min_length=1, description="The company's ticker.")
    day: int = Field(ge=0, description="Trading day number.")


def _quantward_toolbox(clock: _Clock) -> Toolbox:
    async def quote(args: QuoteArgs, ctx: CallContext) -> dict[str, Any]:
        clock.tools += 1
        value = _quote(args.ticker, args.day)
        ctx.register_computation(
            title=f"{args.ticker} close, day {args.day}",
            tool_name=TOOL,
            result=value,
            synthetic=True,  # the benchmark's quotes are made up
        )
        return value

    return Toolbox([Tool(TOOL, TOOL_DESCRIPTION, QuoteArgs, quote)])


def _quantward_model(steps: int, clock: _Clock) -> ScriptedModel:
    def answer(_: ChatRequest) -> Completion:
        i = clock.tick()
        if i < steps:
            call = ToolCall(call_id=f"call_{i}", name=TOOL, arguments=_arguments(i))
            return Completion(tool_calls=(call,), finish_reason="tool_calls")
        return Completion(content=ANSWER)

    return ScriptedModel([answer] * (steps + 1), name="instant")


def _quantward_agent(
    steps: int, clock: _Clock, emit: Callable[[Event], Awaitable[None]], run_id: str
) -> Agent:
    return Agent(
        role="researcher",
        agent_id=f"agt_{run_id}",
        run_id=run_id,
        model=_quantward_model(steps, clock),
        toolbox=_quantward_toolbox(clock),
        emit=emit,
        producer="bench",
        registry=SourceRegistry(run_id, owner="researcher"),
        budgets=Budgets(max_turns=steps + 1, max_tool_calls=steps, wall_time_s=3600.0),
    )


class _Consumer:
    """Counts consumed events per run, so the clock stops when the last one was handled."""

    def __init__(self) -> None:
        self.seen: Counter[str] = Counter()
        self._waiting: dict[str, tuple[int, asyncio.Event]] = {}

    async def handle(self, event: Event) -> None:
        run_id = event.run_id or ""
        self.seen[run_id] += 1
        waiting = self._waiting.get(run_id)
        if waiting is not None and self.seen[run_id] >= waiting[0]:
            waiting[1].set()

    async def drained(self, run_id: str, expected: int, timeout: float = 300.0) -> None:
        if self.seen[run_id] >= expected:
            return
        done = asyncio.Event()
        self._waiting[run_id] = (expected, done)
        try:
            await asyncio.wait_for(done.wait(), timeout=timeout)
        except TimeoutError:
            raise RuntimeError(
                f"run {run_id}: {self.seen[run_id]} of {expected} events consumed after "
                f"{timeout:g} s; is the consumer subscribed to the agents and sources topics?"
            ) from None
        finally:
            del self._waiting[run_id]


class _QuantwardVariant:
    """Our loop on a bus, with one subscriber (while subscribed) consuming every event it
    publishes; the clock stops when the subscriber has handled the run's last event."""

    def __init__(self, bus: EventBus) -> None:
        self.bus = bus
        self.consumer = _Consumer()
        self.subscription: Subscription | None = None

    async def start(self) -> None:
        await self.bus.start()
        self.subscription = await self.bus.subscribe(
            (topics.AGENTS, topics.SOURCES),
            group=f"bench-agents-{uuid.uuid4().hex[:8]}",
            handler=self.consumer.handle,
            name="bench-agents-recorder",
        )

    async def unsubscribe(self) -> None:
        if self.subscription is not None:
            await self.subscription.close()
            self.subscription = None

    async def stop(self) -> None:
        await self.bus.stop()

    async def __call__(self, steps: int) -> _Sample:
        return await self.measure(steps)

    async def measure(
        self,
        steps: int,
        emit: Callable[[Event], Awaitable[None]] | None = None,
        wrap: Callable[[Agent], None] | None = None,
    ) -> _Sample:
        clock = _Clock()
        run_id = f"run_bench_{uuid.uuid4().hex[:12]}"
        agent = _quantward_agent(steps, clock, emit or self.bus.publish, run_id)
        if wrap is not None:
            wrap(agent)
        start = time.perf_counter()
        result = await agent.run([Message(role="user", content=PROMPT)])
        loop_end = time.perf_counter()
        if not result.ok or result.tool_calls != steps:
            raise RuntimeError(f"quantward agent ended {result.status}: {result.error}")
        expected = _events_of(result.turns, result.outcomes)
        if self.subscription is not None:
            await self.consumer.drained(run_id, expected)
        end = time.perf_counter()
        return _Sample(
            end - start,
            steps,
            clock.intervals_ms(),
            clock.tools,
            self.consumer.seen[run_id] if self.subscription is not None else expected,
            loop_end - start,
        )


def _events_of(turns: int, outcomes: list[ToolOutcome]) -> int:
    """What the loop publishes: a model-call event per turn, a tool-call event and its sources
    per tool call."""
    return turns + len(outcomes) + sum(len(o.sources) for o in outcomes)


# --- LangGraph ------------------------------------------------------------------------------------


def _langgraph_variant(*, chat_model: bool = True) -> Callable[[int], Awaitable[_Sample]]:
    """The ReAct loop as LangGraph's docs build it: a model node, a `ToolNode`, and
    `tools_condition` between them. With `chat_model` the node calls a fake `BaseChatModel` (what
    a LangGraph user plugs in); without, the node itself returns the `AIMessage`, which is
    LangGraph's floor (no chat-model layer at all)."""
    from langchain_core.callbacks import AsyncCallbackManagerForLLMRun, CallbackManagerForLLMRun
    from langchain_core.language_models.chat_models import BaseChatModel
    from langchain_core.messages import AIMessage, BaseMessage, HumanMessage
    from langchain_core.outputs import ChatGeneration, ChatResult
    from langchain_core.tools import tool
    from langgraph.graph import START, MessagesState, StateGraph
    from langgraph.prebuilt import ToolNode, tools_condition

    def reply(clock: _Clock, steps: int) -> AIMessage:
        i = clock.tick()
        if i < steps:
            call = {"name": TOOL, "args": _arguments(i), "id": f"call_{i}"}
            return AIMessage(content="", tool_calls=[call])
        return AIMessage(content=ANSWER)

    class InstantChatModel(BaseChatModel):
        """A chat model that answers at once: a tool call for `steps` turns, then text."""

        steps: int
        clock: Any  # the run's _Clock; the model is built per run

        @property
        def _llm_type(self) -> str:
            return "instant"

        def _generate(
            self,
            messages: list[BaseMessage],
            stop: list[str] | None = None,
            run_manager: CallbackManagerForLLMRun | None = None,
            **kwargs: Any,
        ) -> ChatResult:
            return ChatResult(generations=[ChatGeneration(message=reply(self.clock, self.steps))])

        # without it, BaseChatModel runs `_generate` in a thread on every call
        async def _agenerate(
            self,
            messages: list[BaseMessage],
            stop: list[str] | None = None,
            run_manager: AsyncCallbackManagerForLLMRun | None = None,
            **kwargs: Any,
        ) -> ChatResult:
            return self._generate(messages, stop)

    async def run(steps: int) -> _Sample:
        clock = _Clock()

        # async, like our tool: ToolNode runs a sync tool in a thread
        @tool(TOOL, description=TOOL_DESCRIPTION)
        async def quote(ticker: str, day: int) -> dict[str, Any]:
            clock.tools += 1
            return _quote(ticker, day)

        model = InstantChatModel(steps=steps, clock=clock)

        async def call_model(state: MessagesState) -> dict[str, list[BaseMessage]]:
            if chat_model:
                return {"messages": [await model.ainvoke(state["messages"])]}
            return {"messages": [reply(clock, steps)]}

        builder = StateGraph(MessagesState)
        builder.add_node("agent", call_model)
        builder.add_node("tools", ToolNode([quote]))
        builder.add_edge(START, "agent")
        builder.add_conditional_edges("agent", tools_condition)
        builder.add_edge("tools", "agent")
        graph = builder.compile()
        start = time.perf_counter()
        final = await graph.ainvoke(
            {"messages": [HumanMessage(content=PROMPT)]},
            config={"recursion_limit": 2 * steps + 10},
        )
        seconds = time.perf_counter() - start
        if final["messages"][-1].content != ANSWER or clock.tools != steps:
            raise RuntimeError(f"LangGraph ran {clock.tools} of {steps} tool calls")
        return _Sample(seconds, steps, clock.intervals_ms(), clock.tools, loop_seconds=seconds)

    return run


# --- pydantic-ai ----------------------------------------------------------------------------------


def _pydantic_ai_variant() -> Callable[[int], Awaitable[_Sample]]:
    from pydantic_ai import Agent as PydanticAgent
    from pydantic_ai.messages import ModelMessage, ModelResponse, TextPart, ToolCallPart
    from pydantic_ai.models.function import AgentInfo, FunctionModel
    from pydantic_ai.usage import UsageLimits

    async def run(steps: int) -> _Sample:
        clock = _Clock()

        async def answer(messages: list[ModelMessage], info: AgentInfo) -> ModelResponse:
            i = clock.tick()
            if i < steps:
                call = ToolCallPart(tool_name=TOOL, args=_arguments(i), tool_call_id=f"call_{i}")
                return ModelResponse(parts=[call])
            return ModelResponse(parts=[TextPart(content=ANSWER)])

        agent = PydanticAgent(FunctionModel(answer, model_name="instant"))

        # async, like our tool: pydantic-ai runs a sync tool in a thread
        @agent.tool_plain(name=TOOL, description=TOOL_DESCRIPTION)
        async def quote(ticker: str, day: int) -> dict[str, Any]:
            clock.tools += 1
            return _quote(ticker, day)

        start = time.perf_counter()
        result = await agent.run(
            PROMPT, usage_limits=UsageLimits(request_limit=None, tool_calls_limit=None)
        )
        end = time.perf_counter()
        if result.output != ANSWER or clock.tools != steps:
            raise RuntimeError(f"pydantic-ai ran {clock.tools} of {steps} tool calls")
        return _Sample(
            end - start, steps, clock.intervals_ms(), clock.tools, loop_seconds=end - start
        )

    return run


# --- where our time goes ------------------------------------------------------------------------


class _TimedToolbox(Toolbox):
    """A toolbox that adds up the time of its calls (validation, the tool, registration)."""

    def __init__(self, inner: Toolbox, totals: dict[str, float]) -> None:
        super().__init__([])
        self._inner = inner
        self._totals = totals
        self._specs = inner.specs()

    async def call(self, call: ToolCall, context: CallContext | None = None) -> ToolOutcome:
        started = time.perf_counter()
        outcome = await self._inner.call(call, context)
        self._totals[DISPATCH] += time.perf_counter() - started
        return outcome


DISPATCH = "tool dispatch (argument validation, the tool, its source registration)"
REGISTRATION = "of which source registration"


async def _split(variant: _QuantwardVariant, steps: int) -> dict[str, float]:
    """Our step cut into parts, µs per step, by timing wrappers around publish, tool dispatch
    and registration (they cost a little: these are not the headline numbers). Run on a started
    variant; its subscriber is closed on the way (the first run is with it, the second without,
    and the difference is what delivering to the subscriber costs)."""
    totals: defaultdict[str, float] = defaultdict(float)

    async def timed_emit(event: Event) -> None:
        started = time.perf_counter()
        await variant.bus.publish(event)
        totals[f"publish {event.type} (awaited)"] += time.perf_counter() - started

    def wrap(agent: Agent) -> None:
        agent.toolbox = _TimedToolbox(agent.toolbox, totals)
        registry = agent.registry
        assert registry is not None
        register = registry.register_computation

        def timed_register(**kwargs: Any) -> Any:
            started = time.perf_counter()
            try:
                return register(**kwargs)
            finally:
                totals[REGISTRATION] += time.perf_counter() - started

        registry.register_computation = timed_register  # type: ignore[method-assign]

    gc.collect()
    consumed = await variant.measure(steps, timed_emit, wrap)
    await variant.unsubscribe()
    await variant.measure(WARM_UP_STEPS, timed_emit, wrap)
    totals.clear()
    gc.collect()
    alone = await variant.measure(steps, timed_emit, wrap)
    outside = sum(v for k, v in totals.items() if k != REGISTRATION)
    order = [DISPATCH, REGISTRATION, *sorted(k for k in totals if k.startswith("publish"))]
    parts = {k: totals[k] / steps * 1e6 for k in order}
    parts["the loop itself (requests, digests, building the records and events)"] = (
        (alone.loop_seconds - outside) / steps * 1e6
    )
    parts["step without a subscriber"] = alone.seconds / steps * 1e6
    parts["delivery to the subscriber (decode, dispatch, handler)"] = max(
        0.0, (consumed.seconds - alone.seconds) / steps * 1e6
    )
    parts["step with the subscriber"] = consumed.seconds / steps * 1e6
    return parts


# --- the run --------------------------------------------------------------------------------------


def _summary(samples: list[_Sample]) -> dict[str, Any]:
    per_step = [s.seconds / s.steps * 1000 for s in samples]
    loop = [s.loop_seconds / s.steps * 1000 for s in samples]
    intervals = [x for s in samples for x in s.intervals_ms]
    median = statistics.median(per_step)
    return {
        "runs": len(samples),
        "steps": samples[0].steps,
        "per_step_ms": median,
        "per_step_ms_runs": per_step,
        "loop_per_step_ms": statistics.median(loop),
        "steps_per_s": 1000 / median,
        "step_p50_ms": percentile(intervals, 50),
        "step_p95_ms": percentile(intervals, 95),
        "tool_calls": [s.tool_calls for s in samples],
        "events": [s.events for s in samples],
        "events_per_step": statistics.fmean(s.events / s.steps for s in samples),
    }


def _require_peers() -> None:
    missing = [n for n in ("langgraph", "pydantic_ai") if importlib.util.find_spec(n) is None]
    if missing:
        raise RuntimeError(
            f"the agents benchmark compares with {' and '.join(missing)}, which are not "
            "installed: they come with the workspace's `bench` dependency group "
            "(`make install`, or `uv sync --group bench`)"
        )


def _versions() -> dict[str, str]:
    found = {}
    for name in ("langgraph", "langchain-core", "pydantic-ai-slim", "pydantic"):
        try:
            found[name] = version(name)
        except PackageNotFoundError:
            found[name] = "not installed"
    return found


async def run(bootstrap: str | None, *, steps: int = 200, repeats: int = 5) -> dict[str, Any]:
    """Time every variant in this one run; Kafka only when a bootstrap address is given."""
    if steps < 1 or repeats < 1:
        raise ValueError("steps and repeats must be at least 1")
    _require_peers()
    embedded = _QuantwardVariant(InMemoryEventBus())
    ours: list[tuple[str, _QuantwardVariant]] = [("quantward-embedded", embedded)]
    if bootstrap:
        from quantward_bus.kafka_bus import KafkaEventBus

        namespace = f"bench-agents-{uuid.uuid4().hex[:8]}"
        kafka = KafkaEventBus(bootstrap, client_id="bench-agents", topic_namespace=namespace)
        ours.append(("quantward-kafka", _QuantwardVariant(kafka)))
    variants: dict[str, Callable[[int], Awaitable[_Sample]]] = dict(ours)
    variants["langgraph"] = _langgraph_variant()
    variants["langgraph-bare"] = _langgraph_variant(chat_model=False)
    variants["pydantic-ai"] = _pydantic_ai_variant()

    samples: dict[str, list[_Sample]] = {name: [] for name in variants}
    for _, variant in ours:
        await variant.start()
    try:
        for measure in variants.values():
            await measure(WARM_UP_STEPS)
        for _ in range(repeats):
            for name, measure in variants.items():
                gc.collect()
                samples[name].append(await measure(steps))
        splits = {name: await _split(variant, steps) for name, variant in ours}
    finally:
        for _, variant in ours:
            await variant.stop()
    return {
        "steps": steps,
        "repeats": repeats,
        "versions": _versions(),
        "variants": {name: _summary(s) for name, s in samples.items()},
        "split_us_per_step": splits,
    }


def table(results: dict[str, Any]) -> str:
    r = results
    v = r["versions"]
    lines = [
        "# Agent-step benchmark",
        "",
        "Generated by `make bench` (`quantward bench agents`); every variant measured in the same "
        "run and process, interleaved repeat by repeat.",
        "",
        f"One step = one model call returning one tool call + running the tool (a typed tool "
        f"returning a small dict) + feeding the result back; the model answers instantly. "
        f"{r['steps']} steps then a final answer, {r['repeats']} runs per variant. Cost per step "
        "= the run's time divided by its steps (median of the runs); step p50/p95 = intervals "
        "between consecutive model calls (they grow with the conversation). quantward's clock "
        "stops when the subscriber has consumed the last event of the run.",
        "",
        f"Peers: LangGraph {v['langgraph']} (langchain-core {v['langchain-core']}), "
        f"pydantic-ai-slim {v['pydantic-ai-slim']}; pydantic {v['pydantic']}.",
        "",
        "| variant | records | per step (ms) | steps/s | step p50 (ms) | step p95 (ms) "
        "| events/step |",
        "|---|---|---:|---:|---:|---:|---:|",
    ]
    for name, s in r["variants"].items():
        label, records = LABELS.get(name, (name, ""))
        lines.append(
            f"| {label} | {records} | {s['per_step_ms']:.3f} | {s['steps_per_s']:,.0f} "
            f"| {s['step_p50_ms']:.3f} | {s['step_p95_ms']:.3f} | {s['events_per_step']:.2f} |"
        )
    splits = r["split_us_per_step"]
    names = list(splits)
    lines += [
        "",
        "## Where quantward's step goes (µs per step)",
        "",
        "Separate runs with timing wrappers around publish, tool dispatch and registration (so a "
        "little slower than above); the subscriber's share is a run with it minus a run without.",
        "",
        "| part | " + " | ".join(LABELS.get(n, (n, ""))[0] for n in names) + " |",
        "|---|" + "---:|" * len(names),
    ]
    parts = list(dict.fromkeys(p for n in names for p in splits[n]))
    for part in parts:
        cells = " | ".join(f"{splits[n][part]:,.1f}" if part in splits[n] else "" for n in names)
        lines.append(f"| {part} | {cells} |")
    return "\n".join(lines) + "\n"
