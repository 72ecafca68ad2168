"""The resolver's two entry points: the resolve command on the bus and the gRPC servicer.

Both only translate: the command into a resolution and an `entity.resolved.v1` event, a gRPC
request into the same app calls and a response. The bus path is the only one that publishes; a
gRPC look-up has no side effects, so a client may retry it freely.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from datetime import UTC, date, datetime
from typing import TYPE_CHECKING, NoReturn, Protocol

import grpc

from quantward.resolver.v1 import resolver_pb2 as pb
from quantward.resolver.v1 import resolver_pb2_grpc
from quantward_bus import EventBus
from quantward_contracts import AnyEvent
from quantward_contracts.events import (
    EntityAlternative,
    EntityResolved,
    EntityResolvedData,
    MentionsResolved,
    MentionsResolvedData,
    ResolvedMention,
    ResolveEntity,
    ResolveMentions,
)
from quantward_graph import Entity
from quantward_graph.model import RelationType
from quantward_resolver import wire
from quantward_resolver.domain.entity_view import entity_view
from quantward_resolver.domain.mentions import Mention
from quantward_resolver.domain.result import Hints, Resolution
from quantward_resolver.views import RelatedEntity, ResolveQuery, UnknownEntityError

if TYPE_CHECKING:
    from quantward_resolver.domain.resolver import Resolver


class ResolvesEntities(Protocol):
    """What the handlers need of the app (the app itself; a Protocol so neither imports the
    other)."""

    @property
    def resolver(self) -> Resolver: ...

    async def resolve(
        self, query: str, as_of: date | None = None, hints: Hints | None = None
    ) -> Resolution: ...

    async def resolve_batch(
        self,
        queries: Sequence[ResolveQuery],
        *,
        on_progress: Callable[[int], None] | None = None,
    ) -> list[Resolution]: ...

    async def entity(self, entity_id: str) -> Entity: ...

    async def resolve_mentions(self, text: str, as_of: date | None = None) -> list[Mention]: ...

    async def neighbors(
        self,
        entity_id: str,
        as_of: date | None = None,
        types: Collection[RelationType] | None = None,
    ) -> list[RelatedEntity]: ...


# --- bus -----------------------------------------------------------------------------------------


def resolved_event(command: ResolveEntity, resolution: Resolution, producer: str) -> EntityResolved:
    """The answer to a resolve command: same run, caused by it, naming the entity it found."""
    entity = resolution.entity
    return EntityResolved(
        **command.replied(
            EntityResolved,
            producer=producer,
            entity_ids=(entity.entity_id,) if entity is not None else (),
            data=EntityResolvedData(
                query=command.data.query,
                as_of=resolution.as_of,
                status=resolution.status,
                entity_id=entity.entity_id if entity is not None else None,
                canonical_name=entity.canonical_name if entity is not None else None,
                confidence=resolution.confidence,
                match_path=resolution.match_path,
                alternatives=tuple(
                    EntityAlternative(entity_id=a.entity_id, name=a.name, confidence=a.confidence)
                    for a in resolution.alternatives
                ),
            ),
        )
    )


def mentions_event(
    command: ResolveMentions, mentions: Sequence[Mention], producer: str
) -> MentionsResolved:
    """The companies named in a request's text, each resolved or flagged, in text order."""
    resolved = tuple(
        ResolvedMention(
            text=m.text,
            start=m.start,
            end=m.end,
            status=m.resolution.status,
            entity_id=m.resolution.entity.entity_id if m.resolution.entity else None,
            canonical_name=m.resolution.entity.canonical_name if m.resolution.entity else None,
            confidence=m.resolution.confidence,
            alternatives=tuple(
                EntityAlternative(entity_id=a.entity_id, name=a.name, confidence=a.confidence)
                for a in m.resolution.alternatives
            ),
        )
        for m in mentions
    )
    return MentionsResolved(
        **command.replied(
            MentionsResolved,
            producer=producer,
            entity_ids=tuple(dict.fromkeys(m.entity_id for m in resolved if m.entity_id)),
            data=MentionsResolvedData(
                text=command.data.text, as_of=command.data.as_of, mentions=resolved
            ),
        )
    )


