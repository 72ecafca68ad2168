"""`earnings`: the earnings calendar of an entity as known at the as-of day."""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from datetime import date
from typing import Any

from pydantic import Field

from quantward_gateway.capabilities._common import Args, end_of
from quantward_gateway.capability import Capability, CapabilityError, Context, Reply, Table, parse

COLUMNS = (
    "period",
    "quarter_end",
    "status",
    "report_at",
    "eps_actual",
    "eps_estimate",
    "eps_surprise",
    "eps_surprise_pct",
)


class EarningsArgs(Args):
    entity_id: str = Field(min_length=1)
    as_of: date | None = None
    count: int = Field(default=8, ge=1, le=40)


async def earnings(args: Mapping[str, Any], ctx: Context) -> Reply:
    a = parse(EarningsArgs, args)
    as_of = ctx.cap(a.as_of)
    if as_of is None:
        raise CapabilityError("as_of: give the point in time (the run has no as-of day)")
    calendar = await asyncio.to_thread(ctx.services.market_data.earnings_calendar)
    if not calendar.covers(a.entity_id):
        raise CapabilityError(f"entity_id: {a.entity_id} has no earnings calendar")
    quarters = calendar.last_quarters(a.entity_id, end_of(as_of), n=a.count)
    rows = []
    for q in quarters:
        dumped = q.model_dump(mode="json")
        rows.append([q.period.label(), *(dumped[c] for c in COLUMNS[1:])])
    return Reply(
        title=f"earnings.calendar of {a.entity_id} as of {as_of.isoformat()}",
        table=Table(COLUMNS, rows, index="period"),
        fields={c: ("earnings.calendar", c) for c in COLUMNS if c.startswith(("eps", "report"))},
        entity_ids=(a.entity_id,),
        as_of=as_of,
        synthetic=ctx.services.market_data.is_synthetic("earnings.calendar")
        or any(q.synthetic for q in quarters),
    )


CAPABILITY = Capability(
    "earnings",
    "Fiscal quarters ended by the as-of day (oldest first): status, report time and EPS actual, "
    "estimate and surprise as known then.",
    ("earnings.calendar",),
    earnings,
)
