"""The offline Guardian: each review rule on hand-built bundles, driven like the agent loop.

Bundles are the JSON a `ReviewBundle` dumps to (this library never imports the contracts); tool
results are built by hand in the shape the Guardian service's tools return, so the policy is
tested on what it reads, not on how the platform computes it.
"""

from __future__ import annotations

import asyncio
import copy
import json
from collections.abc import Callable
from typing import Any

import pytest

from quantward_agents.briefs import GuardianBrief, find_brief, render_brief
from quantward_contracts.values import Concern, ReviewBundle
from quantward_llm.port import ChatRequest, LLMError, Message, ToolSpec
from quantward_policy import OFFLINE_MODEL_NAME, OfflineReferencePolicy
from quantward_policy.guardian import NOTICE, fmt

POLICY = OfflineReferencePolicy()
TOOLS = (
    "inspect_contract",
    "lookup_function",
    "recompute",
    "read_source",
    "list_citations",
    "inspect_tool_calls",
    "run_checks",
)
SPECS = tuple(ToolSpec(name=n, description=n, parameters={"type": "object"}) for n in TOOLS)
LIBRARY = {
    "portfolio.market_neutral": ("mean-variance", ["maximise_risk_adjusted_return"]),
    "portfolio.drawdown_aware": (
        "max return under a drawdown cap",
        ["maximise_return_under_drawdown_limit", "maximise_expected_return"],
    ),
    "portfolio.evaluate": ("recomputes", []),
    "prices.window_stats": (None, []),
}
#: the user's answer to the Guardian's question, and where it states the limit
ANSWER = {"msg_answer": "The client-approved limit is 15% per position."}
ANSWER_SPAN = {"start": 29, "end": 32}
ASKED = (
    "Build a market-neutral portfolio of these five names, keeping every position below the "
    "client-approved limit."
)


def contract(**changes: Any) -> dict[str, Any]:
    body: dict[str, Any] = {
        "interpretation": "A market-neutral portfolio of five names",
        "objective": "maximise risk-adjusted return, market neutral",
        "objective_kind": "maximise_risk_adjusted_return",
        "decision_date": "2021-12-31",
        "constraints": [
            {
                "name": "market_neutral",
                "value": True,
                "provenance": "user_message",
                "provenance_ref": "msg_request",
                "unit": "bool",
                "rationale": "",
            },
            {
                "name": "lookback_days",
                "value": 756,
                "provenance": "assumption",
                "provenance_ref": None,
                "unit": "days",
                "rationale": "a default three-year look-back",
            },
        ],
        "data_bindings": [],
        "methods": [
            {
                "function_id": "portfolio.market_neutral",
                "custom_code_reason": None,
                "purpose": "optimise",
                "plan_item_id": "portfolio",
            }
        ],
        "promised_evidence": [],
        "evidence": [],
        "historical_test": None,
    }
    body.update(changes)
    return body


def assumed_weight(value: float = 0.125) -> dict[str, Any]:
    return {
        "name": "max_position_weight",
        "value": value,
        "provenance": "assumption",
        "provenance_ref": None,
        "unit": "fraction",
        "rationale": "inferred from the current portfolio: five names at equal weight",
    }


def bundle(
    stage: str = "plan",
    policy: str = "chat",
    *,
    body: dict[str, Any] | None = None,
    text: str = ASKED,
    mandate: dict[str, Any] | None = None,
    checks: list[dict[str, Any]] | None = None,
    computations: list[dict[str, Any]] | None = None,
    answer: str | None = None,
    answers: dict[str, str] | None = None,
) -> dict[str, Any]:
    replies = [
        {"message_id": m, "text": t, "kind": "clarification_answer"}
        for m, t in (answers or {}).items()
    ]
    return {
        "stage": stage,
        "policy": policy,
        "user_messages": [{"message_id": "msg_request", "text": text, "kind": "request"}, *replies],
        "mandate": mandate,
        "reasoning": [],
        "tool_calls": [],
        "contract_id": "ctr_1",
        "contract_version": 1,
        "contract": body if body is not None else contract(),
        "answer": answer,
        "citations": [],
        "computations": computations or [],
        "checks": checks or [],
        "since_review_id": None,
    }


def fake_tool(name: str, arguments: dict[str, Any], review: dict[str, Any]) -> Any:
    if name == "inspect_contract":
        return {"contract": review["contract"], "stage": review["stage"]}
    if name == "lookup_function":
        function_id = arguments["function_id"]
        if function_id not in LIBRARY:
            return {"function_id": function_id, "exists": False, "closest": ["prices.drawdowns"]}
        solves, kinds = LIBRARY[function_id]
        return {
            "function_id": function_id,
            "exists": True,
            "solves": solves,
            "objective_kinds": kinds,
        }
    if name == "recompute" and arguments["function_id"] == "prices.window_stats":
        [computation] = [
            c
            for c in review["computations"]
            if c["function_id"] in ("prices.window_stats", "price_history")
        ]
        return {"function_id": "prices.window_stats", "result": RECOMPUTED or computation["result"]}
    if name == "recompute" and arguments["function_id"].startswith("fundamentals."):
        [computation] = [
            c for c in review["computations"] if c["function_id"] == arguments["function_id"]
        ]
        return {"function_id": arguments["function_id"], "result": computation["result"]}
    if name == "recompute":
        weights = arguments["arguments"]["weights"]
        limit = arguments["arguments"]["constraints"].get("max_position_weight", 1.0)
        largest = max(abs(w) for w in weights.values())
        passed = largest <= limit + 1e-5
        check = {"name": "max_position_weight", "limit": limit, "actual": largest, "passed": passed}
        return {
            "function_id": "portfolio.evaluate",
            "result": {"checks": [check], "passed": passed},
        }
    raise AssertionError(f"the policy called {name}")


