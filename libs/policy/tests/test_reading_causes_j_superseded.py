"""A plan that cites a value its own message says was superseded (issue 18, the convention batches
G, H and J follow and F now follows too): the message does not state that value as the limit, so
the plan's figure is an unsupported assumption. Chat asks the smallest question about it;
strategy revises without one (a question has nobody to answer it). The value in force, cited
from the same message, is accepted.

The sentences are constructions no review batch writes.
"""

from __future__ import annotations

from quantward_contracts.values import (
    Constraint,
    ResearchContractBody,
    ReviewBundle,
    TextSpan,
    UserMessage,
)
from quantward_policy.guardian import decide

_ASK = "msg_01hzzzzzzzzzzzzzzzzzzzzzs0"
_SAID = "msg_01hzzzzzzzzzzzzzzzzzzzzzs1"


def _decision(said: str, name: str, value: float, written: str, policy: str) -> dict[str, object]:
    start = said.index(written)
    contract = ResearchContractBody(
        interpretation="A rebalanced book inside the client's limits",
        objective="the best return per unit of risk",
        objective_kind="maximise_risk_adjusted_return",
        constraints=(
            Constraint(
                name=name,
                value=value,
                unit="bps" if name.endswith("_bps") else "fraction",
                provenance="user_message",
                provenance_ref=_SAID,
                span=TextSpan(start=start, end=start + len(written)),
                rationale="as the client stated it",
            ),
        ),
    )
    bundle = ReviewBundle(
        stage="plan",
        policy=policy,  # type: ignore[arg-type]
        user_messages=(
            UserMessage(message_id=_ASK, text="Rebalance the book within the client's limits."),
            UserMessage(message_id=_SAID, text=said, kind="clarification_answer"),
        ),
        contract_id="ctr_1",
        contract_version=1,
        contract=contract,
    )
    return decide(bundle, (), ())


def _about(decided: dict[str, object], name: str) -> list[str]:
    """The open material concerns about the constraint (the objective's are not at issue)."""
    concerns = decided["concerns"]
    assert isinstance(concerns, list)
    return [
        c["concern_id"]
        for c in concerns
        if c["material"] and c["status"] == "open" and c["concern_id"].endswith(f":{name}")
    ]


_FORMERLY = "Per-issuer ceiling: formerly 9 %, 6 % since the spring review."
_NO_LONGER = "The tracking-error budget is no longer 300 bps; the committee cut it to 200 bps."


def test_chat_asks_about_a_value_its_message_says_was_superseded() -> None:
    for said, name, old, written in (
        (_FORMERLY, "issuer_cap", 0.09, "9 %"),
        (_NO_LONGER, "tracking_error_budget_bps", 300.0, "300 bps"),
    ):
        decided = _decision(said, name, old, written, "chat")
        assert _about(decided, name), said
        assert decided["clarification_question"], said


def test_strategy_revises_a_superseded_value_without_a_question() -> None:
    decided = _decision(_FORMERLY, "issuer_cap", 0.09, "9 %", "strategy")
    assert _about(decided, "issuer_cap")
    assert decided["clarification_question"] is None


def test_the_value_in_force_from_the_same_message_is_accepted() -> None:
    for said, name, now, written in (
        (_FORMERLY, "issuer_cap", 0.06, "6 %"),
        (_NO_LONGER, "tracking_error_budget_bps", 200.0, "200 bps"),
    ):
        for policy in ("chat", "strategy"):
            decided = _decision(said, name, now, written, policy)
            assert not _about(decided, name), (said, policy)
