"""The Elasticsearch and OpenSearch adapters beyond the port's contract
(tests/contract/test_search_index.py runs the port's suite on both): the request they send, the
index they create, what they say when the index is not their own or the server refuses a chunk,
and reading and deleting a long document page by page. One set of tests, run on each server.

The first tests need no server. The `connected` ones take each server's address from
QW_ELASTICSEARCH_URL / QW_OPENSEARCH_URL (`make test-connected` sources .rig/env) or start the
server through deploy/local/rig.py, like the fixtures of tests/conftest.py, which this directory
cannot see.
"""

from __future__ import annotations

import importlib.util
import os
import sys
import uuid
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from quantward_documents.chunking import chunk_document
from quantward_documents.model import Chunk, Document
from quantward_search import SearchQuery, server_index
from quantward_search.elasticsearch_index import ElasticsearchSearchIndex
from quantward_search.lucene_server import MAPPINGS, search_body
from quantward_search.opensearch_index import OpenSearchSearchIndex
from quantward_search.server_index import ServerSearchIndex

REPO_ROOT = Path(__file__).resolve().parents[3]
T0 = datetime(2024, 5, 2, 14, 0, tzinfo=UTC)


def sample_chunks() -> list[Chunk]:
    document = Document(
        document_id="doc_server_unit",
        title="Acme news",
        type="news",
        entity_ids=("ent_acme",),
        published_at=T0,
        source="newswire",
        synthetic=False,
        text="Acme raised its guidance.",
    )
    return chunk_document(document)


# --- no server ---------------------------------------------------------------------------------


def test_the_query_scores_words_and_filters_exactly() -> None:
    body = search_body(
        SearchQuery(
            text="raised guidance",
            entity_ids=("ent_acme", "ent_globex"),
            types=("transcript",),
            sources=("newswire",),
            since=T0,
            until=T0 + timedelta(days=2),
            as_of=T0 + timedelta(days=1, microseconds=7),
        )
    )
    (words,) = body["bool"]["must"]
    assert words["multi_match"]["type"] == "most_fields"
    assert words["multi_match"]["fields"] == ["text", "title^1.5"]
    assert body["bool"]["filter"] == [
        {"terms": {"entity_ids": ["ent_acme", "ent_globex"]}},
        {"terms": {"type": ["transcript"]}},
        {"terms": {"source": ["newswire"]}},
        {
            "range": {
                "published_us": {
                    "gte": 1_714_658_400_000_000,
                    "lte": 1_714_658_400_000_000 + 86_400_000_000 + 7,  # as_of: the earlier
                }
            }
        },
    ]
    assert search_body(SearchQuery(text="x"))["bool"]["filter"] == []


def test_the_mapping_is_strict_and_covers_every_chunk_field() -> None:
    assert MAPPINGS["dynamic"] == "strict"
    fields = set(sample_chunks()[0].model_dump())
    assert fields | {"published_us"} == set(MAPPINGS["properties"])
    assert MAPPINGS["properties"]["text"]["analyzer"] == "english"


def test_each_client_gets_the_body_its_own_way() -> None:
    body = {"query": {"match_all": {}}, "_source": False, "size": 3}
    elastic = ElasticsearchSearchIndex(client=None, index_name="x")  # type: ignore[arg-type]
    # The Elasticsearch client takes the fields as keyword arguments (`_source` is `source`).
    assert elastic._request(body) == {"query": {"match_all": {}}, "source": False, "size": 3}
    opensearch = OpenSearchSearchIndex(client=None, index_name="x")  # type: ignore[arg-type]
    assert opensearch._request(body) == {"body": body}


# --- against each server -----------------------------------------------------------------------


@dataclass(frozen=True)
class Server:
    """One server under test: its adapter, its address and a raw client of its own kind."""

    adapter: type[ServerSearchIndex]
    url: str

    def raw_client(self) -> Any:
        return self.adapter._client_for(self.url, 60.0, {})

    async def create(self, client: Any, name: str, mappings: dict[str, Any]) -> None:
        helper = self.adapter(client, name)
        await client.indices.create(index=name, **helper._request({"mappings": mappings}))

    async def read(self, client: Any, name: str, what: str) -> dict[str, Any]:
        """The index's `mappings` or `settings`, as the server reports them."""
        call = client.indices.get_mapping if what == "mappings" else client.indices.get_settings
        answer = self.adapter(client, name)._plain(await call(index=name))
        found: dict[str, Any] = answer[name][what]
        return found

    async def exists(self, client: Any, name: str) -> bool:
        return bool(await client.indices.exists(index=name))


_SERVERS: dict[str, tuple[type[ServerSearchIndex], str]] = {
    "elasticsearch": (ElasticsearchSearchIndex, "QW_ELASTICSEARCH_URL"),
    "opensearch": (OpenSearchSearchIndex, "QW_OPENSEARCH_URL"),
}


