"""A limit whose name no vocabulary knows (`surrenderRateBps`; an attachment probability is
known since `limit_lexicon_ils`), cited from a message that does not state it, is still a figure
the plan says someone set (issue 18, batches ZW and ZX): chat asks the smallest question about
it, as it does of a limit it knows. A research default in days cited the same way is not
questioned, nor a mandate clause cited falsely (the plan is to cite the clause). The wording is
in no batch.
"""

from __future__ import annotations

from typing import Any

from quantward_contracts.values import (
    Constraint,
    ConstraintUnit,
    ResearchContractBody,
    ReviewBundle,
    TextSpan,
    UserMessage,
)
from quantward_policy.guardian import decide

_ASK = "msg_01hzzzzzzzzzzzzzzzzzzzzzd0"
_SAID = "msg_01hzzzzzzzzzzzzzzzzzzzzzd2"
_TEXT = "Deal terms sheet: surrender rate 90 bps, look-back 250 days, target spread 400 bps."


def _decided(name: str, value: float, unit: ConstraintUnit, words: str) -> dict[str, Any]:
    at = _TEXT.index(words)
    contract = ResearchContractBody(
        interpretation="Weights across the book's bonds under its guidelines",
        objective="the best return per unit of risk",
        objective_kind="maximise_risk_adjusted_return",
        constraints=(
            Constraint(
                name=name,
                value=value,
                unit=unit,
                provenance="user_message",
                provenance_ref=_SAID,
                span=TextSpan(start=at, end=at + len(words)),
                rationale="as the terms sheet gives it",
            ),
        ),
    )
    bundle = ReviewBundle(
        stage="plan",
        policy="chat",
        user_messages=(
            UserMessage(
                message_id=_ASK, text="Size the book for the best return per unit of risk, please."
            ),
            UserMessage(message_id=_SAID, text=_TEXT, kind="clarification_answer"),
        ),
        contract_id="ctr_1",
        contract_version=1,
        contract=contract,
    )
    return decide(bundle, (), ())


def test_a_false_citation_of_an_unknown_limit_is_questioned_in_chat() -> None:
    decided = _decided("surrenderRateBps", 150.0, "bps", "90 bps")
    concerns = [c["concern_id"] for c in decided["concerns"] if c["material"]]
    assert "provenance:surrenderRateBps" in concerns
    assert decided["clarification_question"] is not None


def test_a_true_citation_of_it_is_not() -> None:
    decided = _decided("surrenderRateBps", 90.0, "bps", "90 bps")
    assert decided["clarification_question"] is None


def test_a_false_citation_of_a_research_default_is_not_questioned() -> None:
    decided = _decided("lookbackDays", 120.0, "days", "250 days")
    assert decided["clarification_question"] is None


def test_a_false_citation_of_a_mandate_clause_is_not_questioned() -> None:
    clause = "The weighted average surrender rate shall not exceed 120 bps."
    contract = ResearchContractBody(
        interpretation="Weights across the book's bonds under its guidelines",
        objective="the best return per unit of risk",
        objective_kind="maximise_risk_adjusted_return",
        constraints=(
            Constraint(
                name="surrenderRateBps",
                value=180.0,
                unit="bps",
                provenance="mandate_clause",
                provenance_ref="offering_memorandum.limits.item_2",
                rationale="as the offering memorandum gives it",
            ),
        ),
    )
    bundle = ReviewBundle(
        stage="plan",
        policy="chat",
        user_messages=(
            UserMessage(
                message_id=_ASK, text="Size the book for the best return per unit of risk, please."
            ),
        ),
        mandate={"offering_memorandum": {"limits": {"item_2": clause}}},
        contract_id="ctr_1",
        contract_version=1,
        contract=contract,
    )
    decided = decide(bundle, (), ())
    concerns = [c["concern_id"] for c in decided["concerns"] if c["material"]]
    # (the clause's words name the limit, so 180 bps is read beyond it: `lexical_subjects`)
    assert {"provenance:surrenderRateBps", "assumption:surrenderRateBps"} & set(concerns)
    assert decided["clarification_question"] is None
