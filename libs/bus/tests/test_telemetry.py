"""What the bus records about itself: events in and out, handler latency, retries and dead
letters in the process's Prometheus registry, and the trace context each event carries from the
producer's span to the consumer's."""

from __future__ import annotations

import uuid
from collections.abc import Iterator

import pytest
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from prometheus_client import REGISTRY

from quantward_bus import InMemoryEventBus, RetryPolicy
from quantward_bus.testing import Recorder, wait_until
from quantward_contracts import Event
from quantward_contracts.events import BusProbe, BusProbeData
from quantward_telemetry.tracing import span, use_tracer_provider

NO_WAIT = RetryPolicy(max_attempts=2, initial_backoff_s=0, max_backoff_s=0)
PROBE = "bus.probe.v1"


def probe(seq: int = 0) -> BusProbe:
    return BusProbe(producer="t", data=BusProbeData(key="k", seq=seq, sent_at_ns=0))


def value(name: str, **labels: str) -> float:
    return REGISTRY.get_sample_value(name, labels) or 0.0


@pytest.fixture
def group() -> str:
    return f"g-{uuid.uuid4().hex[:8]}"  # series of their own: other tests count into the registry


@pytest.fixture
def spans() -> Iterator[InMemorySpanExporter]:
    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    use_tracer_provider(provider)
    try:
        yield exporter
    finally:
        use_tracer_provider(None)
        provider.shutdown()


async def test_published_and_handled_events_are_counted_with_their_latency(group: str) -> None:
    topic = f"t-{group}"
    published = value("quantward_events_published_total", type=PROBE, topic=topic)
    async with InMemoryEventBus(retry=NO_WAIT) as bus:
        seen: Recorder[Event] = Recorder()
        await bus.subscribe(topic, group=group, handler=seen)
        first = probe(1)
        await bus.publish_many([first, probe(2)], topic=topic)
        await bus.publish(first, topic=topic)  # a duplicate: suppressed, counted as such
        await seen.wait_until(lambda items: len(items) == 2)
        await wait_until(
            lambda: (
                value(
                    "quantward_events_consumed_total", group=group, type=PROBE, outcome="duplicate"
                )
                == 1
            ),
            what="the duplicate counted",
        )
    assert value("quantward_events_published_total", type=PROBE, topic=topic) - published == 3
    assert value("quantward_events_consumed_total", group=group, type=PROBE, outcome="handled") == 2
    assert value("quantward_handler_seconds_count", group=group, type=PROBE) == 2


async def test_retries_and_dead_letters_are_counted(group: str) -> None:
    topic = f"t-{group}"

    async def broken(_: Event) -> None:
        raise RuntimeError("always")

    async with InMemoryEventBus(retry=NO_WAIT) as bus:
        await bus.subscribe(topic, group=group, handler=broken)
        await bus.publish(probe(), topic=topic)
        await wait_until(
            lambda: (
                value("quantward_dead_letters_total", group=group, reason="handler_failed") == 1
            ),
            what="the dead letter counted",
        )
    assert value("quantward_handler_retries_total", group=group) == 1
    assert (
        value("quantward_events_consumed_total", group=group, type=PROBE, outcome="dead_lettered")
        == 1
    )


async def test_untraced_events_carry_no_trace_context(group: str) -> None:
    topic = f"t-{group}"
    async with InMemoryEventBus() as bus:
        seen: Recorder[Event] = Recorder()
        await bus.subscribe(topic, group=group, handler=seen)
        await bus.publish(probe(), topic=topic)
        (event,) = await seen.wait_until(lambda items: len(items) == 1)
    assert event.traceparent is None


async def test_the_consumer_continues_the_producers_trace(
    group: str, spans: InMemorySpanExporter
) -> None:
    topic = f"t-{group}"
    async with InMemoryEventBus() as bus:
        seen: Recorder[Event] = Recorder()

        async def handle(event: Event) -> None:
            with span("inside the handler"):
                await seen(event)

        await bus.subscribe(topic, group=group, handler=handle)
        with span("producer") as producer:
            await bus.publish(probe(), topic=topic)
        (event,) = await seen.wait_until(lambda items: len(items) == 1)
    assert producer is not None
    trace_id = producer.get_span_context().trace_id
    assert event.traceparent is not None
    assert event.traceparent.split("-")[1] == format(trace_id, "032x")
    finished = {s.name: s for s in spans.get_finished_spans()}
    consumer = finished[f"handle {PROBE}"]
    inner = finished["inside the handler"]
    assert consumer.context is not None
    assert consumer.context.trace_id == trace_id
    assert consumer.parent is not None
    assert consumer.parent.span_id == producer.get_span_context().span_id
    assert inner.parent is not None
    assert inner.parent.span_id == consumer.context.span_id
    assert (consumer.attributes or {})["messaging.consumer.group.name"] == group


async def test_an_event_without_context_starts_a_trace_of_its_own(
    group: str, spans: InMemorySpanExporter
) -> None:
    topic = f"t-{group}"
    async with InMemoryEventBus() as bus:
        seen: Recorder[Event] = Recorder()
        await bus.subscribe(topic, group=group, handler=seen)
        await bus.publish(probe(), topic=topic)
        await seen.wait_until(lambda items: len(items) == 1)
    (consumer,) = [s for s in spans.get_finished_spans() if s.name == f"handle {PROBE}"]
    assert consumer.parent is None
