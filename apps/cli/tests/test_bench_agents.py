"""The agent-step benchmark runs every variant, and each one really does its steps."""

from __future__ import annotations

from collections import Counter

from quantward_bus import InMemoryEventBus
from quantward_cli.bench import agents
from quantward_contracts import Event

STEPS = 5


async def test_a_tiny_run_measures_every_variant_and_each_ran_its_steps() -> None:
    results = await agents.run(None, steps=STEPS, repeats=1)

    assert results["steps"] == STEPS
    assert results["repeats"] == 1
    variants = results["variants"]
    assert set(variants) == {"quantward-embedded", "langgraph", "langgraph-bare", "pydantic-ai"}
    for name, summary in variants.items():
        assert summary["runs"] == 1, name
        assert summary["tool_calls"] == [STEPS], name  # every framework ran the tool each step
        assert summary["per_step_ms"] > 0, name
        assert summary["steps_per_s"] > 0, name
        assert summary["step_p95_ms"] >= summary["step_p50_ms"] > 0, name

    ours = variants["quantward-embedded"]
    # consumed by the subscriber: model call per turn (+ the answer), tool call and source per step
    assert ours["events"] == [3 * STEPS + 1]
    assert ours["events_per_step"] >= 2
    assert variants["langgraph"]["events"] == [0]

    split = results["split_us_per_step"]["quantward-embedded"]
    assert split["step with the subscriber"] > 0
    assert any(part.startswith("publish agent.model_called.v1") for part in split)

    table = agents.table(results)
    assert table.startswith("# Agent-step benchmark")
    for label, _ in agents.LABELS.values():
        if label.startswith("quantward, Kafka"):
            assert label not in table
        else:
            assert label in table


async def test_our_step_publishes_a_model_call_a_tool_call_and_a_source() -> None:
    published: Counter[str] = Counter()
    bus = InMemoryEventBus()
    variant = agents._QuantwardVariant(bus)
    await variant.start()
    try:

        async def emit(event: Event) -> None:
            published[event.type] += 1
            await bus.publish(event)

        sample = await variant.measure(STEPS, emit)
    finally:
        await variant.stop()

    assert published == {
        "agent.model_called.v1": STEPS + 1,
        "agent.tool_called.v1": STEPS,
        "source.registered.v1": STEPS,
    }
    assert sample.events == sum(published.values())  # the subscriber saw every one
    assert sample.tool_calls == STEPS
