"""Fake resolver and search gRPC services (tests only), served on a loopback port."""

from __future__ import annotations

from typing import Any

import grpc

from quantward.resolver.v1 import resolver_pb2 as rpb
from quantward.resolver.v1 import resolver_pb2_grpc
from quantward.search.v1 import search_pb2 as spb
from quantward.search.v1 import search_pb2_grpc
from quantward_kit.grpc_health import Mount, serve_grpc
from quantward_kit.grpc_security import GrpcSecurity


class Resolver(resolver_pb2_grpc.ResolverServiceServicer):
    async def Resolve(self, request: Any, context: Any) -> Any:  # noqa: N802
        return rpb.ResolveResponse(
            status=rpb.ResolveResponse.AMBIGUOUS,
            query=request.query,
            alternatives=[
                rpb.Alternative(
                    entity_id="ent_merck_kgaa",
                    canonical_name="Merck KGaA",
                    confidence=0.6,
                    country="DE",
                ),
                rpb.Alternative(
                    entity_id="ent_merck_co",
                    canonical_name="Merck & Co.",
                    confidence=0.5,
                    country="US",
                ),
            ][: request.max_alternatives],
        )


class Search(search_pb2_grpc.SearchServiceServicer):
    async def Search(self, request: Any, context: Any) -> Any:  # noqa: N802
        hit = spb.SearchHit(
            chunk_id="chk_1",
            document_id="doc_1",
            title="Q3 call",
            text=f"about {request.query}",
            score=1.5,
            synthetic=True,
            entity_ids=list(request.entity_ids),
        )
        return spb.SearchResponse(hits=[hit])


async def start_fakes(security: GrpcSecurity | None = None) -> tuple[grpc.aio.Server, str]:
    """Both fakes on one server (over TLS with a token when `security` says so, as the kit
    serves the real ones); returns it and its address."""
    server, port = await serve_grpc(
        Mount(Resolver(), resolver_pb2_grpc.add_ResolverServiceServicer_to_server),
        Mount(Search(), search_pb2_grpc.add_SearchServiceServicer_to_server),
        security=security,
    )
    return server, f"127.0.0.1:{port}"
