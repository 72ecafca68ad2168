"""Batch U causes, objective: optimiser profile codes, a zero risk penalty, and a correction
that points at the line above it. Own wordings of each family."""

from __future__ import annotations

import pytest

from quantward_validation.intent import asked
from quantward_validation.profile_codes import objective_codes
from quantward_validation.self_corrections import corrected


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("engine.objective = MAXSR  # desk default", "maximise_risk_adjusted_return"),
        ('{"optimizer": {"goal": "minTEV"}}', "minimise_tracking_error"),
        ("PROFILE:TEMIN BENCH:SPX", "minimise_tracking_error"),
        ("--obj maxret --lots round", "maximise_expected_return"),
        ("solver_mode=min_te", "minimise_tracking_error"),
        ("OPT.MODE = VolMin", "minimise_variance"),
        ("strategy code MSR, constraints per IPS", "maximise_risk_adjusted_return"),
        ("target: SHARPE_HI for the sleeve", "maximise_risk_adjusted_return"),
    ],
)
def test_a_profile_code_names_its_objective(text: str, kind: str) -> None:
    found = asked(text)
    assert found is not None
    assert kind in found.kinds


def test_a_negated_code_and_a_plain_word_name_nothing() -> None:
    assert objective_codes("run anything but not MAXSR this time") == []
    assert objective_codes("the maximum return we saw") == []
    assert objective_codes("max_drawdown=0.1; min_weight=0") == []


@pytest.mark.parametrize(
    "text",
    [
        "Best expected return you can get, lambda = 0.",
        "Top expected return, with the risk-aversion coefficient of 0.",
        "RISK_AVERSION=0.0 so the highest expected return wins.",
        "Go for the biggest expected return; vol penalty dialled down to zero.",
    ],
)
def test_a_zero_risk_penalty_asks_for_return_alone(text: str) -> None:
    found = asked(text)
    assert found is not None
    assert found.kinds & {"maximise_expected_return"}
    assert "maximise_risk_adjusted_return" not in found.kinds


@pytest.mark.parametrize(
    "text",
    [
        "Maximise the Sharpe ratio.\nFrom the PM just now: please ignore this line, "
        "we want the lowest volatility book.",
        "OBJECTIVE=MAX_SHARPE\nThe row above is void per the investment committee. "
        "Target the minimum variance mix.",
        "min TE vs the Stoxx 600\n[09:14] that entry was retracted by risk; "
        "run the minimum variance portfolio instead.",
    ],
)
def test_a_correction_pointing_at_the_line_above_replaces_it(text: str) -> None:
    fixed = corrected(text)
    assert fixed is not None
    found = asked(fixed)
    assert found is not None
    assert found.kinds == frozenset({"minimise_variance"})
