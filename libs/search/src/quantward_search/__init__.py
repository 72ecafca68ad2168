"""Search over document chunks: the `SearchIndex` port and its adapters.

`TantivySearchIndex` is the embedded default (no server). `ElasticsearchSearchIndex` needs the
`elasticsearch` extra; it is imported on first use, so importing this package never requires
the Elasticsearch client.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from quantward_search.port import SearchHit, SearchIndex, SearchQuery, SearchResults
from quantward_search.tantivy_index import TantivySearchIndex

if TYPE_CHECKING:
    from quantward_search.elasticsearch_index import ElasticsearchSearchIndex

__all__ = [
    "ElasticsearchSearchIndex",
    "SearchHit",
    "SearchIndex",
    "SearchQuery",
    "SearchResults",
    "TantivySearchIndex",
]


def __getattr__(name: str) -> Any:
    # Lazy, so a missing extra fails only for whoever asks for the adapter, with the
    # "install the 'elasticsearch' extra" message of its module.
    if name == "ElasticsearchSearchIndex":
        from quantward_search.elasticsearch_index import ElasticsearchSearchIndex

        return ElasticsearchSearchIndex
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
