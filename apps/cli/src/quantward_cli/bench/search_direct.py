"""Direct tantivy calls: the limit the embedded `SearchIndex` adapter is measured against.

What a program using tantivy itself (no port, no models) does for the same work: index the
same fields and stored JSON, and answer the same filtered query
(analysed words over text and boosted title, exact-term filters, a microsecond range) with a
top-k search that reads each hit's stored document for its chunk id. Its cost is the engine's
and nothing else, so the port can approach it but not beat it.
"""

from __future__ import annotations

import resource
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Final

import pydantic_core
import tantivy

from quantward_documents.model import Chunk
from quantward_search import SearchQuery
from quantward_search.tantivy_index import (
    TITLE_BOOST,
    TOKENIZER,
    english_analyzer,
    epoch_microseconds,
)

WRITER_HEAP_BYTES: Final = 128_000_000


def schema() -> tantivy.Schema:
    """The fields the adapter indexes, declared with tantivy's own builder."""
    builder = tantivy.SchemaBuilder()
    for name in ("chunk_id", "document_id", "entity_ids", "type", "source"):
        builder.add_text_field(name, tokenizer_name="raw", index_option="basic")
    builder.add_integer_field("published_us", indexed=True, fast=True)
    builder.add_text_field("title", tokenizer_name=TOKENIZER, index_option="freq")
    builder.add_text_field("text", tokenizer_name=TOKENIZER, index_option="freq")
    builder.add_bytes_field("chunk", stored=True)
    return builder.build()


def index_chunks(
    folder: Path,
    chunks: Sequence[Chunk],
    batch: int,
    *,
    stored: Sequence[bytes] | None = None,
    writer_threads: int = 0,
) -> tuple[float, float]:
    """Index `chunks` into `folder`, one commit per `batch`, as the port does; returns the
    seconds until the last commit is searchable and the CPU seconds of the whole build (every
    thread of this process, tantivy's merges included, which are waited for after the clock).

    `stored`: each chunk's stored JSON, made beforehand, so the time is tantivy's alone (the
    engine's own ceiling); without it each chunk's JSON is made while indexing, as the port
    makes it. `writer_threads`: tantivy's indexing threads (0: tantivy's choice, one per CPU);
    the caller's thread only builds documents and hands them over.
    """
    index = tantivy.Index(schema(), str(folder))
    index.register_tokenizer(TOKENIZER, english_analyzer())
    writer = index.writer(heap_size=WRITER_HEAP_BYTES, num_threads=writer_threads)
    serialise = Chunk.__pydantic_serializer__.to_json
    cpu = process_cpu_s()
    start = time.perf_counter()
    for first in range(0, len(chunks), batch):
        for n in range(first, min(first + batch, len(chunks))):
            chunk = chunks[n]
            writer.add_document(
                tantivy.Document(
                    chunk_id=chunk.chunk_id,
                    document_id=chunk.document_id,
                    entity_ids=list(chunk.entity_ids),
                    type=chunk.type,
                    source=chunk.source,
                    published_us=epoch_microseconds(chunk.published_at),
                    title=chunk.title,
                    text=chunk.text,
                    chunk=stored[n] if stored is not None else serialise(chunk),
                )
            )
        writer.commit()
        index.reload()
    elapsed = time.perf_counter() - start
    writer.wait_merging_threads()
    return elapsed, process_cpu_s() - cpu


def process_cpu_s() -> float:
    """CPU seconds this process has used so far, all of its threads (tantivy's too)."""
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


class DirectSearcher:
    """Top-k searches with tantivy's API on an index folder the adapter wrote."""

    def __init__(self, folder: Path) -> None:
        self._index = tantivy.Index.open(str(folder))
        self._index.register_tokenizer(TOKENIZER, english_analyzer())
        self._schema = self._index.schema
        self._analyzer = english_analyzer()

    def search(self, query: SearchQuery) -> list[tuple[float, str]]:
        """(score, chunk id) of the best `query.limit` chunks."""
        terms = list(dict.fromkeys(self._analyzer.analyze(query.text)))
        if not terms:
            return []
        searcher = self._index.searcher()
        result = searcher.search(self._query(query, terms), query.limit)
        out = []
        for score, address in result.hits:
            stored = searcher.doc(address).get_first("chunk")
            assert isinstance(stored, bytes)
            out.append((score, str(pydantic_core.from_json(stored)["chunk_id"])))
        return out

    def _query(self, query: SearchQuery, terms: list[str]) -> tantivy.Query:
        term, should, must = tantivy.Query.term_query, tantivy.Occur.Should, tantivy.Occur.Must
        words: list[tuple[tantivy.Occur, tantivy.Query]] = []
        for word in terms:
            words.append((should, term(self._schema, "text", word, "freq")))
            title = term(self._schema, "title", word, "freq")
            words.append((should, tantivy.Query.boost_query(title, TITLE_BOOST)))
        filters: list[tantivy.Query] = []
        for field, values in (
            ("entity_ids", query.entity_ids),
            ("type", query.types),
            ("source", query.sources),
        ):
            if values:
                filters.append(
                    tantivy.Query.boolean_query(
                        [(should, term(self._schema, field, v, "basic")) for v in values]
                    )
                )
        latest = query.latest()
        if query.since is not None or latest is not None:
            filters.append(
                tantivy.Query.range_query(
                    self._schema,
                    "published_us",
                    tantivy.FieldType.Integer,
                    epoch_microseconds(query.since) if query.since is not None else None,
                    epoch_microseconds(latest) if latest is not None else None,
                )
            )
        return tantivy.Query.boolean_query(
            [
                (must, tantivy.Query.boolean_query(words)),
                *((must, tantivy.Query.const_score_query(f, 0.0)) for f in filters),
            ]
        )
