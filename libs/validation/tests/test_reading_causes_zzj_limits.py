"""The blind batch ZZJ (a life insurer's general account under Solvency II) showed, each read in
general: constructions written here, in no batch, guarded both ways.

Property (real estate) and infrastructure said together as one class ("the real estate and
infra sleeve", `propertyInfraCap`) or "real assets" is the illiquid bucket a balance sheet holds
directly, not one position; their listed funds trade on an exchange and are not (`limits`).

Paper rated BBB and everything under it ("triple-B or lower", "CQS 3 and worse") is a rating
bucket of its own, wider than high yield; Solvency II's credit quality steps bounded from above
name it at step 3, high yield at steps 4 and 5 and the bucket below single B at step 6
(`credit_ratings`). A list's label may name a range of steps ("CQS 0–2: 55 %"), so its figure is
that line's setting, not a sibling's (`field_labels`).

A class's generic head noun after a bracketed gloss ("below-IG (BB+ or lower) positions") is the
class's, one noun phrase, not a single position's (`limits.subject_mentions`).

Exposure named by the currency it is not in ("non-euro assets", "non-USD holdings") is
currency exposure (`limits`).

A group of connected names counted as one ("any one issuer group", "group of connected
clients", "single-name (group)") is the counterparty concentration an insurer's or a bank's
limit counts every claim on the group against, not one security's weight (`limits`).

A level the manager is told to hold in the imperative ("hold it at 6 %", beside a band kept for
others) is fixed, like one held or kept (`fixed_levels`).
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Constraint
from quantward_validation.field_labels import line_label
from quantward_validation.limits import subject_mentions, subject_of
from quantward_validation.mandate import bounds_for, clauses
from quantward_validation.provenance import stated_of

ILLIQUID = "max_illiquid_weight"
BBB = "max_bbb_and_below_weight"
HY = "max_high_yield_weight"


def _bounds(text: str, name: str) -> list[tuple[str, float | None, float | None]]:
    found = clauses({"balance_sheet_policy": {"part_4": text}})
    return [(b.kind, b.low, b.high) for b in bounds_for(found, name)]


def _problem(text: str, value: str, name: str, number: float) -> str | None:
    start = text.index(value)
    constraint = Constraint(
        name=name,
        value=number,
        provenance="user_message",
        provenance_ref="msg_1",
        unit="fraction",
    )
    return stated_of(text, start, start + len(value), constraint)


# --- property and infrastructure said together are the illiquid real-asset bucket --------------


@pytest.mark.parametrize(
    "phrase",
    [
        "propertyInfraCap",
        "max_realestate_infra_share",
        "the real estate & infra sleeve",
        "infrastructure equity and commercial property, taken together",
        "our real-asset holdings",
        "direct property plus infrastructure loans",
    ],
)
def test_property_and_infrastructure_together_are_illiquid(phrase: str) -> None:
    assert subject_of(phrase) == ILLIQUID


@pytest.mark.parametrize(
    ("phrase", "subject"),
    [
        # one property is one holding; listed funds trade on an exchange
        ("the largest single property", "max_position_weight"),
        ("the weight of the listed property and infrastructure trusts", "max_position_weight"),
        ("infrastructure sector weight", "max_sector_weight"),
        ("intellectual property rights", None),
    ],
)
def test_the_clean_twins_keep_their_subjects(phrase: str, subject: str | None) -> None:
    assert subject_of(phrase) == subject


def test_a_cap_on_real_estate_and_infra_bounds_an_illiquid_limit() -> None:
    text = "Holdings of real estate and infra debt together may not go above 12 percent."
    assert _bounds(text, "illiquidHoldingsCap") == [("ceiling", None, 0.12)]
    assert _bounds(text, "max_position_weight") == []


def test_a_combined_cap_on_property_and_infrastructure_states_the_plans_limit() -> None:
    text = "The board caps the aggregate exposure to infrastructure and property at 9 %."
    assert _problem(text, "9 %", "max_property_infra_weight", 0.09) is None
    # ... and is still no cap on one position
    assert _problem(text, "9 %", "max_position_weight", 0.09) is not None


# --- BBB and below, and Solvency II's credit quality steps ---------------------------------------


@pytest.mark.parametrize(
    ("phrase", "subject"),
    [
        ("bonds graded triple-B or lower", BBB),
        ("Baa-and-under credit", BBB),
        ("maxCqs3OrWorseShare", BBB),
        ("names at credit quality step 3 to 6", BBB),
        ("anything at CQS 4 or worse", HY),
        ("cqs5PlusCap", HY),
        ("paper at CQS 6", "max_below_single_b_weight"),
    ],
)
def test_bbb_and_below_and_credit_quality_steps_are_rating_buckets(
    phrase: str, subject: str
) -> None:
    assert subject_of(phrase) == subject


@pytest.mark.parametrize(
    ("phrase", "subject"),
    [
        # one step alone, and high yield's own grades, stay as they were
        ("the CQS 2 allocation", None),
        ("BB or worse", HY),
        ("rated below BBB-", HY),
    ],
)
def test_other_grades_keep_their_subjects(phrase: str, subject: str | None) -> None:
    assert subject_of(phrase) == subject


def test_a_cap_on_cqs_three_and_worse_bounds_the_bucket_not_high_yield() -> None:
    text = "Holdings at credit quality step 3 or worse shall not exceed 40 % of the annuity fund."
    assert _bounds(text, "bbbOrLowerCap") == [("ceiling", None, 0.4)]
    assert _bounds(text, "max_high_yield_weight") == []


def test_a_label_naming_a_range_of_steps_keeps_its_own_figure() -> None:
    text = (
        "Credit quality summary\n"
        "- Assets at CQS 0–2 (target): 55%\n"
        "- Credit quality step 3+ (maximum): 45%"
    )
    assert line_label(text, text.index("55%")) == "Assets at CQS 0–2 (target)"
    assert _problem(text, "55%", "maxCqs3PlusShare", 0.55) is not None
    # ... the bucket's own line states it
    assert _problem(text, "45%", "maxCqs3PlusShare", 0.45) is None


# --- a class, its bracketed gloss, and its generic head --------------------------------------


@pytest.mark.parametrize(
    ("phrase", "subject"),
    [
        ("below-IG (BB+ or lower) positions", HY),
        ("unquoted (fair-value level 3) holdings", ILLIQUID),
        ("junk (fallen angels included) securities", HY),
    ],
)
def test_a_classs_head_after_its_gloss_is_the_classs(phrase: str, subject: str) -> None:
    assert {name for _, _, name in subject_mentions(phrase)} == {subject}


def test_a_head_after_a_gloss_of_no_class_stays_a_position() -> None:
    # the bracket glosses one holding's measure, no class: the head is one position's
    mentions = subject_mentions("single-issuer (by market value) positions")
    assert {name for _, _, name in mentions} == {"max_position_weight"}


def test_a_band_table_row_of_a_glossed_class_bounds_the_class() -> None:
    text = (
        "| Bucket | Band | Who sets the level |\n|---|---|---|\n"
        "| Below-IG (BB+ or lower) positions in the bond book | 2% – 4% | the CIO |"
    )
    assert _bounds(text, "maxJunkShare") == [("range", 0.02, 0.04)]
    assert _bounds(text, "max_position_weight") == []


# --- exposure outside one currency ------------------------------------------------------------


@pytest.mark.parametrize(
    "phrase", ["non-euro assets left open", "nonUsdHoldingsCap", "the non-sterling book"]
)
def test_exposure_named_by_the_currency_it_is_not_in_is_currency(phrase: str) -> None:
    assert subject_of(phrase) == "max_currency_exposure"


@pytest.mark.parametrize("phrase", ["non-bank lenders", "non-executive board members"])
def test_other_non_words_name_no_currency(phrase: str) -> None:
    assert subject_of(phrase) != "max_currency_exposure"


def test_a_band_on_non_euro_exposure_bounds_the_currency_limit() -> None:
    text = "Open non-euro exposure may sit between 1% and 4% of capital at the desk's choice."
    assert _bounds(text, "openFxCap") == [("range", 0.01, 0.04)]


# --- a group of connected names --------------------------------------------------------------


@pytest.mark.parametrize(
    "phrase",
    [
        "exposure to each obligor group",
        "the largest group of connected clients",
        "per-name (group) exposure, all claims included",
        "maxSingleGroupShare",
        "biggest group concentration",
    ],
)
def test_a_group_of_connected_names_is_a_counterparty_concentration(phrase: str) -> None:
    assert subject_of(phrase) == "other_limit"


@pytest.mark.parametrize(
    ("phrase", "subject"),
    [
        ("any one industry group", "max_sector_weight"),
        ("the per-name exposure", "max_position_weight"),
        ("a single group of stocks", "max_position_weight"),
    ],
)
def test_one_name_and_other_groups_keep_their_subjects(phrase: str, subject: str) -> None:
    assert subject_of(phrase) == subject


def test_a_cap_on_one_name_counted_as_its_group_states_a_counterparty_limit() -> None:
    text = "Policy check: per-name (group) exposure is limited to 4 per cent of total assets."
    assert _problem(text, "4 per cent", "maxCounterpartyShare", 0.04) is None
    assert _problem(text, "4 per cent", "max_position_weight", 0.04) is not None


# --- a level one is told to hold -------------------------------------------------------------


def test_a_level_one_is_told_to_hold_is_fixed_beside_a_band_for_others() -> None:
    text = (
        "The board has not delegated the weight of any one issuer. Hold it at 5%; 3%–5% is the "
        "alert band, not a corridor for the desk to use."
    )
    assert _bounds(text, "max_position_weight") == [("range", 0.05, 0.05)]


def test_a_band_with_no_level_held_stays_a_band() -> None:
    text = "The board has delegated the weight of any one issuer: anywhere in 3%–5% is fine."
    assert _bounds(text, "max_position_weight") == [("range", 0.03, 0.05)]
