"""Optimisers: every solution passes the independent evaluator, the drawdown cap holds on the
path the linear program constrains, infeasibility is reported (not raised), and nothing after
`as_of` is used."""

from __future__ import annotations

from datetime import date, timedelta

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from quantward_documents.prices import PriceHistory
from quantward_platform.errors import LookAheadError
from quantward_platform.portfolio import (
    TOLERANCE,
    PortfolioConstraints,
    drawdown_aware,
    evaluate,
    market_neutral,
    return_window,
)

NAMES = ["ent_apple_inc", "ent_microsoft", "ent_exxonmobil", "ent_pfizer", "ent_walmart"]
START, END = date(2019, 1, 1), date(2021, 12, 31)
AS_OF = date(2022, 1, 3)
SHIPPED = PriceHistory.shipped()


def _uncompounded_drawdown(weights: dict[str, float]) -> float:
    """Written out with a loop, independent of the library: the peak-to-trough fall of the
    cumulative sum of daily portfolio returns, starting from 0."""
    prices = PriceHistory.shipped()
    columns = {e: prices.daily_returns(e, START, END) for e in weights}
    level, peak, worst = 0.0, 0.0, 0.0
    for t in range(len(columns[NAMES[0]])):
        level += sum(w * columns[e][t].close for e, w in weights.items())
        peak = max(peak, level)
        worst = max(worst, peak - level)
    return worst


