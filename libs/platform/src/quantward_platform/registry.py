"""The registries a research contract names: datasets (id, fields, point-in-time column) and
library functions (id, argument and result models, datasets read, the callable).

Ids are the contract's vocabulary: a data binding is `dataset id + fields + as-of`, a method is
a function id, and the validator checks both exist here before research starts (`dataset`,
`has_field`, `get_function`). Ids are therefore stable: renaming one breaks every stored
contract that names it, so a new behaviour gets a new id instead. A wrong id fails with the
closest registered ids, because the caller is usually an agent that misspelled one.

Every function is called the same way, `spec.call({...}, market)`: the arguments are validated
by the spec's pydantic model (whose JSON schema a tool definition can publish), the data comes
from the `MarketData` the caller was given (never from a default here), and the result is the
spec's result model, so a tool, the sandbox and the validator share one entry point.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from typing import Any, Final

from pydantic import AwareDatetime, BaseModel, ConfigDict, Field

from quantward_platform import earnings, fundamentals, portfolio, prices
from quantward_platform.errors import UnknownDatasetError, UnknownFunctionError
from quantward_platform.market_data import MarketData


@dataclass(frozen=True)
class DatasetSpec:
    """A dataset a contract can bind: what it holds and which column says when a row is known."""

    id: str
    description: str
    fields: Mapping[str, str]
    point_in_time_column: str
    #: what the shipped embedded data serves (shown in the catalogue); at run time the
    #: `MarketData` adapter's `is_synthetic` is the truth, because another adapter may serve
    #: real figures for the same dataset
    synthetic: bool = False


@dataclass(frozen=True)
class FunctionSpec:
    """A library function: its id, what it does, its argument/result models, datasets read."""

    id: str
    description: str
    arguments: type[BaseModel]
    result: type[BaseModel]
    datasets: tuple[str, ...]
    fn: Callable[[Any, MarketData], BaseModel]

    def call(self, arguments: BaseModel | Mapping[str, Any], market: MarketData) -> BaseModel:
        """Validate `arguments` with the argument model, run the function on `market`'s data,
        check the result."""
        args = (
            arguments
            if isinstance(arguments, self.arguments)
            else self.arguments.model_validate(
                arguments.model_dump() if isinstance(arguments, BaseModel) else arguments
            )
        )
        result = self.fn(args, market)
        if not isinstance(result, self.result):
            raise TypeError(
                f"{self.id} returned {type(result).__name__}, not {self.result.__name__}"
            )
        return result

    def synthetic(self, market: MarketData) -> bool:
        """True when any dataset this function reads is generated in `market`: its result is
        then synthetic wherever it is cited."""
        return any(market.is_synthetic(dataset_id) for dataset_id in self.datasets)

    def schema(self) -> dict[str, Any]:
        """The JSON schema of the arguments (for a tool definition)."""
        return self.arguments.model_json_schema()


# --- datasets ---------------------------------------------------------------------------------

DATASETS: Final[Mapping[str, DatasetSpec]] = {
    spec.id: spec
    for spec in (
        DatasetSpec(
            id="prices.daily",
            description="Adjusted daily closes of 20 US large caps, 1990-01-02 to 2022-12-28 "
            "(skfolio's S&P 500 sample, real prices), by entity id. Adjusted: quote moves in "
            "percent, never price levels.",
            fields={
                "close": "Adjusted close of the trading day.",
                "return": "Close-to-close simple return of the trading day.",
            },
            point_in_time_column="day (a close is known from 16:00 America/New_York that day)",
        ),
        DatasetSpec(
            id="fundamentals.quarterly",
            description="Quarterly figures of the synthetic corpus' companies, as printed in "
            "each quarter's 10-Q / 10-K / interim report (millions of the reporting currency), "
            "with the report's document id. Synthetic: say so wherever cited.",
            fields=dict(fundamentals.FIGURE_FIELDS),
            point_in_time_column="published_at (the periodic report's publication time)",
            synthetic=True,
        ),
        DatasetSpec(
            id="earnings.calendar",
            description="Per fiscal quarter: report and call times, EPS actual/estimate/"
            "surprise and the quarter's documents (synthetic corpus).",
            fields=dict(earnings.EARNINGS_FIELDS),
            point_in_time_column="report_at (EPS known from the results release)",
            synthetic=True,
        ),
        DatasetSpec(
            id="documents.chunks",
            description="Chunks of the indexed documents (filings, transcripts, news; the "
            "synthetic corpus and user-loaded documents), served by search.",
            fields={
                "text": "The chunk's text.",
                "title": "The document's title.",
                "published_at": "When the document was published.",
                "type": "Document type (10-Q, 10-K, 8-K, transcript, news, other).",
                "source": "Publisher id (allow-lists filter on it).",
            },
            point_in_time_column="published_at",
        ),
    )
}


def dataset(dataset_id: str) -> DatasetSpec:
    """The dataset registered under `dataset_id`; `UnknownDatasetError` with the closest ids."""
    try:
        return DATASETS[dataset_id]
    except KeyError:
        raise UnknownDatasetError(_unknown("dataset", dataset_id, list(DATASETS))) from None


def has_field(dataset_id: str, field: str) -> bool:
    """Whether the dataset has the field (raises for an unknown dataset, so typos surface)."""
    return field in dataset(dataset_id).fields


# --- argument models --------------------------------------------------------------------------


class _Args(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class WindowArgs(_Args):
    entity_ids: list[str] = Field(min_length=1, description="Priced entity ids (ent_…).")
    start: date
    end: date = Field(description="Last day of the window; must be <= as_of.")
    as_of: date = Field(description="The research date: no data after it is used.")


class DrawdownsArgs(WindowArgs):
    top: int = Field(default=5, ge=1, le=50, description="Deepest episodes per entity.")


class FundamentalsArgs(_Args):
    entity_id: str
    as_of: AwareDatetime | date = Field(
        description="Moment (aware datetime) or day (its end, UTC); later reports are unseen."
    )
    count: int = Field(default=4, ge=1, le=40, description="Quarters, newest first.")


class EarningsArgs(FundamentalsArgs):
    count: int = Field(default=8, ge=1, le=40, description="Quarters ended by as_of.")


class MarketNeutralArgs(_Args):
    entity_ids: list[str] = Field(min_length=2)
    start: date
    end: date
    as_of: date
    constraints: portfolio.PortfolioConstraints = Field(
        default_factory=portfolio.PortfolioConstraints
    )
    risk_aversion: float = Field(default=1.0, ge=0)


class DrawdownAwareArgs(_Args):
    entity_ids: list[str] = Field(min_length=2)
    start: date
    end: date
    as_of: date
    constraints: portfolio.PortfolioConstraints = Field(
        description="max_drawdown is required; long-only and fully invested are imposed."
    )


class EvaluateArgs(_Args):
    weights: dict[str, float] = Field(min_length=1, description="Entity id → weight.")
    start: date
    end: date
    as_of: date
    constraints: portfolio.PortfolioConstraints = Field(
        default_factory=portfolio.PortfolioConstraints
    )


# --- functions --------------------------------------------------------------------------------


def _window_stats(a: WindowArgs, m: MarketData) -> prices.WindowStats:
    return prices.window_stats(a.entity_ids, a.start, a.end, a.as_of, history=m.price_history())


def _drawdowns(a: DrawdownsArgs, m: MarketData) -> prices.Drawdowns:
    return prices.drawdowns(
        a.entity_ids, a.start, a.end, a.as_of, top=a.top, history=m.price_history()
    )


def _quarters(a: FundamentalsArgs, m: MarketData) -> fundamentals.FundamentalsQuarters:
    filed = m.reported_quarters(a.entity_id)
    return fundamentals.quarters(a.entity_id, a.as_of, a.count, filed=filed)


def _credit(a: FundamentalsArgs, m: MarketData) -> fundamentals.CreditMetrics:
    filed = m.reported_quarters(a.entity_id)
    return fundamentals.credit_metrics(a.entity_id, a.as_of, a.count, filed=filed)


def _market_neutral(a: MarketNeutralArgs, m: MarketData) -> portfolio.PortfolioResult:
    return portfolio.market_neutral(
        a.entity_ids,
        a.start,
        a.end,
        a.as_of,
        a.constraints,
        risk_aversion=a.risk_aversion,
        history=m.price_history(),
    )


def _drawdown_aware(a: DrawdownAwareArgs, m: MarketData) -> portfolio.PortfolioResult:
    return portfolio.drawdown_aware(
        a.entity_ids, a.start, a.end, a.as_of, a.constraints, history=m.price_history()
    )


def _evaluate(a: EvaluateArgs, m: MarketData) -> portfolio.Evaluation:
    return portfolio.evaluate(
        a.weights, a.start, a.end, a.as_of, a.constraints, history=m.price_history()
    )


def _earnings(a: EarningsArgs, m: MarketData) -> earnings.EarningsHistory:
    return earnings.history(a.entity_id, a.as_of, a.count, calendar=m.earnings_calendar())


def _specs() -> Sequence[FunctionSpec]:
    return (
        FunctionSpec(
            "prices.window_stats",
            "Total and annualised return, annualised volatility and maximum drawdown (with peak "
            "and trough days) of each entity's closes over [start, end].",
            WindowArgs,
            prices.WindowStats,
            ("prices.daily",),
            _window_stats,
        ),
        FunctionSpec(
            "prices.drawdowns",
            "The deepest peak-to-recovery drawdown episodes of each entity's closes.",
            DrawdownsArgs,
            prices.Drawdowns,
            ("prices.daily",),
            _drawdowns,
        ),
        FunctionSpec(
            "fundamentals.quarters",
            "Figures of the last quarters whose periodic report was published by as_of, with "
            "the report's document id (synthetic corpus).",
            FundamentalsArgs,
            fundamentals.FundamentalsQuarters,
            ("fundamentals.quarterly",),
            _quarters,
        ),
        FunctionSpec(
            "fundamentals.credit_metrics",
            "Debt/equity, net debt, cash coverage (cash/debt), trailing-four-quarter net "
            "income and changes against the previous quarter.",
            FundamentalsArgs,
            fundamentals.CreditMetrics,
            ("fundamentals.quarterly",),
            _credit,
        ),
        FunctionSpec(
            "portfolio.market_neutral",
            "Long-short mean-variance optimiser (maximise return - risk_aversion x variance - "
            "cost) with net exposure 0 (or a band), gross, position and other limits.",
            MarketNeutralArgs,
            portfolio.PortfolioResult,
            ("prices.daily",),
            _market_neutral,
        ),
        FunctionSpec(
            "portfolio.drawdown_aware",
            "Long-only fully invested optimiser: maximise expected return subject to a cap on "
            "the window's historical maximum drawdown (linear CUZ formulation).",
            DrawdownAwareArgs,
            portfolio.PortfolioResult,
            ("prices.daily",),
            _drawdown_aware,
        ),
        FunctionSpec(
            "portfolio.evaluate",
            "Independent numpy recomputation of a weight vector's return, volatility, "
            "drawdowns, exposures and turnover, with one check per constraint.",
            EvaluateArgs,
            portfolio.Evaluation,
            ("prices.daily",),
            _evaluate,
        ),
        FunctionSpec(
            "earnings.history",
            "Report dates, EPS actual/estimate/surprise and documents of the last quarters at "
            "as_of, with beats, misses and the mean surprise.",
            EarningsArgs,
            earnings.EarningsHistory,
            ("earnings.calendar",),
            _earnings,
        ),
    )


LIBRARY: Final[Mapping[str, FunctionSpec]] = {spec.id: spec for spec in _specs()}


def get_function(function_id: str) -> FunctionSpec:
    """The function registered under `function_id`; `UnknownFunctionError` with the closest."""
    try:
        return LIBRARY[function_id]
    except KeyError:
        raise UnknownFunctionError(_unknown("function", function_id, list(LIBRARY))) from None


def _unknown(kind: str, wanted: str, known: list[str]) -> str:
    close = difflib.get_close_matches(wanted, known, n=3, cutoff=0.4)
    hint = f" Did you mean {', '.join(repr(c) for c in close)}?" if close else ""
    return f"no {kind} {wanted!r} is registered.{hint} Registered: {', '.join(sorted(known))}."


def _check_registry() -> None:
    """Every function reads registered datasets (checked at import: a typo fails loudly)."""
    for spec in LIBRARY.values():
        for dataset_id in spec.datasets:
            if dataset_id not in DATASETS:
                raise RuntimeError(f"{spec.id} names unregistered dataset {dataset_id}")


_check_registry()
