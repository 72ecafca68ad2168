"""The search service: seeding the index and serving gRPC Search.

The index comes from the kit's builder: a tantivy folder (`QW_SEARCH_PATH`) by default,
Elasticsearch when `QW_ELASTICSEARCH_URL` is set. An empty (or outdated) index is seeded with
the corpus the caller hands `build_app` — the CLI hands the demo-only synthetic corpus
(`quantward_democorpus.seed.DemoCorpus`), which this service does not depend on — and users'
documents are chunked and indexed through `index_documents`.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
from collections.abc import Iterable, Sequence
from pathlib import Path
from types import TracebackType
from typing import Any, Protocol, Self

from quantward_documents.chunking import chunk_document
from quantward_documents.model import Chunk, Document
from quantward_kit.builders import open_search_index
from quantward_search import SearchIndex, SearchQuery, SearchResults
from quantward_search_service.locking import folder_lock
from quantward_search_service.settings import SearchSettings

log = logging.getLogger("quantward.search")

_MARKER = "corpus.json"
#: the lock file (in the index folder) a process holds while it seeds the corpus
SEED_LOCK = "seed.lock"


def corpus_version(documents: Sequence[Document]) -> str:
    """Changes whenever the generated corpus does (new generator, new graph, new seed)."""
    digest = hashlib.sha256()
    for document in documents:
        digest.update(document.document_id.encode())
        digest.update(hashlib.sha256(document.text.encode()).digest())
    return digest.hexdigest()


async def index_documents(index: SearchIndex, documents: Iterable[Document]) -> int:
    """Chunk and index documents (replacing earlier chunks of the same documents)."""
    chunks: list[Chunk] = []
    total = 0
    for document in documents:
        chunks.extend(chunk_document(document))
        if len(chunks) >= 5_000:
            total += await index.index(chunks)
            chunks = []
    if chunks:
        total += await index.index(chunks)
    return total


def _stored_version(marker: Path) -> str | None:
    if not marker.exists():
        return None
    stored: dict[str, Any] = json.loads(marker.read_text())
    return str(stored.get("version"))


def _store_version(marker: Path, record: dict[str, Any]) -> None:
    """Write the marker whole or not at all: a process starting meanwhile reads either the
    old marker or the new one, never half of it."""
    marker.parent.mkdir(parents=True, exist_ok=True)
    partial = marker.with_name(f".{marker.name}.{os.getpid()}.tmp")
    partial.write_text(json.dumps(record))
    os.replace(partial, marker)


class CorpusSeed(Protocol):
    """A corpus to seed the index with: injected by the caller, so the service installs no
    generator. `fingerprint` must change whenever the documents would, and be cheap: it is what
    a start-up compares with the index's marker before deciding to index anything."""

    @property
    def name(self) -> str: ...

    def fingerprint(self) -> str: ...

    def documents(self) -> Sequence[Document]: ...


async def ensure_corpus(index: SearchIndex, marker: Path | None, corpus: CorpusSeed) -> bool:
    """Index `corpus` if the index is empty or (with a marker) holds another version of it.

    The caller holds the folder's seeding lock when there is a marker (see `open_seeded`).
    """
    fingerprint = corpus.fingerprint()
    if marker is not None:
        if _stored_version(marker) == fingerprint:
            return False
    elif await index.count() > 0:
        return False
    return await _seed(index, marker, corpus, fingerprint)


async def open_seeded(settings: SearchSettings, corpus: CorpusSeed) -> SearchIndex:
    """The configured index, holding `corpus` in its current version.

    Safe when several processes start at once on one folder (three `quantward search` on an
    empty data folder): the first takes the folder's seeding lock, opens the index and seeds
    it; the others wait for the lock and only then open the index, so they find the marker
    current and read what the first wrote. A current marker costs no lock at all.
    """
    if settings.search_backend != "embedded":
        # no folder: an empty index is seeded; concurrent seeds upsert the same chunk ids
        index = await open_search_index(settings)
        await ensure_corpus(index, None, corpus)
        return index
    marker = settings.search_path / _MARKER
    if _stored_version(marker) == corpus.fingerprint():
        return await open_search_index(settings)
    async with folder_lock(
        marker.with_name(SEED_LOCK),
        purpose="indexing the corpus",
        wait_s=settings.search_lock_wait_s,
    ):
        index = await open_search_index(settings)
        try:
            await ensure_corpus(index, marker, corpus)
        except BaseException:
            await index.close()
            raise
        return index


async def _seed(
    index: SearchIndex, marker: Path | None, corpus: CorpusSeed, fingerprint: str
) -> bool:
    documents = corpus.documents()
    chunks = await index_documents(index, documents)
    if marker is not None:
        _store_version(
            marker,
            {
                "version": fingerprint,
                "content": corpus_version(documents),
                "documents": len(documents),
                "chunks": chunks,
            },
        )
    log.info("indexed %s: %d documents, %d chunks", corpus.name, len(documents), chunks)
    return True


class SearchApp:
    def __init__(self, settings: SearchSettings, index: SearchIndex) -> None:
        self.settings = settings
        self.index = index
        self._server: Any = None
        self.grpc_port: int | None = None
        self.health: Any = None

    async def search(self, query: SearchQuery) -> SearchResults:
        return await self.index.search(query)

    async def start(self) -> None:
        """Serve gRPC Search (and health) on the configured address."""
        from quantward.search.v1 import search_pb2_grpc
        from quantward_kit.grpc_health import HealthServicer, Mount, serve_grpc
        from quantward_search_service.handlers import SearchServicer

        health = self.health = HealthServicer()  # `serve` adds the process checks to it
        health.add_check("quantward.search.v1.SearchService", "index", self._index_health)
        self._server, self.grpc_port = await serve_grpc(
            health,
            Mount(SearchServicer(self), search_pb2_grpc.add_SearchServiceServicer_to_server),
            host=self.settings.search_grpc_host,
            port=self.settings.search_grpc_port,
            security=self.settings.grpc_security(),
        )

    async def _index_health(self) -> Any:
        from quantward_kit.grpc_health import ComponentHealth

        count = await self.index.count()
        return ComponentHealth(healthy=count > 0, detail=f"{count} chunks indexed")

    async def stop(self, grace: float = 5.0) -> None:
        if self._server is not None:
            await self._server.stop(grace)
            self._server = None

    async def close(self) -> None:
        await self.stop()
        await self.index.close()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.close()


async def build_app(
    settings: SearchSettings | None = None,
    *,
    index: SearchIndex | None = None,
    corpus: CorpusSeed | None = None,
) -> SearchApp:
    """Open the index and, when `corpus` is given and `seed_corpus` is on, seed it if it is
    empty or outdated; tests pass their own index (never seeded here)."""
    settings = settings or SearchSettings()
    if index is None:
        if settings.seed_corpus and corpus is not None:
            index = await open_seeded(settings, corpus)
        else:
            index = await open_search_index(settings)
    return SearchApp(settings, index)
