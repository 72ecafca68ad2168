"""The Elasticsearch adapter of the `SearchIndex` port, on the official async client.

For the distributed deployment: many services search one index, and it grows beyond one
machine's memory. Everything it does is `ServerSearchIndex`'s (shared with the OpenSearch
adapter, with the rules it keeps); this module only speaks the `elasticsearch` client: request
fields as keyword arguments, answers wrapped in response objects, `BadRequestError`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

try:
    from elasticsearch import AsyncElasticsearch, BadRequestError
    from elasticsearch.helpers import BulkIndexError, async_bulk
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    raise ImportError(
        "ElasticsearchSearchIndex needs the official elasticsearch client: install the "
        "'elasticsearch' extra: pip install 'quantward-search[elasticsearch]'"
    ) from exc

from quantward_search.lucene_server import MAPPINGS, search_body
from quantward_search.server_index import ServerSearchIndex

__all__ = ["MAPPINGS", "ElasticsearchSearchIndex", "search_body"]

# The client names the body's `_source` field `source` (an underscore argument is private).
_ARGUMENT_NAMES = {"_source": "source"}


class ElasticsearchSearchIndex(ServerSearchIndex):
    """A `SearchIndex` stored in one Elasticsearch index (see `ServerSearchIndex`)."""

    server = "Elasticsearch"
    _bad_request = BadRequestError
    _bulk_helper = staticmethod(async_bulk)
    _bulk_error = BulkIndexError

    def __init__(
        self, client: AsyncElasticsearch, index_name: str, *, owns_client: bool = False
    ) -> None:
        super().__init__(client, index_name, owns_client=owns_client)

    @classmethod
    def _client_for(cls, url: str, timeout: float, options: dict[str, Any]) -> AsyncElasticsearch:
        return AsyncElasticsearch(url, request_timeout=timeout, **options)

    def _request(self, body: dict[str, Any]) -> dict[str, Any]:
        return {_ARGUMENT_NAMES.get(field, field): value for field, value in body.items()}

    def _plain(self, response: Any) -> Mapping[str, Any]:
        plain: Mapping[str, Any] = response.body
        return plain
