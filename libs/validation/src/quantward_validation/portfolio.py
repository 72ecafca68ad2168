"""Portfolio checks of an answer: its weights recomputed independently against the contract.

`portfolio.constraints` re-evaluates every portfolio computation's weights with
`quantward_platform.portfolio.evaluate` (numpy on the window's returns, no solver), against the
*contract's* limits rather than the ones the optimiser was given: an agent that silently dropped
or loosened a limit when it called the optimiser is caught here. `portfolio.metrics_match` checks
the reported return, volatility, drawdown and exposures equal that recomputation.
`portfolio.objective` checks the cited optimiser solves the contract's objective.

Contract constraint names map to `PortfolioConstraints` fields (common synonyms included); a name
that is no portfolio limit is ignored and the verdict says so. A drawdown limit is read as the
realised, compounded drawdown an investor means.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from typing import TYPE_CHECKING, Any, Final

from pydantic import JsonValue, ValidationError

from quantward_contracts.values import CheckResult, Citation, Computation, ResearchContractBody
from quantward_platform import Evaluation, PlatformError, PortfolioConstraints
from quantward_platform import portfolio as portfolio_lib
from quantward_validation.checks import check
from quantward_validation.evidence import as_date, function_of
from quantward_validation.objectives import (
    OPTIMISER_TEXT,
    OPTIMISERS,
    PORTFOLIO_FUNCTIONS,
    SOLVERS,
    is_portfolio_objective,
)

if TYPE_CHECKING:
    from quantward_documents.prices import PriceHistory

#: a limit on transaction cost (cost_bps / 10 000 x turnover), which PortfolioConstraints lacks
MAX_COST: Final = "max_cost"
_FIELDS: Final = frozenset(PortfolioConstraints.model_fields)
_BOOLEAN: Final = frozenset({"market_neutral", "long_only", "fully_invested"})
ALIASES: Final[Mapping[str, str]] = {
    **{name: name for name in _FIELDS},
    "max_weight": "max_position_weight",
    "max_position": "max_position_weight",
    "max_position_size": "max_position_weight",
    "position_limit": "max_position_weight",
    "position_cap": "max_position_weight",
    "concentration_limit": "max_position_weight",
    "gross_exposure": "max_gross_leverage",
    "gross_leverage": "max_gross_leverage",
    "max_gross_exposure": "max_gross_leverage",
    "max_leverage": "max_gross_leverage",
    "net_exposure": "max_net_exposure",
    "max_net": "max_net_exposure",
    "net_exposure_limit": "max_net_exposure",
    "max_volatility": "target_volatility",
    "volatility_limit": "target_volatility",
    "volatility_cap": "target_volatility",
    "drawdown_limit": "max_drawdown",
    "max_dd": "max_drawdown",
    "turnover_limit": "max_turnover",
    "transaction_cost_bps": "cost_bps",
    "costs_bps": "cost_bps",
    MAX_COST: MAX_COST,
    "max_transaction_cost": MAX_COST,
    "cost_limit": MAX_COST,
}
#: metrics that depend on the weights and the window only (not on current holdings)
_METRICS: Final = (
    "expected_return",
    "volatility",
    "max_drawdown",
    "max_drawdown_uncompounded",
    "gross",
    "net",
    "positions",
)
METRIC_TOLERANCE: Final = 1e-4
#: evaluate's checks that do not stand for a contract limit
_NOT_A_LIMIT: Final = frozenset({"max_drawdown_uncompounded"})


@dataclass
class MappedLimits:
    """The contract's constraints as portfolio limits, with where each came from."""

    constraints: PortfolioConstraints
    max_cost: float | None = None
    source: dict[str, int] = field(default_factory=dict)  # field → constraints[i]
    notes: list[str] = field(default_factory=list)

    def field_of(self, check_name: str) -> str | None:
        if check_name == "market_neutral" and "market_neutral" not in self.source:
            check_name = "max_net_exposure"
        index = self.source.get(check_name)
        return f"constraints[{index}]" if index is not None else None


