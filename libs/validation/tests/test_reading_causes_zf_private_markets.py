"""Readings of private-market paperwork (batch ZF's causes), in wordings no batch uses.

Each family: a figure doubled in words and digits for basis points and multiples; a share of a
qualified base ("of Fund NAV", "of aggregate Commitments") before a range's other end; a
rebalancing band whose reset level is named in the next sentence; a limit named by what is held
in reserve; a figure replaced by a verb of substituting; another numbered vintage's figure.
"""

from __future__ import annotations

from typing import Any

import pytest

from quantward_contracts.values import Constraint, ConstraintUnit
from quantward_validation.mandate import plan_kind
from quantward_validation.provenance import stated_of
from quantward_validation.publication_lag import PUBLICATION_LAG
from quantward_validation.quantities import quantities

from .clause_bounds import bounds_of


def _bounds(text: str) -> list[tuple[Any, ...]]:
    return bounds_of(text, key="ips")


def _stated(text: str, said: str, name: str, value: float, unit: ConstraintUnit) -> str | None:
    constraint = Constraint(
        name=name, value=value, provenance="assumption", rationale="test", unit=unit
    )
    start = text.index(said)
    return stated_of(text, start, start + len(said), constraint)


@pytest.mark.parametrize(
    ("text", "value", "form"),
    [
        ("seventy-five basis points (75 bps)", 75.0, "bps"),
        ("three hundred and fifty basis points (350bp)", 350.0, "bps"),
        ("one and a half times (1.5x)", 1.5, "multiple"),
    ],
)
def test_a_figure_doubled_in_words_and_digits_is_one_quantity(
    text: str, value: float, form: str
) -> None:
    found = list(quantities(text))
    assert [(q.value, q.form) for q in found] == [(value, form)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Single-name exposure: 3% of Fund NAV to 6% of Fund NAV.",
            ("max_position_weight", "range", 0.03, 0.06),
        ),
        (
            "Industry exposure may run from 10% of total Partnership assets to 25% of total "
            "Partnership assets.",
            ("max_sector_weight", "range", 0.10, 0.25),
        ),
        (
            "Tracking error: between fifty basis points (50 bps) and one hundred and fifty "
            "basis points (150 bps).",
            ("max_tracking_error", "range", 0.005, 0.015),
        ),
    ],
)
def test_a_range_counted_of_a_qualified_base_is_read_whole(
    text: str, expected: tuple[str, str, float, float]
) -> None:
    assert expected in _bounds(text)


def test_a_drift_band_gives_way_to_the_level_named_in_the_next_sentence() -> None:
    text = (
        "Drift band for the sector weight: 10% to 20%. Whenever it is breached, the manager "
        "trades back to its strategic weight of 15%."
    )
    assert _bounds(text) == [("max_sector_weight", "range", 0.15, 0.15)]


@pytest.mark.parametrize(
    ("name", "side"),
    [
        ("cashCushion", "floor"),
        ("drawdown_holdback", "floor"),
        ("callReserveBuffer", "floor"),
        ("max_liquidity_reserve", "ceiling"),
        ("bufferCap", "ceiling"),
    ],
)
def test_a_limit_named_by_what_is_held_in_reserve_is_a_floor(name: str, side: str) -> None:
    assert plan_kind(name) == side


def test_a_figure_a_later_sentence_substitutes_is_not_in_force() -> None:
    text = (
        "Clause 7.1 of the LPA put the single-issuer limit at 8%. A later side letter swapped "
        "that figure for 6%."
    )
    assert _stated(text, "8%", "max_issuer_weight", 0.08, "fraction") is not None
    assert _stated(text, "6%", "max_issuer_weight", 0.06, "fraction") is None


def test_another_numbered_vintage_s_figure_is_not_this_fund_s() -> None:
    text = (
        "Our Growth Partners IV sleeve caps any single issuer at 6%. The 8% in last year's deck "
        "comes from Growth Partners III."
    )
    assert _stated(text, "8%", "max_issuer_weight", 0.08, "fraction") is not None
    assert _stated(text, "6%", "max_issuer_weight", 0.06, "fraction") is None


def test_a_numbered_fund_without_a_mark_of_its_own_is_left_as_it_is() -> None:
    text = "Fund VII's side letter caps any single issuer at 8%."
    assert _stated(text, "8%", "max_issuer_weight", 0.08, "fraction") is None


@pytest.mark.parametrize(
    ("text", "leaks"),
    [
        (
            "Valuations are released roughly two months afterwards but are treated as "
            "available at the end of each quarter.",
            True,
        ),
        (
            "Capital-account statements come out six weeks later, yet the model takes them as if "
            "they were in hand at the period end.",
            True,
        ),
        ("Valuations are released two months later and are used from their release date.", False),
    ],
)
def test_figures_published_later_but_treated_as_known_at_the_period_end(
    text: str, leaks: bool
) -> None:
    assert bool(PUBLICATION_LAG.search(text)) is leaks
