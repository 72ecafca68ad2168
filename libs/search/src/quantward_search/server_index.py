"""What the Elasticsearch and OpenSearch adapters do, written once over either client.

OpenSearch is a fork of Elasticsearch 7.10 and both serve the parts of the REST API the
adapters use (`lucene_server` defines what is sent), and their Python clients have the same
methods (`search`, `mget`, `count`, `indices.*`, `helpers.async_bulk`). They differ in four
places only, which a subclass supplies (`ElasticsearchSearchIndex`, `OpenSearchSearchIndex`):

* how the client is built from a URL (`_client_for`);
* how a request body is passed: the Elasticsearch client takes its fields as keyword
  arguments, `opensearch-py` takes `body=` (`_request`);
* what a call returns: Elasticsearch wraps the JSON in a response object, `opensearch-py`
  returns the plain dict (`_plain`);
* the client's classes: the error a refused request raises (`_bad_request`), and the bulk
  helper with its error (`_bulk_helper`, `_bulk_error`).

The mapping and the reasons for it are in docs/adr/0007-search-index.md; in short, the index has
an explicit, strict mapping (text and title with the `english` analyzer, keyword filters, the
publication time as a `date` and as exact epoch microseconds) and each document is one chunk,
with the chunk id as `_id`, holding every field of the `Chunk`, so a hit or `get_chunks`
rebuilds the exact chunk that was indexed.

What an adapter must never do:

* answer before a write is visible: `index` and `delete_document` refresh the index before
  they return (one refresh per call, not one per bulk request);
* let a filter score: filters go in the `bool` query's `filter` clause, so they narrow the hits
  without reordering them and the server can cache them;
* filter on time in milliseconds: `date` fields keep milliseconds, so the point in time is
  filtered on `published_us` (a `long`), which is exact to the microsecond like the `Chunk`;
* write outside its own index, or create one with a mapping the server guessed: the mapping is
  `dynamic: strict`, so a document with an unexpected field is refused, not silently mapped.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Mapping, Sequence
from types import TracebackType
from typing import Any, ClassVar, Self

from quantward_documents.model import Chunk
from quantward_search.lucene_server import (
    BULK_CHUNK_SIZE,
    BULK_MAX_BYTES,
    DOCUMENT_ORDER,
    DOCUMENT_PAGE_SIZE,
    HIGHLIGHT,
    MAPPINGS,
    chunk_of,
    document_query,
    hit_of,
    index_settings,
    search_body,
    source_of,
)
from quantward_search.port import SearchQuery, SearchResults

__all__ = ["BulkRefusedError", "ServerSearchIndex"]


class BulkRefusedError(Exception):
    """The server refused some items of a bulk request; `errors` are its per-item answers."""

    def __init__(self, errors: Sequence[Any]) -> None:
        super().__init__(f"{len(errors)} bulk items refused")
        self.errors = list(errors)


class ServerSearchIndex(ABC):
    """A `SearchIndex` stored in one index of an Elasticsearch-compatible server.

    Build it with `connect` (which creates the index with its mapping when it is missing), or
    pass a client you manage and call `ensure_index` yourself. The index name is the namespace:
    tests and tenants use their own names, and `drop` removes one.
    """

    # The server's name, for messages ("Elasticsearch", "OpenSearch").
    server: ClassVar[str]
    # What the client raises for a request the server answered with 400 (index exists…).
    _bad_request: ClassVar[type[Exception]]

    def __init__(self, client: Any, index_name: str, *, owns_client: bool = False) -> None:
        self._client = client
        self._index = index_name
        self._owns_client = owns_client
        self._closed = False

    # --- the client's differences (see the module docstring) ----------------------------------

    @classmethod
    @abstractmethod
    def _client_for(cls, url: str, timeout: float, options: dict[str, Any]) -> Any:
        """An async client on `url` with `timeout` seconds per request."""

    @abstractmethod
    def _request(self, body: dict[str, Any]) -> dict[str, Any]:
        """The keyword arguments that send `body` as a request's JSON body."""

    @abstractmethod
    def _plain(self, response: Any) -> Mapping[str, Any]:
        """A call's answer as the JSON object the server sent."""

    # The client's `helpers.async_bulk` and the `BulkIndexError` it raises (same in both).
    _bulk_helper: ClassVar[Callable[..., Awaitable[tuple[int, Any]]]]
    _bulk_error: ClassVar[type[Exception]]

    async def _bulk(self, actions: Iterable[dict[str, Any]], *, raise_on_error: bool) -> int:
        """Send `actions` with the client's bulk helper; how many succeeded.

        Raises `BulkRefusedError` (with the server's per-item errors) when `raise_on_error` and
        an item was refused.
        """
        try:
            succeeded, _errors = await type(self)._bulk_helper(
                self._client,
                actions,
                chunk_size=BULK_CHUNK_SIZE,
                max_chunk_bytes=BULK_MAX_BYTES,
                raise_on_error=raise_on_error,
            )
        except self._bulk_error as exc:
            raise BulkRefusedError(list(getattr(exc, "errors", ()))) from exc
        return succeeded

    # --- set-up -------------------------------------------------------------------------------

    @classmethod
    async def connect(
        cls,
        url: str,
        index_name: str,
        *,
        shards: int = 1,
        replicas: int = 0,
        timeout: float = 60.0,
        **client_options: Any,
    ) -> Self:
        """A client on `url` and the index `index_name`, created if missing.

        One shard by default: BM25 statistics are per shard, so a small index split in shards
        ranks the same chunk differently depending on where it landed. Replicas default to 0
        because a single-node cluster could never place them (the index would stay yellow).
        `client_options` go to the client (api_key, basic_auth or http_auth, ca_certs…).
        """
        client = cls._client_for(url, timeout, client_options)
        index = cls(client, index_name, owns_client=True)
        try:
            await index.ensure_index(shards=shards, replicas=replicas)
        except BaseException:
            await client.close()
            raise
        return index

    @property
    def index_name(self) -> str:
        return self._index

    async def ensure_index(self, *, shards: int = 1, replicas: int = 0) -> None:
        """Create the index with its mapping unless it exists; check an existing one's mapping."""
        if not await self._client.indices.exists(index=self._index):
            body = {"settings": index_settings(shards, replicas), "mappings": MAPPINGS}
            try:
                await self._client.indices.create(index=self._index, **self._request(body))
                return
            except self._bad_request as exc:
                # Another process created it between our check and our create: fine.
                if getattr(exc, "error", None) != "resource_already_exists_exception":
                    raise
        response = self._plain(await self._client.indices.get_mapping(index=self._index))
        found: dict[str, Any] = {}
        for description in response.values():
            found.update(description.get("mappings", {}).get("properties") or {})
        missing = sorted(set(MAPPINGS["properties"]) - set(found))
        if missing:
            raise RuntimeError(
                f"{self.server} index {self._index!r} exists but is not a quantward chunk index "
                f"(its mapping lacks {', '.join(missing)}); use another index name or drop it"
            )

    async def drop(self) -> None:
        """Delete the whole index (tests, re-indexing from scratch). Missing is fine."""
        await self._client.indices.delete(index=self._index, ignore_unavailable=True)

    # --- writes -------------------------------------------------------------------------------

    async def index(self, chunks: Sequence[Chunk]) -> int:
        """Bulk-index chunks (the chunk id is `_id`, so a chunk replaces its earlier copy).

        Refreshes once at the end, so the chunks are searchable when this returns. A chunk the
        server refuses raises with its id and the server's reason.
        """
        self._check_open()
        unique = list({chunk.chunk_id: chunk for chunk in chunks}.values())
        if not unique:
            return 0
        actions = (
            {
                "_op_type": "index",
                "_index": self._index,
                "_id": chunk.chunk_id,
                "_source": source_of(chunk),
            }
            for chunk in unique
        )
        try:
            await self._bulk(actions, raise_on_error=True)
        except BulkRefusedError as exc:
            first: Any = exc.errors[0] if exc.errors else {}
            item: Mapping[str, Any] = next(iter(first.values()), {}) if first else {}
            raise RuntimeError(
                f"{self.server} refused {len(exc.errors)} of {len(unique)} chunks for index "
                f"{self._index!r}; first: chunk {item.get('_id')}: {item.get('error')}"
            ) from exc
        finally:
            # Refresh even after a partial failure, so what was written is visible and counted.
            await self._client.indices.refresh(index=self._index)
        return len(unique)

    async def delete_document(self, document_id: str) -> int:
        """Remove every chunk of a document; returns how many were removed.

        The chunk ids are read (in pages, like `document_chunks`) and deleted in bulk, then the
        index is refreshed once. Not `_delete_by_query`: that endpoint lives in the `reindex`
        module, which a node built from the Maven Central jars (the test rig's) does not have,
        while search and bulk are the server's own everywhere.
        """
        self._check_open()
        ids = [
            raw["_id"]
            async for page in self._document_pages(document_id, source=False)
            for raw in page
        ]
        if not ids:
            return 0
        deleted = 0
        try:
            deleted = await self._bulk(
                ({"_op_type": "delete", "_index": self._index, "_id": i} for i in ids),
                raise_on_error=False,  # a chunk deleted meanwhile is a 404, not a failure
            )
        finally:
            await self._client.indices.refresh(index=self._index)
        return deleted

    # --- reads --------------------------------------------------------------------------------

    async def search(self, query: SearchQuery) -> SearchResults:
        """BM25 (`most_fields` over text and boosted title) inside `filter` clauses.

        `track_total_hits` follows `count_total`: an exact total makes the server score every
        match, where without it Lucene skips blocks of matches that cannot reach the top k.
        """
        self._check_open()
        body = {
            "query": search_body(query),
            "size": query.limit,
            "track_total_hits": query.count_total,
            "highlight": HIGHLIGHT,
        }
        response = self._plain(await self._client.search(index=self._index, **self._request(body)))
        found = response["hits"]
        hits = tuple(hit_of(raw) for raw in found["hits"])
        total = int(found["total"]["value"]) if query.count_total else None
        return SearchResults(hits=hits, total=total)

    async def get_chunks(self, chunk_ids: Sequence[str]) -> dict[str, Chunk]:
        """The stored chunks among `chunk_ids`, exactly as indexed; unknown ids are absent."""
        self._check_open()
        wanted = list(dict.fromkeys(chunk_ids))
        if not wanted:
            return {}
        response = await self._client.mget(index=self._index, **self._request({"ids": wanted}))
        docs = self._plain(response)["docs"]
        return {doc["_id"]: chunk_of(doc["_source"]) for doc in docs if doc.get("found")}

    async def document_chunks(self, document_id: str) -> list[Chunk]:
        """Every chunk of one document, exactly as indexed, by `start`; [] if unknown."""
        self._check_open()
        return [
            chunk_of(raw["_source"])
            async for page in self._document_pages(document_id, source=True)
            for raw in page
        ]

    async def _document_pages(
        self, document_id: str, *, source: bool
    ) -> AsyncIterator[list[dict[str, Any]]]:
        """The document's hits in text order, in pages of `DOCUMENT_PAGE_SIZE`.

        `search_after` on (start, chunk_id), so a document of any length is read whole without
        hitting `index.max_result_window` (10,000).
        """
        after: list[Any] | None = None
        while True:
            body: dict[str, Any] = {
                "query": document_query(document_id),
                "sort": DOCUMENT_ORDER,
                "size": DOCUMENT_PAGE_SIZE,
                "track_total_hits": False,
                "_source": source,
            }
            if after is not None:
                body["search_after"] = after
            response = await self._client.search(index=self._index, **self._request(body))
            page: list[dict[str, Any]] = self._plain(response)["hits"]["hits"]
            if page:
                yield page
            if len(page) < DOCUMENT_PAGE_SIZE:
                return
            after = page[-1]["sort"]

    async def count(self) -> int:
        self._check_open()
        response = await self._client.count(index=self._index)
        return int(self._plain(response)["count"])

    # --- lifecycle ----------------------------------------------------------------------------

    async def close(self) -> None:
        """Close the client if `connect` made it. Idempotent."""
        if self._closed:
            return
        self._closed = True
        if self._owns_client:
            await self._client.close()

    def _check_open(self) -> None:
        if self._closed:
            raise RuntimeError(f"this {type(self).__name__} is closed; connect again")

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.close()
