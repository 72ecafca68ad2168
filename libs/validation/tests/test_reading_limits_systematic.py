"""Limits read by construction, not by batch: the number forms, operators, scope, polarity and
grants of investment-guideline language (the inventory in the module docstrings of
`quantities`, `mandate`, `limits` and `polarity`). Every sentence is written here and is in no
batch; each reading is guarded both ways — a clean clause of the same shape (negated, superseded,
supposed, another subject's) must not yield the bound.
"""

from __future__ import annotations

from typing import Any

import pytest

from quantward_validation.limits import subject_mentions, subject_of
from quantward_validation.mandate import bounds_for, clauses, discretion_over
from quantward_validation.quantities import quantities
from quantward_validation.testing import provenance_problems

from .clause_bounds import bounds_of


def _bounds(text: str) -> list[tuple[Any, ...]]:
    return bounds_of(text, rounded=True)


# --- numbers ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "value", "form"),
    [
        ("capped at 8¾% of assets", 8.75, "percent"),
        ("a third of it, ⅓ of the book", 100 / 3, "percent"),
        ("limited to 6 1/4 per cent", 6.25, "percent"),
        ("twenty-five (25) per cent of the fund", 25.0, "percent"),
        ("gross of 4-to-1", 4.0, "multiple"),
        ("a budget of 250 pts", 250.0, "percent"),
    ],
)
def test_fractions_words_with_digits_and_ratios(text: str, value: float, form: str) -> None:
    found = [(round(q.value, 6), q.form) for q in quantities(text) if q.form == form]
    assert (round(value, 6), form) in found, (text, found)
    # one place, one reading: the "1/4" of "6 1/4" and the "25" of "(25)" are not numbers too
    assert len(list(quantities(text.split(",")[-1]))) == 1, text


def test_an_ascending_pair_is_no_ratio_and_a_point_of_view_no_unit() -> None:
    assert not any(q.form == "multiple" for q in quantities("net exposure from 0.5 to 1"))
    assert all(q.form == "plain" for q in quantities("from 3 points of view"))


# --- operators: a comparative's side from its clause's polarity -------------------------------


@pytest.mark.parametrize(
    ("text", "bound"),
    [
        # negative quantifiers and negated verbs before an upper comparative make a ceiling
        (
            "No sector is to make up more than 30% of NAV.",
            ("max_sector_weight", "ceiling", None, 0.3),
        ),
        (
            "Not one issuer may represent over 9% of the fund.",
            ("max_position_weight", "ceiling", None, 0.09),
        ),
        ("Net exposure shouldn't rise above 45%.", ("max_net_exposure", "ceiling", None, 0.45)),
        (
            "Without going over 12%, volatility is managed actively.",
            ("target_volatility", "ceiling", None, 0.12),
        ),
        # ... and before a lower one a floor
        ("Gross exposure can't be smaller than 80%.", ("max_gross_leverage", "floor", 0.8, None)),
        ("Net exposure cannot sit beneath 15%.", ("max_net_exposure", "floor", 0.15, None)),
        # a forbidden condition is the other side
        ("Holdings of 6% or above are prohibited.", ("max_position_weight", "ceiling", None, 0.06)),
        (
            "Turnover in excess of 90% per year is not allowed.",
            ("max_turnover", "ceiling", None, 0.9),
        ),
        ("Sector weights above 35% are forbidden.", ("max_sector_weight", "ceiling", None, 0.35)),
        # after the number
        ("Single issuers: 4% but not more.", ("max_position_weight", "ceiling", None, 0.04)),
        # approximation and inclusion between the operator and the number
        (
            "Tracking error of at most roughly 250bps.",
            ("max_tracking_error", "ceiling", None, 0.025),
        ),
        ("Net exposure limited to circa 35%.", ("max_net_exposure", "ceiling", None, 0.35)),
        (
            "Gross exposure of up to and including 175%.",
            ("max_gross_leverage", "ceiling", None, 1.75),
        ),
        # number forms inside a clause
        (
            "No single issuer may exceed eleven (11) per cent. of net assets.",
            ("max_position_weight", "ceiling", None, 0.11),
        ),
        (
            "Issuer weights are capped at 6½% of NAV.",
            ("max_position_weight", "ceiling", None, 0.065),
        ),
        ("Gross exposure is at most 4-to-1.", ("max_gross_leverage", "ceiling", None, 4.0)),
        (
            "Turnover must stay below two times the fund a year.",
            ("max_turnover", "ceiling", None, 2.0),
        ),
        # verbs of going past a value, negated
        ("Country weights shall never surpass 22%.", ("max_country_weight", "ceiling", None, 0.22)),
        ("Gross exposure will not climb past 140%.", ("max_gross_leverage", "ceiling", None, 1.4)),
        # a noun operator with its subject and a modal
        (
            "The maximum allowed weight of any issuer will be 6%.",
            ("max_position_weight", "ceiling", None, 0.06),
        ),
        # an abbreviation's full stop ends no sentence
        ("Min. 20% net long exposure.", ("max_net_exposure", "floor", 0.2, None)),
        # a value that sets off an action is the limit
        (
            "Drawdowns deeper than 18% trigger a full de-risking.",
            ("max_drawdown", "ceiling", None, 0.18),
        ),
        # a band after a value is around it
        (
            "Tracking error is aimed at 250bps, plus or minus 50bps.",
            ("max_tracking_error", "range", 0.02, 0.03),
        ),
    ],
)
def test_operators_by_polarity_and_form(
    text: str, bound: tuple[str, str, float | None, float | None]
) -> None:
    assert _bounds(text) == [bound], text


