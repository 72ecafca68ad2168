"""Neo4jGraphStore beyond the port's contract: its graph model, namespaces, schema races, and the
checks the port leaves to adapters (tests/contract/test_graph_store.py covers the port itself).

The first tests need no server. The `connected` ones take the Neo4j address from QW_NEO4J_URI
(`make test-connected` sources .rig/env) or start it through deploy/local/rig.py, like the
`neo4j_server` fixture of tests/conftest.py, which this directory cannot see.
"""

from __future__ import annotations

import asyncio
import importlib.util
import os
import socket
import sys
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from datetime import date
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

pytest.importorskip("neo4j", reason="the neo4j extra is not installed")

from neo4j import AsyncGraphDatabase

from quantward_graph import (
    EmbeddedGraphStore,
    Entity,
    EntityName,
    GraphData,
    GraphStore,
    Identifier,
    Instrument,
    Listing,
    Relation,
)
from quantward_graph.neo4j_graph import Neo4jGraphStore, _Plan, _rel_types

D = date.fromisoformat
REPO_ROOT = Path(__file__).resolve().parents[3]
LEI = "529900NNUPAGGOMPXZ31"


def entity(entity_id: str, **fields: Any) -> Entity:
    return Entity(entity_id=entity_id, name=fields.pop("name", entity_id), **fields)


def instrument(instrument_id: str, *listings: Listing, isin: str | None = None) -> Instrument:
    return Instrument(instrument_id=instrument_id, isin=isin, listings=listings)


# --- no server ---------------------------------------------------------------------------------


async def test_a_namespace_that_could_collide_with_another_is_refused() -> None:
    driver = AsyncGraphDatabase.driver("bolt://127.0.0.1:9", auth=("neo4j", "x"))
    try:
        with pytest.raises(ValueError, match="no ':'"):
            Neo4jGraphStore(driver, namespace="tenant:a")
        with pytest.raises(ValueError, match="namespace"):
            Neo4jGraphStore(driver, namespace="")
    finally:
        await driver.close()


def test_an_entity_written_twice_in_a_batch_is_written_once_in_its_last_version() -> None:
    plan = _Plan(
        "ns",
        GraphData(entities=(entity("ent_alpha", name="First"), entity("ent_alpha", name="Second"))),
    )
    rows = plan.rows_of("entity", plan.entity_ids)
    assert [(r["key"], r["name"]) for r in rows] == [("ns:ent_alpha", "Second")]


def test_one_instrument_under_two_entities_in_a_batch_is_refused() -> None:
    shared = instrument("ins_shared")
    data = GraphData(
        entities=(
            entity("ent_alpha", instruments=(shared,)),
            entity("ent_beta", instruments=(shared,)),
        )
    )
    with pytest.raises(ValueError, match=r"ins_shared appears under ent_alpha and ent_beta"):
        _Plan("ns", data)


def test_relations_are_identified_by_their_start_with_an_open_start_as_empty() -> None:
    plan = _Plan(
        "ns",
        GraphData(
            relations=(
                Relation(type="subsidiary_of", source_id="ent_alpha", target_id="ent_beta"),
                Relation(
                    type="subsidiary_of",
                    source_id="ent_alpha",
                    target_id="ent_beta",
                    valid_from=D("2020-01-01"),
                ),
            )
        ),
    )
    assert [r["from_key"] for r in plan.relation_rows["subsidiary_of"]] == ["", "2020-01-01"]
    assert plan.lookup_keys == ["ns:ent_alpha", "ns:ent_beta"]


def test_only_known_relation_types_reach_cypher() -> None:
    assert _rel_types(["subsidiary_of", "merged_into"]) == "MERGED_INTO|SUBSIDIARY_OF"
    with pytest.raises(ValueError, match="unknown relation types"):
        _rel_types(["subsidiary_of]->() DETACH DELETE (x) //"])  # type: ignore[list-item]


async def test_connecting_to_nothing_names_the_address() -> None:
    with socket.socket() as sock:  # a port nobody listens on
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    uri = f"bolt://127.0.0.1:{port}"
    with pytest.raises(ConnectionError, match=f"cannot reach Neo4j at {uri}"):
        await Neo4jGraphStore.connect(uri, user="neo4j", password="whatever")


# --- against a real Neo4j ----------------------------------------------------------------------


