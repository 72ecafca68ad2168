"""The gRPC RunService mirrors the HTTP run operations: same authentication, scoping and
validation, on a real loopback gRPC server."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import grpc
import pytest

from quantward.runs.v1 import runs_pb2 as pb
from quantward.runs.v1 import runs_pb2_grpc
from quantward_kit.throwaway_tls import ThrowawayCA

from .conftest import Served, serve


@pytest.fixture
async def with_grpc(tmp_path: Path) -> AsyncIterator[Served]:
    async for s in serve(tmp_path, api_grpc_port=0):
        yield s


def _auth(key: str) -> tuple[tuple[str, str], ...]:
    return (("authorization", f"Bearer {key}"),)


async def test_a_run_is_submitted_followed_got_and_scoped_over_grpc(with_grpc: Served) -> None:
    alice = with_grpc.key("alice", "research")
    bob = with_grpc.key("bob", "trading")
    async with grpc.aio.insecure_channel(f"127.0.0.1:{with_grpc.app.grpc_port}") as channel:
        stub = runs_pb2_grpc.RunServiceStub(channel)
        submitted: Any = await stub.SubmitRun(
            pb.SubmitRunRequest(
                template_id="earnings-preview", inputs_json=json.dumps({"company": "Apple"})
            ),
            metadata=_auth(alice),
        )
        assert submitted.requested_by == "user:alice@team:research"
        updates = [
            u
            async for u in stub.FollowRun(
                pb.FollowRunRequest(run_id=submitted.run_id), metadata=_auth(alice)
            )
        ]
        kinds = {u.kind for u in updates}
        assert {"stage", "review_started", "review", "answer", "completed"} <= kinds
        completed = json.loads(next(u.data_json for u in updates if u.kind == "completed"))
        assert completed["status"] == "succeeded"
        got: Any = await stub.GetRun(
            pb.GetRunRequest(run_id=submitted.run_id), metadata=_auth(alice)
        )
        assert got.status == "succeeded"
        with pytest.raises(grpc.aio.AioRpcError) as hidden:
            await stub.GetRun(pb.GetRunRequest(run_id=submitted.run_id), metadata=_auth(bob))
        assert hidden.value.code() == grpc.StatusCode.NOT_FOUND
        with pytest.raises(grpc.aio.AioRpcError) as followed:
            async for _ in stub.FollowRun(
                pb.FollowRunRequest(run_id=submitted.run_id), metadata=_auth(bob)
            ):
                pass
        assert followed.value.code() == grpc.StatusCode.NOT_FOUND


async def test_grpc_refuses_like_http(with_grpc: Served) -> None:
    alice = with_grpc.key("alice", "research")
    auditor = with_grpc.key("dora", "audit", "auditor")
    async with grpc.aio.insecure_channel(f"127.0.0.1:{with_grpc.app.grpc_port}") as channel:
        stub = runs_pb2_grpc.RunServiceStub(channel)
        with pytest.raises(grpc.aio.AioRpcError) as anonymous:
            await stub.GetRun(pb.GetRunRequest(run_id="run_x"))
        assert anonymous.value.code() == grpc.StatusCode.UNAUTHENTICATED
        with pytest.raises(grpc.aio.AioRpcError) as bad:
            await stub.SubmitRun(
                pb.SubmitRunRequest(
                    template_id="earnings-preview",
                    inputs_json=json.dumps({"company": "Apple", "nope": 1}),
                ),
                metadata=_auth(alice),
            )
        assert bad.value.code() == grpc.StatusCode.INVALID_ARGUMENT
        assert (bad.value.details() or "").startswith("inputs.nope:")
        with pytest.raises(grpc.aio.AioRpcError) as reader:
            await stub.SubmitRun(pb.SubmitRunRequest(question="anything"), metadata=_auth(auditor))
        assert reader.value.code() == grpc.StatusCode.PERMISSION_DENIED
        with pytest.raises(grpc.aio.AioRpcError) as asked:
            await stub.SubmitRun(
                pb.SubmitRunRequest(question="x", template_id="y"), metadata=_auth(alice)
            )
        assert asked.value.code() == grpc.StatusCode.INVALID_ARGUMENT
        run: Any = await stub.SubmitRun(
            pb.SubmitRunRequest(question="which regions?"), metadata=_auth(alice)
        )
        question = None
        async for update in stub.FollowRun(
            pb.FollowRunRequest(run_id=run.run_id), metadata=_auth(alice)
        ):
            if update.kind == "clarification":
                question = json.loads(update.data_json)
                break
        assert question is not None
        request = pb.AnswerClarificationRequest(
            run_id=run.run_id, clarification_id=question["clarification_id"], answer="neither"
        )
        with pytest.raises(grpc.aio.AioRpcError) as wrong:
            await stub.AnswerClarification(request, metadata=_auth(alice))
        assert wrong.value.code() == grpc.StatusCode.INVALID_ARGUMENT
        assert (wrong.value.details() or "").startswith("answer:")
        request.answer = "with joint ventures"
        await stub.AnswerClarification(request, metadata=_auth(alice))
        waiting: Any = await stub.SubmitRun(
            pb.SubmitRunRequest(question="which regions?"), metadata=_auth(alice)
        )
        await stub.CancelRun(pb.CancelRunRequest(run_id=waiting.run_id), metadata=_auth(alice))
        updates = [
            u
            async for u in stub.FollowRun(
                pb.FollowRunRequest(run_id=waiting.run_id), metadata=_auth(alice)
            )
        ]
        ended = [json.loads(u.data_json) for u in updates if u.kind == "completed"]
        assert [e["status"] for e in ended] == ["cancelled"]


async def test_conversations_over_grpc_carry_grounding_and_follow_the_auth_rules(
    with_grpc: Served,
) -> None:
    alice = with_grpc.key("alice", "research")
    bob = with_grpc.key("bob", "trading")
    auditor = with_grpc.key("dora", "audit", "auditor")
    async with grpc.aio.insecure_channel(f"127.0.0.1:{with_grpc.app.grpc_port}") as channel:
        stub = runs_pb2_grpc.RunServiceStub(channel)
        made: Any = await stub.CreateConversation(
            pb.CreateConversationRequest(title="Apple"), metadata=_auth(alice)
        )
        assert made.conversation_id.startswith("cnv_")
        assert made.requested_by == "user:alice@team:research"
        first: Any = await stub.AddTurn(
            pb.AddTurnRequest(
                conversation_id=made.conversation_id,
                template="earnings-preview",
                inputs_json=json.dumps({"company": "Apple"}),
            ),
            metadata=_auth(alice),
        )
        async for _ in stub.FollowRun(
            pb.FollowRunRequest(run_id=first.run_id), metadata=_auth(alice)
        ):
            pass
        second: Any = await stub.AddTurn(
            pb.AddTurnRequest(
                conversation_id=made.conversation_id,
                changes_json=json.dumps({"as_of": "2022-11-30"}),
            ),
            metadata=_auth(alice),
        )
        assert (first.index, second.index) == (0, 1)
        assert list(second.carried)
        assert all(c.startswith(f"{first.run_id}/src_") for c in second.carried)
        got: Any = await stub.GetConversation(
            pb.GetConversationRequest(conversation_id=made.conversation_id),
            metadata=_auth(auditor),
        )
        assert [t.run_id for t in got.turns] == [first.run_id, second.run_id]
        assert got.turns[0].template == "earnings-preview"
        assert json.loads(got.turns[1].inputs_json)["as_of"] == "2022-11-30"
        assert list(got.turns[1].carried) == list(second.carried)
        with pytest.raises(grpc.aio.AioRpcError) as hidden:
            await stub.GetConversation(
                pb.GetConversationRequest(conversation_id=made.conversation_id),
                metadata=_auth(bob),
            )
        assert hidden.value.code() == grpc.StatusCode.NOT_FOUND
        with pytest.raises(grpc.aio.AioRpcError) as read_only:
            await stub.AddTurn(
                pb.AddTurnRequest(conversation_id=made.conversation_id, question="q"),
                metadata=_auth(auditor),
            )
        assert read_only.value.code() == grpc.StatusCode.PERMISSION_DENIED
        with pytest.raises(grpc.aio.AioRpcError) as invalid:
            await stub.AddTurn(
                pb.AddTurnRequest(
                    conversation_id=made.conversation_id,
                    changes_json=json.dumps({"as_of": "someday"}),
                ),
                metadata=_auth(alice),
            )
        assert invalid.value.code() == grpc.StatusCode.INVALID_ARGUMENT
        assert invalid.value.details().startswith("changes.as_of: ")


async def test_run_service_over_tls_takes_the_users_key_not_the_deployment_token(
    tmp_path: Path,
) -> None:
    """With QW_GRPC_TLS the RunService serves TLS; its callers are users, so the bearer it
    checks is their API key, whatever QW_GRPC_TOKEN says."""
    ca = ThrowawayCA(tmp_path / "pki")
    cert = ca.issue("api")
    tls = {
        "grpc_tls": True,
        "grpc_tls_certfile": cert.cert,
        "grpc_tls_keyfile": cert.key,
        "grpc_token": "service-token",
    }
    async for s in serve(tmp_path, api_grpc_port=0, **tls):
        alice = s.key("alice", "research")
        credentials = grpc.ssl_channel_credentials(root_certificates=ca.cert.read_bytes())
        async with grpc.aio.secure_channel(f"127.0.0.1:{s.app.grpc_port}", credentials) as ch:
            stub = runs_pb2_grpc.RunServiceStub(ch)
            request = pb.SubmitRunRequest(
                template_id="earnings-preview", inputs_json=json.dumps({"company": "Apple"})
            )
            submitted: Any = await stub.SubmitRun(request, metadata=_auth(alice))
            assert submitted.requested_by == "user:alice@team:research"
            with pytest.raises(grpc.aio.AioRpcError) as refused:
                await stub.SubmitRun(request, metadata=_auth("service-token"))
            assert refused.value.code() == grpc.StatusCode.UNAUTHENTICATED
        async with grpc.aio.insecure_channel(f"127.0.0.1:{s.app.grpc_port}") as plain:
            with pytest.raises(grpc.aio.AioRpcError) as no_tls:
                await runs_pb2_grpc.RunServiceStub(plain).SubmitRun(
                    request, metadata=_auth(alice), timeout=10
                )
            assert no_tls.value.code() == grpc.StatusCode.UNAVAILABLE