#: what a recomputed price window returns, when a test wants it to differ from the record
RECOMPUTED: dict[str, Any] = {}


def review(
    review_bundle: dict[str, Any],
    ledger: list[dict[str, Any]] | None = None,
    tool: Callable[[str, dict[str, Any], dict[str, Any]], Any] = fake_tool,
) -> tuple[dict[str, Any], list[str]]:
    """Drive the policy like the agent loop: returns the decision and the tools it called."""
    brief = GuardianBrief(
        bundle=ReviewBundle.model_validate_json(json.dumps(review_bundle)),
        ledger=tuple(Concern.model_validate(c) for c in ledger or ()),
    )
    messages = [
        Message(role="system", content="You are the Guardian."),
        Message(role="user", content="Review this.\n\n" + render_brief(brief)),
    ]
    called: list[str] = []
    for _ in range(6):
        completion = asyncio.run(
            POLICY.complete(ChatRequest(messages=tuple(messages), tools=SPECS))
        )
        messages.append(completion.as_message())
        if not completion.tool_calls:
            assert completion.model == OFFLINE_MODEL_NAME
            return json.loads(completion.content), called
        for call in completion.tool_calls:
            called.append(call.name)
            result = tool(call.name, call.arguments, review_bundle)
            messages.append(
                Message(
                    role="tool",
                    content=json.dumps(result),
                    tool_call_id=call.call_id,
                    name=call.name,
                )
            )
    raise AssertionError("the policy never decided")


def material(decision: dict[str, Any]) -> list[dict[str, Any]]:
    return [c for c in decision["concerns"] if c["material"] and c["status"] == "open"]


def concern(decision: dict[str, Any], concern_id: str) -> dict[str, Any]:
    found: list[dict[str, Any]] = [c for c in decision["concerns"] if c["concern_id"] == concern_id]
    assert found, f"no {concern_id} in {[c['concern_id'] for c in decision['concerns']]}"
    return found[0]


# --- the brief and the dispatch ---------------------------------------------------------------


def test_the_guardian_brief_round_trips_and_dispatches() -> None:
    ledger = (Concern(concern_id="x", status="open", material=True, summary="raised earlier"),)
    brief = GuardianBrief(
        bundle=ReviewBundle.model_validate_json(json.dumps(bundle())), ledger=ledger
    )
    found = find_brief([Message(role="user", content=render_brief(brief))])
    assert found == brief


def test_the_policy_inspects_the_contract_first_then_looks_up_every_method() -> None:
    decision, called = review(bundle())
    assert called[0] == "inspect_contract"
    assert called[1:] == ["lookup_function"]
    assert decision["decision"] == "accept"


def test_the_policy_refuses_a_toolbox_without_its_tools() -> None:
    brief = GuardianBrief(bundle=ReviewBundle.model_validate_json(json.dumps(bundle())))
    request = ChatRequest(messages=(Message(role="user", content=render_brief(brief)),))
    with pytest.raises(LLMError, match="inspect_contract"):
        asyncio.run(POLICY.complete(request))


def test_the_same_review_gives_the_same_decision() -> None:
    case = bundle(body=contract(constraints=[assumed_weight()]))
    assert review(case) == review(case)


# --- rule 1: an assumed client limit ----------------------------------------------------------


def test_chat_an_assumed_client_limit_is_a_question_naming_the_limit() -> None:
    decision, _ = review(bundle(body=contract(constraints=[assumed_weight()])))
    assert decision["decision"] == "revise"
    question = decision["clarification_question"]
    assert "client-approved maximum position weight" in question
    assert "12.5%" in question
    assert "feasible" in question
    found = concern(decision, "assumption:max_position_weight")
    assert found["material"]
    assert found["status"] == "open"
    assert decision["requested_changes"]


def test_strategy_without_discretion_asks_for_a_narrower_action_never_a_question() -> None:
    decision, _ = review(
        bundle(
            policy="strategy",
            body=contract(constraints=[assumed_weight()]),
            mandate={"market_neutral": True, "notes": "Positions stay below the client limit."},
        )
    )
    assert decision["decision"] == "revise"
    assert decision["clarification_question"] is None
    change = concern(decision, "assumption:max_position_weight")["requested_change"]
    assert "narrower action" in change
    assert "no change" in change
    assert "?" not in " ".join(decision["requested_changes"])


def test_strategy_with_discretion_accepts_with_a_note() -> None:
    decision, _ = review(
        bundle(
            policy="strategy",
            body=contract(constraints=[assumed_weight()]),
            mandate={"notes": "Position sizing is at the manager's discretion."},
        )
    )
    assert decision["decision"] == "accept"
    found = concern(decision, "assumption:max_position_weight")
    assert not found["material"]
    assert found["status"] == "waived"
    assert decision["clarification_question"] is None


def test_strategy_negated_discretion_is_no_discretion() -> None:
    decision, _ = review(
        bundle(
            policy="strategy",
            body=contract(constraints=[assumed_weight()]),
            mandate={"notes": "The manager has no discretion over position sizing."},
        )
    )
    assert decision["decision"] == "revise"


