"""A limit in effect "from the next rebalance" binds a plan that is that rebalance.

A plan whose request asks for the book's new weights or trades is the next rebalance: a value
approved with effect from it is the limit the plan's trades are dealt under, so citing it is no
false provenance, and a mandate clause saying it bounds the plan. A plan that only studies the
book as it stands keeps reading such a value as not yet in force.
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Constraint, ResearchContractBody, TextSpan, UserMessage
from quantward_validation.mandate import clauses
from quantward_validation.plan_occasions import plan_is_rebalance
from quantward_validation.polarity import takes_effect_later
from quantward_validation.provenance import validate_provenance

_APPROVED = (
    "Limits committee, 2 June: the desk asked for 9 % on any one issuer; the committee granted "
    "6 % instead, with effect from the next rebalance."
)
_REBALANCING = (
    "Re-weight the credit sleeve onto the new issuer limits for Monday.",
    "Please produce target weights for the income fund.",
    "Trade list for tomorrow's open, within every limit.",
    "Size the new EM sleeve inside the flagship portfolio.",
    # the book's strategic weights or its target mix are its next weights too
    "Please re-run the strategic weights once the actuary's valuation is in.",
    "Rework the target mix for the treasury book ahead of the budget.",
)
_STUDYING = (
    "How concentrated was the income fund by issuer at the end of May?",
    "Report performance since the last rebalance.",
    "Tell me whether the book breaches anything at the next rebalance.",
)


def _messages(request: str, answer: str = _APPROVED) -> list[UserMessage]:
    return [
        UserMessage(message_id="msg_req", text=request, kind="request"),
        UserMessage(message_id="msg_ans", text=answer, kind="clarification_answer"),
    ]


def _problems(request: str) -> list[str]:
    start = _APPROVED.index("6 %")
    contract = ResearchContractBody(
        interpretation="x",
        objective="x",
        constraints=(
            Constraint(
                name="max_position_weight",
                value=0.06,
                unit="fraction",
                provenance="user_message",
                provenance_ref="msg_ans",
                span=TextSpan(start=start, end=start + 3),
            ),
        ),
    )
    results = validate_provenance(contract, _messages(request), None)
    return [r.message for r in results if not r.passed]


@pytest.mark.parametrize("request_text", _REBALANCING)
def test_a_rebalancing_request_makes_the_plan_the_next_rebalance(request_text: str) -> None:
    assert plan_is_rebalance(_messages(request_text))
    assert _problems(request_text) == []


@pytest.mark.parametrize("request_text", _STUDYING)
def test_a_plan_that_studies_the_book_is_no_rebalance(request_text: str) -> None:
    assert not plan_is_rebalance(_messages(request_text))
    assert any("takes effect later" in p for p in _problems(request_text))


def test_a_rebalance_said_only_in_a_clarification_makes_no_rebalancing_plan() -> None:
    messages = _messages("How concentrated is the fund?", "Rebalance it if you must.")
    assert not plan_is_rebalance(messages)


_CLAUSE = "With effect from the next rebalancing, tracking error is limited to 2 %."


def test_a_mandate_value_from_the_next_rebalance_bounds_only_the_rebalance() -> None:
    rebalance = _messages("Rebalance the fund against its benchmark.")
    study = _messages("What was the fund's tracking error last year?")
    read = [b.high for c in clauses({"policy": _CLAUSE}, rebalance) for b in c.bounds]
    assert read == [0.02]
    assert [b for c in clauses({"policy": _CLAUSE}, study) for b in c.bounds] == []
    assert [b for c in clauses({"policy": _CLAUSE}) for b in c.bounds] == []


@pytest.mark.parametrize(
    "occasion", ["the next rebalance", "the upcoming quarterly rebalancing", "the coming rebalance"]
)
def test_a_value_from_the_rebalance_to_come_is_in_force_only_for_that_rebalance(
    occasion: str,
) -> None:
    sentence = f"The sleeve cap is 4 % with effect from {occasion}."
    start = sentence.index("4 %")
    assert takes_effect_later(sentence, start, start + 3)
    assert not takes_effect_later(sentence, start, start + 3, rebalancing=True)
