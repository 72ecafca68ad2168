"""The OpenSearch adapter of the `SearchIndex` port, on the official `opensearch-py` client.

For platform teams that run OpenSearch instead of Elasticsearch. Everything it does is
`ServerSearchIndex`'s, shared with the Elasticsearch adapter (the same strict mapping, query,
filters and highlight request, so both rank and filter alike); this module only speaks the
`opensearch-py` client: request bodies as `body=`, answers as plain dicts, `RequestError`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

try:
    from opensearchpy import AsyncOpenSearch, RequestError
    from opensearchpy.helpers import BulkIndexError, async_bulk
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    raise ImportError(
        "OpenSearchSearchIndex needs the opensearch-py client: install the 'opensearch' "
        "extra: pip install 'quantward-search[opensearch]'"
    ) from exc

from quantward_search.server_index import ServerSearchIndex

__all__ = ["OpenSearchSearchIndex"]


class OpenSearchSearchIndex(ServerSearchIndex):
    """A `SearchIndex` stored in one OpenSearch index (see `ServerSearchIndex`)."""

    server = "OpenSearch"
    _bad_request = RequestError
    _bulk_helper = staticmethod(async_bulk)
    _bulk_error = BulkIndexError

    def __init__(self, client: AsyncOpenSearch, index_name: str, *, owns_client: bool = False):
        super().__init__(client, index_name, owns_client=owns_client)

    @classmethod
    def _client_for(cls, url: str, timeout: float, options: dict[str, Any]) -> AsyncOpenSearch:
        return AsyncOpenSearch(hosts=[url], timeout=timeout, **options)

    def _request(self, body: dict[str, Any]) -> dict[str, Any]:
        return {"body": body}

    def _plain(self, response: Any) -> Mapping[str, Any]:
        plain: Mapping[str, Any] = response
        return plain
