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
from quantward_documents.chunking import chunk_document
from quantward_documents.corpus import generate_corpus
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
    assert set(results) == {"tantivy_direct", "tantivy", "tantivy_highlights"}
    for row in results.values():
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
    assert "| elasticsearch |" not in table


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


@pytest.fixture(scope="module")
def elasticsearch_url() -> Iterator[str]:
    """The rig's Elasticsearch (QW_ELASTICSEARCH_URL, or started through deploy/local/rig.py
    like the fixture of tests/conftest.py, which this directory cannot see)."""
    if os.environ.get("QW_ELASTICSEARCH_URL"):
        yield os.environ["QW_ELASTICSEARCH_URL"]
        return
    rig = load_rig()
    was_running = rig.running("elasticsearch")
    yield rig.up("elasticsearch")["QW_ELASTICSEARCH_URL"]
    if not was_running and os.environ.get("QW_RIG_KEEP") != "1":
        rig.down("elasticsearch")


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
@pytest.mark.elasticsearch
async def test_the_elasticsearch_row_is_measured_on_the_real_node(elasticsearch_url: str) -> None:
    documents, chunks = small_corpus()
    batch = search.queries(documents, 20)
    row, version = await search._elasticsearch(elasticsearch_url, documents, chunks, batch)
    assert version.startswith("8.")
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
            "elasticsearch": row,
            "elasticsearch_version": version,
        }
    )
    assert "| elasticsearch |" in table
    assert f"a real {version} single node" in table
