"""The Guardian service: an independent reviewer the harness invokes, never the research agent.

It consumes `review.requested` (topic `REVIEWS`, consumer group `guardian`), which only the
harness publishes, at plan commit and before release, with the bundle the harness assembled.
For each request it runs a fresh Guardian agent with read-only tools (`tools.TOOL_NAMES`: no
writing, no trading, no asking the user, no spawning agents, no source registry) and publishes
`review.decided`, caused by the request: accept or revise, a summary, the ledger's relevant
concerns, requested changes and, under the chat policy, the smallest useful question. The
agent's intermediate messages never reach that event; they go to the agents topic for the run
record and replay only.

A final message that is not a valid decision, or a model that is unavailable, costs one
attempt; after `guardian_max_attempts` fresh attempts the decision is `accept` with
`guardian_failed=True`: the failure is recorded and the run continues (the validator's exact
checks still apply).

The ledger of a run lives in this process's memory. It is fed by every `review.decided` the
group reads on the same topic (this instance's and any other's — a run's events share a key, so
they arrive in order), which rebuilds it after a rebalance moves a run to another member.
A process restarted in the middle of a run, or one that never saw the run's earlier reviews,
starts from the ledger the bundle carries: the concerns the run itself recorded from every
decision (the orchestrator's run state), so no open concern is forgotten.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence

from quantward_agents.loop import Agent, Budgets, EventSink
from quantward_bus import EventBus, Subscription
from quantward_contracts import Event, new_id, topics_of
from quantward_contracts.events import ReviewDecided, ReviewDecidedData, ReviewRequested
from quantward_contracts.values import ReviewBundle, ReviewStage
from quantward_guardian.domain import DecisionError, Ledger, Ledgers, failed_summary, parse_decision
from quantward_guardian.prompts import guardian_messages
from quantward_guardian.settings import GuardianSettings
from quantward_guardian.tools import GuardianTools
from quantward_kit.builders import build_market_data, build_model
from quantward_kit.lifecycle import StartStop
from quantward_llm.port import ChatModel
from quantward_platform.market_data import MarketData
from quantward_validation.reading_day import read_as_of

log = logging.getLogger("quantward.guardian")


async def discard(event: Event) -> None:
    """An event sink for reviews outside a run (the `quantward review` command)."""


class Reviewer:
    """Reviews one bundle with bounded fresh attempts, applying the ledger's rule."""

    def __init__(
        self,
        settings: GuardianSettings,
        model: ChatModel,
        tools: GuardianTools,
        *,
        emit: EventSink = discard,
        producer: str = "guardian",
    ) -> None:
        self.settings = settings
        self.model = model
        self.tools = tools
        self.emit = emit
        self.producer = producer

    async def review(
        self,
        bundle: ReviewBundle,
        ledger: Ledger,
        *,
        review_id: str,
        run_id: str,
        causation_id: str | None = None,
        entity_ids: Sequence[str] = (),
    ) -> ReviewDecidedData:
        """The decision on `bundle`; never raises for the Guardian's own failures."""
        attempts = self.settings.guardian_max_attempts
        errors: list[str] = []
        for attempt in range(1, attempts + 1):
            note = (
                f"This is attempt {attempt} of {attempts}; the previous attempt failed: "
                f"{errors[-1]}. End with exactly one JSON decision object."
                if errors
                else None
            )
            agent = Agent(
                role="guardian",
                agent_id=f"guardian-{review_id}-{attempt}",
                run_id=run_id,
                model=self.model,
                toolbox=self.tools.toolbox(bundle),
                emit=self.emit,
                producer=self.producer,
                registry=None,  # the Guardian registers nothing
                budgets=Budgets(
                    max_turns=self.settings.guardian_max_turns,
                    max_tool_calls=self.settings.guardian_max_tool_calls,
                    wall_time_s=self.settings.guardian_wall_s,
                ),
                causation_id=causation_id,
                entity_ids=entity_ids,
            )
            messages = guardian_messages(bundle, list(ledger.concerns.values()), retry_note=note)
            try:
                result = await agent.run(messages)
            except Exception as exc:  # a harness or model bug must not hang the run
                log.exception("guardian attempt %d of review %s crashed", attempt, review_id)
                errors.append(f"the review crashed ({type(exc).__name__}: {exc})")
                continue
            if not result.ok:
                errors.append(result.error or f"the review ended {result.status}")
                continue
            try:
                decision = parse_decision(result.content, policy=bundle.policy)
            except DecisionError as exc:
                errors.append(f"malformed decision: {exc}")
                continue
            ruling = ledger.apply(review_id, decision)
            return ReviewDecidedData(
                review_id=review_id,
                stage=bundle.stage,
                decision=ruling.decision,
                summary=ruling.summary,
                concerns=ruling.concerns,
                requested_changes=ruling.requested_changes,
                clarification_question=ruling.clarification_question,
                attempts=attempt,
            )
        log.warning("review %s failed after %d attempt(s): %s", review_id, attempts, errors)
        ledger.mark_decided(review_id)
        return failed(review_id, bundle.stage, errors)