def _number(value: JsonValue) -> float | None:
    return float(value) if isinstance(value, int | float) and not isinstance(value, bool) else None


def map_limits(contract: ResearchContractBody | None) -> MappedLimits:
    """Read the contract's constraints as `PortfolioConstraints` (unknown names noted)."""
    values: dict[str, Any] = {}
    mapped = MappedLimits(constraints=PortfolioConstraints())
    for i, c in enumerate(contract.constraints if contract else ()):
        name = ALIASES.get(c.name.strip().lower())
        where = f"constraints[{i}] ({c.name})"
        if name is None:
            mapped.notes.append(f"{where} is not a portfolio limit")
            continue
        if name in mapped.source:
            mapped.notes.append(f"{where} repeats {name}; constraints[{mapped.source[name]}] used")
            continue
        value: Any = c.value
        number = _number(c.value)
        if name in _BOOLEAN:
            if not isinstance(c.value, bool):
                mapped.notes.append(f"{where} is not true/false")
                continue
        elif name == "current_weights":
            if not isinstance(c.value, dict):
                mapped.notes.append(f"{where} is not a mapping of weights")
                continue
        elif number is None:
            mapped.notes.append(f"{where} = {c.value!r} is not a number")
            continue
        elif name == "cost_bps":
            value = number * 10_000 if c.unit == "fraction" else number
        else:
            value = number / 10_000 if c.unit == "bps" else number
        if name == MAX_COST:
            mapped.max_cost, mapped.source[name] = value, i
            continue
        try:
            PortfolioConstraints.model_validate({name: value})
        except ValidationError as exc:
            reason = exc.errors()[0]["msg"]
            mapped.notes.append(f"{where} = {c.value!r} is not a valid limit ({reason})")
            continue
        values[name] = value
        mapped.source[name] = i
    mapped.constraints = PortfolioConstraints.model_validate(values)
    return mapped


@dataclass(frozen=True, slots=True)
class PortfolioComputation:
    index: int
    computation: Computation
    result: Mapping[str, Any]

    @property
    def label(self) -> str:
        c = self.computation
        return f"computations[{self.index}] ({c.function_id}, {c.source_id})"

    def window(self) -> tuple[date, date, date] | None:
        """(start, end, as_of) from the result's window, else the call's arguments."""
        for source in (self.result.get("window"), self.computation.arguments):
            if isinstance(source, Mapping):
                start, end = as_date(source.get("start")), as_date(source.get("end"))
                as_of = as_date(source.get("as_of")) or end
                if start and end and as_of:
                    return start, end, as_of
        return None


def portfolio_computations(
    citations: Sequence[Citation], computations: Sequence[Computation]
) -> list[PortfolioComputation]:
    """The cited computations that hold a weight vector (optimiser results, evaluations).

    A draft may carry every computation of the run; only those a citation points at are what
    the answer relies on (an exploratory portfolio the answer does not cite is not checked).
    """
    cited = {c.source_id for c in citations}
    found = []
    for i, c in enumerate(computations):
        result = c.result
        if c.source_id not in cited:
            continue
        if not isinstance(result, dict):
            continue
        if c.function_id in PORTFOLIO_FUNCTIONS or isinstance(result.get("weights"), dict):
            found.append(PortfolioComputation(i, c, result))
    return found


def _weights(pc: PortfolioComputation) -> dict[str, float]:
    raw = pc.result.get("weights")
    if not isinstance(raw, Mapping):
        return {}
    return {k: float(v) for k, v in raw.items() if _number(v) is not None}


