"""The RunRecord gRPC service over a real loopback channel: list, get, verify, export, errors."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import grpc
import pytest

from quantward.records.v1 import records_pb2, records_pb2_grpc
from quantward_bus import InMemoryEventBus
from quantward_contracts import Event, new_id
from quantward_contracts.examples import EXAMPLES
from quantward_recorder.app import build_app
from quantward_recorder.settings import RecorderSettings
from quantward_records import prepare, summarise
from quantward_records.export import ExportedEntry, verify_archive
from quantward_records.sqlite_store import SqliteRecordStore


def event_of(type_: str, run_id: str, **envelope: Any) -> Event:
    return EXAMPLES[type_].model_copy(
        update={"event_id": new_id("evt"), "run_id": run_id, "causation_id": None, **envelope}
    )


@pytest.fixture
async def stub(tmp_path: Path) -> AsyncIterator[tuple[Any, SqliteRecordStore]]:
    store = SqliteRecordStore(tmp_path / "records")
    settings = RecorderSettings(recorder_grpc_port=0)
    async with InMemoryEventBus() as bus:
        app = await build_app(settings, bus=bus, store=store)
        async with app:
            assert app.grpc_port
            async with grpc.aio.insecure_channel(f"127.0.0.1:{app.grpc_port}") as channel:
                yield records_pb2_grpc.RunRecordServiceStub(channel), store
    store.close()


def record(store: SqliteRecordStore, events: list[Event]) -> None:
    for event in events:
        prepared, artifacts = prepare(event, event.TOPIC)
        assert event.run_id is not None
        store.append(event.run_id, [prepared], artifacts, lambda s, r: summarise(s, r.event))


async def test_runs_are_listed_got_verified_and_exported(stub: Any) -> None:
    client, store = stub
    run_id = new_id("run")
    who = f"auditor-{new_id('msg')[-6:]}"
    requested = EXAMPLES["run.requested.v1"]
    record(
        store,
        [
            event_of("run.requested.v1", run_id, data=requested.data.model_copy(
                update={"requested_by": who})),
            event_of("run.progressed.v1", run_id),
            event_of("run.completed.v1", run_id),
        ],
    )  # fmt: skip
    listed = await client.ListRuns(records_pb2.ListRunsRequest(requested_by=who))
    assert [r.run_id for r in listed.runs] == [run_id]
    assert listed.runs[0].status == "succeeded"
    got = await client.GetRun(records_pb2.GetRunRequest(run_id=run_id, with_events=True))
    assert [e.seq for e in got.entries] == [0, 1, 2]
    assert json.loads(got.entries[0].event_json)["type"] == "run.requested.v1"
    verified = await client.VerifyRun(records_pb2.VerifyRunRequest(run_id=run_id))
    assert (verified.ok, verified.entries, list(verified.problems)) == (True, 3, [])
    lines = [
        ExportedEntry.model_validate_json(line.json)
        async for line in client.ExportRun(records_pb2.ExportRunRequest(run_id=run_id))
    ]
    assert [line.seq for line in lines] == [0, 1, 2]
    assert verify_archive(lines).ok


async def test_an_unknown_run_is_not_found_and_a_bad_filter_names_its_field(stub: Any) -> None:
    client, _ = stub
    with pytest.raises(grpc.aio.AioRpcError) as missing:
        await client.GetRun(records_pb2.GetRunRequest(run_id="run_nothere"))
    assert missing.value.code() == grpc.StatusCode.NOT_FOUND
    assert "run_nothere" in (missing.value.details() or "")
    with pytest.raises(grpc.aio.AioRpcError) as bad:
        await client.ListRuns(records_pb2.ListRunsRequest(status="finished"))
    assert bad.value.code() == grpc.StatusCode.INVALID_ARGUMENT
    assert (bad.value.details() or "").startswith("status:")


async def test_run_record_is_served_over_tls_and_requires_the_token(tmp_path: Path) -> None:
    """QW_GRPC_TLS / _CERTFILE / _KEYFILE / _TOKEN reach the recorder's server (ADR 0031)."""
    from quantward_kit.throwaway_tls import ThrowawayCA

    ca = ThrowawayCA(tmp_path / "pki")
    cert = ca.issue("recorder")
    tls = {"grpc_tls": True, "grpc_tls_cafile": ca.cert, "grpc_token": "the-token"}
    settings = RecorderSettings(  # type: ignore[call-arg]
        recorder_grpc_port=0, grpc_tls_certfile=cert.cert, grpc_tls_keyfile=cert.key, **tls
    )
    store = SqliteRecordStore(tmp_path / "records")
    async with InMemoryEventBus() as bus, await build_app(settings, bus=bus, store=store) as app:
        address = f"127.0.0.1:{app.grpc_port}"
        async with settings.grpc_security().channel(address) as channel:
            listed = await records_pb2_grpc.RunRecordServiceStub(channel).ListRuns(
                records_pb2.ListRunsRequest(), timeout=10
            )
            assert list(listed.runs) == []
        no_token = settings.grpc_security().without_token()
        async with no_token.channel(address) as channel:
            with pytest.raises(grpc.aio.AioRpcError) as refused:
                await records_pb2_grpc.RunRecordServiceStub(channel).ListRuns(
                    records_pb2.ListRunsRequest(), timeout=10
                )
            assert refused.value.code() == grpc.StatusCode.UNAUTHENTICATED
    store.close()
