"""The blind batches ZZC and ZZD's floors written as ratios, shares and multiples, each read in
general: constructions written here, in no batch, guarded both ways.

A liability hedge ratio named by a field's abbreviation (`irHedgeRatioFloor`, `inflHedgeRatio`)
was read as the currency hedge ratio (`min_hedge_ratio`), while the mandate's "interest-rate
hedge ratio" is, rightly, none: the two never met (`limit_lexicon_hedging`, and the synonym
class that ties "ir" to "interest rate", `lexical_synonyms`). A lender's cover of its loans by
collateral ("collateral margin", "collateralisation", "collateral of at least 105 % of the
value lent") was the retail margin of leverage or collateral as any other limit: now a floor
subject of its own counted as a multiple (`limit_lexicon_lending`). A share of one asset in the
collateral ("the treasury share of the collateral", `treasuryCollateralFloor`) took collateral
as its subject: collateral as the base of a share is none, so the asset's share is read by its
words. A labelled line that names only part of such a limit's words ("Maximum cash share of
collateral") beside one that names them and the asset is another setting (`provenance`).
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Constraint
from quantward_validation.limits import subject_of
from quantward_validation.mandate import bounds_for, clauses, plan_kind, within
from quantward_validation.provenance import stated_of


def _bounds(text: str, name: str) -> list[tuple[str, float | None, float | None]]:
    found = clauses({"guidelines": {"item_4": text}})
    return [(b.kind, b.low, b.high) for b in bounds_for(found, name)]


def _inside(text: str, name: str, value: float) -> bool:
    found = clauses({"guidelines": {"item_4": text}})
    covering = bounds_for(found, name)
    assert covering, f"no bound of {name} read in {text!r}"
    return all(within(value, b, name) for b in covering)


# -- a liability hedge ratio named by a field's abbreviation --------------------------------


@pytest.mark.parametrize("name", ["irHedgeRatioFloor", "ir_hedge_ratio", "inflHedgeRatio"])
def test_an_abbreviated_liability_hedge_ratio_is_no_currency_hedge(name: str) -> None:
    assert subject_of(name) is None
    assert plan_kind(name) == "floor"


def test_a_hedge_ratio_capped_by_its_name_is_a_ceiling() -> None:
    assert plan_kind("maxIrHedgeRatio") == "ceiling"


def test_a_currency_hedge_ratio_stays_one() -> None:
    assert subject_of("fxHedgeRatio") == "min_hedge_ratio"
    assert subject_of("hedgeRatioFloor") == "min_hedge_ratio"


@pytest.mark.parametrize(
    "text",
    [
        "The Scheme keeps its interest rate hedge, measured on the gilts-flat basis, at no "
        "less than 70 % of liabilities.",
        "Interest-rate hedging ratio (buyout basis): at least 70%.",
    ],
)
def test_an_ir_hedge_floor_meets_the_interest_rate_hedge_ratio(text: str) -> None:
    assert not _inside(text, "irHedgeRatioFloor", 0.55)
    assert _inside(text, "irHedgeRatioFloor", 0.8)  # the clean twin


# -- a lender's cover of its loans by collateral --------------------------------------------


@pytest.mark.parametrize(
    "phrase",
    [
        "collateralMarginFloor",
        "min_collateral_cover",
        "the collateral margin on each repo",
        "overcollateralisation of the facility",
        "margin over the loaned value",
        "collateral worth 104 % of the market value of the stock lent",
        "reverse repos collateralised at 103 %",
    ],
)
def test_a_lenders_cover_by_collateral_is_its_own_subject(phrase: str) -> None:
    assert subject_of(phrase) == "min_collateral_cover"


@pytest.mark.parametrize(
    "phrase",
    [
        "margin usage tops out at 1.4x",  # the retail margin of leverage
        "collateral posted to one dealer",  # collateral as a counterparty limit
        "collateralised loan obligations",  # a securitisation
    ],
)
def test_other_margins_and_collateral_stay_theirs(phrase: str) -> None:
    assert subject_of(phrase) != "min_collateral_cover"


@pytest.mark.parametrize(
    "text",
    [
        "Each stock loan must be backed by collateral of no less than 104 % of the value of "
        "each loan.",
        "The agent keeps the overcollateralisation of every loan at 104 per cent or above.",
        "Collateral cover: minimum 1.04x, marked daily.",
    ],
)
def test_a_cover_above_the_whole_is_a_floor_in_multiples(text: str) -> None:
    assert _bounds(text, "collateralMargin") == [("floor", 1.04, None)]
    assert not _inside(text, "collateralMargin", 0.52)
    assert _inside(text, "collateralMargin", 1.06)  # the clean twin


def test_a_lending_cap_is_no_bound_on_the_cover() -> None:
    text = "No more than 20 % of the fund may be out on loan to borrowers at any time."
    assert _bounds(text, "collateralMarginFloor") == []


# -- a share of one asset in the collateral -------------------------------------------------


@pytest.mark.parametrize(
    "name",
    ["treasuryCollateralFloor", "min_treasury_share_of_collateral", "collateralHeldInBondsMin"],
)
def test_collateral_as_the_base_of_a_share_is_no_subject(name: str) -> None:
    assert subject_of(name) is None


def test_collateral_said_alone_stays_a_limit_of_its_own() -> None:
    assert subject_of("max_collateral_reuse") == "other_limit"


@pytest.mark.parametrize(
    "text",
    [
        "The treasury share of the collateral pool must stay at 55 % or above.",
        "The portion of posted collateral held in treasuries and cash shall not drop under 55%.",
        "Treasuries and T-bills: not less than 55 % of eligible collateral.",
    ],
)
def test_an_assets_share_of_collateral_meets_its_plan_floor(text: str) -> None:
    assert not _inside(text, "min_treasury_share_of_collateral", 0.4)
    assert _inside(text, "treasuryCollateralFloor", 0.7)  # the clean twin


def _problem(text: str, value: str, name: str, number: float) -> str | None:
    start = text.index(value)
    constraint = Constraint(
        name=name, value=number, provenance="user_message", provenance_ref="msg_1", unit="fraction"
    )
    return stated_of(text, start, start + len(value), constraint)


_SHEET = (
    "Collateral schedule (extract)\n"
    "  Share of the collateral pool held in treasuries (minimum): 55%\n"
    "  Maximum share of the collateral pool in corporate bonds: 30%\n"
)


def test_a_line_naming_part_of_the_share_is_another_setting() -> None:
    assert _problem(_SHEET, "30%", "min_treasury_share_of_collateral", 0.3) is not None


def test_the_line_naming_the_whole_share_states_it() -> None:
    assert _problem(_SHEET, "55%", "min_treasury_share_of_collateral", 0.55) is None
