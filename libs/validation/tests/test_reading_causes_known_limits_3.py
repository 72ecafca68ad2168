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

from quantward_contracts.values import Computation
from quantward_validation.mandate import Bound, clauses
from quantward_validation.trends import misstatements


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


def test_our_class_s_elliptical_figure_after_a_semicolon_is_read() -> None:
    text = (
        "This letter relates to the Class P Units. Class Q Units may be leveraged up to 1.2x; "
        "Class P Units up to 2.5x."
    )
    assert _of(text, "max_gross_leverage") == [("ceiling", None, 2.5)]


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


def test_another_class_named_by_of_is_another_vehicle_s_part() -> None:
    text = (
        "Net exposure of the Class Z Accumulation Shares may run to 90 %, but that of the "
        "Fund may not exceed 60 %."
    )
    assert _of(text, "max_net_exposure") == [("ceiling", None, 0.6)]


def test_our_value_coordinated_after_another_s_shares_its_operator() -> None:
    text = (
        "The Concentration Cap is 14 per cent. in respect of the Orchard Value Sub-Fund and "
        "6 per cent. in respect of the Sub-Fund."
    )
    assert _of(text, "max_position_weight") == [("ceiling", None, 0.06)]


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


def test_a_qualifier_set_off_by_dashes_with_a_clause_number_is_no_range() -> None:
    text = (
        '"Name Limit" shall mean – save as set out in paragraph 3 – 5 per cent. No single '
        "issuer may exceed the Name Limit."
    )
    assert _of(text, "max_position_weight") == [("ceiling", None, 0.05)]


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


def test_edges_named_as_a_band_s_lower_and_upper_ends() -> None:
    text = "Cash rebalancing corridor: bottom end 1.5 %, top end 4.5 %."
    assert _of(text, "cash_weight") == [("floor", 0.015, None), ("ceiling", None, 0.045)]
    text = "Cash has a lower rebalance threshold of 1.5 % and an upper one of 4.5 %."
    assert _of(text, "cash_weight") == [("floor", 0.015, None), ("ceiling", None, 0.045)]


def test_edges_said_by_their_side_after_the_value() -> None:
    text = "Cash is reset once it crosses 1.5 % to the downside or 4.5 % to the upside."
    assert _of(text, "cash_weight") == [("floor", 0.015, None), ("ceiling", None, 0.045)]


def test_a_correction_said_to_start_beyond_a_level_bounds_the_other_side() -> None:
    text = "The cash weight prompts a rebalance under 1.5 % or over 4.5 %."
    assert _of(text, "cash_weight") == [("floor", 0.015, None), ("ceiling", None, 0.045)]


def test_a_band_written_as_an_interval_in_brackets_is_a_range() -> None:
    text = "Cash rebalancing corridor (1.5 %, 4.5 %), with no target inside it."
    assert _of(text, "cash_weight") == [("range", 0.015, 0.045)]


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


def test_a_worry_named_as_a_noun_before_the_crossing() -> None:
    assert _of("Our biggest concern is cash dropping under 3 %.", "cash_weight") == [
        ("floor", 0.03, None)
    ]
    text = "The worst outcome would be gross leverage above 1.6x."
    assert _of(text, "max_gross_leverage") == [("ceiling", None, 1.6)]


def test_an_outcome_judged_bad_before_its_condition() -> None:
    assert _of("It would be terrible if cash slid below 3 %.", "cash_weight") == [
        ("floor", 0.03, None)
    ]


def test_a_level_called_a_disaster_or_a_nightmare_after_it() -> None:
    assert _of("Cash below 3 % would be an absolute disaster.", "cash_weight") == [
        ("floor", 0.03, None)
    ]
    assert _of("Any one stock over 6 % is the chair's nightmare.", "max_position_weight") == [
        ("ceiling", None, 0.06)
    ]
    text = "Gross leverage beyond 1.6x would give the committee the jitters."
    assert _of(text, "max_gross_leverage") == [("ceiling", None, 1.6)]


def test_clean_twin_a_wish_without_dislike_reads_as_before() -> None:
    assert _of("I'd like cash to stay below 6 %.", "cash_weight") == [("ceiling", None, 0.06)]
    assert _of("We are happy with up to a quarter in one sector.", "max_sector_weight") == [
        ("ceiling", None, 0.25)
    ]


# --- 5. a fiscal quarter's claim without a comparison word ------------------------------------


#: a fiscal year ending in March: FY2021 Q1 ends 2020-06-30, FY2023 Q4 ends 2023-03-31
_MARCH_ENDS = tuple(
    f"{year if q == 4 else year - 1}-{('06-30', '09-30', '12-31', '03-31')[q - 1]}"
    for year in (2021, 2022, 2023)
    for q in (1, 2, 3, 4)
)
# FY23 Q2 (90) is below FY23 Q1 (95) and FY22 Q2 (92); FY23 Q3 (97) is above FY23 Q2 (90) but
# below FY22 Q3 (99): the comparisons disagree
_SALES = (80.0, 82.0, 85.0, 88.0, 90.0, 92.0, 99.0, 94.0, 95.0, 90.0, 97.0, 101.0)


def _march(field: str, values: tuple[float, ...]) -> Computation:
    rows: list[JsonValue] = [
        {"quarter_end": d, field: v} for d, v in zip(_MARCH_ENDS, values, strict=True)
    ]
    return Computation(
        source_id="src_known_limits_3",
        function_id="fundamentals.quarters",
        arguments={},
        result={"entity_id": "ent_vandelay_imports", "quarters": rows, "fiscal_year_end": "03-31"},
    )


