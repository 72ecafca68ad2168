"""The run record store's database down: every route and RPC that reads it answers 503 with
`Retry-After` in the API's error format (gRPC: UNAVAILABLE), never a 500 with a logged
traceback; once the store answers again, so does the API."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import grpc
import pytest

from quantward.runs.v1 import runs_pb2 as pb
from quantward.runs.v1 import runs_pb2_grpc
from quantward_records import RecordStoreUnavailableError

from .conftest import serve


class _Outage:
    """Stands in for the store's reads while its database is down."""

    def __init__(self, retry_after_s: float) -> None:
        self.retry_after_s = retry_after_s
        self.calls = 0

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        self.calls += 1
        raise RecordStoreUnavailableError(self.retry_after_s)


async def test_reads_of_a_record_store_that_cannot_answer_are_503_with_retry_after(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    async for s in serve(tmp_path, api_grpc_port=0):
        key = s.key("alice", "research")
        async with s.client(key) as client:
            submitted = await client.post("/v1/runs", json={"question": "Apple's revenue?"})
            assert submitted.status_code == 202, submitted.text
            run_id = submitted.json()["run_id"]
            down = _Outage(retry_after_s=4.2)
            with monkeypatch.context() as outage:
                for read in ("runs", "summary", "entries", "head"):
                    outage.setattr(s.store, read, down)
                with caplog.at_level("WARNING", logger="quantward"):
                    answers = [
                        await client.get("/v1/runs"),
                        await client.get(f"/v1/runs/{run_id}"),
                        await client.get(f"/v1/runs/{run_id}/record/timeline"),
                        await client.get(f"/v1/runs/{run_id}/record/verify"),
                    ]
                    async with grpc.aio.insecure_channel(f"127.0.0.1:{s.app.grpc_port}") as channel:
                        stub = runs_pb2_grpc.RunServiceStub(channel)
                        with pytest.raises(grpc.aio.AioRpcError) as rpc:
                            await stub.GetRun(
                                pb.GetRunRequest(run_id=run_id),
                                metadata=(("authorization", f"Bearer {key}"),),
                            )
            for answer in answers:
                assert answer.status_code == 503, (answer.request.url, answer.text)
                assert answer.headers["retry-after"] == "5"
                assert answer.json() == {
                    "error": {
                        "code": "unavailable",
                        "message": "the run record store is unavailable; retry in 4.2 s",
                        "field": None,
                    }
                }
            assert rpc.value.code() == grpc.StatusCode.UNAVAILABLE
            assert "run record store is unavailable" in str(rpc.value.details())
            assert down.calls >= len(answers) + 1
            assert [r for r in caplog.records if r.exc_info] == []  # no traceback logged
            assert (await client.get(f"/v1/runs/{run_id}")).status_code == 200
