"""The hybrid retrieval benchmark's parts: the graded set comes from the corpus's events (not
from a ranker), the metrics are the textbook ones, and the run compares the three rankers
under the same filters. The real model runs in `quantward bench search-hybrid`; here a
bag-of-words stand-in plays the dense ranker so the wiring is checked without it."""

from __future__ import annotations

import hashlib
import math
from collections.abc import Sequence

import numpy as np
import pytest

from quantward_cli.bench import search_hybrid
from quantward_democorpus import generate_corpus
from quantward_documents.chunking import chunk_document


def test_ndcg_and_recall_are_the_textbook_ones() -> None:
    grades = {"a": 2, "b": 1, "c": 2}
    assert search_hybrid.ndcg(["a", "c", "b"], grades) == pytest.approx(1.0)
    worst = search_hybrid.ndcg(["x", "b"], grades)
    ideal = 3 + 3 / math.log2(3) + 1 / 2
    assert worst == pytest.approx((1 / math.log2(3)) / ideal)
    assert search_hybrid.ndcg(["a"], {}) == 0.0
    assert search_hybrid.recall(["a", "x", "b"], grades, k=2) == pytest.approx(1 / 3)
    assert search_hybrid.recall(["a", "b", "c"], grades, k=50) == 1.0


def test_fusion_rewards_what_both_rankers_place_high() -> None:
    assert search_hybrid.fuse(["a", "b", "c"], ["b", "d", "a"], k=60)[:2] == ["b", "a"]
    assert set(search_hybrid.fuse(["a"], ["d"])) == {"a", "d"}


def test_documents_are_ranked_at_their_best_chunk() -> None:
    owner = {"c1": "d1", "c2": "d2", "c3": "d1"}
    assert search_hybrid.documents_of(["c3", "c2", "c1"], owner) == ["d1", "d2"]


def test_the_judged_set_is_the_corpus_record_of_events() -> None:
    documents = list(generate_corpus(quarters=4))
    judged = search_hybrid.retrieval_set(documents, 20)
    assert len(judged) == 20
    kinds = search_hybrid.event_kinds(documents)
    by_id = {d.document_id: d for d in documents}
    news = [d for d in kinds if by_id[d].type == "news"]
    assert news, "event news stories are paired with their disclosure"
    for item in judged:
        grade_of, phrasings = search_hybrid.INTENTS[item.kind]
        assert item.query.text in phrasings
        assert 2 in item.grades.values()  # at least the anchoring disclosure
        for document_id, grade in item.grades.items():
            document = by_id[document_id]
            assert grade == grade_of[kinds[document_id]]
            assert item.query.entity_ids[0] in document.entity_ids
            assert item.query.since is not None
            assert item.query.until is not None
            assert item.query.since <= document.published_at <= item.query.until


def _bag_of_words(texts: Sequence[str]) -> search_hybrid.Vectors:
    vectors = np.zeros((len(texts), 64), dtype=np.float32)
    for row, text in enumerate(texts):
        for word in text.lower().split():
            vectors[row, hashlib.md5(word.encode()).digest()[0] % 64] += 1.0
    norms = np.linalg.norm(vectors, axis=1, keepdims=True)
    return vectors / np.maximum(norms, 1e-9)


async def test_every_ranker_is_scored_under_the_same_filters() -> None:
    documents = list(generate_corpus(quarters=2))
    chunks = [c for d in documents for c in chunk_document(d)]
    judged = search_hybrid.retrieval_set(documents, 8)
    results = await search_hybrid.evaluate(chunks, judged, _bag_of_words)
    assert set(results["rankers"]) == {"bm25", "dense", "hybrid"}
    for scores in results["rankers"].values():
        assert 0 < scores["ndcg_at_10"] <= 1
        assert 0 < scores["recall_at_50"] <= 1
        assert sum(row["queries"] for row in scores["by_kind"].values()) == 8
    assert results["embedded_chunks"] > 0
    table = search_hybrid.table(
        {
            **results,
            "documents": len(documents),
            "chunks": len(chunks),
            "queries": 8,
            "relevant_per_query": 2.0,
            "model": "stand-in",
            "load_average": 0.5,
            "generated_at": "",
            "hybrid_wins": False,
        }
    )
    assert "| BM25 (tantivy port) |" in table
    assert "so search stays BM25 only" in table
