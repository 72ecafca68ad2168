"""Search benchmark: ≥ 100,000 chunks, queries with entity and date filters; the tantivy port
against direct tantivy calls, Elasticsearch and OpenSearch, in one run.

The corpus is the seeded synthetic one at a larger scale (more quarters), so every backend
indexes exactly the same chunks and answers exactly the same queries. Queries are sequential (one
client), each with an entity filter and a one-year publication window, half of them also with a
type filter; latency is measured around `search()` as a caller sees it. Direct tantivy calls
(`search_direct`) on the port's own index are the limit the port is measured against, and must
return the same top 10 for every query.
"""

from __future__ import annotations

import math
import os
import random
import shutil
import tempfile
import time
import uuid
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import tantivy

from quantward_cli.bench import search_direct
from quantward_cli.bench.report import percentile
from quantward_democorpus import generate_corpus
from quantward_documents.chunking import chunk_document
from quantward_documents.model import Chunk, Document
from quantward_search import SearchIndex, SearchQuery, TantivySearchIndex
from quantward_search.port import Highlights, SearchHit

QUARTERS = 28
QUERIES = 400
#: tantivy rows: each query is timed this many times per side and its fastest time kept, so a
#: busy neighbour on a shared machine does not decide the ratio
ROUNDS = 3
#: tantivy rows: each index is built this many times, alternating, and its fastest build kept
INDEX_ROUNDS = 2
#: indexing part by part: each layout built this many times, in turn, its least CPU kept
PART_ROUNDS = 3
#: issue 17's targets for the port: filtered queries / s and chunks indexed / s, one thread each
TARGET_QUERIES_PER_S = 5_000
TARGET_CHUNKS_PER_S = 60_000
BATCH = 5_000
#: what each part of the adapter's layout costs per chunk, measured by building an index
#: without it: (key, what the index holds, its layout); tantivy alone (stored JSON made
#: beforehand), one commit, one indexing thread, so CPU seconds are one thread's work
PARTS: tuple[tuple[str, str, search_direct.Layout], ...] = (
    ("full", "the adapter's layout", search_direct.FULL),
    (
        "en_stem",
        "the same, words by tantivy's built-in `en_stem` (stop words indexed; ADR 0037)",
        search_direct.Layout(tokenizer=search_direct.EN_STEM),
    ),
    (
        "no_stemmer",
        "the same, the adapter's analyzer without its stemmer",
        search_direct.Layout(tokenizer=search_direct.QUERY_ANALYZER_NO_STEMMER),
    ),
    ("no_stored", "the same, no stored chunk", search_direct.Layout(stored=False)),
    ("no_words", "filters and stored chunk, no title or text", search_direct.Layout(words=())),
    (
        "filters_only",
        "filters only",
        search_direct.Layout(words=(), stored=False),
    ),
    (
        "text_only_default",
        "one text field, tantivy's default tokenizer (no stemmer, no stop words), "
        "positions, nothing else",
        search_direct.Layout(
            filters=False,
            words=("text",),
            tokenizer="default",
            index_option="position",
            stored=False,
        ),
    ),
)
_WORDS = (
    "guidance",
    "revenue",
    "margin",
    "inventory",
    "outlook",
    "lower end",
    "demand",
    "pricing",
    "dividend",
    "buyback",
    "debt",
    "acquisition",
    "supply chain",
    "visibility",
    "headwinds",
    "free cash flow",
    "restructuring",
    "capital expenditure",
    "backlog",
    "currency",
)


def corpus() -> tuple[list[Document], list[Chunk]]:
    documents = list(generate_corpus(quarters=QUARTERS))
    chunks = [c for d in documents for c in chunk_document(d)]
    return documents, chunks


