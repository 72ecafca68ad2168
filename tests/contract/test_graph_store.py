"""The GraphStore contract: one suite, run against the embedded store and a real Neo4j.

Each test writes into its own namespace (Neo4j) or its own in-memory database (embedded), so
tests never see each other's entities.
"""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from datetime import date

import pytest

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

StoreFactory = Callable[[], Awaitable[GraphStore]]

D = date.fromisoformat


def volkswagen() -> Entity:
    return Entity(
        entity_id="ent_volkswagen",
        name="Volkswagen AG",
        country="DE",
        industries=("Automotive",),
        names=(
            EntityName(name="Volkswagen Group", kind="alias"),
            EntityName(name="VW", kind="abbreviation"),
        ),
        identifiers=(Identifier(scheme="LEI", value="529900NNUPAGGOMPXZ31"),),
        instruments=(
            Instrument(
                instrument_id="ins_volkswagen_ord",
                share_class="ordinary",
                isin="DE0007664005",
                listings=(Listing(ticker="VOW", mic="XETR", currency="EUR"),),
            ),
            Instrument(
                instrument_id="ins_volkswagen_pref",
                type="preferred",
                share_class="preference",
                isin="DE0007664039",
                listings=(
                    Listing(ticker="VOW3", mic="XETR", currency="EUR"),
                    Listing(ticker="VOW3", mic="XFRA", currency="EUR"),
                ),
            ),
        ),
    )


def porsche_se() -> Entity:
    return Entity(
        entity_id="ent_porsche_se",
        name="Porsche Automobil Holding SE",
        kind="holding",
        country="DE",
        names=(EntityName(name="Porsche SE", kind="alias"),),
        instruments=(
            Instrument(
                instrument_id="ins_porsche_se_pref",
                type="preferred",
                isin="DE000PAH0038",
                listings=(Listing(ticker="PAH3", mic="XETR"),),
            ),
        ),
    )


def vw_financial_services() -> Entity:
    return Entity(
        entity_id="ent_vw_financial_services",
        name="Volkswagen Financial Services AG",
        kind="issuer",
        country="DE",
    )


def att_corp() -> Entity:
    return Entity(
        entity_id="ent_att_corp",
        name="AT&T Corp.",
        country="US",
        defunct_from=D("2005-11-18"),
        instruments=(
            Instrument(
                instrument_id="ins_att_corp",
                listings=(Listing(ticker="T", mic="XNYS", valid_to=D("2005-11-18")),),
            ),
        ),
    )


def att_inc() -> Entity:
    return Entity(
        entity_id="ent_att_inc",
        name="AT&T Inc.",
        country="US",
        names=(
            EntityName(name="SBC Communications Inc.", kind="former", valid_to=D("2005-11-17")),
        ),
        instruments=(
            Instrument(
                instrument_id="ins_att_inc",
                isin="US00206R1023",
                listings=(
                    Listing(ticker="SBC", mic="XNYS", valid_to=D("2005-11-30")),
                    Listing(ticker="T", mic="XNYS", valid_from=D("2005-12-01")),
                ),
            ),
        ),
    )


def sample() -> GraphData:
    return GraphData(
        entities=(volkswagen(), porsche_se(), vw_financial_services(), att_corp(), att_inc()),
        relations=(
            Relation(
                type="subsidiary_of",
                source_id="ent_vw_financial_services",
                target_id="ent_volkswagen",
            ),
            Relation(
                type="major_shareholder_of",
                source_id="ent_porsche_se",
                target_id="ent_volkswagen",
                valid_from=D("2009-01-05"),
            ),
            Relation(
                type="merged_into",
                source_id="ent_att_corp",
                target_id="ent_att_inc",
                valid_from=D("2005-11-18"),
            ),
        ),
    )


