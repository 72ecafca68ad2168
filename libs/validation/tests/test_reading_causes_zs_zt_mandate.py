"""The causes batches ZS and ZT's mandate kinds showed, each read in general: constructions
written here, in no batch (each phrase grepped against bench/reviews*.py), guarded both ways.

Cause 1: a digital-asset fund's limits (`limit_lexicon_digital`): stablecoins held as dry
powder are its cash, the exposure to one trading venue and the share in hot wallets are
subjects of their own, and one token with a quantifier of one is a position; read as nothing
(or as gross leverage, through the margin posted to a venue), a plan's `stablecoinFloor`,
`hotWalletCap` or venue cap met no bound.

Cause 2: an options desk's limits (`limit_lexicon_options`): the book's vega per vol point in
bps of NAV (no volatility target, no net exposure), the long-option premium at risk, and one
underlying (a position); a variance swap's vega notional and a CSA's amounts bound nothing.
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
        ("minStablesPct", "cash_weight"),
        ("the DAI and PYUSD holdings", "cash_weight"),
        ("stable-coin reserve floor", "cash_weight"),
        ("perVenueLimit", "max_venue_exposure"),
        ("balances on centralized exchanges", "max_venue_exposure"),
        ("each individual exchange", "max_venue_exposure"),
        ("warmWalletMaxPct", "max_hot_wallet_weight"),
        ("coins kept in hot storage", "max_hot_wallet_weight"),
        ("each individual token", "max_position_weight"),
        ("coins parked at an exchange", "max_venue_exposure"),
        ("on-exchange holdings", "max_venue_exposure"),
        ("vega_cap_bp", "max_vega"),
        ("net vega per implied-vol point", "max_vega"),
        ("optionPremiumBudget", "max_premium_at_risk"),
        ("premium paid on bought options", "max_premium_at_risk"),
        ("the quarterly premium spend", "max_premium_at_risk"),
        ("each individual underlier", "max_position_weight"),
    ],
)
def test_the_desks_words_name_their_subjects(phrase: str, subject: str) -> None:
    assert subject_of(phrase) == subject, (phrase, subject_of(phrase))


@pytest.mark.parametrize(
    ("phrase", "not_subject"),
    [
        # foreign exchange is currency; an exchange a fund is traded or listed on is no venue
        ("foreign-exchange exposure", "max_venue_exposure"),
        ("exchange traded products", "max_venue_exposure"),
        # a variance swap's vega notional sizes a trade; premium written is income, and a risk
        # premium or a premium to NAV is no option's
        ("vega notional of the variance swaps", "max_vega"),
        ("option premium income", "max_premium_at_risk"),
        ("the equity risk premium", "max_premium_at_risk"),
        ("shares trading at a premium to NAV", "max_premium_at_risk"),
        # margin posted to a venue is collateral, not borrowing
        ("margin posted with the prime broker", "max_gross_leverage"),
    ],
)
def test_look_alikes_are_not_those_subjects(phrase: str, not_subject: str) -> None:
    assert subject_of(phrase) != not_subject, (phrase, subject_of(phrase))


def test_units_of_the_new_subjects() -> None:
    assert UNITS["max_vega"] == "bps"
    assert UNITS["max_venue_exposure"] == UNITS["max_hot_wallet_weight"] == "fraction"


def test_a_stablecoin_floor_is_the_funds_cash_floor() -> None:
    found = clauses({"lpa": "Holdings of DAI and EURC must never drop under 6% of NAV."})
    bounds = bounds_for(found, "stablecoinMinimum")
    assert [(b.kind, b.low) for b in bounds] == [("floor", 0.06)]
    assert within(0.08, bounds[0], "stablecoinMinimum")
    assert not within(0.03, bounds[0], "stablecoinMinimum")


def test_venue_and_hot_wallet_caps_bound_only_themselves() -> None:
    text = (
        "Custody standards: balances on centralized exchanges, counting collateral posted "
        "there, 25% of NAV at most per exchange. Warm wallets hold no more than 3%."
    )
    found = clauses({"custody": text})
    assert [b.high for b in bounds_for(found, "perVenueLimit")] == [0.25]
    assert [b.high for b in bounds_for(found, "warmWalletMaxPct")] == [0.03]
    assert bounds_for(found, "max_position_weight") == []
    assert bounds_for(found, "max_gross_leverage") == []


def test_a_venue_exposure_defined_with_posted_margin_is_no_leverage() -> None:
    assert _bounds("Per-venue exposure (spot balances and margin posted): at most 35%.") == [
        ("max_venue_exposure", "ceiling", None, 0.35)
    ]


def test_vega_per_vol_point_is_bounded_in_bps_of_nav() -> None:
    assert _bounds(
        "Limits schedule: aggregate vega, i.e. NAV sensitivity to a 1-point rise in implied "
        "volatility, no greater than 0.3% of NAV."
    ) == [("max_vega", "ceiling", None, 30.0)]
    found = clauses({"limits": "Net vega per implied-vol point: 35bp of NAV maximum."})
    bounds = bounds_for(found, "vega_cap_bp")
    assert [b.high for b in bounds] == [35.0]
    assert bounds_for(found, "target_volatility") == []
    assert bounds_for(found, "max_net_exposure") == []


def test_premium_at_risk_and_one_underlying_are_bounded() -> None:
    assert _bounds("Option premium paid and outstanding may not exceed 4% of NAV.") == [
        ("max_premium_at_risk", "ceiling", None, 0.04)
    ]
    assert _bounds("No more than 12% of capital in each individual underlier.") == [
        ("max_position_weight", "ceiling", None, 0.12)
    ]


@pytest.mark.parametrize(
    "text",
    [
        # a CSA's amounts and a term sheet's sizes bound no portfolio limit
        "Credit Support Annex: Threshold nil; Minimum Transfer Amount EUR 100,000.",
        "Independent Amount equal to 8% of the vega notional of each variance swap.",
        "Notional amount: up to EUR 80m; barrier not less than 65% of the Initial Price.",
    ],
)
def test_decoys_bound_nothing(text: str) -> None:
    assert _bounds(text) == []


def test_an_underlying_is_a_noun_not_a_gerund_heading_its_phrase() -> None:
    # "underlying" ends in -ing but names the position: its modal verb does not make it a
    # gerund that "single" only modifies
    assert _bounds("Per the term sheet, no single underlying shall exceed 9% of NAV.") == [
        ("max_position_weight", "ceiling", None, 0.09)
    ]
