"""The causes batch ZV's limit kinds (mandate breach, range assumption) showed, each read in
general: constructions written here, in no batch, guarded both ways.

Causes:

* the hedge ratio, the share of an exposure hedged, was no subject, and said of currency
  positions it was read as the open currency exposure it leaves: a floor of its own now
  (`limit_lexicon_hedging`), a minimum by its name even when a plan's field says only
  "hedge ratio" (`floor_subjects`), and never a liability hedge;
* paper rated below single B ("below B-", "CCC+ or lower", "the Caa bucket") was read as high
  yield as a whole, or as no subject: a bucket of its own now (`credit_ratings`), so a cap on it
  is no cap on high yield, nor the reverse;
* the currency exposure said to be left unhedged after it ("… risk left unhedged is 10 %") was
  cut from its statement, and an EM desk's currency shorthand ("EMFX", "LCY") was no word for
  currency (`limits`, `limit_lexicon_em_debt`);
* a measure stated against an index named by its family ("tracking error versus the Bloomberg
  Global Aggregate is 2.5 %") was no statement of its level (`mandate`);
* a band named only as a trigger for a review or an escalation ("the 10 %–20 % corridor is
  merely a reporting trigger"), or by ends written "10pc", "6.0 % of NAV" or "150 basis
  points", did not give way to the point beside it (`alert_bands`).
"""

from __future__ import annotations

import pytest

from quantward_validation.limits import subject_mentions, subject_of
from quantward_validation.mandate import bounds_for, clauses, plan_kind, within

from .clause_bounds import bounds_of

HEDGE = "min_hedge_ratio"
DEEP = "max_below_single_b_weight"
FX = "max_currency_exposure"


@pytest.mark.parametrize(
    ("phrase", "subject"),
    [
        ("the hedging ratio for non-dollar bond positions", HEDGE),
        ("the proportion of euro exposure that is hedged", HEDGE),
        ("the hedged proportion of foreign assets", HEDGE),
        ("fxHedgeRatioMin", HEDGE),
        ("hedge cover ratio", HEDGE),
        # what is left open is the currency exposure, not the hedge
        ("the part of the currency exposure not hedged", FX),
        ("LCY exposure", FX),
        ("open DMFX positions", FX),
        # below single B, by a floor, a grade bounded from above, a bucket, or "rated"
        ("issues rated under B3", DEEP),
        ("belowB3Cap", DEEP),
        ("paper worse than B minus", DEEP),
        ("anything Caa3 and lower", DEEP),
        ("Caa2-rated notes", DEEP),
        ("the CCC- sleeve cap", DEEP),
        # the top of high yield stays high yield; one such bond is one position
        ("bonds rated BB+ or lower", "max_high_yield_weight"),
        ("a single CCC bond", "max_position_weight"),
    ],
)
def test_em_debt_subjects(phrase: str, subject: str) -> None:
    assert subject_of(phrase) == subject


@pytest.mark.parametrize(
    "phrase",
    [
        "the scheme's interest-rate hedge ratio",
        "inflation hedge ratio target",
        "the hedge ratio of the liabilities",
        "the hedge ratio against the Technical Provisions",
    ],
)
def test_a_liability_hedge_ratio_is_no_currency_hedge(phrase: str) -> None:
    assert subject_of(phrase) != HEDGE


def test_the_hedge_ratio_said_of_currency_positions_bounds_the_hedge_not_the_currency() -> None:
    assert bounds_of(
        "The hedge ratio applied to foreign-currency bonds shall be no less than 70%; "
        "unhedged currency exposure is capped at 10%.",
        rounded=True,
    ) == [(HEDGE, "floor", 0.7, None), (FX, "ceiling", None, 0.1)]


@pytest.mark.parametrize(
    "text",
    [
        "Non-USD exposure must be at least 60% hedged back to dollars.",
        "At least 60% of local-currency exposure is to be hedged.",
    ],
)
def test_a_share_said_hedged_is_the_hedge_ratio_not_the_exposure(text: str) -> None:
    assert bounds_of(text, rounded=True) == [(HEDGE, "floor", 0.6, None)]


def test_a_share_left_unhedged_stays_the_exposure() -> None:
    assert bounds_of("Currency exposure of up to 10% may stay unhedged.", rounded=True) == [
        (FX, "ceiling", None, 0.1)
    ]


