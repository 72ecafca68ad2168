"""/v1/resolve and /v1/search: entity autocomplete and passage search for any caller."""

from __future__ import annotations

from dataclasses import asdict
from typing import Annotated, Any

from fastapi import APIRouter, Query

from quantward_api.context import Caller, Ctx
from quantward_api.errors import ApiError, ErrorBody
from quantward_api.lookups import LookupUnavailableError
from quantward_api.routes_runs import ERRORS

router = APIRouter(
    prefix="/v1",
    tags=["lookups"],
    responses={**ERRORS, 503: {"model": ErrorBody, "description": "Service not reachable."}},
)


@router.get("/resolve")
async def autocomplete(
    caller: Caller,
    ctx: Ctx,
    q: Annotated[str, Query(min_length=1, max_length=200, description="What was typed.")],
    limit: Annotated[int, Query(ge=1, le=20)] = 8,
) -> dict[str, Any]:
    """Entities a typed name, ticker or identifier may mean, best first (a company field's
    autocomplete)."""
    try:
        found = await ctx.lookups.autocomplete(q, limit)
    except LookupUnavailableError as exc:
        raise ApiError(503, "unavailable", str(exc)) from None
    return {"query": q, "candidates": [asdict(c) for c in found]}


@router.get("/search")
async def search(
    caller: Caller,
    ctx: Ctx,
    q: Annotated[str, Query(min_length=1, max_length=500, description="The words to match.")],
    entity: Annotated[list[str] | None, Query(description="Only about these ent_ ids.")] = None,
    limit: Annotated[int, Query(ge=1, le=100)] = 10,
) -> dict[str, Any]:
    """Passages of the corpus matching the words, with highlights."""
    try:
        hits = await ctx.lookups.search(q, limit, entity or [])
    except LookupUnavailableError as exc:
        raise ApiError(503, "unavailable", str(exc)) from None
    return {"query": q, "hits": [asdict(h) for h in hits]}