def _load_rig() -> ModuleType:
    name = "quantward_rig"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, REPO_ROOT / "deploy" / "local" / "rig.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def neo4j_env() -> Iterator[dict[str, str]]:
    if os.environ.get("QW_NEO4J_URI"):
        yield dict(os.environ)
        return
    rig = _load_rig()
    was_running = rig.running("neo4j")
    yield rig.up("neo4j")
    if not was_running and os.environ.get("QW_RIG_KEEP") != "1":
        rig.down("neo4j")


Connect = Callable[..., Awaitable[Neo4jGraphStore]]


@pytest.fixture
async def connect(neo4j_env: dict[str, str]) -> AsyncIterator[Connect]:
    """Stores on fresh namespaces, dropped and closed after the test."""
    stores: list[Neo4jGraphStore] = []

    async def factory(namespace: str | None = None, **kwargs: Any) -> Neo4jGraphStore:
        store = await Neo4jGraphStore.connect(
            neo4j_env["QW_NEO4J_URI"],
            user=neo4j_env.get("QW_NEO4J_USER", "neo4j"),
            password=neo4j_env.get("QW_NEO4J_PASSWORD", ""),
            namespace=namespace or f"test_{uuid.uuid4().hex[:12]}",
            **kwargs,
        )
        stores.append(store)
        return store

    yield factory
    for store in stores:
        await store.drop_namespace()
        await store.close()


async def cypher(store: Neo4jGraphStore, query: str, **params: Any) -> list[dict[str, Any]]:
    """Raw Cypher, to look at the graph the way an analyst in Neo4j Browser would."""
    result = await store._driver.execute_query(query, params)
    return [record.data() for record in result.records]


def volkswagen(**changes: Any) -> Entity:
    base = entity(
        "ent_volkswagen",
        name="Volkswagen AG",
        names=(EntityName(name="VW", kind="abbreviation"),),
        identifiers=(Identifier(scheme="LEI", value=LEI),),
        instruments=(
            instrument(
                "ins_volkswagen_pref",
                Listing(ticker="VOW3", mic="XETR"),
                Listing(ticker="VOW3", mic="XFRA"),
                isin="DE0007664039",
            ),
        ),
    )
    return base.model_copy(update=changes)


@pytest.mark.connected
@pytest.mark.neo4j
async def test_the_graph_has_the_documented_shape(connect: Connect) -> None:
    store = await connect()
    await store.upsert(
        GraphData(
            entities=(volkswagen(), entity("ent_vw_fs")),
            relations=(
                Relation(
                    type="subsidiary_of",
                    source_id="ent_vw_fs",
                    target_id="ent_volkswagen",
                    valid_from=D("1994-01-01"),
                    note="annual report",
                ),
            ),
        )
    )
    key = f"{store.namespace}:ent_volkswagen"
    listings = await cypher(
        store,
        "MATCH (e:Entity {key: $key})-[:ISSUED]->(i:Instrument)-[:LISTED_AS]->(l:Listing) "
        "RETURN i.id AS ins, i.isin AS isin, l.ticker AS ticker, l.mic AS mic ORDER BY mic",
        key=key,
    )
    assert listings == [
        {"ins": "ins_volkswagen_pref", "isin": "DE0007664039", "ticker": "VOW3", "mic": "XETR"},
        {"ins": "ins_volkswagen_pref", "isin": "DE0007664039", "ticker": "VOW3", "mic": "XFRA"},
    ]
    identifiers = await cypher(
        store,
        "MATCH (e:Entity {key: $key})-[:ISSUED*0..1]->(owner)-[:IDENTIFIED_BY]->(x:Identifier) "
        "RETURN labels(owner)[0] AS owner, x.scheme AS scheme, x.value AS value ORDER BY scheme",
        key=key,
    )
    assert identifiers == [
        {"owner": "Instrument", "scheme": "ISIN", "value": "DE0007664039"},
        {"owner": "Entity", "scheme": "LEI", "value": LEI},
    ]
    names = await cypher(
        store, "MATCH (:Entity {key: $key})-[:KNOWN_AS]->(n:Name) RETURN n.name AS name", key=key
    )
    assert names == [{"name": "VW"}]
    (relation,) = await cypher(
        store,
        "MATCH (s:Entity)-[r:SUBSIDIARY_OF]->(t:Entity {key: $key}) "
        "RETURN s.id AS source, r.valid_from AS valid_from, r.note AS note",
        key=key,
    )
    assert relation["source"] == "ent_vw_fs"
    assert relation["valid_from"].to_native() == D("1994-01-01")
    assert relation["note"] == "annual report"


