"""Summaries and tombstones to and from the JSON a store keeps them as (shared by adapters)."""

from __future__ import annotations

import json
from dataclasses import fields
from datetime import datetime
from typing import Any

from quantward_records.model import RunSummary

_TIMES = ("started_at", "ended_at")
_FIELDS = tuple(f.name for f in fields(RunSummary))


def summary_json(summary: RunSummary) -> str:
    """Written for every run of every commit: its fields read directly (`asdict` deep-copies
    each value and was most of the cost)."""
    data: dict[str, Any] = {f: getattr(summary, f) for f in _FIELDS}
    for key in _TIMES:
        value = data[key]
        data[key] = value.isoformat() if value is not None else None
    data["entity_ids"] = list(summary.entity_ids)
    return json.dumps(data, sort_keys=True)


def summary_from_json(text: str) -> RunSummary:
    data: dict[str, Any] = json.loads(text)
    for key in _TIMES:
        value = data.get(key)
        data[key] = datetime.fromisoformat(value) if value else None
    data["entity_ids"] = tuple(data.get("entity_ids") or ())
    return RunSummary(**data)
