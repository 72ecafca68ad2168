"""Services the CLI opens in its own process for one command (a look-up, a load).

The CLI is the caller, so it owns the bus it hands the app: built by the kit's builder like
everywhere else, never started, since a one-shot look-up publishes nothing.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from quantward_kit.builders import build_bus
from quantward_resolver.app import ResolverApp, build_app
from quantward_resolver.settings import ResolverSettings


@asynccontextmanager
async def open_resolver(settings: ResolverSettings | None = None) -> AsyncIterator[ResolverApp]:
    """The resolver over the configured (seeded) graph, closed on exit."""
    settings = settings or ResolverSettings()
    app = await build_app(settings, bus=build_bus(settings))
    async with app:
        yield app
