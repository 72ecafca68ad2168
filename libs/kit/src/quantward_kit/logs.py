"""Log lines for people (`text`) or for log shippers (`json`), with the run and the trace.

Every record gets `run_id` (the run whose event is being handled, set by the bus around each
handler) and `trace_id`/`span_id` (the current span, when tracing is on), so a run's lines can be
found next to its trace. Never logs settings: secrets stay out of log lines.
"""

from __future__ import annotations

import json
import logging
from datetime import UTC, datetime
from typing import Any, Final

from quantward_kit.settings import Settings
from quantward_telemetry.tracing import current_ids, current_run_id

#: LogRecord attributes that are not extras a caller passed
_STANDARD: Final = frozenset(vars(logging.LogRecord("", 0, "", 0, "", None, None))) | {
    "message",
    "asctime",
    "run_id",
    "trace_id",
    "span_id",
}


class ContextFilter(logging.Filter):
    """Adds `run_id`, `trace_id` and `span_id` to every record (None when there is none)."""

    def filter(self, record: logging.LogRecord) -> bool:
        record.run_id = current_run_id.get()
        ids = current_ids()
        record.trace_id, record.span_id = ids if ids is not None else (None, None)
        return True


class JsonFormatter(logging.Formatter):
    """One JSON object per line: time, level, logger, message, service, run and trace ids,
    the caller's extras, and the traceback when there is one."""

    def __init__(self, service: str) -> None:
        super().__init__()
        self.service = service

    def format(self, record: logging.LogRecord) -> str:
        line: dict[str, Any] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
            "service": self.service,
            "run_id": getattr(record, "run_id", None),
            "trace_id": getattr(record, "trace_id", None),
            "span_id": getattr(record, "span_id", None),
        }
        for key, value in vars(record).items():
            if key not in _STANDARD and not key.startswith("_"):
                line[key] = value if isinstance(value, str | int | float | bool) else repr(value)
        if record.exc_info:
            line["exception"] = self.formatException(record.exc_info)
        return json.dumps(line, ensure_ascii=False)


TEXT_FORMAT: Final = "%(asctime)s %(levelname)s %(name)s: %(message)s"


def configure_logging(settings: Settings) -> logging.Handler:
    """Send the root logger's records to stderr in `settings.log_format`; returns the handler."""
    handler = logging.StreamHandler()
    handler.addFilter(ContextFilter())
    if settings.log_format == "json":
        handler.setFormatter(JsonFormatter(settings.service_name))
    else:
        handler.setFormatter(logging.Formatter(TEXT_FORMAT))
    root = logging.getLogger()
    for old in list(root.handlers):
        root.removeHandler(old)
    root.addHandler(handler)
    root.setLevel(settings.log_level)
    logging.getLogger("aiokafka").setLevel(logging.ERROR)
    return handler
