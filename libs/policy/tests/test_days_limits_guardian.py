"""A limit counted in days (a book's weighted average maturity or life, `limit_lexicon_maturity`)
is the client's decision like a weight cap: assumed with no bound, chat asks for it; inside a
band the mandate writes in days it is waived. A look-back in days stays a research default that
nobody is asked about. The wording is in no batch."""

from __future__ import annotations

from typing import Any

from pydantic import JsonValue

from quantward_contracts.values import (
    Constraint,
    ResearchContractBody,
    ReviewBundle,
    UserMessage,
)
from quantward_policy.guardian import decide

_ASK = "msg_01hzzzzzzzzzzzzzzzzzzzzze0"


def _decided(name: str, value: float, mandate: dict[str, JsonValue] | None) -> dict[str, Any]:
    contract = ResearchContractBody(
        interpretation="Weights across the short-duration sleeve under its guidelines",
        objective="the best return per unit of risk",
        objective_kind="maximise_risk_adjusted_return",
        constraints=(
            Constraint(
                name=name,
                value=value,
                unit="days",
                provenance="assumption",
                rationale="what short books usually run",
            ),
        ),
    )
    bundle = ReviewBundle(
        stage="plan",
        policy="chat",
        user_messages=(
            UserMessage(
                message_id=_ASK,
                text="Rebuild the sleeve; the average tenor limit is still with the client.",
            ),
        ),
        mandate=mandate,
        contract_id="ctr_1",
        contract_version=1,
        contract=contract,
    )
    return decide(bundle, (), ())


def test_an_assumed_average_tenor_in_days_is_asked_about() -> None:
    decided = _decided("avgTenorCeilingDays", 75.0, None)
    assert "assumption:avgTenorCeilingDays" in _material(decided)
    assert decided["clarification_question"] is not None


def test_inside_a_band_the_mandate_writes_in_days_it_is_waived() -> None:
    band = {"guidelines": {"item_2": "The weighted average tenor may run from 50 days to 90 days."}}
    decided = _decided("avgTenorCeilingDays", 75.0, band)
    assert decided["clarification_question"] is None
    assert "assumption:avgTenorCeilingDays" not in _material(decided)


def test_a_look_back_in_days_is_not_asked_about() -> None:
    decided = _decided("trailing_window_days", 90.0, None)
    assert "assumption:trailing_window_days" not in _material(decided)
    assert decided["clarification_question"] is None


def _material(decided: dict[str, Any]) -> list[str]:
    return [c["concern_id"] for c in decided["concerns"] if c["material"]]
