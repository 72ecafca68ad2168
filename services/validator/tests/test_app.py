"""The validator on the in-memory bus: every proposal and draft gets a verdict caused by it."""

from __future__ import annotations

from datetime import date

from quantward_bus import InMemoryEventBus
from quantward_bus.testing import Recorder
from quantward_contracts import Event, topics
from quantward_contracts.events import (
    AnswerDrafted,
    AnswerDraftedData,
    AnswerValidated,
    ContractProposed,
    ContractProposedData,
    ContractValidated,
)
from quantward_contracts.values import (
    Citation,
    Computation,
    Constraint,
    DataBinding,
    EvidencePromise,
    Method,
    ResearchContractBody,
)
from quantward_democorpus.market_data import EmbeddedMarketData
from quantward_validator.app import build_app
from quantward_validator.domain import answer_verdict, contract_verdict
from quantward_validator.settings import ValidatorSettings

RUN = "run_validator_test"
CONTRACT = "ctr_validatortest0001"
ANSWER = "ans_validatortest0001"
SOURCE = "src_validatortest0001"
DECISION = date(2022, 12, 28)


def body(**changes: object) -> ResearchContractBody:
    fields: dict[str, object] = {
        "interpretation": "Apple's return and risk over 2022",
        "objective": "Report Apple's 2022 return with its volatility",
        "objective_kind": "research_answer",
        "decision_date": DECISION,
        "constraints": (
            Constraint(
                name="window",
                value="2022",
                provenance="user_message",
                provenance_ref="msg_validatortest0001",
                unit="text",
            ),
        ),
        "data_bindings": (DataBinding(dataset="prices.daily", fields=("close",), as_of=DECISION),),
        "methods": (Method(function_id="prices.window_stats"),),
        "evidence": (
            EvidencePromise(
                evidence_id="stats",
                description="the window's statistics",
                kind="computation",
                function_id="prices.window_stats",
            ),
        ),
    }
    fields.update(changes)
    return ResearchContractBody.model_validate(fields)


def proposal(contract: ResearchContractBody, version: int = 1) -> ContractProposed:
    return ContractProposed(
        producer="orchestrator",
        run_id=RUN,
        entity_ids=("ent_apple_inc",),
        data=ContractProposedData(contract_id=CONTRACT, version=version, contract=contract),
    )


STATS = {
    "start": "2022-01-01",
    "end": "2022-12-28",
    "as_of": DECISION.isoformat(),
    "stats": [
        {
            "entity_id": "ent_apple_inc",
            "base_day": "2021-12-31",
            "first_day": "2022-01-03",
            "last_day": "2022-12-28",
            "observations": 250,
            "total_return": -0.2805,
            "annualised_return": -0.2817,
            "annualised_volatility": 0.3552,
            "max_drawdown": 0.2931,
            "peak_day": "2022-01-03",
            "trough_day": "2022-12-28",
        }
    ],
}


def draft(text: str, contract: ResearchContractBody | None) -> AnswerDrafted:
    return AnswerDrafted(
        producer="orchestrator",
        run_id=RUN,
        data=AnswerDraftedData(
            answer_id=ANSWER,
            version=1,
            text=text,
            citations=(
                Citation(
                    mark=f"[[{SOURCE}]]",
                    number=1,
                    source_id=SOURCE,
                    title="prices.window_stats 2022-01-01 to 2022-12-28",
                    published=DECISION,
                ),
            ),
            contract_id=CONTRACT if contract else None,
            contract_version=1 if contract else None,
            contract=contract,
            computations=(
                Computation(
                    source_id=SOURCE,
                    function_id="prices.window_stats",
                    arguments={"start": "2022-01-01", "end": "2022-12-28", "as_of": "2022-12-28"},
                    result=STATS,
                ),
            ),
        ),
    )


async def verdicts(*events: Event, count: int) -> list[Event]:
    async with InMemoryEventBus() as bus:
        out: Recorder[Event] = Recorder()
        await bus.subscribe(
            [topics.CONTRACT_DRAFTS, topics.ANSWER_DRAFTS],
            group="test-client",
            handler=out,
            accept=[ContractValidated, AnswerValidated],
        )
        app = await build_app(ValidatorSettings(), bus=bus)
        async with app:
            for event in events:
                await bus.publish(event)
            return await out.wait_for(count)


async def test_a_proposal_gets_a_verdict_caused_by_it() -> None:
    good = proposal(body())
    bad = proposal(body(methods=(Method(function_id="regression.ridge_fit"),)), version=2)
    first, second = await verdicts(good, bad, count=2)
    assert isinstance(first, ContractValidated)
    assert isinstance(second, ContractValidated)
    assert (first.causation_id, first.run_id, first.producer) == (good.event_id, RUN, "validator")
    assert first.entity_ids == ("ent_apple_inc",)
    assert (first.data.contract_id, first.data.version, first.data.passed) == (CONTRACT, 1, True)
    assert second.causation_id == bad.event_id
    assert (second.data.version, second.data.passed) == (2, False)
    failed = [(c.check_id, c.field) for c in second.data.checks if not c.passed]
    assert ("contract.functions_exist", "methods[0].function_id") in failed


