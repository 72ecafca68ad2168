"""Spans and the trace context that events carry between services.

Off until the process installs a tracer provider (:func:`use_tracer_provider`, which the kit
calls when an OTLP endpoint or a test asks for it). While off, every helper here returns at the
first test, so the event bus and the agent loop call them unconditionally.

A trace crosses services inside the event envelope: the producer writes the W3C trace context
of its current span into the event (`inject`), the consumer continues the trace from it
(`consumer_span`), so a run is one trace from its request to its release.
"""

from __future__ import annotations

import contextlib
import contextvars
from collections.abc import Mapping
from typing import Any

from opentelemetry import context as otel_context
from opentelemetry import trace
from opentelemetry.trace import SpanKind, Status, StatusCode, TracerProvider
from opentelemetry.trace.propagation.tracecontext import TraceContextTextMapPropagator

_PROPAGATOR = TraceContextTextMapPropagator()
_tracer: trace.Tracer | None = None

#: the run whose event is being handled (for logs); set by the bus around each handler
current_run_id: contextvars.ContextVar[str | None] = contextvars.ContextVar(
    "quantward_run_id", default=None
)


def use_tracer_provider(provider: TracerProvider | None) -> None:
    """Trace with `provider` from now on (None: stop tracing)."""
    global _tracer
    _tracer = None if provider is None else provider.get_tracer("quantward")


def tracing_enabled() -> bool:
    """Whether a tracer provider is installed."""
    return _tracer is not None


def inject() -> dict[str, str] | None:
    """The W3C trace context of the current span, for an event's envelope; None when tracing
    is off or no span is current."""
    if _tracer is None or not trace.get_current_span().get_span_context().is_valid:
        return None
    carrier: dict[str, str] = {}
    _PROPAGATOR.inject(carrier)
    return carrier or None


#: what the span helpers return while tracing is off: one shared, reusable no-op
_NO_SPAN: contextlib.AbstractContextManager[None] = contextlib.nullcontext(None)


def span(
    name: str, attributes: Mapping[str, Any] | None = None
) -> contextlib.AbstractContextManager[trace.Span | None]:
    """A child span of the current one (None when tracing is off); an exception marks it failed."""
    if _tracer is None:
        return _NO_SPAN
    return _tracer.start_as_current_span(name, attributes=_clean(attributes))


def consumer_span(
    name: str, carrier: Mapping[str, str] | None, attributes: Mapping[str, Any] | None = None
) -> contextlib.AbstractContextManager[trace.Span | None]:
    """A span continuing the trace an event carries (a new trace when it carries none)."""
    if _tracer is None:
        return _NO_SPAN
    parent = _PROPAGATOR.extract(dict(carrier)) if carrier else otel_context.Context()
    return _tracer.start_as_current_span(
        name, context=parent, kind=SpanKind.CONSUMER, attributes=_clean(attributes)
    )


def mark_failed(current: trace.Span | None, description: str) -> None:
    """Mark `current` failed without an exception (e.g. a model call that returned an error)."""
    if current is not None:
        current.set_status(Status(StatusCode.ERROR, description))


def current_ids() -> tuple[str, str] | None:
    """The current trace and span ids as hex (for logs), or None without a recording span."""
    context = trace.get_current_span().get_span_context()
    if not context.is_valid:
        return None
    return format(context.trace_id, "032x"), format(context.span_id, "016x")


def _clean(attributes: Mapping[str, Any] | None) -> dict[str, Any] | None:
    if not attributes:
        return None
    return {k: v for k, v in attributes.items() if v is not None}