def _filled(mapped: MappedLimits, pc: PortfolioComputation) -> PortfolioConstraints:
    """The contract's limits plus what only the computation knows (holdings, cost rate)."""
    imposed = pc.result.get("constraints")
    update: dict[str, Any] = {}
    if isinstance(imposed, Mapping):
        if "current_weights" not in mapped.source and isinstance(
            imposed.get("current_weights"), Mapping
        ):
            update["current_weights"] = dict(imposed["current_weights"])
        if "cost_bps" not in mapped.source and _number(imposed.get("cost_bps")) is not None:
            update["cost_bps"] = float(imposed["cost_bps"])
    return mapped.constraints.model_copy(update=update) if update else mapped.constraints


def portfolio_checks(
    contract: ResearchContractBody | None,
    citations: Sequence[Citation],
    computations: Sequence[Computation],
    *,
    prices: PriceHistory,
) -> list[CheckResult]:
    """`portfolio.constraints` (needs the contract) and `portfolio.metrics_match`."""
    mapped = map_limits(contract)
    computed = portfolio_computations(citations, computations)
    constraint_results: list[CheckResult] = []
    metric_results: list[CheckResult] = []
    skipped: list[str] = []
    for pc in computed:
        weights = _weights(pc)
        status = pc.result.get("status")
        if not weights:
            skipped.append(f"{pc.label} is {status or 'empty'}, so it holds no weights")
            continue
        window = pc.window()
        if window is None:
            message = f"{pc.label} states no window (start, end, as_of): it cannot be recomputed."
            constraint_results.append(
                check("portfolio.constraints", False, message, f"computations[{pc.index}]")
            )
            continue
        try:
            evaluation = portfolio_lib.evaluate(
                weights, *window, _filled(mapped, pc), history=prices
            )
        except (PlatformError, ValueError) as exc:
            message = f"{pc.label} could not be recomputed: {exc}"
            constraint_results.append(
                check("portfolio.constraints", False, message, f"computations[{pc.index}]")
            )
            continue
        if contract is not None:
            constraint_results.extend(_limits(pc, evaluation, mapped, window))
        metric_results.extend(_metrics(pc, evaluation))
    ignored = f" Not checked: {'; '.join(mapped.notes)}." if mapped.notes else ""
    nothing = (
        "Nothing to recompute: " + "; ".join(skipped) + "."
        if skipped
        else "The answer cites no portfolio computation: no weights to recompute."
    )
    if not constraint_results:
        constraint_results.append(check("portfolio.constraints", True, nothing + ignored))
    elif ignored:
        constraint_results = [
            r.model_copy(update={"message": r.message + ignored}) if r.passed else r
            for r in constraint_results
        ]
    if not metric_results:
        metric_results.append(check("portfolio.metrics_match", True, nothing))
    return [*(constraint_results if contract is not None else []), *metric_results]


def _limits(
    pc: PortfolioComputation,
    evaluation: Evaluation,
    mapped: MappedLimits,
    window: tuple[date, date, date],
) -> list[CheckResult]:
    span = f"{window[0]} to {window[1]} (as of {window[2]})"
    failed: list[CheckResult] = []
    held: list[str] = []
    for c in evaluation.checks:
        if c.name in _NOT_A_LIMIT:
            continue
        where = mapped.field_of(c.name)
        source = f" ({where})" if where else ""
        detail = f", {c.detail}" if c.detail else ""
        if c.passed:
            held.append(f"{c.name} {c.actual:.6g} within {c.limit:g}")
            continue
        failed.append(
            check(
                "portfolio.constraints",
                False,
                f"{pc.label} breaks the contract's {c.name} limit {c.limit:g}{source}: the "
                f"weights, recomputed over {span}, give {c.actual:.6g}{detail}.",
                where or f"computations[{pc.index}].result.weights",
            )
        )
    if mapped.max_cost is not None:
        cost = evaluation.metrics.cost
        where = mapped.field_of(MAX_COST)
        if cost > mapped.max_cost + portfolio_lib.TOLERANCE:
            failed.append(
                check(
                    "portfolio.constraints",
                    False,
                    f"{pc.label} breaks the contract's cost limit {mapped.max_cost:g} ({where}): "
                    f"turnover {evaluation.metrics.turnover:.6g} at "
                    f"{_filled(mapped, pc).cost_bps:g} bps costs {cost:.6g}.",
                    where,
                )
            )
        else:
            held.append(f"cost {cost:.6g} within {mapped.max_cost:g}")
    if failed:
        return failed
    limits = "; ".join(held) if held else "the contract states no portfolio limit"
    return [
        check(
            "portfolio.constraints",
            True,
            f"{pc.label} meets every contract limit, recomputed over {span}: {limits}.",
        )
    ]


