"""Every service in one process, on the embedded defaults: what `quantward run` starts.

The same apps a deployment runs as separate processes, wired to one in-process bus, the
embedded graph store, the embedded search index (seeded with the synthetic corpus on first use)
and the offline reference policy (or the configured model endpoint). No server, no key.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from types import TracebackType
from typing import Any, Self

from quantward_bus import EventBus, InMemoryEventBus
from quantward_llm.port import ChatModel
from quantward_runtime.composition import build_model
from quantward_runtime.settings import Settings

log = logging.getLogger("quantward.embedded")


class EmbeddedPlatform:
    """Resolver, search index, grounder, validator, Guardian, researchers and orchestrator on one
    bus."""

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
        self.bus = bus or InMemoryEventBus(partitions=self.settings.bus_partitions)
        self.researcher_workers = researcher_workers
        #: the Guardian's own model (a separate agent; the same endpoint unless given)
        self.guardian_model = guardian_model
        self._orchestrator_settings = orchestrator_settings
        self._on_stage = on_stage or (lambda _: None)
        self._opened: list[Any] = []

    async def start(self) -> None:
        from quantward_grounder.app import build_app as build_grounder
        from quantward_grounder.settings import GrounderSettings
        from quantward_orchestrator.app import OrchestratorApp
        from quantward_orchestrator.settings import OrchestratorSettings
        from quantward_researcher.app import ResearcherApp
        from quantward_researcher.settings import ResearcherSettings
        from quantward_researcher.wiring import research_tools
        from quantward_resolver.app import build_app as build_resolver
        from quantward_resolver.settings import ResolverSettings
        from quantward_runtime.composition import build_market_data
        from quantward_search_service.app import build_app as build_search
        from quantward_search_service.settings import SearchSettings

        await self.bus.start()
        self._on_stage("loading the knowledge graph")
        resolver = await build_resolver(ResolverSettings(), bus=self.bus)
        self._opened.append(resolver)
        await resolver.start()
        self._on_stage("opening the search index (the corpus is indexed on first use)")
        search = await build_search(SearchSettings())
        self._opened.append(search)

        async def passages(chunk_ids: Any) -> dict[str, str]:
            chunks = await search.index.get_chunks(chunk_ids)
            return {k: c.text for k, c in chunks.items()}

        grounder = await build_grounder(GrounderSettings(), bus=self.bus, passages=passages)
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
        researcher_settings = ResearcherSettings(researcher_workers=self.researcher_workers)
        market_data = build_market_data(researcher_settings)
        researcher = ResearcherApp(
            researcher_settings, self.bus, self.model, research_tools(search.index, market_data)
        )
        await researcher.start()
        self._opened.append(researcher)
        orchestrator = OrchestratorApp(orchestrator_settings, self.bus, self.model)
        await orchestrator.start()
        self._opened.append(orchestrator)
        self.researcher, self.orchestrator, self.search = researcher, orchestrator, search

    async def stop(self) -> None:
        for app in reversed(self._opened):
            try:
                if hasattr(app, "close"):
                    await app.close()
                else:
                    await app.stop()
            except Exception:  # shutting down: report, keep closing the rest
                log.exception("stopping %s failed", type(app).__name__)
        self._opened.clear()
        await self.bus.stop()

    async def __aenter__(self) -> Self:
        try:
            await self.start()
        except BaseException:
            await self.stop()
            raise
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.stop()