def queries(documents: Sequence[Document], count: int, seed: int = 3) -> list[SearchQuery]:
    """Queries an analyst would send: one company, a year around one of its documents."""
    rng = random.Random(seed)
    anchored = [d for d in documents if d.entity_ids]
    out = []
    for i in range(count):
        anchor = rng.choice(anchored)
        since = anchor.published_at - timedelta(days=rng.randrange(0, 300))
        out.append(
            SearchQuery(
                text=" ".join(rng.sample(_WORDS, 2)),
                entity_ids=(anchor.entity_ids[0],),
                since=since,
                until=since + timedelta(days=365),
                types=("transcript", "news") if i % 2 else (),
                limit=10,
            )
        )
    return out


async def _index(index: SearchIndex, chunks: Sequence[Chunk]) -> float:
    """Seconds to index `chunks` in batches of `BATCH` (each searchable when it returns)."""
    start = time.perf_counter()
    for first in range(0, len(chunks), BATCH):
        await index.index(chunks[first : first + BATCH])
    return time.perf_counter() - start


async def _elasticsearch(
    url: str,
    documents: Sequence[Document],
    chunks: Sequence[Chunk],
    batch: Sequence[SearchQuery],
) -> tuple[dict[str, float], str]:
    """The Elasticsearch row, measured in a fresh index that is dropped afterwards, and the
    server's version."""
    from elasticsearch import AsyncElasticsearch

    from quantward_search.elasticsearch_index import ElasticsearchSearchIndex

    async with AsyncElasticsearch(url) as client:
        version = str((await client.info())["version"]["number"])
    es = await ElasticsearchSearchIndex.connect(url, f"bench-chunks-{uuid.uuid4().hex[:8]}")
    try:
        return await _measure(es, documents, chunks, batch), version
    finally:
        await es.drop()
        await es.close()


async def _opensearch(
    url: str,
    documents: Sequence[Document],
    chunks: Sequence[Chunk],
    batch: Sequence[SearchQuery],
) -> tuple[dict[str, float], str]:
    """The OpenSearch row, like `_elasticsearch`."""
    from opensearchpy import AsyncOpenSearch

    from quantward_search.opensearch_index import OpenSearchSearchIndex

    client = AsyncOpenSearch(hosts=[url])
    try:
        version = str((await client.info())["version"]["number"])
    finally:
        await client.close()
    index = await OpenSearchSearchIndex.connect(url, f"bench-chunks-{uuid.uuid4().hex[:8]}")
    try:
        return await _measure(index, documents, chunks, batch), version
    finally:
        await index.drop()
        await index.close()


def _rates(
    documents: Sequence[Document], chunks: Sequence[Chunk], indexed_s: float
) -> dict[str, float]:
    return {
        "index_s": indexed_s,
        "docs_per_s": len(documents) / indexed_s,
        "chunks_per_s": len(chunks) / indexed_s,
    }


def _latencies(latencies: Sequence[float], matched: int) -> dict[str, float]:
    return {
        "queries": float(len(latencies)),
        "queries_with_hits": float(matched),
        "queries_per_s": len(latencies) / (sum(latencies) / 1000),
        "p50_ms": percentile(latencies, 50),
        "p99_ms": percentile(latencies, 99),
    }


async def _measure(
    index: SearchIndex,
    documents: Sequence[Document],
    chunks: Sequence[Chunk],
    batch: Sequence[SearchQuery],
) -> dict[str, float]:
    """Index then query one backend on its own (a server's adapter)."""
    indexed = await _index(index, chunks)
    for query in batch:  # one untimed pass: a server's JIT and caches warm up, as in service
        await index.search(query)
    latencies: list[float] = []
    matched = 0
    for query in batch:
        t0 = time.perf_counter()
        results = await index.search(query)
        latencies.append((time.perf_counter() - t0) * 1000)
        matched += bool(results.hits)
    return {
        "chunks": float(await index.count()),
        **_rates(documents, chunks, indexed),
        **_latencies(latencies, matched),
    }


