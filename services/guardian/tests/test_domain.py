"""The Guardian's pure core: decision parsing, the ledger's transitions, the policy texts."""

from __future__ import annotations

import json
from typing import Any

import pytest

from quantward_contracts.events import ReviewDecidedData
from quantward_contracts.values import Concern
from quantward_guardian.domain import (
    CHAT_POLICY,
    STRATEGY_POLICY,
    DecisionError,
    GuardianDecision,
    Ledger,
    Ledgers,
    failed_summary,
    parse_decision,
    system_prompt,
)

CAP = "assumption:max_position_weight"


def concern(
    concern_id: str = CAP,
    *,
    status: str = "open",
    material: bool = True,
    change: str = "ask the user for the limit",
) -> dict[str, Any]:
    return {
        "concern_id": concern_id,
        "status": status,
        "material": material,
        "summary": f"{concern_id} is a problem",
        "requested_change": change,
    }


def decision_json(decision: str = "accept", **fields: Any) -> str:
    return json.dumps({"decision": decision, "summary": "verified", **fields})


def decide(decision: str = "accept", **fields: Any) -> GuardianDecision:
    return parse_decision(decision_json(decision, **fields), policy="chat")


# --- parsing ----------------------------------------------------------------------------------


def test_a_valid_decision_parses() -> None:
    parsed = decide(
        "revise",
        concerns=[concern()],
        requested_changes=["ask the user"],
        clarification_question="What is the client-approved maximum position weight?",
    )
    assert parsed.decision == "revise"
    assert parsed.concerns[0].as_concern() == Concern(
        concern_id=CAP,
        status="open",
        material=True,
        summary=f"{CAP} is a problem",
        requested_change="ask the user for the limit",
    )


def test_a_single_json_fence_is_tolerated() -> None:
    text = "```json\n" + decision_json() + "\n```"
    assert parse_decision(text, policy="chat").decision == "accept"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("", "empty"),
        ("I accept the plan.", "not one JSON object"),
        ('{"decision": "accept", "summary": "ok"} and more', "not one JSON object"),
        ("[1, 2]", "must be a JSON object"),
        ('{"decision": "accept"}', "summary: Field required"),
        ('{"summary": "ok"}', "decision: Field required"),
        ('{"decision": "approve", "summary": "ok"}', "decision: Input should be"),
        ('{"decision": "accept", "summary": "ok", "mood": "good"}', "mood: Extra inputs"),
        ('{"decision": "accept", "summary": "  "}', "summary: String should have at least 1"),
        (
            '{"decision": "accept", "summary": "ok", "concerns": [{"concern_id": "x", '
            '"summary": "s"}]}',
            "concerns.0.material: Field required",
        ),
        (
            '{"decision": "accept", "summary": "ok", "concerns": [{"concern_id": "a b", '
            '"material": false, "summary": "s"}]}',
            "concerns.0.concern_id",
        ),
        (
            '{"decision": "accept", "summary": "ok", "concerns": [{"concern_id": "x", '
            '"material": "yes", "summary": "s"}]}',
            "concerns.0.material: Input should be a valid boolean",
        ),
    ],
)
def test_malformed_decisions_are_refused_saying_what_is_wrong(text: str, expected: str) -> None:
    with pytest.raises(DecisionError, match=expected):
        parse_decision(text, policy="chat")


def test_an_accept_with_a_material_open_concern_is_inconsistent() -> None:
    with pytest.raises(DecisionError, match="decide revise"):
        decide("accept", concerns=[concern()])


def test_a_revise_must_say_what_must_change() -> None:
    with pytest.raises(DecisionError, match="must say what must change"):
        decide("revise")
    assert decide("revise", requested_changes=["narrow it"]).decision == "revise"


def test_the_strategy_policy_never_asks_the_user() -> None:
    text = decision_json("revise", requested_changes=["x"], clarification_question="Which?")
    with pytest.raises(DecisionError, match="strategy policy"):
        parse_decision(text, policy="strategy")
    assert parse_decision(text, policy="chat").clarification_question == "Which?"


def test_a_question_needs_a_revise_and_ids_are_unique() -> None:
    with pytest.raises(DecisionError, match="needs decision revise"):
        decide("accept", clarification_question="Which?")
    with pytest.raises(DecisionError, match="reported twice"):
        decide("revise", concerns=[concern(), concern()])


# --- the ledger -------------------------------------------------------------------------------


def test_a_concern_not_mentioned_again_stays_open_and_keeps_the_decision_revise() -> None:
    ledger = Ledger()
    first = ledger.apply("rev_1", decide("revise", concerns=[concern()]))
    assert first.decision == "revise"
    assert [c.concern_id for c in first.concerns] == [CAP]
    # The Guardian accepts without a word about the open concern: it stays open, so revise.
    second = ledger.apply("rev_2", decide("accept"))
    assert second.decision == "revise"
    assert "Still open from earlier reviews: " + CAP in second.summary
    assert [c.status for c in second.concerns] == ["open"]
    assert second.requested_changes == ("ask the user for the limit",)
    assert ledger.concerns[CAP].status == "open"


