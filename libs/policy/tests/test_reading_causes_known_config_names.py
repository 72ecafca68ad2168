"""A limit pasted as a config key whose name gives its unit (`max_single_name_pct: 4.5`) is
stated by the message (issue 18, known limits of the readings): a plan that records it as
0.045 but cites the wrong words of that message has bookkeeping to fix, not a decision nobody
made, so chat asks no question about it. The wording is in no batch.
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

_ASK = "msg_01hzzzzzzzzzzzzzzzzzzzzzc0"
_SAID = "msg_01hzzzzzzzzzzzzzzzzzzzzzc2"


def test_a_value_in_the_unit_its_key_names_is_stated_by_the_message() -> None:
    said = "settings we run with: max_single_name_pct: 4.5 (reviewed 2024)"
    contract = ResearchContractBody(
        interpretation="A rebalanced book inside the client's limits",
        objective="the best return per unit of risk",
        objective_kind="maximise_risk_adjusted_return",
        constraints=(
            Constraint(
                name="max_position_weight",
                value=0.045,
                unit="fraction",
                provenance="user_message",
                provenance_ref=_SAID,
                span=TextSpan(start=said.index("2024"), end=said.index("2024") + 4),
                rationale="as the client stated it",
            ),
        ),
    )
    bundle = ReviewBundle(
        stage="plan",
        policy="chat",
        user_messages=(
            UserMessage(message_id=_ASK, text="Rebalance the book within the client's limits."),
            UserMessage(message_id=_SAID, text=said, kind="clarification_answer"),
        ),
        contract_id="ctr_1",
        contract_version=1,
        contract=contract,
    )
    decided = decide(bundle, (), ())
    concerns = [c["concern_id"] for c in decided["concerns"] if c["material"]]
    assert "provenance:max_position_weight" in concerns  # the span is wrong ...
    assert decided["clarification_question"] is None  # ... but the message states the value
