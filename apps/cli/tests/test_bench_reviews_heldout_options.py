"""The opt-in options of the held-out batches' shared loops (`reviews_heldout_shared`,
`reviews_heldout_truths`, `trend_claim_twins`): each does what it says, and leaving it out
keeps what the registered batches generate (proved case by case by
`tools/dump_review_hashes.py`)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import partial
from typing import Any, Final

from quantward_cli.bench.reviews_heldout import HeldOutCase, TrendRequest
from quantward_cli.bench.reviews_heldout_shared import (
    QuarterlyTrend,
    _calendar_quarters,
    _compound_pairs,
    _growth_specials,
    _horizon_trends,
    _twins_of,
    _unsized,
    _yoy_pairs,
)
from quantward_cli.bench.reviews_heldout_truths import fell, held_down, held_up, rose


def test_held_up_reads_a_signed_series_that_starts_below_zero() -> None:
    # net flows of -100 ending at -105: 5 % lower, so "did not fall" is false
    assert held_up((-100.0, -90.0, -105.0)) is False
    # ending at -100.5, within 1 % of where it started: too close to call
    assert held_up((-100.0, -90.0, -100.5)) is None
    # ending higher after a dip: too close to call, as for a positive series
    assert held_up((-100.0, -110.0, -95.0)) is None
    assert held_up((-100.0, -50.0, 20.0)) is True


def test_held_down_reads_a_signed_series_that_starts_below_zero() -> None:
    # from -100 to -95: 5 % higher, so "did not rise" is false
    assert held_down((-100.0, -110.0, -95.0)) is False
    assert held_down((-100.0, -110.0, -99.5)) is None
    assert held_down((-100.0, -90.0, -120.0)) is None
    assert held_down((-20.0, -50.0, -80.0)) is True


def test_held_up_and_held_down_read_a_positive_series_as_before() -> None:
    assert held_up((100.0, 110.0, 98.0)) is False
    assert held_up((100.0, 110.0, 99.5)) is None
    assert held_down((100.0, 90.0, 102.0)) is False
    assert held_down((100.0, 90.0, 100.5)) is None


# --- the trend request: question, heading, as-of date; quarters of other years -----------------


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    quarters = _calendar_quarters((2021, 2022, 2023))
    entity = "ent_test"
    currency = "USD"
    growth: bool


_REVENUE = _Trend(
    "fundamentals.quarters",
    "revenue",
    (100.0, 104.0, 108.0, 112.0, 118.0, 124.0, 130.0, 137.0, 146.0, 155.0, 165.0, 176.0),
    ("Revenue",),
    (("{s} grew", rose), ("{s} fell", fell), ("{s} held up", held_up)),
    lambda a, b: "",
    True,
)
_IDS = (
    "msg_01hzzzzzzzzzzzzzzzzzzzzzq0",
    "ctr_01hzzzzzzzzzzzzzzzzzzzzzq1",
    "src_01hzzzzzzzzzzzzzzzzzzzzzq2",
)
_REQUEST = TrendRequest(
    question="How did {company} do in 2023?", heading="### FY2023 in brief", as_of="2024-02-15"
)


def _horizon_cases(**options: Any) -> list[HeldOutCase]:
    return list(
        _horizon_trends(
            random.Random(7),
            4,
            (_REVENUE,),
            horizons=(("in 2023", (7, 11)), ("since 2021", (0, 11)), ("since 1990", None)),
            frames=("{Claim} [1].",),
            said=lambda t, s, first, m: t.format(s=s, m=m),
            specials=lambda trend: [],
            special_step=1,
            left_out=lambda h, w, c: False,
            seed=1,
            tag="",
            company="Acme",
            entity="ent_test",
            ids=_IDS,
            **options,
        )
    )


def test_trend_claims_answer_the_default_request_unless_given_another() -> None:
    for case in _horizon_cases():
        assert case.bundle.user_messages[0].text == "How is Acme doing?"
        assert case.bundle.answer is not None
        assert case.bundle.answer.startswith("## Figures\n\n")
        assert case.bundle.computations[0].arguments["as_of"] == "2023-01-31"
    for case in _horizon_cases(trend_request=_REQUEST):
        assert case.bundle.user_messages[0].text == "How did Acme do in 2023?"
        assert case.bundle.answer is not None
        assert case.bundle.answer.startswith("### FY2023 in brief\n\n")
        assert case.bundle.computations[0].arguments["as_of"] == "2024-02-15"
        assert case.bundle.computations[0].result["quarters"][0]["quarter_end"] == "2023-12-31"  # type: ignore[index,call-overload]


def test_the_request_option_changes_nothing_but_the_request() -> None:
    plain, asked = _horizon_cases(), _horizon_cases(trend_request=_REQUEST)
    assert [c.case_id for c in plain] == [c.case_id for c in asked]
    for a, b in zip(plain, asked, strict=True):
        assert a.bundle.answer is not None
        assert b.bundle.answer is not None
        assert a.bundle.answer.removeprefix("## Figures\n\n") == b.bundle.answer.removeprefix(
            "### FY2023 in brief\n\n"
        )


def test_a_trend_claim_may_answer_without_a_heading() -> None:
    twins = _twins_of(1, "", "Acme", "ent_test", _IDS, trend_request=TrendRequest(heading=None))
    flawed, twin = twins(0, _REVENUE, "{Claim} [1].", "Revenue fell", "Revenue grew")
    assert flawed.bundle.answer == "Revenue fell [1].\n"
    assert twin.bundle.answer == "Revenue grew [1].\n"
    assert twin.bundle.user_messages[0].text == "How is Acme doing?"


# --- the growth specials: any year, and a compound fall ---------------------------------------

_SPECIALS: Final = partial(
    _growth_specials,
    up_all="up",
    down_all="down",
    faster="faster",
    slower="slower",
    grew="grew",
    shrank="shrank",
)


def test_growth_specials_compare_the_years_ending_at_end() -> None:
    # 2019-2022: flat in 2019-2021, then 2022 well ahead; the first twelve quarters say nothing
    flat = (100.0,) * 12
    trend = _Trend("f", "x", (*flat, 110.0, 115.0, 120.0, 125.0), ("X",), (), _unsized, True)
    assert _SPECIALS(trend) == []  # the default: quarters 0-11
    assert ("up", "down") in _SPECIALS(trend, end=15)
    assert _yoy_pairs(trend.values, "up", "down", end=15) == [("up", "down")]


def test_a_compound_fall_is_claimed_only_when_asked() -> None:
    shrinking = tuple(100.0 * 0.95**k for k in range(12))  # about -19 % a year
    assert _compound_pairs(shrinking, "grew", "shrank") == []
    assert _compound_pairs(shrinking, "grew", "shrank", shrinking=True) == [("shrank", "grew")]
    trend = _Trend("f", "x", shrinking, ("X",), (), _unsized, True)
    assert ("shrank", "grew") in _SPECIALS(trend, shrinking=True)
    assert ("shrank", "grew") not in _SPECIALS(trend)


def test_year_on_year_reads_a_signed_series() -> None:
    # net flows below zero a year ago and less negative each quarter now: up year on year
    flows = (0.0,) * 4 + (-50.0, -40.0, -60.0, -30.0) + (-20.0, -10.0, -30.0, 5.0)
    assert _yoy_pairs(flows, "up", "down") == [("up", "down")]
    worse = (0.0,) * 4 + (-50.0, -40.0, -60.0, -30.0) + (-60.0, -50.0, -70.0, -40.0)
    assert _yoy_pairs(worse, "up", "down") == [("down", "up")]
    # no compound rate is read of a series that changes sign
    assert _compound_pairs((-10.0,) * 4 + (0.0,) * 4 + (10.0,) * 4, "g", "s", shrinking=True) == []