def test_an_assumption_within_the_mandates_stated_limit_is_a_note_beyond_it_is_material() -> None:
    within, _ = review(
        bundle(
            policy="strategy",
            body=contract(constraints=[assumed_weight(0.1)]),
            mandate={"max_position_weight": 0.15},
        )
    )
    assert within["decision"] == "accept"
    beyond, _ = review(
        bundle(
            policy="strategy",
            body=contract(constraints=[assumed_weight(0.2)]),
            mandate={"max_position_weight": 0.15},
        )
    )
    assert beyond["decision"] == "revise"
    assert "15%" in concern(beyond, "assumption:max_position_weight")["requested_change"]


@pytest.mark.parametrize(("budget", "decision"), [(250, "accept"), (450, "revise")])
def test_a_plan_value_in_basis_points_is_read_against_a_bound_in_percent(
    budget: int, decision: str
) -> None:
    """A bound is read in its subject's unit (tracking error as a fraction), the plan's value in
    its own: 250 bps is inside "at most 3.5 %", 450 bps beyond it."""
    te = {
        "name": "active_risk_budget",
        "value": budget,
        "provenance": "assumption",
        "provenance_ref": None,
        "unit": "bps",
        "rationale": "a usual budget for an enhanced-index sleeve",
    }
    decided, _ = review(
        bundle(
            policy="strategy",
            body=contract(constraints=[te]),
            mandate={"risk": "Active risk at most 3.5 % a year, measured monthly."},
        )
    )
    assert decided["decision"] == decision


def test_the_users_answer_on_re_review_resolves_the_concern() -> None:
    first, _ = review(bundle(body=contract(constraints=[assumed_weight()])))
    answered = {
        **assumed_weight(0.15),
        "provenance": "user_message",
        "provenance_ref": "msg_answer",
        "span": ANSWER_SPAN,
        "rationale": "the client's answer",
    }
    second, _ = review(
        bundle(body=contract(constraints=[answered]), answers=ANSWER), ledger=first["concerns"]
    )
    assert second["decision"] == "accept"
    found = concern(second, "assumption:max_position_weight")
    assert found["status"] == "resolved"
    assert "15%" in found["summary"]
    assert "msg_answer" in found["summary"]
    assert second["clarification_question"] is None


def test_a_harmless_assumption_is_not_questioned() -> None:
    decision, _ = review(bundle(text="Build a market-neutral portfolio of these five names."))
    assert decision["decision"] == "accept"
    assert decision["concerns"] == []
    assert decision["clarification_question"] is None


def test_an_assumption_whose_rationale_mentions_a_client_is_a_user_decision() -> None:
    custom = {
        "name": "sector_cap",
        "value": 0.3,
        "provenance": "assumption",
        "unit": "fraction",
        "rationale": "the client's usual sector limit",
    }
    decision, _ = review(bundle(body=contract(constraints=[custom])))
    assert decision["decision"] == "revise"
    assert "sector cap" in decision["clarification_question"]


# --- rules 2-5 --------------------------------------------------------------------------------


def test_a_nonexistent_function_is_material_with_the_closest_id() -> None:
    body = contract()
    body["methods"].append({"function_id": "regression.ridge_fit", "purpose": "factor model"})
    decision, called = review(bundle(body=body))
    assert called.count("lookup_function") == 2
    assert decision["decision"] == "revise"
    change = concern(decision, "method:regression.ridge_fit")["requested_change"]
    assert "Remove `regression.ridge_fit`" in change
    assert "prices.drawdowns" in change


def test_walk_forward_leakage_is_material_per_window() -> None:
    window = {
        "train_start": "2015-01-01",
        "train_end": "2017-12-31",
        "test_start": "2018-01-02",
        "test_end": "2018-12-31",
        "selection_end": None,
        "fitting_end": None,
    }
    late = {
        **window,
        "train_start": "2016-01-01",
        "train_end": "2018-12-31",
        "test_start": "2019-01-02",
        "test_end": "2019-12-31",
        "fitting_end": "2019-06-30",
    }
    body = contract(
        historical_test={
            "windows": [window, late],
            "selection": "inside_each_window",
            "fitting": "inside_each_window",
        }
    )
    decision, _ = review(bundle(body=body))
    assert decision["decision"] == "revise"
    assert [c["concern_id"] for c in material(decision)] == ["leakage:window2"]
    assert "inside each window" in decision["requested_changes"][0]
    body["historical_test"]["selection"] = "full_sample"
    decision, _ = review(bundle(body=body))
    assert {c["concern_id"] for c in material(decision)} == {"leakage:window1", "leakage:window2"}


def test_leakage_stated_only_in_the_plans_text_is_material() -> None:
    window = {
        "train_start": "2015-01-01",
        "train_end": "2018-12-31",
        "test_start": "2019-01-02",
        "test_end": "2020-12-31",
        "selection_end": None,
        "fitting_end": None,
    }
    test = {"windows": [window], "selection": "inside_each_window", "fitting": "inside_each_window"}
    leaky = contract(
        historical_test=test,
        interpretation="Momentum names, shortlisted on the complete 2015-2020 history",
    )
    decision, _ = review(bundle(body=leaky))
    assert [c["concern_id"] for c in material(decision)] == ["leakage:window1"]
    assert "interpretation" in concern(decision, "leakage:window1")["summary"]
    confined = contract(
        historical_test=test,
        interpretation="Momentum names, shortlisted inside each training window",
    )
    assert review(bundle(body=confined))[0]["decision"] == "accept"


def test_a_negated_objective_is_not_the_objective_asked() -> None:
    custom = {
        "function_id": None,
        "custom_code_reason": "no library optimiser maximises expected return alone",
        "purpose": "solve the weights",
        "plan_item_id": None,
    }
    body = contract(objective_kind="maximise_expected_return", methods=[custom])
    decision, _ = review(
        bundle(body=body, text="Tracking error is not a concern here; maximise the return.")
    )
    assert "objective" not in {c["concern_id"] for c in material(decision)}
    decision, _ = review(bundle(body=body, text="The book minimises its tracking error."))
    assert "tracking error" in concern(decision, "objective")["summary"]


