"""Every service in one process, on the embedded defaults: what `quantward run` starts.

The same apps a deployment runs as separate processes, built by the same `build_app` functions
that `quantward serve` calls, wired to one bus the launcher owns; every adapter comes from the
kit's builders (on the embedded defaults: the in-process bus, the embedded graph store, the
embedded search index seeded with the synthetic corpus on first use, and the offline reference
policy or the configured model endpoint). No server, no key.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from quantward_bus import EventBus, InMemoryEventBus
from quantward_kit.builders import build_model
from quantward_kit.lifecycle import Service, StartStop, shut_down
from quantward_kit.settings import Settings
from quantward_llm.port import ChatModel
from quantward_platform.market_data import MarketData

log = logging.getLogger("quantward.embedded")


class EmbeddedPlatform(StartStop):
    """Recorder, resolver, search index, grounder, validator, Guardian, researchers and
    orchestrator on one bus."""

    def __init__(
        self,
        *,
        model: ChatModel | None = None,
        bus: EventBus | None = None,
        researcher_workers: int = 4,
        on_stage: Callable[[str], None] | None = None,
        guardian_model: ChatModel | None = None,
        orchestrator_settings: Any = None,
    ) -> None:
        self.settings = Settings()
        self.model = model or build_model(self.settings)
        #: the launcher owns the bus: in-process, whatever QW_KAFKA_BOOTSTRAP says (one process)
        self.bus = bus or InMemoryEventBus(partitions=self.settings.bus_partitions)
        self.researcher_workers = researcher_workers
        #: the Guardian's own model (a separate agent; the same endpoint unless given)
        self.guardian_model = guardian_model
        self._orchestrator_settings = orchestrator_settings
        self._on_stage = on_stage or (lambda _: None)
        self._opened: list[Service] = []
        self.market_data: MarketData | None = None

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

        await self.bus.start()
        # First, so every event of every run is in its record from the first one on.
        recorder = await build_recorder(RecorderSettings(), bus=self.bus)
        await recorder.start()
        self._opened.append(recorder)
        self.recorder = recorder
        self._on_stage("loading the knowledge graph")
        resolver = await build_resolver(ResolverSettings(), bus=self.bus)
        self._opened.append(resolver)
        self.resolver = resolver
        await resolver.start()
        self._on_stage("opening the search index (the corpus is indexed on first use)")
        search = await build_search_app()
        self._opened.append(search)
        grounder = await build_grounder(GrounderSettings(), bus=self.bus, index=search.index)
        await grounder.start()
        self._opened.append(grounder)
        orchestrator_settings = self._orchestrator_settings or OrchestratorSettings()
        if orchestrator_settings.orchestrator_validator:
            from quantward_validator.app import build_app as build_validator

            validator = await build_validator(bus=self.bus)
            await validator.start()
            self._opened.append(validator)
        if orchestrator_settings.orchestrator_guardian:
            from quantward_guardian.app import build_app as build_guardian

            guardian = await build_guardian(bus=self.bus, model=self.guardian_model or self.model)
            await guardian.start()
            self._opened.append(guardian)
        self._on_stage("starting researchers and the orchestrator")
        market_data = build_market_data(self.settings)
        self.market_data = market_data  # an evaluation recomputes on the same data
        researcher = await build_researcher(
            ResearcherSettings(researcher_workers=self.researcher_workers),
            bus=self.bus,
            model=self.model,
            index=search.index,
            market_data=market_data,
        )
        await researcher.start()
        self._opened.append(researcher)
        orchestrator = await build_orchestrator(
            orchestrator_settings, bus=self.bus, model=self.model, market_data=market_data
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
        await self.bus.stop()
