"""Autocomplete and search go to the resolver's and search's gRPC services (fakes here, on a
real loopback gRPC server); without an address they answer 503 with the setting to set."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import grpc
import pytest

from quantward.resolver.v1 import resolver_pb2 as rpb
from quantward.resolver.v1 import resolver_pb2_grpc
from quantward.search.v1 import search_pb2 as spb
from quantward.search.v1 import search_pb2_grpc

from .conftest import Served, serve


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


@pytest.fixture
async def with_lookups(tmp_path: Path) -> AsyncIterator[Served]:
    server = grpc.aio.server()
    resolver_pb2_grpc.add_ResolverServiceServicer_to_server(Resolver(), server)
    search_pb2_grpc.add_SearchServiceServicer_to_server(Search(), server)
    port = server.add_insecure_port("127.0.0.1:0")
    await server.start()
    address = f"127.0.0.1:{port}"
    try:
        async for s in serve(tmp_path, api_resolver_address=address, api_search_address=address):
            yield s
    finally:
        await server.stop(0)


async def test_autocomplete_lists_the_candidates_best_first(with_lookups: Served) -> None:
    key = with_lookups.key("alice", "research")
    async with with_lookups.client(key) as client:
        found = await client.get("/v1/resolve", params={"q": "Merck", "limit": 1})
        assert found.status_code == 200, found.text
        assert found.json()["candidates"] == [
            {
                "entity_id": "ent_merck_kgaa",
                "name": "Merck KGaA",
                "country": "DE",
                "confidence": 0.6,
            }
        ]
        hits = await client.get("/v1/search", params={"q": "margin", "entity": "ent_x"})
        assert hits.json()["hits"][0]["text"] == "about margin"
        assert hits.json()["hits"][0]["entity_ids"] == ["ent_x"]
        assert (await client.get("/v1/resolve", params={"q": ""})).status_code == 422


async def test_without_the_services_lookups_are_503_naming_the_setting(served: Served) -> None:
    key = served.key("alice", "research")
    async with served.client(key) as client:
        response = await client.get("/v1/resolve", params={"q": "Apple"})
        assert response.status_code == 503
        assert "QW_API_RESOLVER_ADDRESS" in response.json()["error"]["message"]
        assert (await client.get("/v1/search", params={"q": "x"})).status_code == 503
