"""Autocomplete and search go to the resolver's and search's gRPC services (fakes here, on a
real loopback gRPC server); without an address they answer 503 with the setting to set."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import replace
from pathlib import Path

import pytest

from quantward_kit.grpc_security import GrpcSecurity
from quantward_kit.throwaway_tls import ThrowawayCA

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


async def test_lookups_call_over_tls_with_the_deployments_token(tmp_path: Path) -> None:
    """QW_GRPC_TLS / _CAFILE / _TOKEN reach the API's gRPC clients: a resolver served over TLS
    that requires the token answers; one that requires another token is a 503."""
    ca = ThrowawayCA(tmp_path / "pki")
    cert = ca.issue("lookups")
    served_with = GrpcSecurity(tls=True, certfile=cert.cert, keyfile=cert.key, token="t0ken")
    client = {"grpc_tls": True, "grpc_tls_cafile": ca.cert, "grpc_token": "t0ken"}
    for server_token, status in (("t0ken", 200), ("another", 503)):
        server, address = await start_fakes(replace(served_with, token=server_token))
        try:
            async for s in serve(
                tmp_path, api_resolver_address=address, api_search_address=address, **client
            ):
                async with s.client(s.key("alice", "research")) as http:
                    found = await http.get("/v1/resolve", params={"q": "Merck"})
                    assert found.status_code == status, found.text
        finally:
            await server.stop(0)
