"""The causes batch ZU's mandate and range kinds showed, each read in general: constructions
written here, in no batch (each phrase grepped against bench/reviews*.py), guarded both ways.

Cause 1: a property fund's and its lenders' limits (`limit_lexicon_property`): loan-to-value,
interest cover (a floor, in multiples, "175 %" as a UK facility writes 1.75x), development
exposure and one tenant's share of rent are subjects of their own; read as nothing (or the LTV
defined as gearing as gross leverage, development "by cost to complete" as a trading cost, a
tenant's share as one position), a plan's `fundLtvCap`, `icrFloor`, `developmentCap` or tenant
cap met no bound, so a breach of a covenant was asked about instead of revised, and a band
delegated or refused on one of them was never found.

Cause 2: a band named by its ends written in words (`alert_bands.BAND_WITH_ENDS`): "the 2 per
cent–4 per cent range only signals when to notify the trustee" names the band by ends written
"per cent", so the band was not read as an alert band, and the level it
leaves fixed was read as a target a lower cap sits inside.

Cause 3 (with cause 1): a level stated of a subject that is a minimum by its name ("the ICR
covenant is 175 %") is met by a plan's floor at or above it, as a cap at or below a target is
inside it (`mandate.within`).

Cause 4 (met while reading cause 2): a band named by its ends in a sentence of its own, and
revoked there ("…; the 20 %–30 % corridor set in 2019 was revoked"), took the sentence's
subject from the one before but left the level that sentence fixed read as a target; like a
sentence without bounds of its own that withdraws a band, it leaves that level held exactly.
"""

from __future__ import annotations

from typing import Any

import pytest

from quantward_validation.limits import UNITS, subject_of
from quantward_validation.mandate import bounds_for, clauses, within

from .clause_bounds import bounds_of


def _bounds(text: str) -> list[tuple[Any, ...]]:
    return bounds_of(text, rounded=True)


@pytest.mark.parametrize(
    ("phrase", "subject"),
    [
        ("maxLoanToValue", "max_ltv"),
        ("LTV covenant", "max_ltv"),
        ("borrowings as a percentage of gross asset value", "max_ltv"),
        ("gearing, measured as net debt over property value", "max_ltv"),
        ("interestCoverMin", "min_interest_cover"),
        ("EBITDA interest coverage ratio", "min_interest_cover"),
        ("ICR covenant", "min_interest_cover"),
        ("properties under construction", "max_development_exposure"),
        ("forward-funded development", "max_development_exposure"),
        ("development pipeline (at cost)", "max_development_exposure"),
        ("income from a single lessee", "max_tenant_weight"),
        ("tenantConcentrationCap", "max_tenant_weight"),
        ("land held for development", "max_development_exposure"),
        ("debt to total assets", "max_ltv"),
        # one property with a quantifier of one is a position, a property type a sector
        ("any one asset", "max_position_weight"),
        ("each property", "max_position_weight"),
        ("any one property type", "max_sector_weight"),
    ],
)
def test_the_property_words_name_their_subjects(phrase: str, subject: str) -> None:
    assert subject_of(phrase) == subject, (phrase, subject_of(phrase))


@pytest.mark.parametrize(
    ("phrase", "subject"),
    [
        # gearing alone is an investment trust's leverage; one property is a position
        ("gearing", "max_gross_leverage"),
        ("the largest property as a share of GAV", "max_position_weight"),
        # development that is no property being built, and its costs
        ("research and development", None),
        ("development costs", "cost_bps"),
        ("each asset class", "max_sector_weight"),
    ],
)
def test_look_alikes_keep_their_own_subjects(phrase: str, subject: str | None) -> None:
    assert subject_of(phrase) == subject, (phrase, subject_of(phrase))


def test_units_of_the_property_subjects() -> None:
    assert UNITS["max_ltv"] == UNITS["max_development_exposure"] == "fraction"
    assert UNITS["max_tenant_weight"] == "fraction"
    assert UNITS["min_interest_cover"] == "multiple"


