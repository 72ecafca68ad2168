"""Research tools over the platform library: prices, fundamentals and the portfolio optimiser.

The data comes from the `MarketData` the researcher was built with; the library computes on it.

Thin on purpose: each calls one library function (so a research contract can name it by id),
applies the task's pinned scope (its entities, its allowed sources, nothing after its as-of
date), registers the result as a computation whose items are citable one by one, and returns
the figures with their citation marks. Platform refusals (look-ahead, unknown entity, empty
window) reach the model as tool errors it can act on.
"""

from __future__ import annotations

import asyncio
from datetime import date, timedelta
from typing import Any, Literal, TypeVar

from pydantic import BaseModel, Field, JsonValue

from quantward_agents.tools import CallContext, Tool, ToolError
from quantward_platform import fundamentals as fundamentals_lib
from quantward_platform import portfolio as portfolio_lib
from quantward_platform import prices as prices_lib
from quantward_platform import registry
from quantward_platform.errors import PlatformError
from quantward_platform.market_data import MarketData
from quantward_researcher.scope import Args, TaskScope, item_mark

R = TypeVar("R", bound=BaseModel)

#: a window left open by the model: this many days before its end
DEFAULT_WINDOW_DAYS = 3 * 365


def _window(scope: TaskScope, start: date | None, end: date | None) -> tuple[date, date, date]:
    end = scope.cap(end)
    if end is None:
        raise ToolError("give `end` (the task has no as-of date)")
    as_of = scope.as_of or end
    return start or end - timedelta(days=DEFAULT_WINDOW_DAYS), end, as_of


def _require(scope: TaskScope, source: str) -> None:
    if not scope.allows(source):
        raise ToolError(f"'{source}' is not an allowed source of this task")
    scope.require_entitlement(source)


def library(result: type[R], function_id: str, market: MarketData, arguments: BaseModel) -> R:
    """Run a platform library function by the id a research contract names it with; a refusal
    (look-ahead, unknown entity, empty window) is a tool error the model can act on. Called in
    a worker thread: the first read of the market data may be slow."""
    try:
        value = registry.LIBRARY[function_id].call(arguments, market)
    except (PlatformError, ValueError) as exc:
        raise ToolError(str(exc)) from exc
    if not isinstance(value, result):
        raise TypeError(f"{function_id} returned {type(value).__name__}, not {result.__name__}")
    return value


def _window_stats(
    market: MarketData, entity_ids: list[str], start: date, end: date, as_of: date
) -> prices_lib.WindowStats:
    arguments = registry.WindowArgs(entity_ids=entity_ids, start=start, end=end, as_of=as_of)
    return library(prices_lib.WindowStats, "prices.window_stats", market, arguments)


# --- prices -------------------------------------------------------------------------------------


class PriceArgs(Args):
    entity_ids: list[str] = Field(min_length=1, description="Resolved ids (`ent_…`).")
    start: date | None = Field(default=None, description="First day; three years before end.")
    end: date | None = Field(default=None, description="Last day; the as-of date if omitted.")
    as_of: date | None = Field(default=None, description="Ignored beyond the task's as-of.")
    lookback: str | None = Field(
        default=None,
        pattern=r"^\d{1,3}[DWMYdwmy]$",
        description="A horizon back from the latest day with data on or before `end` (or the "
        "as-of date): 30D, 4W, 6M (calendar months), 2Y. Replaces `start`; the window is exact.",
    )


def _lookback(market: MarketData, end: date, lookback: str) -> tuple[date, date]:
    try:
        return prices_lib.lookback_window(market.price_history(), end, lookback)
    except (PlatformError, ValueError) as exc:
        raise ToolError(str(exc)) from exc


def _last_close(market: MarketData, end: date, start: date) -> date:
    try:
        last = prices_lib.latest_trading_day(market.price_history(), end)
    except PlatformError:
        return end  # no close at all by then: the library says so for the window
    return last if last >= start else end


