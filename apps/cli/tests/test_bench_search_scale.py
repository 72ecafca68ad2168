"""The scale benchmark's corpus copies and its table (the full run is `make bench`)."""

from __future__ import annotations

from quantward_cli.bench import search_scale
from quantward_democorpus import generate_corpus
from quantward_documents.chunking import chunk_document


def test_copies_have_their_own_ids_and_move_back_in_time() -> None:
    chunks = [c for d in generate_corpus(quarters=1) for c in chunk_document(d)]
    copies = [list(search_scale.copy_of(chunks, k)) for k in range(3)]
    assert copies[0] == chunks
    ids = {c.chunk_id for copy in copies for c in copy}
    assert len(ids) == 3 * len(chunks)
    for k in (1, 2):
        for original, copied in zip(chunks, copies[k], strict=True):
            assert copied.published_at == original.published_at - k * search_scale.SPAN
            assert copied.document_id == f"{original.document_id}-c{k}"
            assert copied.text == original.text


def test_the_table_reports_size_memory_and_latency() -> None:
    table = search_scale.table(
        {
            "copies": 10,
            "chunks": 1_062_560,
            "queries": 400,
            "build_s": 80.0,
            "chunks_per_s": 13_282.0,
            "merge_wait_s": 12.0,
            "index_mb": 480.0,
            "rss_after_queries_mb": 900.0,
            "peak_rss_mb": 1_500.0,
            "queries_per_s": 3_000.0,
            "p50_ms": 0.3,
            "p99_ms": 1.2,
            "queries_with_hits": 350,
            "load_average": 1.0,
        }
    )
    assert "| 1,062,560 | 80.0 | 13,282 | 12.0 | 480 | 900 | 3,000 | 0.300 | 1.200 |" in table
    assert "laid down 10 times" in table
