"""The search benchmark's tantivy part on a small corpus: the port and direct tantivy calls give
the same top 10, and a port that ranks differently fails the run instead of being measured.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from quantward_cli.bench import search
from quantward_documents.chunking import chunk_document
from quantward_documents.corpus import generate_corpus
from quantward_documents.model import Chunk, Document
from quantward_search import SearchResults, TantivySearchIndex


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
