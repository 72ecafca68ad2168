"""The resolver app on in-memory adapters: the command → answer round trip on the bus, entity
views as of a date, and reloading after the store changed. Tests wait for events, never time."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from datetime import date
from pathlib import Path

import pytest

from quantward.health.v1 import health_pb2
from quantward_bus import InMemoryEventBus
from quantward_bus.testing import Recorder
from quantward_contracts import AnyEvent, DeadLetter, new_id, topics
from quantward_contracts.events import (
    EntityResolved,
    MentionsResolved,
    ResolveEntity,
    ResolveEntityData,
    ResolveMentions,
    ResolveMentionsData,
)
from quantward_graph import EmbeddedGraphStore, Entity, GraphData, Instrument, Listing
from quantward_graph.reference import reference_data_version
from quantward_resolver.app import ResolverApp, build_app, ensure_reference_data
from quantward_resolver.domain.result import Hints
from quantward_resolver.settings import ResolverSettings
from quantward_resolver.views import ResolveQuery, UnknownEntityError
from services.resolver.tests.conftest import entities, relations

D = date.fromisoformat


def settings() -> ResolverSettings:
    # Explicit values beat QW_… variables a developer may have exported.
    return ResolverSettings(resolver_grpc_host="127.0.0.1", resolver_grpc_port=0)


@pytest.fixture
async def store() -> AsyncIterator[EmbeddedGraphStore]:
    async with EmbeddedGraphStore(":memory:") as store:
        await store.upsert(GraphData(entities=tuple(entities()), relations=tuple(relations())))
        yield store


@pytest.fixture
async def bus() -> AsyncIterator[InMemoryEventBus]:
    async with InMemoryEventBus() as bus:
        yield bus


@pytest.fixture
async def app(store: EmbeddedGraphStore, bus: InMemoryEventBus) -> AsyncIterator[ResolverApp]:
    async with await build_app(settings(), store=store, bus=bus) as app:
        await app.start()
        yield app


async def answers(bus: InMemoryEventBus) -> Recorder[AnyEvent]:
    recorder: Recorder[AnyEvent] = Recorder()
    await bus.subscribe(
        topics.ENTITIES, group=new_id("run"), handler=recorder, accept=[EntityResolved]
    )
    return recorder


def command(query: str, **fields: object) -> ResolveEntity:
    return ResolveEntity(
        run_id=new_id("run"),
        producer="test",
        data=ResolveEntityData(query=query, **fields),  # type: ignore[arg-type]
    )


async def ask(
    bus: InMemoryEventBus, recorder: Recorder[AnyEvent], cmd: ResolveEntity
) -> EntityResolved:
    await bus.publish(cmd)
    items = await recorder.wait_until(
        lambda got: any(e.causation_id == cmd.event_id for e in got),
        timeout=10,
        what=f"the answer to {cmd.data.query!r}",
    )
    [answer] = [e for e in items if e.causation_id == cmd.event_id]
    assert isinstance(answer, EntityResolved)
    return answer


async def test_a_resolve_command_is_answered_with_entity_resolved_caused_by_it(
    app: ResolverApp, bus: InMemoryEventBus
) -> None:
    recorder = await answers(bus)
    cmd = command("VOW3.DE")
    answer = await ask(bus, recorder, cmd)
    assert answer.run_id == cmd.run_id
    assert answer.causation_id == cmd.event_id
    assert answer.producer == "resolver"
    assert answer.entity_ids == ("ent_volkswagen",)
    assert answer.data.status == "resolved"
    assert answer.data.entity_id == "ent_volkswagen"
    assert answer.data.canonical_name == "Volkswagen AG"
    assert answer.data.query == "VOW3.DE"
    assert answer.data.confidence > 0.9
    assert any("VOW3" in step for step in answer.data.match_path)


async def test_the_command_s_date_and_hints_are_used(
    app: ResolverApp, bus: InMemoryEventBus
) -> None:
    recorder = await answers(bus)
    old = await ask(bus, recorder, command("FB", as_of=D("2015-01-02")))
    assert old.data.entity_id == "ent_meta_platforms"
    assert old.data.as_of == D("2015-01-02")
    assert old.data.canonical_name == "Facebook, Inc."  # the name a reader knew in 2015
    german = await ask(bus, recorder, command("MRK", country="DE"))
    assert german.data.entity_id == "ent_merck_kgaa"
    parent = await ask(bus, recorder, command("Porsche AG", role="parent"))
    assert parent.data.entity_id == "ent_volkswagen"


async def test_ambiguous_and_not_found_are_answers_too(
    app: ResolverApp, bus: InMemoryEventBus
) -> None:
    recorder = await answers(bus)
    unknown = await ask(bus, recorder, command("Quantum Widgets Holdings"))
    assert unknown.data.status == "not_found"
    assert unknown.data.entity_id is None
    assert unknown.entity_ids == ()
    assert unknown.data.confidence == 0.0
    merck = await ask(bus, recorder, command("Merck"))
    assert merck.data.status == "ambiguous"
    assert merck.entity_ids == ()
    assert {a.entity_id for a in merck.data.alternatives} == {"ent_merck_co", "ent_merck_kgaa"}
    assert all(0 < a.confidence < 1 for a in merck.data.alternatives)


async def test_a_malformed_command_is_dead_lettered_and_the_service_keeps_answering(
    app: ResolverApp, bus: InMemoryEventBus
) -> None:
    letters: Recorder[DeadLetter] = Recorder()
    await bus.subscribe_dead_letters(group="test-dead-letters", handler=letters)
    recorder = await answers(bus)
    bad = command("x").model_dump(mode="json")
    bad["data"]["query"] = ""  # violates min_length: the bus must refuse to decode it
    await bus.publish_raw(topics.ENTITIES, json.dumps(bad).encode(), key=bad["run_id"])
    [letter] = await letters.wait_for(1, timeout=10)
    assert letter.consumer_group == "resolver"
    after = await ask(bus, recorder, command("Nestle"))
    assert after.data.entity_id == "ent_nestle"
    assert app.health is not None
    assert (await app.health.status()).status == health_pb2.CheckResponse.SERVING


async def test_reload_sees_entities_written_after_the_index_was_built(
    app: ResolverApp, store: EmbeddedGraphStore, bus: InMemoryEventBus
) -> None:
    widget = Entity(
        entity_id="ent_quantward_widgets",
        name="Quantward Widgets AG",
        country="DE",
        instruments=(
            Instrument(instrument_id="ins_qww", listings=(Listing(ticker="QWW", mic="XETR"),)),
        ),
    )
    before = await app.resolve("Quantward Widgets")
    assert before.status == "not_found"
    await store.upsert(GraphData(entities=(widget,)))
    assert (await app.resolve("Quantward Widgets")).status == "not_found"  # still the old index
    assert await app.reload() == len(entities()) + 1
    after = await app.resolve("Quantward Widgets")
    assert after.status == "resolved"
    assert after.entity is not None
    assert after.entity.entity_id == "ent_quantward_widgets"
    recorder = await answers(bus)
    answer = await ask(bus, recorder, command("QWW.DE"))
    assert answer.data.entity_id == "ent_quantward_widgets"


async def test_entity_views_show_what_held_on_the_date(app: ResolverApp) -> None:
    today = await app.get_entity("ent_meta_platforms")
    assert today.canonical_name == "Meta Platforms, Inc."
    assert [lst.ticker for lst in today.listings] == ["FB", "META"]  # full history
    in_2015 = await app.get_entity("ent_meta_platforms", D("2015-01-02"))
    assert in_2015.canonical_name == "Facebook, Inc."
    assert [lst.ticker for lst in in_2015.listings] == ["FB"]
    resolved = await app.resolve("META", D("2023-01-02"))
    assert resolved.entity is not None
    assert [lst.ticker for lst in resolved.entity.listings] == ["META"]
    with pytest.raises(UnknownEntityError, match="entity_id: no entity 'ent_nope'"):
        await app.get_entity("ent_nope")


async def test_batches_keep_their_order_and_each_query_its_own_date(app: ResolverApp) -> None:
    seen: list[int] = []
    results = await app.resolve_batch(
        [
            ResolveQuery("T", D("2000-06-01")),
            ResolveQuery("T", D("2010-06-01")),
            ResolveQuery("nothing like a company"),
            ResolveQuery("MRK", hints=Hints(exchange="XETR")),
        ],
        on_progress=seen.append,
    )
    assert [r.entity.entity_id if r.entity else r.status for r in results] == [
        "ent_att_corp",
        "ent_att_inc",
        "not_found",
        "ent_merck_kgaa",
    ]
    assert sum(seen) == 4


async def test_mentions_have_spans_and_resolutions(app: ResolverApp) -> None:
    text = "What did VW and Merck KGaA say about guidance?"
    found = await app.resolve_mentions(text)
    assert [(m.text, text[m.start : m.end]) for m in found] == [
        ("VW", "VW"),
        ("Merck KGaA", "Merck KGaA"),
    ]
    assert [m.resolution.entity.entity_id for m in found if m.resolution.entity] == [
        "ent_volkswagen",
        "ent_merck_kgaa",
    ]


async def test_neighbors_by_direction_and_date(app: ResolverApp) -> None:
    around_vw = await app.neighbors("ent_volkswagen")
    assert {
        (r.neighbor.direction, r.neighbor.relation.type, r.neighbor.entity_id) for r in around_vw
    } == {
        ("in", "subsidiary_of", "ent_vw_financial_services"),
        ("in", "subsidiary_of", "ent_porsche_ag"),
        ("in", "major_shareholder_of", "ent_porsche_se"),
    }
    assert await app.neighbors("ent_att_inc", D("2004-01-01")) == []
    [merger] = await app.neighbors("ent_att_inc", D("2006-01-01"))
    assert merger.name == "AT&T Corp."
    with pytest.raises(UnknownEntityError):
        await app.neighbors("ent_nope")


async def test_the_embedded_store_is_seeded_once_per_reference_version(tmp_path: Path) -> None:
    marker = tmp_path / "graph.sqlite.reference.json"
    async with EmbeddedGraphStore(tmp_path / "graph.sqlite") as store:
        assert await ensure_reference_data(store, marker) is True
        seeded = (await store.counts()).entities
        assert seeded > 1000
        assert reference_data_version() in marker.read_text()
        assert await ensure_reference_data(store, marker) is False  # same version: no re-seed
        marker.write_text('{"reference_data_version": "an older build"}')
        assert await ensure_reference_data(store, marker) is True
        assert (await store.counts()).entities == seeded


async def test_a_mentions_command_is_answered_with_every_company_in_the_text(
    app: ResolverApp, bus: InMemoryEventBus
) -> None:
    recorder: Recorder[AnyEvent] = Recorder()
    await bus.subscribe(
        topics.ENTITIES, group=new_id("run"), handler=recorder, accept=[MentionsResolved]
    )
    text = "Compare Volkswagen with Porsche SE on leverage"
    cmd = ResolveMentions(
        run_id=new_id("run"), producer="test", data=ResolveMentionsData(text=text)
    )
    await bus.publish(cmd)
    [answer] = await recorder.wait_for(1, timeout=10)
    assert isinstance(answer, MentionsResolved)
    assert answer.causation_id == cmd.event_id
    assert answer.run_id == cmd.run_id
    spans = [(m.text, text[m.start : m.end]) for m in answer.data.mentions]
    assert all(said == span for said, span in spans)
    resolved = {m.entity_id for m in answer.data.mentions if m.status == "resolved"}
    assert resolved, answer.data.mentions
    assert set(answer.entity_ids) == resolved
