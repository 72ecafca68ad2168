"""`quantward record list|show --api URL`: the records of a deployed API, read over HTTP with
the credential in `QW_API_TOKEN`, and shown exactly as `record list|show` shows the local store.

`show` reads the run's recorded timeline (`/v1/runs/{id}/record/timeline`, every page), decodes
the events the record views read and prints the same sections from them (`RunView`), so an
auditor sees the same run whichever way they read it; `--json` is the same document as without
`--api`. The API decides what the caller may read: another team's run answers 404.
"""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any

from quantward_cli.api_client import ApiClient, ApiError, token_from_env

#: the API's largest page of runs
RUNS_PAGE = 1000
TIMELINE_PAGE = 5000


async def list_runs(url: str, *, limit: int, **filters: Any) -> list[dict[str, Any]]:
    """The runs the caller may see, newest first, at most `limit` (following the pages)."""
    runs: list[dict[str, Any]] = []
    offset: int | None = 0
    async with ApiClient(url, token_from_env()) as client:
        while offset is not None and len(runs) < limit:
            page = await client.get(
                "/v1/runs", limit=min(RUNS_PAGE, limit - len(runs)), offset=offset, **filters
            )
            runs += page["runs"]
            offset = page.get("next_offset")
    return runs[:limit]


async def run_record(url: str, run_id: str) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The run's summary and its whole recorded timeline (each entry with its event)."""
    timeline: list[dict[str, Any]] = []
    summary: dict[str, Any] = {}
    offset: int | None = 0
    async with ApiClient(url, token_from_env()) as client:
        while offset is not None:
            page = await client.get(
                f"/v1/runs/{run_id}/record/timeline", offset=offset, limit=TIMELINE_PAGE
            )
            summary = page["summary"]
            timeline += page["timeline"]
            offset = page.get("next_offset")
    return summary, timeline


def viewed_events(timeline: list[dict[str, Any]]) -> list[Any]:
    """The recorded events the record views read, decoded (deleted content is left out)."""
    from quantward_contracts import EventDecodeError, decode_event
    from quantward_records.views import VIEWED_TYPES

    events = []
    for entry in timeline:
        document = entry.get("event")
        if document is None or entry["type"] not in VIEWED_TYPES:
            continue
        try:
            events.append(decode_event(json.dumps(document)))
        except EventDecodeError as exc:
            raise ApiError(f"the API sent a recorded event this CLI cannot read: {exc}") from None
    return events


def timeline_rows(timeline: list[dict[str, Any]]) -> list[tuple[int, datetime, str, str, Any]]:
    """(seq, time, type, producer, event document) of each entry, for the timeline lines."""
    return [
        (
            int(e["seq"]),
            datetime.fromisoformat(e["time"]),
            str(e["type"]),
            str(e["producer"]),
            e.get("event"),
        )
        for e in timeline
    ]
