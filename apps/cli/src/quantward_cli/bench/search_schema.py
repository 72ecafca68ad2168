"""Which analyzer the tantivy index's words get: retrieval quality and indexing cost, measured
together (ADR 0037, issue 17).

Indexing speed is mostly the analysis of title and text (the search benchmark measures it part
by part), so a cheaper analyzer is the one lever on it, but only if it ranks as well. Each
candidate indexes the same chunks with the adapter's other fields unchanged (the exact-term
filters, the microsecond window, the stored chunk) and answers the graded queries of the hybrid
benchmark (`search_hybrid.retrieval_set`: judgments from the corpus's own record of events,
never from a ranker) with the adapter's query form; a second, larger set drawn the same way
with another seed gives the comparison more queries. Quality: nDCG@10 and recall@50 over
documents, and per query how many rank better or worse than the adapter. Cost: CPU
microseconds per chunk on one indexing thread, the corpus in one commit, each build done
`ROUNDS` times and its least CPU kept.

Candidates: (the tokenizer the index is built with, the analyzer the query words get). The
queries' analyzer must drop stop words whatever the index holds: a query of stop words only
("the and of") matches nothing on every adapter (the contract suite), and a stop word matched
in every chunk would rank nothing and be highlighted everywhere (ADR 0007).
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Final

from quantward_cli.bench import search_direct
from quantward_cli.bench.search_hybrid import (
    QUARTERS,
    QUERIES,
    Judged,
    documents_of,
    ndcg,
    recall,
    retrieval_set,
)
from quantward_democorpus import generate_corpus
from quantward_documents.chunking import chunk_document
from quantward_documents.model import Chunk

#: (key, label, index tokenizer, query analyzer); the first is the adapter's
CANDIDATES: Final = (
    (
        "adapter",
        "stop words dropped, Snowball stemmer, for index and queries (the adapter)",
        search_direct.QUERY_ANALYZER,
        search_direct.QUERY_ANALYZER,
    ),
    (
        "en_stem_indexed",
        "`en_stem` indexed (stop words kept), stop words dropped from queries",
        search_direct.EN_STEM,
        search_direct.QUERY_ANALYZER,
    ),
    (
        "no_stemmer",
        "stop words dropped, no stemmer",
        search_direct.QUERY_ANALYZER_NO_STEMMER,
        search_direct.QUERY_ANALYZER_NO_STEMMER,
    ),
    (
        "default",
        "tantivy's `default` (no stemmer; stop words dropped from queries)",
        search_direct.NO_STEMMER,
        search_direct.QUERY_ANALYZER_NO_STEMMER,
    ),
    (
        "en_stem_stop_words_asked",
        "`en_stem` for index and queries, stop words asked too (breaks the contract)",
        search_direct.EN_STEM,
        search_direct.EN_STEM,
    ),
)
#: the judged sets: (key, label, queries, seed); the first is the hybrid benchmark's own
SETS: Final = (
    ("hybrid_set", "the hybrid benchmark's set", QUERIES, 17),
    ("larger_set", "a larger set, another seed", 400, 99),
)
ROUNDS: Final = 3


def _quality(
    folder: Path, query_analyzer: str, judged: Sequence[Judged], document_of: dict[str, str]
) -> tuple[float, float, list[float]]:
    """Mean nDCG@10, mean recall@50 and each query's nDCG@10, the adapter's query form."""
    searcher = search_direct.DirectSearcher(folder, query_analyzer)
    per_query = []
    recalls = []
    for item in judged:
        ranked = documents_of(
            (chunk_id for _score, chunk_id in searcher.search(item.query)), document_of
        )
        per_query.append(ndcg(ranked, item.grades))
        recalls.append(recall(ranked, item.grades))
    return sum(per_query) / len(per_query), sum(recalls) / len(recalls), per_query


def _discard(folder: Path) -> None:
    """Free a finished index's disk space without failing the bench: under heavy load a file
    can still appear in the folder while it is being removed (tantivy's last file work after a
    searcher was dropped), and a leftover in the bench's temporary folder costs nothing, while
    `Directory not empty` would lose a measured run."""
    shutil.rmtree(folder, ignore_errors=True)


def _costs_us(folder: Path, chunks: Sequence[Chunk], stored: Sequence[bytes]) -> dict[str, float]:
    """CPU µs per chunk to index `chunks` with the adapter's layout, words by each candidate's
    tokenizer: the candidates built in turn, `ROUNDS` times, each one's least CPU kept (so a
    busy neighbour slows every candidate alike)."""
    least: dict[str, float] = {}
    for n in range(ROUNDS):
        for key, _label, tokenizer, _query_analyzer in CANDIDATES:
            build = folder / f"cost-{key}-{n}"
            build.mkdir()
            _seconds, cpu_s = search_direct.index_chunks(
                build,
                chunks,
                len(chunks),
                stored=stored,
                writer_threads=1,
                layout=search_direct.Layout(tokenizer=tokenizer),
            )
            _discard(build)
            least[key] = min(least.get(key, float("inf")), cpu_s / len(chunks) * 1e6)
    return least


def run(
    quarters: int = QUARTERS, sets: Sequence[tuple[str, str, int, int]] = SETS
) -> dict[str, Any]:
    documents = list(generate_corpus(quarters=quarters))
    chunks = [c for d in documents for c in chunk_document(d)]
    document_of = {c.chunk_id: c.document_id for c in chunks}
    stored = [chunk.model_dump_json().encode() for chunk in chunks]
    judged = {key: retrieval_set(documents, count, seed) for key, _label, count, seed in sets}
    results: dict[str, Any] = {
        "generated_at": datetime.now(UTC).isoformat(),
        "load_average": os.getloadavg()[0],
        "documents": len(documents),
        "chunks": len(chunks),
        "sets": {
            key: {"label": label, "queries": len(judged[key]), "seed": seed}
            for key, label, _count, seed in sets
        },
        "candidates": {},
    }
    adapter_ndcg: dict[str, list[float]] = {}
    with tempfile.TemporaryDirectory(
        prefix="qw-bench-search-schema-", ignore_cleanup_errors=True
    ) as tmp:
        folder = Path(tmp)
        costs = _costs_us(folder, chunks, stored)
        for key, label, tokenizer, query_analyzer in CANDIDATES:
            index_folder = folder / key
            index_folder.mkdir()
            search_direct.index_chunks(
                index_folder,
                chunks,
                len(chunks),
                stored=stored,
                layout=search_direct.Layout(tokenizer=tokenizer),
            )
            row: dict[str, Any] = {
                "label": label,
                "index_tokenizer": tokenizer,
                "query_analyzer": query_analyzer,
                "cpu_us_per_chunk": costs[key],
            }
            for set_key, *_rest in sets:
                mean_ndcg, mean_recall, per_query = _quality(
                    index_folder, query_analyzer, judged[set_key], document_of
                )
                base = adapter_ndcg.setdefault(set_key, per_query)
                row[set_key] = {
                    "ndcg_at_10": mean_ndcg,
                    "recall_at_50": mean_recall,
                    "better": sum(a > b + 1e-9 for a, b in zip(per_query, base, strict=True)),
                    "worse": sum(a < b - 1e-9 for a, b in zip(per_query, base, strict=True)),
                }
            results["candidates"][key] = row
            _discard(index_folder)
    return results


def table(results: dict[str, Any]) -> str:
    sets = results["sets"]
    header = "| analyzer (index; queries) | CPU µs / chunk | chunks / CPU-s |"
    rule = "|---|---:|---:|"
    for item in sets.values():
        header += f" nDCG@10, {item['label']} | recall@50 | better / worse |"
        rule += "---:|---:|---:|"
    lines = [
        "# Search schema: which analyzer",
        "",
        "Generated by `quantward bench search-schema`: the seeded synthetic corpus at "
        f"{QUARTERS} quarters ({results['documents']:,} documents, {results['chunks']:,} chunks) "
        "indexed once per analyzer with the adapter's other fields unchanged, and the graded "
        "queries of the hybrid benchmark asked in the adapter's query form (filters: one "
        "company, 120 days either side of an event; top 100). Sets: "
        + "; ".join(
            f"{item['label']} ({item['queries']} queries, seed {item['seed']})"
            for item in sets.values()
        )
        + ". How the queries are judged: `apps/cli/src/quantward_cli/bench/search_hybrid.py`; "
        "why the analyzer: ADR 0037.",
        "",
        header,
        rule,
    ]
    for row in results["candidates"].values():
        cells = (
            f"| {row['label']} | {row['cpu_us_per_chunk']:.1f} "
            f"| {1e6 / row['cpu_us_per_chunk']:,.0f} |"
        )
        for key in sets:
            quality = row[key]
            cells += (
                f" {quality['ndcg_at_10']:.3f} | {quality['recall_at_50']:.3f} "
                f"| {quality['better']} / {quality['worse']} |"
            )
        lines.append(cells)
    lines += [
        "",
        "CPU µs / chunk: the adapter's whole layout (filters, title and text, stored chunk), "
        f"tantivy alone (stored JSON made beforehand), the corpus in one commit, one indexing "
        f"thread, the least of {ROUNDS} builds; it counts every thread, the caller's building "
        "documents included. Better / worse: queries whose nDCG@10 is higher / lower than the "
        "adapter's (first row). Recall@50 counts only what a ranker lists: an analyzer that "
        "indexes and asks stop words lists nearly every chunk that passes the filters (each has "
        'a "the"), so its recall rises without ranking anything better (ADR 0013 saw the same '
        "with the dense ranker).",
        "",
        f"The machine: {os.cpu_count()} CPUs, 1-minute load average "
        f"{results['load_average']:.1f} when the run started (quality does not depend on it).",
        "",
    ]
    return "\n".join(lines)
