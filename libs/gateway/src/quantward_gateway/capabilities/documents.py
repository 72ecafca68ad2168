"""`search`: document chunks matching words, published by the as-of day, one row per hit."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date
from typing import Any

from pydantic import Field

from quantward_gateway.capabilities._common import Args, end_of
from quantward_gateway.capability import Capability, Context, Reply, Table, parse
from quantward_search import SearchQuery

COLUMNS = ("chunk_id", "document_id", "title", "type", "published_at", "source", "score", "text")


class SearchArgs(Args):
    query: str = Field(min_length=1, max_length=500)
    entity_ids: list[str] = Field(default_factory=list)
    limit: int = Field(default=10, ge=1, le=50)
    as_of: date | None = None


async def search(args: Mapping[str, Any], ctx: Context) -> Reply:
    a = parse(SearchArgs, args)
    as_of = ctx.cap(a.as_of)
    results = await ctx.require_search().search(
        SearchQuery(
            text=a.query,
            entity_ids=tuple(a.entity_ids),
            as_of=end_of(as_of) if as_of else None,
            limit=a.limit,
        )
    )
    rows = [
        [
            h.chunk_id,
            h.document_id,
            h.title,
            h.type,
            h.published_at.isoformat(),
            h.source,
            h.score,
            h.text,
        ]
        for h in results.hits
    ]
    return Reply(
        title=f"Document search {a.query!r}" + (f" as of {as_of.isoformat()}" if as_of else ""),
        table=Table(COLUMNS, rows, index="chunk_id"),
        fields={
            f: ("documents.chunks", f) for f in ("text", "title", "published_at", "type", "source")
        },
        entity_ids=tuple(dict.fromkeys(e for h in results.hits for e in h.entity_ids)),
        as_of=as_of,
        synthetic=any(h.synthetic for h in results.hits),
    )


CAPABILITY = Capability(
    "search",
    "Document chunks (filings, transcripts, news) matching words, published by the as-of day.",
    ("documents.chunks",),
    search,
)