def _load_rig() -> ModuleType:
    name = "quantward_rig"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, REPO_ROOT / "deploy" / "local" / "rig.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(
    scope="module",
    params=[
        pytest.param(name, marks=[pytest.mark.connected, getattr(pytest.mark, name)])
        for name in _SERVERS
    ],
)
def server(request: pytest.FixtureRequest) -> Iterator[Server]:
    name: str = request.param
    adapter, variable = _SERVERS[name]
    if os.environ.get(variable):
        yield Server(adapter, os.environ[variable])
        return
    rig = _load_rig()
    was_running = rig.running(name)
    yield Server(adapter, rig.up(name)[variable])
    if not was_running and os.environ.get("QW_RIG_KEEP") != "1":
        rig.down(name)


@pytest.fixture
async def raw_client(server: Server) -> AsyncIterator[Any]:
    client = server.raw_client()
    try:
        yield client
    finally:
        await client.close()


def unique_name() -> str:
    return f"qw-test-server-unit-{uuid.uuid4().hex[:12]}"


async def test_connect_creates_the_index_once_and_reopens_it(
    server: Server, raw_client: Any
) -> None:
    name = unique_name()
    first = await server.adapter.connect(server.url, name)
    try:
        mapping = await server.read(raw_client, name, "mappings")
        assert mapping["dynamic"] == "strict"
        assert mapping["properties"]["published_us"]["type"] == "long"
        assert mapping["properties"]["text"]["analyzer"] == "english"
        settings = await server.read(raw_client, name, "settings")
        assert settings["index"]["number_of_shards"] == "1"
        assert settings["index"]["number_of_replicas"] == "0"
        await first.index(sample_chunks())
        async with await server.adapter.connect(server.url, name) as second:
            assert await second.count() == 1
            assert second.index_name == name
    finally:
        await first.drop()
        await first.drop()  # a missing index is fine
        await first.close()
    assert not await server.exists(raw_client, name)


async def test_an_index_that_is_not_ours_is_refused(server: Server, raw_client: Any) -> None:
    name = unique_name()
    await server.create(raw_client, name, {"properties": {"body": {"type": "text"}}})
    try:
        with pytest.raises(RuntimeError, match="is not a quantward chunk index"):
            await server.adapter.connect(server.url, name)
    finally:
        await raw_client.indices.delete(index=name)


async def test_a_refused_chunk_is_named_and_the_rest_is_visible(
    server: Server, raw_client: Any
) -> None:
    # An index whose `source` is numeric: the server refuses "newswire" for that chunk.
    name = unique_name()
    properties = dict(MAPPINGS["properties"], source={"type": "integer"})
    await server.create(raw_client, name, {"dynamic": "strict", "properties": properties})
    index = await server.adapter.connect(server.url, name)
    try:
        (chunk,) = sample_chunks()
        good = chunk.model_copy(update={"chunk_id": "chk_good", "source": "42"})
        refused = f"{server.adapter.server} refused 1 of 2 chunks .* {chunk.chunk_id}"
        with pytest.raises(RuntimeError, match=refused):
            await index.index([chunk, good])
        assert await index.count() == 1
    finally:
        await index.drop()
        await index.close()


async def test_a_closed_index_says_so(server: Server) -> None:
    index = await server.adapter.connect(server.url, unique_name())
    await index.drop()
    await index.close()
    await index.close()
    with pytest.raises(RuntimeError, match=f"this {server.adapter.__name__} is closed"):
        await index.count()


@pytest.mark.parametrize("page_size", [5, 4, 100])  # 2 pages + a partial; 3 + an empty; 1
async def test_a_whole_document_is_read_and_deleted_page_by_page(
    server: Server, page_size: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(server_index, "DOCUMENT_PAGE_SIZE", page_size)
    paragraphs = [
        f"Paragraph {i}. " + "Acme discussed its guidance and margins. " * 20 for i in range(12)
    ]
    document = Document(
        document_id="doc_server_unit_long",
        title="Acme annual report",
        type="10-K",
        entity_ids=("ent_acme",),
        published_at=T0,
        source="sec-edgar",
        synthetic=False,
        text="\n\n".join(paragraphs),
    )
    expected = chunk_document(document)
    assert len(expected) == 12
    index = await server.adapter.connect(server.url, unique_name())
    try:
        await index.index([*expected[::-1], *sample_chunks()])
        assert await index.document_chunks(document.document_id) == expected
        assert await index.document_chunks("doc_server_unit_missing") == []
        # Deleting reads the ids through the same pages, then deletes them in bulk.
        assert await index.delete_document(document.document_id) == 12
        assert await index.document_chunks(document.document_id) == []
        assert await index.count() == 1
        assert await index.delete_document(document.document_id) == 0
    finally:
        await index.drop()
        await index.close()
