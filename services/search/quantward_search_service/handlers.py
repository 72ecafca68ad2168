"""gRPC `SearchService`: proto ↔ `SearchQuery` / `SearchResults`, bad input as INVALID_ARGUMENT."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

import grpc
from google.protobuf.timestamp_pb2 import Timestamp
from pydantic import ValidationError

from quantward.search.v1 import search_pb2, search_pb2_grpc
from quantward_documents.model import DOCUMENT_TYPES
from quantward_search import SearchHit, SearchQuery

if TYPE_CHECKING:
    from quantward_search_service.app import SearchApp


def _moment(request: Any, field: str) -> datetime | None:
    if not request.HasField(field):
        return None
    stamp: Timestamp = getattr(request, field)
    return stamp.ToDatetime(tzinfo=UTC)


def _stamp(moment: datetime) -> Timestamp:
    stamp = Timestamp()
    stamp.FromDatetime(moment.astimezone(UTC))
    return stamp


def query_from(request: search_pb2.SearchRequest) -> SearchQuery:
    """The domain query; raises ValueError naming the field for bad input."""
    if not request.query.strip():
        raise ValueError("query: must not be empty")
    for i, type_ in enumerate(request.types):
        if type_ not in DOCUMENT_TYPES:
            raise ValueError(f"types[{i}]: {type_!r} is not one of {', '.join(DOCUMENT_TYPES)}")
    if request.limit < 0 or request.limit > 1000:
        raise ValueError(f"limit: must be between 1 and 1000 (0 = default), got {request.limit}")
    try:
        return SearchQuery(
            text=request.query,
            entity_ids=tuple(request.entity_ids),
            types=tuple(request.types),
            sources=tuple(request.sources),
            since=_moment(request, "since"),
            until=_moment(request, "until"),
            as_of=_moment(request, "as_of"),
            limit=request.limit or 10,
            count_total=request.count_total,
        )
    except ValidationError as exc:
        first = exc.errors()[0]
        raise ValueError(f"{'.'.join(map(str, first['loc']))}: {first['msg']}") from None


def hit_to_proto(hit: SearchHit) -> search_pb2.SearchHit:
    message = search_pb2.SearchHit(
        chunk_id=hit.chunk_id,
        document_id=hit.document_id,
        score=hit.score,
        text=hit.text,
        highlights=list(hit.highlights),
        title=hit.title,
        type=hit.type,
        section=hit.section,
        entity_ids=list(hit.entity_ids),
        source=hit.source,
        synthetic=hit.synthetic,
        start=hit.start,
        end=hit.end,
    )
    message.published_at.CopyFrom(_stamp(hit.published_at))
    if hit.fiscal_period is not None:
        message.fiscal_period.fiscal_year = hit.fiscal_period.fiscal_year
        message.fiscal_period.fiscal_quarter = hit.fiscal_period.fiscal_quarter or 0
    return message


class SearchServicer(search_pb2_grpc.SearchServiceServicer):
    def __init__(self, app: SearchApp) -> None:
        self._app = app

    async def Search(  # noqa: N802 (the generated servicer's method name)
        self, request: search_pb2.SearchRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> search_pb2.SearchResponse:
        try:
            query = query_from(request)
        except ValueError as exc:
            await context.abort(grpc.StatusCode.INVALID_ARGUMENT, str(exc))
            raise  # abort raises; this line is for the type checker
        results = await self._app.search(query)
        return search_pb2.SearchResponse(
            hits=[hit_to_proto(h) for h in results.hits], total=results.total
        )
