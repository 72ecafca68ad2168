"""The embedded `SearchIndex`: tantivy (Rust BM25) in this process, in memory or in a folder.

This is the default of `quantward run`: no server, no network, and a folder that survives a
restart. The schema and the reasons for it are in docs/adr/0007-search-index.md; in short:

* text and title are analysed like Elasticsearch's `english` analyzer (lower case, Lucene's
  English stop words, English stemming), so both adapters match the same words;
* filters (entities, types, sources, publication time) are exact terms and an integer range on
  publication time in *microseconds*: tantivy's date fields index whole seconds, and a point in
  time that is off by a fraction of a second could let a backtest read a passage published
  after its as-of time;
* each chunk is stored once, as its JSON, so `get_chunks` and hits give back exactly the `Chunk`
  that was indexed.

What this module must never do:

* answer before a write is visible: `index` and `delete_document` commit and reload the reader
  before they return;
* hold tantivy's writer lock of a folder longer than `writer_linger_s` after its last write:
  the writer is kept that long so that a loader's next batch reuses it while the merges of the
  previous one run in the background (waiting for them after every write cost a fifth of the
  indexing time), then released; a write that finds the lock held by another process waits
  for it (up to `writer_wait_s`), so several processes may write the same folder one after the
  other (three cold starts, a `docs load` while a run is open) instead of failing with
  `LockBusy`. An in-memory index keeps its writer until `close()`: no other process can open
  it;
* score on filters: filters are wrapped in zero-score queries, so a filter narrows the hits
  without reordering them;
* parse the query text as a query language: the words are analysed and matched as words, so
  "AT&T: guidance (Q3)" is a search, not a syntax error or a field name.
"""

from __future__ import annotations

import asyncio
import re
import threading
import time
from collections.abc import Iterable, Sequence
from datetime import UTC, datetime, timedelta
from functools import partial
from pathlib import Path
from types import TracebackType
from typing import Final, NamedTuple, Self

import tantivy

from quantward_documents.model import Chunk
from quantward_search.port import Highlights, SearchHit, SearchQuery, SearchResults

__all__ = ["TantivySearchIndex", "english_analyzer", "highlight_passages"]

# The tokenizer name the text fields are indexed with. Tokenizers are not stored in the index,
# so every open registers it again (see `_open`); a folder opened by plain tantivy cannot be
# written without it.
TOKENIZER: Final = "qw_english"

# Lucene's English stop words (what Elasticsearch's `english` analyzer drops), plus "s": the
# simple tokenizer splits "Apple's" into "apple" and "s", where Elasticsearch's possessive filter
# drops the "'s". Without these, "the" would match every chunk and be highlighted everywhere.
# fmt: off
ENGLISH_STOP_WORDS: Final = [
    "a", "an", "and", "are", "as", "at", "be", "but", "by", "for", "if", "in", "into", "is",
    "it", "no", "not", "of", "on", "or", "such", "that", "the", "their", "then", "there",
    "these", "they", "this", "to", "was", "will", "with", "s",
]
# fmt: on

# Title matches count, but less than a strong passage: every chunk of a document shares its
# title, so a large boost would rank a weak passage of a well-titled document above the passage
# that answers the query. The Elasticsearch adapter uses the same value.
TITLE_BOOST: Final = 1.5

# Highlights: up to this many passages of about this many characters, best first.
MAX_PASSAGES: Final = 3
PASSAGE_CHARS: Final = 150

# The writer's indexing memory, shared by its threads (tantivy needs at least ~15 MB per
# thread). 128 MB indexes 100,000 chunks without flushing a segment per few thousand chunks.
WRITER_HEAP_BYTES: Final = 128_000_000

# How long a write waits for another process's writer (tantivy's lock file) before giving up:
# longer than any one write of a loader's batch takes, shorter than a user's patience.
WRITER_WAIT_S: Final = 120.0
_WRITER_RETRY_S: Final = (0.05, 1.0)  # first and longest pause between attempts

# How long a folder's writer is kept after a write for the next write to reuse (see the module
# docstring): a loader's batches follow each other within milliseconds; another process waits
# at most this long plus the merges still running.
WRITER_LINGER_S: Final = 1.0

# A search for up to this many hits runs on the caller's thread (see `TantivySearchIndex.search`).
INLINE_LIMIT: Final = 100

