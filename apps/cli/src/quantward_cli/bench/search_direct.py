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
from dataclasses import dataclass
from pathlib import Path
from typing import Final

import pydantic_core
import tantivy

from quantward_documents.model import Chunk
from quantward_search import SearchQuery
from quantward_search.tantivy_index import (
    ENGLISH_STOP_WORDS,
    TITLE_BOOST,
    TOKENIZER,
    english_analyzer,
    epoch_microseconds,
)

WRITER_HEAP_BYTES: Final = 128_000_000
#: the adapter's analyzer (for index and queries): stop words dropped, Snowball stemmer
QUERY_ANALYZER: Final = TOKENIZER
#: tantivy's built-in `en_stem`: the adapter's steps without the stop words
EN_STEM: Final = "en_stem"
#: tantivy's built-in `default`: `en_stem` without its stemmer
NO_STEMMER: Final = "default"
#: the adapter's analyzer without its stemmer
QUERY_ANALYZER_NO_STEMMER: Final = "qw_english_no_stemmer"


def analyzer(name: str) -> tantivy.TextAnalyzer:
    """One of the analyzers compared (ADR 0037), by its tokenizer name: tantivy's built-in
    `en_stem` and `default`, or the adapter's analyzer with or without its stemmer."""
    builder = (
        tantivy.TextAnalyzerBuilder(tantivy.Tokenizer.simple())
        .filter(tantivy.Filter.remove_long(40))
        .filter(tantivy.Filter.lowercase())
    )
    if name == QUERY_ANALYZER:
        return english_analyzer()
    if name == QUERY_ANALYZER_NO_STEMMER:
        builder = builder.filter(tantivy.Filter.custom_stopword(ENGLISH_STOP_WORDS))
    elif name == EN_STEM:
        builder = builder.filter(tantivy.Filter.stemmer("english"))
    elif name != NO_STEMMER:
        raise ValueError(f"unknown analyzer {name!r}; choose one of {ANALYZERS}")
    return builder.build()


ANALYZERS: Final = (QUERY_ANALYZER, EN_STEM, QUERY_ANALYZER_NO_STEMMER, NO_STEMMER)
FILTER_FIELDS: Final = ("chunk_id", "document_id", "entity_ids", "type", "source")


@dataclass(frozen=True)
class Layout:
    """Which of the adapter's fields an index holds, and how its words are analysed: the
    adapter's own layout (the default) or a part of it, so that what each part costs per chunk
    can be measured by leaving it out."""

    filters: bool = True
    words: tuple[str, ...] = ("title", "text")
    tokenizer: str = TOKENIZER
    index_option: str = "freq"
    stored: bool = True


#: the adapter's layout
FULL: Final = Layout()


def schema(layout: Layout = FULL) -> tantivy.Schema:
    """The fields `layout` indexes (by default the adapter's), with tantivy's own builder."""
    builder = tantivy.SchemaBuilder()
    if layout.filters:
        for name in FILTER_FIELDS:
            builder.add_text_field(name, tokenizer_name="raw", index_option="basic")
        builder.add_integer_field("published_us", indexed=True, fast=True)
    for name in layout.words:
        builder.add_text_field(
            name, tokenizer_name=layout.tokenizer, index_option=layout.index_option
        )
    if layout.stored:
        builder.add_bytes_field("chunk", stored=True)
    return builder.build()


def document(layout: Layout, chunk: Chunk, stored: bytes | None) -> tantivy.Document:
    """`chunk` as a tantivy document of `layout` (its stored JSON made now unless given)."""
    return tantivy.Document(**_fields(layout, chunk, stored))


def _fields(layout: Layout, chunk: Chunk, stored: bytes | None) -> dict[str, object]:
    fields: dict[str, object] = {}
    if layout.filters:
        fields.update(
            chunk_id=chunk.chunk_id,
            document_id=chunk.document_id,
            entity_ids=list(chunk.entity_ids),
            type=chunk.type,
            source=chunk.source,
            published_us=epoch_microseconds(chunk.published_at),
        )
    if "title" in layout.words:
        fields["title"] = chunk.title
    if "text" in layout.words:
        fields["text"] = chunk.text
    if layout.stored:
        fields["chunk"] = stored if stored is not None else _SERIALISE(chunk)
    return fields


_SERIALISE: Final = Chunk.__pydantic_serializer__.to_json