def _metrics(pc: PortfolioComputation, evaluation: Evaluation) -> list[CheckResult]:
    reported = pc.result.get("metrics")
    if not isinstance(reported, Mapping):
        return []
    recomputed = evaluation.metrics.model_dump()
    failed: list[CheckResult] = []
    compared: list[str] = []
    for name in _METRICS:
        value = _number(reported.get(name))
        if value is None:
            continue
        compared.append(name)
        actual = float(recomputed[name])
        if abs(value - actual) > METRIC_TOLERANCE:
            failed.append(
                check(
                    "portfolio.metrics_match",
                    False,
                    f"{pc.label} reports {name} {value:.6g}, but its weights give {actual:.6g} "
                    "when recomputed independently.",
                    f"computations[{pc.index}].result.metrics.{name}",
                )
            )
    if failed or not compared:
        return failed
    return [
        check(
            "portfolio.metrics_match",
            True,
            f"{pc.label}: reported {', '.join(compared)} equal an independent recomputation of "
            f"its weights (within {METRIC_TOLERANCE:g}).",
        )
    ]


# --- portfolio.objective ----------------------------------------------------------------------


def objective(
    contract: ResearchContractBody,
    citations: Sequence[Citation],
    computations: Sequence[Computation],
) -> list[CheckResult]:
    """`portfolio.objective`: the optimiser behind the answer solves the contract's objective."""
    kind = contract.objective_kind
    if not is_portfolio_objective(kind):
        return [
            check(
                "portfolio.objective",
                True,
                f"The objective ({kind or 'not typed'}) is not a portfolio objective.",
            )
        ]
    assert kind is not None
    solver = SOLVERS[kind]
    used: dict[str, str] = {}  # optimiser → where the answer relies on it
    by_source = {c.source_id: (i, c) for i, c in enumerate(computations)}
    for j, citation in enumerate(citations):
        function_id = function_of(citation, by_source)
        if function_id is not None and function_id in OPTIMISERS:
            known = by_source.get(citation.source_id)
            used.setdefault(
                function_id,
                f"computations[{known[0]}].function_id" if known else f"citations[{j}]",
            )
    wanted = f"solved by {solver}" if solver else "which no library optimiser solves"
    failed = [
        check(
            "portfolio.objective",
            False,
            f"The answer relies on {function_id}, which {OPTIMISER_TEXT[function_id]} (it solves "
            f"{OPTIMISERS[function_id]}); the contract's objective is {kind}, {wanted}.",
            where,
        )
        for function_id, where in used.items()
        if function_id != solver
    ]
    if failed:
        return failed
    if solver is not None and solver not in used:
        return [
            check(
                "portfolio.objective",
                False,
                f"The contract's objective is {kind}, solved by {solver}, but the answer cites "
                "no computation of it: the portfolio it reports is not shown to solve the "
                "objective.",
                "computations",
            )
        ]
    if solver is None:
        return [
            check(
                "portfolio.objective",
                True,
                f"No library optimiser solves {kind} and the answer relies on none; whether its "
                "own computation solves the objective is the Guardian's to judge.",
            )
        ]
    return [
        check(
            "portfolio.objective",
            True,
            f"The answer's optimiser {solver} solves the contract's objective {kind}.",
        )
    ]