def test_an_optimiser_that_solves_another_problem_is_material() -> None:
    body = contract(objective_kind="maximise_return_under_drawdown_limit")
    decision, _ = review(bundle(body=body, text="Allocate with a drawdown cap."))
    assert decision["decision"] == "revise"
    assert "portfolio.market_neutral" in concern(decision, "objective")["summary"]


def test_a_request_for_another_objective_is_material() -> None:
    body = contract(objective_kind="minimise_tracking_error", methods=[])
    decision, _ = review(
        bundle(
            body=body,
            text="Maximise expected return relative to the benchmark after asset-specific "
            "costs and the portfolio limits.",
        )
    )
    assert decision["decision"] == "revise"
    found = concern(decision, "objective")
    assert "maximise expected return" in found["summary"]
    assert "minimise_tracking_error" in found["summary"]


def test_an_objective_citing_words_that_do_not_ask_for_it_is_material_without_checks() -> None:
    """The Guardian reads the objective's citation itself: a span over an aside of the request
    ("the Sharpe ratio is no KPI") does not state the objective the contract solves."""
    text = "Give us the lowest-variance mix; the Sharpe ratio is no KPI."
    aside = text.index("the Sharpe")
    custom = {
        "function_id": None,
        "custom_code_reason": "no library optimiser minimises variance alone",
        "purpose": "solve the weights",
        "plan_item_id": None,
    }
    cited = {
        "objective_kind": "minimise_variance",
        "objective_ref": "msg_request",
        "methods": [custom],
    }
    wrong = contract(**cited, objective_span={"start": aside, "end": len(text) - 1})
    decision, _ = review(bundle(body=wrong, text=text))
    assert decision["decision"] == "revise"
    assert "states no portfolio objective" in concern(decision, "objective")["summary"]
    right = contract(**cited, objective_span={"start": 0, "end": aside - 2})
    decision, _ = review(bundle(body=right, text=text))
    assert "objective" not in {c["concern_id"] for c in material(decision)}


def test_failing_validator_checks_are_material_per_check() -> None:
    checks = [
        {"check_id": "contract.complete", "passed": True, "message": "complete", "field": None},
        {
            "check_id": "contract.methods_exist",
            "passed": False,
            "message": "regression.ridge_fit is not registered",
            "field": "methods",
        },
    ]
    decision, _ = review(bundle(checks=checks))
    assert decision["decision"] == "revise"
    assert [c["concern_id"] for c in material(decision)] == ["check:contract.methods_exist"]


# --- final stage ------------------------------------------------------------------------------

WEIGHTS = {"ent_apple_inc": 0.3, "ent_microsoft": -0.15, "ent_exxonmobil": -0.15}
COMPUTATION: dict[str, Any] = {
    "source_id": "src_portfolio",
    "function_id": "portfolio.market_neutral",
    "arguments": {"start": "2019-01-01", "end": "2021-12-31", "as_of": "2021-12-31"},
    "result": {"function": "portfolio.market_neutral", "weights": WEIGHTS},
}
CAP = {
    "name": "max_position_weight",
    "value": 0.15,
    "provenance": "user_message",
    "provenance_ref": "msg_answer",
    "span": ANSWER_SPAN,
    "unit": "fraction",
    "rationale": "",
}


def test_final_stage_failing_horizon_and_direction_checks_mean_revise() -> None:
    checks = [
        {
            "check_id": "answer.horizon",
            "passed": False,
            "field": "answer",
            "message": "the answer says five years; the computation spans six",
        },
        {
            "check_id": "answer.direction",
            "passed": False,
            "field": "answer",
            "message": "the answer says the valuation fell; it rose",
        },
    ]
    decision, _ = review(bundle("final", checks=checks, answer="Six years ... it fell."))
    assert decision["decision"] == "revise"
    assert {c["concern_id"] for c in material(decision)} == {
        "check:answer.horizon",
        "check:answer.direction",
    }


def test_final_stage_recomputes_the_weights_against_the_contracts_constraints() -> None:
    body = contract(constraints=[CAP])
    decision, called = review(
        bundle("final", body=body, computations=[COMPUTATION], answer="x", answers=ANSWER)
    )
    assert "recompute" in called
    assert decision["decision"] == "revise"
    assert "max_position_weight" in concern(decision, "computation:src_portfolio")["summary"]
    fixed = copy.deepcopy(COMPUTATION)
    fixed["result"]["weights"] = {"ent_apple_inc": 0.15, "ent_microsoft": -0.15}
    decision, _ = review(
        bundle("final", body=body, computations=[fixed], answer="x", answers=ANSWER),
        ledger=decision["concerns"],
    )
    assert decision["decision"] == "accept"
    assert concern(decision, "computation:src_portfolio")["status"] == "resolved"
    assert "recomputed 1 portfolio computation" in decision["summary"]


def test_final_stage_resolves_plan_concerns_that_no_longer_hold() -> None:
    plan, _ = review(bundle(body=contract(constraints=[assumed_weight()])))
    answered = {
        **assumed_weight(0.15),
        "provenance": "user_message",
        "provenance_ref": "msg_answer",
        "span": ANSWER_SPAN,
    }
    final, _ = review(
        bundle(
            "final",
            body=contract(constraints=[answered]),
            answer="The portfolio...",
            answers=ANSWER,
        ),
        ledger=plan["concerns"],
    )
    assert final["decision"] == "accept"
    assert concern(final, "assumption:max_position_weight")["status"] == "resolved"


