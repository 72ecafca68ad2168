"""`fundamentals`: the quarters an entity reported by the as-of day, one row per quarter."""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from datetime import date
from typing import Any

from pydantic import Field

from quantward_gateway.capabilities._common import Args, end_of
from quantward_gateway.capability import Capability, CapabilityError, Context, Reply, Table, parse
from quantward_platform import fundamentals as fundamentals_lib
from quantward_platform.errors import PlatformError

COLUMNS = ("period", "quarter_end", "published_at", "document_id", *fundamentals_lib.FIGURE_FIELDS)


class FundamentalsArgs(Args):
    entity_id: str = Field(min_length=1)
    as_of: date | None = None
    count: int = Field(default=8, ge=1, le=40)


async def fundamentals(args: Mapping[str, Any], ctx: Context) -> Reply:
    a = parse(FundamentalsArgs, args)
    as_of = ctx.cap(a.as_of)
    if as_of is None:
        raise CapabilityError("as_of: give the point in time (the run has no as-of day)")
    market = ctx.services.market_data
    try:
        filed = await asyncio.to_thread(market.reported_quarters, a.entity_id)
        quarters = fundamentals_lib.latest_quarters(filed, end_of(as_of), a.count)
    except PlatformError as exc:
        raise CapabilityError(str(exc)) from None
    rows = []
    for q in quarters:
        dumped = q.model_dump(mode="json")
        rows.append([dumped[c] for c in COLUMNS])
    return Reply(
        title=f"fundamentals.quarterly of {a.entity_id} as of {as_of.isoformat()}",
        table=Table(COLUMNS, rows, index="period"),
        fields={f: ("fundamentals.quarterly", f) for f in fundamentals_lib.FIGURE_FIELDS},
        entity_ids=(a.entity_id,),
        as_of=as_of,
        synthetic=market.is_synthetic("fundamentals.quarterly")
        or any(q.synthetic for q in quarters),
    )


CAPABILITY = Capability(
    "fundamentals",
    "Reported quarterly figures (millions) published by the as-of day, newest first, each "
    "with the filing it comes from.",
    ("fundamentals.quarterly",),
    fundamentals,
)
