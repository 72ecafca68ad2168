"""Wave 2 on batches L and M (range assumptions): the latitude a mandate grants is read as a range
whatever way a legal draft or a quant's shorthand writes it, and a range only watched, or a point
said to have no band, grants none.

Causes, each as a family (own wordings, none from a batch):
- a per cent written "per centum", or a number in words restated with its digits after the
  legal "per cent." ("five per cent. (5%)"), is one percentage;
- holdings named by the market they are not on ("not listed on any recognised exchange") are
  illiquid holdings;
- quant shorthand names its subject: "lev" is leverage, "wt"/"w_i" a position's weight, and a
  holding named by its company ("what goes into each company") is a position;
- an issuer's weight "of between 2 % and 6 %" is a weight of every issuer, not of a subset;
- two bare numbers joined by a dash right after their subject ("issuer wt 0.04–0.09") are a range;
- a point said to have no band ("no corridor", "(fixed)") holds no other value;
- a range only watched ("an indicative band for reporting purposes") gives way to the level the
  manager must keep ("is to be kept at 1.4x").
"""

from __future__ import annotations

import pytest

from quantward_validation.mandate import bounds_for, clauses, within
from quantward_validation.quantities import quantities


def _approx(text: str, name: str) -> list[tuple[str, str | None, str | None]]:
    """The bounds a one-clause mandate states on `name`, their ends rounded for comparison."""

    def shown(v: float | None) -> str | None:
        return None if v is None else f"{v:.4f}"

    found = clauses({"clause": text})
    return [(b.kind, shown(b.low), shown(b.high)) for b in bounds_for(found, name)]


def test_per_centum_is_a_percentage() -> None:
    [q] = list(quantities("a ceiling of 6 per centum of net assets"))
    assert q.form == "percent"
    text = "Exposure to any one issuer shall not exceed 6 per centum."
    assert _approx(text, "max_position_weight") == [("ceiling", None, "0.0600")]


def test_words_then_digits_after_legal_per_cent_full_stop() -> None:
    text = (
        "Holdings of unquoted shares shall lie between five per cent. (5%) and fifteen per cent. "
        "(15%) of the Fund."
    )
    assert _approx(text, "max_illiquid_weight") == [("range", "0.0500", "0.1500")]


@pytest.mark.parametrize(
    "text",
    [
        "Instruments not listed on any recognised exchange may not exceed 12% of NAV.",
        "Paper not dealt on a regulated market is capped at 12% of the portfolio.",
    ],
)
def test_holdings_named_by_the_market_they_are_not_on_are_illiquid(text: str) -> None:
    assert _approx(text, "max_illiquid_weight") == [("ceiling", None, "0.1200")]


def test_lev_is_leverage() -> None:
    assert _approx("max lev 1.8x", "max_gross_leverage") == [("ceiling", None, "1.8000")]


@pytest.mark.parametrize(
    ("text", "low", "high"),
    [
        ("per-name wt 0.02-0.06, your call", "0.0200", "0.0600"),
        ("w_i 0.03–0.07 (desk decides)", "0.0300", "0.0700"),
        ("issuer wt 0.04–0.09", "0.0400", "0.0900"),
    ],
)
def test_bare_dash_range_after_shorthand_weight(text: str, low: str, high: str) -> None:
    assert _approx(text, "max_position_weight") == [("range", low, high)]


def test_a_holding_named_by_its_company_is_a_position() -> None:
    text = "Keep what goes into each company under 8 percent, whatever number you like below it."
    assert _approx(text, "max_position_weight") == [("ceiling", None, "0.0800")]


def test_issuer_weight_of_between_is_every_issuer() -> None:
    text = "The Manager may hold any one issuer at a weight of between 2% and 6% of net assets."
    assert _approx(text, "max_position_weight") == [("range", "0.0200", "0.0600")]
    text = "a holding in any single issuer of between 2% and 6% of net assets is allowed"
    assert _approx(text, "max_position_weight") == [("range", "0.0200", "0.0600")]


@pytest.mark.parametrize(
    "text",
    ["turnover = 0.40, no corridor", "annual turnover = 0.40 (fixed)"],
)
def test_a_point_said_without_band_holds_no_other_value(text: str) -> None:
    [bound] = bounds_for(clauses({"clause": text}), "max_turnover")
    assert not within(0.3, bound, "max_turnover")
    assert within(0.4, bound, "max_turnover")


@pytest.mark.parametrize(
    "text",
    [
        "turnover target 0.40, fixed income sleeve excluded",
        "turnover target 0.40, fixed-income sleeve excluded",
    ],
)
def test_fixed_income_is_no_fixed_point(text: str) -> None:
    [bound] = bounds_for(clauses({"clause": text}), "max_turnover")
    assert bound.kind == "target"


@pytest.mark.parametrize(
    "text",
    [
        "Gross exposure of 0.9x to 1.4x is an indicative band for reporting purposes; the "
        "Fund's gross exposure is to be kept at 1.4x.",
        "The 0.9x-1.4x gross leverage corridor is for monitoring purposes only. Gross leverage "
        "shall be held at 1.4x.",
    ],
)
def test_a_watched_range_gives_way_to_the_level_kept(text: str) -> None:
    found = clauses({"clause": text})
    [bound] = bounds_for(found, "max_gross_leverage")
    assert (bound.low, bound.high) == (1.4, 1.4)
    assert not within(1.2, bound, "max_gross_leverage")
