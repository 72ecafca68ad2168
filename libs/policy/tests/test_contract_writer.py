"""The offline contract writer proposes typed contracts and reads the harness's replies typed.

Driven as the agent loop drives it: the conversation so far (catalogue, refused proposals with
what must change) in, the next tool call out. Every proposal must validate as the wire model.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import date
from typing import Any

from quantward_agents.briefs import (
    ClarifiedAnswer,
    ContractWriterBrief,
    EntityBrief,
    OutputBrief,
    PlanItemBrief,
    SectionBrief,
)
from quantward_contracts.values import ResearchContractBody
from quantward_llm.port import Message, ToolCall
from quantward_policy.contract_writer import next_step

ENTITIES = (
    EntityBrief(entity_id="ent_acme", name="Acme Corp"),
    EntityBrief(entity_id="ent_globex", name="Globex"),
    EntityBrief(entity_id="ent_initech", name="Initech"),
)


def brief(**changes: Any) -> ContractWriterBrief:
    fields: dict[str, Any] = {
        "mode": "chat",
        "template_id": "portfolio-build",
        "template_title": "Portfolio",
        "request_message_id": "msg_request",
        "as_of": date(2023, 6, 30),
        "window_start": date(2021, 6, 30),
        "window_end": date(2023, 6, 30),
        "entities": ENTITIES,
        "plan": (PlanItemBrief(id="weights", question="Build the book", approach="portfolio"),),
        "output": OutputBrief(
            title="Book", sections=(SectionBrief(id="s", title="Weights", from_plan=("weights",)),)
        ),
        "mandate": {"max_gross_leverage": 2.0, "max_drawdown": 0.2, "notes": "client limit"},
        "mandate_given": True,
    }
    fields.update(changes)
    return ContractWriterBrief(**fields)


def conversation(*turns: tuple[str, object]) -> list[Message]:
    """Each turn: a tool call by name and what came back (a JSON value or an `error: …` text)."""
    messages: list[Message] = []
    for i, (name, value) in enumerate(turns):
        call = ToolCall(call_id=f"c{i}", name=name, arguments={})
        content = value if isinstance(value, str) else json.dumps(value)
        messages += [
            Message(role="assistant", tool_calls=(call,)),
            Message(role="tool", tool_call_id=f"c{i}", content=content),
        ]
    return messages


def proposed(step: list[ToolCall] | str) -> ResearchContractBody:
    assert isinstance(step, list)
    assert [c.name for c in step] == ["propose_contract"]
    return ResearchContractBody.model_validate_json(json.dumps(step[0].arguments["contract"]))


def limit(body: ResearchContractBody, name: str) -> Any:
    return next(c for c in body.constraints if c.name == name)


CATALOGUE = ("platform_catalogue", {"datasets": {}, "functions": {}, "coverage": None})


def test_the_catalogue_comes_first() -> None:
    step = next_step(brief(), [])
    assert isinstance(step, list)
    assert step[0].name == "platform_catalogue"


def test_the_mandates_limits_carry_their_unit_and_the_users_message() -> None:
    body = proposed(next_step(brief(), conversation(CATALOGUE)))
    leverage, drawdown = limit(body, "max_gross_leverage"), limit(body, "max_drawdown")
    assert (leverage.unit, leverage.value) == ("multiple", 2.0)
    assert (drawdown.unit, drawdown.provenance_ref) == ("fraction", "msg_request")
    assert body.objective_kind == "maximise_return_under_drawdown_limit"
    assert not any(c.name == "notes" for c in body.constraints)


def test_a_template_mandate_names_its_clause() -> None:
    body = proposed(next_step(brief(mandate_given=False), conversation(CATALOGUE)))
    assert limit(body, "max_drawdown").provenance == "mandate_clause"
    assert (
        limit(body, "max_drawdown").provenance_ref
        == "template:portfolio-build.mandate.max_drawdown"
    )


def test_an_unstated_client_limit_is_an_assumption_with_its_rationale() -> None:
    body = proposed(next_step(brief(), conversation(CATALOGUE)))
    weight = limit(body, "max_position_weight")
    assert weight.provenance == "assumption"
    assert weight.value == round(1 / 3, 4)
    assert "3 names at equal weight" in weight.rationale


def test_the_users_relayed_answer_replaces_the_assumption() -> None:
    refused = {
        "status": "revise",
        "version": 1,
        "user_answers": [
            {
                "question": "Which maximum position weight did the client approve?",
                "answer": "12.5 %",
                "message_id": "msg_answer",
                "concern_id": None,
            }
        ],
    }
    body = proposed(next_step(brief(), conversation(CATALOGUE, ("propose_contract", refused))))
    weight = limit(body, "max_position_weight")
    assert (weight.provenance, weight.value, weight.provenance_ref) == (
        "user_message",
        0.125,
        "msg_answer",
    )


def test_an_answer_given_before_the_contract_is_used_too() -> None:
    answered = brief(
        answers=(ClarifiedAnswer(question="max position weight?", answer="8", message_id="msg_8"),)
    )
    weight = limit(proposed(next_step(answered, conversation(CATALOGUE))), "max_position_weight")
    assert (weight.value, weight.provenance_ref) == (0.08, "msg_8")


def test_flaws_go_into_the_first_proposal_only_even_when_it_was_refused_as_invalid() -> None:
    flaws = ("lookahead", "missing_function")
    first = proposed(next_step(brief(), conversation(CATALOGUE), flaws))
    assert first.historical_test is not None
    assert first.historical_test.windows[0].selection_end == date(2023, 6, 30)
    assert "regression.ridge_fit" in {m.function_id for m in first.methods}
    refused: Sequence[tuple[str, object]] = (CATALOGUE, ("propose_contract", "error: not valid"))
    second = proposed(next_step(brief(), conversation(*refused), flaws))
    assert second.historical_test is None
    assert "regression.ridge_fit" not in {m.function_id for m in second.methods}


def test_no_price_computation_is_promised_for_companies_without_prices() -> None:
    uncovered = ("platform_catalogue", {"coverage": {"prices.daily": ["ent_other"]}})
    body = proposed(next_step(brief(), conversation(uncovered)))
    assert body.methods == ()
    assert not any(e.kind == "computation" for e in body.evidence)
    assert body.objective_kind == "research_answer"


def test_an_accepted_proposal_ends_the_conversation() -> None:
    accepted = ("propose_contract", {"status": "accepted", "version": 2})
    assert next_step(brief(), conversation(CATALOGUE, accepted)) == (
        "Contract version 2 accepted; research may start."
    )
