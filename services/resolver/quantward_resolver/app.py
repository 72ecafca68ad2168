"""The resolver service assembled: graph store + in-memory index + bus consumer + gRPC server.

This is the one place the resolver's adapters are chosen (DESIGN §3): the embedded SQLite graph
unless `QW_NEO4J_URI` is set, the in-process bus unless `QW_KAFKA_BOOTSTRAP` is set. Tests pass
their own store and bus to :func:`build_app`; the CLI and `quantward serve resolver` pass
settings only.

Resolution itself is the pure domain (`quantward_resolver.domain`) over an index built once from
the store; the store is read again only for entity views, neighbours and :meth:`ResolverApp.reload`.
Nothing here publishes an event on a synchronous call: only the command path
(`entity.resolve.requested.v1`) answers on the bus, so a gRPC look-up has no side effects.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import logging
from collections.abc import Callable, Collection, Sequence
from datetime import date
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Final, Literal, Self

from quantward_bus import EventBus, Subscription
from quantward_contracts import topics
from quantward_contracts.events import ResolveEntity, ResolveMentions
from quantward_graph import Entity, GraphStore
from quantward_graph.model import RelationType
from quantward_graph.reference import reference_data_version, seed_store
from quantward_kit.builders import open_graph_store
from quantward_resolver.domain.entity_view import entity_view, name_on
from quantward_resolver.domain.index import ResolverIndex
from quantward_resolver.domain.mentions import Mention, resolve_mentions
from quantward_resolver.domain.resolver import Resolver
from quantward_resolver.domain.result import EntityView, Hints, Resolution
from quantward_resolver.settings import ResolverSettings
from quantward_resolver.views import RelatedEntity, ResolveQuery, UnknownEntityError

if TYPE_CHECKING:
    import grpc

    from quantward_kit.grpc_health import ComponentHealth, HealthServicer

log = logging.getLogger("quantward.resolver")

#: the consumer group of the resolve command; every resolver instance joins it and they compete
CONSUMER_GROUP: Final = "resolver"
#: the gRPC service name, also the name the health checks are registered under
SERVICE_NAME: Final = "quantward.resolver.v1.ResolverService"
#: resolutions between two yields to the event loop in a batch, so a 10,000-query batch does not
#: starve health probes and other RPCs
_BATCH_SLICE: Final = 256


# --- the graph store and its reference data ------------------------------------------------------


def _marker_path(graph_path: Path) -> Path:
    return graph_path.with_name(graph_path.name + ".reference.json")


def _read_marker(marker: Path) -> str | None:
    try:
        version = json.loads(marker.read_text(encoding="utf-8")).get("reference_data_version")
    except (OSError, ValueError, AttributeError):
        return None  # missing or unreadable: costs one re-seed, nothing else
    return version if isinstance(version, str) else None


def _write_marker(marker: Path, version: str) -> None:
    marker.write_text(json.dumps({"reference_data_version": version}) + "\n", encoding="utf-8")


async def ensure_reference_data(store: GraphStore, marker: Path | None) -> bool:
    """Seed `store` with the shipped reference data if it is empty or holds another version.

    The version seeded last is kept in `marker`, a small JSON file next to the SQLite file (the
    store's schema is the graph adapter's, so the resolver adds no table to it). Without a
    marker (a shared Neo4j database, where another process may own the data) only an empty
    store is seeded. Seeding replaces the shipped entities whole and leaves a user's own
    entities alone. Returns True if it seeded.
    """
    version = reference_data_version()
    empty = (await store.counts()).entities == 0
    if not empty and (marker is None or _read_marker(marker) == version):
        return False
    log.info("seeding the graph with the shipped reference data (version %s)", version[:12])
    await seed_store(store)
    if marker is not None:
        _write_marker(marker, version)
    return True


async def open_seeded_graph_store(settings: ResolverSettings) -> GraphStore:
    """The configured store (the kit's builder), seeded with the shipped reference data."""
    store = await open_graph_store(settings)
    marker = None if settings.neo4j_uri else _marker_path(settings.graph_path)
    try:
        await ensure_reference_data(store, marker)
    except BaseException:
        await store.close()
        raise
    return store


# --- the service ---------------------------------------------------------------------------------


class ResolverApp:
    """One resolver: resolution over an index of the graph, the bus consumer, the gRPC server.

    Reads (`resolve`, `get_entity`, …) work as soon as :func:`build_app` returns; :meth:`start`
    additionally consumes resolve commands and serves gRPC. Use it as an async context manager
    (or call :meth:`close`) so that what the app opened itself is closed again.
    """

    def __init__(
        self,
        settings: ResolverSettings,
        store: GraphStore,
        bus: EventBus,
        *,
        owns_store: bool,
    ) -> None:
        self.settings = settings
        self.store = store
        self.bus = bus
        self._owns_store = owns_store
        self._resolver = Resolver(ResolverIndex())
        self._reload_lock = asyncio.Lock()
        self._subscription: Subscription | None = None
        self._server: grpc.aio.Server | None = None
        self.health: HealthServicer | None = None
        self.grpc_port: int | None = None

    # --- the index ------------------------------------------------------------------------------

    @property
    def resolver(self) -> Resolver:
        """The current domain resolver (replaced whole by :meth:`reload`)."""
        return self._resolver

    async def reload(self) -> int:
        """Rebuild the index from the store (after reference data was loaded); returns the
        number of entities indexed. Resolutions in flight finish on the old index."""
        async with self._reload_lock:
            entities = await self.store.all_entities()
            relations = await self.store.all_relations()
            # CPU-bound for a second at most; a thread keeps health probes answering meanwhile.
            index = await asyncio.to_thread(ResolverIndex.build, entities, relations)
            self._resolver = Resolver(index)
            return len(index.entities)

    # --- resolution -----------------------------------------------------------------------------

    async def resolve(
        self, query: str, as_of: date | None = None, hints: Hints | None = None
    ) -> Resolution:
        """Resolve one query; `not_found` and `ambiguous` are answers, not errors."""
        return self._resolve(self._resolver, query, as_of, hints)

    async def resolve_batch(
        self,
        queries: Sequence[ResolveQuery],
        *,
        on_progress: Callable[[int], None] | None = None,
    ) -> list[Resolution]:
        """Resolve many queries, in order; `on_progress(n)` is called after each slice of n."""
        resolver = self._resolver  # one index for the whole batch, even across a reload
        results: list[Resolution] = []
        for start in range(0, len(queries), _BATCH_SLICE):
            chunk = queries[start : start + _BATCH_SLICE]
            results += [self._resolve(resolver, q.query, q.as_of, q.hints) for q in chunk]
            if on_progress is not None:
                on_progress(len(chunk))
            await asyncio.sleep(0)  # yield to the loop between slices (not a wait)
        return results

    async def resolve_mentions(self, text: str, as_of: date | None = None) -> list[Mention]:
        """Every company mention in `text` with its span and resolution."""
        resolver = self._resolver
        return [
            dataclasses.replace(m, resolution=self._dated(resolver, m.resolution))
            for m in resolve_mentions(resolver, text, as_of=as_of)
        ]

    def _resolve(
        self, resolver: Resolver, query: str, as_of: date | None, hints: Hints | None
    ) -> Resolution:
        return self._dated(resolver, resolver.resolve(query, as_of=as_of, hints=hints))

    @staticmethod
    def _dated(resolver: Resolver, resolution: Resolution) -> Resolution:
        """With a date, show the entity (and the alternatives' names) as they were then."""
        as_of = resolution.as_of
        if as_of is None:
            return resolution
        entities = resolver.index.entities
        update: dict[str, object] = {
            "alternatives": tuple(
                a.model_copy(update={"name": name_on(entities[a.entity_id], as_of)})
                for a in resolution.alternatives
            )
        }
        if resolution.entity is not None:
            update["entity"] = entity_view(entities[resolution.entity.entity_id], as_of)
        return resolution.model_copy(update=update)

    # --- the graph ------------------------------------------------------------------------------

    async def entity(self, entity_id: str) -> Entity:
        """The stored entity; raises :class:`UnknownEntityError`."""
        found = await self.store.get_entities([entity_id])
        if entity_id not in found:
            raise UnknownEntityError(entity_id)
        return found[entity_id]

    async def get_entity(self, entity_id: str, as_of: date | None = None) -> EntityView:
        """The entity view: full history without a date, what held on `as_of` with one."""
        return entity_view(await self.entity(entity_id), as_of)

    async def neighbors(
        self,
        entity_id: str,
        as_of: date | None = None,
        types: Collection[RelationType] | None = None,
        direction: Literal["out", "in", "both"] = "both",
    ) -> list[RelatedEntity]:
        """Relations touching the entity (valid on `as_of`; every period without a date)."""
        await self.entity(entity_id)
        found = await self.store.neighbors(
            entity_id, as_of=as_of, types=types or None, direction=direction
        )
        others = await self.store.get_entities({n.entity_id for n in found})
        return [
            RelatedEntity(
                n,
                name_on(others[n.entity_id], as_of) if n.entity_id in others else n.entity_id,
            )
            for n in found
        ]

    # --- serving --------------------------------------------------------------------------------

    async def start(self) -> None:
        """Consume resolve commands and serve gRPC (with health) on the configured port."""
        if self._server is not None:
            return
        # Imported here: gRPC and the generated code cost a fifth of a second at import, which
        # a one-shot `quantward resolve` (no server) should not pay.
        from quantward.resolver.v1 import resolver_pb2_grpc
        from quantward_kit.bus_health import bus_liveness_check
        from quantward_kit.grpc_health import HealthServicer, Mount, serve_grpc
        from quantward_resolver.handlers import ResolveEntityHandler, ResolverServicer

        try:
            self._subscription = await self.bus.subscribe(
                topics.ENTITIES,
                group=CONSUMER_GROUP,
                handler=ResolveEntityHandler(self, self.bus, producer=self.settings.service_name),
                accept=[ResolveEntity, ResolveMentions],
                name="resolver.resolve-entity",
            )
            health = HealthServicer()
            health.add_check(SERVICE_NAME, "bus consumer", bus_liveness_check(self.bus))
            health.add_check(SERVICE_NAME, "graph store", self._graph_health)
            self.health = health
            self._server, self.grpc_port = await serve_grpc(
                health,
                Mount(
                    ResolverServicer(self), resolver_pb2_grpc.add_ResolverServiceServicer_to_server
                ),
                host=self.settings.resolver_grpc_host,
                port=self.settings.resolver_grpc_port,
                security=self.settings.grpc_security(),
            )
        except BaseException:
            await self.stop()  # e.g. the port is taken: leave the consumer group again
            raise
        log.info("resolver serving gRPC on port %s", self.grpc_port)

    async def stop(self, grace: float = 5.0) -> None:
        """Graceful: report NOT_SERVING, finish in-flight RPCs and the in-flight command, leave
        the consumer group. Idempotent."""
        if self.health is not None:
            self.health.enter_graceful_shutdown()
        if self._server is not None:
            await self._server.stop(grace)
            self._server = None
        if self._subscription is not None:
            await self._subscription.close()
            self._subscription = None

    async def close(self) -> None:
        """Stop serving and close the store if :func:`build_app` opened it; the bus is always the
        caller's (it may serve other apps in the same process)."""
        await self.stop()
        if self._owns_store:
            await self.store.close()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.close()

    async def _graph_health(self) -> ComponentHealth:
        from quantward_kit.grpc_health import ComponentHealth

        counts = await self.store.counts()
        indexed = len(self._resolver.index.entities)
        if counts.entities == 0:
            return ComponentHealth(
                healthy=False,
                detail="the graph is empty: every query would be not_found; load reference data",
            )
        detail = (
            f"{counts.entities} entities, {counts.relations} relations in the "
            f"{self.settings.graph_backend} store; {indexed} indexed"
        )
        if indexed != counts.entities:
            detail += " (the store changed since the last reload)"
        return ComponentHealth(healthy=True, detail=detail)


async def build_app(
    settings: ResolverSettings | None = None,
    *,
    bus: EventBus,
    store: GraphStore | None = None,
) -> ResolverApp:
    """Open the store through the kit's builder (seeding it) and build the index.

    The bus is the caller's: it starts and stops it. A store passed in stays the caller's to
    close; one opened here closes with the app.
    """
    settings = settings or ResolverSettings()
    owns_store = store is None
    if store is None:
        store = await open_seeded_graph_store(settings)
    app = ResolverApp(settings, store, bus, owns_store=owns_store)
    try:
        await app.reload()
    except BaseException:
        await app.close()
        raise
    return app
