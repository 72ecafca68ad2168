"""A limit cited from an answer's line other than the one naming what the request left open
is another limit's figure (`asked_rows`): the plan records a value nobody gave for the limit
asked about, so chat asks the smallest question, as it does for a value stated nowhere. The
line that names the open item states its limit, and the plan citing it passes."""

from __future__ import annotations

from typing import Any

from quantward_contracts.values import (
    Constraint,
    ResearchContractBody,
    ReviewBundle,
    TextSpan,
    UserMessage,
)
from quantward_policy.guardian import decide

_ASK = "msg_01hzzzzzzzzzzzzzzzzzzzzzq0"
_SAID = "msg_01hzzzzzzzzzzzzzzzzzzzzzq2"
_REQUEST = (
    "Please redo the weights of the university's operating pool. The limit on the largest "
    "state authority's notes is still pending with the regents."
)
_ANSWER = (
    "Operating pool guidelines (extract)\n"
    "- Each sweep vehicle (overnight), max. 10 per cent\n"
    "- The largest state authority's notes, max. 4 per cent"
)


def _decided(value: float, words: str) -> dict[str, Any]:
    at = _ANSWER.index(words)
    contract = ResearchContractBody(
        interpretation="Weights across the pool's holdings under its guidelines",
        objective="the best return per unit of risk",
        objective_kind="maximise_risk_adjusted_return",
        constraints=(
            Constraint(
                name="max_single_issuer_weight",
                value=value,
                unit="fraction",
                provenance="user_message",
                provenance_ref=_SAID,
                span=TextSpan(start=at, end=at + len(words)),
                rationale="as the guidelines give it",
            ),
        ),
    )
    bundle = ReviewBundle(
        stage="plan",
        policy="chat",
        user_messages=(
            UserMessage(message_id=_ASK, text=_REQUEST),
            UserMessage(message_id=_SAID, text=_ANSWER, kind="clarification_answer"),
        ),
        contract_id="ctr_1",
        contract_version=1,
        contract=contract,
    )
    return decide(bundle, (), ())


def test_another_lines_figure_is_questioned() -> None:
    decided = _decided(0.10, "10 per cent")
    concerns = [c["concern_id"] for c in decided["concerns"] if c["material"]]
    assert "provenance:max_single_issuer_weight" in concerns
    assert decided["clarification_question"] is not None


def test_the_answering_lines_figure_passes() -> None:
    decided = _decided(0.04, "4 per cent")
    concerns = [c["concern_id"] for c in decided["concerns"] if c["material"]]
    assert not [c for c in concerns if c.startswith("provenance:")]
    assert decided["clarification_question"] is None