def price_tool(market: MarketData, scope: TaskScope) -> Tool[PriceArgs]:
    async def run(args: PriceArgs, ctx: CallContext) -> dict[str, JsonValue]:
        _require(scope, "prices")
        scope.check_entities(args.entity_ids)
        start, end, as_of = _window(scope, args.start, args.end)
        if args.lookback:
            start, end = await asyncio.to_thread(_lookback, market, end, args.lookback)
        else:  # a window ends on its last close: "to 2022-12-31" is to the 28th's close
            end = await asyncio.to_thread(_last_close, market, end, start)
        stats = await asyncio.to_thread(_window_stats, market, args.entity_ids, start, end, as_of)
        items: dict[str, JsonValue] = {s.entity_id: s.model_dump(mode="json") for s in stats.stats}
        source = ctx.register_computation(
            title=f"prices.window_stats {start.isoformat()} to {end.isoformat()}",
            tool_name="price_history",
            result={"function": "prices.window_stats", **stats.model_dump(mode="json")},
            items=items,
            entity_ids=args.entity_ids,
            as_of=end,
            synthetic=registry.LIBRARY["prices.window_stats"].synthetic(market),
        )
        return {
            "function": "prices.window_stats",
            "window": {"start": stats.start.isoformat(), "end": stats.end.isoformat()},
            **({"lookback": args.lookback.upper()} if args.lookback else {}),
            "stats": [
                {
                    **s.model_dump(mode="json"),
                    "name": scope.name(s.entity_id),
                    "annual_volatility": s.annualised_volatility,
                    "cite": item_mark(source, s.entity_id),
                }
                for s in stats.stats
            ],
        }

    return Tool(
        "price_history",
        "Return, annualised volatility and maximum drawdown of resolved companies over a window "
        "of daily closes (real prices). Each company's figures have a `cite` mark.",
        PriceArgs,
        run,
    )


# --- fundamentals -------------------------------------------------------------------------------


class FundamentalsArgs(Args):
    entity_id: str = Field(description="Resolved id (`ent_…`).")
    as_of: date | None = Field(default=None, description="Point in time; the task's if omitted.")
    quarters: int = Field(default=4, ge=1, le=8)


def fundamentals_tool(market: MarketData, scope: TaskScope) -> Tool[FundamentalsArgs]:
    async def run(args: FundamentalsArgs, ctx: CallContext) -> dict[str, JsonValue]:
        _require(scope, "fundamentals")
        scope.check_entities([args.entity_id])
        as_of = scope.cap(args.as_of)
        if as_of is None:
            raise ToolError("give `as_of` (the task has no as-of date)")
        figures = await asyncio.to_thread(
            library,
            fundamentals_lib.FundamentalsQuarters,
            "fundamentals.quarters",
            market,
            registry.FundamentalsArgs(entity_id=args.entity_id, as_of=as_of, count=args.quarters),
        )
        items: dict[str, JsonValue] = {
            q.period: q.model_dump(mode="json") for q in figures.quarters
        }
        # the adapter's word for the dataset, or any quarter's own flag: either makes it synthetic
        synthetic = figures.synthetic or registry.LIBRARY["fundamentals.quarters"].synthetic(market)
        source = ctx.register_computation(
            title=f"fundamentals.quarters of {scope.name(args.entity_id)} as of {as_of}",
            tool_name="fundamentals",
            result={"function": "fundamentals.quarters", **figures.model_dump(mode="json")},
            items=items,
            entity_ids=[args.entity_id],
            as_of=as_of,
            synthetic=synthetic,
        )
        return {
            "function": "fundamentals.quarters",
            "entity_id": args.entity_id,
            "name": scope.name(args.entity_id),
            "currency": figures.currency,
            "synthetic": synthetic,
            "units": "millions",
            "quarters": [
                {
                    **q.model_dump(mode="json"),
                    "published": q.published_at.date().isoformat(),
                    "cite": item_mark(source, q.period),
                }
                for q in figures.quarters
            ],
        }

    return Tool(
        "fundamentals",
        "Reported quarterly figures (revenue, income, cash, debt, equity, leverage) of a resolved "
        "company, newest first, only those published by the as-of date; each quarter names the "
        "filing it comes from and has a `cite` mark.",
        FundamentalsArgs,
        run,
    )


# --- portfolio ----------------------------------------------------------------------------------