def test_a_concern_the_policy_cannot_evaluate_is_left_open() -> None:
    ledger = [
        {
            "concern_id": "estimator:underspecified",
            "status": "open",
            "material": True,
            "summary": "raised by a model",
            "requested_change": "specify it",
        }
    ]
    decision, _ = review(bundle(), ledger=ledger)
    assert all(c["concern_id"] != "estimator:underspecified" for c in decision["concerns"])


@pytest.mark.parametrize("stage", ["plan", "final"])
def test_a_clean_bundle_is_accepted_without_needless_concerns(stage: str) -> None:
    checks = [{"check_id": "contract.complete", "passed": True, "message": "ok", "field": None}]
    decision, _ = review(bundle(stage, checks=checks, answer="ok" if stage == "final" else None))
    assert decision["decision"] == "accept"
    assert material(decision) == []
    assert decision["requested_changes"] == []
    assert decision["clarification_question"] is None
    assert NOTICE in decision["summary"]


def test_values_are_formatted_as_a_person_reads_them() -> None:
    assert fmt(0.125, "fraction") == "12.5%"
    assert fmt(0.15, "fraction") == "15%"
    assert fmt(1.5, "multiple") == "1.5×"
    assert fmt(10, "bps") == "10 bps"
    assert fmt(True, "bool") == "true"


STATS: dict[str, Any] = {
    "start": "2019-01-01",
    "end": "2021-12-31",
    "as_of": "2021-12-31",
    "stats": [
        {
            "entity_id": "ent_apple_inc",
            "base_day": "2018-12-31",
            "first_day": "2019-01-02",
            "last_day": "2021-12-31",
            "total_return": 4.0542,
        },
        {
            "entity_id": "ent_exxonmobil",
            "base_day": "2018-12-31",
            "first_day": "2019-01-02",
            "last_day": "2021-12-31",
            "total_return": -0.1026,
        },
    ],
}
WINDOW = {
    "source_id": "src_prices",
    "function_id": "price_history",
    "arguments": {"start": "2019-01-01", "end": "2021-12-31", "as_of": "2021-12-31"},
    "result": STATS,
}
TRUE_ANSWER = (
    "Apple Inc. rose 405.4% over three years (2019-01-02 to 2021-12-31), with annualised "
    "volatility 30.0% [[src_prices#a]]\n"
    "ExxonMobil fell 10.3% over three years (2019-01-02 to 2021-12-31) [[src_prices#x]]"
)


def test_final_stage_checks_the_answers_moves_against_a_recomputed_window() -> None:
    decision, called = review(bundle("final", computations=[WINDOW], answer=TRUE_ANSWER))
    assert called.count("recompute") == 1
    assert decision["decision"] == "accept"
    assert "checked 2 move(s)" in decision["summary"]


def test_final_stage_a_misstated_direction_is_material() -> None:
    answer = TRUE_ANSWER.replace("ExxonMobil fell", "ExxonMobil rose")
    decision, _ = review(bundle("final", computations=[WINDOW], answer=answer))
    assert decision["decision"] == "revise"
    found = concern(decision, "direction:ent_exxonmobil")
    assert "-10.3%" in found["summary"]


def test_final_stage_a_misstated_horizon_is_material_and_resolves_when_fixed() -> None:
    answer = TRUE_ANSWER.replace("rose 405.4% over three years", "rose 405.4% over two years")
    decision, _ = review(bundle("final", computations=[WINDOW], answer=answer))
    assert decision["decision"] == "revise"
    assert [c["concern_id"] for c in material(decision)] == ["horizon:ent_apple_inc"]
    fixed, _ = review(
        bundle("final", computations=[WINDOW], answer=TRUE_ANSWER), ledger=decision["concerns"]
    )
    assert fixed["decision"] == "accept"
    assert concern(fixed, "horizon:ent_apple_inc")["status"] == "resolved"


def test_final_stage_a_recorded_figure_that_does_not_recompute_is_material() -> None:
    changed = copy.deepcopy(STATS)
    changed["stats"][0]["total_return"] = 3.5
    RECOMPUTED.update(changed)
    try:
        decision, _ = review(bundle("final", computations=[WINDOW], answer=TRUE_ANSWER))
    finally:
        RECOMPUTED.clear()
    assert decision["decision"] == "revise"
    assert "differs from the recomputed" in concern(decision, "computation:src_prices")["summary"]


def _quarters(margins: list[float]) -> dict[str, Any]:
    ends = ["2021-03-31", "2021-06-30", "2021-09-30", "2021-12-31", "2022-03-31", "2022-06-30"]
    return {
        "source_id": "src_quarters",
        "function_id": "fundamentals.quarters",
        "arguments": {"entity_id": "ent_acme", "as_of": "2022-08-01"},
        "result": {
            "entity_id": "ent_acme",
            "quarters": [
                {"quarter_end": e, "gross_margin": m, "revenue": 100.0 + i}
                for i, (e, m) in enumerate(zip(ends, margins, strict=False))
            ],
        },
    }


