"""The causes batch ZR's provenance kind showed, each read in general: constructions written
here, in no batch, guarded both ways (the limit beside the decoy is still stated).

The cause: a figure that is not the limit in force, printed beside the limit of the same subject,
was accepted as the limit. The kinds of source that do so:

* a level placed against its limit with a copula ("gross was 1.7x, well within the cap of
  2.5x", "the liquid share was 41 %, safely above the floor of 30 %"): the level, not the limit
  (`provenance._observed`);
* a risk table's column headed by a short date ("| Item | 30-Sep | Limit |", "Sep-25") beside
  the limit's column (`monitored_levels`);
* a labelled line that says no bound ("Expected drawdown: 9 %", "Median gross in 2023: 1.4x")
  beside a line of the same subject that does ("Drawdown (hard limit): 15 %")
  (`provenance._unbound_beside_bound`, a year in a label read by `field_labels`);
* another programme's figure set beside the one the reader puts money in ("… the Alpine
  program you are invested in uses 12 %", `this_vehicle`), and a figure marked as given only
  to compare with ("(Desk 4 runs 40 %, for comparison purposes.)", `this_vehicle`);
* a group's concentration named across a measure word ("country exposure concentration"):
  the group's, not one position's (`limits`).
"""

from __future__ import annotations

from quantward_validation.limits import subject_mentions
from quantward_validation.testing import provenance_problems

# --- a level placed against its limit --------------------------------------------------------

_PLACED = "Quarter-end pack: gross exposure was 1.7x, well within the cap of 2.5x."
_PLACED_FLOOR = "Liquidity review: the liquid-asset share was 41 %, safely above the floor of 30 %."


def test_a_level_placed_within_its_cap_is_no_limit() -> None:
    problems = provenance_problems(
        _PLACED, name="max_gross_exposure", value=1.7, words="1.7x", unit="multiple"
    )
    assert problems
    assert "level" in problems[0]


def test_the_cap_the_level_is_placed_against_is_stated() -> None:
    assert not provenance_problems(
        _PLACED, name="max_gross_exposure", value=2.5, words="2.5x", unit="multiple"
    )


def test_a_level_placed_above_its_floor_is_no_limit() -> None:
    assert provenance_problems(_PLACED_FLOOR, name="min_cash_weight", value=0.41, words="41 %")
    assert not provenance_problems(_PLACED_FLOOR, name="min_cash_weight", value=0.30, words="30 %")


def test_a_cap_placed_below_a_regulatory_maximum_stays_a_cap() -> None:
    text = "Our house cap is 8 %, below the regulatory maximum of 10 %."
    assert not provenance_problems(text, name="max_position_weight", value=0.08, words="8 %")


# --- a risk table's short-dated column ---------------------------------------------------------

_TABLE = "| Item | 30-Sep | Limit |\n|---|---|---|\n| Largest single issuer | 4.2% | ≤ 6.0% |"
_TABLE_MONTH = "| Item | Limit | Sep-25 |\n|---|---|---|\n| Largest single issuer | ≤ 6.0% | 4.2% |"


def test_a_short_dated_column_beside_the_limit_is_a_reading() -> None:
    assert provenance_problems(_TABLE, name="max_position_weight", value=0.042, words="4.2%")
    assert provenance_problems(_TABLE_MONTH, name="max_position_weight", value=0.042, words="4.2%")


def test_the_limit_column_beside_a_dated_reading_is_stated() -> None:
    assert not provenance_problems(_TABLE, name="max_position_weight", value=0.06, words="6.0%")


# --- a labelled line that says no bound, beside one that does -----------------------------------

_TERMS = "Fund terms\n  Expected drawdown: 9%\n  Drawdown (hard limit): 15%"
_TERMS_YEAR = "Fund terms\n  Gross exposure (maximum): 2.5x\n  Median gross in 2023: 1.4x"


def test_an_expected_level_beside_the_limit_line_is_no_limit() -> None:
    problems = provenance_problems(_TERMS, name="max_drawdown", value=0.09, words="9%")
    assert problems
    assert "Expected drawdown" in problems[0]
    assert not provenance_problems(_TERMS, name="max_drawdown", value=0.15, words="15%")


def test_a_line_labelled_with_a_year_beside_the_limit_line_is_no_limit() -> None:
    problems = provenance_problems(
        _TERMS_YEAR, name="max_gross_exposure", value=1.4, words="1.4x", unit="multiple"
    )
    assert problems
    assert "2023" in problems[0]
    assert not provenance_problems(
        _TERMS_YEAR, name="max_gross_exposure", value=2.5, words="2.5x", unit="multiple"
    )


def test_lines_of_other_subjects_leave_a_bare_line_its_value() -> None:
    text = "Fund terms\n  Single issuer (maximum): 5%\n  Cash buffer: 3%"
    assert not provenance_problems(text, name="min_cash_weight", value=0.03, words="3%")


def test_a_target_constraint_cites_its_target_line() -> None:
    text = "Fund terms\n  Volatility target: 8%\n  Volatility (maximum): 11%"
    assert not provenance_problems(text, name="target_volatility", value=0.08, words="8%")


# --- another programme's figure, a figure given for comparison ---------------------------------

_PROGRAMMES = (
    "As it happens, the Legacy program (soft-closed) keeps cash at 5%; the Alpine program "
    "you are invested in uses 12%."
)
_COMPARED = "Our limit on drawdown is 20%. (Desk 4 runs 40%, for comparison purposes.)"


def test_another_programmes_figure_beside_the_readers_own_is_not_its_limit() -> None:
    assert provenance_problems(_PROGRAMMES, name="min_cash_weight", value=0.05, words="5%")
    assert not provenance_problems(_PROGRAMMES, name="min_cash_weight", value=0.12, words="12%")


def test_a_figure_given_for_comparison_is_not_the_limit() -> None:
    problems = provenance_problems(_COMPARED, name="max_drawdown", value=0.40, words="40%")
    assert problems
    assert "comparison" in problems[0]
    assert not provenance_problems(_COMPARED, name="max_drawdown", value=0.20, words="20%")


def test_a_lead_of_reference_without_only_still_gives_the_rule() -> None:
    text = "For reference, the drawdown limit is 20%."
    assert not provenance_problems(text, name="max_drawdown", value=0.20, words="20%")


# --- a group's concentration across a measure word ----------------------------------------------


def test_a_groups_concentration_across_a_measure_word_is_the_groups() -> None:
    assert [m[2] for m in subject_mentions("country exposure concentration")] == [
        "max_country_weight"
    ]
    assert [m[2] for m in subject_mentions("industry risk concentration")] == ["max_sector_weight"]
    assert [m[2] for m in subject_mentions("position concentration")] == ["max_position_weight"]


# --- a draft said to be superseded proposes nothing --------------------------------------------


def test_a_quote_of_the_amended_text_beside_its_superseded_draft_is_in_force() -> None:
    text = (
        "From the prospectus as revised in June (the April draft has been superseded): "
        "'Cash shall be at least 8%.'"
    )
    assert not provenance_problems(text, name="min_cash_weight", value=0.08, words="8%")


def test_a_draft_still_open_proposes_its_figures() -> None:
    text = "The April draft of the prospectus (still under review) sets cash at 8%."
    assert provenance_problems(text, name="min_cash_weight", value=0.08, words="8%")