def _wrong(sentences: list[str], computation: Computation) -> bool:
    return bool(misstatements(sentences, [computation]))


def test_a_fiscal_quarter_said_up_with_no_comparison_is_judged() -> None:
    assert _wrong(["Fiscal Q2 2023 sales: up."], _march("revenue", _SALES))
    assert _wrong(["Vandelay's sales climbed in 2Q FY23."], _march("revenue", _SALES))


def test_a_quarter_named_without_its_fiscal_year_is_the_latest_one() -> None:
    # the latest fiscal second quarter is FY23's: 90, down on both comparisons
    assert _wrong(["Sales in the fiscal second quarter were higher."], _march("revenue", _SALES))


def test_a_fiscal_half_said_lower_with_no_comparison_is_judged() -> None:
    # H2 FY22 (99 + 94) is above H1 FY22 (90 + 92) and H2 FY21 (85 + 88)
    assert _wrong(["Sales were weaker in H2 FY22."], _march("revenue", _SALES))


def test_clean_twin_a_quarter_both_comparisons_bear_out() -> None:
    assert not _wrong(["Fiscal Q2 2023 sales: down."], _march("revenue", _SALES))


def test_clean_twin_comparisons_that_disagree_leave_the_claim_standing() -> None:
    # FY23 Q3 is up on the quarter before and down on the year before: either reading holds
    assert not _wrong(["Sales were up in Q3 FY23."], _march("revenue", _SALES))
    assert not _wrong(["Sales were down in Q3 FY23."], _march("revenue", _SALES))


def _calendar_quarters(field: str, values: tuple[float, ...]) -> Computation:
    days = [f"{2022 + i // 4}-{('03-31', '06-30', '09-30', '12-31')[i % 4]}" for i in range(8)]
    rows: list[JsonValue] = [{"period_end": d, field: v} for d, v in zip(days, values, strict=True)]
    return Computation(
        source_id="src_known_limits_3",
        function_id="fundamentals.quarters",
        arguments={},
        result={"entity_id": "ent_vandelay_imports", "quarters": rows},
    )


# 2Q23 (88) below 1Q23 (93): a calendar quarter is read against the quarter before it
_CALENDAR_SALES = (80.0, 84.0, 86.0, 90.0, 93.0, 88.0, 91.0, 95.0)


def test_a_calendar_quarter_heading_the_claim_as_its_label_is_its_horizon() -> None:
    assert _wrong(["2Q23 sales: higher."], _calendar_quarters("revenue", _CALENDAR_SALES))
    assert _wrong(["For Q2 2023, sales were up."], _calendar_quarters("revenue", _CALENDAR_SALES))


def test_a_december_year_end_s_fiscal_quarter_is_the_calendar_quarter() -> None:
    assert _wrong(["Sales increased in Q2 FY23."], _calendar_quarters("revenue", _CALENDAR_SALES))


def test_clean_twin_a_calendar_quarter_label_borne_out() -> None:
    assert not _wrong(["2Q23 sales: lower."], _calendar_quarters("revenue", _CALENDAR_SALES))


# --- 6. "since inception" with no date ---------------------------------------------------------


def _prices(days: list[str], closes: list[float]) -> Computation:
    return Computation(
        source_id="src_known_limits_3",
        function_id="fundamentals.quarters",
        arguments={},
        result={
            "entity_id": "ent_vandelay_imports",
            "quarters": [
                {"quarter_end": d, "net_asset_value": v} for d, v in zip(days, closes, strict=True)
            ],
        },
    )


_NAV_DAYS = ["2019-12-31", "2020-12-31", "2021-12-31", "2022-12-31", "2023-12-31"]
# down from the start, up from the end of 2021
_NAV = [100.0, 90.0, 80.0, 85.0, 95.0]


def test_since_inception_dated_elsewhere_opens_at_that_date() -> None:
    sentences = [
        "The Fund was incepted in January 2022.",
        "NAV has declined since inception.",
    ]
    assert _wrong(sentences, _prices(_NAV_DAYS, _NAV))


def test_since_listing_dated_in_a_field_like_line_opens_there() -> None:
    sentences = ["Listing date: 2022-01-03.", "NAV is lower since the listing."]
    assert _wrong(sentences, _prices(_NAV_DAYS, _NAV))


def test_since_inception_dated_nowhere_is_the_whole_series() -> None:
    assert _wrong(["NAV has risen since inception."], _prices(_NAV_DAYS, _NAV))


def test_clean_twin_since_inception_dated_elsewhere_borne_out() -> None:
    sentences = [
        "The Fund was incepted in January 2022.",
        "NAV has risen since inception.",
    ]
    assert not _wrong(sentences, _prices(_NAV_DAYS, _NAV))


def test_since_inception_dated_by_a_label_or_a_go_live() -> None:
    assert _wrong(
        ["Launched: February 2022.", "NAV is lower since launch."], _prices(_NAV_DAYS, _NAV)
    )
    sentences = ["The strategy went live in January 2022.", "NAV has fallen since inception."]
    assert _wrong(sentences, _prices(_NAV_DAYS, _NAV))


def test_clean_twin_a_launch_of_something_else_dates_no_inception() -> None:
    # the product launched in 2022 is not the fund: the horizon stays the whole series (down)
    sentences = [
        "The manager launched a new share class in 2022.",
        "NAV has fallen since inception.",
    ]
    assert not _wrong(sentences, _prices(_NAV_DAYS, _NAV))
