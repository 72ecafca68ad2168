"""The causes batches ZZC and ZZD showed in floors written in basis points, each read in
general: constructions written here, in no batch, guarded both ways.

Cause 1: general collateral ("GC") is the class of repo and stock loans no one asks for by name,
not collateral posted or received (`limits`, other limits): "the fee on general-collateral
loans" is a fee, so a floor on it in bp was read as a counterparty limit, and a plan's minimum
fee in bps was never tied to it (its breach missed, its clean twin questioned) and a message
stating it was called false.

Cause 2: the collateral a levered hedge keeps ready for calls ("the collateral buffer",
"collateral headroom", "a collateral cushion"), often counted in bp of the yield rise it
absorbs, is the reserve the hedging desk's margin cash and a liquidity buffer are
(`limit_lexicon_hedging`), not collateral a counterparty limit counts: a plan's
`min_collateral_buffer_bp` and a minute's "liquidity buffer … at least 300bp" were two subjects.

Cause 3: buffer, headroom and cushion name one thing (`lexical_synonyms`): a plan's
`bufferFloorBp`, a name no vocabulary knows, met no mandate that says "headroom".

Cause 4: a charge counted in bp (a fee, a spread, a cost) heads its phrase, and what it is
charged on only qualifies it (`limits`): "the fee on loans against cash collateral ≥ 20 bps"
bounds the fee, though cash stands nearer the figure.
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Constraint
from quantward_validation.lexical_subjects import lexical_subject, names
from quantward_validation.limits import subject_mentions, subject_of
from quantward_validation.mandate import bounds_for, clauses, within
from quantward_validation.provenance import stated_of
from quantward_validation.quantities import quantities

from .clause_bounds import bounds_of


def _stated(text: str, written: str, name: str, value: float) -> str | None:
    constraint = Constraint(
        name=name, value=value, provenance="user_message", unit="bps", rationale="stated"
    )
    [q] = [q for q in quantities(text) if text[q.start : q.end] == written]
    return stated_of(text, q.start, q.end, constraint)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a fee or spread on GC trades, floored in bp, is a fee's floor
        (
            "The borrow fee charged on general collateral trades is never to be lower than 8 bps.",
            [("cost_bps", "floor", 8.0, None)],
        ),
        (
            "Reverse repo: the spread over SONIA on general-collateral repos of at least 6bp.",
            [("cost_bps", "floor", 6.0, None)],
        ),
    ],
)
def test_general_collateral_qualifies_the_fee_it_is_said_of(
    text: str, expected: list[tuple[str, str, float | None, float | None]]
) -> None:
    assert bounds_of(text) == expected


def test_collateral_itself_is_still_a_limit_of_its_own() -> None:
    # the clean twin: collateral posted or received is what the clause bounds
    assert subject_of("collateral posted to any one dealer") == "other_limit"
    assert bounds_of("Collateral pledged under the repo facility is capped at 40 % of NAV.") == [
        ("other_limit", "ceiling", None, 0.4)
    ]


@pytest.mark.parametrize(("plan", "inside"), [(12.0, True), (8.0, True), (4.0, False)])
def test_a_plans_minimum_fee_meets_the_gc_fee_floor(plan: float, inside: bool) -> None:
    found = clauses({"policy": "The fee on general-collateral loans shall be 8 bp or more."})
    [bound] = bounds_for(found, "minBorrowFeeBps")
    assert within(plan, bound, "minBorrowFeeBps") is inside


def test_a_message_stating_the_gc_fee_floor_states_the_plans_fee() -> None:
    text = "| Lending spread on general-collateral repos ≥ 7 basis points | 11 basis points |"
    assert _stated(text, "7 basis points", "min_repo_spread_bps", 7.0) is None
    # ... and a figure said of the collateral itself is still no fee
    other = "Collateral posted to any one lender ≥ 7 basis points of the book."
    assert _stated(other, "7 basis points", "min_repo_spread_bps", 7.0) is not None


@pytest.mark.parametrize(
    "text",
    [
        "the collateral buffer",
        "collateral headroom",
        "a collateral cushion",
        "minCollateralCushionBp",
        "collateral_reserve_floor_bp",
    ],
)
def test_collateral_kept_for_calls_is_the_liquidity_reserve(text: str) -> None:
    assert subject_of(text) == "cash_weight"


def test_a_liquidity_buffer_states_the_plans_collateral_buffer() -> None:
    text = "Risk committee, item 4: the overlay's liquidity buffer is to be no less than 225bp."
    assert _stated(text, "225bp", "minCollateralHeadroomBp", 225.0) is None
    # ... and a cap on the collateral a counterparty holds states no buffer
    other = "Risk committee, item 4: collateral held by any one bank is capped at 225bp of NAV."
    assert _stated(other, "225bp", "minCollateralHeadroomBp", 225.0) is not None


def test_a_buffer_floor_meets_headroom_and_cushion() -> None:
    for phrase in ("the headroom above the recapitalisation trigger", "the cushion kept in gilts"):
        subject = lexical_subject(phrase, "bps")
        assert subject is not None
        assert names(subject, "bufferFloorBp")
    # a name of another thing meets neither
    said = lexical_subject("the headroom above the recapitalisation trigger", "bps")
    assert said is not None
    assert not names(said, "stopLossFloorBp")


def test_mentions_of_a_gc_fee_name_only_the_fee() -> None:
    text = "the borrow fee on general collateral loans"
    assert [name for _, _, name in subject_mentions(text)] == ["cost_bps"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a charge in bp is the head of its phrase: what it is charged on qualifies it
        (
            "Borrow fees on loans against non-cash collateral must not drop under 15 bps.",
            [("cost_bps", "floor", 15.0, None)],
        ),
        (
            "The spread earned over the liquidity fund's yield is to be 12bp or more.",
            [("cost_bps", "floor", 12.0, None)],
        ),
    ],
)
def test_a_charge_in_bp_is_bounded_past_what_it_is_charged_on(
    text: str, expected: list[tuple[str, str, float | None, float | None]]
) -> None:
    assert bounds_of(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # ... but a share said in its own clause keeps its bound
        (
            "Borrow fees are reported monthly; cash must stay above 4 %.",
            [("cash_weight", "floor", 0.04, None)],
        ),
        # ... and so does a share a verb separates from the charge
        (
            "The fee on each loan is reported, and cash holdings are at least 4 %.",
            [("cash_weight", "floor", 0.04, None)],
        ),
    ],
)
def test_a_share_beside_a_charge_keeps_its_own_bound(
    text: str, expected: list[tuple[str, str, float | None, float | None]]
) -> None:
    assert bounds_of(text) == expected


def test_a_message_stating_a_fee_on_cash_collateral_loans_states_the_fee() -> None:
    text = "Agreed with the trustee: the fee on cash-collateral loans ≥ 9 bps."
    assert _stated(text, "9 bps", "minLoanFeeBps", 9.0) is None
