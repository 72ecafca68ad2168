"""The OpenSearch adapter of the `SearchIndex` port, on the official `opensearch-py` client.

For platform teams that run OpenSearch instead of Elasticsearch. It sends exactly what the
Elasticsearch adapter sends (`lucene_server`: the same strict mapping with the `english`
analyzer, the same query, filters and highlight request), so both rank and filter alike; only
the client differs. The same rules hold:

* a write is visible when it returns: `index` and `delete_document` refresh once per call;
* filters go in the `bool` query's `filter` clause, so they never score;
* the point in time is filtered on `published_us`, exact to the microsecond;
* the mapping is `dynamic: strict` and created by this adapter, never guessed by the server.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Mapping, Sequence
from types import TracebackType
from typing import Any, Self

try:
    from opensearchpy import AsyncOpenSearch, RequestError
    from opensearchpy.helpers import BulkIndexError, async_bulk
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    raise ImportError(
        "OpenSearchSearchIndex needs the opensearch-py client: install the 'opensearch' "
        "extra: pip install 'quantward-search[opensearch]'"
    ) from exc

from quantward_documents.model import Chunk
from quantward_search.lucene_server import (
    BULK_CHUNK_SIZE,
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

__all__ = ["OpenSearchSearchIndex"]


class OpenSearchSearchIndex:
    """A `SearchIndex` stored in one OpenSearch index.

    Build it with `connect` (which creates the index with its mapping when it is missing), or
    pass an `AsyncOpenSearch` client you manage and call `ensure_index` yourself. The index
    name is the namespace: tests and tenants use their own names, and `drop` removes one.
    """

    def __init__(self, client: AsyncOpenSearch, index_name: str, *, owns_client: bool = False):
        self._client = client
        self._index = index_name
        self._owns_client = owns_client
        self._closed = False

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

        One shard and no replica by default, for the reasons given in the Elasticsearch
        adapter's `connect`. `client_options` go to `AsyncOpenSearch` (http_auth, use_ssl,
        verify_certs, ca_certs…).
        """
        client = AsyncOpenSearch(hosts=[url], timeout=timeout, **client_options)
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
            try:
                await self._client.indices.create(
                    index=self._index,
                    body={"settings": index_settings(shards, replicas), "mappings": MAPPINGS},
                )
                return
            except RequestError as exc:
                # Another process created it between our check and our create: fine.
                if exc.error != "resource_already_exists_exception":
                    raise
        response = await self._client.indices.get_mapping(index=self._index)
        found: dict[str, Any] = {}
        for description in response.values():
            found.update(description.get("mappings", {}).get("properties") or {})
        missing = sorted(set(MAPPINGS["properties"]) - set(found))
        if missing:
            raise RuntimeError(
                f"OpenSearch index {self._index!r} exists but is not a quantward chunk index "
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
            await async_bulk(
                self._client,
                actions,
                chunk_size=BULK_CHUNK_SIZE,
                max_chunk_bytes=50 * 1024 * 1024,
                raise_on_error=True,
            )
        except BulkIndexError as exc:
            errors: list[Any] = list(exc.errors)
            first: Any = errors[0] if errors else {}
            item: Mapping[str, Any] = next(iter(first.values()), {}) if first else {}
            raise RuntimeError(
                f"OpenSearch refused {len(errors)} of {len(unique)} chunks for index "
                f"{self._index!r}; first: chunk {item.get('_id')}: {item.get('error')}"
            ) from exc
        finally:
            # Refresh even after a partial failure, so what was written is visible and counted.
            await self._client.indices.refresh(index=self._index)
        return len(unique)

    async def delete_document(self, document_id: str) -> int:
        """Remove every chunk of a document; returns how many were removed.

        Chunk ids by paged search, then a bulk delete and one refresh, as the Elasticsearch
        adapter does (`_delete_by_query` lives in the reindex module, which a node need not
        have).
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
            deleted, _missing = await async_bulk(
                self._client,
                ({"_op_type": "delete", "_index": self._index, "_id": i} for i in ids),
                chunk_size=BULK_CHUNK_SIZE,
                raise_on_error=False,  # a chunk deleted meanwhile is a 404, not a failure
            )
        finally:
            await self._client.indices.refresh(index=self._index)
        return deleted

    # --- reads --------------------------------------------------------------------------------

    async def search(self, query: SearchQuery) -> SearchResults:
        """BM25 (`most_fields` over text and boosted title) inside `filter` clauses."""
        self._check_open()
        response = await self._client.search(
            index=self._index,
            body={
                "query": search_body(query),
                "size": query.limit,
                "track_total_hits": True,
                "highlight": HIGHLIGHT,
            },
        )
        body = response["hits"]
        hits = tuple(hit_of(raw) for raw in body["hits"])
        return SearchResults(hits=hits, total=int(body["total"]["value"]))

    async def get_chunks(self, chunk_ids: Sequence[str]) -> dict[str, Chunk]:
        """The stored chunks among `chunk_ids`, exactly as indexed; unknown ids are absent."""
        self._check_open()
        wanted = list(dict.fromkeys(chunk_ids))
        if not wanted:
            return {}
        response = await self._client.mget(index=self._index, body={"ids": wanted})
        docs = response["docs"]
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
        """The document's hits in text order, in pages of `DOCUMENT_PAGE_SIZE` (`search_after`,
        so a document of any length is read whole without hitting the result window)."""
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
            response = await self._client.search(index=self._index, body=body)
            page = response["hits"]["hits"]
            if page:
                yield page
            if len(page) < DOCUMENT_PAGE_SIZE:
                return
            after = page[-1]["sort"]

    async def count(self) -> int:
        self._check_open()
        response = await self._client.count(index=self._index)
        return int(response["count"])

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
            raise RuntimeError("this OpenSearchSearchIndex is closed; connect again")

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.close()