@pytest.mark.parametrize(
    ("text", "bound"),
    [
        ("Loan to value shall at no time exceed 45 per cent.", ("max_ltv", "ceiling", None, 0.45)),
        (
            "Sites in the course of construction are limited to 12.5% of GAV.",
            ("max_development_exposure", "ceiling", None, 0.125),
        ),
        (
            "Rental income from any single occupier: max 8 per cent of the rent roll.",
            ("max_tenant_weight", "ceiling", None, 0.08),
        ),
        # an interest cover written as a percentage is the multiple it stands for
        (
            "Interest cover must remain at or above 175%.",
            ("min_interest_cover", "floor", 1.75, None),
        ),
        (
            "ICR of not less than 1.60 times, tested quarterly.",
            ("min_interest_cover", "floor", 1.6, None),
        ),
    ],
)
def test_covenants_bound_their_subjects(text: str, bound: tuple[Any, ...]) -> None:
    assert _bounds(text) == [bound]


@pytest.mark.parametrize(
    ("text", "bound"),
    [
        # borrowing, debt or gearing bounded as a share of the property's value is the LTV
        (
            "Aggregate borrowings may at no time exceed 27.5% of the fund's gross asset value.",
            ("max_ltv", "ceiling", None, 0.275),
        ),
        ("Debt is limited to 45 per cent of GAV.", ("max_ltv", "ceiling", None, 0.45)),
        (
            "Borrowing may not exceed 25% of the value of the properties.",
            ("max_ltv", "ceiling", None, 0.25),
        ),
        # ... of NAV or of total assets it stays a borrowing limit, leverage a multiple
        ("Borrowings may not exceed 10% of total assets.", ("other_limit", "ceiling", None, 0.1)),
        (
            "Leverage is capped at 175% of net asset value.",
            ("max_gross_leverage", "ceiling", None, 1.75),
        ),
    ],
)
def test_borrowing_as_a_share_of_property_value_is_the_ltv(
    text: str, bound: tuple[Any, ...]
) -> None:
    assert _bounds(text) == [bound]


def test_an_asset_cap_and_a_tenant_cap_bound_only_themselves() -> None:
    found = clauses(
        {"im": "No single property may exceed 20% of GAV and no tenant more than 10% of rent."}
    )
    assert [b.high for b in bounds_for(found, "maxPropertyWeight")] == [0.2]
    assert [b.high for b in bounds_for(found, "tenantConcentrationCap")] == [0.1]


def test_an_interest_cover_floor_judges_a_plans_floor() -> None:
    found = clauses({"facility": "The ICR covenant is 175%, tested on each interest date."})
    bounds = bounds_for(found, "interestCoverMin")
    assert [b.low for b in bounds] == [1.75]
    # the level a covenant states of a minimum is its floor: a stricter floor is inside it
    assert within(2.0, bounds[0], "interestCoverMin")
    assert not within(1.25, bounds[0], "interestCoverMin")


@pytest.mark.parametrize(
    ("text", "bound"),
    [
        (
            "Cash is held at 4 per cent; the 2 per cent–4 per cent range only signals when to "
            "notify the trustee.",
            ("cash_weight", "range", 0.04, 0.04),
        ),
    ],
)
def test_an_alert_band_with_ends_in_words_leaves_the_level_fixed(
    text: str, bound: tuple[Any, ...]
) -> None:
    assert _bounds(text) == [bound]


def test_a_band_with_ends_in_words_that_is_granted_stays_a_range() -> None:
    assert ("cash_weight", "range", 0.02, 0.04) in _bounds(
        "Cash is held at 4 per cent; the 2 per cent–4 per cent range is the manager's to use "
        "as it sees fit."
    )


@pytest.mark.parametrize("ends", ["20 per cent–30 per cent", "20%–30%", "20 % to 30 %"])
def test_a_band_named_by_its_ends_and_revoked_leaves_the_level_before_it_held(ends: str) -> None:
    text = (
        "The committee agreed to hold each industry sector at 30 per cent of the book; the "
        f"{ends} corridor set in 2019 was revoked."
    )
    assert _bounds(text) == [("max_sector_weight", "range", 0.3, 0.3)]