@pytest.fixture(
    params=["embedded", pytest.param("neo4j", marks=[pytest.mark.connected, pytest.mark.neo4j])]
)
async def make_store(request: pytest.FixtureRequest) -> AsyncIterator[StoreFactory]:
    stores: list[GraphStore] = []
    cleanups: list[Callable[[], Awaitable[None]]] = []

    async def factory() -> GraphStore:
        store: GraphStore
        if request.param == "embedded":
            store = EmbeddedGraphStore(":memory:")
        else:
            from quantward_graph.neo4j_graph import Neo4jGraphStore

            server = request.getfixturevalue("neo4j_server")
            neo = await Neo4jGraphStore.connect(
                server.uri,
                user=server.user,
                password=server.password,
                namespace=f"test_{uuid.uuid4().hex[:12]}",
            )
            cleanups.append(neo.drop_namespace)
            store = neo
        stores.append(store)
        return store

    try:
        yield factory
    finally:
        try:
            for cleanup in cleanups:
                await cleanup()
        finally:
            for store in stores:
                await store.close()


async def test_entities_round_trip_whole(make_store: StoreFactory) -> None:
    store = await make_store()
    await store.upsert(sample())
    found = await store.get_entities(["ent_volkswagen", "ent_att_inc", "ent_unknown"])
    assert found == {"ent_volkswagen": volkswagen(), "ent_att_inc": att_inc()}
    assert [e.entity_id for e in await store.all_entities()] == sorted(
        e.entity_id for e in sample().entities
    )


async def test_writing_an_entity_again_replaces_it_and_its_indexes(
    make_store: StoreFactory,
) -> None:
    store = await make_store()
    await store.upsert(sample())
    renamed = volkswagen().model_copy(
        update={
            "names": (EntityName(name="VW", kind="abbreviation"),),
            "instruments": volkswagen().instruments[1:],  # the ordinary share is gone
        }
    )
    await store.upsert(GraphData(entities=(renamed,)))
    assert (await store.get_entities(["ent_volkswagen"]))["ent_volkswagen"] == renamed
    assert await store.find_by_ticker("VOW") == []
    assert await store.find_by_identifier("ISIN", "DE0007664005") == []
    assert await store.find_by_identifier("ISIN", "DE0007664039") == ["ent_volkswagen"]
    counts = await store.counts()
    assert counts.entities == 5
    assert counts.relations == 3


async def test_identifiers_are_found_whatever_their_spelling(make_store: StoreFactory) -> None:
    store = await make_store()
    await store.upsert(sample())
    assert await store.find_by_identifier("ISIN", "de0007664039") == ["ent_volkswagen"]
    assert await store.find_by_identifier("ISIN", "DE000PAH0038") == ["ent_porsche_se"]
    assert await store.find_by_identifier("LEI", "529900NNUPAGGOMPXZ31") == ["ent_volkswagen"]
    assert await store.find_by_identifier("ISIN", "US0378331005") == []


async def test_tickers_answer_for_the_exchange_and_the_date_asked(make_store: StoreFactory) -> None:
    store = await make_store()
    await store.upsert(sample())
    on_both = await store.find_by_ticker("vow3")
    assert sorted(m.listing.mic for m in on_both) == ["XETR", "XFRA"]
    assert {m.instrument_id for m in on_both} == {"ins_volkswagen_pref"}
    assert [m.listing.mic for m in await store.find_by_ticker("VOW3", mic="XFRA")] == ["XFRA"]

    def owners(matches: list) -> list[str]:
        return sorted(m.entity_id for m in matches)

    assert owners(await store.find_by_ticker("T", as_of=D("2004-06-01"))) == ["ent_att_corp"]
    assert owners(await store.find_by_ticker("T", as_of=D("2010-06-01"))) == ["ent_att_inc"]
    assert owners(await store.find_by_ticker("T")) == ["ent_att_corp", "ent_att_inc"]
    assert owners(await store.find_by_ticker("SBC", as_of=D("2006-01-02"))) == []


