"""The blind batch ZZI (a bank trading desk's market-risk limits) showed, each read in general:
constructions written here, in no batch, guarded both ways.

A dealer's limit on how long any position may sit in inventory ("aged inventory", "position
ageing", "days since purchase") was no subject: a plan's figure in days for it was a research
default, never a limit, and its bounds and bands were dropped (`limit_lexicon_maturity`). A cap
on one issuer "as a share of gross inventory" was read as a bound on gross leverage, the base it
is measured in (`limits`). An exemption named by the rule or activity a desk runs under (a
Volcker "market-making exemption") made every figure of its sentence an exception's level, not
the standing limit (`exception_levels`).
"""

from __future__ import annotations

from typing import Literal

import pytest

from quantward_contracts.values import Constraint, ResearchContractBody, UserMessage
from quantward_validation.checks import failures
from quantward_validation.exception_levels import exception_level
from quantward_validation.limits import is_limit, subject_mentions, subject_of
from quantward_validation.mandate import bounds_for, clauses
from quantward_validation.provenance import validate_provenance

Unit = Literal["fraction", "days"]
AGE = "max_inventory_age_days"


@pytest.mark.parametrize(
    "phrase",
    [
        "stalePositionLimitDays",
        "maxDaysOnBooks",
        "position ageing (calendar days)",
        "the age of each trading position",
        "ageing bond inventory",
        "days since purchase",
        "time held in inventory",
        "the holding period for any one corporate line",
    ],
)
def test_a_dealers_inventory_age_is_its_own_subject(phrase: str) -> None:
    assert subject_of(phrase) == AGE


@pytest.mark.parametrize(
    ("phrase", "subject"),
    [
        # a study's holding period names no position held: no inventory age
        ("a 20-day holding period", "max_position_weight"),
        ("the largest single position", "max_position_weight"),
        ("aged care providers", "max_sector_weight"),
        ("lookback_days", None),
        ("days since the last rebalance", None),
    ],
)
def test_the_clean_twins_keep_their_subjects(phrase: str, subject: str | None) -> None:
    assert subject_of(phrase) != AGE
    if subject != "max_sector_weight":  # ("aged care" is a sector word in no vocabulary)
        assert subject_of(phrase) == subject


def _days(name: str) -> Constraint:
    return Constraint(
        name=name, value=90.0, unit="days", provenance="assumption", rationale="a guess"
    )


def test_an_assumed_inventory_age_in_days_is_a_limit_a_look_back_is_not() -> None:
    assert is_limit(_days("stalePositionLimitDays"))
    assert is_limit(_days("positionAgeCap"))
    assert not is_limit(_days("lookback_days"))
    assert not is_limit(_days("rebalance_every_days"))


def _bounds(text: str, name: str) -> list[tuple[str, float | None, float | None]]:
    found = clauses({"trading_book_policy": {"section_3": text}})
    return [(b.kind, b.low, b.high) for b in bounds_for(found, name)]


def test_a_bound_on_position_ageing_in_days_is_read() -> None:
    bounds = _bounds("Position ageing on the flow book is capped at 75 business days.", AGE)
    assert bounds == [("ceiling", None, 75.0)]


def test_a_band_for_the_age_of_any_line_is_read() -> None:
    text = "The age of any one line: the desk head picks a level between 40d and 80d."
    assert _bounds(text, "lineAgeCapDays") == [("range", 40.0, 80.0)]
    assert _bounds(text, "max_position_weight") == []


@pytest.mark.parametrize(
    "phrase",
    [
        "the per-obligor cap, as a percentage of the book's gross market value",
        "one issuer's weight (share of gross positions)",
        "any single name, as a proportion of gross long plus short",
    ],
)
def test_the_gross_book_after_a_share_of_it_is_a_base(phrase: str) -> None:
    assert subject_of(phrase) == "max_position_weight"
    assert all(name != "max_gross_leverage" for _, _, name in subject_mentions(phrase))


@pytest.mark.parametrize(
    "phrase",
    [
        "gross market value as a share of capital",
        "keep the level of gross positions modest",
        "gross exposure of the fund",
    ],
)
def test_gross_said_as_the_subject_stays_gross(phrase: str) -> None:
    assert subject_of(phrase) == "max_gross_leverage"


def test_a_cap_on_one_obligor_as_a_share_of_the_gross_book_bounds_one_position() -> None:
    text = (
        "Exposure to one obligor, as a proportion of the fund's gross positions, is capped at 6 %."
    )
    assert _bounds(text, "max_position_weight") == [("ceiling", None, 0.06)]
    assert _bounds(text, "max_gross_leverage") == []


def _holds(text: str, name: str, value: float, unit: Unit) -> bool:
    messages = [UserMessage(message_id="msg_desk0001x", text=text)]
    contract = ResearchContractBody(
        interpretation="a dealer's inventory weights",
        objective="the best return per unit of risk",
        constraints=(
            Constraint(
                name=name,
                value=value,
                provenance="user_message",
                provenance_ref="msg_desk0001x",
                unit=unit,
                rationale="as stated",
            ),
        ),
    )
    return not failures(validate_provenance(contract, messages, None))


@pytest.mark.parametrize(
    "text",
    [
        "Annual certification (underwriting exemption): per-issuer weight is held to 12 % at most.",
        "Desk register, the 3(c)(7) exemption: no single issuer above 12 % of the book.",
        "Compliance memo, risk-mitigating hedging exemption: any one issuer 12 % maximum.",
    ],
)
def test_a_regime_named_by_its_exemption_leaves_the_standing_limit(text: str) -> None:
    assert _holds(text, "issuer_weight_cap", 0.12, "fraction")


@pytest.mark.parametrize(
    "text",
    [
        "Carve-out: agency paper up to 12 % per issuer.",
        "The CRO may approve a temporary exception of up to 12 % per issuer for five days.",
        "Under the underwriting exemption the CRO may grant an exception to 12 % per issuer.",
    ],
)
def test_an_exceptions_level_is_still_no_standing_limit(text: str) -> None:
    assert not _holds(text, "issuer_weight_cap", 0.12, "fraction")


def test_the_exemption_a_desk_runs_under_is_no_exception() -> None:
    text = "Register (market-making exemption): stale positions limited to 60 days."
    at = text.index("60")
    assert not exception_level(text, at, at + 2)
    carved = "Exemption: repo collateral positions limited to 60 days."
    assert exception_level(carved, carved.index("60"), carved.index("60") + 2)
