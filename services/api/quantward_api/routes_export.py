"""/v1/runs/{run_id}/export: a run's whole record as a download, the same verifiable JSON Lines
archive `quantward record export` writes (check it with `quantward record verify --archive`)."""

from __future__ import annotations

import asyncio

from fastapi import APIRouter
from fastapi.responses import Response

from quantward_api.context import Caller, Ctx, visible_run
from quantward_api.errors import not_found
from quantward_api.routes_runs import ERRORS
from quantward_records import artifact_reader
from quantward_records.export import exported

router = APIRouter(prefix="/v1/runs", tags=["records"], responses=ERRORS)


@router.get(
    "/{run_id}/export",
    response_class=Response,
    responses={200: {"content": {"application/x-ndjson": {}}, "description": "The archive."}},
)
async def export(run_id: str, caller: Caller, ctx: Ctx) -> Response:
    """The run's record as JSON Lines, one entry (hashes, stored body, event) per line."""
    await visible_run(ctx, caller, run_id)

    def read() -> bytes | None:
        entries = ctx.store.entries(run_id)
        if not entries:
            return None
        artifact = artifact_reader(ctx.store, (e.body for e in entries))
        lines = (exported(e, artifact).model_dump_json() for e in entries)
        return ("\n".join(lines) + "\n").encode()

    body = await asyncio.to_thread(read)
    if body is None:
        raise not_found(f"record of run {run_id} (yet)")
    return Response(
        body,
        media_type="application/x-ndjson",
        headers={"Content-Disposition": f'attachment; filename="{run_id}.jsonl"'},
    )