# Up to this many values, an "any of" filter is a union of term queries; beyond, a term-set
# query (one pass over the term dictionary) beats hundreds of postings lists.
FEW_TERMS: Final = 32

# A chunk's stored JSON, as bytes, straight from pydantic's serializer (no str round trip).
_CHUNK_JSON: Final = Chunk.__pydantic_serializer__

_EPOCH: Final = datetime(1970, 1, 1, tzinfo=UTC)
_MICROSECOND: Final = timedelta(microseconds=1)
# Where a passage may start: after a sentence end or a line break (speaker turns, headings).
_SENTENCE_END: Final = re.compile(r"[.!?][\"')\]]*\s+|\n\s*")


def english_analyzer() -> tantivy.TextAnalyzer:
    """The analyzer of the text and title fields, and of query words and highlights.

    One definition for all three, because a query word matches only if it is analysed exactly
    like the indexed text, and a highlight marks exactly the words that matched.
    """
    return (
        tantivy.TextAnalyzerBuilder(tantivy.Tokenizer.simple())
        .filter(tantivy.Filter.remove_long(40))
        .filter(tantivy.Filter.lowercase())
        .filter(tantivy.Filter.custom_stopword(ENGLISH_STOP_WORDS))
        .filter(tantivy.Filter.stemmer("english"))
        .build()
    )


def _schema() -> tantivy.Schema:
    builder = tantivy.SchemaBuilder()
    # Exact-match keys and filters: the `raw` tokenizer indexes the whole value as one term.
    for name in ("chunk_id", "document_id", "entity_ids", "type", "source"):
        builder.add_text_field(name, tokenizer_name="raw", index_option="basic")
    builder.add_integer_field("published_us", indexed=True, fast=True)
    # BM25 needs term frequencies and field lengths, not positions (no phrase queries): "freq"
    # keeps the index smaller and the writer faster.
    builder.add_text_field("title", tokenizer_name=TOKENIZER, index_option="freq")
    builder.add_text_field("text", tokenizer_name=TOKENIZER, index_option="freq")
    builder.add_bytes_field("chunk", stored=True)
    return builder.build()


def epoch_microseconds(moment: datetime) -> int:
    """Exact integer microseconds since 1970 (float timestamps lose the last digits)."""
    return (moment - _EPOCH) // _MICROSECOND


class _Match(NamedTuple):
    start: int
    end: int
    term: str


def highlight_passages(
    text: str,
    terms: Iterable[str],
    analyzer: tantivy.TextAnalyzer,
    *,
    max_passages: int = MAX_PASSAGES,
    passage_chars: int = PASSAGE_CHARS,
) -> tuple[str, ...]:
    """Up to `max_passages` passages of `text` around the words that match `terms`, best first.

    `terms` are analysed terms (stems); a word matches when the analyzer turns it into one of
    them, so "raised" is marked for the query "raising". Matched words are wrapped in
    `<b>…</b>`; the text is not HTML-escaped, so removing the tags gives back an exact passage
    of the chunk (a citation can locate it). Passages group matches that fit in `passage_chars`,
    rank by distinct terms then matches, and widen to about `passage_chars`, starting at a
    sentence when one starts nearby. With no match (the title matched) the chunk's opening is
    returned unmarked, as Elasticsearch's `no_match_size` does.
    """
    wanted = set(terms)
    matches = [
        _Match(token.char_offset_from, token.char_offset_to, token.text)
        for token in analyzer.pre_tokenize(text).tokens
        if token.text in wanted
    ]
    if not matches:
        return (text[: _word_end(text, 0, min(len(text), passage_chars))].strip(),)

    groups: list[list[_Match]] = []
    for match in matches:
        if groups and match.end - groups[-1][0].start <= passage_chars:
            groups[-1].append(match)
        else:
            groups.append([match])
    ranked = sorted(
        range(len(groups)),
        key=lambda i: (-len({m.term for m in groups[i]}), -len(groups[i]), i),
    )[:max_passages]

    chosen = sorted(ranked)
    bounds: dict[int, tuple[int, int]] = {}
    for position, index in enumerate(chosen):
        group = groups[index]
        floor = groups[chosen[position - 1]][-1].end if position else 0
        ceiling = groups[chosen[position + 1]][0].start if position + 1 < len(chosen) else len(text)
        bounds[index] = _widen(text, group[0].start, group[-1].end, floor, ceiling, passage_chars)

    passages = []
    for index in ranked:
        start, end = bounds[index]
        parts: list[str] = []
        cursor = start
        for match in groups[index]:
            parts += [text[cursor : match.start], "<b>", text[match.start : match.end], "</b>"]
            cursor = match.end
        parts.append(text[cursor:end])
        passages.append("".join(parts))
    return tuple(passages)