def test_final_stage_reads_directions_and_horizons_against_fundamentals() -> None:
    rising = _quarters([0.30, 0.31, 0.32, 0.33, 0.34, 0.35])
    wrong = "Acme's margins contracted while revenue kept growing."
    decision, called = review(bundle("final", computations=[rising], answer=wrong))
    assert "recompute" in called
    assert [c["concern_id"] for c in material(decision)] == ["direction:ent_acme.gross_margin"]
    right = "Acme's margins widened over the last four quarters."
    assert review(bundle("final", computations=[rising], answer=right))[0]["decision"] == "accept"
    too_long = "Revenue rose over the last eight quarters."
    decision, _ = review(bundle("final", computations=[rising], answer=too_long))
    assert [c["concern_id"] for c in material(decision)] == ["horizon:ent_acme.revenue"]


# --- concerns carried from the strategy's previous run ----------------------------------------

PREVIOUS_RUN = "run_01jfx2earlierstrategyrun000"
NO_DISCRETION = {"notes": "Positions stay below the client limit."}


def carried(concern_id: str, summary: str = "left open by the previous run") -> dict[str, Any]:
    return {
        "concern_id": concern_id,
        "status": "open",
        "material": True,
        "summary": summary,
        "requested_change": "take the narrower action",
        "carried_from": PREVIOUS_RUN,
    }


def test_a_carried_assumption_still_assumed_is_raised_again() -> None:
    decision, _ = review(
        bundle(
            policy="strategy",
            body=contract(constraints=[assumed_weight()]),
            mandate=NO_DISCRETION,
        ),
        ledger=[carried("assumption:max_position_weight")],
    )
    assert decision["decision"] == "revise"
    found = concern(decision, "assumption:max_position_weight")
    assert (found["status"], found["material"]) == ("open", True)
    assert "carried_from" not in found  # the decision format has no such field: raised anew


def test_a_carried_assumption_a_mandate_clause_now_sets_is_resolved() -> None:
    from_mandate = {
        **assumed_weight(0.15),
        "provenance": "mandate_clause",
        "provenance_ref": "template:x.mandate.notes",
        "rationale": "the mandate's limit",
    }
    decision, _ = review(
        bundle(
            policy="strategy",
            body=contract(constraints=[from_mandate]),
            mandate={"notes": "No single position above 15%."},
        ),
        ledger=[carried("assumption:max_position_weight")],
    )
    assert decision["decision"] == "accept", decision
    found = concern(decision, "assumption:max_position_weight")
    assert found["status"] == "resolved"
    assert "mandate_clause" in found["summary"]


def test_carried_mandate_and_provenance_concerns_resolve_once_they_no_longer_hold() -> None:
    decision, _ = review(
        bundle(
            policy="strategy",
            body=contract(constraints=[assumed_weight(0.1)]),
            mandate={"max_position_weight": 0.15},
        ),
        ledger=[carried("mandate:max_position_weight"), carried("provenance:max_position_weight")],
    )
    assert decision["decision"] == "accept", decision
    assert concern(decision, "mandate:max_position_weight")["status"] == "resolved"
    assert concern(decision, "provenance:max_position_weight")["status"] == "resolved"


# --- limits read by construction (issue 18, session 8): constructions in no batch -------------


@pytest.mark.parametrize(
    ("notes", "value", "decision"),
    [
        # a negative quantifier makes "more than" a ceiling: inside is a note, beyond is material
        ("No issuer is to make up more than 11% of NAV.", 0.1, "accept"),
        ("No issuer is to make up more than 11% of NAV.", 0.12, "revise"),
        # the value in force, not the one it replaced
        ("The issuer cap, originally 9%, now stands at 13%.", 0.12, "accept"),
        # a band after a target is a range around it
        ("Issuer weights are aimed at 10%, plus or minus 3%.", 0.12, "accept"),
    ],
)
def test_strategy_assumptions_against_bounds_in_new_constructions(
    notes: str, value: float, decision: str
) -> None:
    found, _ = review(
        bundle(
            policy="strategy",
            body=contract(constraints=[assumed_weight(value)]),
            mandate={"notes": notes},
        )
    )
    assert found["decision"] == decision, notes


@pytest.mark.parametrize(
    ("notes", "value", "decision"),
    [
        ("Position sizing falls within the portfolio manager's remit.", 0.125, "accept"),
        (
            "Position sizing is outside the portfolio manager's remit; the trustees fix it.",
            0.125,
            "revise",
        ),
        # a subset's bound is no bound on every position: an assumption inside its number is
        # still unstated (read as a position cap, 10 % would pass as inside 12 %)
        ("Holdings rated below A- must not exceed 12% of NAV.", 0.1, "revise"),
    ],
)
def test_strategy_latitude_and_subsets_in_new_constructions(
    notes: str, value: float, decision: str
) -> None:
    found, _ = review(
        bundle(
            policy="strategy",
            body=contract(constraints=[assumed_weight(value)]),
            mandate={"notes": notes},
        )
    )
    assert found["decision"] == decision, notes


# --- batch I's causes on provenance (session 9), in constructions no batch uses ------------------


def _cited(name: str, value: float, unit: str, reply: str, cited: str) -> dict[str, Any]:
    start = reply.index(cited)
    return {
        "name": name,
        "value": value,
        "provenance": "user_message",
        "provenance_ref": "msg_reply",
        "unit": unit,
        "rationale": "the client's answer",
        "span": {"start": start, "end": start + len(cited)},
    }


_REFUSED = "Would 2x gross work for you?\nI'm afraid not: 1.4x is the most we allow."
_REPORTED = "Single names: 6 % at most. The muni sleeve sits at 9 % these days."
_BAND = "Position sizes: from 2 % to 6 %, whatever the optimiser prefers in between."


