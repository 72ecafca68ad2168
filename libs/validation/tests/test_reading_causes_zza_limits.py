"""The blind batch ZZA's limit kinds (mandate breach, range assumption) showed, each read in
general: constructions written here, in no batch, guarded both ways.

A money market fund's averages counted in days — its weighted average maturity and life — were
no subject, so their bounds were dropped and a plan's WAM in days was a research default, never
a limit; a number of days in the trade's shorthand ("60d") or with its unit on each end of a
range ("30 days – 60 days") was no value. Its daily and weekly liquid-asset floors were the
fund's plain cash, or nothing ("DLA"), so one was read against the other
(`limit_lexicon_money_funds`). A counterparty named by its role ("a single dealer") was a
single position (`limits`).
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Constraint
from quantward_validation.limits import is_limit, subject_of
from quantward_validation.mandate import bounds_for, clauses


def _bounds(text: str, name: str) -> list[tuple[str, float | None, float | None]]:
    found = clauses({"cash_policy": {"section_5": text}})
    return [(b.kind, b.low, b.high) for b in bounds_for(found, name)]


@pytest.mark.parametrize(
    ("phrase", "subject"),
    [
        ("wamLimitDays", "max_wam_days"),
        ("the wtd. avg. maturity of the pool", "max_wam_days"),
        ("average days to maturity", "max_wam_days"),
        ("WAL_ceiling", "max_wal_days"),
        ("weighted average life to final maturity", "max_wal_days"),
        ("dailyLiquidityMin", "min_daily_liquid_assets"),
        ("holdings convertible to cash within one business day", "min_daily_liquid_assets"),
        ("WLA_floor_pct", "min_weekly_liquid_assets"),
        ("securities maturing within five business days", "min_weekly_liquid_assets"),
        ("exposure to any one broker-dealer", "other_limit"),
        ("a single clearing member", "other_limit"),
    ],
)
def test_a_money_fund_names_its_own_limits(phrase: str, subject: str) -> None:
    assert subject_of(phrase) == subject


@pytest.mark.parametrize(
    ("phrase", "subject"),
    [
        # a trading book's share sold at market within a day stays its liquidity
        ("GMV liquidatable within one day", "cash_weight"),
        ("min_liquid_assets", "cash_weight"),
        ("the Wal-Mart position", "max_position_weight"),
        ("no single issuer", "max_position_weight"),
    ],
)
def test_the_clean_twins_keep_their_subjects(phrase: str, subject: str) -> None:
    assert subject_of(phrase) == subject


def test_a_limit_in_days_of_a_known_subject_is_a_limit() -> None:
    wam = Constraint(name="wamLimitDays", value=55.0, unit="days", provenance="assumption")
    lookback = Constraint(name="lookback_days", value=250.0, unit="days", provenance="assumption")
    assert is_limit(wam)
    assert not is_limit(lookback)


@pytest.mark.parametrize(
    ("text", "name", "bound"),
    [
        ("The pool's wtd. avg. maturity must stay at or below 55d.", "wamCapDays", 55.0),
        ("Dollar-weighted average life shall not exceed 95 calendar days.", "max_wal", 95.0),
    ],
)
def test_a_cap_in_days_is_read(text: str, name: str, bound: float) -> None:
    assert _bounds(text, name) == [("ceiling", None, bound)]


@pytest.mark.parametrize(
    "text",
    [
        "The desk keeps the WAL between 40 days and 80 days at its discretion.",
        "Average life to final maturity: anywhere from 40d to 80d.",
        "| Metric | Band |\n|---|---|\n| WAL | 40 days - 80 days |",
    ],
)
def test_a_range_in_days_is_read(text: str) -> None:
    assert _bounds(text, "walLimitDays") == [("range", 40.0, 80.0)]


def test_a_life_in_years_is_read_in_days() -> None:
    # a securitisation's WAL test in years bounds the life in days a plan is read in
    # (`limit_lexicon_maturity.period_of`): six years of 365.25 days
    assert _bounds("The WAL test requires at most 6 years remaining.", "max_wal_days") == [
        ("ceiling", None, 6 * 365.25)
    ]


def test_daily_and_weekly_floors_are_kept_apart() -> None:
    text = (
        "Daily liquidity must be kept at 12% or more. Assets that convert into cash within "
        "a week: minimum 35%."
    )
    assert _bounds(text, "dlaMinPct") == [("floor", 0.12, None)]
    assert _bounds(text, "weekly_liquid_assets_min") == [("floor", 0.35, None)]


def test_a_counterparty_named_by_role_bounds_the_counterparty_not_a_position() -> None:
    text = "Repo placed with any one broker-dealer is capped at 8 %."
    assert _bounds(text, "repoCounterpartyCap") == [("ceiling", None, 0.08)]
    assert _bounds(text, "max_position_weight") == []
    # the clean twin: a single issuer is still one position
    assert _bounds("No single issuer above 4 %.", "max_position_weight") == [
        ("ceiling", None, 0.04)
    ]