@pytest.mark.connected
@pytest.mark.neo4j
async def test_a_shared_identifier_outlives_one_owner_and_goes_with_the_last(
    connect: Connect,
) -> None:
    store = await connect()
    lei = (Identifier(scheme="LEI", value=LEI),)
    await store.upsert(
        GraphData(
            entities=(entity("ent_alpha", identifiers=lei), entity("ent_beta", identifiers=lei))
        )
    )
    assert await store.find_by_identifier("LEI", LEI) == ["ent_alpha", "ent_beta"]

    await store.upsert(GraphData(entities=(entity("ent_alpha"),)))
    assert await store.find_by_identifier("LEI", LEI) == ["ent_beta"]

    await store.upsert(GraphData(entities=(entity("ent_beta"),)))
    assert await store.find_by_identifier("LEI", LEI) == []
    orphans = await cypher(
        store,
        "MATCH (x:Identifier) WHERE x.key STARTS WITH $prefix RETURN count(x) AS n",
        prefix=f"{store.namespace}:",
    )
    assert orphans == [{"n": 0}]


@pytest.mark.connected
@pytest.mark.neo4j
async def test_an_instrument_moves_only_with_both_entities_in_one_batch(connect: Connect) -> None:
    store = await connect()
    ordinary = instrument("ins_xx", Listing(ticker="XX", mic="XNYS"))
    await store.upsert(GraphData(entities=(entity("ent_old", instruments=(ordinary,)),)))

    with pytest.raises(ValueError, match="ins_xx is already issued by ent_old, so ent_new"):
        await store.upsert(GraphData(entities=(entity("ent_new", instruments=(ordinary,)),)))
    assert [e.entity_id for e in await store.all_entities()] == ["ent_old"]

    await store.upsert(
        GraphData(entities=(entity("ent_old"), entity("ent_new", instruments=(ordinary,))))
    )
    assert [m.entity_id for m in await store.find_by_ticker("XX")] == ["ent_new"]
    assert (await store.counts()).instruments == 1


@pytest.mark.connected
@pytest.mark.neo4j
async def test_a_rejected_batch_leaves_the_stored_versions_alone(connect: Connect) -> None:
    store = await connect()
    await store.upsert(GraphData(entities=(volkswagen(),)))
    bad = GraphData(
        entities=(volkswagen(name="Renamed AG", instruments=()),),
        relations=(
            Relation(type="subsidiary_of", source_id="ent_volkswagen", target_id="ent_nowhere"),
        ),
    )
    with pytest.raises(ValueError, match="unknown entity ent_nowhere"):
        await store.upsert(bad)
    assert (await store.get_entities(["ent_volkswagen"]))["ent_volkswagen"] == volkswagen()
    assert len(await store.find_by_ticker("VOW3")) == 2


@pytest.mark.connected
@pytest.mark.neo4j
async def test_writing_the_same_relation_again_replaces_it(connect: Connect) -> None:
    store = await connect()
    await store.upsert(GraphData(entities=(entity("ent_alpha"), entity("ent_beta"))))
    for note in ("first", "second"):
        await store.upsert(
            GraphData(
                relations=(
                    Relation(
                        type="merged_into", source_id="ent_alpha", target_id="ent_beta", note=note
                    ),
                )
            )
        )
    (relation,) = await store.all_relations()
    assert relation.note == "second"
    assert (await store.counts()).relations == 1


def history() -> GraphData:
    """Reused tickers, open and closed periods, relations in both directions and of many types."""
    return GraphData(
        entities=(
            entity(
                "ent_alpha",
                instruments=(
                    instrument(
                        "ins_alpha",
                        Listing(ticker="T", mic="XNYS", valid_to=D("2005-11-18")),
                        Listing(ticker="T", mic="XNAS", valid_from=D("2001-01-01")),
                    ),
                ),
            ),
            entity(
                "ent_beta",
                instruments=(
                    instrument(
                        "ins_beta", Listing(ticker="T", mic="XNYS", valid_from=D("2005-12-01"))
                    ),
                ),
            ),
            entity("ent_gamma"),
            entity("ent_delta"),
        ),
        relations=(
            Relation(type="subsidiary_of", source_id="ent_gamma", target_id="ent_alpha"),
            Relation(
                type="subsidiary_of",
                source_id="ent_gamma",
                target_id="ent_alpha",
                valid_from=D("1999-01-01"),
                valid_to=D("2004-12-31"),
            ),
            Relation(
                type="merged_into",
                source_id="ent_alpha",
                target_id="ent_beta",
                valid_from=D("2005-11-18"),
            ),
            Relation(type="major_shareholder_of", source_id="ent_delta", target_id="ent_alpha"),
            Relation(
                type="spun_off_from",
                source_id="ent_alpha",
                target_id="ent_delta",
                valid_to=D("2000-06-30"),
            ),
        ),
    )


