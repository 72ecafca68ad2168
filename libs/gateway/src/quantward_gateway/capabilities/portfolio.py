"""`optimise`: the platform's cvxpy portfolio optimisers over a window of daily closes."""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from datetime import date, timedelta
from typing import Any, Literal

from pydantic import BaseModel, Field

from quantward_gateway.capabilities._common import Args
from quantward_gateway.capability import Capability, CapabilityError, Context, Reply, parse
from quantward_platform import registry
from quantward_platform.errors import PlatformError
from quantward_platform.portfolio import PortfolioConstraints, PortfolioResult


class OptimiseArgs(Args):
    entity_ids: list[str] = Field(min_length=2)
    objective: Literal["market_neutral", "drawdown_aware"]
    constraints: dict[str, Any] = Field(default_factory=dict)
    start: date | None = None
    end: date | None = None


async def optimise(args: Mapping[str, Any], ctx: Context) -> Reply:
    a = parse(OptimiseArgs, args)
    end = ctx.cap(a.end)
    if end is None:
        raise CapabilityError("end: give the last day (the run has no as-of day)")
    start = a.start or end - timedelta(days=3 * 365)
    constraints = parse(PortfolioConstraints, a.constraints)
    window = {"entity_ids": a.entity_ids, "start": start, "end": end, "as_of": end}
    arguments: BaseModel = (
        registry.MarketNeutralArgs(**window, constraints=constraints)
        if a.objective == "market_neutral"
        else registry.DrawdownAwareArgs(**window, constraints=constraints)
    )
    spec = registry.LIBRARY[f"portfolio.{a.objective}"]
    market = ctx.services.market_data
    try:
        result = await asyncio.to_thread(spec.call, arguments, market)
    except (PlatformError, ValueError) as exc:
        raise CapabilityError(str(exc)) from None
    assert isinstance(result, PortfolioResult)
    dumped = result.model_dump(mode="json")
    return Reply(
        title=f"{result.function} {start.isoformat()} to {end.isoformat()}",
        value={
            "status": dumped["status"],
            "message": dumped["message"],
            "weights": dumped["weights"],
            "metrics": dumped["metrics"],
            "binding": dumped["binding"],
            "conflicts": dumped["conflicts"],
        },
        entity_ids=tuple(a.entity_ids),
        as_of=end,
        synthetic=spec.synthetic(market),
    )


CAPABILITY = Capability(
    "optimise",
    "cvxpy optimiser: market_neutral (mean-variance, net zero) or drawdown_aware (long only "
    "with a historical drawdown cap), under the given constraints.",
    ("prices.daily",),
    optimise,
)
