"""The causes batch ZH's provenance kind showed, each read in general: constructions written
here, in no batch, guarded both ways (the figure that is not the limit flagged, the one beside it
that is still read as stated).

Causes: a questionnaire's answer is said of its own labelled question, not of the question
before or after it in the same block (`qa_pairs`); a table's column of measured levels
("Actual", "As at 30 June") or of replaced limits ("Old cap"), and a cell marking its own figure
out of force, hold no limit in force, nor does a figure a report says the book was measured at
(`monitored_levels`); a median or an average of a peer group is no limit of this account
(`peer_statistics`); the value a sentence says stays in force after a turned-down proposal is
not the proposal (`standing_values`); a bare "limit" of a buffer or a reserve is its floor
(`floor_subjects`).
"""

from __future__ import annotations

import pytest

from .reading_cases import provenance_problem

QUESTIONNAIRE = (
    "Question 4.2: What is your cap on any one company in the book?\nAnswer: 6% of NAV.\n\n"
    "Question 4.3: What is the ceiling on net market exposure?\nAnswer: 30%."
)


@pytest.mark.parametrize(
    ("name", "figure", "stated"),
    [
        ("max_position_weight", "6%", True),
        ("max_position_weight", "30%", False),  # the next question's answer, of net exposure
        ("max_net_exposure", "30%", True),
    ],
)
def test_a_questionnaire_answer_is_said_of_its_own_question(
    name: str, figure: str, stated: bool
) -> None:
    value = float(figure.rstrip("%")) / 100
    assert (provenance_problem(name, value, QUESTIONNAIRE, figure) is None) is stated


def test_inline_questions_and_answers_pair_up() -> None:
    text = "Q: turnover ceiling? A: 80% a year. Q: biggest single name? A: 4%."
    assert provenance_problem("max_position_weight", 0.04, text, "4%") is None
    assert provenance_problem("max_position_weight", 0.8, text, "80%") is not None


ACTUALS = (
    "| Restriction | Actual | Result |\n|---|---|---|\n| single name at most 7% | 5.5% | Pass |"
)
CHANGES = "| Rule | Old cap | New cap |\n|---|---|---|\n| per-issuer weight | 9% | 6% |"


def test_a_measured_column_holds_no_limit() -> None:
    assert provenance_problem("max_position_weight", 0.055, ACTUALS, "5.5%") is not None
    assert provenance_problem("max_position_weight", 0.07, ACTUALS, "7%") is None


def test_a_replaced_column_holds_no_limit() -> None:
    assert provenance_problem("max_position_weight", 0.09, CHANGES, "9%") is not None
    assert provenance_problem("max_position_weight", 0.06, CHANGES, "6%") is None


def test_a_cell_marking_its_own_figure_out_of_force() -> None:
    text = "| Rule | Cap |\n|---|---|\n| issuer weight | 9% (withdrawn) |\n| issuer weight | 6% |"
    assert provenance_problem("max_position_weight", 0.09, text, "9%") is not None


def test_a_level_the_book_was_measured_at_is_no_limit() -> None:
    text = "Quarter-end check: net exposure measured at 18% versus the 25% ceiling."
    assert provenance_problem("max_net_exposure", 0.18, text, "18%") is not None
    assert provenance_problem("max_net_exposure", 0.25, text, "25%") is None


@pytest.mark.parametrize(
    ("text", "name", "peers", "own"),
    [
        (
            "Survey of 40 managers: median per-name cap 9%.\nOur guideline: 5%.",
            "max_position_weight",
            "9%",
            "5%",
        ),
        (
            "In the peer universe the typical net exposure ceiling is 35%; this strategy "
            "allows 25%.",
            "max_net_exposure",
            "35%",
            "25%",
        ),
    ],
)
def test_a_peer_statistic_is_no_limit_of_this_account(
    text: str, name: str, peers: str, own: str
) -> None:
    assert provenance_problem(name, float(peers[:-1]) / 100, text, peers) is not None
    assert provenance_problem(name, float(own[:-1]) / 100, text, own) is None


def test_the_value_that_stays_after_a_refused_proposal_holds() -> None:
    text = (
        "Risk proposed widening the per-name cap to 12%; the board turned the proposal down, "
        "so nothing changed and the cap remains 8%."
    )
    assert provenance_problem("max_position_weight", 0.08, text, "8%") is None
    text = "A proposal to lift net exposure to 40% was rejected, and exposure is kept at 20%."
    assert provenance_problem("max_net_exposure", 0.2, text, "20%") is None


def test_a_bare_limit_of_a_reserve_is_its_floor() -> None:
    text = "Audit point 3: the redemption reserve had a limit of 4% with no rationale on file."
    assert provenance_problem("min_cash_weight", 0.04, text, "4%") is None
    text = "The redemption reserve may not exceed 4%."
    assert provenance_problem("min_cash_weight", 0.04, text, "4%") is not None


def test_a_column_of_levels_set_still_holds_limits() -> None:
    text = "| Restriction | Level |\n|---|---|\n| weight of one name | 5% |"
    assert provenance_problem("max_position_weight", 0.05, text, "5%") is None