@pytest.mark.parametrize(
    ("text", "bound"),
    [
        # an upper comparative that is not negated is a floor (a condition, not a cap)
        ("Net exposure is kept above 10% at all times.", ("max_net_exposure", "floor", 0.1, None)),
        # "nothing prevents" is a permission: the negation does not make a ceiling
        (
            "Nothing prevents net exposure of more than 10%.",
            ("max_net_exposure", "floor", 0.1, None),
        ),
    ],
)
def test_comparatives_without_negation_keep_their_side(
    text: str, bound: tuple[str, str, float | None, float | None]
) -> None:
    assert _bounds(text) == [bound], text


# --- polarity: superseded, changed, supposed and proposed values bound nothing -----------------


@pytest.mark.parametrize(
    ("text", "bound"),
    [
        (
            "The issuer limit, originally 6%, now stands at 9%.",
            ("max_position_weight", "ceiling", None, 0.09),
        ),
        (
            "The volatility cap was lowered from 14% to 11% last month.",
            ("target_volatility", "ceiling", None, 0.11),
        ),
        (
            "The net exposure floor was lifted from 5% to 20%.",
            ("max_net_exposure", "floor", 0.2, None),
        ),
        (
            "A draft amendment would take the sector ceiling to 40%; the ceiling remains at 30%.",
            ("max_sector_weight", "ceiling", None, 0.3),
        ),
    ],
)
def test_only_the_value_in_force_bounds(
    text: str, bound: tuple[str, str, float | None, float | None]
) -> None:
    assert _bounds(text) == [bound], text


@pytest.mark.parametrize(
    "text",
    [
        "Were the manager to run gross exposure above 150%, the board would be told.",
        "Suppose net exposure fell under 5%: the fund would be reclassified.",
        "Lifting the single-issuer cap to 12% was proposed at the June meeting.",
        "A 25% country limit was voted down by the trustees.",
    ],
)
def test_a_supposed_or_proposed_value_bounds_nothing(text: str) -> None:
    assert _bounds(text) == [], text


@pytest.mark.parametrize(
    ("text", "bound"),
    [
        # a band or a tolerance after a value is a range around it, whatever its operator
        ("Gross exposure 130% (±20%).", ("max_gross_leverage", "range", 1.1, 1.5)),
        ("Volatility of 9% with a tolerance of 2%.", ("target_volatility", "range", 0.07, 0.11)),
        # an operator set off by commas
        ("Gross exposure, at the most, 170%.", ("max_gross_leverage", "ceiling", None, 1.7)),
    ],
)
def test_bands_around_a_value_and_operators_in_commas(
    text: str, bound: tuple[str, str, float | None, float | None]
) -> None:
    assert _bounds(text) == [bound], text


