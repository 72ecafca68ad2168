"""Portfolio optimisers (cvxpy + CLARABEL) and their independent evaluator, point in time.

Two objectives are offered and they are not interchangeable, so every result says in a sentence
which one was solved (`PortfolioResult.objective`):

* `market_neutral`: maximise expected annual return - risk_aversion * annual variance -
  transaction cost, long-short, with net exposure pinned at (or within a band around) zero;
* `drawdown_aware`: long-only and fully invested, maximise expected annual return subject to a
  cap on the historical maximum drawdown of the portfolio over the window, in the linear
  formulation of Chekhlov, Uryasev and Zabarankin (2005) on the *uncompounded* cumulative return
  path `y_t = sum_{s<=t} r_s . w` (a linear program, so exact and fast).

`evaluate` recomputes a weight vector's metrics with numpy from the same returns and checks each
limit of a `PortfolioConstraints` one by one; the validator uses it to verify a weight vector an
agent reports, whichever code produced it.

Estimates and conventions (what a reader needs to recompute every number):

* the window's daily returns are close-to-close returns of the trading days in `[start, end]`
  (the first is measured from the last close before `start`), `end <= as_of`;
* expected return = mean daily return * 252; covariance = sample covariance (ddof=1) * 252, plus
  a ridge of 1e-6 * the mean variance on the diagonal in the optimiser only (so Cholesky always
  exists; it makes the optimiser's volatility a hair larger than the reported one, never smaller);
* weights are constant (rebalanced daily), uninvested capital earns nothing;
* `max_drawdown` of a result is the realised, compounded drawdown of that portfolio's wealth
  path `prod(1 + r_s . w)`; `max_drawdown_uncompounded` is the path the optimiser constrains.
  The two differ at second order: over a falling stretch compounding makes the loss smaller, but
  a stretch of large moves both ways can make it larger, so the compounded drawdown of a
  drawdown-aware portfolio can exceed its limit slightly; the result says so when it does;
* transaction cost is `cost_bps / 10_000 * turnover`, turnover = sum |w - current| (positions
  held outside the universe count as sold), charged once against one year of expected return.

Infeasibility is a result, not an exception: `status="infeasible"` with the constraints that
conflict (a one-line arithmetic reason where there is one, and for each numeric limit the least
value the other constraints allow). Arguments that make no sense (a window ending after `as_of`,
unknown entities, fewer than two names) raise.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date, timedelta
from functools import cached_property
from typing import Any, Final, Literal

import numpy as np
from pydantic import BaseModel, ConfigDict, Field

from quantward_documents.prices import PriceHistory
from quantward_platform.errors import EmptyWindowError, InvalidArgumentError
from quantward_platform.prices import TRADING_DAYS, require_covered
from quantward_platform.timing import check_window

Status = Literal["optimal", "infeasible", "unbounded", "solver_error"]
SOLVER: Final = "CLARABEL"
#: Weights are reported to this precision; smaller magnitudes are reported as 0.
WEIGHT_DECIMALS: Final = 6
#: A check passes within this absolute margin: weights are rounded to 1e-6 (up to 20 names),
#: and the interior-point solver meets constraints to about 1e-8.
TOLERANCE: Final = 1e-5
#: A limit counts as binding when the solution is within this margin of it.
BINDING_TOLERANCE: Final = 1e-4
RIDGE: Final = 1e-6
#: Re-solves allowed to bring the compounded drawdown within a `max_drawdown` limit.
MAX_TIGHTENING: Final = 5


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class PortfolioConstraints(_Frozen):
    """The limits a portfolio must respect; None (or False) means the limit is not imposed.

    Weights are fractions of capital: 0.15 is 15 %, -0.1 a 10 % short.
    """

    max_position_weight: float | None = Field(
        default=None, gt=0, description="Cap on |w_i| for every name."
    )
    max_gross_leverage: float | None = Field(default=None, gt=0, description="Cap on sum |w_i|.")
    market_neutral: bool = Field(
        default=False,
        description="Net exposure sum w_i is 0 (or within ±max_net_exposure when that is set).",
    )
    max_net_exposure: float | None = Field(default=None, ge=0, description="Cap on |sum w_i|.")
    long_only: bool = Field(default=False, description="Every w_i >= 0.")
    fully_invested: bool = Field(default=False, description="sum w_i == 1.")
    max_drawdown: float | None = Field(
        default=None, gt=0, description="Cap on the historical maximum drawdown (0.2 is 20 %)."
    )
    target_volatility: float | None = Field(
        default=None, gt=0, description="Cap on annualised volatility (an upper limit)."
    )
    max_turnover: float | None = Field(
        default=None, ge=0, description="Cap on sum |w_i - current_i|."
    )
    current_weights: dict[str, float] = Field(
        default_factory=dict, description="The portfolio held now (turnover and cost)."
    )
    cost_bps: float = Field(default=0.0, ge=0, description="Cost per unit of turnover, in bps.")

    def net_limit(self) -> float | None:
        """The cap on |net exposure|: max_net_exposure, or 0 when market neutral without one."""
        if self.max_net_exposure is not None:
            return self.max_net_exposure
        return 0.0 if self.market_neutral else None


class PortfolioWindow(_Frozen):
    """The data window a result was computed on (echoed so a reader can recompute it)."""

    start: date
    end: date
    as_of: date
    base_day: date = Field(description="The close the first daily return is measured from.")
    first_day: date
    last_day: date
    observations: int = Field(description="Daily returns used.")


class PortfolioMetrics(_Frozen):
    """Metrics of a weight vector over the window, recomputed with numpy."""

    expected_return: float = Field(description="Annualised: mean daily portfolio return * 252.")
    volatility: float = Field(description="Annualised, sample covariance (ddof=1), no ridge.")
    max_drawdown: float = Field(description="Realised, compounded: 1 - wealth / running peak.")
    max_drawdown_uncompounded: float = Field(
        description="Peak-to-trough fall of the cumulative (summed) daily return path."
    )
    gross: float = Field(description="sum |w_i|.")
    net: float = Field(description="sum w_i.")
    positions: int = Field(description="Names with a non-zero weight.")
    turnover: float = Field(description="sum |w_i - current_i|, sold-out holdings included.")
    cost: float = Field(description="cost_bps / 10_000 * turnover.")


class PortfolioResult(_Frozen):
    """What an optimiser returns; never raised for infeasibility (see `status`)."""

    function: str = Field(description="The library function id that produced it.")
    status: Status
    message: str = Field(description="What happened, and for an infeasible problem why.")
    objective: str = Field(description="What was maximised subject to what, in one sentence.")
    weights: dict[str, float] = Field(
        description="Per entity, rounded to 1e-6; empty unless solved."
    )
    metrics: PortfolioMetrics | None
    binding: tuple[str, ...] = Field(description="Limits the solution sits on (within 1e-4).")
    conflicts: tuple[str, ...] = Field(
        default=(), description="For an infeasible problem: the constraints that conflict."
    )
    window: PortfolioWindow
    constraints: PortfolioConstraints = Field(description="The constraints actually imposed.")
    risk_aversion: float | None = None
    solver: str = SOLVER


class ConstraintCheck(_Frozen):
    """One limit checked against a recomputed metric."""

    name: str
    limit: float
    actual: float
    passed: bool
    detail: str = ""


class Evaluation(_Frozen):
    """`portfolio.evaluate`: independent metrics and one check per imposed constraint."""

    weights: dict[str, float]
    window: PortfolioWindow
    metrics: PortfolioMetrics
    checks: tuple[ConstraintCheck, ...]
    passed: bool = Field(description="Every check passed.")
    tolerance: float = TOLERANCE


# --- data -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class ReturnWindow:
    """Daily returns of several entities over one window (rows: days, columns: entities)."""

    entity_ids: tuple[str, ...]
    window: PortfolioWindow
    returns: np.ndarray

    @cached_property
    def expected(self) -> np.ndarray:
        return np.asarray(self.returns.mean(axis=0) * TRADING_DAYS, dtype=float)

    @cached_property
    def covariance(self) -> np.ndarray:
        return np.atleast_2d(np.cov(self.returns, rowvar=False, ddof=1)) * TRADING_DAYS


def return_window(
    history: PriceHistory, entity_ids: Sequence[str], start: date, end: date, as_of: date
) -> ReturnWindow:
    """The aligned daily returns of `entity_ids` over `[start, end]`, refused after `as_of`."""
    check_window(start, end, as_of)
    if not entity_ids:
        raise InvalidArgumentError("entity_ids is empty")
    require_covered(history, entity_ids)
    columns = [history.daily_returns(e, start, end) for e in entity_ids]
    days = [p.day for p in columns[0]]
    if len(days) < 2:
        raise EmptyWindowError(
            f"the window {start.isoformat()} to {end.isoformat()} holds {len(days)} daily "
            "return(s); a covariance needs at least 2 (prices cover "
            f"{history.first_day.isoformat()} to {history.last_day.isoformat()})"
        )
    for entity_id, column in zip(entity_ids, columns, strict=True):
        if [p.day for p in column] != days:  # the shipped table is aligned; custom ones may not be
            raise EmptyWindowError(f"{entity_id}: its trading days differ from {entity_ids[0]}'s")
    base = history.close(entity_ids[0], days[0] - timedelta(days=1))
    matrix = np.array([[p.close for p in column] for column in columns], dtype=float).T
    return ReturnWindow(
        entity_ids=tuple(entity_ids),
        window=PortfolioWindow(
            start=start,
            end=end,
            as_of=as_of,
            base_day=base.day,
            first_day=days[0],
            last_day=days[-1],
            observations=len(days),
        ),
        returns=matrix,
    )


# --- metrics (numpy only) ---------------------------------------------------------------------


def _turnover(entity_ids: Sequence[str], w: np.ndarray, current: Mapping[str, float]) -> float:
    held = np.array([current.get(e, 0.0) for e in entity_ids], dtype=float)
    outside = sum(abs(v) for e, v in current.items() if e not in set(entity_ids))
    return float(np.abs(w - held).sum() + outside)


def drawdown_compounded(daily: np.ndarray) -> float:
    """Max of 1 - wealth / running peak, wealth starting at 1 before the first return."""
    wealth = np.concatenate([[1.0], np.cumprod(1.0 + daily)])
    return float(np.max(1.0 - wealth / np.maximum.accumulate(wealth)))


def drawdown_uncompounded(daily: np.ndarray) -> float:
    """Max of running peak - y of the summed path y (y = 0 before the first return)."""
    path = np.concatenate([[0.0], np.cumsum(daily)])
    return float(np.max(np.maximum.accumulate(path) - path))


def portfolio_metrics(
    data: ReturnWindow, w: np.ndarray, constraints: PortfolioConstraints
) -> PortfolioMetrics:
    """Every metric of weights `w` (aligned with `data.entity_ids`), from the returns alone."""
    daily = data.returns @ w
    variance = float(w @ data.covariance @ w)
    turnover = _turnover(data.entity_ids, w, constraints.current_weights)
    return PortfolioMetrics(
        expected_return=float(daily.mean() * TRADING_DAYS),
        volatility=math.sqrt(max(variance, 0.0)),
        max_drawdown=drawdown_compounded(daily),
        max_drawdown_uncompounded=drawdown_uncompounded(daily),
        gross=float(np.abs(w).sum()),
        net=float(w.sum()),
        positions=int(np.count_nonzero(w)),
        turnover=turnover,
        cost=constraints.cost_bps / 10_000 * turnover,
    )


def _checks(
    entity_ids: Sequence[str], w: np.ndarray, m: PortfolioMetrics, c: PortfolioConstraints
) -> list[ConstraintCheck]:
    checks: list[ConstraintCheck] = []

    def at_most(name: str, limit: float, actual: float, detail: str = "") -> None:
        checks.append(
            ConstraintCheck(
                name=name,
                limit=limit,
                actual=actual,
                passed=actual <= limit + TOLERANCE,
                detail=detail,
            )
        )

    if c.max_position_weight is not None:
        i = int(np.argmax(np.abs(w)))
        at_most(
            "max_position_weight",
            c.max_position_weight,
            float(abs(w[i])),
            f"largest |w|: {entity_ids[i]}",
        )
    if c.long_only:
        i = int(np.argmin(w))
        checks.append(
            ConstraintCheck(
                name="long_only",
                limit=0.0,
                actual=float(w[i]),
                passed=w[i] >= -TOLERANCE,
                detail=f"smallest w: {entity_ids[i]}",
            )
        )
    if c.fully_invested:
        checks.append(
            ConstraintCheck(
                name="fully_invested",
                limit=1.0,
                actual=m.net,
                passed=abs(m.net - 1.0) <= TOLERANCE,
                detail="sum of weights must equal 1",
            )
        )
    net_limit = c.net_limit()
    if net_limit is not None:
        name = "market_neutral" if c.market_neutral else "max_net_exposure"
        at_most(name, net_limit, abs(m.net), "|sum of weights|")
    if c.max_gross_leverage is not None:
        at_most("max_gross_leverage", c.max_gross_leverage, m.gross, "sum of |weights|")
    if c.max_drawdown is not None:
        at_most("max_drawdown", c.max_drawdown, m.max_drawdown, "realised, compounded")
        at_most(
            "max_drawdown_uncompounded",
            c.max_drawdown,
            m.max_drawdown_uncompounded,
            "cumulative summed returns: what drawdown_aware constrains",
        )
    if c.target_volatility is not None:
        at_most("target_volatility", c.target_volatility, m.volatility, "annualised, upper limit")
    if c.max_turnover is not None:
        at_most("max_turnover", c.max_turnover, m.turnover, "sum of |w - current|")
    return checks


def evaluate(
    weights: Mapping[str, float],
    start: date,
    end: date,
    as_of: date,
    constraints: PortfolioConstraints | None = None,
    *,
    history: PriceHistory,
) -> Evaluation:
    """`portfolio.evaluate`: recompute a weight vector's metrics and check every limit.

    Independent of the optimisers (numpy on the window's returns, no solver), so it can verify
    weights produced by any code. Names in `weights` are the universe; a zero weight is allowed.
    """
    c = constraints or PortfolioConstraints()
    data = return_window(history, list(weights), start, end, as_of)
    w = np.array([weights[e] for e in data.entity_ids], dtype=float)
    metrics = portfolio_metrics(data, w, c)
    checks = _checks(data.entity_ids, w, metrics, c)
    return Evaluation(
        weights=dict(weights),
        window=data.window,
        metrics=metrics,
        checks=tuple(checks),
        passed=all(x.passed for x in checks),
    )


# --- the optimisation model -------------------------------------------------------------------


@dataclass
class _Group:
    """A named set of constraints; `measure` is the quantity a numeric limit caps."""

    name: str
    build: Callable[[], list[Any]]
    limit: float | None = None
    measure: Callable[[], Any] | None = None
    extra: Callable[[], list[Any]] = field(default=list)


class _Model:
    """The cvxpy variables and constraint groups of one problem (cvxpy imported lazily: it costs
    seconds, and most library calls never optimise)."""

    def __init__(self, data: ReturnWindow, c: PortfolioConstraints) -> None:
        import cvxpy

        # Any: cvxpy re-exports its atoms (norm1, sum_squares…) dynamically, which mypy cannot see.
        self.cp: Any = cvxpy
        cp = self.cp
        self.data = data
        self.c = c
        n = len(data.entity_ids)
        self.w = cp.Variable(n, name="w")
        cov = data.covariance
        ridge = RIDGE * max(float(np.trace(cov)) / n, 1e-12)
        self.chol = np.linalg.cholesky(cov + ridge * np.eye(n))
        held = np.array([c.current_weights.get(e, 0.0) for e in data.entity_ids], dtype=float)
        universe = set(data.entity_ids)
        self.outside = sum(abs(v) for e, v in c.current_weights.items() if e not in universe)
        self.held = held
        #: The cap imposed on the uncompounded path: the limit, lowered by `_solve` when the
        #: compounded drawdown of the solution would exceed the limit.
        self.drawdown_cap = c.max_drawdown
        self.groups = self._groups()

    def turnover(self) -> Any:
        return self.cp.norm1(self.w - self.held) + self.outside

    def cost(self) -> Any:
        return self.c.cost_bps / 10_000 * self.turnover()

    def risk(self) -> Any:
        return self.cp.norm(self.chol.T @ self.w, 2)

    def variance(self) -> Any:
        return self.cp.sum_squares(self.chol.T @ self.w)

    def _drawdown(self) -> tuple[Callable[[], list[Any]], Callable[[], Any]]:
        """Chekhlov–Uryasev–Zabarankin: u_t >= y_t, u_t >= u_{t-1}, u_0 = 0; dd = max u - y."""
        cp = self.cp
        cumulative = np.cumsum(self.data.returns, axis=0)
        u = cp.Variable(cumulative.shape[0] + 1, name="u")
        y = cumulative @ self.w

        def path() -> list[Any]:
            return [u[0] == 0, u[1:] >= y, u[1:] >= u[:-1]]

        def depth() -> Any:
            return cp.max(u[1:] - y)

        return path, depth

    def _groups(self) -> list[_Group]:
        cp, w, c = self.cp, self.w, self.c
        groups: list[_Group] = []
        if c.fully_invested:
            groups.append(_Group("fully_invested", lambda: [cp.sum(w) == 1]))
        if c.long_only:
            groups.append(_Group("long_only", lambda: [w >= 0]))
        cap = c.max_position_weight
        if cap is not None:
            groups.append(
                _Group(
                    "max_position_weight",
                    lambda: [cp.abs(w) <= cap],
                    cap,
                    lambda: cp.max(cp.abs(w)),
                )
            )
        net = c.net_limit()
        if net is not None:
            name = "market_neutral" if c.market_neutral else "max_net_exposure"
            build = (lambda: [cp.sum(w) == 0]) if net == 0 else (lambda: [cp.abs(cp.sum(w)) <= net])
            groups.append(_Group(name, build, net, lambda: cp.abs(cp.sum(w))))
        gross = c.max_gross_leverage
        if gross is not None:
            groups.append(
                _Group(
                    "max_gross_leverage", lambda: [cp.norm1(w) <= gross], gross, lambda: cp.norm1(w)
                )
            )
        vol = c.target_volatility
        if vol is not None:
            groups.append(_Group("target_volatility", lambda: [self.risk() <= vol], vol, self.risk))
        turnover = c.max_turnover
        if turnover is not None:
            groups.append(
                _Group(
                    "max_turnover", lambda: [self.turnover() <= turnover], turnover, self.turnover
                )
            )
        dd = c.max_drawdown
        if dd is not None:
            path, depth = self._drawdown()
            groups.append(
                _Group(
                    "max_drawdown",
                    lambda: [*path(), depth() <= self.drawdown_cap],
                    dd,
                    depth,
                    extra=path,
                )
            )
        return groups

    def solve(self, objective: Any, without: str | None = None) -> tuple[str, Any]:
        """Solve with every group but `without`; returns (cvxpy status, problem)."""
        cp = self.cp
        constraints = [x for g in self.groups if g.name != without for x in g.build()]
        problem = cp.Problem(objective, constraints)
        try:
            problem.solve(solver=SOLVER)
        except cp.error.SolverError as exc:
            return f"solver_error: {exc}", problem
        return str(problem.status), problem

    def least(self, group: _Group) -> tuple[str, float | None]:
        """The smallest value of `group`'s measure the other constraints allow."""
        if group.measure is None:
            return "no_measure", None
        cp = self.cp
        constraints = [x for g in self.groups if g.name != group.name for x in g.build()]
        constraints += group.extra()
        problem = cp.Problem(cp.Minimize(group.measure()), constraints)
        try:
            problem.solve(solver=SOLVER)
        except cp.error.SolverError:
            return "solver_error", None
        value = problem.value
        return str(problem.status), float(value) if value is not None else None


def _status(raw: str) -> Status:
    if raw in ("optimal", "optimal_inaccurate"):
        return "optimal"
    if raw in ("infeasible", "infeasible_inaccurate"):
        return "infeasible"
    if raw in ("unbounded", "unbounded_inaccurate"):
        return "unbounded"
    return "solver_error"


def _rounded(data: ReturnWindow, values: np.ndarray) -> dict[str, float]:
    weights: dict[str, float] = {}
    for entity_id, value in zip(data.entity_ids, values, strict=True):
        rounded = round(float(value), WEIGHT_DECIMALS)
        weights[entity_id] = 0.0 if abs(rounded) < 10**-WEIGHT_DECIMALS else rounded + 0.0
    return weights


def _binding(
    data: ReturnWindow, w: np.ndarray, m: PortfolioMetrics, c: PortfolioConstraints
) -> list[str]:
    found: list[str] = []

    def near(actual: float, limit: float | None) -> bool:
        return limit is not None and actual >= limit - BINDING_TOLERANCE

    if c.max_position_weight is not None:
        at_cap = [
            e
            for e, x in zip(data.entity_ids, w, strict=True)
            if near(abs(float(x)), c.max_position_weight)
        ]
        if at_cap:
            found.append(f"max_position_weight ({', '.join(at_cap)})")
    if c.fully_invested:
        found.append("fully_invested")
    if near(abs(m.net), c.net_limit()):
        found.append("market_neutral" if c.market_neutral else "max_net_exposure")
    if near(m.gross, c.max_gross_leverage):
        found.append("max_gross_leverage")
    if near(m.volatility, c.target_volatility):
        found.append("target_volatility")
    if near(m.turnover, c.max_turnover):
        found.append("max_turnover")
    if near(max(m.max_drawdown, m.max_drawdown_uncompounded), c.max_drawdown):
        found.append("max_drawdown")
    return found


def _prechecks(n: int, c: PortfolioConstraints) -> list[str]:
    """Conflicts visible from the limits alone, said in arithmetic a reader can check."""
    found: list[str] = []
    cap = c.max_position_weight
    if c.fully_invested and cap is not None and cap * n < 1 - TOLERANCE:
        found.append(
            f"fully_invested with max_position_weight: {n} names x {cap:g} = {cap * n:g} < 1, "
            f"so the weights cannot sum to 1 (needs max_position_weight >= 1/{n} = {1 / n:.4g})"
        )
    net = c.net_limit()
    if c.fully_invested and net is not None and net < 1 - TOLERANCE:
        name = "market_neutral" if c.market_neutral else "max_net_exposure"
        found.append(f"fully_invested with {name}: net exposure must be 1 and at most {net:g}")
    if c.fully_invested and c.max_gross_leverage is not None and c.max_gross_leverage < 1:
        found.append(
            f"fully_invested with max_gross_leverage {c.max_gross_leverage:g} < 1: "
            "investing all capital needs a gross exposure of at least 1"
        )
    return found


def _describe(c: PortfolioConstraints) -> str:
    parts: list[str] = []
    if c.fully_invested:
        parts.append("weights summing to 1")
    if c.long_only:
        parts.append("no short positions")
    if c.max_position_weight is not None:
        parts.append(f"|weight| <= {c.max_position_weight:g} per name")
    net = c.net_limit()
    if net is not None:
        parts.append("net exposure = 0" if net == 0 else f"|net exposure| <= {net:g}")
    if c.max_gross_leverage is not None:
        parts.append(f"gross exposure <= {c.max_gross_leverage:g}")
    if c.target_volatility is not None:
        parts.append(f"annualised volatility <= {c.target_volatility:g}")
    if c.max_turnover is not None:
        parts.append(f"turnover <= {c.max_turnover:g}")
    if c.max_drawdown is not None:
        parts.append(
            f"historical maximum drawdown of the uncompounded cumulative return path "
            f"<= {c.max_drawdown:g} (Chekhlov-Uryasev-Zabarankin)"
        )
    return ", ".join(parts) if parts else "no constraints"


def _solve(
    function: str,
    data: ReturnWindow,
    c: PortfolioConstraints,
    objective_text: str,
    objective: Callable[[_Model], Any],
    risk_aversion: float | None,
    notes: Sequence[str] = (),
) -> PortfolioResult:
    def result(status: Status, message: str, **more: Any) -> PortfolioResult:
        return PortfolioResult(
            function=function,
            status=status,
            message=message,
            objective=objective_text,
            weights=more.pop("weights", {}),
            metrics=more.pop("metrics", None),
            binding=tuple(more.pop("binding", ())),
            conflicts=tuple(more.pop("conflicts", ())),
            window=data.window,
            constraints=c,
            risk_aversion=risk_aversion,
        )

    model = _Model(data, c)
    raw, _ = model.solve(objective(model))
    status = _status(raw)
    if status == "infeasible":
        conflicts = _prechecks(len(data.entity_ids), c) or _diagnose(model)
        return result(
            "infeasible",
            "No portfolio satisfies every constraint: " + "; ".join(conflicts) + ".",
            conflicts=conflicts,
        )
    if status == "unbounded":
        return result(
            "unbounded",
            "The objective is unbounded: nothing limits the size of the positions; set "
            "max_gross_leverage or max_position_weight, or a positive risk_aversion.",
        )
    if status == "solver_error" or model.w.value is None:
        return result("solver_error", f"{SOLVER} did not solve the problem ({raw}).")
    weights, metrics = _solution(model, c)
    messages = [f"Solved by {SOLVER} ({raw})."]
    limit = c.max_drawdown
    if limit is not None and metrics.max_drawdown > limit:
        # The linear program caps the uncompounded path; lower that cap until the realised,
        # compounded drawdown holds too (a few re-solves of a ~20 ms LP), so that the limit
        # means what a reader takes it to mean.
        for _ in range(MAX_TIGHTENING):
            assert model.drawdown_cap is not None
            model.drawdown_cap *= limit / metrics.max_drawdown * (1 - 1e-6)
            raw_again, _ = model.solve(objective(model))
            if _status(raw_again) != "optimal" or model.w.value is None:
                break
            weights, metrics = _solution(model, c)
            raw = raw_again
            if metrics.max_drawdown <= limit:
                break
        messages.append(
            f"The uncompounded drawdown cap was lowered to {model.drawdown_cap:.6g} so that the "
            f"compounded drawdown ({metrics.max_drawdown:.6g}) also stays within {limit:g}."
            if metrics.max_drawdown <= limit
            else f"The compounded drawdown {metrics.max_drawdown:.6g} exceeds the limit "
            f"{limit:g}, which holds on the uncompounded path "
            f"({metrics.max_drawdown_uncompounded:.6g})."
        )
    messages += notes
    w = np.array([weights[e] for e in data.entity_ids], dtype=float)
    return result(
        "optimal",
        " ".join(messages),
        weights=weights,
        metrics=metrics,
        binding=_binding(data, w, metrics, c),
    )


def _solution(model: _Model, c: PortfolioConstraints) -> tuple[dict[str, float], PortfolioMetrics]:
    weights = _rounded(model.data, np.asarray(model.w.value, dtype=float))
    w = np.array([weights[e] for e in model.data.entity_ids], dtype=float)
    return weights, portfolio_metrics(model.data, w, c)


def _diagnose(model: _Model) -> list[str]:
    """Which groups conflict: a yes/no group (long-only, fully invested) when the others alone
    are satisfiable; a numeric limit when the least value the others allow exceeds it."""
    found: list[str] = []
    for group in model.groups:
        if group.measure is None:
            raw, _ = model.solve(model.cp.Minimize(0), without=group.name)
            if _status(raw) == "optimal":
                found.append(f"{group.name} (the other constraints are satisfiable without it)")
            continue
        raw, least = model.least(group)
        if (
            _status(raw) == "optimal"
            and least is not None
            and group.limit is not None
            and least > group.limit + TOLERANCE
        ):
            found.append(
                f"{group.name} <= {group.limit:g}: the least value the other constraints allow "
                f"is {least:.6g}"
            )
    return found or ["the constraints conflict jointly (no single one is to blame)"]


# --- the two optimisers -----------------------------------------------------------------------


def market_neutral(
    entity_ids: Sequence[str],
    start: date,
    end: date,
    as_of: date,
    constraints: PortfolioConstraints | None = None,
    *,
    risk_aversion: float = 1.0,
    history: PriceHistory,
) -> PortfolioResult:
    """`portfolio.market_neutral`: long-short mean-variance with net exposure held at zero.

    Maximises mu.w - risk_aversion * w'Σw - cost * turnover (annualised, from the window's daily
    returns). Net exposure is 0 unless `max_net_exposure` allows a band; gross, position,
    volatility, turnover and drawdown limits apply when set.
    """
    if risk_aversion < 0:
        raise InvalidArgumentError(f"risk_aversion must be >= 0, got {risk_aversion}")
    if len(entity_ids) < 2:
        raise InvalidArgumentError("a market-neutral portfolio needs at least two entity ids")
    c = (constraints or PortfolioConstraints()).model_copy(update={"market_neutral": True})
    data = return_window(history, entity_ids, start, end, as_of)
    cost = f" - {c.cost_bps:g} bps x turnover" if c.cost_bps else ""
    text = (
        f"Maximised expected annual return - {risk_aversion:g} x annual variance{cost} "
        f"(mean-variance, long-short) subject to {_describe(c)}, estimated from "
        f"{data.window.observations} daily returns from {data.window.first_day.isoformat()} to "
        f"{data.window.last_day.isoformat()}."
    )
    notes: list[str] = []
    if c.long_only:
        notes.append("long_only with market_neutral leaves only the all-zero portfolio.")

    def objective(m: _Model) -> Any:
        return m.cp.Maximize(data.expected @ m.w - risk_aversion * m.variance() - m.cost())

    return _solve("portfolio.market_neutral", data, c, text, objective, risk_aversion, notes)


def drawdown_aware(
    entity_ids: Sequence[str],
    start: date,
    end: date,
    as_of: date,
    constraints: PortfolioConstraints,
    *,
    history: PriceHistory,
) -> PortfolioResult:
    """`portfolio.drawdown_aware`: long-only, fully invested, maximum expected return with the
    window's historical drawdown capped (`constraints.max_drawdown`, required).

    The drawdown is that of the uncompounded cumulative return path (the linear CUZ program);
    the result reports the realised compounded drawdown too. `target_volatility`, position,
    turnover and cost settings apply when set; long-only and fully invested are imposed.
    """
    if constraints.max_drawdown is None:
        raise InvalidArgumentError(
            "drawdown_aware needs constraints.max_drawdown (e.g. 0.2 for 20 %); without it use "
            "market_neutral or another objective"
        )
    if constraints.market_neutral:
        raise InvalidArgumentError(
            "drawdown_aware is long-only and fully invested; market_neutral=True "
            "contradicts it (use market_neutral with max_drawdown instead)"
        )
    if len(entity_ids) < 2:
        raise InvalidArgumentError("a portfolio needs at least two entity ids")
    c = constraints.model_copy(update={"long_only": True, "fully_invested": True})
    data = return_window(history, entity_ids, start, end, as_of)
    cost = f" - {c.cost_bps:g} bps x turnover" if c.cost_bps else ""
    text = (
        f"Maximised expected annual return{cost} (long-only, fully invested) subject to "
        f"{_describe(c)}, over {data.window.observations} daily returns from "
        f"{data.window.first_day.isoformat()} to {data.window.last_day.isoformat()}."
    )

    def objective(m: _Model) -> Any:
        return m.cp.Maximize(data.expected @ m.w - m.cost())

    return _solve("portfolio.drawdown_aware", data, c, text, objective, None)