def _widen(
    text: str, start: int, end: int, floor: int, ceiling: int, passage_chars: int
) -> tuple[int, int]:
    """Grow [start, end) to about `passage_chars` inside [floor, ceiling), at word edges."""
    slack = max(0, passage_chars - (end - start))
    take_left = min(start - floor, slack // 2)
    take_right = min(ceiling - end, slack - take_left)
    take_left = min(start - floor, slack - take_right)
    left, right = start - take_left, end + take_right
    # A passage that starts at its sentence reads better than one cut mid-sentence: look back
    # a little beyond the slack for the start of the sentence holding the first match.
    lookback = max(floor, min(left, start - passage_chars // 2))
    sentence_starts = [found.end() for found in _SENTENCE_END.finditer(text, lookback, start)]
    if sentence_starts:
        left = sentence_starts[-1]
    elif lookback == 0:  # the text's own start is near enough
        left = 0
    elif left > 0 and not text[left - 1].isspace():  # mid-word: start at the next word
        space = text.find(" ", left, start)
        left = space + 1 if space >= 0 else start
    right = _word_end(text, end, right)
    while left < start and text[left].isspace():
        left += 1
    while right > end and text[right - 1].isspace():
        right -= 1
    return left, right


def _word_end(text: str, minimum: int, right: int) -> int:
    """`right`, moved back (not below `minimum`) to a word's end unless it is at one."""
    if right >= len(text) or text[right].isspace() or not text[right - 1 : right].strip():
        return right
    space = text.rfind(" ", minimum, right)
    return space if space >= minimum else right


class TantivySearchIndex:
    """A `SearchIndex` on tantivy: in memory (`directory=None`) or in a folder that persists.

    Reopening a folder keeps its chunks. Any number of processes may open a folder to search
    it and to write to it: tantivy's writer lock admits one writer at a time, so this class
    takes the writer for a write, keeps it `writer_linger_s` for the next one (its merges run
    meanwhile) and then releases it; a write that finds the lock held waits up to
    `writer_wait_s` for it. `writer_threads`: tantivy's indexing threads (0: one per CPU).
    """

    def __init__(
        self,
        directory: str | Path | None = None,
        *,
        writer_heap_bytes: int = WRITER_HEAP_BYTES,
        writer_threads: int = 0,
        writer_wait_s: float = WRITER_WAIT_S,
        writer_linger_s: float = WRITER_LINGER_S,
    ) -> None:
        if writer_linger_s < 0:
            raise ValueError(
                f"writer_linger_s must be >= 0 seconds, got {writer_linger_s}; use 0 to release "
                "the folder's writer lock after every write"
            )
        self._directory = Path(directory) if directory is not None else None
        self._schema = _schema()
        self._analyzer = english_analyzer()
        self._index = self._open()
        self._writer: tantivy.IndexWriter | None = None
        self._writer_heap_bytes = writer_heap_bytes
        self._writer_threads = writer_threads
        self._writer_wait_s = writer_wait_s
        self._writer_linger_s = writer_linger_s
        # Guards the writer in the worker threads that write and the timer thread that releases
        # it after `writer_linger_s`; `_writes` tells the timer whether a write came since.
        self._writer_guard = threading.Lock()
        self._writes = 0
        self._release_timer: threading.Timer | None = None
        # Reads and writes run in worker threads (see `search`, `index`). Searchers are
        # snapshots and the analyzer is stateless, so reads may overlap; the lock keeps writes
        # one at a time, because tantivy's writer is a single object that must not be shared.
        self._write_lock = asyncio.Lock()
        self._closed = False

    @property
    def directory(self) -> Path | None:
        return self._directory

    def _open(self) -> tantivy.Index:
        if self._directory is None:
            index = tantivy.Index(self._schema)
        else:
            self._directory.mkdir(parents=True, exist_ok=True)
            try:
                index = tantivy.Index(self._schema, str(self._directory), reuse=True)
            except ValueError as exc:
                raise ValueError(
                    f"cannot open the search index in {self._directory}: {exc}. It was written "
                    "by another version of quantward's search schema (or is not a tantivy "
                    "index); index the documents again into an empty folder."
                ) from exc
        index.register_tokenizer(TOKENIZER, english_analyzer())
        return index

    # --- writes -------------------------------------------------------------------------------

    async def index(self, chunks: Sequence[Chunk]) -> int:
        """Add or replace chunks by id, in one commit; searchable when this returns.

        A chunk id given twice in one batch is indexed once (the last one wins). Returns the
        number of distinct chunks written.
        """
        self._check_open()
        unique = list({chunk.chunk_id: chunk for chunk in chunks}.values())
        if not unique:
            return 0
        async with self._write_lock:
            await asyncio.to_thread(self._write, unique)
        return len(unique)

    def _write(self, chunks: list[Chunk]) -> None:
        with self._writer_guard:
            writer = self._get_writer()
            try:
                # The writer lock is ours: read what other processes committed before we took
                # it, so a chunk one of them wrote is replaced, not duplicated.
                self._index.reload()
                stored = self._stored_ids(self._index.searcher(), chunks)
                document, serialise = tantivy.Document, _CHUNK_JSON.to_json
                for chunk in chunks:
                    # Delete-then-add in one commit: tantivy applies a delete to documents
                    # added before it (by opstamp), so the new copy survives and the old goes.
                    if chunk.chunk_id in stored:
                        writer.delete_documents_by_term("chunk_id", chunk.chunk_id)
                    writer.add_document(
                        document(
                            chunk_id=chunk.chunk_id,
                            document_id=chunk.document_id,
                            entity_ids=list(chunk.entity_ids),
                            type=chunk.type,
                            source=chunk.source,
                            published_us=epoch_microseconds(chunk.published_at),
                            title=chunk.title,
                            text=chunk.text,
                            chunk=serialise(chunk),
                        )
                    )
                writer.commit()
            except BaseException:
                self._abandon_writer(writer)
                raise
            self._index.reload()
            self._written()

    @staticmethod
    def _stored_ids(searcher: tantivy.Searcher, chunks: list[Chunk]) -> set[str]:
        """The ids among `chunks` that may be in the index (committed; writes hold the lock).

        Only these get a delete term: tantivy applies every delete term to every segment at
        commit, which cost about a fifth of the indexing time of a fresh corpus. A document
        frequency is one term-dictionary lookup per segment; it still counts a deleted copy
        until a merge drops it, which costs a needless delete, never a duplicate.
        """
        if searcher.num_docs == 0:
            return set()
        doc_freq = searcher.doc_freq
        return {c.chunk_id for c in chunks if doc_freq("chunk_id", c.chunk_id)}

    def _get_writer(self) -> tantivy.IndexWriter:
        """The writer, waiting (with growing pauses) while another process holds its lock."""
        if self._writer is not None:
            return self._writer
        deadline = time.monotonic() + self._writer_wait_s
        pause, longest = _WRITER_RETRY_S
        while True:
            try:
                self._writer = self._index.writer(
                    heap_size=self._writer_heap_bytes, num_threads=self._writer_threads
                )
                return self._writer
            except ValueError as exc:
                busy = "LockBusy" in str(exc)
                if busy and time.monotonic() + pause < deadline:
                    time.sleep(pause)  # a worker thread: the event loop goes on
                    pause = min(pause * 2, longest)
                    continue
                waited = f" for {self._writer_wait_s:g} s" if busy else ""
                raise RuntimeError(
                    f"cannot write to the search index in {self._directory}: another process "
                    f"has been writing to it{waited} ({exc}). Wait for it to finish (or stop "
                    "it) and try again."
                    if busy
                    else f"cannot write to the search index in {self._directory}: {exc}"
                ) from exc

    def _written(self) -> None:
        """After a committed write (under `_writer_guard`): keep the writer for the next write,
        releasing a folder's after `writer_linger_s` without one."""
        self._writes += 1
        if self._directory is None:
            return  # in memory: no other process can want the writer; `close()` releases it
        if self._writer_linger_s == 0:
            self._release_writer()
            return
        if self._release_timer is not None:
            self._release_timer.cancel()
        timer = threading.Timer(self._writer_linger_s, self._release_if_idle, (self._writes,))
        timer.daemon = True  # a process that exits releases tantivy's lock file anyway
        self._release_timer = timer
        timer.start()

    def _release_if_idle(self, writes: int) -> None:
        with self._writer_guard:
            if self._writes == writes:  # no write since this timer was set
                self._release_writer()

    def _abandon_writer(self, writer: tantivy.IndexWriter) -> None:
        """After a failed write: drop what it added since the last commit, release the lock."""
        try:
            writer.rollback()
        finally:
            self._release_writer()

    def _release_writer(self) -> None:
        """Let the writer finish its merges and drop it, releasing the folder's lock file
        (under `_writer_guard`). Dropping it without waiting would abandon its merges."""
        if self._release_timer is not None:
            self._release_timer.cancel()
            self._release_timer = None
        writer, self._writer = self._writer, None
        if writer is not None:
            writer.wait_merging_threads()

    async def delete_document(self, document_id: str) -> int:
        """Remove every chunk of a document; returns how many there were."""
        self._check_open()
        async with self._write_lock:
            return await asyncio.to_thread(self._delete_document, document_id)

    def _delete_document(self, document_id: str) -> int:
        term = tantivy.Query.term_query(self._schema, "document_id", document_id, "basic")
        with self._writer_guard:
            self._index.reload()  # another process may have written the document a moment ago
            result = self._index.searcher().search(term, 1, count=True)
            found: int = result.count  # type: ignore[attr-defined]  # missing from the stub
            if found == 0:
                return 0
            writer = self._get_writer()
            try:
                writer.delete_documents_by_term("document_id", document_id)
                writer.commit()
            except BaseException:
                self._abandon_writer(writer)
                raise
            self._index.reload()
            self._written()
            return found

    # --- reads --------------------------------------------------------------------------------

    async def search(self, query: SearchQuery) -> SearchResults:
        """BM25 over text (and title, boosted) among the chunks that pass every filter.

        A search of up to `INLINE_LIMIT` hits runs right here, on the caller's thread: a
        filtered top-10 over 100,000 chunks takes about 0.1 ms and building its hits a few
        microseconds each (highlights wait until read), less than handing it to a worker thread
        and back. A larger `limit` runs in a worker thread, so a thousand hits do not hold the
        event loop.
        """
        self._check_open()
        if query.limit <= INLINE_LIMIT:
            return self._search(query)
        return await asyncio.to_thread(self._search, query)

    def _search(self, query: SearchQuery) -> SearchResults:
        terms = list(dict.fromkeys(self._analyzer.analyze(query.text)))
        if not terms:  # only stop words or punctuation: nothing can match
            return SearchResults(hits=(), total=0 if query.count_total else None)
        searcher = self._index.searcher()
        result = searcher.search(self._query(query, terms), query.limit, count=query.count_total)

        def highlights(text: str) -> Highlights:
            return Highlights.lazy(partial(highlight_passages, text, terms, self._analyzer))

        hits = tuple(
            SearchHit.from_stored_json(_stored_json(searcher, address), float(score), highlights)
            for score, address in result.hits
        )
        # `count` exists at runtime (None unless count=True) but is missing from the type stub.
        total: int | None = result.count  # type: ignore[attr-defined]
        return SearchResults(hits=hits, total=total)

    def _query(self, query: SearchQuery, terms: list[str]) -> tantivy.Query:
        schema = self._schema
        should = tantivy.Occur.Should
        words: list[tuple[tantivy.Occur, tantivy.Query]] = []
        for term in terms:
            words.append((should, tantivy.Query.term_query(schema, "text", term, "freq")))
            title = tantivy.Query.term_query(schema, "title", term, "freq")
            words.append((should, tantivy.Query.boost_query(title, TITLE_BOOST)))
        filters: list[tantivy.Query] = []
        for field, values in (
            ("entity_ids", query.entity_ids),
            ("type", query.types),
            ("source", query.sources),
        ):
            if values:
                filters.append(self._any_of(field, values))
        latest = query.latest()
        if query.since is not None or latest is not None:
            filters.append(
                tantivy.Query.range_query(
                    schema,
                    "published_us",
                    tantivy.FieldType.Integer,
                    epoch_microseconds(query.since) if query.since is not None else None,
                    epoch_microseconds(latest) if latest is not None else None,
                )
            )
        must = tantivy.Occur.Must
        return tantivy.Query.boolean_query(
            [
                (must, tantivy.Query.boolean_query(words)),
                *((must, tantivy.Query.const_score_query(f, 0.0)) for f in filters),
            ]
        )

    def _any_of(self, field: str, values: Sequence[str]) -> tantivy.Query:
        """Documents whose exact-term `field` holds any of `values`, as the cheapest query.

        A term query (or a few of them) reads only those terms' postings, intersected lazily
        with the words; tantivy's term-set query instead walks the term dictionary and builds a
        bitset over every document first, about 4x slower for a filtered search.
        """
        distinct = list(dict.fromkeys(values))
        if len(distinct) > FEW_TERMS:
            return tantivy.Query.term_set_query(self._schema, field, distinct)
        terms = [tantivy.Query.term_query(self._schema, field, v, "basic") for v in distinct]
        if len(terms) == 1:
            return terms[0]
        return tantivy.Query.boolean_query([(tantivy.Occur.Should, term) for term in terms])

    async def get_chunks(self, chunk_ids: Sequence[str]) -> dict[str, Chunk]:
        """The stored chunks among `chunk_ids`, exactly as indexed; unknown ids are absent."""
        self._check_open()
        wanted = list(dict.fromkeys(chunk_ids))
        if not wanted:
            return {}
        return await asyncio.to_thread(self._get_chunks, wanted)

    def _get_chunks(self, wanted: list[str]) -> dict[str, Chunk]:
        searcher = self._index.searcher()
        result = searcher.search(self._any_of("chunk_id", wanted), len(wanted), count=False)
        found = {}
        for _score, address in result.hits:
            chunk = _stored_chunk(searcher, address)
            found[chunk.chunk_id] = chunk
        return {chunk_id: found[chunk_id] for chunk_id in wanted if chunk_id in found}

    async def document_chunks(self, document_id: str) -> list[Chunk]:
        """Every chunk of one document, exactly as indexed, by `start`; [] if unknown."""
        self._check_open()
        return await asyncio.to_thread(self._document_chunks, document_id)

    def _document_chunks(self, document_id: str) -> list[Chunk]:
        # One searcher for the count and the fetch: a snapshot, so a write in between cannot
        # make the two disagree.
        searcher = self._index.searcher()
        query = tantivy.Query.term_query(self._schema, "document_id", document_id, "basic")
        found: int = searcher.search(query, 1, count=True).count  # type: ignore[attr-defined]
        if found == 0:
            return []
        result = searcher.search(query, found, count=False)
        chunks = [_stored_chunk(searcher, address) for _score, address in result.hits]
        # Text order; `start` is not a fast field, and a document has tens or hundreds of
        # chunks, so sorting here costs nothing next to rebuilding them.
        return sorted(chunks, key=lambda c: (c.start, c.ordinal, c.chunk_id))

    async def count(self) -> int:
        self._check_open()
        return self._index.searcher().num_docs

    # --- lifecycle ----------------------------------------------------------------------------

    async def close(self) -> None:
        """Stop accepting calls. Idempotent. Releases the writer kept after the last write
        (and the folder's lock file) once its background merges have finished."""
        if self._closed:
            return
        self._closed = True
        async with self._write_lock:
            await asyncio.to_thread(self._release_now)

    def _release_now(self) -> None:
        with self._writer_guard:
            self._release_writer()

    def _check_open(self) -> None:
        if self._closed:
            raise RuntimeError("this TantivySearchIndex is closed; open a new one")

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.close()


def _stored_json(searcher: tantivy.Searcher, address: tantivy.DocAddress) -> bytes:
    stored = searcher.doc(address).get_first("chunk")
    if not isinstance(stored, bytes):
        raise RuntimeError(f"search index document {address.doc} has no stored chunk JSON")
    return stored


def _stored_chunk(searcher: tantivy.Searcher, address: tantivy.DocAddress) -> Chunk:
    return Chunk.model_validate_json(_stored_json(searcher, address))