@pytest.mark.parametrize(
    ("text", "bound"),
    [
        # a remedy for what lies beyond the value makes it the limit
        (
            "Holdings over 9% shall be reduced by the next dealing day.",
            ("max_position_weight", "ceiling", None, 0.09),
        ),
        # a permission to reach a value is a ceiling
        (
            "Gross exposure can reach 160% around index events.",
            ("max_gross_leverage", "ceiling", None, 1.6),
        ),
        # a sentence about "the … limit" goes on about the subject before it
        (
            "Turnover is monitored monthly; the absolute limit is 120%.",
            ("max_turnover", "ceiling", None, 1.2),
        ),
    ],
)
def test_remedies_permissions_and_continued_limits(
    text: str, bound: tuple[str, str, float | None, float | None]
) -> None:
    assert _bounds(text) == [bound], text


def test_a_rule_named_by_numbers_and_a_group_bound_are_no_position_cap() -> None:
    found = _bounds("Under the 4/12/35 guideline, names above 4% may jointly not exceed 35%.")
    assert all(b[0] != "max_position_weight" or b[3] is None for b in found), found


@pytest.mark.parametrize(
    ("name", "subject"),
    [
        ("gmvCeiling", "max_gross_leverage"),
        ("nmv_band", "max_net_exposure"),
        ("underwater_limit", "max_drawdown"),
        ("trailingStopPct", "max_drawdown"),
    ],
)
def test_subject_abbreviations(name: str, subject: str) -> None:
    assert subject_of(name) == subject


def test_a_past_value_alone_still_bounds() -> None:
    # superseded needs a value in its place; "may no longer exceed" is the rule in force
    assert _bounds("Positions may no longer exceed 7%.") == [
        ("max_position_weight", "ceiling", None, 0.07)
    ]


# --- scope: subsets, exceptions, benchmark-relative weights ------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Positions graded below investment grade must not exceed 10% of NAV.",
        "High-yield positions must not exceed 10% of NAV.",
        "Stocks outside the benchmark must not exceed 10% of NAV.",
        "Securities from frontier markets must not exceed 10% of NAV.",
        "Holdings with no credit rating must not exceed 10% of NAV.",
        "Positions are capped at 4%, save for sovereign debt, which is limited to 10% of NAV.",
    ],
)
def test_a_subset_or_an_exception_is_no_cap_on_every_position(text: str) -> None:
    assert ("max_position_weight", "ceiling", None, 0.1) not in _bounds(text), text
    # a subset's own bound: `other_limit`, or its bucket's subject where it has one (high
    # yield, session 9; emerging and frontier markets, batch N; unrated credit, batch V)
    buckets = (
        "other_limit",
        "max_high_yield_weight",
        "max_emerging_markets_weight",
        "max_unrated_weight",
    )
    assert any(b[0] in buckets and b[3] == 0.1 for b in _bounds(text)), text


@pytest.mark.parametrize(
    "text",
    [
        "Holdings of any one company must not exceed 10% of NAV.",
        "Positions in a single name must not exceed 10% of NAV.",
        "Securities of the fund's largest issuer must not exceed 10% of NAV.",
    ],
)
def test_each_position_stays_a_position(text: str) -> None:
    assert ("max_position_weight", "ceiling", None, 0.1) in _bounds(text), text


@pytest.mark.parametrize(
    "text",
    [
        "Each sector may sit no more than 4 points above its benchmark weight.",
        "Country weights must stay within 3% either side of the index.",
        "Sector exposure: index weight plus or minus 5%.",
    ],
)
def test_a_benchmark_relative_weight_bounds_no_weight(text: str) -> None:
    # it is read as a bound on the active weight (session 8, batch H), which covers no weight
    found = clauses({"policy": text})
    assert not bounds_for(found, "max_sector_weight") + bounds_for(found, "max_country_weight"), (
        text
    )