def failed(review_id: str, stage: ReviewStage, errors: Sequence[str]) -> ReviewDecidedData:
    """The decision recorded when the Guardian could not review: accept, flagged failed."""
    return ReviewDecidedData(
        review_id=review_id,
        stage=stage,
        decision="accept",
        summary=failed_summary(errors),
        guardian_failed=True,
        attempts=max(1, len(errors)),
    )


class GuardianApp(StartStop):
    def __init__(
        self,
        settings: GuardianSettings,
        bus: EventBus,
        model: ChatModel,
        *,
        tools: GuardianTools,
        instance: str | None = None,
    ) -> None:
        self.settings = settings
        self.bus = bus
        self.model = model
        self.instance = instance or new_id("msg").removeprefix("msg_")[-10:]
        self.producer = f"{settings.service_name}-{self.instance}"
        self.reviewer = Reviewer(settings, model, tools, emit=bus.publish, producer=self.producer)
        self.ledgers = Ledgers(settings.guardian_ledger_runs)
        self.decided = 0
        self._subscriptions: list[Subscription] = []

    async def start(self) -> None:
        for worker in range(self.settings.guardian_workers):
            self._subscriptions.append(
                await self.bus.subscribe(
                    topics_of([ReviewRequested, ReviewDecided]),
                    group="guardian",
                    handler=self.handle,
                    accept=[ReviewRequested, ReviewDecided],
                    name=f"guardian-{self.instance}-{worker}",
                )
            )

    async def stop(self) -> None:
        # Reviews in hand finish (each attempt is bounded by its wall-time budget).
        for subscription in self._subscriptions:
            await subscription.close()
        self._subscriptions.clear()

    async def handle(self, event: Event) -> None:
        if isinstance(event, ReviewDecided):
            if event.run_id is not None:
                self.ledgers[event.run_id].observe(event.data)
        elif isinstance(event, ReviewRequested):
            await self.review(event)

    async def review(self, event: ReviewRequested) -> ReviewDecided | None:
        """Review one request and publish the decision; None for a request already decided."""
        data = event.data
        run_id = event.run_id or new_id("run")
        ledger = self.ledgers[run_id]
        if ledger.decided(data.review_id):
            log.info("review %s already decided; redelivery ignored", data.review_id)
            return None
        bundle = data.bundle
        if bundle is None:
            ledger.mark_decided(data.review_id)
            decided = failed(
                data.review_id,
                data.stage,
                ["the request carried no review bundle (the harness must assemble one)"],
            )
        else:
            if (bundle.stage, bundle.policy) != (data.stage, data.policy):
                log.warning(
                    "review %s: bundle says %s/%s, request %s/%s; the request decides",
                    data.review_id,
                    bundle.stage,
                    bundle.policy,
                    data.stage,
                    data.policy,
                )
                bundle = bundle.model_copy(update={"stage": data.stage, "policy": data.policy})
            ledger.recall(bundle.ledger)
            with read_as_of(event.time.date()):  # the bundle's texts as of when they were sent
                decided = await self.reviewer.review(
                    bundle,
                    ledger,
                    review_id=data.review_id,
                    run_id=run_id,
                    causation_id=event.event_id,
                    entity_ids=event.entity_ids,
                )
        reply = ReviewDecided(
            **event.replied(
                ReviewDecided, producer=self.producer, entity_ids=event.entity_ids, data=decided
            )
        )
        await self.bus.publish(reply)
        self.decided += 1
        log.info(
            "review %s (%s): %s after %d attempt(s)%s",
            data.review_id,
            data.stage,
            decided.decision,
            decided.attempts,
            " — the Guardian failed" if decided.guardian_failed else "",
        )
        return reply


async def build_app(
    settings: GuardianSettings | None = None,
    *,
    bus: EventBus,
    model: ChatModel | None = None,
    tools: GuardianTools | None = None,
    market_data: MarketData | None = None,
) -> GuardianApp:
    """Wire the Guardian; tests pass an in-memory bus and a scripted model.

    `market_data` is what the tools built here recompute on (else `build_market_data`); tools
    passed in already carry theirs, so passing both is refused.
    """
    if tools is not None and market_data is not None:
        raise ValueError(
            "pass market_data inside the GuardianTools you give, or give no tools: the tools "
            "recompute on the market data they were built with"
        )
    settings = settings or GuardianSettings()
    if model is None:
        model = build_model(settings)
    if tools is None:
        if market_data is None:
            market_data = build_market_data(settings)
        tools = GuardianTools(market_data)
    return GuardianApp(settings, bus, model, tools=tools)
