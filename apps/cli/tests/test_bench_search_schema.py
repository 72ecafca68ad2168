"""The schema benchmark on a small corpus: every analyzer is measured for cost and ranking on
the same judged queries, and the row called the adapter ranks as the adapter does."""

from __future__ import annotations

from pathlib import Path

from quantward_cli.bench import search_direct, search_hybrid, search_schema
from quantward_democorpus import generate_corpus
from quantward_documents.chunking import chunk_document
from quantward_search import TantivySearchIndex


def test_every_analyzer_is_measured_and_tabled() -> None:
    sets = (("small", "a small set", 12, 5),)
    results = search_schema.run(quarters=2, sets=sets)
    rows = results["candidates"]
    assert list(rows) == [key for key, *_rest in search_schema.CANDIDATES]
    assert rows["adapter"]["small"]["better"] == rows["adapter"]["small"]["worse"] == 0
    for row in rows.values():
        assert row["cpu_us_per_chunk"] > 0
        assert 0 <= row["small"]["ndcg_at_10"] <= 1
        assert 0 <= row["small"]["recall_at_50"] <= 1
    table = search_schema.table(results)
    assert "for index and queries (the adapter)" in table
    assert "| recall@50 |" in table


async def test_the_adapter_row_ranks_as_the_adapter_does(tmp_path: Path) -> None:
    documents = list(generate_corpus(quarters=2))
    chunks = [c for d in documents for c in chunk_document(d)]
    judged = search_hybrid.retrieval_set(documents, 8, seed=5)
    (tmp_path / "direct").mkdir()
    search_direct.index_chunks(tmp_path / "direct", chunks, len(chunks))
    direct = search_direct.DirectSearcher(tmp_path / "direct")
    async with TantivySearchIndex() as port:
        await port.index(chunks)
        for item in judged:
            hits = (await port.search(item.query)).hits
            found = direct.search(item.query)
            # the same scores in the same order; chunks of equal score may come in another
            # order (segments are written by two threads), so ids are compared by score
            assert [round(s, 4) for s, _id in found] == [round(h.score, 4) for h in hits]
            by_id = {h.chunk_id: round(h.score, 4) for h in hits}
            assert all(by_id[i] == round(s, 4) for s, i in found if i in by_id)
            assert len(set(by_id) & {i for _s, i in found}) >= len(hits) - 5
