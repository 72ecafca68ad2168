"""The Guardian flags an answer that does not address what the question asks."""

from __future__ import annotations

import json
from typing import Any

from quantward_contracts.values import ReviewBundle
from quantward_policy.guardian import decide
from quantward_policy.intent_review import CONCERN_ID, problems

CONTRACT: dict[str, Any] = {
    "interpretation": "Answer the user's question",
    "objective": "answer",
    "objective_kind": "research_answer",
    "decision_date": "2022-12-28",
    "constraints": [],
    "data_bindings": [],
    "methods": [],
    "promised_evidence": [],
    "evidence": [],
    "historical_test": None,
}


def bundle(question: str, citations: list[dict[str, Any]], computations: list[dict[str, Any]]):  # type: ignore[no-untyped-def]
    return ReviewBundle.model_validate_json(
        json.dumps(
            {
                "stage": "final",
                "policy": "chat",
                "user_messages": [
                    {"message_id": "msg_request", "text": question, "kind": "request"}
                ],
                "contract_id": "ctr_1",
                "contract_version": 1,
                "contract": CONTRACT,
                "answer": "…",
                "citations": citations,
                "computations": computations,
            }
        )
    )


def passage(n: int, title: str, quote: str) -> dict[str, Any]:
    return {
        "mark": f"[[src_{n}#chk_{n}]]",
        "number": n,
        "source_id": f"src_{n:026d}",
        "chunk_id": f"chk_{n:024x}",
        "quote": quote,
        "title": title,
    }


def window(start: str, end: str) -> dict[str, Any]:
    return {
        "source_id": "src_" + "9" * 26,
        "function_id": "prices.window_stats",
        "arguments": {},
        "result": {"start": start, "end": end, "as_of": end, "stats": []},
    }


QUESTION = "What was Initech's total return over the last six months?"


def test_a_passage_list_for_a_computation_question_is_material() -> None:
    answer = bundle(QUESTION, [passage(1, "Initech call", "Revenue rose.")], [])
    [problem] = problems(answer)
    assert "computation" in problem
    decision = decide(answer, [], [])
    assert decision["decision"] == "revise"
    assert CONCERN_ID in {c["concern_id"] for c in decision["concerns"]}


def test_a_computation_over_another_horizon_is_flagged_and_the_right_one_is_not() -> None:
    year = bundle(QUESTION, [], [window("2021-12-28", "2022-12-28")])
    assert "horizon" in problems(year)[0]
    half = bundle(QUESTION, [], [window("2022-06-28", "2022-12-28")])
    assert problems(half) == []


def test_a_change_question_needs_two_documents_of_the_kind_asked() -> None:
    question = "What changed between Initech's last two earnings calls?"
    one = bundle(question, [passage(1, "Initech Q3 earnings call transcript", "We expect…")], [])
    assert "two earnings calls" in problems(one)[0]
    two = bundle(
        question,
        [
            passage(1, "Initech Q3 earnings call transcript", "We expect more."),
            passage(2, "Initech Q2 earnings call transcript", "We expect less."),
        ],
        [],
    )
    assert problems(two) == []


def test_a_topic_question_needs_a_passage_on_the_topic() -> None:
    question = "What did Initech say about dividends?"
    off = bundle(question, [passage(1, "Initech news", "Shares fell 3%.")], [])
    assert "dividend" in problems(off)[0]
    on = bundle(question, [passage(1, "Initech news", "The board raised the dividend.")], [])
    assert problems(on) == []


def test_a_template_run_is_left_to_its_template_checks() -> None:
    answer = bundle(QUESTION, [passage(1, "Initech call", "Revenue rose.")], [])
    templated = answer.model_copy(
        update={
            "user_messages": tuple(
                m.model_copy(update={"kind": "template_inputs"}) for m in answer.user_messages
            )
        }
    )
    assert problems(templated) == []
