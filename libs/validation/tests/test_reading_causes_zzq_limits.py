"""A power and gas trading desk's limits, and the readings around them (ZZQ).

Each construction failed before its reader: a counterparty's exposure over the credit line it
was granted (`limit_lexicon_clearing`, a line's usage like a clearing client's margin); what a
business earns before costs ("the gross margin", "trading margin") is no gross exposure nor
margin lending (`limits`, `limit_lexicon_retail`); a measure at risk by its acronym with the
small "a" ("EaR", "CFaR") is one word of a lexical subject (`lexical_subjects`); a chat line
stamped with its app's name before the time ("[Symphony 14:20]") and a one-word handle after
the time ("cio:") open a turn (`transcripts`); a confidence level in the bracket after a
measure calibrates it and ends no lexical subject (`mandate._calibrates`); the share of one
delivery period left open is a subject of its own, and committed bank lines kept undrawn are
the cash kept for margin calls (`limit_lexicon_hedging`); a bracketed aside right after a
figure that gives a figure of its own reports another measure, not the figure's subject
(`provenance`); a peer survey's figure whose statistic is named right after it ("shows
30 days as the median") is the peers' (`peer_statistics`). Each has a clean
twin that keeps its reading.
The sentences are written for these tests.
"""

from __future__ import annotations

from typing import Any

import pytest

from quantward_contracts.values import Constraint, ResearchContractBody, UserMessage
from quantward_validation import validate_provenance
from quantward_validation.limit_lexicon_clearing import IM_LINE_NAME, POSITION_LOTS_NAME
from quantward_validation.limit_lexicon_hedging import OPEN_SHARE_NAME
from quantward_validation.limits import subject_of
from quantward_validation.mandate import bounds_for, clauses
from quantward_validation.transcripts import asked_and_refused, turns

MSG = "msg_01hzzzzzzzzzzzzzzzzzzzzzzz"


def _constraint(**fields: Any) -> Constraint:
    return Constraint.model_validate({"rationale": "", **fields})


def _contract(*constraints: Constraint) -> ResearchContractBody:
    return ResearchContractBody(
        interpretation="i", objective="o", constraints=constraints, methods=()
    )


def _cited(name: str, value: float, unit: str, text: str, said: str) -> Constraint:
    start = text.index(said)
    return _constraint(
        name=name,
        value=value,
        unit=unit,
        provenance="user_message",
        provenance_ref=MSG,
        span={"start": start, "end": start + len(said)},
    )


def _proved(constraint: Constraint, text: str) -> bool:
    messages = [UserMessage(message_id=MSG, text=text, kind="request")]
    return validate_provenance(_contract(constraint), messages, None)[0].passed


@pytest.mark.parametrize(
    "phrase",
    [
        "MtM with any single dealer relative to its trading line",
        "each counterparty's exposure as a percentage of the approved credit line",
        "credit exposure versus the counterparty line",
        "line usage for each counterparty",
        "dealerLineUtilisationMax",
        "cpty_line_use_cap",
    ],
)
def test_exposure_over_a_counterpartys_line_is_the_lines_usage(phrase: str) -> None:
    assert subject_of(phrase) == IM_LINE_NAME


@pytest.mark.parametrize(
    "phrase",
    ["exposure to any one dealer", "the single largest line in the book"],
)
def test_a_counterparty_or_a_line_alone_is_no_lines_usage(phrase: str) -> None:
    assert subject_of(phrase) != IM_LINE_NAME


@pytest.mark.parametrize(
    "text",
    [
        "Risk manual: exposure to each dealer as a percentage of its trading line may not go "
        "above 75 %.",
        "Risk manual: counterparty MtM against the approved line may not go above 75 %.",
    ],
)
def test_a_line_usage_cap_is_proved_by_exposure_said_over_the_line(text: str) -> None:
    assert _proved(_cited("credit_line_usage_max", 0.75, "fraction", text, "75 %"), text)


def test_a_counterpartys_share_of_the_book_proves_no_line_usage() -> None:
    text = "Risk manual: each dealer's share of the book may not go above 75 %."
    assert not _proved(_cited("credit_line_usage_max", 0.75, "fraction", text, "75 %"), text)


@pytest.mark.parametrize(
    "phrase",
    ["the gross margin of the retail book", "gross profit per MWh", "the trading margin"],
)
def test_what_a_business_earns_is_no_gross_exposure_nor_margin_lending(phrase: str) -> None:
    assert subject_of(phrase) is None


@pytest.mark.parametrize(
    ("phrase", "subject"),
    [
        ("gross exposure of the retail book", "max_gross_leverage"),
        ("margin loans", "max_gross_leverage"),
    ],
)
def test_gross_exposure_and_margin_loans_keep_their_subject(phrase: str, subject: str) -> None:
    assert subject_of(phrase) == subject


