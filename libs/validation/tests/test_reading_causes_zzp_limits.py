"""The blind batch ZZP (a distressed-debt and special-situations fund) showed, each read in
general: constructions written here, in no batch, guarded both ways.

The fund's leverage said as what it borrows against its net assets ("borrowings relative to
NAV", "debt as a multiple of net assets") was a bound on borrowing, no leverage
(`limit_lexicon_bdc`). Cost as the basis a holding is valued on ("exposure at cost", "at
amortised cost") was read as a cost paid, in bps (`limits`). A group of issuers counted as one
("any one obligor group") is read as a counterparty concentration, yet it also bounds a fund's
one-issuer cap (`limits.issuer_group_of_position`). A basket (an allowance "the DIP basket") is
a limit by its name (`limits.is_limit`).
"""

from __future__ import annotations

from typing import Literal

import pytest

from quantward_contracts.values import Constraint, ResearchContractBody, UserMessage
from quantward_validation.checks import failures
from quantward_validation.limits import is_limit, subject_of
from quantward_validation.mandate import bounds_for, clauses
from quantward_validation.provenance import validate_provenance

Unit = Literal["fraction", "multiple", "bps"]


def _bounds(text: str, name: str) -> list[tuple[str, float | None, float | None]]:
    found = clauses({"partnership_agreement": {"section_9": text}})
    return [(b.kind, b.low, b.high) for b in bounds_for(found, name)]


def _holds(text: str, name: str, value: float, unit: Unit, cited: str) -> bool:
    messages = [UserMessage(message_id="msg_zzpfix001", text=text)]
    at = text.index(cited)
    contract = ResearchContractBody(
        interpretation="a special-situations fund's position sizes",
        objective="the best return per unit of risk",
        constraints=(
            Constraint(
                name=name,
                value=value,
                provenance="user_message",
                provenance_ref="msg_zzpfix001",
                unit=unit,
                rationale="as stated",
                span={"start": at, "end": at + len(cited)},
            ),
        ),
    )
    return not failures(validate_provenance(contract, messages, None))


# --- what the fund borrows, measured against its net assets, is its leverage -----------------


@pytest.mark.parametrize(
    "phrase",
    [
        "total borrowings over net asset value",
        "indebtedness (credit line plus reverse repo) relative to the fund's net assets",
        "borrowed money divided by NAV",
        "partnership-level debt as a ratio of equity",
    ],
)
def test_borrowing_measured_against_net_assets_is_leverage(phrase: str) -> None:
    assert subject_of(phrase) == "max_gross_leverage"


@pytest.mark.parametrize("phrase", ["borrowings", "the borrowing limit", "securities lending"])
def test_borrowing_alone_stays_a_limit_of_its_own(phrase: str) -> None:
    assert subject_of(phrase) == "other_limit"


def test_a_cap_on_borrowing_relative_to_nav_bounds_the_leverage_limit() -> None:
    text = "Total borrowings (the subscription line included) over NAV may not top 0.8x."
    assert _bounds(text, "leverageCeiling") == [("ceiling", None, 0.8)]
    assert _holds(text, "leverageCeiling", 0.8, "multiple", "0.8x")
    # ... while a cap on one lender's share of the borrowing is no leverage
    text = "No single lender may provide more than 40% of total borrowings."
    assert _bounds(text, "leverageCeiling") == []


# --- cost as a valuation basis ------------------------------------------------------------------


@pytest.mark.parametrize(
    "phrase",
    [
        "the weight of one company, measured at cost",
        "holdings of any one name at amortized cost",
        "a single position's book, on a cost basis",
    ],
)
def test_cost_as_a_valuation_basis_is_no_cost(phrase: str) -> None:
    assert subject_of(phrase) == "max_position_weight"


@pytest.mark.parametrize("phrase", ["round-trip trading costs", "the cost of carry", "fees"])
def test_a_cost_paid_stays_a_cost(phrase: str) -> None:
    assert subject_of(phrase) == "cost_bps"


def test_a_position_cap_measured_at_cost_is_a_fraction() -> None:
    text = "Any one company (measured at cost) is kept to at most 12% of capital commitments."
    assert _bounds(text, "maxNameShare") == [("ceiling", None, 0.12)]


# --- a group of issuers counted as one name -----------------------------------------------------


def test_an_issuer_group_bounds_a_one_issuer_cap() -> None:
    text = "Our holdings in each borrower group are limited to 8 percent of commitments."
    assert _bounds(text, "singleIssuerLimit") == [("ceiling", None, 0.08)]
    assert _holds(text, "singleIssuerLimit", 0.08, "fraction", "8 percent")
    # ... and still bounds a counterparty limit as well
    assert _bounds(text, "maxCounterpartyShare") == [("ceiling", None, 0.08)]


def test_a_counterparty_group_bounds_no_one_issuer_cap() -> None:
    text = "Exposure to each counterparty group is limited to 8 percent of commitments."
    assert _bounds(text, "singleIssuerLimit") == []
    assert not _holds(text, "singleIssuerLimit", 0.08, "fraction", "8 percent")


# --- a basket is a limit by its name ------------------------------------------------------------


def _assumed(name: str) -> Constraint:
    return Constraint(name=name, value=0.15, unit="fraction", provenance="assumption")


def test_a_basket_is_a_limit() -> None:
    assert is_limit(_assumed("bridgeLoanBasket"))
    assert is_limit(_assumed("co_invest_quota"))
    assert not is_limit(_assumed("bridgeLoanRollover"))


# --- a recovery counted in cents of face --------------------------------------------------------


def test_a_recovery_in_cents_is_a_share_of_face() -> None:
    text = "Each new claim is underwritten to a recovery in the bear case of at least 35 cents."
    assert _holds(text, "bearRecoveryMin", 0.35, "fraction", "35")
    text = "IC memo: the stressed recovery on any name we add may not fall below 45¢."
    assert _bounds(text, "bearRecoveryMin") == [("floor", 0.45, None)]


def test_a_price_in_cents_is_no_share() -> None:
    text = "The senior notes were quoted at 35c this morning."
    assert not _holds(text, "bearRecoveryMin", 0.35, "fraction", "35")
