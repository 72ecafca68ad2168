"""The search service: seeding the index and serving gRPC Search.

The index comes from the kit's builder: a tantivy folder (`QW_SEARCH_PATH`) by default,
Elasticsearch when `QW_ELASTICSEARCH_URL` is set. An empty index is seeded with the synthetic
corpus (every document says `synthetic: true`), and users' documents are chunked and indexed
through `index_documents`.
"""

from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Iterable, Sequence
from pathlib import Path
from types import TracebackType
from typing import Any, Self

from quantward_documents.chunking import chunk_document
from quantward_documents.model import Chunk, Document
from quantward_kit.builders import open_search_index
from quantward_search import SearchIndex, SearchQuery, SearchResults
from quantward_search_service.settings import SearchSettings

log = logging.getLogger("quantward.search")

_MARKER = "corpus.json"


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
    marker.parent.mkdir(parents=True, exist_ok=True)
    marker.write_text(json.dumps(record))


def corpus_fingerprint() -> str:
    """What the default corpus is generated from: the generator's code, the shipped graph and
    prices, and its parameters. Cheap (no document is generated), so a start-up that finds its
    index current costs milliseconds; the content hash of the documents is still recorded."""
    from importlib.metadata import version

    import quantward_documents
    from quantward_documents.corpus import DEFAULT_QUARTERS, DEFAULT_SEED
    from quantward_graph.reference import reference_data_version

    digest = hashlib.sha256(f"{DEFAULT_SEED}:{DEFAULT_QUARTERS}".encode())
    digest.update(reference_data_version().encode())
    digest.update(version("skfolio").encode())  # the shipped prices the news quotes
    package = Path(next(iter(quantward_documents.__path__)))  # a namespace package
    files = (p for p in package.rglob("*") if p.is_file() and "__pycache__" not in p.parts)
    for path in sorted(files):
        digest.update(path.relative_to(package).as_posix().encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()


async def ensure_corpus(index: SearchIndex, marker: Path | None) -> bool:
    """Index the synthetic corpus if the index is empty or holds an older corpus version."""
    from quantward_documents.corpus import default_corpus

    fingerprint = corpus_fingerprint()
    if marker is not None:
        if _stored_version(marker) == fingerprint:
            return False
    elif await index.count() > 0:
        return False
    documents = default_corpus()
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
    log.info("indexed the synthetic corpus: %d documents, %d chunks", len(documents), chunks)
    return True


class SearchApp:
    def __init__(self, settings: SearchSettings, index: SearchIndex) -> None:
        self.settings = settings
        self.index = index
        self._server: Any = None
        self.grpc_port: int | None = None

    async def search(self, query: SearchQuery) -> SearchResults:
        return await self.index.search(query)

    async def start(self) -> None:
        """Serve gRPC Search (and health) on the configured address."""
        from quantward.search.v1 import search_pb2_grpc
        from quantward_kit.grpc_health import HealthServicer, Mount, serve_grpc
        from quantward_search_service.handlers import SearchServicer

        health = HealthServicer()
        health.add_check("quantward.search.v1.SearchService", "index", self._index_health)
        self._server, self.grpc_port = await serve_grpc(
            health,
            Mount(SearchServicer(self), search_pb2_grpc.add_SearchServiceServicer_to_server),
            host=self.settings.search_grpc_host,
            port=self.settings.search_grpc_port,
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
    settings: SearchSettings | None = None, *, index: SearchIndex | None = None
) -> SearchApp:
    """Open (and, if empty, seed) the index; tests pass their own index."""
    settings = settings or SearchSettings()
    if index is None:
        index = await open_search_index(settings)
        if settings.seed_corpus:
            marker = None if settings.elasticsearch_url else settings.search_path / _MARKER
            await ensure_corpus(index, marker)
    return SearchApp(settings, index)
