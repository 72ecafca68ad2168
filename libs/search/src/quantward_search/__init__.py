"""Search over document chunks: the `SearchIndex` port and its adapters.

`TantivySearchIndex` is the embedded default (no server). `ElasticsearchSearchIndex` needs the
`elasticsearch` extra and `OpenSearchSearchIndex` the `opensearch` extra; each is imported on
first use, so importing this package never requires either client.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from quantward_search.port import SearchHit, SearchIndex, SearchQuery, SearchResults
from quantward_search.tantivy_index import TantivySearchIndex

if TYPE_CHECKING:
    from quantward_search.elasticsearch_index import ElasticsearchSearchIndex
    from quantward_search.opensearch_index import OpenSearchSearchIndex

__all__ = [
    "ElasticsearchSearchIndex",
    "OpenSearchSearchIndex",
    "SearchHit",
    "SearchIndex",
    "SearchQuery",
    "SearchResults",
    "TantivySearchIndex",
]


def __getattr__(name: str) -> Any:
    # Lazy, so a missing extra fails only for whoever asks for the adapter, with the
    # "install the '…' extra" message of its module.
    if name == "ElasticsearchSearchIndex":
        from quantward_search.elasticsearch_index import ElasticsearchSearchIndex

        return ElasticsearchSearchIndex
    if name == "OpenSearchSearchIndex":
        from quantward_search.opensearch_index import OpenSearchSearchIndex

        return OpenSearchSearchIndex
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
