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


def _figures(source_id: str) -> dict[str, Any]:
    return {
        "source_id": source_id,
        "function_id": "fundamentals.quarters",
        "arguments": {},
        "result": {
            "entity_id": "ent_brannock",
            "quarters": [
                {"quarter_end": "2022-06-30", "backlog": 4.1},
                {"quarter_end": "2022-09-30", "backlog": 4.6},
            ],
        },
    }


def _cites(source_id: str) -> dict[str, Any]:
    return {"mark": f"[[{source_id}]]", "number": 1, "source_id": source_id, "title": "figures"}


def test_how_a_company_performed_is_answered_by_its_reported_figures() -> None:
    # "performed" of a company reads its business as well as its shares: a cited series of
    # its figures over time addresses it
    source = "src_" + "7" * 26
    question = "For the comps page: how has Brannock Drilling performed?"
    assert problems(bundle(question, [_cites(source)], [_figures(source)])) == []
    # a committee's or a fund's name asks nothing of the shares: its words are what it is called
    for named in (
        "For the Investment Committee's watch list: how has Brannock Drilling performed?",
        "Ahead of the Harbor Equity Fund review, how has Brannock Drilling performed lately?",
    ):
        assert problems(bundle(named, [_cites(source)], [_figures(source)])) == [], named
    # ... but not a figures computation the answer does not cite
    assert "computation" in problems(bundle(question, [], [_figures(source)]))[0]


def test_a_question_about_the_shares_still_needs_a_window() -> None:
    source = "src_" + "7" * 26
    for question in (
        "How have Brannock Drilling's shares performed?",
        "How has the fund performed since launch?",
        "How did Brannock's stock perform against the index?",
        "Stock Performance: how has Brannock Drilling performed?",
        "For the Investment Committee: how has our Brannock holding performed?",
    ):
        assert "computation" in problems(bundle(question, [_cites(source)], [_figures(source)]))[0]