def index_chunks(
    folder: Path,
    chunks: Sequence[Chunk],
    batch: int,
    *,
    stored: Sequence[bytes] | None = None,
    writer_threads: int = 0,
    layout: Layout = FULL,
) -> tuple[float, float]:
    """Index `chunks` into `folder`, one commit per `batch`, as the port does; returns the
    seconds until the last commit is searchable and the CPU seconds of the whole build (every
    thread of this process, tantivy's merges included, which are waited for after the clock).

    `stored`: each chunk's stored JSON, made beforehand, so the time is tantivy's alone (the
    engine's own ceiling); without it each chunk's JSON is made while indexing, as the port
    makes it. `writer_threads`: tantivy's indexing threads (0: tantivy's choice, one per CPU);
    the caller's thread only builds documents and hands them over. `layout`: the fields
    indexed (by default the adapter's; a part of them measures what the rest costs).
    """
    index = tantivy.Index(schema(layout), str(folder))
    for custom in (QUERY_ANALYZER, QUERY_ANALYZER_NO_STEMMER):
        index.register_tokenizer(custom, analyzer(custom))
    writer = index.writer(heap_size=WRITER_HEAP_BYTES, num_threads=writer_threads)
    cpu = process_cpu_s()
    start = time.perf_counter()
    for first in range(0, len(chunks), batch):
        for n in range(first, min(first + batch, len(chunks))):
            made = stored[n] if stored is not None else None
            writer.add_document(document(layout, chunks[n], made))
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
    """Top-k searches with tantivy's API on an index folder the adapter wrote (or one of
    another `Layout`, its words analysed with `query_analyzer`, by default the adapter's)."""

    def __init__(self, folder: Path, query_analyzer: str = QUERY_ANALYZER) -> None:
        self._index = tantivy.Index.open(str(folder))
        self._schema = self._index.schema
        self._analyzer = analyzer(query_analyzer)

    @property
    def searcher(self) -> tantivy.Searcher:
        return self._index.searcher()

    def search(self, query: SearchQuery) -> list[tuple[float, str]]:
        """(score, chunk id) of the best `query.limit` chunks."""
        built = self.query(query)
        if built is None:
            return []
        searcher = self._index.searcher()
        result = searcher.search(built, query.limit, count=False)
        return [(score, chunk_id(searcher, address)) for score, address in result.hits]

    def query(
        self, query: SearchQuery, *, range_on_inverted_index: bool = False
    ) -> tantivy.Query | None:
        """The tantivy query for `query` (None when its words are all stop words).

        `range_on_inverted_index`: the publication window as a range over the indexed terms
        instead of the fast field (tantivy's default, and the adapter's), a form kept only to
        measure which one is cheaper.
        """
        terms = list(dict.fromkeys(self._analyzer.analyze(query.text)))
        if not terms:
            return None
        return self._query(query, terms, range_on_inverted_index)

    def _query(
        self, query: SearchQuery, terms: list[str], range_on_inverted_index: bool
    ) -> tantivy.Query:
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
                # The cheapest exact form, as the adapter's: one value is a bare term query
                # (a union of one clause costs a boolean scorer per segment for nothing).
                exact = [term(self._schema, field, v, "basic") for v in dict.fromkeys(values)]
                filters.append(
                    exact[0]
                    if len(exact) == 1
                    else tantivy.Query.boolean_query([(should, t) for t in exact])
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
                    use_inverted_index=range_on_inverted_index,
                )
            )
        return tantivy.Query.boolean_query(
            [
                (must, tantivy.Query.boolean_query(words)),
                *((must, tantivy.Query.const_score_query(f, 0.0)) for f in filters),
            ]
        )


def chunk_id(searcher: tantivy.Searcher, address: tantivy.DocAddress) -> str:
    """The chunk id of a hit, from its stored chunk (the only stored field)."""
    return chunk_id_of(stored_json(searcher, address))


def stored_json(searcher: tantivy.Searcher, address: tantivy.DocAddress) -> bytes:
    stored = searcher.doc(address).get_first("chunk")
    if not isinstance(stored, bytes):
        raise RuntimeError(f"search index document {address.doc} has no stored chunk JSON")
    return stored


def chunk_id_of(stored: bytes) -> str:
    return str(pydantic_core.from_json(stored)["chunk_id"])
