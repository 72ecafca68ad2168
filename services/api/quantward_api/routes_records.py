"""/v1/runs/{run_id}/record/…: what an auditor reads, from the run record (the same views
`quantward record show`, `record evidence` and `record show --packet` print), and the record's
verification run here, next to the store (`quantward record verify --api`)."""

from __future__ import annotations

import asyncio
import re
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Query
from fastapi.responses import Response

from quantward_api.context import ApiContext, Caller, Ctx, visible_run
from quantward_api.errors import ApiError, not_found
from quantward_api.routes_runs import ERRORS
from quantward_records import Verification, verify_run
from quantward_records.documents import (
    checks_json,
    constraints_json,
    contracts_json,
    entry_documents,
    evidence_json,
    reviews_json,
    run_view,
    summary_json,
    timeline_json,
)
from quantward_records.packets import packet as decision_packet
from quantward_records.packets import packet_json
from quantward_records.views import RunView

router = APIRouter(prefix="/v1/runs/{run_id}/record", tags=["records"], responses=ERRORS)

SHA256 = re.compile(r"^[0-9a-f]{64}$")


async def _view(ctx: ApiContext, caller: Any, run_id: str) -> RunView:
    await visible_run(ctx, caller, run_id)
    view = await asyncio.to_thread(run_view, ctx.store, run_id)
    if view is None:
        raise not_found(f"record of run {run_id} (yet)")
    return view


@router.get("/timeline")
async def timeline(
    run_id: str,
    caller: Caller,
    ctx: Ctx,
    offset: Annotated[int, Query(ge=0, le=10_000_000)] = 0,
    limit: Annotated[int, Query(ge=1, le=5000)] = 1000,
) -> dict[str, Any]:
    """The run's summary and its recorded events in order, with their hashes (a page of them)."""
    await visible_run(ctx, caller, run_id)

    def read() -> dict[str, Any]:
        summary = ctx.store.summary(run_id)
        if summary is None:
            raise not_found(f"record of run {run_id} (yet)")
        entries = ctx.store.entries(run_id)
        page = entries[offset : offset + limit]
        documents, _ = entry_documents(ctx.store, page)
        return {
            "summary": summary_json(summary),
            "timeline": timeline_json(page, documents),
            "next_offset": offset + limit if offset + limit < len(entries) else None,
        }

    return await asyncio.to_thread(read)


@router.get("/contracts")
async def contracts(run_id: str, caller: Caller, ctx: Ctx) -> dict[str, Any]:
    """Every contract version with its status, reason and exact checks, and where each
    constraint of the accepted contract came from."""
    view = await _view(ctx, caller, run_id)
    return {"contracts": contracts_json(view), "constraints": constraints_json(view)}


@router.get("/checks")
async def checks(run_id: str, caller: Caller, ctx: Ctx) -> dict[str, Any]:
    """Every exact check of the contracts and the answer drafts."""
    view = await _view(ctx, caller, run_id)
    return {"checks": checks_json(view)}


@router.get("/reviews")
async def reviews(run_id: str, caller: Caller, ctx: Ctx) -> dict[str, Any]:
    """The Guardian's reviews and its ledger of concerns."""
    view = await _view(ctx, caller, run_id)
    return reviews_json(view)


@router.get("/evidence")
async def evidence(
    run_id: str,
    caller: Caller,
    ctx: Ctx,
    citation: Annotated[list[int] | None, Query()] = None,
) -> dict[str, Any]:
    """Evidence retrieval: each citation's passage, source and tool call (all, or the numbers
    asked), and each constraint's origin."""
    view = await _view(ctx, caller, run_id)
    numbers = citation or [c.number for c in view.citations]
    found = []
    for number in numbers:
        item = view.evidence(number)
        if item is None:
            raise ApiError(
                404,
                "not_found",
                f"the answer of {run_id} has no citation [{number}] (it has {len(view.citations)})",
                field="citation",
            )
        found.append(evidence_json(view, item))
    return {"citations": found, "constraints": constraints_json(view)}


@router.get("/packets/{kind}")
async def packet(
    run_id: str, kind: Literal["acceptance", "commitment"], caller: Caller, ctx: Ctx
) -> dict[str, Any]:
    """The packet that justifies one decision — `acceptance` (the plan's commit: contract,
    checks, constraint origins, ledger, review) or `commitment` (the release: answer hash,
    approval, checks, citations with their passages); `complete` is false, and `missing` says
    what, when a part of it is not in the record."""
    view = await _view(ctx, caller, run_id)
    return packet_json(view, decision_packet(view, kind))


@router.get("/verify")
async def verify(run_id: str, caller: Caller, ctx: Ctx) -> dict[str, Any]:
    """The run's record checked where it is stored: the hash chain of its entries up to the
    recorded head and every artifact against its hash. `ok` is false and `problems` names each
    (entry, artifact) when something does not hold — the same check as `quantward record
    verify`."""
    await visible_run(ctx, caller, run_id)

    def check() -> Verification:
        store = ctx.store
        entries, head = store.entries(run_id), store.head(run_id)
        if head is None and not entries:
            raise not_found(f"record of run {run_id} (yet)")
        return verify_run(run_id, entries, head, store.artifact, store.tombstone_of(run_id))

    result = await asyncio.to_thread(check)
    return {
        "ok": result.ok,
        "runs": result.runs,
        "entries": result.entries,
        "artifacts": result.artifacts,
        "problems": [str(p) for p in result.problems],
    }


@router.get(
    "/artifacts/{sha256}",
    response_class=Response,
    responses={200: {"content": {"application/octet-stream": {}}}},
)
async def artifact(run_id: str, sha256: str, caller: Caller, ctx: Ctx) -> Response:
    """An artifact of the run (a long text or payload stored once by its SHA-256)."""
    await visible_run(ctx, caller, run_id)
    if not SHA256.match(sha256):
        raise ApiError(422, "invalid", "sha256 must be 64 lowercase hex digits", field="sha256")

    def read() -> bytes | None:
        # only an artifact this run's record refers to: a hash is not a key to other runs
        entries = ctx.store.entries(run_id)
        if not any(e.body is not None and sha256 in e.body for e in entries):
            return None
        return ctx.store.artifact(sha256)

    blob = await asyncio.to_thread(read)
    if blob is None:
        raise not_found(f"artifact {sha256} in the record of run {run_id}")
    return Response(blob, media_type="application/octet-stream")
