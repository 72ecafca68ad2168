"""A share's base ("15 per cent of net loan exposure", "4 % of the sector", "3 % of gross
assets") names what the share is *of*, its denominator, not the holding it bounds
(`share_bases.figure_bases`): a cap on any one vessel written as "15 per cent of net loan
exposure" is no net-exposure limit. Registers of its own: a shipping bank's credit policy, a
hospital foundation's endowment."""

from __future__ import annotations

import pytest

from quantward_contracts.values import Constraint, ConstraintUnit
from quantward_validation.provenance import stated_of
from quantward_validation.share_bases import figure_bases


def _read(text: str, figure: str, name: str, value: float, unit: ConstraintUnit) -> str | None:
    start = text.index(figure)
    constraint = Constraint(
        name=name, value=value, provenance="user_message", provenance_ref="msg_1", unit=unit
    )
    return stated_of(text, start, start + len(figure), constraint)


@pytest.mark.parametrize(
    ("text", "figure", "name", "value"),
    [
        (
            "The credit policy the board approved in May puts any one vessel at 15 per cent of "
            "net loan exposure, and that's what we lend against.",
            "15 per cent",
            "max_single_vessel_share",
            0.15,
        ),
        (
            "Ours: a single donor-restricted gift in the endowment's private sleeve, 4% of the "
            "sector.",
            "4%",
            "max_single_gift_weight",
            0.04,
        ),
        (
            "| The largest grant to one hospital | 2.5% of gross assets | ceiling 3% of gross "
            "assets |",
            "3%",
            "max_single_grant_weight",
            0.03,
        ),
    ],
)
def test_a_share_of_a_base_is_stated_of_what_it_bounds(
    text: str, figure: str, name: str, value: float
) -> None:
    assert _read(text, figure, name, value, "fraction") is None


def test_a_share_base_runs_to_its_phrase_end() -> None:
    text = "Cash at most 5% of NAV in any one bank; tankers 20 per cent of the fleet book."
    assert [text[a:b] for a, b in figure_bases(text)] == [" of NAV", " of the fleet book"]


def test_a_holding_named_outside_the_base_still_decides() -> None:
    # the sector is named outside the base: a single-stock figure is no sector cap
    text = "A single stock may be at most 5% of the sector."
    assert _read(text, "5%", "max_sector_weight", 0.05, "fraction") is not None


def test_a_base_the_limits_name_gives_beside_its_holding_is_its_own() -> None:
    # a single stock's cap counted of its sector: the sector is the limit's own base
    text = "The endowment's rule: any one stock at most 4% of the sector."
    assert _read(text, "4%", "singleStockSectorCap", 0.04, "fraction") is None
