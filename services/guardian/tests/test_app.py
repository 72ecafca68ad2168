"""The Guardian service on the in-memory bus: `review.requested` in, `review.decided` out.

Played once by the offline reference policy (the whole review, tools included) and by scripted
models for what a model can get wrong: malformed decisions, an unavailable endpoint, private
reasoning that must not reach the user.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

import pytest

from quantward_bus import InMemoryEventBus
from quantward_bus.testing import Recorder
from quantward_contracts import Event, new_id, topics
from quantward_contracts.events import (
    AgentModelCalled,
    AgentToolCalled,
    ReviewDecided,
    ReviewDecidedData,
    ReviewRequested,
    ReviewRequestedData,
)
from quantward_contracts.values import Computation, Concern, ReviewBundle
from quantward_guardian.app import GuardianApp, build_app
from quantward_guardian.settings import GuardianSettings
from quantward_llm.port import ChatRequest, Completion, LLMError, ToolCall
from quantward_llm.scripted import ScriptedModel
from quantward_policy import OfflineReferencePolicy
from services.guardian.tests.conftest import (
    ANSWER_TEXT,
    ANSWERED_CAP,
    ASSUMED_CAP,
    bundle,
    contract,
)

SECRET = "PRIVATE-REASONING-7f3a"
VALID = json.dumps({"decision": "accept", "summary": "The plan holds up.", "concerns": []})


@dataclass
class Service:
    bus: InMemoryEventBus
    app: GuardianApp
    decided: Recorder[Event]
    agents: Recorder[Event]

    async def request(
        self, review: ReviewBundle | None, *, run_id: str | None = None
    ) -> ReviewRequested:
        stage = review.stage if review else "plan"
        policy = review.policy if review else "chat"
        event = ReviewRequested(
            run_id=run_id or new_id("run"),
            producer="orchestrator",
            data=ReviewRequestedData(
                review_id=new_id("rev"),
                stage=stage,
                subject_id="ctr_01hzzzzzzzzzzzzzzzzzzzzzzz",
                subject_version=1,
                subject_hash="sha256:abc",
                policy=policy,
                bundle=review,
            ),
        )
        await self.bus.publish(event)
        return event

    async def decision(self, request: ReviewRequested) -> ReviewDecided:
        items = await self.decided.wait_until(
            lambda items: any(e.causation_id == request.event_id for e in items),
            timeout=20,
            what=f"the decision on {request.data.review_id}",
        )
        [found] = [e for e in items if e.causation_id == request.event_id]
        assert isinstance(found, ReviewDecided)
        return found


@pytest.fixture
async def service_for() -> AsyncIterator[Any]:
    """`await service_for(model)`: a started Guardian on its own in-memory bus."""
    opened: list[tuple[InMemoryEventBus, GuardianApp]] = []

    async def start(model: Any, **settings: Any) -> Service:
        bus = InMemoryEventBus()
        await bus.start()
        decided: Recorder[Event] = Recorder()
        agents: Recorder[Event] = Recorder()
        await bus.subscribe(topics.REVIEWS, group="test", handler=decided, accept=[ReviewDecided])
        await bus.subscribe(topics.AGENTS, group="test-agents", handler=agents)
        app = await build_app(GuardianSettings(**settings), bus=bus, model=model)
        await app.start()
        opened.append((bus, app))
        return Service(bus, app, decided, agents)

    yield start
    for bus, app in opened:
        await app.stop()
        await bus.stop()


def thinking_then(final: str) -> list[Any]:
    """A model that reasons in the open, calls a tool, then ends with `final`."""
    return [
        Completion(
            content=f"{SECRET}: let me look at the contract first.",
            tool_calls=(ToolCall(call_id="c1", name="inspect_contract", arguments={}),),
            finish_reason="tool_calls",
        ),
        Completion(content=final),
    ]


class DownModel:
    """An endpoint that is down on every call."""

    name = "down"

    def __init__(self) -> None:
        self.calls = 0

    async def complete(self, request: ChatRequest) -> Completion:
        self.calls += 1
        raise LLMError("endpoint unavailable: connection refused")

    async def stream(self, request: ChatRequest) -> AsyncIterator[Any]:
        yield await self.complete(request)


def concern_ids(decided: ReviewDecided) -> list[str]:
    return [c.concern_id for c in decided.data.concerns]


# --- the offline policy end to end ------------------------------------------------------------


async def test_a_decision_is_published_caused_by_the_request(service_for: Any) -> None:
    service = await service_for(OfflineReferencePolicy())
    request = await service.request(bundle())
    decided = await service.decision(request)
    assert decided.run_id == request.run_id
    assert decided.data.review_id == request.data.review_id
    assert decided.data.stage == "plan"
    assert decided.data.decision == "accept"
    assert decided.data.attempts == 1
    assert not decided.data.guardian_failed
    assert "offline reference policy" in decided.data.summary
    assert decided.producer.startswith("guardian-")


async def test_the_client_limit_case_question_then_answer_then_resolved(service_for: Any) -> None:
    """12.5% assumed for a client-approved limit: ask; the client says 15%: resolved."""
    service = await service_for(OfflineReferencePolicy())
    run_id = new_id("run")
    first = await service.decision(
        await service.request(bundle(body=contract(ASSUMED_CAP)), run_id=run_id)
    )
    assert first.data.decision == "revise"
    question = first.data.clarification_question or ""
    assert "client-approved maximum position weight" in question
    assert "12.5%" in question
    [cap] = first.data.concerns
    assert (cap.concern_id, cap.status, cap.material) == (
        "assumption:max_position_weight",
        "open",
        True,
    )
    second = await service.decision(
        await service.request(
            bundle(body=contract(ANSWERED_CAP), answers=(ANSWER_TEXT,)), run_id=run_id
        )
    )
    assert second.data.decision == "accept"
    assert [(c.concern_id, c.status) for c in second.data.concerns] == [
        ("assumption:max_position_weight", "resolved")
    ]
    assert second.data.clarification_question is None


async def test_strategy_without_discretion_requests_a_narrower_action(service_for: Any) -> None:
    service = await service_for(OfflineReferencePolicy())
    review = bundle(
        policy="strategy",
        body=contract(ASSUMED_CAP),
        mandate={"market_neutral": True, "notes": "Stay under the client-approved limit."},
    )
    decided = await service.decision(await service.request(review))
    assert decided.data.decision == "revise"
    assert decided.data.clarification_question is None
    assert any("no change" in c for c in decided.data.requested_changes)


async def test_the_ledger_follows_a_run_and_keeps_runs_apart(service_for: Any) -> None:
    service = await service_for(OfflineReferencePolicy())
    run_a, run_b = new_id("run"), new_id("run")
    await service.decision(await service.request(bundle(body=contract(ASSUMED_CAP)), run_id=run_a))
    other = await service.decision(await service.request(bundle(), run_id=run_b))
    assert other.data.concerns == ()  # run b never had the concern
    same = await service.decision(await service.request(bundle(), run_id=run_a))
    assert [(c.concern_id, c.status) for c in same.data.concerns] == [
        ("assumption:max_position_weight", "resolved")  # the plan no longer assumes it
    ]


# --- what a model can get wrong ---------------------------------------------------------------


async def test_malformed_twice_then_valid_is_accepted_on_the_third_attempt(
    service_for: Any,
) -> None:
    model = ScriptedModel(
        [
            Completion(content="I think the plan is fine."),
            Completion(content='{"decision": 1}'),
            *thinking_then(VALID),
        ]
    )
    service = await service_for(model)
    decided = await service.decision(await service.request(bundle()))
    assert decided.data.decision == "accept"
    assert decided.data.attempts == 3
    assert not decided.data.guardian_failed
    # Each attempt is a fresh agent; the retry says what was wrong with the last one.
    assert len(model.calls) == 4
    assert model.calls[2].messages[1].content.count("attempt 3 of 3") == 1
    assert "malformed decision" in model.calls[2].messages[1].content
    assert len(model.calls[2].messages) == 2


async def test_always_malformed_records_the_failure_and_lets_the_run_continue(
    service_for: Any,
) -> None:
    model = ScriptedModel([Completion(content="Looks good to me!")] * 3)
    service = await service_for(model)
    decided = await service.decision(await service.request(bundle()))
    assert decided.data.guardian_failed
    assert decided.data.decision == "accept"
    assert decided.data.attempts == 3
    assert decided.data.summary.startswith("The Guardian could not review: malformed decision")
    assert decided.data.concerns == ()


async def test_an_unavailable_model_is_a_recorded_failure_after_every_attempt(
    service_for: Any,
) -> None:
    model = DownModel()
    service = await service_for(model, guardian_max_attempts=2)
    decided = await service.decision(await service.request(bundle()))
    assert decided.data.guardian_failed
    assert decided.data.decision == "accept"
    assert decided.data.attempts == 2
    assert model.calls == 2
    assert "endpoint unavailable" in decided.data.summary


async def test_the_decision_carries_no_private_reasoning(service_for: Any) -> None:
    final = json.dumps(
        {
            "decision": "revise",
            "summary": "The assumed limit must come from the client.",
            "concerns": [
                {
                    "concern_id": "assumption:max_position_weight",
                    "material": True,
                    "summary": "12.5% was assumed",
                    "requested_change": "ask the client",
                }
            ],
            "clarification_question": "What is the client-approved maximum position weight?",
        }
    )
    service = await service_for(ScriptedModel(thinking_then(final)))
    request = await service.request(bundle(body=contract(ASSUMED_CAP)))
    decided = await service.decision(request)
    assert decided.data.decision == "revise"
    assert SECRET not in decided.model_dump_json()
    assert set(ReviewDecidedData.model_fields) >= set(decided.data.model_dump())
    # The reasoning is kept for the run record (agents topic, role guardian), not published
    # with the decision.
    events = await service.agents.wait_until(
        lambda items: any(isinstance(e, AgentToolCalled) for e in items), what="the tool call"
    )
    calls = [e for e in events if isinstance(e, AgentModelCalled)]
    assert {e.data.role for e in calls} == {"guardian"}
    assert all(e.causation_id == request.event_id for e in calls)
    assert any(SECRET in (e.data.completion.content if e.data.completion else "") for e in calls)


async def test_a_redelivered_request_is_not_reviewed_twice(service_for: Any) -> None:
    model = ScriptedModel([Completion(content=VALID)])
    service = await service_for(model)
    request = await service.request(bundle())
    await service.decision(request)
    assert await service.app.review(request) is None
    assert len(model.calls) == 1


async def test_decisions_of_other_instances_feed_the_ledger(service_for: Any) -> None:
    """A run moved to this instance: the decisions on the topic rebuild its ledger."""
    model = ScriptedModel([Completion(content=VALID)])
    service = await service_for(model)
    run_id = new_id("run")
    earlier = ReviewDecided(
        run_id=run_id,
        producer="guardian-other",
        data=ReviewDecidedData(
            review_id=new_id("rev"),
            stage="plan",
            decision="revise",
            summary="earlier",
            concerns=(
                Concern(
                    concern_id="leakage:window1",
                    status="open",
                    material=True,
                    summary="selection on the full sample",
                    requested_change="select inside each window",
                ),
            ),
        ),
    )
    await service.bus.publish(earlier)
    await service.decided.wait_for(1)
    decided = await service.decision(await service.request(bundle(), run_id=run_id))
    # The model accepted without addressing the open material concern: the ledger says revise.
    assert decided.data.decision == "revise"
    assert concern_ids(decided) == ["leakage:window1"]
    assert "Still open from earlier reviews: leakage:window1" in decided.data.summary
    assert decided.data.requested_changes == ("select inside each window",)
    # The model was told about it.
    assert "leakage:window1 [open, material]" in model.calls[0].messages[1].content


async def test_a_guardian_that_never_saw_the_run_starts_from_the_ledger_it_carries(
    service_for: Any,
) -> None:
    """Restarted, or another instance: no decision of the run reached it, yet the open concern
    the run recorded still holds the review."""
    model = ScriptedModel([Completion(content=VALID)])
    service = await service_for(model)
    recorded = Concern(
        concern_id="assumption:max_position_weight",
        status="open",
        material=True,
        summary="an assumed client limit",
        requested_change="ask the user for the limit",
    )
    with_ledger = bundle().model_copy(update={"ledger": (recorded,)})
    decided = await service.decision(await service.request(with_ledger))
    assert decided.data.decision == "revise"
    assert concern_ids(decided) == ["assumption:max_position_weight"]
    assert decided.data.requested_changes == ("ask the user for the limit",)
    assert "assumption:max_position_weight [open, material]" in model.calls[0].messages[1].content


async def test_a_request_without_a_bundle_is_a_recorded_failure(service_for: Any) -> None:
    model = ScriptedModel([])
    service = await service_for(model)
    decided = await service.decision(await service.request(None))
    assert decided.data.guardian_failed
    assert "no review bundle" in decided.data.summary
    assert model.calls == []


async def test_the_prompt_carries_the_policy_the_bundle_and_the_read_only_tools(
    service_for: Any,
) -> None:
    model = ScriptedModel([Completion(content=VALID)])
    service = await service_for(model)
    await service.decision(
        await service.request(bundle(policy="strategy", reasoning=("I assumed 12.5%.",)))
    )
    [sent] = model.calls
    system, user = sent.messages
    assert "autonomous strategy" in system.content
    assert "I assumed 12.5%." in user.content
    assert "<brief>" in user.content
    assert sorted(t.name for t in sent.tools) == sorted(
        [
            "inspect_contract",
            "lookup_function",
            "recompute",
            "read_source",
            "list_citations",
            "inspect_tool_calls",
            "run_checks",
        ]
    )


async def test_a_carried_concern_reaches_the_prompt_marked_with_its_run(
    service_for: Any,
) -> None:
    model = ScriptedModel([Completion(content=VALID)])
    service = await service_for(model)
    earlier = "run_01jfx2earlierstrategyrun000"
    carried = Concern(
        concern_id="assumption:max_position_weight",
        status="open",
        material=False,
        summary="assumed 12.5% last run",
        carried_from=earlier,
    )
    review = bundle(policy="strategy").model_copy(update={"ledger": (carried,)})
    await service.decision(await service.request(review))
    [sent] = model.calls
    _, user = sent.messages
    assert f"assumption:max_position_weight [open, carried from run {earlier}]" in user.content


# --- the final stage against the real platform ------------------------------------------------


def _recorded(function_id: str, arguments: dict[str, Any]) -> Computation:
    from quantward_democorpus.market_data import EmbeddedMarketData
    from quantward_platform import get_function

    market = EmbeddedMarketData.default()
    result = get_function(function_id).call(arguments, market).model_dump(mode="json")
    span = {k: str(arguments[k]) for k in ("start", "end", "as_of")}
    return Computation(
        source_id=new_id("src"), function_id=function_id, arguments=span, result=result
    )


WINDOW = {"start": "2019-01-01", "end": "2021-12-31", "as_of": "2021-12-31"}


async def test_final_stage_recomputes_weights_and_moves_with_the_platform(
    service_for: Any,
) -> None:
    service = await service_for(OfflineReferencePolicy())
    names = ["ent_apple_inc", "ent_microsoft", "ent_exxonmobil", "ent_pfizer"]
    portfolio = _recorded(
        "portfolio.market_neutral",
        {"entity_ids": names, **WINDOW, "constraints": {"max_position_weight": 0.3}},
    )
    prices = _recorded("prices.window_stats", {"entity_ids": ["ent_exxonmobil"], **WINDOW})
    assert isinstance(prices.result, dict)
    [xom] = prices.result["stats"]
    move = "rose" if xom["total_return"] >= 0 else "fell"
    wrong = "fell" if move == "rose" else "rose"
    sentence = (
        f"ExxonMobil {{}} {abs(xom['total_return']) * 100:.1f}% over three years "
        f"({xom['first_day']} to {xom['last_day']})."
    )
    decided = await service.decision(
        await service.request(
            bundle(
                "final",
                body=contract(ANSWERED_CAP),
                answers=(ANSWER_TEXT,),
                computations=(portfolio, prices),
                answer=sentence.format(wrong),
            )
        )
    )
    assert decided.data.decision == "revise"
    assert set(concern_ids(decided)) == {
        f"computation:{portfolio.source_id}",  # weights of 0.3 against the client's 15%
        "direction:ent_exxonmobil",
    }
    clean = await service.decision(
        await service.request(
            bundle(
                "final",
                body=contract(ANSWERED_CAP),
                answers=(ANSWER_TEXT,),
                computations=(prices,),
                answer=sentence.format(move),
            )
        )
    )
    assert clean.data.decision == "accept", clean.data.summary
