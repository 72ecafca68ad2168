"""OpenSearchSearchIndex beyond the port's contract (tests/contract/test_search_index.py runs the
port's suite on it): the index it creates, what it says when the index is not its own or the
server refuses a chunk, and reading and deleting a long document page by page.

The tests take the address from QW_OPENSEARCH_URL (`make test-connected` sources .rig/env) or
start the server through deploy/local/rig.py, like the `opensearch_url` fixture of
tests/conftest.py, which this directory cannot see.
"""

from __future__ import annotations

import importlib.util
import os
import sys
import uuid
from collections.abc import AsyncIterator, Iterator
from datetime import UTC, datetime
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from opensearchpy import AsyncOpenSearch

from quantward_documents.chunking import chunk_document
from quantward_documents.model import Document
from quantward_search import opensearch_index
from quantward_search.lucene_server import MAPPINGS
from quantward_search.opensearch_index import OpenSearchSearchIndex

pytestmark = [pytest.mark.connected, pytest.mark.opensearch]

REPO_ROOT = Path(__file__).resolve().parents[3]
T0 = datetime(2024, 5, 2, 14, 0, tzinfo=UTC)


def sample_chunks() -> list[Any]:
    document = Document(
        document_id="doc_os_unit",
        title="Acme news",
        type="news",
        entity_ids=("ent_acme",),
        published_at=T0,
        source="newswire",
        synthetic=False,
        text="Acme raised its guidance.",
    )
    return chunk_document(document)


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
def os_url() -> Iterator[str]:
    if os.environ.get("QW_OPENSEARCH_URL"):
        yield os.environ["QW_OPENSEARCH_URL"]
        return
    rig = _load_rig()
    was_running = rig.running("opensearch")
    yield rig.up("opensearch")["QW_OPENSEARCH_URL"]
    if not was_running and os.environ.get("QW_RIG_KEEP") != "1":
        rig.down("opensearch")


@pytest.fixture
async def raw_client(os_url: str) -> AsyncIterator[AsyncOpenSearch]:
    client = AsyncOpenSearch(hosts=[os_url])
    try:
        yield client
    finally:
        await client.close()


def unique_name() -> str:
    return f"qw-test-os-unit-{uuid.uuid4().hex[:12]}"


async def test_connect_creates_the_index_once_and_reopens_it(
    os_url: str, raw_client: AsyncOpenSearch
) -> None:
    name = unique_name()
    first = await OpenSearchSearchIndex.connect(os_url, name)
    try:
        mapping = (await raw_client.indices.get_mapping(index=name))[name]["mappings"]
        assert mapping["dynamic"] == "strict"
        assert mapping["properties"]["published_us"]["type"] == "long"
        assert mapping["properties"]["text"]["analyzer"] == "english"
        settings = (await raw_client.indices.get_settings(index=name))[name]["settings"]
        assert settings["index"]["number_of_shards"] == "1"
        assert settings["index"]["number_of_replicas"] == "0"
        await first.index(sample_chunks())
        async with await OpenSearchSearchIndex.connect(os_url, name) as second:
            assert await second.count() == 1
            assert second.index_name == name
    finally:
        await first.drop()
        await first.drop()  # a missing index is fine
        await first.close()
    assert not await raw_client.indices.exists(index=name)


async def test_an_index_that_is_not_ours_is_refused(
    os_url: str, raw_client: AsyncOpenSearch
) -> None:
    name = unique_name()
    await raw_client.indices.create(
        index=name, body={"mappings": {"properties": {"body": {"type": "text"}}}}
    )
    try:
        with pytest.raises(RuntimeError, match="is not a quantward chunk index"):
            await OpenSearchSearchIndex.connect(os_url, name)
    finally:
        await raw_client.indices.delete(index=name)


async def test_a_refused_chunk_is_named_and_the_rest_is_visible(
    os_url: str, raw_client: AsyncOpenSearch
) -> None:
    # An index whose `source` is numeric: the server refuses "newswire" for that chunk.
    name = unique_name()
    properties = dict(MAPPINGS["properties"], source={"type": "integer"})
    await raw_client.indices.create(
        index=name, body={"mappings": {"dynamic": "strict", "properties": properties}}
    )
    index = await OpenSearchSearchIndex.connect(os_url, name)
    try:
        (chunk,) = sample_chunks()
        good = chunk.model_copy(update={"chunk_id": "chk_good", "source": "42"})
        with pytest.raises(RuntimeError, match=f"refused 1 of 2 chunks .* {chunk.chunk_id}"):
            await index.index([chunk, good])
        assert await index.count() == 1
    finally:
        await index.drop()
        await index.close()


async def test_a_closed_index_says_so(os_url: str) -> None:
    index = await OpenSearchSearchIndex.connect(os_url, unique_name())
    await index.drop()
    await index.close()
    await index.close()
    with pytest.raises(RuntimeError, match="closed"):
        await index.count()


@pytest.mark.parametrize("page_size", [5, 4, 100])  # 2 pages + a partial; 3 + an empty; 1
async def test_a_whole_document_is_read_and_deleted_page_by_page(
    os_url: str, page_size: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(opensearch_index, "DOCUMENT_PAGE_SIZE", page_size)
    paragraphs = [
        f"Paragraph {i}. " + "Acme discussed its guidance and margins. " * 20 for i in range(12)
    ]
    document = Document(
        document_id="doc_os_unit_long",
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
    index = await OpenSearchSearchIndex.connect(os_url, unique_name())
    try:
        await index.index([*expected[::-1], *sample_chunks()])
        assert await index.document_chunks(document.document_id) == expected
        assert await index.document_chunks("doc_os_unit_missing") == []
        assert await index.delete_document(document.document_id) == 12
        assert await index.document_chunks(document.document_id) == []
        assert await index.count() == 1
        assert await index.delete_document(document.document_id) == 0
    finally:
        await index.drop()
        await index.close()
