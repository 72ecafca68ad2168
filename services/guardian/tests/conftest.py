"""Bundles the Guardian's tests review: built with the contracts' own models, by hand."""

from __future__ import annotations

from typing import Any, Literal

from quantward_contracts.values import (
    CheckResult,
    Computation,
    Constraint,
    EvidencePromise,
    Method,
    ResearchContractBody,
    ReviewBundle,
    TextSpan,
    UserMessage,
)

REQUEST_ID = "msg_01hzzzzzzzzzzzzzzzzzzzzzzz"
ANSWER_ID = "msg_01hzzzzzzzzzzzzzzzzzzzzzz1"
CONTRACT_ID = "ctr_01hzzzzzzzzzzzzzzzzzzzzzzz"
CLIENT_REQUEST = (
    "Build a market-neutral portfolio of Apple, Microsoft, Exxon, JPMorgan and Pfizer, keeping "
    "every position below the client-approved limit."
)
NEUTRAL = Constraint(
    name="market_neutral",
    value=True,
    provenance="user_message",
    provenance_ref=REQUEST_ID,
    unit="bool",
)
ASSUMED_CAP = Constraint(
    name="max_position_weight",
    value=0.125,
    provenance="assumption",
    unit="fraction",
    rationale="the client-approved limit was not stated; inferred from the current portfolio",
)
#: the client's answer to the Guardian's question; ANSWERED_CAP cites where it states the limit
ANSWER_TEXT = "The client-approved limit is 15 % per position."
ANSWERED_CAP = Constraint(
    name="max_position_weight",
    value=0.15,
    provenance="user_message",
    provenance_ref=ANSWER_ID,
    unit="fraction",
    rationale="the client's answer",
    span=TextSpan(start=ANSWER_TEXT.index("15 %"), end=ANSWER_TEXT.index("15 %") + 4),
)


def contract(*constraints: Constraint, **changes: Any) -> ResearchContractBody:
    fields: dict[str, Any] = {
        "interpretation": "A market-neutral portfolio of five large caps",
        "objective": "maximise risk-adjusted return with net exposure 0",
        "objective_kind": "maximise_risk_adjusted_return",
        "constraints": (NEUTRAL, *constraints),
        "methods": (Method(function_id="portfolio.market_neutral", purpose="optimise"),),
        # complete as the validator requires, so a clean bundle passes every exact check
        "evidence": (
            EvidencePromise(
                evidence_id="weights",
                description="the optimised weights and their risk",
                kind="computation",
                function_id="portfolio.market_neutral",
            ),
        ),
    }
    fields.update(changes)
    return ResearchContractBody(**fields)


def bundle(
    stage: Literal["plan", "final"] = "plan",
    policy: Literal["chat", "strategy"] = "chat",
    body: ResearchContractBody | None = None,
    *,
    text: str = CLIENT_REQUEST,
    answers: tuple[str, ...] = (),
    mandate: dict[str, Any] | None = None,
    checks: tuple[CheckResult, ...] = (),
    computations: tuple[Computation, ...] = (),
    answer: str | None = None,
    reasoning: tuple[str, ...] = (),
) -> ReviewBundle:
    messages = [UserMessage(message_id=REQUEST_ID, text=text)]
    messages += [
        UserMessage(message_id=ANSWER_ID, text=a, kind="clarification_answer") for a in answers
    ]
    return ReviewBundle(
        stage=stage,
        policy=policy,
        user_messages=tuple(messages),
        mandate=mandate,
        reasoning=reasoning,
        contract_id=CONTRACT_ID,
        contract_version=1,
        contract=body or contract(),
        answer=answer,
        computations=computations,
        checks=checks,
    )