@pytest.mark.parametrize(
    ("reply", "name", "value", "unit", "cited", "question"),
    [
        # a value a question asked for and the answer refused
        (_REFUSED, "max_gross_leverage", 2.0, "multiple", "2x", True),
        (_REFUSED, "max_gross_leverage", 1.4, "multiple", "1.4x", False),
        # a level reported, of another thing, in the next sentence
        (_REPORTED, "max_position_weight", 0.09, "fraction", "9 %", True),
        (_REPORTED, "max_position_weight", 0.06, "fraction", "6 %", False),
        # the other end of a band
        (_BAND, "max_position_weight", 0.02, "fraction", "2 %", True),
        (_BAND, "max_position_weight", 0.06, "fraction", "6 %", False),
    ],
)
def test_a_value_the_reply_writes_but_does_not_state_as_the_limit_is_asked_about_in_chat(
    reply: str, name: str, value: float, unit: str, cited: str, question: bool
) -> None:
    limit = _cited(name, value, unit, reply, cited)
    found, _ = review(bundle(body=contract(constraints=[limit]), answers={"msg_reply": reply}))
    assert (found["decision"] == "revise") is question, cited
    assert bool(found.get("clarification_question")) is question, found


def test_a_span_over_the_wrong_words_of_a_reply_that_states_the_value_later_asks_nothing() -> None:
    # the value is written first of cash, then stated of single names: the span is what is wrong
    reply = "Cash may not exceed 5 %; single names are held to 5 % too."
    limit = _cited("max_position_weight", 0.05, "fraction", reply, "Cash")
    found, _ = review(bundle(body=contract(constraints=[limit]), answers={"msg_reply": reply}))
    assert found["decision"] == "revise"
    assert not found.get("clarification_question"), found


@pytest.mark.parametrize(
    ("request_text", "question"),
    [
        # the plan is the rebalance the value takes effect at: the value is stated, the span is
        # what is wrong, so nothing is asked
        ("Re-weight the income sleeve to its new limits for Monday's open.", False),
        # a plan that only studies the book: the value is not in force yet, so it is asked
        ("How concentrated was the income sleeve by issuer last month?", True),
    ],
)
def test_a_reply_stating_a_value_from_the_next_rebalance_is_read_for_the_plans_occasion(
    request_text: str, question: bool
) -> None:
    reply = "Cash may not exceed 5 %; from the next rebalance single issuers are held to 5 % too."
    limit = _cited("max_position_weight", 0.05, "fraction", reply, "Cash")
    found, _ = review(
        bundle(body=contract(constraints=[limit]), text=request_text, answers={"msg_reply": reply})
    )
    assert found["decision"] == "revise"
    assert bool(found.get("clarification_question")) is question, found


# --- batch H's causes on limits (session 8), in constructions no batch uses ----------------------


def _assumed(name: str, value: float) -> dict[str, Any]:
    return {
        "name": name,
        "value": value,
        "provenance": "assumption",
        "provenance_ref": None,
        "unit": "fraction",
        "rationale": "what the desk usually runs",
    }


_AT_LEAST = "Realised volatility of at least 5% p.a. is required; the PM decides the rest."


@pytest.mark.parametrize(
    ("notes", "value", "decision"),
    [
        # a cap below the mandate's floor leaves no room for the floor: material
        (_AT_LEAST, 0.03, "revise"),
        (_AT_LEAST, 0.07, "accept"),
    ],
)
def test_a_cap_below_the_mandates_floor_is_outside_it(
    notes: str, value: float, decision: str
) -> None:
    found, _ = review(
        bundle(
            policy="strategy",
            body=contract(constraints=[_assumed("vol_cap", value)]),
            mandate={"notes": notes},
        )
    )
    assert found["decision"] == decision, (notes, value)


@pytest.mark.parametrize(
    ("value", "decision"),
    [(0.05, "accept"), (0.08, "revise")],
)
def test_an_active_weight_against_a_relative_bound_under_a_grant(
    value: float, decision: str
) -> None:
    notes = "Industry tilts are a decision for the adviser, at most 6 pts above the index's weight."
    found, _ = review(
        bundle(
            policy="strategy",
            body=contract(constraints=[_assumed("industryActiveWeightMax", value)]),
            mandate={"notes": notes},
        )
    )
    assert found["decision"] == decision, value


@pytest.mark.parametrize(("cited", "question"), [("9 %", True), ("6 %", False)])
def test_a_value_given_for_another_fund_is_asked_about_in_chat(cited: str, question: bool) -> None:
    reply = "For the feeder, the issuer cap is 9 %; for our fund it is 6 %."
    start = reply.index(cited)
    limit = {
        "name": "max_position_weight",
        "value": float(cited.split()[0]) / 100,
        "provenance": "user_message",
        "provenance_ref": "msg_reply",
        "unit": "fraction",
        "rationale": "the client's answer",
        "span": {"start": start, "end": start + len(cited)},
    }
    found, _ = review(bundle(body=contract(constraints=[limit]), answers={"msg_reply": reply}))
    assert (found["decision"] == "revise") is question, cited
    assert bool(found.get("clarification_question")) is question, found


# --- batch I's causes on mandates and latitude (session 9), in constructions no batch uses -------


@pytest.mark.parametrize(
    ("notes", "decision"),
    [
        # latitude granted to the addressee, or to a seat, with no number: the choice stands
        ("How much to hold in unquoted assets is your decision.", "accept"),
        ("The trading desk determines the unquoted allocation.", "accept"),
        # ... refused: the assumption is material in strategy
        ("Unquoted assets are not your decision; the trustees fix them.", "revise"),
        ("Do not choose whatever unquoted allocation you like.", "revise"),
    ],
)
def test_latitude_in_role_language_in_strategy(notes: str, decision: str) -> None:
    found, _ = review(
        bundle(
            policy="strategy",
            body=contract(constraints=[_assumed("unquotedAssetsMax", 0.07)]),
            mandate={"notes": notes},
        )
    )
    assert found["decision"] == decision, notes


