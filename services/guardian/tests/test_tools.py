"""The Guardian's toolbox: exactly the read-only tools, each answering from the bundle or the
platform library, none able to write, trade, ask, spawn or register anything."""

from __future__ import annotations

import json
from typing import Any

import pytest

from quantward_agents.tools import CallContext, Toolbox
from quantward_contracts.values import Citation, Computation, Method
from quantward_democorpus.market_data import EmbeddedMarketData
from quantward_guardian.tools import TOOL_NAMES, GuardianTools
from quantward_llm.port import ToolCall
from services.guardian.tests.conftest import ANSWER_TEXT, ANSWERED_CAP, bundle, contract

WEIGHTS = {"ent_apple_inc": 0.3, "ent_microsoft": -0.15, "ent_exxonmobil": -0.15}
SOURCE = "src_01hzzzzzzzzzzzzzzzzzzzzzzz"
CITATION = Citation(
    mark=f"[[{SOURCE}]]",
    number=1,
    source_id=SOURCE,
    quote="Revenue grew 8% year over year.",
    title="Acme 10-Q",
)
COMPUTATION = Computation(
    source_id="src_01hzzzzzzzzzzzzzzzzzzzzzz2",
    function_id="portfolio.market_neutral",
    arguments={"start": "2019-01-01", "end": "2021-12-31", "as_of": "2021-12-31"},
    result={"weights": WEIGHTS},
)


def toolbox() -> Toolbox:
    review = bundle(
        "final",
        body=contract(ANSWERED_CAP),
        answers=(ANSWER_TEXT,),
        answer="The portfolio [[src_01hzzzzzzzzzzzzzzzzzzzzzzz]].",
        computations=(COMPUTATION,),
    ).model_copy(update={"citations": (CITATION,)})
    return GuardianTools(EmbeddedMarketData.default()).toolbox(review)


async def call(name: str, **arguments: Any) -> tuple[bool, Any]:
    context = CallContext(run_id="run_x", agent_id="guardian", registry=None)
    outcome = await toolbox().call(ToolCall(call_id="c1", name=name, arguments=arguments), context)
    assert outcome.sources == ()
    assert context.registered == []
    return outcome.error, (outcome.content if outcome.error else json.loads(outcome.content))


def test_the_toolbox_is_exactly_the_read_only_tools() -> None:
    names = toolbox().names
    assert set(names) == set(TOOL_NAMES)
    assert len(names) == 7
    forbidden = (
        "write",
        "edit",
        "save",
        "propose",
        "trade",
        "order",
        "ask",
        "clarif",
        "delegate",
        "spawn",
        "plan",
        "register",
        "publish",
    )
    assert not [n for n in names if any(word in n for word in forbidden)]


async def test_inspect_contract_shows_the_full_plan_and_the_answer() -> None:
    error, value = await call("inspect_contract")
    assert not error
    assert value["contract"]["constraints"][1]["value"] == 0.15
    assert value["answer"].startswith("The portfolio")
    assert value["stage"] == "final"


async def test_lookup_function_says_what_exists_and_what_it_solves() -> None:
    error, found = await call("lookup_function", function_id="portfolio.drawdown_aware")
    assert not error
    assert found["exists"] is True
    assert "maximise_return_under_drawdown_limit" in found["objective_kinds"]
    assert "constraints" in found["arguments"]
    _, missing = await call("lookup_function", function_id="portfolio.market_neutrl")
    assert missing["exists"] is False
    assert missing["closest"][0] == "portfolio.market_neutral"


async def test_recompute_re_runs_a_pure_platform_function() -> None:
    error, value = await call(
        "recompute",
        function_id="portfolio.evaluate",
        arguments={
            "weights": WEIGHTS,
            "start": "2019-01-01",
            "end": "2021-12-31",
            "as_of": "2021-12-31",
            "constraints": {"max_position_weight": 0.15},
        },
    )
    assert not error
    result = value["result"]
    assert result["passed"] is False
    failed = [c["name"] for c in result["checks"] if not c["passed"]]
    assert "max_position_weight" in failed


@pytest.mark.parametrize(
    ("function_id", "arguments", "expected"),
    [
        ("regression.ridge_fit", {}, "no function 'regression.ridge_fit'"),
        ("prices.window_stats", {"entity_ids": []}, "invalid arguments for prices.window_stats"),
        (
            "prices.window_stats",
            {
                "entity_ids": ["ent_apple_inc"],
                "start": "2021-01-01",
                "end": "2022-06-30",
                "as_of": "2021-12-31",
            },
            "as_of",
        ),
    ],
)
async def test_recompute_refusals_reach_the_model_as_tool_errors(
    function_id: str, arguments: dict[str, Any], expected: str
) -> None:
    error, text = await call("recompute", function_id=function_id, arguments=arguments)
    assert error
    assert expected in text


async def test_sources_and_citations_come_from_the_bundle() -> None:
    _, listed = await call("list_citations")
    assert listed["count"] == 1
    # document text reaches the Guardian delimited as data (issue 11, finding 3)
    assert listed["citations"][0]["quote"] == (
        "<document-text>\nRevenue grew 8% year over year.\n</document-text>"
    )
    assert "instructions_flagged" not in listed["citations"][0]
    assert listed["computations"][0]["function_id"] == "portfolio.market_neutral"
    _, source = await call("read_source", source_id=SOURCE)
    assert source["citations"][0]["title"] == "Acme 10-Q"
    error, text = await call("read_source", source_id="src_unknown")
    assert error
    assert "neither cited nor a computation" in text


async def test_tool_calls_are_filtered() -> None:
    _, calls = await call("inspect_tool_calls", tool="price_history")
    assert calls == {"count": 0, "since_review_id": None, "tool_calls": []}


async def test_run_checks_re_runs_the_validator_for_the_stage() -> None:
    error, final = await call("run_checks")
    assert not error, final
    assert final["stage"] == "final"
    assert {c["check_id"] for c in final["checks"]} >= {"answer.cited", "portfolio.constraints"}
    assert set(final["failed"]) <= {c["check_id"] for c in final["checks"]}
    body = contract(methods=(Method(function_id="regression.ridge_fit", purpose="factor model"),))
    plan = GuardianTools(EmbeddedMarketData.default()).toolbox(bundle(body=body))
    context = CallContext(run_id="run_x", agent_id="guardian", registry=None)
    outcome = await plan.call(ToolCall(call_id="c", name="run_checks", arguments={}), context)
    value = json.loads(outcome.content)
    assert value["stage"] == "plan"
    assert "contract.functions_exist" in value["failed"]
