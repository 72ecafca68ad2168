"""One embedded run seen through its telemetry: one trace from the request to the release, the
metrics every layer records, and log lines that name the run and the trace.

Tracing goes to the SDK's in-memory exporter, metrics are read from the process's Prometheus
registry (before and after the run: other tests in the process count into it too), and logs go
through the kit's JSON formatter into a buffer.
"""

from __future__ import annotations

import io
import json
import logging
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from typing import Any

import pytest
import pytest_asyncio
from opentelemetry.sdk.trace import ReadableSpan
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from prometheus_client import REGISTRY

from quantward_cli.embedded import EmbeddedPlatform
from quantward_contracts import Event, topics
from quantward_kit.logs import ContextFilter, JsonFormatter
from quantward_kit.run_client import RunClient, RunOutcome
from quantward_kit.settings import Settings
from quantward_kit.tracing import start_tracing, stop_tracing

pytestmark = pytest.mark.asyncio(loop_scope="module")

#: the samples compared before and after the run
SAMPLES: dict[str, tuple[str, dict[str, str]]] = {
    "runs succeeded": ("quantward_runs_total", {"status": "succeeded"}),
    "review decisions accepted (plan)": (
        "quantward_review_decisions_total",
        {"stage": "plan", "decision": "accept"},
    ),
    "run requests published": (
        "quantward_events_published_total",
        {"type": "run.requested.v1", "topic": topics.RUNS},
    ),
    "tasks handled by researchers": (
        "quantward_events_consumed_total",
        {"group": "researcher", "type": "task.delegated.v1", "outcome": "handled"},
    ),
    "researcher handler timings": (
        "quantward_handler_seconds_count",
        {"group": "researcher", "type": "task.delegated.v1"},
    ),
    "citations resolved": ("quantward_citations_resolved_total", {}),
}


TEST_LOG = logging.getLogger("tests.telemetry")  # outside "quantward": its settings stay theirs


async def log_event(event: Event) -> None:
    TEST_LOG.info("saw %s", event.type)


def sample(name: str, labels: dict[str, str]) -> float:
    return REGISTRY.get_sample_value(name, labels) or 0.0


def model_calls() -> float:
    return sum(
        s.value
        for metric in REGISTRY.collect()
        if metric.name == "quantward_model_calls"
        for s in metric.samples
        if s.name == "quantward_model_calls_total"
    )


def tool_calls() -> float:
    return sum(
        s.value
        for metric in REGISTRY.collect()
        if metric.name == "quantward_tool_calls"
        for s in metric.samples
        if s.name == "quantward_tool_calls_total"
    )


@dataclass
class Observed:
    outcome: RunOutcome
    spans: list[ReadableSpan]
    before: dict[str, float]
    after: dict[str, float]
    logs: list[dict[str, Any]]


@pytest.fixture(scope="module")
def home_env(quantward_home: Any) -> Iterator[None]:
    with quantward_home.activated():
        yield


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def observed(home_env: None) -> AsyncIterator[Observed]:
    exporter = InMemorySpanExporter()
    provider = start_tracing(Settings(), processor=SimpleSpanProcessor(exporter))
    buffer = io.StringIO()
    handler = logging.StreamHandler(buffer)
    handler.addFilter(ContextFilter())
    handler.setFormatter(JsonFormatter("embedded"))
    root = logging.getLogger()
    old_level, old_disable = root.level, logging.root.manager.disable
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    logging.disable(logging.NOTSET)
    TEST_LOG.setLevel(logging.INFO)
    try:
        before = {key: sample(*spec) for key, spec in SAMPLES.items()}
        before |= {"model calls": model_calls(), "tool calls": tool_calls()}
        async with EmbeddedPlatform(researcher_workers=2) as platform:
            # A handler of our own logs each event of the run: log lines inside handlers are
            # what must name the run and its trace, whatever the services choose to log.
            await platform.bus.subscribe(
                [topics.RUNS, topics.TASKS], group="telemetry-test-log", handler=log_event
            )
            client = RunClient(platform.bus)
            await client.start()
            try:
                request = await client.submit(
                    mode="chat", template_id="earnings-preview", inputs={"company": "Apple"}
                )
                outcome = await client.follow(request, timeout_s=60)
            finally:
                await client.close()
        after = {key: sample(*spec) for key, spec in SAMPLES.items()}
        after |= {"model calls": model_calls(), "tool calls": tool_calls()}
    finally:
        root.removeHandler(handler)
        root.setLevel(old_level)
        logging.disable(old_disable)
        stop_tracing(provider)
    logs = [json.loads(line) for line in buffer.getvalue().splitlines() if line.strip()]
    yield Observed(outcome, list(exporter.get_finished_spans()), before, after, logs)


def run_trace(observed: Observed) -> int:
    roots = [
        s
        for s in observed.spans
        if s.name == "run requested"
        and (s.attributes or {}).get("quantward.run_id") == observed.outcome.run_id
    ]
    assert len(roots) == 1, [s.name for s in observed.spans][:20]
    assert roots[0].context is not None
    return roots[0].context.trace_id


async def test_the_run_succeeded(observed: Observed) -> None:
    assert observed.outcome.status == "succeeded", observed.outcome


async def test_one_trace_spans_the_orchestrator_researcher_and_guardian(
    observed: Observed,
) -> None:
    trace_id = run_trace(observed)
    in_trace = [s for s in observed.spans if s.context and s.context.trace_id == trace_id]
    groups = {(s.attributes or {}).get("messaging.consumer.group.name") for s in in_trace}
    assert {"orchestrator", "researcher", "guardian"} <= groups, groups
    names = {s.name for s in in_trace}
    assert "handle run.requested.v1" in names
    assert "handle task.delegated.v1" in names
    assert "handle review.requested.v1" in names
    assert "model call" in names
    assert "tool call" in names
    # nothing of this run escaped into a trace of its own
    run_id = observed.outcome.run_id
    for s in observed.spans:
        if (s.attributes or {}).get("quantward.run_id") == run_id:
            assert s.context is not None
            assert s.context.trace_id == trace_id, s.name


async def test_spans_nest_under_the_request(observed: Observed) -> None:
    trace_id = run_trace(observed)
    in_trace = {
        s.context.span_id: s for s in observed.spans if s.context and s.context.trace_id == trace_id
    }
    for s in in_trace.values():
        if s.name == "run requested":
            assert s.parent is None
        else:
            assert s.parent is not None, s.name
            assert s.parent.span_id in in_trace, f"{s.name}: parent not in the trace"


async def test_the_layers_count_the_run(observed: Observed) -> None:
    grew = {key: observed.after[key] - observed.before[key] for key in observed.after}
    assert grew["runs succeeded"] == 1
    assert grew["run requests published"] == 1
    assert grew["review decisions accepted (plan)"] >= 1
    assert grew["tasks handled by researchers"] >= 1
    assert grew["researcher handler timings"] == grew["tasks handled by researchers"]
    assert grew["model calls"] >= 1
    assert grew["tool calls"] >= 1
    assert grew["citations resolved"] >= 1


async def test_log_lines_name_the_run_and_its_trace(observed: Observed) -> None:
    trace_id = format(run_trace(observed), "032x")
    ours = [line for line in observed.logs if line["run_id"] == observed.outcome.run_id]
    seen = {line["message"] for line in ours if line["logger"] == TEST_LOG.name}
    assert {"saw run.requested.v1", "saw task.delegated.v1", "saw run.completed.v1"} <= seen
    for line in ours:
        assert line["trace_id"] == trace_id, line
        assert line["service"] == "embedded"
        assert line["level"] in ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")
