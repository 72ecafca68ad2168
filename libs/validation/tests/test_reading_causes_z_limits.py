"""The causes batches Z (corporate treasury) and ZB (DAO governance) showed on the limit side,
each read in general: constructions written here, in no batch, guarded both ways.

Causes: a bare number that is part of a name ("Tier 2 funds", "cash on T+1", "BIP-7") is no
level, and read as one it cut the negation that governs a comparative after it ("shall not
let balances settling on T+1 drop below 6 %" is a floor); a treasury's words for its limits
(the bank its cash is placed with, a counterparty limit; the runway, its cash floor; the risk
assets or equity sleeve, a bucket of its own that bounds no single position); a value set
against a negated other right after it ("2x (not 3x)") is the one asserted, whatever "old" or
"last" says of the figure it corrects; a "No." answering before a clause negates nothing in it;
a level fixed whose every change needs a new decision ("any change requires a new vote") is a
point; a verb of capping with its object before the value ("caps X at 7 %", "floors X at 9 %").
"""

from __future__ import annotations

from typing import Any, Literal

import pytest

from quantward_contracts.values import Constraint, ResearchContractBody, UserMessage
from quantward_validation.checks import failures
from quantward_validation.limits import subject_mentions, subject_of
from quantward_validation.mandate import bounds_for, clauses
from quantward_validation.provenance import validate_provenance

from .clause_bounds import bounds_of

Unit = Literal["fraction", "multiple", "bps"]


def _bounds(text: str) -> list[tuple[Any, ...]]:
    return bounds_of(text, rounded=True)


@pytest.mark.parametrize(
    "text",
    [
        "The issuer must not permit cash deliverable on T+1 to drop below 6 %.",
        "Management will not let Tier 2 (next-day) liquidity slip under 6 percent.",
        "The council may not let the Phase 3 (post-launch) cash buffer fall below 6%.",
        "The group will never permit phase 2 cash holdings to sink below 6 %.",
    ],
)
def test_a_numbered_name_keeps_the_negation_of_a_floor(text: str) -> None:
    assert _bounds(text) == [("cash_weight", "floor", 0.06, None)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a number glued to a unit is a level, whatever word stands before it
        ("Tier 1 cash at least 8 %.", 0.08),
        ("Cash of at least 3 %, reviewed in phase two.", 0.03),
    ],
)
def test_a_level_after_a_naming_word_is_still_a_level(text: str, expected: float) -> None:
    assert any(low == expected for _, kind, low, _ in _bounds(text) if kind == "floor")


@pytest.mark.parametrize(
    ("phrase", "subject"),
    [
        ("cash parked at any single bank", "other_limit"),
        ("the per-bank ceiling", "other_limit"),
        ("deposits held at one lender", "other_limit"),
        ("eighteen months of runway", "cash_weight"),
        ("the operating reserve", "cash_weight"),
        ("risky assets (listed shares and REITs)", "max_equity_weight"),
        ("the equity allocation", "max_equity_weight"),
        ("the equity sleeve cap", "max_equity_weight"),
    ],
)
def test_treasury_words_name_their_subject(phrase: str, subject: str) -> None:
    assert subject in [name for _, _, name in subject_mentions(phrase)]


@pytest.mark.parametrize(
    ("name", "subject"),
    [
        ("runwayMonthsFloor", "cash_weight"),
        ("riskAssetCeiling", "max_equity_weight"),
        ("equity_allocation_cap", "max_equity_weight"),
        ("max_single_equity_weight", "max_position_weight"),
    ],
)
def test_treasury_field_names_name_their_subject(name: str, subject: str) -> None:
    assert subject_of(name) == subject


def test_a_cap_on_the_equity_sleeve_bounds_no_single_position() -> None:
    found = clauses({"policy": "Risky assets may not exceed 55 % of the reserve."})
    assert [b.high for b in bounds_for(found, "riskAssetCeiling")] == [0.55]
    assert bounds_for(found, "max_position_weight") == []


def test_a_bank_deposit_limit_bounds_a_counterparty_limit() -> None:
    found = clauses({"policy": "Cash parked at any single bank is capped at 12 %."})
    assert [b.high for b in bounds_for(found, "singleBankLimit")] == [0.12]