async def test_neighbors_follow_direction_type_and_date(make_store: StoreFactory) -> None:
    store = await make_store()
    await store.upsert(sample())
    around_vw = await store.neighbors("ent_volkswagen")
    assert {(n.entity_id, n.relation.type, n.direction) for n in around_vw} == {
        ("ent_vw_financial_services", "subsidiary_of", "in"),
        ("ent_porsche_se", "major_shareholder_of", "in"),
    }
    assert await store.neighbors("ent_volkswagen", direction="out") == []
    only_subsidiaries = await store.neighbors("ent_volkswagen", types=["subsidiary_of"])
    assert [n.entity_id for n in only_subsidiaries] == ["ent_vw_financial_services"]
    before_stake = await store.neighbors("ent_volkswagen", as_of=D("2008-01-01"))
    assert [n.entity_id for n in before_stake] == ["ent_vw_financial_services"]
    (merger,) = await store.neighbors("ent_att_corp", direction="out")
    assert merger.entity_id == "ent_att_inc"
    assert merger.relation.valid_from == D("2005-11-18")


async def test_a_relation_to_an_unknown_entity_writes_nothing(make_store: StoreFactory) -> None:
    store = await make_store()
    bad = GraphData(
        entities=(porsche_se(),),
        relations=(
            Relation(
                type="major_shareholder_of", source_id="ent_porsche_se", target_id="ent_nowhere"
            ),
        ),
    )
    with pytest.raises(ValueError, match="ent_nowhere"):
        await store.upsert(bad)
    assert await store.all_entities() == []
    assert (await store.counts()).entities == 0


async def test_relations_may_point_at_entities_stored_earlier(make_store: StoreFactory) -> None:
    store = await make_store()
    await store.upsert(GraphData(entities=(volkswagen(), vw_financial_services())))
    await store.upsert(
        GraphData(
            relations=(
                Relation(
                    type="subsidiary_of",
                    source_id="ent_vw_financial_services",
                    target_id="ent_volkswagen",
                ),
            )
        )
    )
    (relation,) = await store.all_relations()
    assert relation.type == "subsidiary_of"


async def test_a_large_batch_is_written_in_one_go(make_store: StoreFactory) -> None:
    store = await make_store()
    entities = tuple(
        Entity(
            entity_id=f"ent_bulk_{i:05d}",
            name=f"Bulk Company {i}",
            names=(EntityName(name=f"Bulk {i}"),),
            instruments=(
                Instrument(
                    instrument_id=f"ins_bulk_{i:05d}",
                    listings=(Listing(ticker=f"B{i}", mic="XNYS"),),
                ),
            ),
        )
        for i in range(2_000)
    )
    relations = tuple(
        Relation(type="subsidiary_of", source_id=f"ent_bulk_{i:05d}", target_id="ent_bulk_00000")
        for i in range(1, 2_000)
    )
    await store.upsert(GraphData(entities=entities, relations=relations))
    counts = await store.counts()
    assert (counts.entities, counts.listings, counts.names, counts.relations) == (
        2_000,
        2_000,
        2_000,
        1_999,
    )
    assert [m.entity_id for m in await store.find_by_ticker("B1999")] == ["ent_bulk_01999"]


async def test_an_instrument_has_one_issuer(make_store: StoreFactory) -> None:
    store = await make_store()
    await store.upsert(sample())
    thief = Entity(
        entity_id="ent_thief", name="Thief AG", instruments=(volkswagen().instruments[0],)
    )
    with pytest.raises(ValueError, match="ins_volkswagen_ord is already issued by ent_volkswagen"):
        await store.upsert(GraphData(entities=(thief,)))
    assert await store.get_entities(["ent_thief"]) == {}
    moved = volkswagen().model_copy(update={"instruments": volkswagen().instruments[1:]})
    await store.upsert(GraphData(entities=(moved, thief)))
    assert await store.find_by_identifier("ISIN", "DE0007664005") == ["ent_thief"]