class PortfolioArgs(Args):
    entity_ids: list[str] = Field(min_length=2, description="Resolved ids (`ent_…`).")
    objective: Literal["market_neutral", "drawdown_aware"]
    constraints: dict[str, JsonValue] = Field(
        default_factory=dict,
        description="The user's limits: max_position_weight, max_gross_leverage, market_neutral, "
        "max_net_exposure, long_only, max_drawdown, target_volatility, max_turnover, cost_bps "
        "(fractions: 0.1 is 10%).",
    )
    start: date | None = None
    end: date | None = None
    as_of: date | None = None


_CONSTRAINT_FIELDS = set(portfolio_lib.PortfolioConstraints.model_fields)


def portfolio_tool(market: MarketData, scope: TaskScope) -> Tool[PortfolioArgs]:
    async def run(args: PortfolioArgs, ctx: CallContext) -> dict[str, Any]:
        _require(scope, "prices")
        scope.check_entities(args.entity_ids)
        start, end, as_of = _window(scope, args.start, args.end)
        unknown = sorted(set(args.constraints) - _CONSTRAINT_FIELDS)
        known = {k: v for k, v in args.constraints.items() if k in _CONSTRAINT_FIELDS}
        try:
            constraints = portfolio_lib.PortfolioConstraints.model_validate(known)
        except ValueError as exc:
            raise ToolError(f"invalid constraints: {exc}") from exc
        window = {"entity_ids": args.entity_ids, "start": start, "end": end, "as_of": as_of}
        arguments: BaseModel = (
            registry.MarketNeutralArgs(**window, constraints=constraints)
            if args.objective == "market_neutral"
            else registry.DrawdownAwareArgs(**window, constraints=constraints)
        )
        result = await asyncio.to_thread(
            library,
            portfolio_lib.PortfolioResult,
            f"portfolio.{args.objective}",
            market,
            arguments,
        )
        dumped = result.model_dump(mode="json")
        items: dict[str, JsonValue] = {f"weight {e}": w for e, w in sorted(result.weights.items())}
        # The outcome (with the solver's message and any conflict) and the portfolio summary
        # are cited separately, so each quote shows what its sentence relies on.
        items["outcome"] = {
            "status": result.status,
            "message": result.message,
            "conflicts": list(result.conflicts),
        }
        items["summary"] = {
            "status": result.status,
            "objective": result.objective,
            "metrics": dumped.get("metrics"),
            "binding": list(result.binding),
        }
        source = ctx.register_computation(
            title=f"{result.function} {start.isoformat()} to {end.isoformat()}",
            tool_name="optimise_portfolio",
            result=dumped,
            items=items,
            entity_ids=args.entity_ids,
            as_of=end,
            synthetic=registry.LIBRARY[f"portfolio.{args.objective}"].synthetic(market),
        )
        drawdowns: dict[str, float] = {}
        if result.status == "optimal":
            stats = await asyncio.to_thread(
                _window_stats, market, args.entity_ids, start, end, as_of
            )
            drawdowns = {s.entity_id: s.max_drawdown for s in stats.stats}
        metrics = result.metrics
        return {
            "function": result.function,
            "status": result.status,
            "message": result.message,
            "objective": result.objective,
            "ignored_constraints": unknown,
            "constraints_imposed": result.constraints.model_dump(mode="json", exclude_none=True),
            "expected_return": metrics.expected_return if metrics else None,
            "volatility": metrics.volatility if metrics else None,
            "max_drawdown": metrics.max_drawdown if metrics else None,
            "gross": metrics.gross if metrics else None,
            "net": metrics.net if metrics else None,
            "binding": list(result.binding),
            "conflicts": list(result.conflicts),
            "weights": [
                {
                    "entity_id": e,
                    "name": scope.name(e),
                    "weight": w,
                    "max_drawdown": drawdowns.get(e),
                    "cite": item_mark(source, f"weight {e}"),
                }
                for e, w in sorted(result.weights.items(), key=lambda kv: -abs(kv[1]))
            ],
            "cite": item_mark(source, "summary"),
            "outcome_cite": item_mark(source, "outcome"),
        }

    return Tool(
        "optimise_portfolio",
        "Optimise weights of resolved companies with cvxpy under the user's limits: "
        "`market_neutral` (max expected return minus risk, net exposure zero, position and "
        "leverage caps) or `drawdown_aware` (long only, max return with a historical drawdown "
        "cap). Infeasible limits come back as a status with the conflict named.",
        PortfolioArgs,
        run,
    )
