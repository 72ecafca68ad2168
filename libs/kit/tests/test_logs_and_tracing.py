"""The kit's log formats and tracing set-up, as `quantward serve` applies them from settings."""

from __future__ import annotations

import io
import json
import logging
from collections.abc import Iterator

import pytest
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

from quantward_kit.logs import ContextFilter, JsonFormatter, configure_logging
from quantward_kit.settings import Settings
from quantward_kit.tracing import otlp_exporter, start_tracing, stop_tracing
from quantward_telemetry.tracing import current_run_id, span, tracing_enabled


@pytest.fixture
def root_logging() -> Iterator[None]:
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    try:
        yield
    finally:
        for handler in list(root.handlers):
            root.removeHandler(handler)
        for handler in handlers:
            root.addHandler(handler)
        root.setLevel(level)


def capture(handler: logging.Handler) -> io.StringIO:
    buffer = io.StringIO()
    assert isinstance(handler, logging.StreamHandler)
    handler.setStream(buffer)
    return buffer


def test_json_lines_carry_the_run_trace_and_extras(root_logging: None) -> None:
    handler = configure_logging(Settings(log_format="json", service_name="researcher"))
    buffer = capture(handler)
    exporter = InMemorySpanExporter()
    provider = start_tracing(Settings(), processor=SimpleSpanProcessor(exporter))
    token = current_run_id.set("run_01test")
    try:
        with span("handler") as current:
            logging.getLogger("quantward.test").info("task %s done", "t1", extra={"turns": 3})
    finally:
        current_run_id.reset(token)
        stop_tracing(provider)
    logging.getLogger("quantward.test").warning("outside any run")
    first, second = (json.loads(line) for line in buffer.getvalue().splitlines())
    assert current is not None
    context = current.get_span_context()
    assert first["message"] == "task t1 done"
    assert first["level"] == "INFO"
    assert first["logger"] == "quantward.test"
    assert first["service"] == "researcher"
    assert first["run_id"] == "run_01test"
    assert first["trace_id"] == format(context.trace_id, "032x")
    assert first["span_id"] == format(context.span_id, "016x")
    assert first["turns"] == 3
    assert second["run_id"] is None
    assert second["trace_id"] is None


def test_json_lines_keep_the_traceback(root_logging: None) -> None:
    buffer = capture(configure_logging(Settings(log_format="json")))
    try:
        raise ValueError("bad row 7")
    except ValueError:
        logging.getLogger("quantward.test").exception("loading failed")
    line = json.loads(buffer.getvalue())
    assert "ValueError: bad row 7" in line["exception"]


def test_text_is_the_default_format(root_logging: None) -> None:
    buffer = capture(configure_logging(Settings(log_level="WARNING")))
    logging.getLogger("quantward.test").info("not shown")
    logging.getLogger("quantward.test").warning("shown")
    text = buffer.getvalue()
    assert "not shown" not in text
    assert "WARNING quantward.test: shown" in text
    assert not text.lstrip().startswith("{")


def test_the_formatter_alone_without_the_filter_still_writes_json() -> None:
    record = logging.LogRecord("x", logging.INFO, __file__, 1, "plain", None, None)
    line = json.loads(JsonFormatter("svc").format(record))
    assert line["run_id"] is None
    ContextFilter().filter(record)
    assert json.loads(JsonFormatter("svc").format(record))["message"] == "plain"


def test_tracing_stays_off_without_an_endpoint() -> None:
    assert start_tracing(Settings()) is None
    assert not tracing_enabled()


def test_an_otlp_endpoint_turns_tracing_on() -> None:
    provider = start_tracing(Settings(otlp_endpoint="http://127.0.0.1:4318"))
    try:
        assert provider is not None
        assert tracing_enabled()
    finally:
        stop_tracing(provider)
    assert not tracing_enabled()


def test_an_endpoint_that_is_not_http_is_refused() -> None:
    with pytest.raises(ValueError, match="QW_OTLP_ENDPOINT must be an http"):
        otlp_exporter("collector:4317")