async def _port_against_direct(
    folder: Path,
    documents: Sequence[Document],
    chunks: Sequence[Chunk],
    batch: Sequence[SearchQuery],
) -> dict[str, Any]:
    """The tantivy port and direct tantivy on one machine, in one run, on the same index.

    Indexing: each builds its own index (tantivy's writer with its default threads, one per CPU;
    the caller's one thread builds the documents), `INDEX_ROUNDS` times in turn, keeping its
    fastest build and the CPU seconds of that build (every thread, merges included: a rate per
    CPU second does not depend on what else the machine runs); direct tantivy is also timed
    with each chunk's stored JSON made beforehand (`engine_chunks_per_s`: tantivy's own
    indexing, the ceiling of any caller that stores the chunk), and so in one commit for the
    whole corpus (`engine_one_commit_chunks_per_s`: the fastest way to use tantivy here, which
    a caller that must see each batch searchable cannot take). Queries: both ask the port's
    index (merged and reopened) the same queries, interleaved query by query (whose turn comes
    first alternates), `ROUNDS` times, keeping each query's fastest time per side, so a busy
    neighbour slows both alike; "port, highlights read" also reads every hit's highlights,
    which is what a caller showing all of them pays. Every query's top-k (chunk ids, in order)
    must be the same from both, or the benchmark fails.
    """
    builds: dict[str, tuple[float, float]] = {}  # fastest (seconds, CPU seconds) per way

    def keep(name: str, seconds: float, cpu_s: float) -> None:
        if name not in builds or seconds < builds[name][0]:
            builds[name] = (seconds, cpu_s)

    stored = [chunk.model_dump_json().encode() for chunk in chunks]
    port_folder = folder
    for n in range(INDEX_ROUNDS):  # alternating, best of each: a busy neighbour hits all
        for name, made, batch_size in (
            ("direct", None, BATCH),
            ("engine", stored, BATCH),
            ("engine_one_commit", stored, len(chunks)),
        ):
            direct_folder = folder / f"{name}-{n}"
            direct_folder.mkdir()
            keep(name, *search_direct.index_chunks(direct_folder, chunks, batch_size, stored=made))
            shutil.rmtree(direct_folder)
        if n:
            shutil.rmtree(port_folder)
        port_folder = folder / f"port-{n}"
        index = TantivySearchIndex(port_folder)
        cpu = search_direct.process_cpu_s()
        try:
            seconds = await _index(index, chunks)
        finally:
            await index.close()  # waits for background merges, so queries do not race them
        keep("port", seconds, search_direct.process_cpu_s() - cpu)
    index = TantivySearchIndex(port_folder)
    try:
        count = float(await index.count())
        direct = search_direct.DirectSearcher(port_folder)
        for query in batch[: min(20, len(batch) // 4)]:  # warm caches and both searchers
            await index.search(query)
            direct.search(query)
        timings: dict[str, list[float]] = {
            name: [math.inf] * len(batch) for name in ("direct", "port", "port_highlights")
        }
        matched = 0
        for _round in range(ROUNDS):
            matched = 0
            for n, query in enumerate(batch):
                top: dict[str, list[str]] = {}
                turns = ["direct", "port", "port_highlights"]
                for name in turns[n % 3 :] + turns[: n % 3]:
                    t0 = time.perf_counter()
                    if name == "direct":
                        top[name] = [chunk_id for _score, chunk_id in direct.search(query)]
                    else:
                        hits = (await index.search(query)).hits
                        if name == "port_highlights":
                            for hit in hits:
                                len(hit.highlights)
                        top[name] = [hit.chunk_id for hit in hits]
                    elapsed = (time.perf_counter() - t0) * 1000
                    timings[name][n] = min(timings[name][n], elapsed)
                if not top["direct"] == top["port"] == top["port_highlights"]:
                    raise AssertionError(
                        f"query {n} ({query.text!r}): the port's top {query.limit} "
                        f"{top['port']} differ from direct tantivy's {top['direct']}"
                    )
                matched += bool(top["direct"])
        profile = _query_profile(port_folder, batch)
    finally:
        await index.close()
    port_rates = {
        **_rates(documents, chunks, builds["port"][0]),
        "chunks_per_cpu_s": len(chunks) / builds["port"][1],
    }
    return {
        "tantivy_direct": {
            "chunks": count,
            **_rates(documents, chunks, builds["direct"][0]),
            "chunks_per_cpu_s": len(chunks) / builds["direct"][1],
            "engine_chunks_per_s": len(chunks) / builds["engine"][0],
            "engine_chunks_per_cpu_s": len(chunks) / builds["engine"][1],
            "engine_one_commit_chunks_per_s": len(chunks) / builds["engine_one_commit"][0],
            "engine_one_commit_chunks_per_cpu_s": len(chunks) / builds["engine_one_commit"][1],
            **_latencies(timings["direct"], matched),
        },
        "tantivy": {"chunks": count, **port_rates, **_latencies(timings["port"], matched)},
        "tantivy_highlights": {
            "chunks": count,
            **port_rates,
            **_latencies(timings["port_highlights"], matched),
        },
        "query_profile": profile,
    }


def _index_parts(folder: Path, chunks: Sequence[Chunk]) -> dict[str, dict[str, float]]:
    """What each part of indexing costs per chunk, on one indexing thread (see `PARTS`), and
    what the caller's thread spends building tantivy documents and each chunk's stored JSON.

    Every layout is built `PART_ROUNDS` times in turn; its fewest CPU seconds are kept (the
    work, which a busy neighbour changes least) and the wall time of that build.
    """
    stored = [chunk.model_dump_json().encode() for chunk in chunks]
    parts: dict[str, dict[str, float]] = {}
    for _round in range(PART_ROUNDS):
        for name, _label, layout in PARTS:
            part_folder = folder / f"part-{name}"
            part_folder.mkdir()
            seconds, cpu_s = search_direct.index_chunks(
                part_folder, chunks, len(chunks), stored=stored, writer_threads=1, layout=layout
            )
            shutil.rmtree(part_folder)
            if name not in parts or cpu_s / len(chunks) * 1e6 < parts[name]["cpu_us_per_chunk"]:
                parts[name] = {
                    "chunks_per_s": len(chunks) / seconds,
                    "cpu_us_per_chunk": cpu_s / len(chunks) * 1e6,
                }
    serialise = Chunk.__pydantic_serializer__.to_json
    cpu = search_direct.process_cpu_s()
    for chunk in chunks:
        serialise(chunk)
    parts["stored_json"] = {"cpu_us_per_chunk": _per_chunk_us(cpu, chunks)}
    cpu = search_direct.process_cpu_s()
    for n, chunk in enumerate(chunks):
        search_direct.document(search_direct.FULL, chunk, stored[n])
    parts["documents"] = {"cpu_us_per_chunk": _per_chunk_us(cpu, chunks)}
    return parts


def _per_chunk_us(cpu_before: float, chunks: Sequence[Chunk]) -> float:
    return (search_direct.process_cpu_s() - cpu_before) / len(chunks) * 1e6


def _query_profile(folder: Path, batch: Sequence[SearchQuery]) -> dict[str, Any]:
    """Where a query's time goes, on the port's index (each step's fastest of `ROUNDS` per
    query, in microseconds per query): the words analysed and the query built, the engine's
    top-k, reading the hits' stored documents, and then either their chunk ids (direct) or
    the port's `SearchHit`s; plus the same top-k asked in other exact forms, to show which
    form is the cheapest (the same top-k each, checked)."""
    direct = search_direct.DirectSearcher(folder)
    searcher = direct.searcher
    asked: list[tuple[SearchQuery, tantivy.Query]] = []
    inverted: list[tantivy.Query] = []
    for query in batch:
        built = direct.query(query)
        other = direct.query(query, range_on_inverted_index=True)
        if built is not None and other is not None:
            asked.append((query, built))
            inverted.append(other)
    results = [searcher.search(built, query.limit, count=False) for query, built in asked]
    stored = [[search_direct.stored_json(searcher, a) for _s, a in r.hits] for r in results]
    steps: dict[str, Any] = {
        "query built": lambda n: direct.query(asked[n][0]),
        "engine top-k": lambda n: searcher.search(asked[n][1], asked[n][0].limit, count=False),
        "engine top-k, counting too": lambda n: searcher.search(
            asked[n][1], asked[n][0].limit, count=True
        ),
        "engine top-k, window on the inverted index": lambda n: searcher.search(
            inverted[n], asked[n][0].limit, count=False
        ),
        "stored documents read": lambda n: [
            search_direct.stored_json(searcher, a) for _s, a in results[n].hits
        ],
        "chunk ids parsed (direct)": lambda n: [
            search_direct.chunk_id_of(raw) for raw in stored[n]
        ],
        "hits built (port)": lambda n: [
            SearchHit.from_stored_json(raw, 1.0, _no_highlights) for raw in stored[n]
        ],
    }
    for n, (query, _built) in enumerate(asked):
        top = [a.doc for _s, a in results[n].hits]
        for found in (
            searcher.search(inverted[n], query.limit, count=False),
            searcher.search(asked[n][1], query.limit, count=True),
        ):
            if [a.doc for _s, a in found.hits] != top:
                raise AssertionError(f"query {n}: another exact form found another top-k")
    best = {name: [math.inf] * len(asked) for name in steps}
    # Step by step over all queries (not query by query), so no step finds the caches warmed
    # for its query by the step before it.
    for _round in range(ROUNDS):
        for name, step in steps.items():
            for n in range(len(asked)):
                t0 = time.perf_counter()
                step(n)
                best[name][n] = min(best[name][n], time.perf_counter() - t0)
    return {
        "segments": searcher.num_segments,
        "queries": len(asked),
        "steps_us": {name: sum(times) / len(times) * 1e6 for name, times in best.items()},
    }


def _no_highlights(_text: str) -> Highlights:
    return Highlights(())


async def run(
    elasticsearch_url: str | None,
    opensearch_url: str | None = None,
    earlier: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """Every row, in one run. A server without a URL is not measured; its row from `earlier`
    (the previous run's results), if any, is kept and marked as that run's, so a run of the
    tantivy rows alone keeps the table side by side without passing old numbers as new."""
    documents, chunks = corpus()
    batch = queries(documents, QUERIES)
    results: dict[str, Any] = {
        "documents": len(documents),
        "chunks": len(chunks),
        "generated_at": datetime.now(UTC).isoformat(),
        "load_average": os.getloadavg()[0],
    }
    with tempfile.TemporaryDirectory(prefix="qw-bench-search-") as folder:
        results.update(await _port_against_direct(Path(folder), documents, chunks, batch))
        results["index_parts"] = _index_parts(Path(folder), chunks)
    results["port_over_direct"] = (
        results["tantivy_direct"]["queries_per_s"] / results["tantivy"]["queries_per_s"]
    )
    if elasticsearch_url:
        results["elasticsearch"], results["elasticsearch_version"] = await _elasticsearch(
            elasticsearch_url, documents, chunks, batch
        )
    if opensearch_url:
        results["opensearch"], results["opensearch_version"] = await _opensearch(
            opensearch_url, documents, chunks, batch
        )
    if earlier:
        results.update(_earlier_servers(results, earlier))
    return results


def _earlier_servers(results: dict[str, Any], earlier: dict[str, Any]) -> dict[str, Any]:
    """The server rows of `earlier` that `results` lacks, each marked with the run (and its
    load) that measured it, which a row kept twice keeps."""
    kept: dict[str, Any] = {}
    for name in ("elasticsearch", "opensearch"):
        if name not in results and name in earlier:
            row = earlier[name]
            kept[name] = {
                **row,
                "earlier_run": row.get("earlier_run", earlier["generated_at"]),
                "earlier_load_average": row.get("earlier_load_average", earlier["load_average"]),
            }
            kept[f"{name}_version"] = earlier[f"{name}_version"]
    return kept


ROWS = (
    ("tantivy_direct", "tantivy, direct calls (the limit)"),
    ("tantivy", "tantivy, `SearchIndex` port"),
    ("tantivy_highlights", "tantivy, port, every highlight read"),
    ("elasticsearch", "elasticsearch"),
    ("opensearch", "opensearch"),
)


def table(results: dict[str, Any]) -> str:
    lines = [
        "# Search benchmark",
        "",
        "Generated by `make bench` (`quantward bench search`): the seeded synthetic corpus at "
        f"{QUARTERS} quarters ({results['documents']:,} documents, {results['chunks']:,} chunks), "
        f"{QUERIES} sequential queries on one thread, each with an entity filter and a one-year "
        "window (half also filtered by type), top 10; every backend indexes the same chunks "
        f"({BATCH:,} per `index()` call, each searchable when it returns; tantivy's writer with "
        "its default indexing threads, one per CPU) and answers the same queries in one run.",
        "",
        "| backend | chunks | index docs / s | index chunks / s | index chunks / CPU-s "
        "| queries / s | p50 (ms) | p99 (ms) | queries with hits |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for name, label in ROWS:
        if name not in results:
            continue
        r = results[name]
        per_cpu = f"{r['chunks_per_cpu_s']:,.0f}" if "chunks_per_cpu_s" in r else "–"
        if "earlier_run" in r:
            label = f"{label} (earlier run¹)"
        lines.append(
            f"| {label} | {r['chunks']:,.0f} | {r['docs_per_s']:,.0f} | {r['chunks_per_s']:,.0f} "
            f"| {per_cpu} | {r['queries_per_s']:,.0f} | {r['p50_ms']:.3f} | {r['p99_ms']:.3f} "
            f"| {r['queries_with_hits']:.0f} of {r['queries']:.0f} |"
        )
    lines += [
        "",
        f"Tantivy rows: each query is timed {ROUNDS} times per row, interleaved with the other "
        "rows, and its fastest time kept; queries / s is one over the mean of those times. "
        "The physical limit is the first row: the same index, the same queries and the same "
        "indexed fields through tantivy's own API, with no port and no models; a search there "
        "is the engine's top-k plus reading each hit's stored document. The port ran the same "
        "queries interleaved with it on the port's index, with identical top-10 lists (the "
        "benchmark fails otherwise); its queries take "
        f"{results['port_over_direct']:.2f}x the direct time. The port's extra time is loading "
        "each hit's stored chunk into a `SearchHit`; highlights are marked when first read, "
        "which the third row does for every hit. Indexing: both rows write the same documents "
        f"in the same commits, each built {INDEX_ROUNDS} times in turn and its fastest build "
        "kept; chunks / CPU-s counts the CPU time of every thread of that build (tantivy's "
        "indexing and merges included), which other work on the machine barely changes. The "
        "port adds one term lookup per chunk id (does it replace a stored chunk?) and keeps its "
        "writer between calls, so merges run in the background.",
        *(["", *targets] if (targets := _targets(results)) else []),
        *_parts_table(results),
        *_profile_table(results),
        "",
        f"The machine: {os.cpu_count()} CPUs, 1-minute load average {results['load_average']:.1f} "
        "when the run started (other work on a shared machine slows every row alike).",
    ]
    servers = [
        f"{label} {results[f'{name}_version']}"
        for name, label in (("elasticsearch", "Elasticsearch"), ("opensearch", "OpenSearch"))
        if name in results
    ]
    if servers:
        lines += [
            "",
            f"Servers: {' and '.join(servers)}, each a real single node of the test rig "
            "(`deploy/local/rig.py`, the jars from Maven Central, 1 GB heap) on the same machine, "
            "one shard, no replica, its official async Python client: bulk requests of 1,000 "
            "chunks with one refresh per `index()` call, and one HTTP request per query with "
            "highlighting and no total (`count_total` off, so `track_total_hits: false`, as for "
            "the tantivy rows). Their queries are timed once each after one "
            "untimed pass over them, not interleaved with the tantivy rows; their top 10 are not "
            "compared with tantivy's, whose analyzer differs in details (ADR 0007).",
        ]
    earlier = [
        f"{name} on {results[name]['earlier_run'][:16].replace('T', ' ')} UTC "
        f"(load {results[name]['earlier_load_average']:.1f})"
        for name in ("elasticsearch", "opensearch")
        if name in results and "earlier_run" in results[name]
    ]
    if earlier:
        lines += [
            "",
            "¹ Not measured in this run (no server was given): the row of the earlier run of "
            f"this benchmark, kept as it was: {', '.join(earlier)}.",
        ]
    lines.append("")
    return "\n".join(lines)


def _targets(results: dict[str, Any]) -> list[str]:
    """Issue 17's targets against this run: the port's rates, and direct tantivy's as the
    ceiling the machine allows (a target above it is a target for faster hardware); nothing
    when the run has no tantivy rows."""
    if "tantivy" not in results or "tantivy_direct" not in results:
        return []
    port, direct = results["tantivy"], results["tantivy_direct"]

    def verdict(value: float, target: int) -> str:
        return "met" if value >= target else "not met"

    cpus = os.cpu_count() or 1
    return [
        f"Targets (issue 17), on one thread: ≥ {TARGET_QUERIES_PER_S:,} filtered queries / s "
        f"and ≥ {TARGET_CHUNKS_PER_S:,} chunks / s indexed. Queries: the port answered "
        f"{port['queries_per_s']:,.0f} / s ({verdict(port['queries_per_s'], TARGET_QUERIES_PER_S)}"
        f"), direct tantivy {direct['queries_per_s']:,.0f} / s "
        f"({verdict(direct['queries_per_s'], TARGET_QUERIES_PER_S)}). Indexing: the port "
        f"{port['chunks_per_s']:,.0f} chunks / s "
        f"({verdict(port['chunks_per_s'], TARGET_CHUNKS_PER_S)}), direct tantivy "
        f"{direct['chunks_per_s']:,.0f} / s, and tantivy alone, with every chunk's stored JSON "
        f"made beforehand, {direct['engine_chunks_per_s']:,.0f} / s "
        f"({verdict(direct['engine_chunks_per_s'], TARGET_CHUNKS_PER_S)}); in one commit for "
        f"the whole corpus {direct['engine_one_commit_chunks_per_s']:,.0f} / s "
        f"({verdict(direct['engine_one_commit_chunks_per_s'], TARGET_CHUNKS_PER_S)}). Direct "
        "tantivy is the physical limit of this machine for the same work: where it is below a "
        "target, no port can reach that target here. Idle, the machine's limit is its CPUs "
        f"times the work per chunk: {cpus} × {direct['engine_one_commit_chunks_per_cpu_s']:,.0f}"
        " chunks / CPU-s (tantivy alone, one commit) = "
        f"{cpus * direct['engine_one_commit_chunks_per_cpu_s']:,.0f} chunks / s at best "
        f"(the port: {cpus} × {port['chunks_per_cpu_s']:,.0f} = "
        f"{cpus * port['chunks_per_cpu_s']:,.0f}).",
    ]


def _parts_table(results: dict[str, Any]) -> list[str]:
    """Indexing by part: what one indexing thread spends per chunk on each part of the layout,
    and so the most one thread can index (the physical limit, whatever calls tantivy)."""
    parts = results.get("index_parts")
    if not parts:
        return []
    lines = [
        "",
        "Indexing, part by part (tantivy alone: stored JSON made beforehand, the whole corpus in "
        f"one commit, one indexing thread, each layout built {PART_ROUNDS} times in turn and its "
        "least CPU kept; CPU counts every thread, the caller's building documents included):",
        "",
        "| the index holds | chunks / s (wall) | CPU µs / chunk | chunks / CPU-s |",
        "|---|---:|---:|---:|",
    ]
    for name, label, _layout in PARTS:
        if name in parts:
            part = parts[name]
            lines.append(
                f"| {label} | {part['chunks_per_s']:,.0f} | {part['cpu_us_per_chunk']:.1f} "
                f"| {1e6 / part['cpu_us_per_chunk']:,.0f} |"
            )
    full = parts["full"]["cpu_us_per_chunk"]
    cost = {
        "the stemmer": full - parts["no_stemmer"]["cpu_us_per_chunk"],
        "title and text (analysis and postings, stemmer included)": full
        - parts["no_words"]["cpu_us_per_chunk"],
        "the stored chunk (tantivy's document store)": full
        - parts["no_stored"]["cpu_us_per_chunk"],
        "the filter fields and the rest (handing documents over included)": parts["filters_only"][
            "cpu_us_per_chunk"
        ],
    }
    lines += [
        "",
        "Per chunk, by difference: "
        + "; ".join(f"{name} {us:.1f} µs" for name, us in cost.items())
        + f". On the caller's thread, before tantivy: building a `tantivy.Document` "
        f"{parts['documents']['cpu_us_per_chunk']:.1f} µs and the stored JSON "
        f"{parts['stored_json']['cpu_us_per_chunk']:.1f} µs (the port makes it while indexing). "
        f"So one CPU indexes at most {1e6 / full:,.0f} chunks / s of the adapter's layout "
        f"({full:.1f} µs of CPU each, whichever thread spends them), and "
        f"{TARGET_CHUNKS_PER_S:,} chunks / s on one thread would need "
        f"{1e6 / TARGET_CHUNKS_PER_S:.1f} µs a chunk: less than the title and text alone, so "
        "no layout that ranks words and keeps the chunk reaches it on this machine (ADR 0037); "
        f"the machine's {os.cpu_count()} CPUs, all busy, would index at most "
        f"{(os.cpu_count() or 1) * 1e6 / full:,.0f} chunks / s.",
    ]
    return lines


def _profile_table(results: dict[str, Any]) -> list[str]:
    """Where one query's time goes, for the port and for direct tantivy."""
    profile = results.get("query_profile")
    if not profile:
        return []
    steps = profile["steps_us"]
    return [
        "",
        f"One query, step by step, on the port's index ({profile['segments']} segments, "
        f"{profile['queries']} queries, each step's fastest of {ROUNDS} per query, mean µs; "
        "direct tantivy and the port build the same query and read the same stored documents, "
        "then direct tantivy parses chunk ids and the port builds `SearchHit`s):",
        "",
        "| step | µs / query |",
        "|---|---:|",
        *(f"| {name} | {us:.1f} |" for name, us in steps.items()),
        "",
        "The engine's top-k is asked in the cheapest exact form found: a term query per filter "
        "value on the indexed keyword fields, the window as a range on the `published_us` fast "
        "field, filters in zero-score clauses, no query parser, no count, tantivy's top-k "
        "collector, the reader's current searcher. Counting as well costs "
        f"{steps['engine top-k, counting too'] - steps['engine top-k']:+.1f} µs; the window on "
        "the inverted index instead of the fast field "
        f"{steps['engine top-k, window on the inverted index'] - steps['engine top-k']:+.1f} µs "
        "(both give the same top-k, checked).",
    ]
