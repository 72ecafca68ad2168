"""`company`: what the platform knows of an entity id — ticker, fiscal calendar, coverage."""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from typing import Any

from pydantic import Field

from quantward_gateway.capabilities._common import Args
from quantward_gateway.capability import Capability, CapabilityError, Context, Reply, parse


class CompanyArgs(Args):
    entity_id: str = Field(min_length=1)


def _company(ctx: Context, entity_id: str) -> dict[str, Any]:
    market = ctx.services.market_data
    history = market.price_history()
    calendar = market.earnings_calendar()
    priced = history.covers(entity_id)
    reported = entity_id in market.reported_entity_ids()
    if not (priced or reported or calendar.covers(entity_id)):
        raise CapabilityError(f"entity_id: {entity_id} is not covered by any dataset")
    return {
        "entity_id": entity_id,
        "ticker": history.ticker(entity_id) if priced else None,
        "fiscal_calendar": (
            calendar.fiscal_calendar(entity_id).describe() if calendar.covers(entity_id) else None
        ),
        "datasets": [
            d
            for d, covered in (
                ("prices.daily", priced),
                ("fundamentals.quarterly", reported),
                ("earnings.calendar", calendar.covers(entity_id)),
            )
            if covered
        ],
    }


async def company(args: Mapping[str, Any], ctx: Context) -> Reply:
    a = parse(CompanyArgs, args)
    value = await asyncio.to_thread(_company, ctx, a.entity_id)
    return Reply(title=f"Company data of {a.entity_id}", value=value, entity_ids=(a.entity_id,))


CAPABILITY = Capability(
    "company",
    "Reference data of an entity id: ticker, fiscal calendar and the datasets covering it.",
    (),
    company,
)
