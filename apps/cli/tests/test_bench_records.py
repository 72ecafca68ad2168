"""The run-record benchmark runs end to end on the embedded store (small sizes) and its table
reports every figure it measured."""

from __future__ import annotations

import asyncio

from quantward_cli.bench import records


def test_a_small_records_benchmark_measures_every_figure() -> None:
    results = asyncio.run(
        records.run(None, events=300, runs=3, shown_events=200, agent_steps=10, agent_repeats=1)
    )
    embedded = results["backends"]["embedded"]
    for key in ("direct_events_per_s", "recorder_events_per_s", "show_ms", "verify_ms"):
        assert embedded[key] > 0
    assert embedded["child_events_per_s"] > 0
    assert embedded["recorder_cpu_us_per_event"] > 0
    steps = results["agent_steps"]
    for variant in ("child", "in_process"):
        assert steps[f"{variant}_catch_up_ms"] >= 0
        assert steps[f"{variant}_ms"] > 0
        low, high = steps[f"{variant}_overhead_range"]
        assert low <= steps[f"{variant}_overhead"] <= high
    assert steps["without_ms"] > 0
    table = records.table(results)
    assert "| embedded |" in table
    assert "200-event run" in table