@pytest.mark.connected
@pytest.mark.neo4j
async def test_reads_agree_with_the_embedded_store_in_content_and_order(
    connect: Connect,
) -> None:
    neo = await connect()
    embedded = EmbeddedGraphStore(":memory:")
    stores: tuple[GraphStore, GraphStore] = (embedded, neo)
    for store in stores:
        await store.upsert(history())

    async def answers(store: GraphStore) -> list[object]:
        out: list[object] = [
            await store.all_entities(),
            await store.all_relations(),
            await store.counts(),
        ]
        for as_of in (None, D("2000-01-01"), D("2005-11-18"), D("2005-11-19"), D("2010-01-01")):
            out.append(await store.find_by_ticker("T", as_of=as_of))
            out.append(await store.find_by_ticker("t", mic="XNYS", as_of=as_of))
            for entity_id in ("ent_alpha", "ent_gamma", "ent_nobody"):
                for direction in ("out", "in", "both"):
                    out.append(await store.neighbors(entity_id, as_of=as_of, direction=direction))
                out.append(await store.neighbors(entity_id, as_of=as_of, types=["subsidiary_of"]))
                out.append(await store.neighbors(entity_id, types=[]))
        return out

    try:
        assert await answers(neo) == await answers(embedded)
    finally:
        await embedded.close()


@pytest.mark.connected
@pytest.mark.neo4j
async def test_namespaces_do_not_see_each_other_and_drop_leaves_nothing(
    connect: Connect,
) -> None:
    first, second = await connect(), await connect()
    for store in (first, second):
        await store.upsert(GraphData(entities=(volkswagen(), entity("ent_other"))))
    await first.drop_namespace()

    assert await first.all_entities() == []
    assert await first.find_by_identifier("LEI", LEI) == []
    assert await second.find_by_identifier("LEI", LEI) == ["ent_volkswagen"]
    assert (await second.counts()).listings == 2
    left = await cypher(
        first,
        "MATCH (n) WHERE n.ns = $ns OR n.key STARTS WITH $prefix RETURN count(n) AS n",
        ns=first.namespace,
        prefix=f"{first.namespace}:",
    )
    assert left == [{"n": 0}]


@pytest.mark.connected
@pytest.mark.neo4j
async def test_writing_an_unchanged_batch_again_keeps_the_graph(connect: Connect) -> None:
    store = await connect()
    data = history()
    await store.upsert(data)
    before = await cypher(
        store,
        "MATCH (e:Entity {ns: $ns})-[:ISSUED]->(:Instrument)-[:LISTED_AS]->(l) "
        "RETURN elementId(l) AS id ORDER BY id",
        ns=store.namespace,
    )
    await store.upsert(data)
    after = await cypher(
        store,
        "MATCH (e:Entity {ns: $ns})-[:ISSUED]->(:Instrument)-[:LISTED_AS]->(l) "
        "RETURN elementId(l) AS id ORDER BY id",
        ns=store.namespace,
    )
    assert after == before  # untouched, not deleted and recreated
    assert (await store.counts()).relations == len(data.relations)


@pytest.mark.connected
@pytest.mark.neo4j
async def test_connects_racing_to_create_the_schema_all_succeed(connect: Connect) -> None:
    stores = await asyncio.gather(*(connect() for _ in range(4)))
    assert len({s.namespace for s in stores}) == 4


@pytest.mark.connected
@pytest.mark.neo4j
async def test_a_wrong_user_is_told_so(neo4j_env: dict[str, str]) -> None:
    # A user that does not exist, so that the failed login cannot lock out the real one.
    with pytest.raises(ConnectionError, match="rejected user 'qw_nobody'"):
        await Neo4jGraphStore.connect(
            neo4j_env["QW_NEO4J_URI"], user="qw_nobody", password="not-the-password"
        )
