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

from typing import Literal

import pytest

from quantward_contracts.values import Constraint, TextSpan
from quantward_validation.provenance import stated_of


def _constraint(
    name: str, value: float, unit: Literal["fraction"], text: str, figure: str
) -> Constraint:
    start = text.index(figure)
    return Constraint(
        name=name,
        value=value,
        unit=unit,
        provenance="user_message",
        provenance_ref="msg_1",
        rationale="quoted",
        span=TextSpan(start=start, end=start + len(figure)),
    )


def _problem(
    name: str, value: float, unit: Literal["fraction"], text: str, figure: str
) -> str | None:
    constraint = _constraint(name, value, unit, text, figure)
    assert constraint.span is not None
    return stated_of(text, constraint.span.start, constraint.span.end, constraint)


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
    assert (_problem(name, value, "fraction", QUESTIONNAIRE, figure) is None) is stated


def test_inline_questions_and_answers_pair_up() -> None:
    text = "Q: turnover ceiling? A: 80% a year. Q: biggest single name? A: 4%."
    assert _problem("max_position_weight", 0.04, "fraction", text, "4%") is None
    assert _problem("max_position_weight", 0.8, "fraction", text, "80%") is not None


ACTUALS = (
    "| Restriction | Actual | Result |\n|---|---|---|\n| single name at most 7% | 5.5% | Pass |"
)
CHANGES = "| Rule | Old cap | New cap |\n|---|---|---|\n| per-issuer weight | 9% | 6% |"


def test_a_measured_column_holds_no_limit() -> None:
    assert _problem("max_position_weight", 0.055, "fraction", ACTUALS, "5.5%") is not None
    assert _problem("max_position_weight", 0.07, "fraction", ACTUALS, "7%") is None


def test_a_replaced_column_holds_no_limit() -> None:
    assert _problem("max_position_weight", 0.09, "fraction", CHANGES, "9%") is not None
    assert _problem("max_position_weight", 0.06, "fraction", CHANGES, "6%") is None


def test_a_cell_marking_its_own_figure_out_of_force() -> None:
    text = "| Rule | Cap |\n|---|---|\n| issuer weight | 9% (withdrawn) |\n| issuer weight | 6% |"
    assert _problem("max_position_weight", 0.09, "fraction", text, "9%") is not None


def test_a_level_the_book_was_measured_at_is_no_limit() -> None:
    text = "Quarter-end check: net exposure measured at 18% versus the 25% ceiling."
    assert _problem("max_net_exposure", 0.18, "fraction", text, "18%") is not None
    assert _problem("max_net_exposure", 0.25, "fraction", text, "25%") is None


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
    assert _problem(name, float(peers[:-1]) / 100, "fraction", text, peers) is not None
    assert _problem(name, float(own[:-1]) / 100, "fraction", text, own) is None


def test_the_value_that_stays_after_a_refused_proposal_holds() -> None:
    text = (
        "Risk proposed widening the per-name cap to 12%; the board turned the proposal down, "
        "so nothing changed and the cap remains 8%."
    )
    assert _problem("max_position_weight", 0.08, "fraction", text, "8%") is None
    text = "A proposal to lift net exposure to 40% was rejected, and exposure is kept at 20%."
    assert _problem("max_net_exposure", 0.2, "fraction", text, "20%") is None


def test_a_bare_limit_of_a_reserve_is_its_floor() -> None:
    text = "Audit point 3: the redemption reserve had a limit of 4% with no rationale on file."
    assert _problem("min_cash_weight", 0.04, "fraction", text, "4%") is None
    text = "The redemption reserve may not exceed 4%."
    assert _problem("min_cash_weight", 0.04, "fraction", text, "4%") is not None


def test_a_column_of_levels_set_still_holds_limits() -> None:
    text = "| Restriction | Level |\n|---|---|\n| weight of one name | 5% |"
    assert _problem("max_position_weight", 0.05, "fraction", text, "5%") is None
