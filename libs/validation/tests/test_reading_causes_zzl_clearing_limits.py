"""A clearing member's limits on a client's futures book, and the readings around them (ZZL).

Each construction failed before its reader: a position in one delivery month counted in
contracts (`limit_lexicon_clearing`), a share of open interest, initial margin over the credit
line, the days a margin model assumes to close a client out (`liquidation_horizon`), a range of
bare decimal fractions joined by a dash (`mandate`), a placeholder struck for its figure
(`utterances.supposed`), a bare "limit" beside a floor (`provenance`), and the figure of other
institutions of the writer's kind (`set_against`). Each has a clean twin that keeps its
reading. The sentences are written for these tests.
"""

from __future__ import annotations

from typing import Any

import pytest

from quantward_contracts.values import Constraint, ResearchContractBody, UserMessage
from quantward_validation import validate_provenance
from quantward_validation.limit_lexicon_clearing import (
    IM_LINE_NAME,
    OPEN_INTEREST_NAME,
    POSITION_LOTS_NAME,
)
from quantward_validation.limits import subject_of, unit_of
from quantward_validation.liquidation_horizon import NAME as HORIZON
from quantward_validation.mandate import bounds_for, clauses
from quantward_validation.set_against import set_against
from quantward_validation.utterances import supposed

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


@pytest.mark.parametrize(
    ("phrase", "subject"),
    [
        # a position in one delivery month, counted in contracts
        ("each account's long or short position in a single delivery month", POSITION_LOTS_NAME),
        ("contracts held per expiration", POSITION_LOTS_NAME),
        ("maxContractsPerExpiry", POSITION_LOTS_NAME),
        ("spot_month_position_cap_in_contracts", POSITION_LOTS_NAME),
        # the client's share of what the market holds open
        ("the stake in any one future as a percentage of total open interest", OPEN_INTEREST_NAME),
        ("OI share per product", OPEN_INTEREST_NAME),
        # initial margin over the line the clearing member grants
        ("utilisation of the clearing limit by initial margin", IM_LINE_NAME),
        ("IM to trading line", IM_LINE_NAME),
        # the days a margin model assumes to close a client out
        ("the margin period of risk", HORIZON),
        ("the holding period applied to each customer account", HORIZON),
    ],
)
def test_a_clearing_members_limits_are_subjects_of_their_own(phrase: str, subject: str) -> None:
    assert subject_of(phrase) == subject


@pytest.mark.parametrize(
    ("phrase", "subject"),
    [
        ("the net exposure of the fund", "max_net_exposure"),
        ("any single position", "max_position_weight"),
        ("initial margin as a share of equity", "max_gross_leverage"),
        # a VaR's or a study's holding period assumes nothing of a client
        ("a 10-day holding period", "max_position_weight"),
    ],
)
def test_their_clean_twins_keep_their_subjects(phrase: str, subject: str) -> None:
    assert subject_of(phrase) == subject


def test_a_delivery_month_in_a_name_is_no_unit_of_its_value() -> None:
    lots = _constraint(
        name="maxLotsPerDeliveryMonth", value=900, unit="count", provenance="assumption"
    )
    assert unit_of(lots) == "count"
    tenor = _constraint(name="maxHedgeTenorMonths", value=18, unit="count", provenance="assumption")
    assert unit_of(tenor) == "months"


@pytest.mark.parametrize(
    ("text", "low", "high"),
    [
        ("Positions held per delivery month must not exceed 800 contracts.", None, 800),
        ("Each expiry's net position may be set anywhere from 300 to 600 contracts.", 300, 600),
        ("The long position per contract month: 120 lots – 240 lots, desk's choice.", 120, 240),
    ],
)
def test_a_position_limit_is_read_in_the_contracts_it_counts(
    text: str, low: float | None, high: float
) -> None:
    [bound] = bounds_for(clauses({"notes": text}), "maxLotsPerDeliveryMonth")
    assert (bound.low, bound.high) == (low, high)


def test_a_count_of_contracts_beside_a_share_still_counts_things() -> None:
    found = bounds_for(
        clauses({"notes": "Single positions are capped at 4 %, across 30 contracts."}),
        "max_position_weight",
    )
    assert [(b.low, b.high) for b in found] == [(None, 0.04)]


def test_bare_decimal_fractions_joined_by_a_dash_are_a_range() -> None:
    text = (
        "Ops may pick the utilisation of the clearing limit by initial margin, anything 0.25–0.55."
    )
    [bound] = bounds_for(clauses({"notes": text}), "imCreditLineUsageCap")
    assert (bound.kind, bound.low, bound.high) == ("range", 0.25, 0.55)


def test_a_section_reference_joined_by_a_dash_is_no_range() -> None:
    text = "Ops may pick the utilisation of the clearing limit by initial margin (see 4.2–4.6)."
    assert not bounds_for(clauses({"notes": text}), "imCreditLineUsageCap")


def test_a_placeholder_struck_for_its_figure_leaves_the_figure_agreed() -> None:
    text = "Annex markup: single-issuer cap ~~TBC~~ 6 % [signed off by the board]"
    at = text.index("6 %")
    assert not supposed(text, at, at + 3)
    twin = "Annex markup: single-issuer cap TBC, 6 % [pending board sign-off]"
    at = twin.index("6 %")
    assert supposed(twin, at, at + 3)


def test_a_bare_limit_names_no_side_of_a_floor() -> None:
    text = "After the vote the close-out period limit remains 4 business days for the account."
    floor = _cited("closeOutDaysFloor", 4, "days", text, "4 business days")
    [result] = validate_provenance(_contract(floor), [UserMessage(message_id=MSG, text=text)], None)
    assert result.passed, result.message
    capped = text.replace("limit remains", "cap remains")
    floor = _cited("closeOutDaysFloor", 4, "days", capped, "4 business days")
    [result] = validate_provenance(
        _contract(floor), [UserMessage(message_id=MSG, text=capped)], None
    )
    assert not result.passed
    assert "stated as a cap" in result.message


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Our rulebook puts gross leverage at 2x. Most prime brokers allow 4x, we hear.", "4x"),
        ("Our framework sets the issuer cap at 0.05. (Several other lenders run 0.08.)", "0.08"),
    ],
)
def test_the_figure_of_other_institutions_is_someone_elses(text: str, said: str) -> None:
    at = text.index(said)
    assert set_against(text, at, at + len(said)) == "another's"
    own = "2x" if said == "4x" else "0.05"
    at = text.index(own)
    assert set_against(text, at, at + len(own)) is None
