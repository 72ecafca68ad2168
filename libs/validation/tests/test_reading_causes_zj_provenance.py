"""The causes batch ZJ's provenance kind showed, each read in general: constructions written
here, in no batch, guarded both ways (the figure that is not the value in force flagged, the
one beside it still read as stated).

Causes: a value said with "was" before another said to hold now in the same sentence ("was
9 %, currently 6 %") is replaced (`polarity.said_as_past`); a change table headed by the state
before and after an event ("Before the March review" / "After the March review"), with a
verdict that the new values apply, leaves its old column out of force (`vote_tables`); a
request answered "unable to agree to this" or a decision recorded as a bare "not approved" is
refused (`set_against`); a level reported with "currently" beside a limit of its own figure
("1.6x (cap 2x)") is no limit; a sentence that gives its figures "by way of comparison" for
another model, beside the reader's own ("Your portfolio: …"), gives another vehicle's value
(`this_vehicle`); a value on a labelled line of a list whose label names no subject is another
setting's when another line of the list labels the limit's subject (`field_labels`).
"""

from __future__ import annotations

import pytest

from .reading_cases import Unit, provenance_problem

WAS_NOW = "Position ceiling per issuer — was 9 %, currently 6 % after the risk review."


@pytest.mark.parametrize(("figure", "value", "holds"), [("9 %", 0.09, False), ("6 %", 0.06, True)])
def test_a_value_said_with_was_before_one_said_to_hold_now_is_replaced(
    figure: str, value: float, holds: bool
) -> None:
    problem = provenance_problem("max_position_weight", value, WAS_NOW, figure, unit="fraction")
    assert (problem is None) is holds


CHANGE_TABLE = (
    "| Limit | Before the March review | After the March review |\n|---|---|---|\n"
    "| Gross leverage | 2.5x | 1.8x |\n\nThe new limits apply immediately."
)


@pytest.mark.parametrize(("figure", "value", "holds"), [("2.5x", 2.5, False), ("1.8x", 1.8, True)])
def test_a_change_tables_column_before_the_event_is_out_of_force(
    figure: str, value: float, holds: bool
) -> None:
    problem = provenance_problem("max_gross_leverage", value, CHANGE_TABLE, figure, unit="multiple")
    assert (problem is None) is holds


UNABLE = (
    "Our PM requested a tracking-error budget of 400 bps. Risk is unable to agree to this, so "
    "the budget remains 250 bps."
)
NOT_APPROVED = "The desk requested 3x gross leverage. Outcome: not approved. 2x applies."


@pytest.mark.parametrize(
    ("text", "name", "figure", "value", "unit", "holds"),
    [
        (UNABLE, "max_tracking_error_bps", "400 bps", 400.0, "bps", False),
        (UNABLE, "max_tracking_error_bps", "250 bps", 250.0, "bps", True),
        (NOT_APPROVED, "max_gross_leverage", "3x", 3.0, "multiple", False),
        (NOT_APPROVED, "max_gross_leverage", "2x", 2.0, "multiple", True),
    ],
)
def test_a_request_refused_as_beyond_what_can_be_done_or_not_approved_is_not_in_force(
    text: str, name: str, figure: str, value: float, unit: Unit, holds: bool
) -> None:
    assert (provenance_problem(name, value, text, figure, unit=unit) is None) is holds


BESIDE = "Daily check: gross leverage currently 1.6x (cap 2x)."


@pytest.mark.parametrize(("figure", "value", "holds"), [("1.6x", 1.6, False), ("2x", 2.0, True)])
def test_a_level_said_now_beside_a_limit_of_its_own_figure_is_no_limit(
    figure: str, value: float, holds: bool
) -> None:
    problem = provenance_problem("max_gross_leverage", value, BESIDE, figure, unit="multiple")
    assert (problem is None) is holds


def test_a_limit_dated_now_with_no_limit_beside_it_still_holds() -> None:
    text = "The issuer cap is currently 7 % of NAV."
    assert provenance_problem("max_position_weight", 0.07, text, "7 %", unit="fraction") is None


COMPARED = (
    "By way of comparison, the Income model keeps 4 % in cash. Your portfolio: cash at least 2 %."
)


@pytest.mark.parametrize(("figure", "value", "holds"), [("4 %", 0.04, False), ("2 %", 0.02, True)])
def test_a_figure_given_for_comparison_beside_the_readers_own_is_anothers(
    figure: str, value: float, holds: bool
) -> None:
    problem = provenance_problem("min_cash_weight", value, COMPARED, figure, unit="fraction")
    assert (problem is None) is holds


def test_a_comparison_of_the_readers_own_portfolio_still_states_its_value() -> None:
    text = "For comparison, your portfolio keeps cash of at least 2 %. The Income model keeps 4 %."
    assert provenance_problem("min_cash_weight", 0.02, text, "2 %", unit="fraction") is None


SETTINGS = "Conservative model — parameters\n- Real estate allocation: 7 %\n- Cash floor: 3 %"


@pytest.mark.parametrize(("figure", "value", "holds"), [("7 %", 0.07, False), ("3 %", 0.03, True)])
def test_a_value_of_another_labelled_setting_of_the_list_is_not_the_limits(
    figure: str, value: float, holds: bool
) -> None:
    problem = provenance_problem("min_cash_weight", value, SETTINGS, figure, unit="fraction")
    assert (problem is None) is holds


def test_a_one_word_marker_line_is_no_setting_of_a_list() -> None:
    text = "Cash floor: 3 %.\nRevised: 4 % from the last committee."
    assert provenance_problem("min_cash_weight", 0.04, text, "4 %", unit="fraction") is None
