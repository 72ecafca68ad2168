"""`prices`: an entity's adjusted daily closes and returns over a window, as a table by day."""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from datetime import date, timedelta
from typing import Any

from pydantic import Field

from quantward_gateway.capabilities._common import Args
from quantward_gateway.capability import Capability, CapabilityError, Context, Reply, Table, parse


class PricesArgs(Args):
    entity_id: str = Field(min_length=1)
    start: date | None = None
    end: date | None = None


def _table(ctx: Context, a: PricesArgs, end: date, start: date) -> Table:
    history = ctx.services.market_data.price_history()
    if not history.covers(a.entity_id):
        raise CapabilityError(f"entity_id: {a.entity_id} has no prices")
    closes = history.series(a.entity_id, start, end)
    returns = {p.day: p.close for p in history.daily_returns(a.entity_id, start, end)}
    rows = [[p.day.isoformat(), p.close, returns.get(p.day)] for p in closes]
    return Table(("day", "close", "return"), rows, index="day")


async def prices(args: Mapping[str, Any], ctx: Context) -> Reply:
    a = parse(PricesArgs, args)
    end = ctx.cap(a.end)
    if end is None:
        raise CapabilityError("end: give the last day (the run has no as-of day)")
    start = a.start or end - timedelta(days=365)
    if start > end:
        raise CapabilityError(f"start: {start} is after end {end}")
    table = await asyncio.to_thread(_table, ctx, a, end, start)
    return Reply(
        title=f"prices.daily of {a.entity_id} {start.isoformat()} to {end.isoformat()}",
        table=table,
        fields={"close": ("prices.daily", "close"), "return": ("prices.daily", "return")},
        entity_ids=(a.entity_id,),
        as_of=end,
        synthetic=ctx.services.market_data.is_synthetic("prices.daily"),
    )


CAPABILITY = Capability(
    "prices",
    "Adjusted daily closes and close-to-close returns of one entity, indexed by day.",
    ("prices.daily",),
    prices,
)
