"""Services the CLI opens in its own process for one command (a look-up, a load).

The CLI is the caller, so it owns the bus it hands the app: built by the kit's builder like
everywhere else, never started, since a one-shot look-up publishes nothing. It is also what
hands the search service the demo corpus to seed an empty index with (`build_search_app`): the
service itself does not depend on the demo-only generator.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from quantward_kit.builders import build_bus
from quantward_resolver.app import ResolverApp, build_app
from quantward_resolver.settings import ResolverSettings
from quantward_search_service.app import SearchApp
from quantward_search_service.app import build_app as build_search
from quantward_search_service.settings import SearchSettings


@asynccontextmanager
async def open_resolver(settings: ResolverSettings | None = None) -> AsyncIterator[ResolverApp]:
    """The resolver over the configured (seeded) graph, closed on exit."""
    settings = settings or ResolverSettings()
    app = await build_app(settings, bus=build_bus(settings))
    async with app:
        yield app


async def build_search_app(settings: SearchSettings | None = None) -> SearchApp:
    """The search service over the configured index, seeded with the synthetic demo corpus when
    the index is empty or holds another version of it (as every CLI path — `serve search`, the
    embedded launcher, `search`, `docs load` — has always seeded it)."""
    from quantward_democorpus.seed import DemoCorpus

    return await build_search(settings or SearchSettings(), corpus=DemoCorpus())