def test_a_measure_at_risk_by_its_acronym_ties_a_limit_of_its_name() -> None:
    mandate = {"risk": {"s4": "EaR as a share of the budgeted gross profit may not go above 35 %."}}
    (bound,) = bounds_for(clauses(mandate, []), "earBudgetShareMax")
    assert bound.high == 0.35
    # ... and no limit of another acronym's name
    assert bounds_for(clauses(mandate, []), "cfarBudgetShareMax") == []


_CHAT = (
    "[Symphony 14:20] pm_rates: could we keep the duration gap anywhere in 0.5 %–1.5 % this "
    "quarter?\n[Symphony 14:31] cio: {answer}"
)


def test_a_chat_line_stamped_with_its_app_opens_a_turn() -> None:
    text = _CHAT.format(answer="no. 1 %, and that is final")
    assert [t.speaker for t in turns(text)] == ["pm_rates", "cio"]
    start = text.index("0.5")
    assert asked_and_refused(text, start, text.index("1.5 %") + 5)


def test_a_band_asked_for_in_a_chat_and_granted_stands() -> None:
    text = _CHAT.format(answer="yes, anywhere in there is your call")
    start = text.index("0.5")
    assert not asked_and_refused(text, start, text.index("1.5 %") + 5)


def test_a_confidence_level_in_a_measures_bracket_ends_no_subject() -> None:
    mandate = {"rules": {"r7": "CFaR (97.5 %, one year) over planned EBITDA: 10 % to 18 %."}}
    (bound,) = bounds_for(clauses(mandate, []), "cfarPlanShareCap")
    assert (bound.low, bound.high) == (0.1, 0.18)


def test_a_figure_in_a_bracket_that_is_no_confidence_level_still_ends_a_subject() -> None:
    mandate = {"rules": {"r7": "CFaR (12 % last year) over planned EBITDA: 10 % to 18 %."}}
    assert bounds_for(clauses(mandate, []), "cfarPlanShareCap") == []


@pytest.mark.parametrize(
    "phrase",
    [
        "the open proportion of each supply quarter",
        "any delivery period's unhedged share",
        "uncovered volume per delivery season as a percentage of forecast load",
        "openPosShareMax",
        "max_open_pos_per_quarter",
    ],
)
def test_the_share_of_a_delivery_period_left_open_is_a_subject(phrase: str) -> None:
    assert subject_of(phrase) == OPEN_SHARE_NAME


@pytest.mark.parametrize(
    ("phrase", "subject"),
    [
        ("the net open position in any single contract month", POSITION_LOTS_NAME),
        ("open positions in the book", "max_position_weight"),
    ],
)
def test_a_position_in_a_contract_month_or_an_open_holding_keeps_its_subject(
    phrase: str, subject: str
) -> None:
    assert subject_of(phrase) == subject


@pytest.mark.parametrize(
    "phrase",
    [
        "undrawn backstop lines as a share of the stressed call",
        "the bank facilities that are unused",
        "unutilised revolvers",
    ],
)
def test_committed_lines_kept_undrawn_are_the_reserve_for_margin_calls(phrase: str) -> None:
    assert subject_of(phrase) == "cash_weight"


def test_undrawn_commitments_of_a_fund_are_no_liquidity_reserve() -> None:
    assert subject_of("undrawn commitments to the fund") != "cash_weight"


def test_a_bracketed_aside_with_its_own_figure_names_no_subject_of_the_figure() -> None:
    text = (
        "Monthly risk pack: illiquid holdings as a share of NAV at 9 %, inside the policy "
        "ceiling of 15 % (tracking error 2.1 %, no breaches)."
    )
    assert _proved(_cited("illiquidShareCap", 0.15, "fraction", text, "15 %"), text)


def test_a_bracket_with_no_figure_after_a_figure_still_names_its_subject() -> None:
    text = "Monthly risk pack: the policy ceiling is 15 % (tracking error)."
    assert not _proved(_cited("illiquidShareCap", 0.15, "fraction", text, "15 %"), text)


_SURVEY = (
    "Our rulebook caps the settlement lag of new contracts at 20 days. (The trade association's "
    "survey shows 30 days as the median, but the board would not follow.)"
)


def test_a_survey_figure_named_a_median_after_it_is_the_peers() -> None:
    assert not _proved(_cited("max_lag_days", 30, "days", _SURVEY, "30 days"), _SURVEY)


def test_the_own_figure_beside_a_survey_median_is_proved() -> None:
    assert _proved(_cited("max_lag_days", 20, "days", _SURVEY, "20 days"), _SURVEY)


@pytest.mark.parametrize(
    "text",
    [
        "[08:15] lee.w (desk): could we take it to 4 %?\n[08:20] mo.k (CRO office): no.",
        "[Desk 08:15] lee (rates): could we take it to 4 %?\n[08:20] mo (CRO office): no.",
    ],
)
def test_a_handle_with_its_channel_in_brackets_opens_a_turn(text: str) -> None:
    assert len(turns(text)) == 2