def test_a_concern_is_resolved_only_when_the_guardian_says_so() -> None:
    ledger = Ledger()
    ledger.apply("rev_1", decide("revise", concerns=[concern()]))
    resolved = ledger.apply(
        "rev_2", decide("accept", concerns=[concern(status="resolved", change="")])
    )
    assert resolved.decision == "accept"
    assert [(c.concern_id, c.status) for c in resolved.concerns] == [(CAP, "resolved")]
    assert ledger.material_open() == []
    # Later reviews no longer publish it; it is history in the ledger.
    later = ledger.apply("rev_3", decide("accept"))
    assert later.concerns == ()
    assert ledger.concerns[CAP].status == "resolved"


def test_a_waived_concern_does_not_block_and_a_raised_one_reopens() -> None:
    ledger = Ledger()
    ledger.apply("rev_1", decide("revise", concerns=[concern()]))
    waived = ledger.apply("rev_2", decide("accept", concerns=[concern(status="waived")]))
    assert waived.decision == "accept"
    reopened = ledger.apply("rev_3", decide("revise", concerns=[concern()]))
    assert reopened.decision == "revise"
    assert ledger.concerns[CAP].status == "open"


def test_non_material_open_concerns_do_not_force_revise() -> None:
    ledger = Ledger()
    note = concern("note:lookback", material=False, change="")
    ruling = ledger.apply("rev_1", decide("accept", concerns=[note]))
    assert ruling.decision == "accept"
    assert [c.concern_id for c in ledger.apply("rev_2", decide("accept")).concerns] == [
        "note:lookback"
    ]


def test_rule_is_pure_and_the_question_only_goes_with_revise() -> None:
    ledger = Ledger()
    after, ruling = ledger.rule(
        decide("revise", concerns=[concern()], clarification_question="What limit?")
    )
    assert ledger.concerns == {}
    assert CAP in after
    assert ruling.clarification_question == "What limit?"


def test_the_ledger_rebuilds_from_published_decisions_idempotently() -> None:
    data = ReviewDecidedData(
        review_id="rev_01hzzzzzzzzzzzzzzzzzzzzzzz",
        stage="plan",
        decision="revise",
        summary="s",
        concerns=(Concern(**concern()),),  # type: ignore[arg-type]
    )
    ledger = Ledger()
    ledger.observe(data)
    ledger.observe(data)
    assert ledger.reviews == [data.review_id]
    assert ledger.decided(data.review_id)
    assert [c.concern_id for c in ledger.material_open()] == [CAP]


def test_ledgers_keep_the_most_recent_runs() -> None:
    ledgers = Ledgers(max_runs=2)
    ledgers["run_a"].mark_decided("rev_a")
    ledgers["run_b"]
    ledgers["run_a"]  # used again: run_b is now the oldest
    ledgers["run_c"]
    assert "run_a" in ledgers
    assert "run_b" not in ledgers
    assert len(ledgers) == 2
    assert ledgers["run_a"].decided("rev_a")


# --- the policy texts -------------------------------------------------------------------------


def test_each_policy_gets_its_own_instructions_and_the_decision_schema() -> None:
    chat, strategy = system_prompt("chat"), system_prompt("strategy")
    assert CHAT_POLICY in chat
    assert STRATEGY_POLICY not in chat
    assert STRATEGY_POLICY in strategy
    for prompt in (chat, strategy):
        assert '"decision": "accept" | "revise"' in prompt
        assert "read-only" in prompt
    assert "smallest useful question" in chat
    assert "must be null" in strategy


def test_the_failure_summary_says_why_and_that_the_run_continues() -> None:
    text = failed_summary(["a", "model call failed: endpoint down"])
    assert text.startswith("The Guardian could not review: model call failed: endpoint down")
    assert "2 attempt(s)" in text
    assert "run continues" in text


# --- concerns carried from the strategy's previous run ----------------------------------------


def test_an_open_carried_concern_counts_like_one_of_this_run() -> None:
    earlier = "run_01jfx2earlierstrategyrun000"
    ledger = Ledger()
    ledger.recall([Concern.model_validate({**concern(), "carried_from": earlier})])
    # Not mentioned by this run's first review: it stays open, so the decision is revise.
    first = ledger.apply("rev_1", decide("accept"))
    assert first.decision == "revise"
    assert f"{CAP} (carried from run {earlier})" in first.summary
    assert [(c.concern_id, c.carried_from) for c in first.concerns] == [(CAP, earlier)]
    # Resolved by this run's reviewer: it is closed, and this run's now.
    second = ledger.apply(
        "rev_2", decide("accept", concerns=[concern(status="resolved", change="")])
    )
    assert second.decision == "accept"
    assert ledger.concerns[CAP].status == "resolved"
    assert ledger.concerns[CAP].carried_from is None