@pytest.mark.parametrize(
    ("name", "side"),
    [
        ("fxHedgeRatio", "floor"),
        ("hedge_ratio_limit", "floor"),
        ("max_hedge_ratio", "ceiling"),
        ("hedgeRatioCap", "ceiling"),
    ],
)
def test_a_hedge_ratio_is_a_floor_unless_its_name_caps_it(name: str, side: str) -> None:
    assert plan_kind(name) == side


def test_a_plan_hedge_ratio_under_the_mandate_floor_is_outside_it() -> None:
    found = clauses({"policy": "Hedge ratio on foreign-denominated holdings: at least 65%."})
    (bound,) = bounds_for(found, "fxHedgeRatio")
    assert not within(0.45, bound, "fxHedgeRatio")
    assert within(0.8, bound, "fxHedgeRatio")


def test_the_bucket_below_single_b_and_high_yield_bound_each_their_own() -> None:
    assert bounds_of(
        "High yield up to 30%; within it, bonds rated below B3 no more than 5%.", rounded=True
    ) == [("max_high_yield_weight", "ceiling", None, 0.3), (DEEP, "ceiling", None, 0.05)]


def test_currency_left_unhedged_is_one_phrase_with_its_statement() -> None:
    assert bounds_of("Foreign-currency exposure left uncovered is 8%.", rounded=True) == [
        (FX, "target", 0.08, 0.08)
    ]
    assert [name for _, _, name in subject_mentions("FX positions which are kept open")] == [FX]


@pytest.mark.parametrize(
    "text",
    [
        "Tracking error versus the Bloomberg Global Aggregate is 2.5%.",
        "Active risk relative to the MSCI ACWI ex-US is 2.5%.",
    ],
)
def test_a_measure_against_a_named_index_is_stated(text: str) -> None:
    assert bounds_of(text, rounded=True) == [("max_tracking_error", "target", 0.025, 0.025)]


@pytest.mark.parametrize(
    "text",
    [
        "The working level for the sector weight is 20%. The 10%–20% corridor is merely a "
        "reporting trigger for the board.",
        "Sector weight: 20%. The 10pc–20pc band is just an amber trigger for the risk team.",
        "The sector weight stays at 20.0% of NAV. The 10.0% of NAV–20.0% of NAV band is only "
        "an escalation trigger for the risk board.",
    ],
)
def test_a_band_that_only_triggers_a_review_gives_way_to_the_point(text: str) -> None:
    assert bounds_of(text, rounded=True) == [("max_sector_weight", "range", 0.2, 0.2)]


def test_a_band_with_ends_in_basis_points_beside_a_named_index_gives_way_to_the_point() -> None:
    assert bounds_of(
        "Active risk against the Bloomberg Global Aggregate is 150 basis points. The 75 basis "
        "points–150 basis points band only tells the manager when to report to the board.",
        rounded=True,
    ) == [("max_tracking_error", "range", 0.015, 0.015)]


def test_a_band_granted_as_room_stays_a_band() -> None:
    assert bounds_of(
        "The sector weight may sit anywhere in the 10pc–20pc band at the manager's discretion.",
        fields=("subject", "kind", "low", "high", "discretion"),
        rounded=True,
    ) == [("max_sector_weight", "range", 0.1, 0.2, True)]


@pytest.mark.parametrize(
    "text",
    [
        "The proportion of dollar exposure hedged may never be above 95 %.",
        "A hedging ratio over 95 % is not permitted under this policy.",
        "The hedged proportion can never be higher than 95 %.",
    ],
)
def test_an_upper_comparative_keeps_a_minimum_subjects_ceiling(text: str) -> None:
    # a subject that is a minimum by its name turns only a side-less limit into its floor
    (bound,) = [b for c in clauses({"policy": text}) for b in c.bounds]
    assert (bound.subject, bound.kind, bound.high) == (HEDGE, "ceiling", 0.95)


def test_a_side_less_limit_of_a_minimum_subject_stays_its_floor() -> None:
    (bound,) = [
        b for c in clauses({"policy": "The hedged proportion limit is 70 %."}) for b in c.bounds
    ]
    assert (bound.subject, bound.kind, bound.low) == (HEDGE, "floor", 0.7)
