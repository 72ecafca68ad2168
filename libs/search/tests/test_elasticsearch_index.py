"""ElasticsearchSearchIndex beyond the port's contract (tests/contract/test_search_index.py covers
the port): the request it sends, the index it creates, and what it says when the index is not
its own or the server refuses a chunk.

The first tests need no server. The `connected` ones take the address from QW_ELASTICSEARCH_URL
(`make test-connected` sources .rig/env) or start the server through deploy/local/rig.py, like
the `elasticsearch_url` fixture of tests/conftest.py, which this directory cannot see.
"""

from __future__ import annotations

import importlib.util
import os
import sys
import uuid
from collections.abc import AsyncIterator, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from elasticsearch import AsyncElasticsearch

from quantward_documents.chunking import chunk_document
from quantward_documents.model import Document
from quantward_search import SearchQuery, elasticsearch_index
from quantward_search.elasticsearch_index import MAPPINGS, ElasticsearchSearchIndex, search_body

REPO_ROOT = Path(__file__).resolve().parents[3]
T0 = datetime(2024, 5, 2, 14, 0, tzinfo=UTC)


def sample_chunks() -> list[Any]:
    document = Document(
        document_id="doc_es_unit",
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


# --- against the server ------------------------------------------------------------------------


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


@pytest.fixture(scope="module")
def es_url() -> Iterator[str]:
    if os.environ.get("QW_ELASTICSEARCH_URL"):
        yield os.environ["QW_ELASTICSEARCH_URL"]
        return
    rig = _load_rig()
    was_running = rig.running("elasticsearch")
    yield rig.up("elasticsearch")["QW_ELASTICSEARCH_URL"]
    if not was_running and os.environ.get("QW_RIG_KEEP") != "1":
        rig.down("elasticsearch")


@pytest.fixture
async def raw_client(es_url: str) -> AsyncIterator[AsyncElasticsearch]:
    client = AsyncElasticsearch(es_url)
    try:
        yield client
    finally:
        await client.close()


def unique_name() -> str:
    return f"qw-test-es-unit-{uuid.uuid4().hex[:12]}"


@pytest.mark.connected
@pytest.mark.elasticsearch
async def test_connect_creates_the_index_once_and_reopens_it(
    es_url: str, raw_client: AsyncElasticsearch
) -> None:
    name = unique_name()
    first = await ElasticsearchSearchIndex.connect(es_url, name)
    try:
        mapping = (await raw_client.indices.get_mapping(index=name)).body[name]["mappings"]
        assert mapping["dynamic"] == "strict"
        assert mapping["properties"]["published_us"]["type"] == "long"
        settings = (await raw_client.indices.get_settings(index=name)).body[name]["settings"]
        assert settings["index"]["number_of_shards"] == "1"
        await first.index(sample_chunks())
        async with await ElasticsearchSearchIndex.connect(es_url, name) as second:
            assert await second.count() == 1
            assert second.index_name == name
    finally:
        await first.drop()
        await first.drop()  # a missing index is fine
        await first.close()
    assert not (await raw_client.indices.exists(index=name)).body


@pytest.mark.connected
@pytest.mark.elasticsearch
async def test_an_index_that_is_not_ours_is_refused(
    es_url: str, raw_client: AsyncElasticsearch
) -> None:
    name = unique_name()
    await raw_client.indices.create(index=name, mappings={"properties": {"body": {"type": "text"}}})
    try:
        with pytest.raises(RuntimeError, match="is not a quantward chunk index"):
            await ElasticsearchSearchIndex.connect(es_url, name)
    finally:
        await raw_client.indices.delete(index=name)


@pytest.mark.connected
@pytest.mark.elasticsearch
async def test_a_refused_chunk_is_named_and_the_rest_is_visible(
    es_url: str, raw_client: AsyncElasticsearch
) -> None:
    # An index whose `source` is numeric: the server refuses "newswire" for that chunk.
    name = unique_name()
    properties = dict(MAPPINGS["properties"], source={"type": "integer"})
    await raw_client.indices.create(
        index=name, mappings={"dynamic": "strict", "properties": properties}
    )
    index = await ElasticsearchSearchIndex.connect(es_url, name)
    try:
        (chunk,) = sample_chunks()
        good = chunk.model_copy(update={"chunk_id": "chk_good", "source": "42"})
        with pytest.raises(RuntimeError, match=f"refused 1 of 2 chunks .* {chunk.chunk_id}"):
            await index.index([chunk, good])
        assert await index.count() == 1
    finally:
        await index.drop()
        await index.close()


@pytest.mark.connected
@pytest.mark.elasticsearch
async def test_a_closed_index_says_so(es_url: str) -> None:
    index = await ElasticsearchSearchIndex.connect(es_url, unique_name())
    await index.drop()
    await index.close()
    await index.close()
    with pytest.raises(RuntimeError, match="closed"):
        await index.count()


@pytest.mark.connected
@pytest.mark.elasticsearch
@pytest.mark.parametrize("page_size", [5, 4, 100])  # 2 pages + a partial; 3 + an empty; 1
async def test_a_whole_document_is_read_page_by_page(
    es_url: str, page_size: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(elasticsearch_index, "DOCUMENT_PAGE_SIZE", page_size)
    paragraphs = [
        f"Paragraph {i}. " + "Acme discussed its guidance and margins. " * 20 for i in range(12)
    ]
    document = Document(
        document_id="doc_es_unit_long",
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
    index = await ElasticsearchSearchIndex.connect(es_url, unique_name())
    try:
        await index.index([*expected[::-1], *sample_chunks()])
        assert await index.document_chunks(document.document_id) == expected
        assert await index.document_chunks("doc_es_unit_missing") == []
        # Deleting reads the ids through the same pages, then deletes them in bulk.
        assert await index.delete_document(document.document_id) == 12
        assert await index.document_chunks(document.document_id) == []
        assert await index.count() == 1
        assert await index.delete_document(document.document_id) == 0
    finally:
        await index.drop()
        await index.close()
