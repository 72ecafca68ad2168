"""The search service behind gRPC: filters from the wire, bad input refused with the field."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import grpc
import pytest
from google.protobuf.timestamp_pb2 import Timestamp

from quantward.search.v1 import search_pb2, search_pb2_grpc
from quantward_documents.model import Document, FiscalPeriod, document_id_for
from quantward_search import TantivySearchIndex
from quantward_search_service.app import SearchApp, build_app, index_documents
from quantward_search_service.settings import SearchSettings


def doc(
    key: str, entity: str, published: datetime, text: str, type_: str = "transcript"
) -> Document:
    return Document(
        document_id=document_id_for("test", key),
        title=f"{key} call",
        type=type_,  # type: ignore[arg-type]
        entity_ids=(entity,),
        published_at=published,
        source="synthetic-corpus:transcripts",
        synthetic=True,
        fiscal_period=FiscalPeriod(fiscal_year=2022, fiscal_quarter=3),
        text=text,
    )


@pytest.fixture
async def app() -> SearchApp:
    index = TantivySearchIndex(None)
    await index_documents(
        index,
        [
            doc(
                "acme-q3",
                "ent_acme",
                datetime(2022, 10, 27, 21, tzinfo=UTC),
                "Prepared Remarks\n\nWe now expect full-year revenue at the lower end of range.",
            ),
            doc(
                "acme-q4",
                "ent_acme",
                datetime(2023, 2, 2, 21, tzinfo=UTC),
                "Prepared Remarks\n\nVisibility remains limited; guidance is lowered again.",
            ),
            doc(
                "bolt-q3",
                "ent_bolt",
                datetime(2022, 10, 28, 21, tzinfo=UTC),
                "Prepared Remarks\n\nWe raise our guidance on strong demand for revenue growth.",
            ),
        ],
    )
    built = await build_app(SearchSettings(search_grpc_port=0), index=index)
    await built.start()
    yield built
    await built.close()


def stamp(moment: datetime) -> Timestamp:
    value = Timestamp()
    value.FromDatetime(moment)
    return value


async def test_search_over_grpc_applies_entity_and_point_in_time_filters(app: SearchApp) -> None:
    async with grpc.aio.insecure_channel(f"127.0.0.1:{app.grpc_port}") as channel:
        stub = search_pb2_grpc.SearchServiceStub(channel)
        everything = await stub.Search(
            search_pb2.SearchRequest(query="guidance revenue", count_total=True)
        )
        assert everything.total == 3
        uncounted = await stub.Search(search_pb2.SearchRequest(query="guidance revenue"))
        assert not uncounted.HasField("total")
        assert [h.chunk_id for h in uncounted.hits] == [h.chunk_id for h in everything.hits]
        acme_then = await stub.Search(
            search_pb2.SearchRequest(
                query="guidance revenue",
                entity_ids=["ent_acme"],
                as_of=stamp(datetime(2022, 12, 31, tzinfo=UTC)),
            )
        )
        assert [h.title for h in acme_then.hits] == ["acme-q3 call"]
        hit = acme_then.hits[0]
        assert hit.synthetic
        assert hit.fiscal_period.fiscal_quarter == 3
        assert hit.chunk_id.startswith("chk_")
        assert hit.published_at.ToDatetime(tzinfo=UTC) == datetime(2022, 10, 27, 21, tzinfo=UTC)


@pytest.mark.parametrize(
    ("request_", "field"),
    [
        (search_pb2.SearchRequest(query="  "), "query"),
        (search_pb2.SearchRequest(query="x", types=["tweet"]), "types[0]"),
        (search_pb2.SearchRequest(query="x", limit=5000), "limit"),
    ],
)
async def test_bad_requests_are_refused_naming_the_field(
    app: SearchApp, request_: search_pb2.SearchRequest, field: str
) -> None:
    async with grpc.aio.insecure_channel(f"127.0.0.1:{app.grpc_port}") as channel:
        stub = search_pb2_grpc.SearchServiceStub(channel)
        with pytest.raises(grpc.aio.AioRpcError) as caught:
            await stub.Search(request_)
    assert caught.value.code() == grpc.StatusCode.INVALID_ARGUMENT
    assert (caught.value.details() or "").startswith(field)


async def test_search_is_served_over_tls_and_requires_the_token(tmp_path: Path) -> None:
    """QW_GRPC_TLS / _CERTFILE / _KEYFILE / _TOKEN reach the search service's server."""
    from quantward_kit.throwaway_tls import ThrowawayCA

    ca = ThrowawayCA(tmp_path / "pki")
    cert = ca.issue("search")
    settings = SearchSettings(  # type: ignore[call-arg]
        search_grpc_port=0,
        grpc_tls=True,
        grpc_tls_certfile=cert.cert,
        grpc_tls_keyfile=cert.key,
        grpc_tls_cafile=ca.cert,
        grpc_token="the-token",
    )
    built = await build_app(settings, index=TantivySearchIndex(None))
    await built.start()
    try:
        address = f"127.0.0.1:{built.grpc_port}"
        request = search_pb2.SearchRequest(query="guidance")
        async with settings.grpc_security().channel(address) as channel:
            found = await search_pb2_grpc.SearchServiceStub(channel).Search(request, timeout=10)
            assert list(found.hits) == []
        async with settings.grpc_security().without_token().channel(address) as channel:
            with pytest.raises(grpc.aio.AioRpcError) as refused:
                await search_pb2_grpc.SearchServiceStub(channel).Search(request, timeout=10)
            assert refused.value.code() == grpc.StatusCode.UNAUTHENTICATED
    finally:
        await built.close()
