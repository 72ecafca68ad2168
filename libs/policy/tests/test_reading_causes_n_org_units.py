"""Batch N's family "a unit named after risk is who speaks", at the Guardian's objective rule:
"our risk committee asks to cut the cash", "Chief Risk Officer: …" name a colleague, not a wish
for less portfolio risk; a request for less risk itself is still read. The texts are written
here, not taken from a batch.
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import (
    EvidencePromise,
    Method,
    ResearchContractBody,
    ReviewBundle,
    UserMessage,
)
from quantward_policy.guardian import decide


def _bundle(text: str) -> ReviewBundle:
    contract = ResearchContractBody(
        interpretation="Weights for the account across the listed names",
        objective="maximise risk-adjusted return",
        objective_kind="maximise_risk_adjusted_return",
        methods=(Method(function_id="portfolio.market_neutral", purpose="solve the weights"),),
        evidence=(
            EvidencePromise(
                evidence_id="weights", description="the weights", kind="table", section_title="W"
            ),
        ),
    )
    return ReviewBundle(
        stage="plan",
        policy="strategy",
        user_messages=(UserMessage(message_id="msg_01hzzzzzzzzzzzzzzzzzzzzzo1", text=text),),
        contract_id="ctr_1",
        contract_version=1,
        contract=contract,
    )


def _objective_raised(text: str) -> bool:
    decision = decide(_bundle(text), (), ())
    return any(c["concern_id"] == "objective" for c in decision["concerns"])


@pytest.mark.parametrize(
    "text",
    [
        "Our market risk unit suggested to cut the money-market holdings to 1 %, but the "
        "trustees said no; the floor stays at 3 %.",
        "The Risk Management team would like the sector weights a bit lower than last year.",
        "Head of Risk here: please shrink the turnover of the rebalancing.",
    ],
)
def test_a_unit_named_after_risk_asks_for_no_lower_risk(text: str) -> None:
    assert not _objective_raised(text)


def test_a_request_for_less_risk_is_still_read() -> None:
    assert _objective_raised("Our risk colleagues insist: reduce the volatility of the book.")
