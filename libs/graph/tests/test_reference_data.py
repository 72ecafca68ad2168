"""The shipped reference data: it loads, it is consistent, and well-known companies are there.

These tests read the committed files through `quantward_graph.reference` (the way an installed
package reads them); the build that produces them is tested in test_reference_build.py.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from importlib import resources

import pytest

from quantward_graph.embedded_graph import EmbeddedGraphStore
from quantward_graph.exchanges import COMPOSITE_MARKETS
from quantward_graph.identifiers import isin_is_valid
from quantward_graph.model import Entity, GraphData, Relation
from quantward_graph.reference import (
    load_reference_data,
    reference_build_info,
    reference_data_version,
    seed_store,
)


@pytest.fixture(scope="module")
def data() -> GraphData:
    return load_reference_data()


def _by_isin(data: GraphData, isin: str) -> list[Entity]:
    return [e for e in data.entities if isin in e.isins()]


def _listings(entity: Entity) -> set[tuple[str, str]]:
    return {(x.ticker, x.mic) for i in entity.instruments for x in i.listings}


def test_every_pytickersymbols_company_is_shipped(data: GraphData) -> None:
    assert len(data.entities) >= 1800
    counts = reference_build_info()["counts"]
    assert isinstance(counts, dict)
    assert counts["entities"] == len(data.entities)
    assert counts["relations"] == len(data.relations)
    assert counts["source_companies"] >= 1800


def test_ids_are_unique_and_sorted(data: GraphData) -> None:
    entity_ids = [e.entity_id for e in data.entities]
    assert entity_ids == sorted(entity_ids)
    assert len(set(entity_ids)) == len(entity_ids)
    instrument_ids = Counter(i.instrument_id for e in data.entities for i in e.instruments)
    assert [i for i, n in instrument_ids.items() if n > 1] == []


def test_every_relation_end_exists(data: GraphData) -> None:
    assert data.dangling_relations(set()) == []
    keys = [(r.source_id, r.type, r.target_id, r.valid_from) for r in data.relations]
    assert len(set(keys)) == len(keys)


def test_every_isin_is_valid(data: GraphData) -> None:
    isins = [isin for e in data.entities for isin in e.isins()]
    assert len(isins) > 1000
    assert [i for i in isins if not isin_is_valid(i)] == []


def test_every_listing_has_a_mic_and_a_ticker(data: GraphData) -> None:
    listings = [x for e in data.entities for i in e.instruments for x in i.listings]
    assert len(listings) > 3000
    # a MIC, or the US composite market for a US ticker whose source names no exchange
    assert all((len(x.mic) == 4 or x.mic in COMPOSITE_MARKETS) and x.ticker for x in listings)


def test_files_are_canonical_json_lines() -> None:
    """Each line is what the model writes back: the files round-trip without loss."""
    folder = resources.files("quantward_graph").joinpath("data")
    for name, model in (("entities.jsonl", Entity), ("relations.jsonl", Relation)):
        for line in folder.joinpath(name).read_text(encoding="utf-8").splitlines():
            parsed = model.model_validate_json(line)
            assert parsed.model_dump_json(exclude_defaults=True) == line


def test_volkswagen_has_its_preference_share_and_listing(data: GraphData) -> None:
    [volkswagen] = _by_isin(data, "DE0007664039")
    assert volkswagen.country == "DE"
    assert _listings(volkswagen) & {("VOW3", "XETR"), ("VOW3", "XFRA")}


def test_alphabet_has_both_share_classes(data: GraphData) -> None:
    [alphabet] = _by_isin(data, "US02079K3059")
    assert {"US02079K3059", "US02079K1079"} <= set(alphabet.isins())
    assert {("GOOGL", "XNAS"), ("GOOG", "XNAS")} <= _listings(alphabet)


def test_us_class_tickers_keep_their_dot(data: GraphData) -> None:
    [berkshire] = _by_isin(data, "US0846707026")
    assert ("BRK.B", "XNYS") in _listings(berkshire)


def test_well_known_companies_are_findable_by_listing(data: GraphData) -> None:
    holders: dict[tuple[str, str], set[str]] = {}
    for entity in data.entities:
        for key in _listings(entity):
            holders.setdefault(key, set()).add(entity.name)
    for key in [("AAPL", "XNAS"), ("SAP", "XETR"), ("7203", "XTKS"), ("NESN", "XSWX")]:
        assert len(holders.get(key, set())) == 1, key


def test_version_is_the_hash_of_the_shipped_files() -> None:
    folder = resources.files("quantward_graph").joinpath("data")
    digest = hashlib.sha256()
    for name in ("entities.jsonl", "relations.jsonl"):
        digest.update(name.encode() + b"\0" + folder.joinpath(name).read_bytes())
    assert reference_data_version() == digest.hexdigest()


def test_warnings_are_recorded_sorted() -> None:
    warnings = reference_build_info()["warnings"]
    assert isinstance(warnings, list)
    assert warnings == sorted(warnings)


async def test_seed_store_writes_everything_in_one_batch(data: GraphData) -> None:
    async with EmbeddedGraphStore(":memory:") as store:
        await seed_store(store)
        counts = await store.counts()
        assert counts.entities == len(data.entities)
        assert counts.relations == len(data.relations)
        matches = await store.find_by_ticker("VOW3", mic="XETR")
        assert [m.entity_id for m in matches] == [_by_isin(data, "DE0007664039")[0].entity_id]
        await seed_store(store)  # idempotent: seeding again replaces, never duplicates
        assert await store.counts() == counts
