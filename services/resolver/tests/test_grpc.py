"""The gRPC API through a real `grpc.aio` server on 127.0.0.1 (port 0) and a real channel: the
proto ↔ domain mapping, as-of dates, hints, direction-aware relations, error codes, health."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, date, datetime
from pathlib import Path
from typing import TYPE_CHECKING

import grpc
import pytest

from quantward.health.v1 import health_pb2, health_pb2_grpc
from quantward.resolver.v1 import resolver_pb2 as pb
from quantward.resolver.v1 import resolver_pb2_grpc
from quantward_bus import InMemoryEventBus
from quantward_graph import EmbeddedGraphStore, GraphData
from quantward_resolver.app import SERVICE_NAME, build_app
from quantward_resolver.settings import ResolverSettings
from services.resolver.tests.conftest import entities, relations

if TYPE_CHECKING:  # the async stub exists only in the generated type stubs
    from quantward.resolver.v1.resolver_pb2_grpc import ResolverServiceAsyncStub as Stub


def day(text: str) -> pb.Date:
    value = date.fromisoformat(text)
    return pb.Date(year=value.year, month=value.month, day=value.day)


def as_date(value: pb.Date) -> date:
    return date(value.year, value.month, value.day)


@pytest.fixture
async def channel() -> AsyncIterator[grpc.aio.Channel]:
    async with EmbeddedGraphStore(":memory:") as store, InMemoryEventBus() as bus:
        await store.upsert(GraphData(entities=tuple(entities()), relations=tuple(relations())))
        settings = ResolverSettings(resolver_grpc_host="127.0.0.1", resolver_grpc_port=0)
        async with await build_app(settings, store=store, bus=bus) as app:
            await app.start()
            assert app.grpc_port
            async with grpc.aio.insecure_channel(f"127.0.0.1:{app.grpc_port}") as channel:
                yield channel


@pytest.fixture
def stub(channel: grpc.aio.Channel) -> Stub:
    return resolver_pb2_grpc.ResolverServiceStub(channel)


async def resolve(stub: Stub, query: str, **fields: object) -> pb.ResolveResponse:
    return await stub.Resolve(pb.ResolveRequest(query=query, **fields))  # type: ignore[arg-type]


async def rpc_error(call: object) -> grpc.aio.AioRpcError:
    with pytest.raises(grpc.aio.AioRpcError) as caught:
        await call  # type: ignore[misc]
    return caught.value


# --- Resolve -------------------------------------------------------------------------------------


async def test_resolved_carries_the_entity_with_identifiers_and_listings(stub: Stub) -> None:
    before = datetime.now(UTC).date()
    response = await resolve(stub, "VOW3.DE")
    after = datetime.now(UTC).date()
    assert response.status == pb.ResolveResponse.RESOLVED
    assert response.query == "VOW3.DE"
    assert before <= as_date(response.as_of) <= after  # unset = today, echoed
    assert response.confidence > 0.9
    assert any("VOW3" in step for step in response.match_path)
    entity = response.entity
    assert entity.entity_id == "ent_volkswagen"
    assert entity.canonical_name == "Volkswagen AG"
    assert entity.country == "DE"
    assert entity.kind == "company"
    assert {(i.scheme, i.value) for i in entity.identifiers} == {
        ("lei", "529900NNUPAGGOMPXZ31"),
        ("isin", "DE0007664005"),
        ("isin", "DE0007664039"),
    }
    vow3 = [lst for lst in entity.listings if (lst.ticker, lst.mic) == ("VOW3", "XETR")]
    assert len(vow3) == 1
    assert vow3[0].share_class == "preference"
    assert vow3[0].isin == "DE0007664039"
    assert vow3[0].exchange == "Xetra"
    primary = [(lst.ticker, lst.mic) for lst in entity.listings if lst.primary]
    assert primary == [("VOW", "XETR")]  # a home-venue listing, not the OTC ADR
    assert not response.alternatives


async def test_ambiguous_lists_alternatives_bounded_by_max_alternatives(stub: Stub) -> None:
    response = await resolve(stub, "Merck")
    assert response.status == pb.ResolveResponse.AMBIGUOUS
    assert not response.HasField("entity")
    assert {a.entity_id for a in response.alternatives} == {"ent_merck_co", "ent_merck_kgaa"}
    assert {a.country for a in response.alternatives} == {"US", "DE"}
    assert all(a.match_path and 0 < a.confidence < 1 for a in response.alternatives)
    one = await resolve(stub, "Merck", max_alternatives=1)
    assert len(one.alternatives) == 1


async def test_not_found_is_an_answer_not_an_error(stub: Stub) -> None:
    response = await resolve(stub, "Quantum Widgets Holdings")
    assert response.status == pb.ResolveResponse.NOT_FOUND
    assert not response.HasField("entity")
    assert response.confidence == 0.0
    assert response.match_path


async def test_as_of_picks_the_ticker_s_owner_and_the_name_of_the_time(stub: Stub) -> None:
    in_2000 = await resolve(stub, "T", as_of=day("2000-06-01"))
    assert in_2000.entity.entity_id == "ent_att_corp"
    assert as_date(in_2000.as_of) == date(2000, 6, 1)
    in_2010 = await resolve(stub, "T", as_of=day("2010-06-01"))
    assert in_2010.entity.entity_id == "ent_att_inc"
    facebook = await resolve(stub, "FB", as_of=day("2015-01-02"))
    assert facebook.entity.entity_id == "ent_meta_platforms"
    assert facebook.entity.canonical_name == "Facebook, Inc."
    [listing] = facebook.entity.listings  # only what traded then
    assert (listing.ticker, listing.mic) == ("FB", "XNAS")
    assert as_date(listing.valid_from) == date(2012, 5, 18)
    assert as_date(listing.valid_to) == date(2022, 6, 8)  # closed interval: last trading day
    assert listing.primary


async def test_hints_narrow_and_role_climbs_to_the_parent(stub: Stub) -> None:
    by_country = await resolve(stub, "MRK", hints=pb.ResolveHints(country="de"))
    assert by_country.entity.entity_id == "ent_merck_kgaa"
    by_exchange = await resolve(stub, "MRK", hints=pb.ResolveHints(exchange="NYSE"))
    assert by_exchange.entity.entity_id == "ent_merck_co"
    parent = await resolve(
        stub,
        "Volkswagen Financial Services",
        hints=pb.ResolveHints(role=pb.ENTITY_ROLE_PARENT),
    )
    assert parent.entity.entity_id == "ent_volkswagen"
    issuer = await resolve(
        stub,
        "Volkswagen Financial Services",
        hints=pb.ResolveHints(role=pb.ENTITY_ROLE_ISSUER),
    )
    assert issuer.entity.entity_id == "ent_vw_financial_services"


@pytest.mark.parametrize(
    ("request_", "field"),
    [
        (pb.ResolveRequest(query="  "), "query: must not be empty"),
        (
            pb.ResolveRequest(query="VW", as_of=pb.Date(year=2024, month=13, day=1)),
            "as_of: 2024-13-01 is not a calendar date",
        ),
        (
            pb.ResolveRequest(query="VW", as_of=pb.Date(year=2023, month=2, day=29)),
            "as_of: 2023-02-29 is not a calendar date",
        ),
        (
            pb.ResolveRequest(query="VW", hints=pb.ResolveHints(country="Germany")),
            "hints.country: expected an ISO 3166-1 alpha-2 code",
        ),
        (
            pb.ResolveRequest(query="VW", hints=pb.ResolveHints(exchange="Frankfurt Börse")),
            "hints.exchange: unknown exchange",
        ),
        (pb.ResolveRequest(query="VW", max_alternatives=-1), "max_alternatives: must be 0"),
    ],
)
async def test_bad_requests_are_invalid_argument_naming_the_field(
    stub: Stub, request_: pb.ResolveRequest, field: str
) -> None:
    error = await rpc_error(stub.Resolve(request_))
    assert error.code() == grpc.StatusCode.INVALID_ARGUMENT
    assert error.details().startswith(field), error.details()


# --- ResolveBatch --------------------------------------------------------------------------------


async def test_a_batch_answers_in_request_order_each_with_its_own_date(stub: Stub) -> None:
    queries = [
        pb.ResolveRequest(query="T", as_of=day("2000-06-01")),
        pb.ResolveRequest(query="Merck"),
        pb.ResolveRequest(query="no such company at all"),
        pb.ResolveRequest(query="T", as_of=day("2010-06-01")),
        pb.ResolveRequest(query="NESN"),
    ]
    response = await stub.ResolveBatch(pb.ResolveBatchRequest(requests=queries))
    assert [r.query for r in response.responses] == [q.query for q in queries]
    assert [r.status for r in response.responses] == [
        pb.ResolveResponse.RESOLVED,
        pb.ResolveResponse.AMBIGUOUS,
        pb.ResolveResponse.NOT_FOUND,
        pb.ResolveResponse.RESOLVED,
        pb.ResolveResponse.RESOLVED,
    ]
    assert [r.entity.entity_id for r in response.responses] == [
        "ent_att_corp",
        "",
        "",
        "ent_att_inc",
        "ent_nestle",
    ]


async def test_an_invalid_request_in_a_batch_names_its_index(stub: Stub) -> None:
    batch = pb.ResolveBatchRequest(
        requests=[pb.ResolveRequest(query="VW"), pb.ResolveRequest(query="")]
    )
    error = await rpc_error(stub.ResolveBatch(batch))
    assert error.code() == grpc.StatusCode.INVALID_ARGUMENT
    assert error.details().startswith("requests[1].query: must not be empty")


# --- GetEntity -----------------------------------------------------------------------------------


async def test_get_entity_without_a_date_returns_the_full_history(stub: Stub) -> None:
    response = await stub.GetEntity(pb.GetEntityRequest(entity_id="ent_meta_platforms"))
    assert not response.HasField("as_of")
    entity = response.entity
    assert entity.canonical_name == "Meta Platforms, Inc."
    listings = {lst.ticker: lst for lst in entity.listings}
    assert set(listings) == {"FB", "META"}
    assert as_date(listings["FB"].valid_to) == date(2022, 6, 8)
    assert as_date(listings["META"].valid_from) == date(2022, 6, 9)
    assert not listings["META"].HasField("valid_to")  # still listed: open
    assert listings["META"].primary
    assert not listings["FB"].primary


async def test_get_entity_as_of_returns_what_held_then(stub: Stub) -> None:
    response = await stub.GetEntity(
        pb.GetEntityRequest(entity_id="ent_meta_platforms", as_of=day("2015-01-02"))
    )
    assert as_date(response.as_of) == date(2015, 1, 2)
    assert response.entity.canonical_name == "Facebook, Inc."
    assert [lst.ticker for lst in response.entity.listings] == ["FB"]


async def test_get_entity_errors(stub: Stub) -> None:
    unknown = await rpc_error(stub.GetEntity(pb.GetEntityRequest(entity_id="ent_nope")))
    assert unknown.code() == grpc.StatusCode.NOT_FOUND
    assert "ent_nope" in unknown.details()
    empty = await rpc_error(stub.GetEntity(pb.GetEntityRequest()))
    assert empty.code() == grpc.StatusCode.INVALID_ARGUMENT
    assert empty.details().startswith("entity_id: must not be empty")
    bad_date = await rpc_error(
        stub.GetEntity(
            pb.GetEntityRequest(entity_id="ent_nestle", as_of=pb.Date(year=2024, month=4, day=31))
        )
    )
    assert bad_date.code() == grpc.StatusCode.INVALID_ARGUMENT
    assert bad_date.details().startswith("as_of: 2024-04-31 is not a calendar date")


# --- Neighbors -----------------------------------------------------------------------------------


def relations_of(response: pb.NeighborsResponse) -> list[tuple[str, str]]:
    return [(pb.RelationType.Name(n.relation), n.entity.entity_id) for n in response.neighbors]


async def test_neighbors_read_each_relation_from_the_requested_side(stub: Stub) -> None:
    around_vw = await stub.Neighbors(pb.NeighborsRequest(entity_id="ent_volkswagen"))
    assert around_vw.entity_id == "ent_volkswagen"
    assert relations_of(around_vw) == [  # sorted by relation type, then neighbour
        ("PARENT_OF", "ent_porsche_ag"),
        ("PARENT_OF", "ent_vw_financial_services"),
        ("MAJOR_SHAREHOLDER_IS", "ent_porsche_se"),
    ]
    from_the_subsidiary = await stub.Neighbors(
        pb.NeighborsRequest(entity_id="ent_vw_financial_services")
    )
    assert relations_of(from_the_subsidiary) == [("SUBSIDIARY_OF", "ent_volkswagen")]
    assert from_the_subsidiary.neighbors[0].entity.canonical_name == "Volkswagen AG"
    from_the_holder = await stub.Neighbors(pb.NeighborsRequest(entity_id="ent_porsche_se"))
    assert relations_of(from_the_holder) == [("MAJOR_SHAREHOLDER_OF", "ent_volkswagen")]


async def test_neighbor_filters_are_direction_aware(stub: Stub) -> None:
    parents_of = await stub.Neighbors(
        pb.NeighborsRequest(entity_id="ent_volkswagen", relation_types=[pb.PARENT_OF])
    )
    assert relations_of(parents_of) == [
        ("PARENT_OF", "ent_porsche_ag"),
        ("PARENT_OF", "ent_vw_financial_services"),
    ]
    # Volkswagen is nobody's subsidiary here, though its relations are all `subsidiary_of`.
    subsidiary_of = await stub.Neighbors(
        pb.NeighborsRequest(entity_id="ent_volkswagen", relation_types=[pb.SUBSIDIARY_OF])
    )
    assert relations_of(subsidiary_of) == []


async def test_neighbors_as_of(stub: Stub) -> None:
    before = await stub.Neighbors(
        pb.NeighborsRequest(entity_id="ent_att_inc", as_of=day("2004-01-01"))
    )
    assert relations_of(before) == []
    after = await stub.Neighbors(
        pb.NeighborsRequest(entity_id="ent_att_inc", as_of=day("2006-01-01"))
    )
    assert relations_of(after) == [("ABSORBED", "ent_att_corp")]
    assert as_date(after.neighbors[0].valid_from) == date(2005, 11, 18)
    assert not after.neighbors[0].HasField("valid_to")
    merged = await stub.Neighbors(
        pb.NeighborsRequest(entity_id="ent_att_corp", as_of=day("2006-01-01"))
    )
    assert relations_of(merged) == [("MERGED_INTO", "ent_att_inc")]
    today = await stub.Neighbors(pb.NeighborsRequest(entity_id="ent_att_inc"))
    assert as_date(today.as_of) >= date(2024, 1, 1)  # unset = today, echoed
    assert relations_of(today) == [("ABSORBED", "ent_att_corp")]


async def test_neighbors_errors(stub: Stub) -> None:
    unknown = await rpc_error(stub.Neighbors(pb.NeighborsRequest(entity_id="ent_nope")))
    assert unknown.code() == grpc.StatusCode.NOT_FOUND
    unspecified = await rpc_error(
        stub.Neighbors(
            pb.NeighborsRequest(
                entity_id="ent_volkswagen", relation_types=[pb.RELATION_TYPE_UNSPECIFIED]
            )
        )
    )
    assert unspecified.code() == grpc.StatusCode.INVALID_ARGUMENT
    assert unspecified.details().startswith("relation_types[0]: RELATION_TYPE_UNSPECIFIED")


# --- health --------------------------------------------------------------------------------------


async def test_health_is_serving_with_bus_and_graph_components(
    channel: grpc.aio.Channel,
) -> None:
    health = health_pb2_grpc.HealthServiceStub(channel)
    whole = await health.Check(health_pb2.CheckRequest())
    assert whole.status == health_pb2.CheckResponse.SERVING
    service = await health.Check(health_pb2.CheckRequest(service=SERVICE_NAME))
    assert service.status == health_pb2.CheckResponse.SERVING
    components = {c.name: c for c in service.components}
    assert set(components) == {"bus consumer", "graph store"}
    assert all(c.healthy for c in components.values())
    assert f"{len(entities())} entities" in components["graph store"].detail


async def test_resolve_is_served_over_tls_and_requires_the_token(tmp_path: Path) -> None:
    """QW_GRPC_TLS / _CERTFILE / _KEYFILE / _TOKEN reach the resolver's server (ADR 0031)."""
    from quantward_kit.throwaway_tls import ThrowawayCA

    ca = ThrowawayCA(tmp_path / "pki")
    cert = ca.issue("resolver")
    settings = ResolverSettings(  # type: ignore[call-arg]
        resolver_grpc_host="127.0.0.1",
        resolver_grpc_port=0,
        grpc_tls=True,
        grpc_tls_certfile=cert.cert,
        grpc_tls_keyfile=cert.key,
        grpc_tls_cafile=ca.cert,
        grpc_token="the-token",
    )
    async with EmbeddedGraphStore(":memory:") as store, InMemoryEventBus() as bus:
        await store.upsert(GraphData(entities=tuple(entities()), relations=tuple(relations())))
        async with await build_app(settings, store=store, bus=bus) as app:
            await app.start()
            address = f"127.0.0.1:{app.grpc_port}"
            request = pb.ResolveRequest(query="Apple")
            async with settings.grpc_security().channel(address) as channel:
                answer = await resolver_pb2_grpc.ResolverServiceStub(channel).Resolve(
                    request, timeout=10
                )
                assert answer.query == "Apple"
            async with settings.grpc_security().without_token().channel(address) as channel:
                with pytest.raises(grpc.aio.AioRpcError) as refused:
                    await resolver_pb2_grpc.ResolverServiceStub(channel).Resolve(
                        request, timeout=10
                    )
                assert refused.value.code() == grpc.StatusCode.UNAUTHENTICATED