def test_tracking_error_against_an_index_still_bounds() -> None:
    assert _bounds("Tracking error of no more than 3% against the index.") == [
        ("max_tracking_error", "ceiling", None, 0.03)
    ]


def test_subset_mentions_name_other_limit() -> None:
    # credit below investment grade is a bucket of its own (session 9), never a position
    assert [m[2] for m in subject_mentions("Sub-investment-grade holdings are limited")] == [
        "max_high_yield_weight"
    ]
    assert [m[2] for m in subject_mentions("Holdings listed abroad are limited")] == ["other_limit"]
    assert [m[2] for m in subject_mentions("Holdings in the portfolio are limited")] == [
        "max_position_weight"
    ]


# --- latitude: grants in every form, refusals ---------------------------------------------------


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Setting gross leverage is up to the investment manager.", "max_gross_leverage"),
        ("The adviser is authorized to decide net exposure.", "max_net_exposure"),
        ("The PM is free to alter turnover.", "max_turnover"),
        (
            "The investment team has complete control over the volatility target.",
            "target_volatility",
        ),
        ("Net exposure falls within the purview of the portfolio manager.", "max_net_exposure"),
        ("Turnover remains the adviser's prerogative.", "max_turnover"),
        ("The manager can adjust gross leverage as it deems necessary.", "max_gross_leverage"),
        ("Net exposure may be modified by the PM.", "max_net_exposure"),
    ],
)
def test_latitude_granted(text: str, name: str) -> None:
    assert discretion_over(clauses({"policy": text}), name), text


@pytest.mark.parametrize(
    ("text", "name"),
    [
        (
            "Gross leverage is beyond the investment manager's remit; the trustees fix it.",
            "max_gross_leverage",
        ),
        ("The adviser is not authorised to decide net exposure.", "max_net_exposure"),
        ("The PM cannot alter turnover; the board sets it.", "max_turnover"),
        ("The investment team has no control over the volatility target.", "target_volatility"),
        ("It is not up to the portfolio manager to decide net exposure.", "max_net_exposure"),
        ("Net exposure is modified by the risk committee only.", "max_net_exposure"),
    ],
)
def test_latitude_refused(text: str, name: str) -> None:
    assert not discretion_over(clauses({"policy": text}), name), text


# --- provenance: the value in force of the constraint's subject --------------------------------


def _problems(text: str, name: str, value: float, words: str) -> list[str]:
    return provenance_problems(text, name=name, value=value, words=words)


@pytest.mark.parametrize(
    ("text", "name", "value", "words"),
    [
        (
            "Cap each issuer at twelve (12) per cent. of NAV.",
            "max_position_weight",
            0.12,
            "twelve (12) per cent",
        ),
        ("Single names: 7½% at most.", "max_position_weight", 0.075, "7½%"),
        (
            "Turnover must not exceed one and a half times the fund each year.",
            "max_turnover",
            1.5,
            "one and a half times",
        ),
        ("The issuer cap went from 5% to 8% this quarter.", "max_position_weight", 0.08, "8%"),
    ],
)
def test_a_value_in_force_in_any_form_is_stated(
    text: str, name: str, value: float, words: str
) -> None:
    assert _problems(text, name, value, words) == [], text


@pytest.mark.parametrize(
    ("text", "name", "value", "words"),
    [
        # the old end of a change, a supposed value, a subset's bound
        ("The issuer cap went from 5% to 8% this quarter.", "max_position_weight", 0.05, "5%"),
        (
            "If we were to cap issuers at 6%, turnover would rise.",
            "max_position_weight",
            0.06,
            "6%",
        ),
        ("Unrated holdings may not exceed 6% of the fund.", "max_position_weight", 0.06, "6%"),
    ],
)
def test_a_value_not_in_force_or_of_a_subset_is_not_stated(
    text: str, name: str, value: float, words: str
) -> None:
    assert _problems(text, name, value, words), text
