"""Batch L's family "a withdrawn text is withdrawn", at the Guardian's objective rule: the
latest message that states an objective counts, and a later message that withdraws the earlier
instruction without stating a new objective leaves none standing (the earlier words are not read
as the request's). The texts are written here, not taken from a batch.
"""

from __future__ import annotations

from quantward_contracts.values import (
    EvidencePromise,
    Method,
    ResearchContractBody,
    ReviewBundle,
    UserMessage,
)
from quantward_policy.guardian import decide


def _bundle(*texts: str) -> ReviewBundle:
    contract = ResearchContractBody(
        interpretation="Weights for the account across the listed names",
        objective="maximise risk-adjusted return",
        objective_kind="maximise_risk_adjusted_return",
        methods=(Method(function_id="portfolio.market_neutral", purpose="solve the weights"),),
        evidence=(
            EvidencePromise(
                evidence_id="weights",
                description="the weights",
                kind="table",
                section_title="Weights",
            ),
        ),
    )
    return ReviewBundle(
        stage="plan",
        policy="strategy",
        user_messages=tuple(
            UserMessage(message_id=f"msg_01hzzzzzzzzzzzzzzzzzzzzzq{i}", text=text)
            for i, text in enumerate(texts)
        ),
        contract_id="ctr_1",
        contract_version=1,
        contract=contract,
    )


def _objective_raised(bundle: ReviewBundle) -> bool:
    decision = decide(bundle, (), ())
    return any(c["concern_id"] == "objective" for c in decision["concerns"])


def test_a_later_message_withdrawing_the_earlier_instruction_leaves_no_objective() -> None:
    earlier = "Please keep the account's tracking error against the FTSE 100 to a minimum."
    assert _objective_raised(_bundle(earlier))
    withdrawn = "Our instruction of Monday is hereby revoked; revised terms will follow."
    assert not _objective_raised(_bundle(earlier, withdrawn))


def test_a_later_message_that_replaces_the_objective_is_read() -> None:
    earlier = "Please keep the account's tracking error against the FTSE 100 to a minimum."
    replaced = (
        "With reference to our letter of 4 June, which is hereby withdrawn: the account is "
        "to earn the best return per unit of risk."
    )
    assert not _objective_raised(_bundle(earlier, replaced))
    # a later message that only says something else leaves the earlier objective standing
    assert _objective_raised(_bundle(earlier, "The custodian is unchanged."))
