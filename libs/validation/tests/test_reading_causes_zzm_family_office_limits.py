"""A family office's limits and the readings around them (ZZM).

Each construction failed before its reader: a reserve counted as a multiple of a monthly outflow
(`spending_months`), the day of a date named by its month (`date_days`), a schedule's item
number before a label (`field_labels`), a figure a clause after it says binds no one
(`disowned`), one direct, club or co-investment deal (`limit_lexicon_merger_arb`), a deed's
proviso (`utterances.supposed`), credit drawn against a pledged portfolio
(`limit_lexicon_property`) and the base a share is counted of (`share_bases`). Each has a clean
twin that keeps its reading. The sentences are written for these tests.
"""

from __future__ import annotations

from typing import Any

import pytest

from quantward_contracts.values import Constraint, ResearchContractBody, UserMessage
from quantward_validation import validate_provenance
from quantward_validation.field_labels import line_label
from quantward_validation.limit_lexicon_maturity import period_of
from quantward_validation.limits import subject_mentions, subject_of
from quantward_validation.mandate import bounds_for, clauses
from quantward_validation.quantities import quantities
from quantward_validation.utterances import supposed

MSG = "msg_01hzzzzzzzzzzzzzzzzzzzzzzz"


def _contract(*constraints: Constraint) -> ResearchContractBody:
    return ResearchContractBody(
        interpretation="i", objective="o", constraints=constraints, methods=()
    )


def _cited(name: str, value: float, unit: str, text: str, said: str) -> Constraint:
    start = text.index(said)
    fields: dict[str, Any] = {
        "name": name,
        "value": value,
        "unit": unit,
        "provenance": "user_message",
        "provenance_ref": MSG,
        "rationale": "",
        "span": {"start": start, "end": start + len(said)},
    }
    return Constraint.model_validate(fields)


def _verified(constraint: Constraint, text: str) -> bool:
    [result] = validate_provenance(
        _contract(constraint), [UserMessage(message_id=MSG, text=text)], None
    )
    return result.passed


# --- a reserve counted as a multiple of a monthly outflow -------------------------------------


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Keep a cash cushion of no less than 9 times the household's monthly outgoings.", "9 "),
        ("Foundation policy: the operating reserve is at least 15x average monthly costs.", "15x"),
        ("We hold 8× a month's expenses in deposits, never less.", "8×"),
    ],
)
def test_a_multiple_of_a_monthly_outflow_counts_months(text: str, said: str) -> None:
    [q] = [q for q in quantities(text) if q.text.startswith(said)]
    assert q.form == "plain"
    assert period_of(text, q.start, q.end) == "months"
    # (the plan's span covers the figure with the outflow it multiplies)
    phrase = text[q.start :].split(" in ")[0].rstrip(".")
    cited = _cited("min_cash_reserve_months", q.value, "count", text, phrase)
    assert _verified(cited, text)


def test_a_multiple_of_the_book_stays_a_multiple() -> None:
    text = "Gross leverage may reach 9x the equity of the fund."
    [q] = quantities(text)
    assert q.form == "multiple"
    assert period_of(text, q.start, q.end) is None
    cited = _cited("min_cash_reserve_months", 9.0, "count", text, "9x the equity")
    assert not _verified(cited, text)


# --- the day of a date ------------------------------------------------------------------------


def test_the_day_of_a_date_named_by_its_month_is_no_quantity() -> None:
    assert [q.text for q in quantities("Reviewed on 14 June and again on July 3rd.")] == []
    assert [q.text for q in quantities("the buffer ran 11 months on 2 Feb")] == ["11"]


def test_a_figure_with_a_unit_beside_a_month_stays_a_quantity() -> None:
    assert [q.text for q in quantities("14 % in June, 3x in March")] == ["14 %", "3x"]


# --- a schedule's item number before a label --------------------------------------------------

_SCHEDULE = (
    "Appendix K: family policy\n"
    "  K.2 Yearly trim goal (share of the vineyard holding): 10 per cent\n"
    "  K.5 Vineyard stock as a share of liquid wealth (maximum): 25 per cent"
)


