"""The causes batches ZK and ZL's provenance kind showed, each read in general: constructions
written here, in no batch, guarded both ways (the figure that is not the value in force flagged,
the one beside it still read as stated).

Causes: a level a report prints beside its own limit ("presently 3.1 % (ceiling ≤ 4 %)",
"sitting at 85 bps of NAV against a cap of 120 bps") is read from the report's lead-in label on,
a preposition naming a state ("issuers under watch") is no operator, and a telegraphic "sitting
at" reports a level; a change table's verdict said of the "amended" or "revised" limits carries
the change (`vote_tables`); a table's column headed by the book itself ("Fund", "Portfolio")
beside a limit column gives the book's level (`monitored_levels`); a step-up said on a condition
("Provided …, the cap can rise to 7 %") is supposed (`counterfactuals`); a request's refusal is
read past a figure that names the measure asked about ("99% VaR", `set_against`); a comparison
set beside a sentence that names this vehicle bare ("This portfolio (…): …") gives another's
figure; a sentence that turns back to what holds ("In force today it is 8 %") escapes its line's
what-if label (`what_if`); a bare "limit" of a subject that is a minimum by its name is its
floor (`floor_subjects`); a labelled line of a list that names the limit's subject with
another horizon than the limit's name ("3-day liquidity" beside "1-day liquidity (min)") or as
another party's ("Clearing broker gross cap") is another setting, a label may carry its horizon
("5-day tail loss", `field_labels`), and "VaR (hard)" names VaR (`limit_lexicon_hedging`).
"""

from __future__ import annotations

import pytest

from .reading_cases import Unit, provenance_problem

PRESENT_BESIDE = "Limits corner: largest single name presently 3.1% (ceiling ≤ 4%)."
UNDER_REVIEW = "Weight of issuers under watch presently 2.6% (ceiling ≤ 4%)."
SITTING_BESIDE = (
    "Morning risk wrap: tracking error sitting at 85 bps of NAV against a cap of 120 bps."
)


@pytest.mark.parametrize(
    ("name", "text", "figure", "value", "unit", "holds"),
    [
        ("max_position_weight", PRESENT_BESIDE, "3.1%", 0.031, "fraction", False),
        ("max_position_weight", PRESENT_BESIDE, "4%", 0.04, "fraction", True),
        ("max_position_weight", UNDER_REVIEW, "2.6%", 0.026, "fraction", False),
        ("tracking_error_limit_bps", SITTING_BESIDE, "85 bps", 85.0, "bps", False),
        ("tracking_error_limit_bps", SITTING_BESIDE, "120 bps", 120.0, "bps", True),
    ],
)
def test_a_level_printed_beside_its_own_limit_is_no_limit(
    name: str, text: str, figure: str, value: float, unit: Unit, holds: bool
) -> None:
    assert (provenance_problem(name, value, text, figure, unit=unit) is None) is holds


@pytest.mark.parametrize(
    "text",
    [
        "House cap on any one issuer 5 % (regulatory limit 10 %).",
        "The issuer cap is currently 5 % (regulatory limit 10 %).",
        "Keep each issuer under 5 %.",
    ],
)
def test_a_limit_beside_another_limit_or_said_with_under_still_holds(text: str) -> None:
    assert provenance_problem("max_position_weight", 0.05, text, "5 %") is None


AMENDED_TABLE = (
    "| Limit | Pre-merger | Post-merger |\n|---|---|---|\n"
    "| Gross leverage | 2.4x | 1.7x |\n\nThe amended limits hold from Monday."
)


@pytest.mark.parametrize(("figure", "value", "holds"), [("2.4x", 2.4, False), ("1.7x", 1.7, True)])
def test_a_change_table_whose_amended_limits_hold_leaves_its_old_column(
    figure: str, value: float, holds: bool
) -> None:
    problem = provenance_problem(
        "max_gross_leverage", value, AMENDED_TABLE, figure, unit="multiple"
    )
    assert (problem is None) is holds


FUND_COLUMN = "| Measure | Fund | Max |\n|---|---|---|\n| Largest single position | 4 % | 7 % |"


@pytest.mark.parametrize(("figure", "value", "holds"), [("4 %", 0.04, False), ("7 %", 0.07, True)])
def test_a_column_headed_by_the_book_beside_a_limit_column_is_its_level(
    figure: str, value: float, holds: bool
) -> None:
    problem = provenance_problem("max_position_weight", value, FUND_COLUMN, figure)
    assert (problem is None) is holds


def test_a_fund_column_of_a_table_whose_first_column_labels_its_limits_holds() -> None:
    text = "| Limit | Fund | Regulatory |\n|---|---|---|\n| Single position | 5 % | 10 % |"
    assert provenance_problem("max_position_weight", 0.05, text, "5 %") is None


