"""Rule limits earlier fixers noted and left, each read as a family (third wave).

Every test is a construction of its family in wordings no batch uses, in both directions where
the family has two: the flawed reading and its clean twin.

1. another vehicle's limit inside one sentence of mandate prose ("…, whereas Sub-Fund B may …");
2. a definition whose meaning opens with a qualifier ('"X" means, at any time, …');
3. a band kept only for rebalancing, said by its edges or its drift, with no point to hold;
4. a dislike or fear of crossing a level ("I'd hate for cash to fall under a twentieth");
5. a fiscal quarter's claim without a comparison word ("Q3 FY24 revenue: up");
6. a claim "since inception" with no date.
"""

from __future__ import annotations

from collections.abc import Mapping

from pydantic import JsonValue

from quantward_validation.mandate import Bound, clauses


def _bounds(mandate: Mapping[str, JsonValue]) -> list[Bound]:
    return [b for c in clauses(mandate) for b in c.bounds]


def _of(text: str, subject: str) -> list[tuple[str, float | None, float | None]]:
    return [(b.kind, b.low, b.high) for b in _bounds({"clause": text}) if b.subject == subject]


# --- 1. another vehicle's limit inside one sentence ------------------------------------------


def test_another_sub_fund_s_cap_after_whereas_bounds_nothing_here() -> None:
    text = (
        "The Sub-Fund may not invest more than 6 per cent. of its assets in any one issuer, "
        "whereas the Lindqvist Nordic Bond Sub-Fund may invest up to 20 per cent."
    )
    assert _of(text, "max_position_weight") == [("ceiling", None, 0.06)]


def test_our_limit_second_after_another_class_s_is_the_one_read() -> None:
    text = (
        "Gross leverage for the Saffron Asia Portfolio may reach 3x, while this Portfolio may "
        "not exceed 1.5x."
    )
    assert _of(text, "max_gross_leverage") == [("ceiling", None, 1.5)]


def test_another_sub_fund_named_as_such_in_the_same_sentence() -> None:
    text = "Cash is capped at 8 % for the Fund but at 25 % for another sub-fund of the umbrella."
    assert _of(text, "cash_weight") == [("ceiling", None, 0.08)]


def test_the_subject_named_in_another_field_tells_the_vehicles_apart() -> None:
    mandate: dict[str, JsonValue] = {
        "fund": "Kestrel Income Sub-Fund",
        "restrictions": (
            "The Kestrel Income Sub-Fund may hold up to 7 % in any single issuer, and the "
            "Kestrel Growth Sub-Fund up to 12 %."
        ),
    }
    found = [(b.kind, b.high) for b in _bounds(mandate) if b.subject == "max_position_weight"]
    assert found == [("ceiling", 0.07)]


def test_clean_twin_a_sentence_that_leaves_the_vehicles_open_keeps_both() -> None:
    # nothing says which of the two is the subject: neither is set aside
    text = "Sub-Fund X may hold up to 5 % in one issuer, whereas Sub-Fund Y may hold up to 9 %."
    assert sorted(b[2] or 0 for b in _of(text, "max_position_weight")) == [0.05, 0.09]


def test_clean_twin_a_fund_held_as_an_investment_is_no_other_vehicle_s_term() -> None:
    # the second part names a fund as what is held, not as whose term it is: read as before
    text = (
        "The Fund may hold up to 4 % in any single issuer, and up to 9 % in units of the "
        "Harbour Liquidity Fund."
    )
    assert sorted(b[2] or 0 for b in _of(text, "max_position_weight")) == [0.04, 0.09]


def test_clean_twin_a_range_s_and_is_no_cut_between_vehicles() -> None:
    text = (
        "Cash shall be between 2 % and 6 % for the Sub-Fund, whereas the Orion Sub-Fund "
        "may hold any amount of cash."
    )
    assert _of(text, "cash_weight") == [("range", 0.02, 0.06)]


# --- 2. a definition whose meaning opens with a qualifier ------------------------------------


def test_a_meaning_after_a_time_qualifier_bounds_the_use() -> None:
    text = (
        '"Concentration Threshold" means, at all times, 4.5 per cent. of the Net Asset Value. '
        "No single issuer shall exceed the Concentration Threshold."
    )
    assert _of(text, "max_position_weight") == [("ceiling", None, 0.045)]


def test_a_meaning_after_a_reserve_with_a_clause_number_bounds_the_use() -> None:
    text = (
        '"Exposure Ceiling" shall mean, save as provided in paragraph 9.3, 1.75x. Gross '
        "exposure may not exceed the Exposure Ceiling."
    )
    assert _of(text, "max_gross_leverage") == [("ceiling", None, 1.75)]