@pytest.mark.parametrize(
    ("notes", "value", "decision"),
    [
        # a point that is not a band: a lower cap is not inside it
        ("Realised volatility is pinned at 9% and may not be moved.", 0.07, "revise"),
        ("Realised volatility is pinned at 9% and may not be moved.", 0.09, "accept"),
        # a width around a point: inside the range, outside it
        ("The adviser may run junk bonds within +/- 3% of 12%.", 0.1, "accept"),
        ("The adviser may run junk bonds within +/- 3% of 12%.", 0.18, "revise"),
    ],
)
def test_points_and_bands_around_them(notes: str, value: float, decision: str) -> None:
    name = "vol_cap" if "volatility" in notes else "junkBondsCap"
    found, _ = review(
        bundle(
            policy="strategy",
            body=contract(constraints=[_assumed(name, value)]),
            mandate={"notes": notes},
        )
    )
    assert found["decision"] == decision, (notes, value)
    assert not found.get("clarification_question"), found


@pytest.mark.parametrize(
    ("applies", "decision"),
    [
        ("that cap does not apply to this portfolio", "accept"),
        ("that cap binds here too", "revise"),
    ],
)
def test_another_accounts_limit_said_not_to_apply_here(applies: str, decision: str) -> None:
    notes = (
        f"The Okonkwo pension scheme limits any one issuer to 4%; {applies}. "
        "Issuer sizes are the adviser's call."
    )
    found, _ = review(
        bundle(
            policy="strategy",
            body=contract(constraints=[assumed_weight(0.06)]),
            mandate={"notes": notes},
        )
    )
    assert found["decision"] == decision, notes


# --- batch I's causes on objectives (session 9), in constructions no batch uses -------------


def test_an_objective_cited_from_a_withdrawn_quote_is_material() -> None:
    """A quoted earlier brief ("> …") that the message withdraws is reported speech: citing it
    cites no objective of the requester's, even when it names the objective the plan solves;
    the request's own words are what the plan must cite."""
    text = (
        "> Lowest variance you can get, please.\n\n"
        "That memo is cancelled. Again the lowest variance, but within the gilt sleeve only."
    )
    custom = {
        "function_id": None,
        "custom_code_reason": "no library optimiser minimises variance alone",
        "purpose": "solve the weights",
        "plan_item_id": None,
    }
    cited = {
        "objective_kind": "minimise_variance",
        "objective_ref": "msg_request",
        "methods": [custom],
    }
    quote = {"start": 2, "end": text.index("\n")}
    decision, _ = review(bundle(body=contract(**cited, objective_span=quote), text=text))
    assert decision["decision"] == "revise"
    assert "states no portfolio objective" in concern(decision, "objective")["summary"]
    own = {"start": text.index("Again"), "end": len(text)}
    decision, _ = review(bundle(body=contract(**cited, objective_span=own), text=text))
    assert "objective" not in {c["concern_id"] for c in material(decision)}


# --- batch J's causes on mandates and latitude (session 9), in constructions no batch uses ----


@pytest.mark.parametrize(
    ("notes", "decision"),
    [
        ("The investment committee delegates position sizing to the manager.", "accept"),
        ("The committee entrusts to the PM the choice of position size.", "accept"),
        ("The investment committee has not entrusted position sizing to the manager.", "revise"),
    ],
)
def test_latitude_handed_over_by_a_principals_verb(notes: str, decision: str) -> None:
    """A principal's verb of handing over grants the matter to the agent; negated, it grants
    nothing, so strategy takes the narrower action."""
    found, _ = review(
        bundle(
            policy="strategy",
            body=contract(constraints=[assumed_weight(0.06)]),
            mandate={"notes": notes},
        )
    )
    assert found["decision"] == decision, notes


@pytest.mark.parametrize(("value", "decision"), [(0.1, "accept"), (0.14, "revise")])
def test_a_soft_limit_inside_a_hard_one_bounds_nothing(value: float, decision: str) -> None:
    """The hard limit is what a plan may not pass; a soft or warning level inside it is a level
    to watch, so an assumed cap between the two stays within the mandate."""
    found, _ = review(
        bundle(
            policy="strategy",
            body=contract(constraints=[assumed_weight(value)]),
            mandate={"limits": "Position weight: soft limit 8 %, hard limit 12 %."},
        )
    )
    assert found["decision"] == decision


# --- batch J's causes on provenance (session 9), in constructions no batch uses ------------------


_SAID = "Tracking-error budget: up to 300 bps p.a. against the index."


@pytest.mark.parametrize(
    ("later", "question"),
    [
        ("Apologies, I meant 175 bps rather than 300 bps.", True),
        ("Thanks — yes, 300 bps is right, go ahead.", False),
    ],
)
def test_a_value_a_later_message_takes_back_is_asked_about_in_chat(
    later: str, question: bool
) -> None:
    """The cited message states the value, but the user took it back later: which value holds
    is the user's to say again, not bookkeeping to fix."""
    limit = _cited("tracking_error_limit_bps", 300.0, "bps", _SAID, "300 bps")
    answers = {"msg_reply": _SAID, "msg_later": later}
    found, _ = review(bundle(body=contract(constraints=[limit]), answers=answers))
    assert (found["decision"] == "revise") is question, later
    assert bool(found.get("clarification_question")) is question, found
