"""Autocomplete and search go to the resolver's and search's gRPC services (fakes here, on a
real loopback gRPC server); without an address they answer 503 with the setting to set."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from .conftest import Served, serve
from .grpc_fakes import start_fakes


@pytest.fixture
async def with_lookups(tmp_path: Path) -> AsyncIterator[Served]:
    server, address = await start_fakes()
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
