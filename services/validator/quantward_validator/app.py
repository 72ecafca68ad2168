"""The validator service: the one place adapters are chosen, and the bus wiring.

Consumes `contract.proposed` (topic `CONTRACTS`) and `answer.drafted` (topic `ANSWERS`) in the
consumer group `validator`; publishes `contract.validated` / `answer.validated`, each caused by
the event it checks and in the same run. Handlers are idempotent (the verdict is a function of
the event) and the bus deduplicates on `event_id`, so a redelivery republishes nothing new.
The checks run in a worker thread: recomputing a portfolio must not stall the event loop.
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING

from quantward_bus import EventBus, Subscription
from quantward_contracts import Event, topics_of
from quantward_contracts.events import (
    AnswerDrafted,
    AnswerValidated,
    ContractProposed,
    ContractValidated,
)
from quantward_kit.builders import build_market_data
from quantward_kit.lifecycle import StartStop
from quantward_validator.domain import answer_verdict, contract_verdict
from quantward_validator.settings import ValidatorSettings

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

log = logging.getLogger("quantward.validator")


class ValidatorApp(StartStop):
    """Checks every proposed contract and drafted answer and publishes the verdicts."""

    def __init__(self, settings: ValidatorSettings, bus: EventBus, market_data: MarketData) -> None:
        self.settings = settings
        self.bus = bus
        self.market_data = market_data
        self._subscription: Subscription | None = None

    async def start(self) -> None:
        self._subscription = await self.bus.subscribe(
            topics_of([ContractProposed, AnswerDrafted]),
            group=self.settings.validator_group,
            handler=self.handle,
            accept=[ContractProposed, AnswerDrafted],
            name="validator",
        )

    async def stop(self) -> None:
        if self._subscription is not None:
            await self._subscription.close()
            self._subscription = None

    async def handle(self, event: Event) -> None:
        producer = self.settings.service_name
        if isinstance(event, ContractProposed):
            verdict = await asyncio.to_thread(contract_verdict, event)
            out: Event = ContractValidated(
                **event.replied(
                    ContractValidated, producer=producer, entity_ids=event.entity_ids, data=verdict
                )
            )
        elif isinstance(event, AnswerDrafted):
            answer = await asyncio.to_thread(answer_verdict, event, market_data=self.market_data)
            out = AnswerValidated(
                **event.replied(
                    AnswerValidated,
                    producer=producer,
                    entity_ids=event.entity_ids,
                    source_refs=event.source_refs,
                    data=answer,
                )
            )
        else:  # `accept` keeps other types out; nothing else is ours to answer
            return
        failed = [c.check_id for c in out.data.checks if not c.passed]
        log.info(
            "%s %s v%d: %s",
            event.type,
            getattr(event.data, "contract_id", None) or getattr(event.data, "answer_id", ""),
            event.data.version,
            f"failed {', '.join(dict.fromkeys(failed))}" if failed else "passed",
        )
        await self.bus.publish(out)


async def build_app(
    settings: ValidatorSettings | None = None,
    *,
    bus: EventBus,
    market_data: MarketData | None = None,
) -> ValidatorApp:
    """Wire the validator; tests pass an in-memory bus (and, if they like, their own data)."""
    settings = settings or ValidatorSettings()
    if market_data is None:
        market_data = build_market_data(settings)
    return ValidatorApp(settings, bus, market_data)