def test_a_meaning_after_two_qualifiers_and_a_date_bounds_the_use() -> None:
    mandate: dict[str, JsonValue] = {
        "definitions": (
            '"Reserve Amount" means, with effect from 1 April 2025 and for the purposes of '
            "this Schedule, not less than 3 per cent."
        ),
        "restrictions": "The Manager shall keep cash of at least the Reserve Amount.",
    }
    found = [(b.clause_id, b.kind, b.low) for b in _bounds(mandate) if b.subject == "cash_weight"]
    assert ("restrictions", "floor", 0.03) in found


def test_clean_twin_a_meaning_without_a_qualifier_reads_as_before() -> None:
    text = (
        '"Concentration Threshold" means 4.5 per cent. of the Net Asset Value. No single '
        "issuer shall exceed the Concentration Threshold."
    )
    assert _of(text, "max_position_weight") == [("ceiling", None, 0.045)]


# --- 3. a band kept only for rebalancing, with no point ---------------------------------------


def test_edges_said_as_what_sets_off_a_correction_are_a_floor_and_a_ceiling() -> None:
    text = "Cash gets replenished if it slips below 2 % and is trimmed if it climbs above 6 %."
    assert _of(text, "cash_weight") == [("floor", 0.02, None), ("ceiling", None, 0.06)]


def test_edges_said_as_a_state_with_one_condition_are_both_sides() -> None:
    text = "We rebalance the cash line whenever it sits under 2 % or over 6 %."
    assert _of(text, "cash_weight") == [("floor", 0.02, None), ("ceiling", None, 0.06)]


def test_a_drift_away_from_a_centre_is_a_range_not_a_floor() -> None:
    text = "The bond weight is realigned once it strays by more than 4 points from 40 %."
    found = _of(text, "max_position_weight")
    assert len(found) == 1
    kind, low, high = found[0]
    assert kind == "range"
    assert low is not None
    assert high is not None
    assert abs(low - 0.36) < 1e-9
    assert abs(high - 0.44) < 1e-9


def test_a_level_crossed_is_no_point_the_band_gives_way_to() -> None:
    text = (
        "Issuers are sold down when they pass 5 %, and the issuer corridor of 1-5 % is for "
        "rebalancing purposes."
    )
    assert _of(text, "max_position_weight") == [("range", 0.01, 0.05)]


def test_a_midpoint_said_to_be_no_target_is_no_point() -> None:
    text = (
        "The cash corridor is 2 % to 6 %; it is a rebalancing corridor only, and 4 % is not "
        "a target."
    )
    assert _of(text, "cash_weight") == [("range", 0.02, 0.06)]


def test_clean_twin_a_rebalancing_band_beside_its_target_is_the_point() -> None:
    text = "Cash has a rebalancing band of 2 % to 6 %, with a target of 4 %."
    assert _of(text, "cash_weight") == [("range", 0.04, 0.04)]


def test_clean_twin_a_forbidden_level_is_still_read_as_before() -> None:
    text = "When single names rise above 9 % they must be reduced within a week."
    assert _of(text, "max_position_weight") == [("ceiling", None, 0.09)]


# --- 4. a dislike or fear of crossing a level -------------------------------------------------


def test_a_dislike_of_cash_falling_under_a_level_is_a_floor() -> None:
    assert _of("I'd really hate to see our cash slip under a tenth.", "cash_weight") == [
        ("floor", 0.1, None)
    ]


def test_unease_with_more_than_a_level_is_a_cap() -> None:
    text = "Honestly we'd be uneasy about more than a quarter in any one sector."
    assert _of(text, "max_sector_weight") == [("ceiling", None, 0.25)]


def test_a_fear_of_leverage_creeping_past_a_level_is_a_cap() -> None:
    text = "My main fear is gross leverage creeping beyond 1.8x."
    assert _of(text, "max_gross_leverage") == [("ceiling", None, 1.8)]


def test_a_level_said_to_make_someone_nervous_is_refused() -> None:
    assert _of("Cash under 3 % would make the trustees nervous.", "cash_weight") == [
        ("floor", 0.03, None)
    ]
    assert _of("A single name over 7 % keeps me up at night.", "max_position_weight") == [
        ("ceiling", None, 0.07)
    ]


def test_avoiding_a_crossing_is_the_other_side() -> None:
    text = "The team should avoid letting cash drop below 2.5 %."
    assert _of(text, "cash_weight") == [("floor", 0.025, None)]


def test_clean_twin_a_wish_without_dislike_reads_as_before() -> None:
    assert _of("I'd like cash to stay below 6 %.", "cash_weight") == [("ceiling", None, 0.06)]
    assert _of("We are happy with up to a quarter in one sector.", "max_sector_weight") == [
        ("ceiling", None, 0.25)
    ]
