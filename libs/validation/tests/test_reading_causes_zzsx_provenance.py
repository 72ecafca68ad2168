"""The blind batches ZZS–ZZX's false provenance, each family read in general and written here in
a seventh register none of them used (a university endowment's real-assets programme: farmland,
timberland and leased farm equipment), guarded both ways (the flawed figure is caught, the one
in force stays stated).

- a monitoring table's column headed by a relative trading day or a weekday's close ("T-1",
  "Thursday close") beside the limit column (`monitored_levels._RELATIVE_DAY_HEADER`);
- a level reported as read on a date, then set inside a limit written in words or a count
  unit, or "clear of" it (`monitored_levels._reported_beside_limit`);
- a level moved at a meeting or asked for by name, then a failed vote or advice against it
  (`provenance.refused`);
- a document "as revised/restated" declaring its figure over an earlier version's
  (`supersession`); a vehicle by its proper name closed in an aside (`this_vehicle`);
- the writer's own document turning a clause from a peer statistic or a comparison, and a
  turning-down of another source's figure (`peer_statistics`, `this_vehicle`, `disowned`);
- the signed version set against a draft (`polarity`);
- labelled lines: two-column table rows, figures in labels, aims beside bounds, a known
  subject's fuller sibling, every word of a name said (`field_labels`, `provenance`).
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Constraint
from quantward_validation.field_labels import line_label, sibling_labels
from quantward_validation.intent import asked
from quantward_validation.limit_lexicon_ils import other_scope
from quantward_validation.limits import subject_mentions
from quantward_validation.provenance import stated_of


def _problem(
    text: str, value: str, name: str, number: float, unit: str | None, *, first: bool = False
) -> str | None:
    start = text.index(value) if first else text.rindex(value)
    constraint = Constraint(
        name=name, value=number, provenance="user_message", provenance_ref="msg_1", unit=unit
    )
    return stated_of(text, start, start + len(value), constraint)


@pytest.mark.parametrize("day", ["Thursday close", "T-1", "Fri EOD"])
def test_a_relative_day_column_beside_the_limit_is_a_level(day: str) -> None:
    text = (
        f"| Check | {day} | Policy limit |\n|---|---|---|\n"
        "| Timberland share of the pool | 22 % | ≤ 30 % |"
    )
    assert _problem(text, "22 %", "max_timberland_weight", 0.22, "fraction") is not None
    assert _problem(text, "30 %", "max_timberland_weight", 0.30, "fraction") is None


def test_a_level_read_on_a_date_inside_a_limit_in_words_is_a_level() -> None:
    text = (
        "Annual review: equity in the target-date sleeve was forty-one percent (41 %) at March "
        "31, inside the policy maximum of fifty percent (50 %)."
    )
    assert _problem(text, "forty-one percent (41 %)", "max_sleeve_equity", 0.41, "fraction")
    assert _problem(text, "fifty percent (50 %)", "max_sleeve_equity", 0.50, "fraction") is None


def test_a_count_read_on_a_date_clear_of_its_floor_is_a_level() -> None:
    text = (
        "Equipment book: the average age of the leased combines was 6 yrs at year end, "
        "comfortably clear of the maximum of 9 yrs."
    )
    assert _problem(text, "6", "combineAgeCap", 6.0, None, first=True) is not None


def test_a_motion_that_failed_refuses_its_level() -> None:
    text = (
        "At the spring meeting a trustee moved to lift the farmland allocation to 25 %. The "
        "motion failed; the policy cap of 15 % stands."
    )
    assert _problem(text, "25 %", "max_farmland_weight", 0.25, "fraction") is not None
    assert _problem(text, "15 %", "max_farmland_weight", 0.15, "fraction") is None


def test_a_level_asked_for_then_advised_against_is_refused() -> None:
    text = (
        "The endowment office asked for timberland at 20 %. Outside counsel advised against it "
        "and the committee kept 12 %."
    )
    assert _problem(text, "20 %", "max_timberland_weight", 0.20, "fraction") is not None
    assert _problem(text, "12 %", "max_timberland_weight", 0.12, "fraction") is None


def test_a_policy_as_revised_replaces_the_earlier_figure() -> None:
    text = (
        "The 2018 policy set the farmland allocation at 25 %. The policy as revised effective "
        "July 1 says 15 %."
    )
    assert _problem(text, "25 %", "max_farmland_weight", 0.25, "fraction") is not None
    assert _problem(text, "15 %", "max_farmland_weight", 0.15, "fraction") is None


def test_a_vehicle_named_and_closed_in_an_aside_is_a_former_one() -> None:
    text = (
        "Greenacre Timber Partners II (liquidated in 2020) let leverage run to 60 %. The "
        "current programme's guidelines say 40 %."
    )
    assert _problem(text, "60 %", "max_timber_leverage", 0.60, "fraction") is not None
    assert _problem(text, "40 %", "max_timber_leverage", 0.40, "fraction") is None


def test_the_writers_own_clause_leaves_the_comparison() -> None:
    text = (
        "For comparison, the endowment peer median keeps timberland near 12 %; our investment "
        "policy sets it at 8 %."
    )
    assert _problem(text, "12 %", "max_timberland_weight", 0.12, "fraction") is not None
    assert _problem(text, "8 %", "max_timberland_weight", 0.08, "fraction") is None


def test_a_survey_median_beside_our_policy_and_the_survey_number_turned_down() -> None:
    text = (
        "The association's survey shows a median of 12 % for timberland. Our policy sets 8 %; "
        "the committee never adopted the survey number."
    )
    assert _problem(text, "12 %", "max_timberland_weight", 0.12, "fraction") is not None
    assert _problem(text, "8 %", "max_timberland_weight", 0.08, "fraction") is None


def test_a_sample_the_writer_did_not_use_is_disowned() -> None:
    text = (
        "Our policy: farmland, 15 %. (The consultant's sample policy suggests 25 %, but we did "
        "not use that sample.)"
    )
    assert _problem(text, "25 %", "max_farmland_weight", 0.25, "fraction") is not None
    assert _problem(text, "15 %", "max_farmland_weight", 0.15, "fraction", first=True) is None


def test_the_signed_version_against_a_draft_is_in_force() -> None:
    text = (
        "Redline, side letter para 4, signed version against the March draft: farmland not "
        "more than [Deleted: 25 %] [Inserted: 15 %]"
    )
    assert _problem(text, "15 %", "max_farmland_weight", 0.15, "fraction") is None


def test_a_two_column_table_row_is_a_labelled_line() -> None:
    text = (
        "| Restriction | Limit |\n|---|---|\n| Irrigated acreage share (minimum) | 40 % |\n"
        "| Permanent-crop orchards and vineyards (maximum) | 25 % |"
    )
    at = text.index("40 %")
    assert line_label(text, at) == "Irrigated acreage share (minimum)"
    assert ("Permanent-crop orchards and vineyards (maximum)", "25 %") in sibling_labels(text, at)
    assert _problem(text, "40 %", "maxOrchardVineyardShare", 0.40, "fraction") is not None
    assert _problem(text, "25 %", "maxOrchardVineyardShare", 0.25, "fraction") is None


def test_a_label_carries_its_parameters() -> None:
    text = (
        "Programme terms\n  1-in-200 modelled wildfire PML (% of pool): 6 %\n"
        "  Days to sell any one parcel at 10% of county turnover (cap): 90 days"
    )
    assert line_label(text, text.index("6 %")) == "1-in-200 modelled wildfire PML (% of pool)"
    assert line_label(text, text.index("90 days")) is not None


def test_a_pml_name_writes_its_period_bare() -> None:
    text = "1-in-100 aggregate PML (maximum): 12 %"
    at = text.index("12 %")
    assert other_scope("max pml 200 share of nav", "", text, at, at + 4)
    assert not other_scope("max pml 100 share of nav", "", text, at, at + 4)


def test_an_aim_line_beside_a_bound_of_the_names_side() -> None:
    text = (
        "Programme terms\n  Cash kept beyond the manager's control (minimum): 5.0%\n"
        "  Target cash yield: 4.0%"
    )
    assert _problem(text, "4.0%", "min_reserve_away_from_operator", 0.04, "fraction") is not None
    assert _problem(text, "5.0%", "min_reserve_away_from_operator", 0.05, "fraction") is None


def test_a_segment_is_a_sector() -> None:
    assert "max_sector_weight" in {n for _, _, n in subject_mentions("One segment's share (max)")}


def test_a_clause_saying_every_word_of_the_name_is_its_subject() -> None:
    text = "| Metric | Policy limit |\n|---|---|\n| Largest hirer concentration | ≤ 20 % |"
    assert _problem(text, "20 %", "lesseeConcentrationCap", 0.20, "fraction") is None


def test_a_fuller_sibling_of_a_known_subject() -> None:
    text = (
        "Guidelines\n  Any one issuer in the cash sleeve (maximum): 3 %\n"
        "  Any one crop-insurance issuer's share of insured acreage (maximum): 35 %"
    )
    assert _problem(text, "3 %", "max_single_crop_insurance_issuer_share", 0.03, "fraction")
    assert (
        _problem(text, "35 %", "max_single_crop_insurance_issuer_share", 0.35, "fraction") is None
    )


@pytest.mark.parametrize(
    "text",
    [
        "The old orchard programme allowed 6 % in any one county. The endowment's risk "
        "parameters are tighter: 4 %.",
        "Programme terms\n  High-growth (venture) exposure (maximum): 10 %\n"
        "  Unlisted farmland (maximum): 25 %",
    ],
)
def test_a_limit_stated_as_parameters_or_a_class_label_asks_no_objective(text: str) -> None:
    assert asked(text) is None


def test_a_sibling_line_bounding_the_other_side_is_not_the_floor_s_line() -> None:
    # a floor cited from its own "≥" row stays stated though the row above, a cap, names more
    # of its words (the reserve counted inside total cash)
    text = (
        "| Programme restriction | Limit |\n|---|---|\n"
        "| Total cash (reserve included) | ≤ 12% of programme NAV |\n"
        "| The liquidity reserve for equipment lease calls | ≥ 3% of programme NAV |"
    )
    assert _problem(text, "3%", "min_cash_reserve", 0.03, "fraction") is None
