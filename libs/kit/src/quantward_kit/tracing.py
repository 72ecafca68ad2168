"""Where a served process's spans go: OTLP over HTTP when `QW_OTLP_ENDPOINT` is set.

The instruments live in `quantward_telemetry` (the bus opens a span per handled event and
carries the trace context in the envelope; the agent loop opens model and tool call spans);
this module only installs the SDK that records them and the exporter that ships them.
"""

from __future__ import annotations

from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import SpanProcessor, TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor, SpanExporter
from opentelemetry.sdk.trace.sampling import ParentBased, TraceIdRatioBased

from quantward_kit.settings import Settings
from quantward_telemetry.tracing import use_tracer_provider


def tracer_provider(service_name: str, *, sample_ratio: float = 1.0) -> TracerProvider:
    """A provider naming `service_name`, sampling new traces at `sample_ratio` and continuing
    the sampling decision of a trace an event carries in."""
    return TracerProvider(
        resource=Resource.create({"service.name": service_name}),
        sampler=ParentBased(TraceIdRatioBased(sample_ratio)),
    )


def otlp_exporter(endpoint: str) -> SpanExporter:
    """An OTLP/HTTP span exporter posting to `<endpoint>/v1/traces`."""
    from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter

    if not endpoint.startswith(("http://", "https://")):
        raise ValueError(
            f"QW_OTLP_ENDPOINT must be an http:// or https:// URL (the OTLP/HTTP receiver, "
            f"usually port 4318), got {endpoint!r}"
        )
    return OTLPSpanExporter(endpoint=endpoint.rstrip("/") + "/v1/traces")


def start_tracing(
    settings: Settings, processor: SpanProcessor | None = None
) -> TracerProvider | None:
    """Install tracing for this process as `settings` say; returns the provider to shut down
    on exit (None when tracing stays off). `processor` replaces the OTLP export (tests pass an
    in-memory one)."""
    if processor is None:
        if not settings.otlp_endpoint:
            return None
        processor = BatchSpanProcessor(otlp_exporter(settings.otlp_endpoint))
    provider = tracer_provider(settings.service_name, sample_ratio=settings.trace_sample_ratio)
    provider.add_span_processor(processor)
    use_tracer_provider(provider)
    return provider


def stop_tracing(provider: TracerProvider | None) -> None:
    """Flush what is buffered and stop tracing."""
    if provider is None:
        return
    use_tracer_provider(None)
    provider.shutdown()