def test_a_schedules_item_number_opens_a_labelled_line() -> None:
    at = _SCHEDULE.index("10 per")
    assert line_label(_SCHEDULE, at) == "Yearly trim goal (share of the vineyard holding)"
    assert line_label("12.5% cap: 4%", 11) is None  # a figure opens no item number


def test_a_figure_of_another_item_is_not_the_limit() -> None:
    cap = _cited("max_vineyard_stock_weight", 0.10, "fraction", _SCHEDULE, "10 per cent")
    assert not _verified(cap, _SCHEDULE)
    own = _cited("max_vineyard_stock_weight", 0.25, "fraction", _SCHEDULE, "25 per cent")
    assert _verified(own, _SCHEDULE)


# --- a figure a clause says binds no one ------------------------------------------------------


@pytest.mark.parametrize(
    "clause",
    [
        "but it carries no legal force",
        "though that is not binding",
        "which is merely advisory",
        "yet it binds nobody",
    ],
)
def test_a_figure_said_to_bind_no_one_is_not_in_force(clause: str) -> None:
    text = f"The founder's memo suggested 35 % for any one sector, {clause}. The cap is 25 %."
    assert not _verified(_cited("max_sector_weight", 0.35, "fraction", text, "35 %"), text)
    assert _verified(_cited("max_sector_weight", 0.25, "fraction", text, "25 %"), text)


def test_a_figure_with_a_plain_clause_after_it_stays_in_force() -> None:
    text = "The trustees cap any one sector at 35 %, which the IC reviews each year."
    assert _verified(_cited("max_sector_weight", 0.35, "fraction", text, "35 %"), text)


# --- one private deal, by its kind ------------------------------------------------------------


@pytest.mark.parametrize(
    "phrase",
    [
        "exposure to each co-investment",
        "the exposure to each buyout or venture deal",
        "no one secondary/direct deal",
    ],
)
def test_one_private_deal_is_a_position(phrase: str) -> None:
    assert subject_of(phrase) == "max_position_weight"


def test_deals_of_a_kind_without_a_quantifier_of_one_are_no_position() -> None:
    assert subject_of("the venture deals we passed on") is None


# --- a deed's proviso -------------------------------------------------------------------------


def test_a_deeds_proviso_supposes_nothing() -> None:
    text = "PROVIDED FURTHER THAT borrowing shall not exceed 20 per cent of the Trust Fund."
    at = text.index("20")
    assert not supposed(text, at, at + 14)
    text = "Provided, however, that no one holding shall exceed 8 per cent."
    at = text.index("8")
    assert not supposed(text, at, at + 10)


def test_a_condition_with_provided_still_supposes() -> None:
    text = "provided the board agrees, borrowing would rise to 20 per cent"
    at = text.index("20")
    assert supposed(text, at, at + 14)


# --- credit drawn against a pledged portfolio -------------------------------------------------


@pytest.mark.parametrize(
    "phrase",
    [
        "the securities-backed loan relative to the value of the pledged holdings",
        "margin lending against collateralised securities",
        "outstanding drawings over the portfolio pledged",
    ],
)
def test_credit_against_a_pledged_portfolio_is_its_loan_to_value(phrase: str) -> None:
    assert subject_of(phrase) == "max_ltv"


def test_cash_against_a_pledged_portfolio_stays_cash() -> None:
    assert subject_of("cash as a share of the pledged portfolio") == "cash_weight"
    assert subject_of("collateral cover on loans") == "min_collateral_cover"


# --- the base a share is counted of -----------------------------------------------------------


def test_the_base_of_a_share_is_no_subject() -> None:
    phrase = "the largest listed holding as a percentage of investable cash"
    assert subject_of(phrase) == "max_position_weight"
    assert [m[2] for m in subject_mentions(phrase)] == ["max_position_weight"]
    text = "The biggest single holding as a proportion of liquid assets: at most 15 %."
    found = clauses({"policy": text})
    [bound] = bounds_for(found, "max_position_weight")
    assert (bound.kind, bound.high) == ("ceiling", 0.15)


def test_a_subject_before_the_base_keeps_its_own_reading() -> None:
    assert subject_of("cash as a percentage of the fund") == "cash_weight"
    assert subject_of("liquid assets as a share of NAV") == "cash_weight"