class ResolveEntityHandler:
    """Consumes `entity.resolve.requested.v1` and publishes `entity.resolved.v1` for each.

    `not_found` and `ambiguous` are published like `resolved`: the requester waits for an answer
    either way. Malformed commands never reach this handler (the bus dead-letters them), and a
    redelivered command is deduplicated by the bus on its event id.
    """

    def __init__(self, app: ResolvesEntities, bus: EventBus, *, producer: str) -> None:
        self._app = app
        self._bus = bus
        self._producer = producer

    async def __call__(self, event: AnyEvent) -> None:
        if isinstance(event, ResolveMentions):
            mentions = await self._app.resolve_mentions(event.data.text, event.data.as_of)
            await self._bus.publish(mentions_event(event, mentions, self._producer))
            return
        if not isinstance(event, ResolveEntity):
            return  # the subscription accepts only commands; the topic also carries answers
        data = event.data
        hints = Hints(country=data.country, exchange=data.exchange, role=data.role)
        resolution = await self._app.resolve(data.query, data.as_of, hints)
        await self._bus.publish(resolved_event(event, resolution, self._producer))


# --- gRPC ----------------------------------------------------------------------------------------

Context = grpc.aio.ServicerContext[object, object]


def _utc_today() -> date:
    return datetime.now(UTC).date()


async def _invalid(context: Context, error: wire.BadRequestError) -> NoReturn:
    await context.abort(grpc.StatusCode.INVALID_ARGUMENT, str(error))


class ResolverServicer(resolver_pb2_grpc.ResolverServiceServicer):
    """`quantward.resolver.v1.ResolverService` on `grpc.aio`, over the app.

    Ambiguous and not-found resolutions are answers (status in the response); only requests that
    cannot be served are RPC errors: INVALID_ARGUMENT naming the field and the reason, NOT_FOUND
    for an entity id the graph does not hold. An unset as_of means today (UTC) and is echoed.
    """

    def __init__(self, app: ResolvesEntities, *, today: Callable[[], date] = _utc_today) -> None:
        self._app = app
        self._today = today

    async def Resolve(  # noqa: N802 (the generated servicer's method name)
        self, request: pb.ResolveRequest, context: Context
    ) -> pb.ResolveResponse:
        try:
            query = wire.resolve_query(request, self._today())
        except wire.BadRequestError as exc:
            await _invalid(context, exc)
        resolution = await self._app.resolve(query.query, query.as_of, query.hints)
        return wire.resolution_to_proto(
            resolution,
            query=request.query,
            max_alternatives=wire.alternatives_limit(request),
            on=query.as_of or self._today(),
            entities=self._app.resolver.index.entities,
        )

    async def ResolveBatch(  # noqa: N802 (the generated servicer's method name)
        self, request: pb.ResolveBatchRequest, context: Context
    ) -> pb.ResolveBatchResponse:
        try:
            queries = wire.batch_queries(request, self._today())
        except wire.BadRequestError as exc:
            await _invalid(context, exc)
        resolutions = await self._app.resolve_batch(queries)
        entities = self._app.resolver.index.entities
        return pb.ResolveBatchResponse(
            responses=[
                wire.resolution_to_proto(
                    resolution,
                    query=sent.query,
                    max_alternatives=wire.alternatives_limit(sent),
                    on=asked.as_of or self._today(),
                    entities=entities,
                )
                for sent, asked, resolution in zip(
                    request.requests, queries, resolutions, strict=True
                )
            ]
        )

    async def GetEntity(  # noqa: N802 (the generated servicer's method name)
        self, request: pb.GetEntityRequest, context: Context
    ) -> pb.GetEntityResponse:
        try:
            entity_id = wire.entity_id_from(request)
            as_of = wire.optional_date(request, "as_of", "as_of")
        except wire.BadRequestError as exc:
            await _invalid(context, exc)
        try:
            entity = await self._app.entity(entity_id)
        except UnknownEntityError as exc:
            await context.abort(grpc.StatusCode.NOT_FOUND, str(exc))
        return pb.GetEntityResponse(
            entity=wire.entity_to_proto(entity_view(entity, as_of), entity, as_of or self._today()),
            as_of=wire.date_to_proto(as_of),
        )

    async def Neighbors(  # noqa: N802 (the generated servicer's method name)
        self, request: pb.NeighborsRequest, context: Context
    ) -> pb.NeighborsResponse:
        try:
            entity_id = wire.entity_id_from(request)
            as_of = wire.optional_date(request, "as_of", "as_of") or self._today()
            types, keep = wire.relation_filter(request.relation_types)
        except wire.BadRequestError as exc:
            await _invalid(context, exc)
        try:
            related = await self._app.neighbors(entity_id, as_of, types)
        except UnknownEntityError as exc:
            await context.abort(grpc.StatusCode.NOT_FOUND, str(exc))
        return pb.NeighborsResponse(
            entity_id=entity_id,
            as_of=wire.date_to_proto(as_of),
            neighbors=wire.neighbors_to_proto(related, keep),
        )
