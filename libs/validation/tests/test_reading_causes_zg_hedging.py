"""Batch ZG, cause: a hedging desk's limit words (VaR, margin cash, sub-sectors) had no subject.

A commodity or corporate hedge book names its limits in words the other registers lack: its
value at risk, the cash it keeps against margin calls, a sub-sector or bucket of the book. Each
sentence here is a construction of that family written for this test (none is in a batch).
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Constraint, TextSpan
from quantward_validation.limits import subject_of
from quantward_validation.provenance import stated_of


@pytest.mark.parametrize(
    ("phrase", "subject"),
    [
        ("tenDayVaR99", "max_var"),
        ("the 10-day 99% value-at-risk ceiling", "max_var"),
        ("VaR utilisation limit of the crude book", "max_var"),
        ("collateral_margin_reserve_min", "cash_weight"),
        ("the initial margin headroom", "cash_weight"),
        ("liquidity set aside for exchange margin calls", "cash_weight"),
        ("subIndustryCap", "max_sector_weight"),
        ("no single bucket above", "max_sector_weight"),
        ("max_bucket_share", "max_sector_weight"),
    ],
)
def test_hedging_subjects(phrase: str, subject: str) -> None:
    assert subject_of(phrase) == subject


@pytest.mark.parametrize(
    "phrase",
    ["margin loans", "buying on margin", "min var portfolio", "Var(r) of the returns"],
)
def test_what_the_hedging_words_do_not_take(phrase: str) -> None:
    # margin as borrowing stays leverage; a variance is no value at risk
    assert subject_of(phrase) != "max_var"
    assert subject_of(phrase) != "cash_weight"


def _value(text: str, figure: str, name: str, value: float, unit: str) -> str | None:
    at = text.index(figure)
    constraint = Constraint(
        name=name,
        value=value,
        unit=unit,
        provenance="user_message",
        provenance_ref="m1",
        rationale="as stated",
        span=TextSpan(start=at, end=at + len(figure)),
    )
    return stated_of(text, at, at + len(figure), constraint)


def test_a_stop_loss_figure_states_no_var_limit() -> None:
    text = "Desk limits: trailing stop-loss 600 bps; 10-day VaR 210 bps."
    assert _value(text, "600 bps", "tenDayVarBps", 600.0, "bps") is not None
    assert _value(text, "210 bps", "tenDayVarBps", 210.0, "bps") is None


def test_a_margin_reserve_is_a_cash_floor_not_leverage() -> None:
    text = "Gross notional stays at 1.8x; the margin reserve floor is 7% of NAV."
    assert _value(text, "7%", "marginReserveMin", 0.07, "fraction") is None
    assert _value(text, "1.8x", "marginReserveMin", 1.8, "multiple") is not None
