"""The research contract, the validator and the Guardian, end to end on the embedded platform.

Each scenario runs a bundled template with the offline policy making one known mistake: the
12.5% guess of an unstated client limit, look-ahead in a historical test, a library function
that does not exist, an optimiser solving another objective, a horizon or a direction misstated
in the answer. The tests assert who catches it, that it is repaired and reviewed again, and that
it never reaches the released answer — and that clean runs get no needless revision.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from typing import Any

import pytest

from quantward_bus.testing import Recorder
from quantward_cli.scenarios import CLEAN, SCENARIOS, Scenario, run_scenario
from quantward_contracts import AnyEvent, new_id, topics
from quantward_contracts.events import (
    AnswerValidated,
    ClarificationRequested,
    ContractProposed,
    ContractStatusChanged,
    ContractValidated,
    ReviewDecided,
)

BY_NAME = {s.name: s for s in (*SCENARIOS, *CLEAN)}


@pytest.fixture(autouse=True)
def _home(quantward_home: Any) -> Iterator[None]:
    with quantward_home.activated():
        yield


async def traced(
    scenario: Scenario, *, guardian: bool = True, validator: bool = True, answers: Any = None
) -> tuple[Any, list[AnyEvent]]:
    """Run a scenario on a fresh platform and keep every contract, review and answer event."""
    from quantward_cli.embedded import EmbeddedPlatform
    from quantward_kit.run_client import RunClient
    from quantward_orchestrator.settings import OrchestratorSettings
    from quantward_policy import OfflineReferencePolicy
    from quantward_workflows import bind_inputs, get_template

    template = get_template(scenario.template_id)
    settings = OrchestratorSettings(
        orchestrator_guardian=guardian, orchestrator_validator=validator
    )
    async with EmbeddedPlatform(
        model=OfflineReferencePolicy(flaws=scenario.flaws),
        guardian_model=OfflineReferencePolicy(),
        orchestrator_settings=settings,
        researcher_workers=2,
    ) as platform:
        recorder: Recorder[AnyEvent] = Recorder()
        await platform.bus.subscribe(
            [
                topics.CONTRACTS,
                topics.CONTRACT_DRAFTS,
                topics.REVIEWS,
                topics.REVIEW_REQUESTS,
                topics.ANSWERS,
                topics.ANSWER_DRAFTS,
                topics.CLARIFICATIONS,
            ],
            group=f"test-{new_id('msg')[-10:]}",
            handler=recorder,
        )
        client = RunClient(platform.bus)
        await client.start()
        replies = list(scenario.answers if answers is None else answers)

        async def answer(_: Any) -> str | None:
            return replies.pop(0) if replies else None

        request = await client.submit(
            mode=scenario.mode,
            template_id=template.id,
            inputs=bind_inputs(template, scenario.inputs).as_json(),
        )
        outcome = await client.follow(request, answer=answer, timeout_s=120)
        await client.close()
        events = [e for e in recorder.items if e.run_id == request.run_id]
    return outcome, events


def of(events: list[AnyEvent], kind: type[Any]) -> list[Any]:
    return [e for e in events if isinstance(e, kind)]


def accepted_contract(events: list[AnyEvent]) -> Any:
    versions = {e.data.version: e.data.contract for e in of(events, ContractProposed)}
    accepted = [
        e.data.version for e in of(events, ContractStatusChanged) if e.data.status == "accepted"
    ]
    return versions[accepted[-1]]


def released_portfolio(outcome: Any) -> dict[str, float]:
    """The weights the released answer cites (its `weight ent_…` computation items)."""
    weights = {}
    for citation in outcome.answer.data.citations:
        key, _, value = citation.quote.partition(": ")
        if key.startswith("weight "):
            weights[key.removeprefix("weight ")] = float(value)
    return weights


async def test_an_unstated_client_limit_is_asked_for_and_the_user_s_value_is_used() -> None:
    scenario = BY_NAME["invented-client-limit"]
    outcome, events = await traced(scenario)
    assert outcome.status == "succeeded", outcome.completed
    # The guess passes every exact check: only judgment can see it is not the user's.
    first = of(events, ContractValidated)[0]
    assert first.data.version == 1
    assert first.data.passed
    v1 = of(events, ContractProposed)[0].data.contract
    guess = next(c for c in v1.constraints if c.name == "max_position_weight")
    assert (guess.provenance, guess.value) == ("assumption", 0.125)
    # The Guardian rejects the invented value and the chat run asks the user.
    plan_review = of(events, ReviewDecided)[0]
    assert plan_review.data.decision == "revise"
    assert any(c.concern_id == "assumption:max_position_weight" and c.material
               for c in plan_review.data.concerns)  # fmt: skip
    [question] = of(events, ClarificationRequested)
    assert "position" in question.data.question.lower()
    # The accepted contract carries the user's value, with the user's message as provenance.
    limit = next(
        c for c in accepted_contract(events).constraints if c.name == "max_position_weight"
    )
    assert (limit.value, limit.provenance) == (0.15, "user_message")
    assert str(limit.provenance_ref).startswith("msg_")
    resolved = of(events, ReviewDecided)[1]
    assert resolved.data.decision == "accept"
    assert any(c.concern_id == "assumption:max_position_weight" and c.status == "resolved"
               for c in resolved.data.concerns)  # fmt: skip
    # The portfolio differs from the one the guess would have produced.
    with_user_value = released_portfolio(outcome)
    assert with_user_value
    assert max(abs(w) for w in with_user_value.values()) <= 0.15 + 1e-6
    guessed, _ = await traced(scenario, guardian=False)
    with_guess = released_portfolio(guessed)
    assert max(abs(w) for w in with_guess.values()) <= 0.125 + 1e-6
    assert with_guess != with_user_value


async def test_a_strategy_run_never_asks_even_when_the_limit_is_unstated() -> None:
    base = BY_NAME["invented-client-limit"]
    strategy = Scenario(base.name, base.description, base.template_id, base.inputs, "strategy")
    outcome, events = await traced(strategy, answers=[])
    assert not of(events, ClarificationRequested)
    decisions = of(events, ReviewDecided)
    assert decisions
    assert decisions[0].data.decision == "revise"
    assert decisions[0].data.clarification_question is None
    # Without discretion over the limit, the strategy takes no position: the run stops.
    assert outcome.status == "failed"
    assert outcome.answer is None


@pytest.mark.parametrize(
    ("name", "check_id", "stage"),
    [
        ("look-ahead-leakage", "contract.point_in_time", "contract"),
        ("nonexistent-function", "contract.functions_exist", "contract"),
        ("wrong-objective", "contract.objective_method", "contract"),
        ("horizon-misstatement", "answer.numbers_match", "answer"),
        ("direction-misstatement", "answer.numbers_match", "answer"),
    ],
)
async def test_each_flaw_is_caught_repaired_and_reviewed_again(
    name: str, check_id: str, stage: str
) -> None:
    scenario = BY_NAME[name]
    outcome, events = await traced(scenario)
    assert outcome.status == "succeeded", outcome.completed
    verdicts = of(events, ContractValidated if stage == "contract" else AnswerValidated)
    assert not verdicts[0].data.passed
    assert check_id in {c.check_id for c in verdicts[0].data.checks if not c.passed}
    assert verdicts[-1].data.passed  # repaired
    reviewed = [
        d
        for d in of(events, ReviewDecided)
        if d.data.stage == ("plan" if stage == "contract" else "final")
    ]
    assert reviewed
    assert reviewed[-1].data.decision == "accept"
    assert scenario.reached is not None
    from quantward_cli.scenarios import Observed

    observed = Observed(outcome, accepted_contract(events), of(events, ReviewDecided), [],
                        outcome.answer.data.text)  # fmt: skip
    assert not scenario.reached(observed)


@pytest.mark.parametrize(
    "name",
    [
        "look-ahead-leakage",
        "nonexistent-function",
        "wrong-objective",
        "horizon-misstatement",
        "direction-misstatement",
    ],
)
async def test_the_guardian_alone_also_catches_each_flaw(name: str) -> None:
    result = await run_scenario(BY_NAME[name], guardian=True, validator=False)
    assert result.status == "succeeded", result.error
    assert result.revise_decisions >= 1
    assert result.flaw_reached is False


async def test_without_any_review_the_flaws_reach_the_answer() -> None:
    reached = await asyncio.gather(
        *(run_scenario(s, guardian=False, validator=False) for s in SCENARIOS)
    )
    assert all(r.flaw_reached for r in reached), [r.as_json() for r in reached]


@pytest.mark.parametrize("name", [s.name for s in CLEAN])
async def test_clean_runs_get_no_needless_revision(name: str) -> None:
    result = await run_scenario(BY_NAME[name], guardian=True)
    assert result.status == "succeeded", result.error
    assert result.revise_decisions == 0


@pytest.mark.parametrize(
    "name", ["invented-client-limit", "clean-market-neutral", "clean-earnings-preview"]
)
async def test_every_proposal_cites_its_sources_and_the_validator_service_proves_them(
    name: str,
) -> None:
    outcome, events = await traced(BY_NAME[name])
    assert outcome.status == "succeeded", outcome.completed
    proposals = of(events, ContractProposed)
    verdicts = of(events, ContractValidated)
    assert proposals
    assert len(verdicts) == len(proposals)
    for verdict in verdicts:
        proved = [c for c in verdict.data.checks if c.check_id == "contract.provenance"]
        assert proved, "the validator service ran no provenance check"
        assert all(c.passed for c in proved), proved
    for proposal in proposals:
        contract = proposal.data.contract
        messages = {m.message_id: m.text for m in proposal.data.user_messages}
        for constraint in contract.constraints:
            if constraint.provenance == "assumption":
                assert constraint.rationale
                continue
            assert constraint.span is not None, constraint
            if constraint.provenance == "user_message":
                text = messages[str(constraint.provenance_ref)]
                cited = text[constraint.span.start : constraint.span.end]
                assert cited.strip(), constraint
        if contract.objective_kind in (None, "research_answer"):
            assert contract.objective_ref in messages
            assert contract.objective_span is not None


def test_the_scenarios_are_serialisable_for_the_benchmark() -> None:
    assert json.dumps([s.name for s in SCENARIOS])


async def test_a_strategy_s_second_embedded_run_carries_the_first_s_open_concerns(
    tmp_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two `quantward run --mode strategy` of one strategy on the embedded platform (two
    platforms, as two invocations, sharing the records folder): the second run's reviews start
    from the plan concerns the first one left open, marked as carried from it."""
    from quantward_cli.embedded import EmbeddedPlatform
    from quantward_contracts.events import ConcernsCarried
    from quantward_kit.run_client import RunClient
    from quantward_orchestrator.settings import OrchestratorSettings
    from quantward_policy import OfflineReferencePolicy
    from quantward_workflows import bind_inputs, get_template

    monkeypatch.setenv("QW_RECORDS_PATH", str(tmp_path / "records"))
    base = BY_NAME["invented-client-limit"]
    template = get_template(base.template_id)
    requested_by = f"user:{new_id('msg')[-10:]}"

    async def strategy_run() -> tuple[str, list[AnyEvent]]:
        async with EmbeddedPlatform(
            model=OfflineReferencePolicy(flaws=base.flaws),
            guardian_model=OfflineReferencePolicy(),
            orchestrator_settings=OrchestratorSettings(),
            researcher_workers=2,
        ) as platform:
            reviews: Recorder[AnyEvent] = Recorder()
            await platform.bus.subscribe(
                [topics.REVIEWS, topics.REVIEW_REQUESTS],
                group=f"test-{new_id('msg')[-10:]}",
                handler=reviews,
            )
            client = RunClient(platform.bus, requested_by=requested_by)
            await client.start()
            request = await client.submit(
                mode="strategy",
                template_id=template.id,
                inputs=bind_inputs(template, base.inputs).as_json(),
            )
            await client.follow(request, timeout_s=120)
            await client.close()
            assert request.run_id is not None
            return request.run_id, [e for e in reviews.items if e.run_id == request.run_id]

    first_id, first = await strategy_run()
    assert not of(first, ConcernsCarried)  # nothing before it
    left_open = {
        c.concern_id
        for c in of(first, ReviewDecided)[-1].data.concerns
        if c.status == "open" and c.material
    }
    assert left_open, "the first run's plan review left no concern open"
    second_id, second = await strategy_run()
    [carried] = of(second, ConcernsCarried)
    assert carried.data.from_run_id == first_id
    assert {c.concern_id for c in carried.data.concerns} >= left_open
    assert {c.carried_from for c in carried.data.concerns} == {first_id}
    # the second run's first review sees them in its bundle
    [first_review, *_] = [e for e in second if e.type == "review.requested.v1"]
    assert {c.concern_id for c in first_review.data.bundle.ledger} >= left_open
    assert second_id != first_id