def _contract(name: str, value: float, unit: Unit, ref: str) -> ResearchContractBody:
    return ResearchContractBody(
        interpretation="a treasury allocation",
        objective="the best return per unit of risk",
        constraints=(
            Constraint(
                name=name,
                value=value,
                provenance="user_message",
                provenance_ref=ref,
                unit=unit,
                rationale="as stated",
            ),
        ),
        methods=(),
        evidence=(),
    )


@pytest.mark.parametrize(
    ("text", "value", "holds"),
    [
        (
            "Sorry, last week's memo had the stale figure: 2x (not 3x) is what the rules allow.",
            2.0,
            True,
        ),
        (
            "Sorry, last week's memo had the stale figure: 2x (not 3x) is what the rules allow.",
            3.0,
            False,
        ),
        (
            "My earlier note was outdated. Gross stays at 2x, not 3x, per the old minutes.",
            2.0,
            True,
        ),
    ],
)
def test_a_value_set_against_a_negated_other_is_the_one_asserted(
    text: str, value: float, holds: bool
) -> None:
    contract = _contract("gross_leverage_cap", value, "multiple", "msg_memo")
    checks = validate_provenance(contract, [UserMessage(message_id="msg_memo", text=text)], None)
    assert (not failures(checks)) is holds


def test_a_no_that_answers_before_the_clause_does_not_negate_it() -> None:
    text = "No. Phase 2 (overnight) cash must stay at or above 12 %. We are not relaxing it."
    assert _bounds(text) == [("cash_weight", "floor", 0.12, None)]


@pytest.mark.parametrize(
    ("text", "name", "level"),
    [
        (
            "The drawdown limit is fixed at 18 % by the trustees; any change requires a new vote.",
            "max_drawdown",
            0.18,
        ),
        (
            "The turnover budget is fixed at 40 % and every amendment must go through governance.",
            "max_turnover",
            0.40,
        ),
    ],
)
def test_a_fixed_level_whose_change_needs_a_new_decision_is_a_point(
    text: str, name: str, level: float
) -> None:
    found = clauses({"policy": text})
    assert [(b.kind, b.low, b.high) for b in bounds_for(found, name)] == [("range", level, level)]


@pytest.mark.parametrize(
    ("text", "name", "expected"),
    [
        (
            "The appetite statement caps exposure to any single corporate issuer in the book at "
            "7 per cent.",
            "issuer_cap",
            ("ceiling", None, 0.07),
        ),
        (
            "The appetite statement caps tracking error versus the reference index at 2% per "
            "annum.",
            "te_cap",
            ("ceiling", None, 0.02),
        ),
        (
            "The covenant floors the overnight cash buffer held at the custodian at 9 %.",
            "liquidity_floor",
            ("floor", 0.09, None),
        ),
    ],
)
def test_a_verb_of_capping_with_its_object_gives_the_side(
    text: str, name: str, expected: tuple[str, float | None, float | None]
) -> None:
    found = clauses({"policy": text})
    assert [(b.kind, b.low, b.high) for b in bounds_for(found, name)] == [expected]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Issuer weight: aim 4 %, band ± 1 %; the PM chooses the level inside the band.",
            ("max_position_weight", "range", 0.03, 0.05),
        ),
        ("Cash: target 5%, tolerance +/- 2%.", ("cash_weight", "range", 0.03, 0.07)),
        ("Turnover: target 40 % a year, leeway ± 10 %.", ("max_turnover", "range", 0.3, 0.5)),
    ],
)
def test_a_tolerance_noun_right_before_its_sign_is_a_band_around_the_target(
    text: str, expected: tuple[str, str, float, float]
) -> None:
    assert _bounds(text) == [expected]


def test_a_pool_a_sector_is_measured_in_is_no_equity_bucket() -> None:
    text = "No one sector may exceed 35 % of the weight within the risk assets."
    found = clauses({"policy": text})
    assert [b.high for b in bounds_for(found, "max_sector_weight")] == [0.35]
