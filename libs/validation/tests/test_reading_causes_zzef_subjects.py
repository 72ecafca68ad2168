"""The limit subjects batches ZZE (agency MBS) and ZZF (currency overlay) named in the trade's own
words, each read in general: constructions written here, in no batch, guarded both ways.

Causes: an agency MBS mandate's own subjects (`limit_lexicon_securitized`) — the sleeve outside
the agencies named by its asset classes listed with slashes or by what it is outside of, the TBA
and dollar-roll programme named by its instrument, one coupon of the stack counted one at a
time, the agency MBS share — read as a position ("weight"), the agencies-and-supranationals
bucket ("agency"), a sector ("CMBS"), a cost ("spread") or net exposure ("net TBA"); "TBA" held
as the mortgage forward read as the placeholder "to be announced"; a share "of MV" not read as
its base, so the band "12 % of MV – 24 % of MV" was no band; a counterparty bank named by its
role ("any one dealing bank"); a hedge ratio set "per currency" read as the currency exposure;
and a plan cap on a subject the mandate both targets and caps held to the target.
"""

from __future__ import annotations

import pytest

from quantward_validation.limits import subject_mentions, subject_of
from quantward_validation.mandate import bounds_for, clauses
from quantward_validation.testing import provenance_problems


@pytest.mark.parametrize(
    ("phrase", "subject"),
    [
        # the sleeve outside the agencies, by its classes listed or by what it is outside of
        ("nonAgencyBucketMax", "max_non_agency_weight"),
        ("private-label mortgage paper", "max_non_agency_weight"),
        ("CLOs/CRT/CMBS", "max_non_agency_weight"),
        ("credit products other than the agency pools", "max_non_agency_weight"),
        ("the securitised credit sleeve", "max_non_agency_weight"),
        # the TBA programme by its instrument
        ("tbaRollLimit", "max_tba_roll_weight"),
        ("long TBA notional", "max_tba_roll_weight"),
        ("mortgage rolls outstanding", "max_tba_roll_weight"),
        ("to-be-announced positions", "max_tba_roll_weight"),
        # one coupon of the stack
        ("each 15-year coupon", "max_single_coupon_weight"),
        ("perCouponCap", "max_single_coupon_weight"),
        ("coupon concentration", "max_single_coupon_weight"),
        # the agency MBS share
        ("agencyPassThroughFloor", "min_agency_mbs_weight"),
        ("agency mortgage-backed securities", "min_agency_mbs_weight"),
        # twins: the reserve manager's agencies, one pool, a coupon's payment, an average
        ("agency notes", "max_agency_supranational_weight"),
        ("a single agency pool", "max_position_weight"),
        ("a single CMBS", "max_position_weight"),
        ("each coupon payment", None),
        ("weighted average coupon", "min_weighted_average_coupon"),
    ],
)
def test_an_agency_mbs_mandates_subjects_are_subjects_of_their_own(
    phrase: str, subject: str | None
) -> None:
    assert subject_of(phrase) == subject


def test_a_sleeve_listed_by_its_classes_is_one_mention() -> None:
    text = "ABS, CLOs and CMBS together: at most 12 %"
    assert subject_mentions(text) == [(0, 18, "max_non_agency_weight")]


_SIGNED = "Signed guideline: "


@pytest.mark.parametrize(
    ("text", "name", "value", "words"),
    [
        (
            "The board capped private-label and CRT paper at 12 % this morning.",
            "maxNonAgency",
            0.12,
            "12 %",
        ),
        ("Per the IMA, long TBAs plus rolls may not top 18 %.", "tbaRollLimit", 0.18, "18 %"),
        (f"{_SIGNED}each 15-year coupon is held to 22 % or less.", "perCouponCap", 0.22, "22 %"),
        (
            f"{_SIGNED}agency pass-throughs stay at or above 55 %.",
            "agencyPassThroughFloor",
            0.55,
            "55 %",
        ),
    ],
)
def test_a_bound_on_such_a_subject_states_the_plans_limit(
    text: str, name: str, value: float, words: str
) -> None:
    assert provenance_problems(text, name=name, value=value, words=words) == []


def test_a_bound_on_another_mbs_subject_does_not() -> None:
    text = "Signed guideline: each 15-year coupon is held to 22 % or less."
    assert provenance_problems(text, name="max_tba_roll_weight", value=0.22, words="22 %")


def test_tba_held_as_the_forward_is_no_placeholder() -> None:
    text = "Client sign-off received: TBA longs up to 18 % of the book."
    assert provenance_problems(text, name="max_tba_roll_weight", value=0.18, words="18 %") == []


def test_tba_as_a_placeholder_still_leaves_the_level_unagreed() -> None:
    text = "Client sign-off received: rolls up to 18 % of the book, start date TBA."
    assert provenance_problems(text, name="max_tba_roll_weight", value=0.18, words="18 %")


def _bounds(text: str, name: str) -> list[tuple[str, float | None, float | None]]:
    found = clauses({"limits": [text]})
    return [(b.kind, b.low, b.high) for b in bounds_for(found, name)]


def test_a_band_with_its_base_at_each_end_is_a_band() -> None:
    text = "The manager may set private-label exposure between 6 % of MV and 12 % of MV."
    assert _bounds(text, "max_non_agency_weight") == [("range", 0.06, 0.12)]


def test_a_band_without_a_base_is_the_same_band() -> None:
    text = "The manager may set private-label exposure between 6 % and 12 %."
    assert _bounds(text, "max_non_agency_weight") == [("range", 0.06, 0.12)]


@pytest.mark.parametrize(
    "phrase",
    ["forward exposure with any one hedging bank", "per swap bank", "executing bank exposure"],
)
def test_a_bank_named_by_its_role_is_a_counterparty(phrase: str) -> None:
    assert subject_of(phrase) == "other_limit"


def test_a_bank_deposits_are_placed_with_stays_the_treasurys() -> None:
    assert subject_of("deposits placed with any one bank") == "other_limit"
    assert subject_of("the central bank's policy rate") is None


def test_a_hedge_ratio_set_per_currency_is_the_hedge_ratio() -> None:
    text = "Hedge ratio by currency pair: the manager picks anything from 30 % to 70 %."
    assert _bounds(text, "max_hedge_ratio") == [("range", 0.3, 0.7)]
    assert _bounds(text, "max_currency_exposure") == []


def test_a_cap_beside_a_target_on_one_subject_holds_the_plans_cap() -> None:
    text = "Neutral hedge ratio: 40 %. The hedge ratio is capped at 90 %."
    found = clauses({"a": text})
    assert [(b.kind, b.high) for b in bounds_for(found, "max_hedge_ratio")] == [("ceiling", 0.9)]


def test_a_target_alone_still_bounds_the_plans_cap() -> None:
    found = clauses({"a": "Neutral hedge ratio: 40 %."})
    assert [b.kind for b in bounds_for(found, "max_hedge_ratio")] == ["target"]
