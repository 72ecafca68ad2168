"""/v1/runs/{run_id}/export: a run's whole record as a download, the same verifiable JSON Lines
archive `quantward record export` writes (check it with `quantward record verify --archive`).

The archive is streamed: the entries are read once, then serialised a batch at a time in a
worker thread and sent as each batch is ready, so a long run's archive is never held whole in
the API's memory as one body and the first lines leave before the last are encoded."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable

from fastapi import APIRouter
from fastapi.responses import StreamingResponse

from quantward_api.context import Caller, Ctx, visible_run
from quantward_api.errors import not_found
from quantward_api.routes_runs import ERRORS
from quantward_records import artifact_reader
from quantward_records.export import exported
from quantward_records.model import Entry

#: entries serialised per worker-thread hop
BATCH = 500

router = APIRouter(prefix="/v1/runs", tags=["records"], responses=ERRORS)


@router.get(
    "/{run_id}/export",
    response_class=StreamingResponse,
    responses={200: {"content": {"application/x-ndjson": {}}, "description": "The archive."}},
)
async def export(run_id: str, caller: Caller, ctx: Ctx) -> StreamingResponse:
    """The run's record as JSON Lines (docs/events/record-export.schema.json), one entry
    (hashes, stored body, event) per line, streamed."""
    await visible_run(ctx, caller, run_id)

    def read() -> tuple[list[Entry], Callable[[str], bytes | None]] | None:
        entries = ctx.store.entries(run_id)
        if not entries:
            return None
        return entries, artifact_reader(ctx.store, (e.body for e in entries))

    found = await asyncio.to_thread(read)
    if found is None:  # before the response starts: a plain 404
        raise not_found(f"record of run {run_id} (yet)")
    entries, artifact = found

    def encode(batch: list[Entry]) -> bytes:
        return "".join(exported(e, artifact).model_dump_json() + "\n" for e in batch).encode()

    async def lines() -> AsyncIterator[bytes]:
        for start in range(0, len(entries), BATCH):
            yield await asyncio.to_thread(encode, entries[start : start + BATCH])

    return StreamingResponse(
        lines(),
        media_type="application/x-ndjson",
        headers={"Content-Disposition": f'attachment; filename="{run_id}.jsonl"'},
    )
