"""The kit's search-index builder: which adapter a process opens from its settings."""

from __future__ import annotations

import importlib.util
import os
import sys
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from quantward_kit.builders import open_search_index
from quantward_kit.settings import SearchIndexSettings
from quantward_search import TantivySearchIndex


@pytest.fixture(autouse=True)
def no_server_in_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    # The settings read QW_* variables; a sourced .rig/env must not decide these tests.
    for variable in ("QW_ELASTICSEARCH_URL", "QW_OPENSEARCH_URL"):
        monkeypatch.delenv(variable, raising=False)


@pytest.mark.parametrize(
    ("fields", "backend"),
    [
        ({}, "embedded"),
        ({"elasticsearch_url": "http://a:9200"}, "elasticsearch"),
        ({"opensearch_url": "http://b:9200"}, "opensearch"),
        ({"elasticsearch_url": "http://a:9200", "opensearch_url": "http://b:9"}, "elasticsearch"),
    ],
)
def test_the_backend_follows_the_configured_url(fields: dict[str, str], backend: str) -> None:
    assert SearchIndexSettings.model_validate(fields).search_backend == backend


async def test_without_a_server_the_embedded_folder_is_opened(tmp_path: Path) -> None:
    index = await open_search_index(SearchIndexSettings(search_path=tmp_path / "search"))
    try:
        assert isinstance(index, TantivySearchIndex)
        assert index.directory == tmp_path / "search"
    finally:
        await index.close()


@pytest.fixture(scope="module")
def opensearch_url() -> Iterator[str]:
    """The rig's OpenSearch (QW_OPENSEARCH_URL, or started through deploy/local/rig.py like the
    fixture of tests/conftest.py, which this directory cannot see)."""
    if os.environ.get("QW_OPENSEARCH_URL"):
        yield os.environ["QW_OPENSEARCH_URL"]
        return
    name = "quantward_rig"
    rig = sys.modules.get(name)
    if rig is None:
        spec = importlib.util.spec_from_file_location(
            name, Path(__file__).resolve().parents[3] / "deploy" / "local" / "rig.py"
        )
        assert spec is not None
        assert spec.loader is not None
        rig = importlib.util.module_from_spec(spec)
        sys.modules[name] = rig
        spec.loader.exec_module(rig)
    was_running = rig.running("opensearch")
    yield rig.up("opensearch")["QW_OPENSEARCH_URL"]
    if not was_running and os.environ.get("QW_RIG_KEEP") != "1":
        rig.down("opensearch")


@pytest.mark.connected
@pytest.mark.opensearch
async def test_with_an_opensearch_url_the_opensearch_index_is_opened(opensearch_url: str) -> None:
    from quantward_search.opensearch_index import OpenSearchSearchIndex

    settings = SearchIndexSettings(
        opensearch_url=opensearch_url, opensearch_index=f"qw-test-kit-{uuid.uuid4().hex[:12]}"
    )
    index = await open_search_index(settings)
    try:
        assert isinstance(index, OpenSearchSearchIndex)
        assert index.index_name == settings.opensearch_index
        assert await index.count() == 0
    finally:
        assert isinstance(index, OpenSearchSearchIndex)
        await index.drop()
        await index.close()