@settings(
    max_examples=12,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(
    cap=st.floats(0.1, 0.6),
    gross=st.floats(0.4, 2.0),
    band=st.sampled_from([None, 0.0, 0.05, 0.2]),
    turnover=st.sampled_from([None, 0.5, 1.5]),
    volatility=st.sampled_from([None, 0.08, 0.2]),
    cost_bps=st.sampled_from([0.0, 10.0]),
    risk_aversion=st.sampled_from([0.5, 2.0, 8.0]),
)
def test_market_neutral_solutions_pass_every_check(
    cap: float,
    gross: float,
    band: float | None,
    turnover: float | None,
    volatility: float | None,
    cost_bps: float,
    risk_aversion: float,
) -> None:
    constraints = PortfolioConstraints(
        max_position_weight=cap,
        max_gross_leverage=gross,
        max_net_exposure=band,
        max_turnover=turnover,
        target_volatility=volatility,
        current_weights={"ent_apple_inc": 0.1, "ent_pfizer": -0.1} if turnover else {},
        cost_bps=cost_bps,
    )
    result = market_neutral(
        NAMES, START, END, AS_OF, constraints, risk_aversion=risk_aversion, history=SHIPPED
    )
    assert result.status == "optimal", result.message
    assert result.constraints.market_neutral
    check = evaluate(result.weights, START, END, AS_OF, result.constraints, history=SHIPPED)
    assert check.passed, [c for c in check.checks if not c.passed]
    assert {c.name for c in check.checks} >= {
        "max_position_weight",
        "market_neutral",
        "max_gross_leverage",
    }
    assert check.metrics == result.metrics
    assert abs(sum(result.weights.values())) <= (band or 0.0) + TOLERANCE
    assert "Maximised expected annual return" in result.objective
    assert f"{risk_aversion:g} x annual variance" in result.objective


def test_drawdown_cap_holds_and_tighter_caps_cost_return() -> None:
    returns: list[float] = []
    for limit in (0.35, 0.28, 0.22, 0.19):
        c = PortfolioConstraints(max_position_weight=0.5, max_drawdown=limit)
        result = drawdown_aware(NAMES, START, END, AS_OF, c, history=SHIPPED)
        assert result.status == "optimal", result.message
        assert result.metrics is not None
        weights = result.weights
        assert sum(weights.values()) == pytest.approx(1.0, abs=TOLERANCE)
        assert min(weights.values()) >= 0.0
        # Exact on the path the linear program constrains (up to solver and rounding).
        assert _uncompounded_drawdown(weights) <= limit + TOLERANCE
        assert result.metrics.max_drawdown_uncompounded == pytest.approx(
            _uncompounded_drawdown(weights), abs=1e-12
        )
        # The compounded drawdown is brought within the limit by re-solving, or said not to be.
        if result.metrics.max_drawdown > limit:
            assert "exceeds the limit" in result.message
        returns.append(result.metrics.expected_return)
        assert "uncompounded cumulative return path <= " in result.objective
    assert returns == sorted(returns, reverse=True)
    assert returns[0] > returns[-1]


def test_infeasible_problems_are_reported_with_the_conflict() -> None:
    too_small = drawdown_aware(
        NAMES,
        START,
        END,
        AS_OF,
        PortfolioConstraints(max_position_weight=0.15, max_drawdown=0.3),
        history=SHIPPED,
    )
    assert too_small.status == "infeasible"
    assert too_small.weights == {}
    assert "5 names x 0.15 = 0.75 < 1" in too_small.message

    too_tight = drawdown_aware(
        NAMES, START, END, AS_OF, PortfolioConstraints(max_drawdown=0.02), history=SHIPPED
    )
    assert too_tight.status == "infeasible"
    assert too_tight.metrics is None
    assert any(c.startswith("max_drawdown <= 0.02: the least value") for c in too_tight.conflicts)

    held = PortfolioConstraints(
        max_gross_leverage=1.0, max_turnover=0.5, current_weights={"ent_apple_inc": 1.0}
    )
    stuck = market_neutral(NAMES, START, END, AS_OF, held, history=SHIPPED)
    assert stuck.status == "infeasible"
    assert any(c.startswith("max_turnover <= 0.5: the least value") for c in stuck.conflicts)


def test_unbounded_without_any_size_limit() -> None:
    result = market_neutral(NAMES, START, END, AS_OF, risk_aversion=0.0, history=SHIPPED)
    assert result.status == "unbounded"
    assert "max_gross_leverage" in result.message


def test_evaluate_by_hand_and_flags_violations() -> None:
    days = [date(2024, 1, 1) + timedelta(days=i) for i in range(4)]
    tiny = PriceHistory(days, {"ent_a": [100, 110, 99, 99], "ent_b": [100, 100, 110, 121]})
    c = PortfolioConstraints(
        max_position_weight=0.6, long_only=True, fully_invested=True, max_drawdown=0.01
    )
    result = evaluate({"ent_a": 0.5, "ent_b": 0.5}, days[0], days[3], days[3], c, history=tiny)
    daily = np.array([0.5 * 0.1 + 0.0, 0.5 * -0.1 + 0.5 * 0.1, 0.0 + 0.5 * 0.1])
    assert result.metrics.expected_return == pytest.approx(daily.mean() * 252)
    assert result.metrics.net == 1.0
    assert result.metrics.gross == 1.0
    assert result.metrics.max_drawdown == 0.0
    assert result.passed
    assert result.window.base_day == days[0]
    assert result.window.observations == 3

    bad = evaluate({"ent_a": 0.9, "ent_b": -0.2}, days[0], days[3], days[3], c, history=tiny)
    failed = {x.name for x in bad.checks if not x.passed}
    assert failed == {
        "max_position_weight",
        "long_only",
        "fully_invested",
        "max_drawdown",
        "max_drawdown_uncompounded",
    }
    assert not bad.passed


def test_look_ahead_is_refused_and_results_are_deterministic() -> None:
    with pytest.raises(LookAheadError):
        market_neutral(NAMES, START, date(2022, 1, 31), AS_OF, history=SHIPPED)
    with pytest.raises(LookAheadError):
        evaluate({"ent_apple_inc": 1.0}, START, date(2022, 1, 31), AS_OF, history=SHIPPED)
    c = PortfolioConstraints(max_position_weight=0.3, max_gross_leverage=1.0)
    first = market_neutral(NAMES, START, END, AS_OF, c, history=SHIPPED)
    assert (
        first.model_dump()
        == market_neutral(NAMES, START, END, AS_OF, c, history=SHIPPED).model_dump()
    )
    # The window reads nothing after `end`: the returns equal those of a history cut there.
    prices = PriceHistory.shipped()
    cut_days = prices.trading_days(prices.first_day, END)
    cut = PriceHistory(
        cut_days, {e: [p.close for p in prices.series(e, prices.first_day, END)] for e in NAMES}
    )
    assert market_neutral(NAMES, START, END, AS_OF, c, history=cut).weights == first.weights
    window = return_window(prices, NAMES, START, END, AS_OF)
    assert window.window.last_day == date(2021, 12, 31)
    assert window.returns.shape[1] == 5


def test_drawdown_from_the_start_counts_by_hand() -> None:
    """A falls 20 % on the first day and then outruns B: the cap binds on that first day, where
    the running peak is the starting level (u_0 = 0), so w_A = (0.1 + 0.01) / (0.2 + 0.01)."""
    days = [date(2024, 1, 1) + timedelta(days=i) for i in range(4)]
    days += [date(2024, 1, 8), date(2024, 1, 9)]
    tiny = PriceHistory(
        days,
        {"ent_a": [100, 80, 90, 100, 110, 120], "ent_b": [100, 101, 102, 103, 104, 105]},
    )
    c = PortfolioConstraints(max_drawdown=0.1)
    result = drawdown_aware(["ent_a", "ent_b"], days[1], days[-1], days[-1], c, history=tiny)
    assert result.status == "optimal"
    assert result.weights["ent_a"] == pytest.approx(0.11 / 0.21, abs=1e-6)
    assert result.metrics is not None
    assert result.metrics.max_drawdown_uncompounded == pytest.approx(0.1, abs=1e-6)
    assert result.binding == ("fully_invested", "max_drawdown")
