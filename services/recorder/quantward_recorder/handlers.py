"""gRPC `RunRecordService`: the record store's views for auditors and tools.

Reads go to worker threads (the store is synchronous); an unknown run is NOT_FOUND, a bad filter
INVALID_ARGUMENT naming the field.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from datetime import UTC, datetime
from typing import Any

import grpc
from google.protobuf.timestamp_pb2 import Timestamp

from quantward.records.v1 import records_pb2, records_pb2_grpc
from quantward_records import (
    RecordStore,
    RunQuery,
    RunSummary,
    Verification,
    artifact_reader,
    verify_run,
)
from quantward_records.artifacts import hydrate
from quantward_records.export import exported

STATUSES = ("running", "succeeded", "failed", "cancelled")


def _stamp(moment: datetime | None) -> Timestamp | None:
    if moment is None:
        return None
    stamp = Timestamp()
    stamp.FromDatetime(moment.astimezone(UTC))
    return stamp


def _moment(request: Any, field: str) -> datetime | None:
    return getattr(request, field).ToDatetime(tzinfo=UTC) if request.HasField(field) else None


def summary_to_proto(summary: RunSummary) -> records_pb2.RunSummary:
    return records_pb2.RunSummary(
        run_id=summary.run_id,
        status=summary.status,
        mode=summary.mode or "",
        requested_by=summary.requested_by or "",
        template_id=summary.template_id or "",
        question=summary.question or "",
        entity_ids=list(summary.entity_ids),
        started_at=_stamp(summary.started_at),
        ended_at=_stamp(summary.ended_at),
        answer_id=summary.answer_id or "",
        error=summary.error or "",
        events=summary.events,
    )


def query_from(request: records_pb2.ListRunsRequest) -> RunQuery:
    """The store's query; ValueError naming the field for bad input."""
    if request.status and request.status not in STATUSES:
        raise ValueError(f"status: {request.status!r} is not one of {', '.join(STATUSES)}")
    if not 0 <= request.limit <= 10_000:
        raise ValueError(f"limit: must be between 1 and 10000 (0 = 100), got {request.limit}")
    return RunQuery(
        requested_by=request.requested_by or None,
        template_id=request.template_id or None,
        status=request.status or None,  # type: ignore[arg-type]
        entity_id=request.entity_id or None,
        since=_moment(request, "since"),
        until=_moment(request, "until"),
        limit=request.limit or 100,
    )


class RunRecordServicer(records_pb2_grpc.RunRecordServiceServicer):
    def __init__(self, store: RecordStore) -> None:
        self.store = store

    async def ListRuns(  # noqa: N802 (the generated servicer's method name)
        self, request: records_pb2.ListRunsRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> records_pb2.ListRunsResponse:
        try:
            query = query_from(request)
        except ValueError as exc:
            await context.abort(grpc.StatusCode.INVALID_ARGUMENT, str(exc))
        runs = await asyncio.to_thread(self.store.runs, query)
        return records_pb2.ListRunsResponse(runs=[summary_to_proto(r) for r in runs])

    async def _known(self, run_id: str, context: grpc.aio.ServicerContext[Any, Any]) -> None:
        if await asyncio.to_thread(self.store.head, run_id) is None:
            await context.abort(grpc.StatusCode.NOT_FOUND, f"run_id: no recorded run {run_id!r}")

    async def GetRun(  # noqa: N802 (the generated servicer's method name)
        self, request: records_pb2.GetRunRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> records_pb2.GetRunResponse:
        await self._known(request.run_id, context)

        def read() -> records_pb2.GetRunResponse:
            summary = self.store.summary(request.run_id)
            recorded = self.store.entries(request.run_id)
            artifact = artifact_reader(
                self.store, (e.body for e in recorded) if request.with_events else ()
            )
            entries = []
            for e in recorded:
                event = ""
                if request.with_events and e.body is not None:
                    event = json.dumps(hydrate(json.loads(e.body), artifact))
                entries.append(
                    records_pb2.Entry(
                        seq=e.seq,
                        event_id=e.event_id,
                        type=e.type,
                        topic=e.topic,
                        time=_stamp(e.time),
                        producer=e.producer,
                        causation_id=e.causation_id or "",
                        entry_hash=e.entry_hash,
                        event_json=event,
                    )
                )
            return records_pb2.GetRunResponse(
                summary=summary_to_proto(summary) if summary else None, entries=entries
            )

        return await asyncio.to_thread(read)

    async def VerifyRun(  # noqa: N802 (the generated servicer's method name)
        self, request: records_pb2.VerifyRunRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> records_pb2.VerifyRunResponse:
        await self._known(request.run_id, context)

        def check() -> Verification:
            run_id = request.run_id
            entries = self.store.entries(run_id)
            return verify_run(
                run_id,
                entries,
                self.store.head(run_id),
                artifact_reader(self.store, (e.body for e in entries)),
                self.store.tombstone_of(run_id),
            )

        result = await asyncio.to_thread(check)
        return records_pb2.VerifyRunResponse(
            ok=result.ok,
            entries=result.entries,
            artifacts=result.artifacts,
            problems=[str(p) for p in result.problems],
        )

    async def ExportRun(  # noqa: N802 (the generated servicer's method name)
        self, request: records_pb2.ExportRunRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> AsyncIterator[records_pb2.ExportLine]:
        await self._known(request.run_id, context)
        entries = await asyncio.to_thread(self.store.entries, request.run_id)
        artifact = await asyncio.to_thread(artifact_reader, self.store, [e.body for e in entries])
        for entry in entries:
            line = await asyncio.to_thread(exported, entry, artifact)
            yield records_pb2.ExportLine(json=line.model_dump_json())