STEP_UP = (
    "Provided the book keeps a Sharpe above 1 for two years, the single-name cap can rise to 7 %."
    " Until then it is 5 %."
)


@pytest.mark.parametrize(("figure", "value", "holds"), [("7 %", 0.07, False), ("5 %", 0.05, True)])
def test_a_step_up_said_on_a_condition_is_not_in_force(
    figure: str, value: float, holds: bool
) -> None:
    problem = provenance_problem("max_position_weight", value, STEP_UP, figure)
    assert (problem is None) is holds


def test_a_step_told_in_the_past_after_a_when_holds() -> None:
    text = "When the review closed, the single-name cap rose to 7 %."
    assert provenance_problem("max_position_weight", 0.07, text, "7 %") is None


REFUSED_VAR = (
    "The desk's request for 90 bp on 10-day 99% VaR was refused. VaR limit stays at 70 bp."
)


@pytest.mark.parametrize(
    ("figure", "value", "holds"), [("90 bp", 90.0, False), ("70 bp", 70.0, True)]
)
def test_a_refusal_is_read_past_the_confidence_that_names_the_measure(
    figure: str, value: float, holds: bool
) -> None:
    problem = provenance_problem("var_limit_bps", value, REFUSED_VAR, figure, unit="bps")
    assert (problem is None) is holds


COMPARED = (
    "For comparison: our Balanced Income fund runs any one position at 9 %. "
    "This portfolio (discretionary): any one position 6 %."
)


@pytest.mark.parametrize(("figure", "value", "holds"), [("9 %", 0.09, False), ("6 %", 0.06, True)])
def test_a_comparison_beside_a_sentence_naming_this_vehicle_bare_is_anothers(
    figure: str, value: float, holds: bool
) -> None:
    problem = provenance_problem("max_position_weight", value, COMPARED, figure)
    assert (problem is None) is holds


WHAT_IF_THEN_LIVE = (
    "What-if only: with a wider band agreed, the single-name cap would go to 12 %. "
    "In force today it is 8 %."
)


@pytest.mark.parametrize(("figure", "value", "holds"), [("12 %", 0.12, False), ("8 %", 0.08, True)])
def test_a_sentence_that_turns_back_to_what_holds_escapes_its_lines_case_label(
    figure: str, value: float, holds: bool
) -> None:
    problem = provenance_problem("max_position_weight", value, WHAT_IF_THEN_LIVE, figure)
    assert (problem is None) is holds


KEPT_FLOOR = (
    "The trustees asked to cut the share of sustainable investments to 30 %. "
    "The board said no; the limit remains 45 %."
)


def test_a_bare_limit_of_a_subject_named_a_minimum_is_its_floor() -> None:
    problem = provenance_problem("min_sustainable_investment_share", 0.45, KEPT_FLOOR, "45 %")
    assert problem is None


def test_a_cap_said_of_a_subject_named_a_minimum_is_still_a_cap() -> None:
    text = "Sustainable investments: the share may not exceed 60 %."
    assert provenance_problem("min_sustainable_investment_share", 0.6, text, "60 %") is not None


HORIZONS = "Desk limits, Monday\n• 1-day liquidity (min): 30 %\n• 3-day liquidity: 80 %"


@pytest.mark.parametrize(("figure", "value", "holds"), [("80 %", 0.8, False), ("30 %", 0.3, True)])
def test_a_sibling_line_of_another_horizon_is_another_setting(
    figure: str, value: float, holds: bool
) -> None:
    problem = provenance_problem("min_one_day_liquidity", value, HORIZONS, figure)
    assert (problem is None) is holds


SETTERS = "Book limits\n• Gross exposure (max): 250%\n• Clearing broker gross cap: 500%"


@pytest.mark.parametrize(("figure", "value", "holds"), [("500%", 5.0, False), ("250%", 2.5, True)])
def test_a_sibling_line_another_party_sets_is_not_the_books_limit(
    figure: str, value: float, holds: bool
) -> None:
    problem = provenance_problem("max_gross_leverage", value, SETTERS, figure, unit="multiple")
    assert (problem is None) is holds


VAR_LABEL = "Desk sheet\n• VaR (hard): 45bp\n• 5-day tail loss: 150bp"


@pytest.mark.parametrize(
    ("figure", "value", "holds"), [("150bp", 150.0, False), ("45bp", 45.0, True)]
)
def test_a_var_label_with_its_kind_in_brackets_names_var_beside_a_horizon_label(
    figure: str, value: float, holds: bool
) -> None:
    problem = provenance_problem("var_limit_bps", value, VAR_LABEL, figure, unit="bps")
    assert (problem is None) is holds


def test_a_variance_written_with_its_argument_names_no_var() -> None:
    from quantward_validation.limits import subject_mentions

    assert not list(subject_mentions("var (r_t) of daily returns"))
    assert [m[2] for m in subject_mentions("VaR (max): 50bp")] == ["max_var"]
