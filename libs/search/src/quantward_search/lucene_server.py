"""What the Elasticsearch and OpenSearch adapters send and read: one definition for both.

OpenSearch is a fork of Elasticsearch 7.10 and both still share the parts of the REST API the
adapters use (strict mappings, `multi_match`, `bool.filter`, the highlighter, `search_after`,
`_bulk`, `_mget`, `_count`), so the mapping, the query, the highlight request and the
chunk ↔ `_source` conversion live here, free of either client library; each adapter only
speaks its own client. The reasons for the mapping are in docs/adr/0007-search-index.md.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import UTC, datetime, timedelta
from typing import Any, Final

from quantward_documents.model import Chunk
from quantward_search.port import SearchHit, SearchQuery

# Keep equal to the tantivy adapter's TITLE_BOOST (see there for why it is small).
TITLE_BOOST: Final = 1.5
MAX_PASSAGES: Final = 3
PASSAGE_CHARS: Final = 150

# Actions per bulk request. Chunks are about 1 KB of text, so 1,000 actions are about 1–2 MB
# per request: few round trips, and far below any server's request size limit.
BULK_CHUNK_SIZE: Final = 1_000
BULK_MAX_BYTES: Final = 50 * 1024 * 1024

# Chunks per request when reading a whole document (`document_chunks`): a long 10-K has a few
# hundred chunks, so one request usually does, and pages stay far below the result window.
DOCUMENT_PAGE_SIZE: Final = 1_000

_KEYWORD: Final = {"type": "keyword"}
_STORED_ONLY_INT: Final = {"type": "integer", "index": False}

# One document per chunk. Every `Chunk` field is a property so `_source` rebuilds the chunk;
# `published_us` is the one field added (the exact point-in-time filter).
MAPPINGS: Final[dict[str, Any]] = {
    "dynamic": "strict",
    "properties": {
        "chunk_id": _KEYWORD,
        "document_id": _KEYWORD,
        "ordinal": _STORED_ONLY_INT,
        "start": _STORED_ONLY_INT,
        "end": _STORED_ONLY_INT,
        "text": {"type": "text", "analyzer": "english"},
        "section": _KEYWORD,
        "title": {"type": "text", "analyzer": "english"},
        "type": _KEYWORD,
        "entity_ids": _KEYWORD,
        "published_at": {"type": "date"},
        "published_us": {"type": "long"},
        "fiscal_period": {
            "properties": {
                "fiscal_year": {"type": "short"},
                "fiscal_quarter": {"type": "byte"},
            }
        },
        "source": _KEYWORD,
        "synthetic": {"type": "boolean"},
    },
}

# Best passage first, like the tantivy adapter; with no match in the text (the title matched)
# the chunk's opening, so every hit has a passage to show.
HIGHLIGHT: Final[dict[str, Any]] = {
    "pre_tags": ["<b>"],
    "post_tags": ["</b>"],
    "order": "score",
    "fields": {
        "text": {
            "number_of_fragments": MAX_PASSAGES,
            "fragment_size": PASSAGE_CHARS,
            "no_match_size": PASSAGE_CHARS,
        }
    },
}

_EPOCH: Final = datetime(1970, 1, 1, tzinfo=UTC)
_MICROSECOND: Final = timedelta(microseconds=1)


def index_settings(shards: int, replicas: int) -> dict[str, Any]:
    return {"number_of_shards": shards, "number_of_replicas": replicas}


def epoch_microseconds(moment: datetime) -> int:
    """Exact integer microseconds since 1970, as the tantivy adapter stores them."""
    return (moment - _EPOCH) // _MICROSECOND


def search_body(query: SearchQuery) -> dict[str, Any]:
    """The `query` part of the search request (public so a reader can see what is sent)."""
    filters: list[dict[str, Any]] = []
    if query.entity_ids:
        filters.append({"terms": {"entity_ids": list(query.entity_ids)}})
    if query.types:
        filters.append({"terms": {"type": list(query.types)}})
    if query.sources:
        filters.append({"terms": {"source": list(query.sources)}})
    bounds: dict[str, int] = {}
    if query.since is not None:
        bounds["gte"] = epoch_microseconds(query.since)
    latest = query.latest()
    if latest is not None:
        bounds["lte"] = epoch_microseconds(latest)
    if bounds:
        filters.append({"range": {"published_us": bounds}})
    return {
        "bool": {
            "must": [
                {
                    "multi_match": {
                        "query": query.text,
                        # Summed per field like tantivy's boolean "should" over both fields, so
                        # the adapters agree on which chunk ranks first.
                        "type": "most_fields",
                        "fields": ["text", f"title^{TITLE_BOOST}"],
                    }
                }
            ],
            "filter": filters,
        }
    }


def document_query(document_id: str) -> dict[str, Any]:
    return {"bool": {"filter": [{"term": {"document_id": document_id}}]}}


# Text order for reading a whole document: `start` is mapped `index: false` but keeps doc
# values, which is what sorting reads; the chunk id breaks ties so `search_after` never skips.
DOCUMENT_ORDER: Final = [{"start": "asc"}, {"chunk_id": "asc"}]


def source_of(chunk: Chunk) -> dict[str, Any]:
    source = chunk.model_dump(mode="json")
    source["published_us"] = epoch_microseconds(chunk.published_at)
    return source


def chunk_of(source: Mapping[str, Any]) -> Chunk:
    return Chunk.model_validate({k: v for k, v in source.items() if k != "published_us"})


def hit_of(raw: Mapping[str, Any]) -> SearchHit:
    """A search response's hit (with `_source` and `highlight`) as a `SearchHit`."""
    highlights = tuple(raw.get("highlight", {}).get("text", ()))
    return SearchHit.from_chunk(chunk_of(raw["_source"]), float(raw["_score"] or 0.0), highlights)