async def test_a_draft_gets_a_verdict_caused_by_it() -> None:
    text = "## Return\n\nApple fell 28.1% over one year, with volatility 35.5% [1]"
    good, wrong = draft(text, body()), draft(text.replace("fell", "rose"), body())
    first, second = await verdicts(good, wrong, count=2)
    assert isinstance(first, AnswerValidated)
    assert isinstance(second, AnswerValidated)
    assert (first.causation_id, first.run_id) == (good.event_id, RUN)
    assert (first.data.answer_id, first.data.version) == (ANSWER, 1)
    assert first.data.passed, [c for c in first.data.checks if not c.passed]
    assert second.causation_id == wrong.event_id
    assert not second.data.passed
    failed = {c.check_id: c for c in second.data.checks if not c.passed}
    # the signed size against the cited figure, and the direction against the series (the
    # company named alone is its stock)
    assert set(failed) == {"answer.numbers_match", "answer.trends"}
    assert "“rose 28.1%” says a rise" in failed["answer.numbers_match"].message
    assert "price went down" in failed["answer.trends"].message


async def test_a_draft_without_its_contract_fails_contract_known_only() -> None:
    (verdict,) = await verdicts(draft("Apple fell 28.1% over one year [1]", None), count=1)
    assert isinstance(verdict, AnswerValidated)
    assert [c.check_id for c in verdict.data.checks if not c.passed] == ["answer.contract_known"]
    assert {c.check_id for c in verdict.data.checks} == {
        "answer.contract_known",
        "answer.cited",
        "portfolio.metrics_match",
        "answer.numbers_match",
        "answer.trends",
    }


def test_the_domain_is_pure_and_deterministic() -> None:
    event = proposal(body())
    assert contract_verdict(event) == contract_verdict(event)
    answer = draft("Apple fell 28.1% [1]", body())
    market = EmbeddedMarketData.default()
    assert answer_verdict(answer, market_data=market) == answer_verdict(answer, market_data=market)
    assert answer_verdict(answer, market_data=market).passed


def _with_messages(contract: ResearchContractBody, text: str) -> ContractProposed:
    from quantward_contracts.values import UserMessage

    return ContractProposed(
        producer="orchestrator",
        run_id=RUN,
        data=ContractProposedData(
            contract_id=CONTRACT,
            version=1,
            contract=contract,
            user_messages=(UserMessage(message_id="msg_validatortest0001", text=text),),
            mandate={"max_position_weight": 0.1},
        ),
    )


def _limit(**changes: object) -> Constraint:
    fields: dict[str, object] = {
        "name": "max_position_weight",
        "value": 0.15,
        "unit": "fraction",
        "provenance": "user_message",
        "provenance_ref": "msg_validatortest0001",
    }
    fields.update(changes)
    return Constraint.model_validate(fields)


async def test_the_service_proves_provenance_against_the_messages_the_proposal_carries() -> None:
    from quantward_contracts.values import TextSpan

    text = "Apple over 2022; keep any one position to fifteen per cent."
    at = text.index("fifteen")
    true = body(constraints=(_limit(span=TextSpan(start=at, end=at + 16)),))
    over_other_words = body(constraints=(_limit(span=TextSpan(start=0, end=10)),))
    from_no_clause = body(
        constraints=(_limit(provenance="mandate_clause", provenance_ref="limits.house"),)
    )
    good, bad, missing = await verdicts(
        _with_messages(true, text),
        _with_messages(over_other_words, text),
        _with_messages(from_no_clause, text),
        count=3,
    )
    assert isinstance(good, ContractValidated)
    assert good.data.passed, [c for c in good.data.checks if not c.passed]
    assert any(c.check_id == "contract.provenance" and c.passed for c in good.data.checks)
    for verdict in (bad, missing):
        assert isinstance(verdict, ContractValidated)
        failed = [c for c in verdict.data.checks if not c.passed]
        assert [c.check_id for c in failed] == ["contract.provenance"]
        assert failed[0].field == "constraints[0].provenance_ref"


def test_a_proposal_without_messages_is_not_proved_here() -> None:
    checks = contract_verdict(proposal(body())).checks
    assert "contract.provenance" not in {c.check_id for c in checks}


def test_a_proposal_is_read_as_of_the_day_it_was_sent() -> None:
    """A replay years later reads "Apr 15 – Sep 27" as the recorded verdict read it: as days of
    a month when 27 was still to come, as months of 2015 to 2027 once it has passed."""
    from datetime import UTC, datetime

    from quantward_contracts.values import HistoricalTest, WalkForwardWindow

    window = WalkForwardWindow(
        train_start=date(2012, 1, 1),
        train_end=date(2019, 12, 31),
        test_start=date(2020, 1, 1),
        test_end=date(2022, 12, 28),
    )
    contract = body(
        interpretation="The momentum signal was selected on Apr 15 – Sep 27 returns.",
        historical_test=HistoricalTest(windows=(window,)),
    )
    sent = proposal(contract)

    def leaked(year: int) -> bool:
        event = sent.model_copy(update={"time": datetime(year, 3, 2, tzinfo=UTC)})
        return any(
            c.check_id == "contract.stated_leakage" and not c.passed
            for c in contract_verdict(event).checks
        )

    assert not leaked(2026)
    assert leaked(2029)
