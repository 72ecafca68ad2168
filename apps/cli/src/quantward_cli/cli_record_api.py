"""`quantward record list|show|verify|export|evidence --api URL`: the records of a deployed API,
read over HTTP with the credential in `QW_API_TOKEN`, and shown exactly as the same commands show
the local store.

`show` reads the run's recorded timeline (`/v1/runs/{id}/record/timeline`, every page), decodes
the events the record views read and prints the same sections from them (`RunView`), so an
auditor sees the same run whichever way they read it; `--json` is the same document as without
`--api`. `verify` is run by the API next to its store (`/record/verify`, one run at a time; every
run the caller may see when none is named) and reported as locally; `export` writes the API's
streamed archive line by line; `show --packet` and `evidence` print the API's documents, which
are the ones the local commands build. The API decides what the caller may read: another team's
run answers 404.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
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


@dataclass
class RemoteVerification:
    """What the API's verification of runs found, shaped as the local `Verification` is
    (problems are the API's lines for them)."""

    runs: int = 0
    entries: int = 0
    artifacts: int = 0
    problems: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems


async def verify_runs(url: str, run_ids: list[str] | None) -> RemoteVerification:
    """The named runs (default: every run the caller may see) verified by the API."""
    result = RemoteVerification()
    if not run_ids:
        run_ids = [r["run_id"] for r in await list_runs(url, limit=10_000_000)]
    async with ApiClient(url, token_from_env()) as client:
        for run_id in run_ids:
            found = await client.get(f"/v1/runs/{run_id}/record/verify")
            result.runs += int(found["runs"])
            result.entries += int(found["entries"])
            result.artifacts += int(found["artifacts"])
            result.problems += [str(p) for p in found["problems"]]
    return result


async def packet_document(url: str, run_id: str, kind: str) -> dict[str, Any]:
    """One decision's packet, as `record show --packet` builds it."""
    async with ApiClient(url, token_from_env()) as client:
        return await client.get(f"/v1/runs/{run_id}/record/packets/{kind}")


async def evidence_document(url: str, run_id: str, citations: list[int]) -> dict[str, Any]:
    """The citations' evidence (all when none is named) and the constraints' origins."""
    async with ApiClient(url, token_from_env()) as client:
        return await client.get(f"/v1/runs/{run_id}/record/evidence", citation=citations or None)


async def export_run(url: str, run_id: str, write: Callable[[str], object]) -> int:
    """The run's archive, each line written as it arrives; how many entries."""
    count = 0
    async with ApiClient(url, token_from_env()) as client:
        async for line in client.lines(f"/v1/runs/{run_id}/export"):
            if line.strip():
                write(line)
                count += 1
    return count
