"""The search benchmark's tantivy part on a small corpus: the port and direct tantivy calls give
the same top 10, and a port that ranks differently fails the run instead of being measured.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from quantward_cli.bench import search
from quantward_democorpus import generate_corpus
from quantward_documents.chunking import chunk_document
from quantward_documents.model import Chunk, Document
from quantward_search import SearchResults, TantivySearchIndex

REPO_ROOT = Path(__file__).resolve().parents[3]


def small_corpus() -> tuple[list[Document], list[Chunk]]:
    documents = list(generate_corpus(quarters=1))
    return documents, [c for d in documents for c in chunk_document(d)]


async def test_the_port_and_direct_tantivy_agree_and_are_both_measured(tmp_path: Path) -> None:
    documents, chunks = small_corpus()
    batch = search.queries(documents, 30)
    results = await search._port_against_direct(tmp_path, documents, chunks, batch)
    assert set(results) == {"tantivy_direct", "tantivy", "tantivy_highlights", "query_profile"}
    profile = results["query_profile"]
    assert profile["queries"] > 0
    assert profile["segments"] >= 1
    assert all(us > 0 for us in profile["steps_us"].values())
    for row in (results[name] for name in ("tantivy_direct", "tantivy", "tantivy_highlights")):
        assert row["chunks"] == len(chunks)
        assert row["queries"] == 30
        assert 0 < row["queries_with_hits"] <= 30
        assert row["queries_per_s"] > 0
        assert row["chunks_per_s"] > 0
        assert row["p50_ms"] <= row["p99_ms"]
    table = search.table(
        {
            "documents": len(documents),
            "chunks": len(chunks),
            "load_average": 0.5,
            "port_over_direct": 1.2,
            **results,
        }
    )
    assert "tantivy, direct calls (the limit)" in table
    assert "1.20x the direct time" in table
    assert "| engine top-k |" in table
    assert "| elasticsearch |" not in table


def test_indexing_is_measured_part_by_part(tmp_path: Path) -> None:
    _documents, chunks = small_corpus()
    parts = search._index_parts(tmp_path, chunks)
    assert set(parts) == {name for name, _label, _layout in search.PARTS} | {
        "documents",
        "stored_json",
    }
    assert all(part["cpu_us_per_chunk"] > 0 for part in parts.values())
    # the whole layout costs more than any part of it
    full = parts["full"]["cpu_us_per_chunk"]
    assert full > parts["filters_only"]["cpu_us_per_chunk"]
    table = "\n".join(search._parts_table({"index_parts": parts}))
    assert "| the adapter's layout |" in table
    assert "the stemmer" in table


async def test_a_port_that_ranks_differently_fails_the_benchmark(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    documents, chunks = small_corpus()
    batch = search.queries(documents, 10)
    real = TantivySearchIndex.search

    async def reversed_hits(self: TantivySearchIndex, query: search.SearchQuery) -> SearchResults:
        found = await real(self, query)
        return SearchResults(hits=found.hits[::-1], total=found.total)

    monkeypatch.setattr(TantivySearchIndex, "search", reversed_hits)
    with pytest.raises(AssertionError, match="differ from direct tantivy's"):
        await search._port_against_direct(tmp_path, documents, chunks, batch)


def rig_url(name: str, variable: str) -> Iterator[str]:
    """A rig server's URL: from `variable`, or started through deploy/local/rig.py like the
    fixtures of tests/conftest.py (which this directory cannot see), and stopped afterwards."""
    if os.environ.get(variable):
        yield os.environ[variable]
        return
    rig = load_rig()
    was_running = rig.running(name)
    yield rig.up(name)[variable]
    if not was_running and os.environ.get("QW_RIG_KEEP") != "1":
        rig.down(name)


@pytest.fixture(scope="module")
def elasticsearch_url() -> Iterator[str]:
    yield from rig_url("elasticsearch", "QW_ELASTICSEARCH_URL")


@pytest.fixture(scope="module")
def opensearch_url() -> Iterator[str]:
    yield from rig_url("opensearch", "QW_OPENSEARCH_URL")


def load_rig() -> ModuleType:
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


@pytest.mark.connected
@pytest.mark.parametrize(
    "server",
    [
        pytest.param("elasticsearch", marks=pytest.mark.elasticsearch),
        pytest.param("opensearch", marks=pytest.mark.opensearch),
    ],
)
async def test_a_server_row_is_measured_on_the_real_node(
    server: str, request: pytest.FixtureRequest
) -> None:
    url = request.getfixturevalue(f"{server}_url")
    measure = search._elasticsearch if server == "elasticsearch" else search._opensearch
    documents, chunks = small_corpus()
    batch = search.queries(documents, 20)
    row, version = await measure(url, documents, chunks, batch)
    assert version.startswith("8." if server == "elasticsearch" else "2.")
    assert row["chunks"] == len(chunks)
    assert row["queries"] == 20
    assert 0 < row["queries_with_hits"] <= 20
    assert row["queries_per_s"] > 0
    assert row["chunks_per_s"] > 0
    table = search.table(
        {
            "documents": len(documents),
            "chunks": len(chunks),
            "load_average": 0.5,
            "port_over_direct": 1.2,
            server: row,
            f"{server}_version": version,
        }
    )
    assert f"| {server} |" in table
    assert f"{version}, each a real single node" in table


def test_a_server_row_not_measured_is_kept_from_the_earlier_run_and_marked() -> None:
    server = {
        "chunks": 10.0,
        "docs_per_s": 1.0,
        "chunks_per_s": 5.0,
        "queries": 4.0,
        "queries_with_hits": 4.0,
        "queries_per_s": 200.0,
        "p50_ms": 4.0,
        "p99_ms": 9.0,
    }
    earlier = {
        "generated_at": "2026-12-02T05:20:00+00:00",
        "load_average": 0.3,
        "elasticsearch": server,
        "elasticsearch_version": "8.17.0",
    }
    kept = search._earlier_servers({}, earlier)
    assert kept["elasticsearch"]["earlier_run"] == "2026-12-02T05:20:00+00:00"
    assert "opensearch" not in kept
    assert search._earlier_servers({"elasticsearch": server}, earlier) == {}
    # kept again by the next run: still the first run's date and load, never this run's
    again = search._earlier_servers({}, {**earlier, **kept, "generated_at": "later"})
    assert again["elasticsearch"]["earlier_run"] == "2026-12-02T05:20:00+00:00"
    table = search.table(
        {"documents": 1, "chunks": 10, "load_average": 1.0, "port_over_direct": 1.0, **kept}
    )
    assert "| elasticsearch (earlier run¹) |" in table
    assert "elasticsearch on 2026-12-02 05:20 UTC (load 0.3)" in table
