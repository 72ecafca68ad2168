"""The causes batch H's limit kinds showed, each read in general: constructions written here,
in no batch (each phrase grepped against bench/reviews*.py), guarded both ways.

Causes: word numbers with a fraction word ("and one-quarter"); "Net Asset Value" named as a
base, not a net exposure; currency exposure as its own subject; a fall from a previous high as a
drawdown; an amount traded as turnover; a benchmark's weight as the reference of a relative
bound, which then bounds an active weight (a field named `…OverweightVsBmk`), not the weight; a
value's base and period between it and its operator ("… per annum minimum", "… of NAV to …");
bracketed intervals; "with X as the outer limit"; a matter named as a decision for the manager;
a term sheet's dotted leaders; a cap below the mandate's floor; a value given for another fund
than this one; a rate per month recorded under a yearly field name.
"""

from __future__ import annotations

from typing import Any

import pytest

from quantward_validation.limits import is_active, subject_mentions, subject_of
from quantward_validation.mandate import (
    bounds_for,
    clauses,
    contradicted,
    discretion_over,
)
from quantward_validation.quantities import quantities
from quantward_validation.testing import provenance_problems

from .clause_bounds import bounds_of


def _bounds(text: str) -> list[tuple[Any, ...]]:
    return bounds_of(text, fields=("subject", "kind", "low", "high", "relative"), rounded=True)


# --- numbers ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("three and one-quarter (3.25) per cent of the fund", 3.25),
        ("six and three quarters percent", 6.75),
        ("nine and a third per cent", 9 + 1 / 3),
    ],
)
def test_word_numbers_with_a_fraction_word(text: str, value: float) -> None:
    found = [round(q.value, 6) for q in quantities(text)]
    assert found == [round(value, 6)], (text, found)


# --- subjects ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("Borrowing may not exceed 10% of the net assets of the Fund", "other_limit"),
        ("The net long book may not exceed 30% of net asset value", "max_net_exposure"),
        ("Foreign-exchange exposure left open is capped", "max_currency_exposure"),
        ("The loss in value from the all-time peak is limited", "max_drawdown"),
        ("A decrease from its highest high of 12% triggers a review", "max_drawdown"),
        ("The value of securities traded per quarter is limited", "max_turnover"),
    ],
)
def test_subjects_named_in_new_ways(text: str, subject: str) -> None:
    assert [m[2] for m in subject_mentions(text)] == [subject], text


def test_field_names_of_currency_and_active_weights() -> None:
    assert subject_of("ccyExposureMax") == "max_currency_exposure"
    assert subject_of("industryActiveWeightMax") == "max_sector_weight"
    assert is_active("industryActiveWeightMax")
    assert is_active("country_weight_vs_index")
    assert not is_active("max_sector_weight")
    assert not is_active("countryCap")


def test_a_cash_or_counterparty_bound_is_no_currency_bound() -> None:
    found = clauses({"policy": "Counterparty exposure shall not exceed 7% of the fund."})
    assert bounds_for(found, "ccyExposureMax") == []
    found = clauses({"policy": "Currency exposure shall not exceed 7% of the fund."})
    assert [b.high for b in bounds_for(found, "ccyExposureMax")] == [0.07]
    assert bounds_for(found, "cash_limit") == []


# --- a benchmark's weight is the reference of a relative bound --------------------------------


def test_the_benchmark_weight_is_a_reference_not_a_subject() -> None:
    text = "No industry may sit more than 6 pts above the index's weight."
    assert [m[2] for m in subject_mentions(text)] == ["max_sector_weight"]
    found = clauses({"policy": text})
    assert [b.high for b in bounds_for(found, "industryActiveWeightMax")] == [0.06]
    assert bounds_for(found, "max_sector_weight") == []  # an absolute weight is not bounded


def test_an_absolute_bound_does_not_bound_an_active_weight() -> None:
    found = clauses({"policy": "No industry may exceed 20% of the fund."})
    assert bounds_for(found, "industryActiveWeightMax") == []
    assert [b.high for b in bounds_for(found, "max_sector_weight")] == [0.2]


# --- operators across a value's base and period; intervals; leaders ---------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Volatility should stay within 5 per cent. per annum to 10 per cent. per annum.",
            [("target_volatility", "range", 0.05, 0.1, False)],
        ),
        (
            "Ex-ante risk: 4 % per annum minimum / 9 % per annum maximum.",
            [
                ("target_volatility", "floor", 0.04, None, False),
                ("target_volatility", "ceiling", None, 0.09, False),
            ],
        ),
        (
            "Net exposure shall lie in the interval [10 %; 40 %].",
            [("max_net_exposure", "range", 0.1, 0.4, False)],
        ),
        (
            "Gross leverage is left to the PM, with 2.25x NAV as its upper bound.",
            [("max_gross_leverage", "ceiling", None, 2.25, False)],
        ),
        (
            "The PM runs net exposure, with 3 % of the fund as the lower limit.",
            [("max_net_exposure", "floor", 0.03, None, False)],
        ),
        (
            "Max. gross leverage ........ 1.8x\nMin. net exposure …… 15 %",
            [
                ("max_gross_leverage", "ceiling", None, 1.8, False),
                ("max_net_exposure", "floor", 0.15, None, False),
            ],
        ),
    ],
)
def test_operators_across_base_period_brackets_and_leaders(
    text: str, expected: list[tuple[str, str, float | None, float | None, bool]]
) -> None:
    assert _bounds(text) == expected, text


def test_two_subjects_after_a_comma_are_no_interval() -> None:
    assert _bounds("Limits: net exposure at most 10 %, gross leverage at most 150 %.") == [
        ("max_net_exposure", "ceiling", None, 0.1, False),
        ("max_gross_leverage", "ceiling", None, 1.5, False),
    ]


# --- latitude ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "granted"),
    [
        ("Turnover is a decision for the adviser.", True),
        ("It is for the PM to adjust turnover.", True),
        ("Turnover is not a decision for the adviser; the Board sets it.", False),
    ],
)
def test_a_matter_named_as_the_managers_decision(text: str, granted: bool) -> None:
    assert discretion_over(clauses({"policy": text}), "churn_cap") is granted, text


# --- a value on the other side -----------------------------------------------------------------


def test_a_cap_below_the_mandates_floor_is_contradicted() -> None:
    found = clauses({"policy": "Realised volatility of at least 5% p.a. is required."})
    assert bounds_for(found, "vol_cap") == []  # a floor settles no cap
    assert [b.low for b in contradicted(found, "vol_cap", 0.03)] == [0.05]
    assert contradicted(found, "vol_cap", 0.07) == []
    assert contradicted(found, "vol_cap", 0.05) == []


# --- provenance: another fund's value, a rate of another period --------------------------------


def _problems(text: str, name: str, value: float, words: str) -> list[str]:
    return provenance_problems(text, name=name, value=value, words=words)


_TWO_FUNDS = "For the feeder, the issuer cap is 9 %; for our fund it is 6 %."


def test_a_value_given_for_another_fund_is_not_stated() -> None:
    assert _problems(_TWO_FUNDS, "max_position_weight", 0.09, "9 %")
    assert _problems(_TWO_FUNDS, "max_position_weight", 0.06, "6 %") == []


@pytest.mark.parametrize(
    ("name", "stated"),
    [("annualTurnoverLimit", False), ("monthly_churn_cap", True), ("max_turnover", True)],
)
def test_a_rate_is_stated_only_for_its_own_period(name: str, stated: bool) -> None:
    text = "Turnover: 5 % a month at most."
    assert (_problems(text, name, 0.05, "5 %") == []) is stated, name
