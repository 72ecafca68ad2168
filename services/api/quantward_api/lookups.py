"""The resolver (autocomplete) and search behind the API, over their gRPC services.

The API holds no graph and no index: it asks the resolver service and the search service, as
any client of theirs does, at `QW_API_RESOLVER_ADDRESS` and `QW_API_SEARCH_ADDRESS`
(`quantward serve api` on the embedded platform points them at the in-process services).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

import grpc

from quantward_kit.grpc_security import GrpcSecurity

log = logging.getLogger("quantward.api")


class LookupUnavailableError(RuntimeError):
    """The service is not configured or does not answer (the route says 503)."""


@dataclass(frozen=True)
class Candidate:
    entity_id: str
    name: str
    country: str
    confidence: float


@dataclass(frozen=True)
class Hit:
    chunk_id: str
    document_id: str
    title: str
    type: str
    text: str
    highlights: tuple[str, ...]
    score: float
    published_at: str | None
    synthetic: bool
    entity_ids: tuple[str, ...]


class GrpcLookups:
    def __init__(
        self,
        resolver_address: str | None,
        search_address: str | None,
        *,
        security: GrpcSecurity | None = None,
    ) -> None:
        self.resolver_address = resolver_address
        self.search_address = search_address
        #: TLS and the bearer token of the deployment's gRPC (QW_GRPC_…); None = plaintext
        self.security = security
        self._channels: dict[str, grpc.aio.Channel] = {}

    def _channel(self, address: str | None, what: str) -> grpc.aio.Channel:
        if not address:
            raise LookupUnavailableError(
                f"no {what} service configured (QW_API_{what.upper()}_ADDRESS)"
            )
        if address not in self._channels:
            self._channels[address] = (
                self.security.channel(address)
                if self.security is not None
                else grpc.aio.insecure_channel(address)
            )
        return self._channels[address]

    async def autocomplete(self, text: str, limit: int) -> list[Candidate]:
        """The entities a typed name, ticker or identifier may mean, best first."""
        from quantward.resolver.v1 import resolver_pb2 as pb
        from quantward.resolver.v1 import resolver_pb2_grpc

        stub = resolver_pb2_grpc.ResolverServiceStub(
            self._channel(self.resolver_address, "resolver")
        )
        try:
            response: Any = await stub.Resolve(
                pb.ResolveRequest(query=text, max_alternatives=limit), timeout=5.0
            )
        except grpc.aio.AioRpcError as exc:
            log.warning("the resolver failed: %s: %s", exc.code().name, exc.details())
            raise LookupUnavailableError(f"the resolver failed: {exc.code().name}") from None
        found: list[Candidate] = []
        if response.status == pb.ResolveResponse.RESOLVED:
            e = response.entity
            found.append(Candidate(e.entity_id, e.canonical_name, e.country, response.confidence))
        for a in response.alternatives:
            if all(c.entity_id != a.entity_id for c in found):
                found.append(Candidate(a.entity_id, a.canonical_name, a.country, a.confidence))
        return found[:limit]

    async def search(self, query: str, limit: int, entity_ids: list[str]) -> list[Hit]:
        """Passages of the corpus matching `query` (optionally about some entities)."""
        from quantward.search.v1 import search_pb2 as pb
        from quantward.search.v1 import search_pb2_grpc

        stub = search_pb2_grpc.SearchServiceStub(self._channel(self.search_address, "search"))
        try:
            response: Any = await stub.Search(
                pb.SearchRequest(query=query, limit=limit, entity_ids=entity_ids), timeout=10.0
            )
        except grpc.aio.AioRpcError as exc:
            log.warning("search failed: %s: %s", exc.code().name, exc.details())
            raise LookupUnavailableError(f"search failed: {exc.code().name}") from None
        return [
            Hit(
                chunk_id=h.chunk_id,
                document_id=h.document_id,
                title=h.title,
                type=h.type,
                text=h.text,
                highlights=tuple(h.highlights),
                score=h.score,
                published_at=h.published_at.ToDatetime().date().isoformat()
                if h.HasField("published_at")
                else None,
                synthetic=h.synthetic,
                entity_ids=tuple(h.entity_ids),
            )
            for h in response.hits
        ]

    async def close(self) -> None:
        for channel in self._channels.values():
            await channel.close()
        self._channels.clear()
