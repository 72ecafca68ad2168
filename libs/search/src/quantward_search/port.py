"""The `SearchIndex` port: full-text search over chunks, filtered the way research needs.

Filters are part of the contract, not an afterthought: a run searches only the entities it
resolved, only the document types and sources its template allows, and never anything published
after its as-of date (point in time), so a backtest cannot read tomorrow's news. Every adapter
passes the contract suite `tests/contract/test_search_index.py`.

Counting is asked for, never implied: `SearchResults.total` is the exact number of matching
chunks only for a query with `count_total`, and None otherwise. A top-k search need not visit
every match (a server skips the ones that cannot reach the top k; tantivy need not feed them to
a counter), and most callers read only the hits, so none of them pays for a number it ignores.
"""

from __future__ import annotations

import functools
import threading
from collections.abc import Callable, Iterator, Sequence
from datetime import datetime
from types import TracebackType
from typing import Any, Protocol, Self, overload

import pydantic_core
from pydantic import AwareDatetime, BaseModel, ConfigDict, Field, GetCoreSchemaHandler
from pydantic_core import core_schema

from quantward_documents.model import Chunk, DocumentType, FiscalPeriod


class SearchQuery(BaseModel):
    """What to look for and where it may come from."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    text: str = Field(min_length=1, description="Words to match (BM25).")
    entity_ids: tuple[str, ...] = Field(
        default=(), description="Any of these entities; all if empty."
    )
    types: tuple[DocumentType, ...] = Field(
        default=(), description="Any of these types; all if empty."
    )
    sources: tuple[str, ...] = Field(default=(), description="Allow-list of sources; all if empty.")
    since: AwareDatetime | None = Field(default=None, description="Published at or after.")
    until: AwareDatetime | None = Field(default=None, description="Published at or before.")
    as_of: AwareDatetime | None = Field(
        default=None,
        description="Point in time: nothing published after it, whatever `until` says.",
    )
    limit: int = Field(default=10, ge=1, le=1000)
    count_total: bool = Field(
        default=False,
        description="Count every matching chunk into `SearchResults.total` (costs a visit of "
        "every match; leave off unless the number is shown or used).",
    )

    def latest(self) -> datetime | None:
        """The effective upper bound: the earlier of `until` and `as_of`."""
        bounds = [b for b in (self.until, self.as_of) if b is not None]
        return min(bounds) if bounds else None


class Highlights(Sequence[str]):
    """A hit's highlight passages, worked out when first read.

    Marking passages costs far more than finding the hit (an adapter that highlights in Python
    re-tokenises every hit's text), and most hits are never shown: a caller that only cites or
    ranks them would pay for nothing. So an adapter may hand over how to compute them
    (`Highlights.lazy`); whoever reads them (iterates, indexes, compares, serialises) gets exactly
    the passages an eager adapter would have given. A plain tuple of passages is accepted
    wherever `Highlights` is.
    """

    __slots__ = ("_compute", "_lock", "_passages")

    def __init__(self, passages: Sequence[str] = ()) -> None:
        self._passages: tuple[str, ...] | None = tuple(passages)
        self._compute: Callable[[], tuple[str, ...]] | None = None
        self._lock: threading.Lock | None = None

    @classmethod
    def lazy(cls, compute: Callable[[], tuple[str, ...]]) -> Highlights:
        """Passages `compute()` returns, called once, on first read (from any thread)."""
        highlights = cls()
        highlights._passages, highlights._compute = None, compute
        highlights._lock = threading.Lock()
        return highlights

    @property
    def passages(self) -> tuple[str, ...]:
        passages = self._passages
        if passages is None:
            assert self._lock is not None
            assert self._compute is not None
            with self._lock:
                if self._passages is None:
                    self._passages = tuple(self._compute())
                    self._compute = None  # let the text and analyzer it held go
                passages = self._passages
        return passages

    @property
    def computed(self) -> bool:
        """Whether the passages exist yet (for tests and benchmarks, not for callers)."""
        return self._passages is not None

    @overload
    def __getitem__(self, index: int) -> str: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[str, ...]: ...

    def __getitem__(self, index: int | slice) -> str | tuple[str, ...]:
        return self.passages[index]

    def __len__(self) -> int:
        return len(self.passages)

    def __iter__(self) -> Iterator[str]:
        return iter(self.passages)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Highlights):
            return self.passages == other.passages
        if isinstance(other, tuple | list):
            return self.passages == tuple(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.passages)

    def __repr__(self) -> str:
        return f"Highlights({self.passages!r})"

    def __reduce__(self) -> tuple[type[Highlights], tuple[tuple[str, ...]]]:
        return (Highlights, (self.passages,))

    @classmethod
    def __get_pydantic_core_schema__(
        cls, source: Any, handler: GetCoreSchemaHandler
    ) -> core_schema.CoreSchema:
        # In: a `Highlights` as is (not computed yet), or any sequence of strings. Out: the
        # passages as a tuple (a JSON array), computed then.
        from_passages = core_schema.no_info_after_validator_function(
            cls, core_schema.tuple_schema([core_schema.str_schema()], variadic_item_index=0)
        )
        return core_schema.union_schema(
            [core_schema.is_instance_schema(cls), from_passages],
            serialization=core_schema.plain_serializer_function_ser_schema(
                lambda value: value.passages,
                return_schema=core_schema.tuple_schema(
                    [core_schema.str_schema()], variadic_item_index=0
                ),
            ),
        )


class SearchHit(BaseModel):
    """One matching chunk, with what a citation and a reader need."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    chunk_id: str
    document_id: str
    score: float
    text: str
    highlights: Highlights = Field(
        description="Passages of the chunk around the matches, matched words in <b>…</b>."
    )
    title: str
    type: DocumentType
    section: str
    entity_ids: tuple[str, ...]
    published_at: AwareDatetime
    fiscal_period: FiscalPeriod | None
    source: str
    synthetic: bool
    start: int
    end: int

    @classmethod
    def from_chunk(cls, chunk: Chunk, score: float, highlights: Sequence[str]) -> SearchHit:
        """A hit for a stored chunk (every adapter builds hits the same way).

        Built without validating again: every field comes from a `Chunk`, validated when it was
        read, and validating the same values twice cost about as much as reading them (so did
        `model_construct`, which works out defaults and aliases this model does not have). The
        result is what `SearchHit(...)` with the same values gives (the port's tests check it).
        """
        return cls.from_fields(
            {
                "chunk_id": chunk.chunk_id,
                "document_id": chunk.document_id,
                "text": chunk.text,
                "title": chunk.title,
                "type": chunk.type,
                "section": chunk.section,
                "entity_ids": chunk.entity_ids,
                "published_at": chunk.published_at,
                "fiscal_period": chunk.fiscal_period,
                "source": chunk.source,
                "synthetic": chunk.synthetic,
                "start": chunk.start,
                "end": chunk.end,
            },
            score,
            highlights,
        )

    @classmethod
    def from_stored_json(
        cls, stored: bytes, score: float, highlights: Callable[[str], Highlights]
    ) -> SearchHit:
        """A hit for a chunk's JSON as an adapter stored it from a validated `Chunk` (its own
        serializer's output, never a client's), parsed without validating again.

        Parsing alone costs about half of validating, and a top-10 search builds ten hits:
        validation of data the index wrote itself was a fifth of the port's query time. The
        two fields JSON does not type are rebuilt: the publication time, and the fiscal
        period, taken from a cache of validated ones (a corpus has a few dozen).
        `highlights` gets the chunk's text and returns its (lazy) highlights.
        """
        fields: dict[str, Any] = pydantic_core.from_json(stored)
        fields["published_at"] = datetime.fromisoformat(fields["published_at"])
        fields["entity_ids"] = tuple(fields["entity_ids"])
        period = fields.get("fiscal_period")
        if period is not None:
            fields["fiscal_period"] = _fiscal_period(
                period["fiscal_year"], period["fiscal_quarter"]
            )
        return cls.from_fields(fields, score, highlights(fields["text"]))

    @classmethod
    def from_fields(
        cls, fields: dict[str, Any], score: float, highlights: Sequence[str]
    ) -> SearchHit:
        """A hit from already validated values of a chunk's fields (`fields` is taken over; a
        key that is not a field of `SearchHit`, such as a chunk's `ordinal`, is left out, and
        a missing one raises `KeyError`).

        For adapters whose stored chunks were validated when read (`from_chunk`) or are read
        with a validator of the same types; nothing is checked again here.
        """
        fields["score"] = float(score)
        fields["highlights"] = (
            highlights if isinstance(highlights, Highlights) else Highlights(highlights)
        )
        # In the fields' order, which is the order pydantic serialises them in.
        values = {name: fields[name] for name in _HIT_FIELDS_IN_ORDER}
        hit = cls.__new__(cls)
        _set = object.__setattr__
        _set(hit, "__dict__", values)
        _set(hit, "__pydantic_fields_set__", set(_HIT_FIELDS))
        _set(hit, "__pydantic_extra__", None)
        _set(hit, "__pydantic_private__", None)
        return hit


@functools.cache
def _fiscal_period(year: int, quarter: int | None) -> FiscalPeriod:
    return FiscalPeriod(fiscal_year=year, fiscal_quarter=quarter)


# Every field of `SearchHit` is given when a hit is built, so every one is "set".
_HIT_FIELDS: frozenset[str] = frozenset(SearchHit.model_fields)
_HIT_FIELDS_IN_ORDER: tuple[str, ...] = tuple(SearchHit.model_fields)


class SearchResults(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    hits: tuple[SearchHit, ...]
    total: int | None = Field(
        default=None,
        description="Matching chunks before `limit` when the query asked (`count_total`); "
        "None when it did not.",
    )


class SearchIndex(Protocol):
    """A chunk index; see the module docstring."""

    async def index(self, chunks: Sequence[Chunk]) -> int:
        """Add or replace chunks (by id); searchable when this returns. Returns the count."""
        ...

    async def search(self, query: SearchQuery) -> SearchResults: ...

    async def get_chunks(self, chunk_ids: Sequence[str]) -> dict[str, Chunk]:
        """The stored chunks among `chunk_ids` (unknown ids are absent)."""
        ...

    async def document_chunks(self, document_id: str) -> list[Chunk]:
        """Every stored chunk of one document, in text order (by `start`); [] if unknown.

        What a reader needs to open a whole document (a transcript the earnings calendar
        named, not only the chunks a search matched). No filter applies here: whoever exposes
        a document to a run checks its entities, source and publication time first.
        """
        ...

    async def delete_document(self, document_id: str) -> int:
        """Remove every chunk of a document; returns how many were removed."""
        ...

    async def count(self) -> int: ...

    async def close(self) -> None: ...

    async def __aenter__(self) -> Self: ...

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None: ...
