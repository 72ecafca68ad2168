"""Every service in one process, on the embedded defaults: what `quantward run` starts.

The same apps a deployment runs as separate processes, built by the same `build_app` functions
that `quantward serve` calls, wired to one bus the launcher owns; every adapter comes from the
kit's builders (on the embedded defaults: the in-process bus, the embedded graph store, the
embedded search index seeded with the synthetic corpus on first use, and the offline reference
policy or the configured model endpoint). No server, no key.

Producer identity holds here as in a deployment: each service publishes through a view of the
one bus that signs as its principal, with keys made for this process only, and the bus refuses
replies not signed by a principal allowed to produce them (ADR 0016). Callers (the run client,
tests) get `bus`, which signs as the `cli` principal.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from quantward_bus import EphemeralKeys, EventBus, InMemoryEventBus, SignedBus
from quantward_contracts.principals import PRINCIPALS
from quantward_kit.builders import build_model, open_record_store
from quantward_kit.lifecycle import Service, StartStop, shut_down
from quantward_kit.settings import RecordSettings, Settings
from quantward_llm.port import ChatModel
from quantward_platform.market_data import MarketData

if TYPE_CHECKING:
    from quantward_records import RecordStore

log = logging.getLogger("quantward.embedded")


class EmbeddedPlatform(StartStop):
    """Recorder, resolver, search index, grounder, validator, Guardian, researchers, the code
    sandbox and orchestrator on one bus."""

    def __init__(
        self,
        *,
        model: ChatModel | None = None,
        bus: EventBus | None = None,
        researcher_workers: int = 4,
        on_stage: Callable[[str], None] | None = None,
        guardian_model: ChatModel | None = None,
        orchestrator_settings: Any = None,
        keys: EphemeralKeys | None = None,
    ) -> None:
        self.settings = Settings()
        self.model = model or build_model(self.settings)
        #: every principal's key, for this process only (a given bus checks with its own verifier)
        self.keys = keys or EphemeralKeys(PRINCIPALS)
        #: the launcher owns the bus: in-process, whatever QW_KAFKA_BOOTSTRAP says (one process)
        self.shared_bus: EventBus = bus or InMemoryEventBus(
            partitions=self.settings.bus_partitions, verifier=self.keys.verifier()
        )
        #: the bus as callers use it: publishing as the `cli` principal (a user's front door)
        self.bus: EventBus = self.as_principal("cli")
        self.researcher_workers = researcher_workers
        #: the Guardian's own model (a separate agent; the same endpoint unless given)
        self.guardian_model = guardian_model
        self._orchestrator_settings = orchestrator_settings
        self._on_stage = on_stage or (lambda _: None)
        self._opened: list[Service] = []
        self.market_data: MarketData | None = None
        #: the orchestrator's reader of the run record (the recorder writes it)
        self._records: RecordStore | None = None

    def as_principal(self, principal: str) -> EventBus:
        """The shared bus, publishing as `principal`."""
        return SignedBus(self.shared_bus, self.keys.signer(principal))

    async def start(self) -> None:
        """Start each service through the same `build_app` that `quantward serve` calls, on the
        one bus this launcher owns; the search index is opened once (by the search service's
        `build_app`, through the kit's builder) and shared with the grounder and researchers."""
        from quantward_cli.local import build_search_app
        from quantward_grounder.app import build_app as build_grounder
        from quantward_grounder.settings import GrounderSettings
        from quantward_kit.builders import build_market_data
        from quantward_orchestrator.app import build_app as build_orchestrator
        from quantward_orchestrator.settings import OrchestratorSettings
        from quantward_recorder.app import build_app as build_recorder
        from quantward_recorder.settings import RecorderSettings
        from quantward_researcher.app import build_app as build_researcher
        from quantward_researcher.settings import ResearcherSettings
        from quantward_resolver.app import build_app as build_resolver
        from quantward_resolver.settings import ResolverSettings

        await self.shared_bus.start()
        # First, so every event of every run is in its record from the first one on.
        # The recorder publishes nothing, and its child process is fed by the in-process bus
        # itself (`InMemoryEventBus.forward`), so it gets the shared bus, not a signing view.
        recorder = await build_recorder(RecorderSettings(), bus=self.shared_bus)
        await recorder.start()
        self._opened.append(recorder)
        self.recorder = recorder
        self._on_stage("loading the knowledge graph")
        resolver = await build_resolver(ResolverSettings(), bus=self.as_principal("resolver"))
        self._opened.append(resolver)
        self.resolver = resolver
        await resolver.start()
        self._on_stage("opening the search index (the corpus is indexed on first use)")
        search = await build_search_app()
        self._opened.append(search)
        grounder = await build_grounder(
            GrounderSettings(), bus=self.as_principal("grounder"), index=search.index
        )
        await grounder.start()
        self._opened.append(grounder)
        orchestrator_settings = self._orchestrator_settings or OrchestratorSettings()
        if orchestrator_settings.orchestrator_validator:
            from quantward_validator.app import build_app as build_validator

            validator = await build_validator(bus=self.as_principal("validator"))
            await validator.start()
            self._opened.append(validator)
        if orchestrator_settings.orchestrator_guardian:
            from quantward_guardian.app import build_app as build_guardian

            guardian = await build_guardian(
                bus=self.as_principal("guardian"), model=self.guardian_model or self.model
            )
            await guardian.start()
            self._opened.append(guardian)
        self._on_stage("starting researchers and the orchestrator")
        market_data = build_market_data(self.settings)
        self.market_data = market_data  # an evaluation recomputes on the same data
        researcher = await build_researcher(
            ResearcherSettings(researcher_workers=self.researcher_workers),
            bus=self.as_principal("researcher"),
            model=self.model,
            index=search.index,
            market_data=market_data,
        )
        await researcher.start()
        self._opened.append(researcher)
        from quantward_sandbox_service.app import build_app as build_sandbox
        from quantward_sandbox_service.settings import SandboxSettings

        sandbox = await build_sandbox(
            SandboxSettings(),
            bus=self.as_principal("sandbox"),
            market_data=market_data,
            index=search.index,
        )
        await sandbox.start()
        self._opened.append(sandbox)
        # The record, read for the concerns a strategy's previous run left open (not for
        # resuming: this bus lives and dies with the process, so runs are not resumed).
        self._records = await asyncio.to_thread(open_record_store, RecordSettings())
        orchestrator = await build_orchestrator(
            orchestrator_settings,
            bus=self.as_principal("orchestrator"),
            model=self.model,
            market_data=market_data,
            records=self._records,
            resume=False,
        )
        await orchestrator.start()
        self._opened.append(orchestrator)
        self.researcher, self.orchestrator, self.search = researcher, orchestrator, search

    async def stop(self) -> None:
        for app in reversed(self._opened):
            try:
                await shut_down(app)
            except Exception:  # shutting down: report, keep closing the rest
                log.exception("stopping %s failed", type(app).__name__)
        self._opened.clear()
        await self.shared_bus.stop()
        if self._records is not None:
            records, self._records = self._records, None
            await asyncio.to_thread(records.close)
