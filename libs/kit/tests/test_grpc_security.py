"""gRPC over TLS with a bearer token, on 127.0.0.1 with a CA made by the test.

A server built by `serve_grpc(..., security=settings.grpc_security())` answers a client that
trusts its CA and sends the token; a client that trusts another CA does not get through the
handshake; a call without the token or with a forged one is refused with UNAUTHENTICATED and
one line saying why; the standard health check stays open for probes; with a client CA the
server demands a client certificate (mutual TLS); a renewed certificate is served without a
restart.
"""

from __future__ import annotations

import os
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path

import grpc
import pytest
from grpc_health.v1 import health_pb2 as std_pb2
from grpc_health.v1 import health_pb2_grpc as std_grpc

from quantward.health.v1 import health_pb2, health_pb2_grpc
from quantward_kit.grpc_health import HealthServicer, serve_grpc
from quantward_kit.grpc_security import GrpcSecurity, GrpcSecurityError
from quantward_kit.settings import Settings
from quantward_kit.throwaway_tls import Issued, ThrowawayCA

TOKEN = "s3cret-token-of-the-deployment"
WAIT = 10.0


@dataclass(frozen=True)
class Pki:
    ca: ThrowawayCA
    other: ThrowawayCA
    server: Issued
    client: Issued
    stranger: Issued


@pytest.fixture(scope="module")
def pki(tmp_path_factory: pytest.TempPathFactory) -> Pki:
    folder = tmp_path_factory.mktemp("pki")
    ca = ThrowawayCA(folder, "deploy")
    other = ThrowawayCA(folder, "other")
    return Pki(
        ca=ca,
        other=other,
        server=ca.issue("server"),
        client=ca.issue("client", hosts=("api",)),
        stranger=other.issue("stranger", hosts=("api",)),
    )


def server_settings(pki: Pki, **extra: object) -> Settings:
    server = pki.server
    return Settings(  # type: ignore[call-arg]
        grpc_tls=True,
        grpc_tls_certfile=server.cert,
        grpc_tls_keyfile=server.key,
        grpc_token=TOKEN,
        **extra,
    )


async def _serve(security: GrpcSecurity) -> tuple[grpc.aio.Server, int]:
    return await serve_grpc(HealthServicer(), security=security)


@pytest.fixture
async def port(pki: Pki) -> AsyncIterator[int]:
    server, bound = await _serve(server_settings(pki).grpc_security())
    try:
        yield bound
    finally:
        await server.stop(grace=None)


def client(pki: Pki, ca: str = "ca", token: str | None = TOKEN) -> GrpcSecurity:
    authority: ThrowawayCA = getattr(pki, ca)
    settings = Settings(grpc_tls=True, grpc_tls_cafile=authority.cert, grpc_token=token)  # type: ignore[call-arg]
    return settings.grpc_security()


async def _check(security: GrpcSecurity, port: int) -> health_pb2.CheckResponse:
    async with security.channel(f"127.0.0.1:{port}") as channel:
        reply: health_pb2.CheckResponse = await health_pb2_grpc.HealthServiceStub(channel).Check(
            health_pb2.CheckRequest(), timeout=WAIT
        )
        return reply


async def test_tls_with_the_token_is_answered(pki: Pki, port: int) -> None:
    reply = await _check(client(pki), port)
    assert reply.status == health_pb2.CheckResponse.SERVING


async def test_a_client_trusting_another_ca_is_refused(pki: Pki, port: int) -> None:
    with pytest.raises(grpc.aio.AioRpcError) as refused:
        await _check(client(pki, ca="other"), port)
    assert refused.value.code() == grpc.StatusCode.UNAVAILABLE


async def test_plaintext_is_refused_by_a_tls_server(pki: Pki, port: int) -> None:
    plain = Settings(grpc_token=TOKEN).grpc_security()  # type: ignore[call-arg]
    with pytest.raises(grpc.aio.AioRpcError) as refused:
        await _check(plain, port)
    assert refused.value.code() == grpc.StatusCode.UNAVAILABLE


async def test_a_missing_token_is_refused_in_one_line(pki: Pki, port: int) -> None:
    with pytest.raises(grpc.aio.AioRpcError) as refused:
        await _check(client(pki, token=None), port)
    assert refused.value.code() == grpc.StatusCode.UNAUTHENTICATED
    details = refused.value.details() or ""
    assert "no bearer token" in details
    assert "QW_GRPC_TOKEN" in details
    assert "\n" not in details


async def test_a_forged_token_is_refused(pki: Pki, port: int) -> None:
    with pytest.raises(grpc.aio.AioRpcError) as refused:
        await _check(client(pki, token="guessed"), port)
    assert refused.value.code() == grpc.StatusCode.UNAUTHENTICATED
    details = refused.value.details() or ""
    assert "not valid" in details
    assert "guessed" not in details
    assert TOKEN not in details


async def test_a_token_not_in_bearer_form_is_refused(pki: Pki, port: int) -> None:
    authority = pki.ca
    security = Settings(grpc_tls=True, grpc_tls_cafile=authority.cert).grpc_security()  # type: ignore[call-arg]
    async with security.channel(f"127.0.0.1:{port}") as channel:
        with pytest.raises(grpc.aio.AioRpcError) as refused:
            await health_pb2_grpc.HealthServiceStub(channel).Check(
                health_pb2.CheckRequest(), timeout=WAIT, metadata=(("authorization", TOKEN),)
            )
    assert refused.value.code() == grpc.StatusCode.UNAUTHENTICATED


async def test_the_standard_health_check_needs_no_token(pki: Pki, port: int) -> None:
    async with client(pki, token=None).channel(f"127.0.0.1:{port}") as channel:
        reply = await std_grpc.HealthStub(channel).Check(std_pb2.HealthCheckRequest(), timeout=WAIT)
    assert reply.status == std_pb2.HealthCheckResponse.SERVING


async def test_the_token_being_rotated_in_is_accepted_too(pki: Pki) -> None:
    settings = server_settings(pki, grpc_token_also_accepted="the-next-token")
    server, port = await _serve(settings.grpc_security())
    try:
        for token in (TOKEN, "the-next-token"):
            assert (await _check(client(pki, token=token), port)).status == 1
        with pytest.raises(grpc.aio.AioRpcError):
            await _check(client(pki, token="the-previous-token"), port)
    finally:
        await server.stop(grace=None)


async def test_mutual_tls_demands_a_client_certificate(pki: Pki) -> None:
    ca, issued, stranger = pki.ca, pki.client, pki.stranger
    server, port = await _serve(
        server_settings(pki, grpc_tls_client_cafile=ca.cert).grpc_security()
    )

    def with_cert(cert: Issued | None) -> GrpcSecurity:
        return Settings(  # type: ignore[call-arg]
            grpc_tls=True,
            grpc_tls_cafile=ca.cert,
            grpc_tls_certfile=cert.cert if cert else None,
            grpc_tls_keyfile=cert.key if cert else None,
            grpc_token=TOKEN,
        ).grpc_security()

    try:
        assert (await _check(with_cert(issued), port)).status == 1
        for refused_client in (with_cert(None), with_cert(stranger)):
            with pytest.raises(grpc.aio.AioRpcError) as refused:
                await _check(refused_client, port)
            assert refused.value.code() == grpc.StatusCode.UNAVAILABLE
    finally:
        await server.stop(grace=None)


async def test_a_renewed_certificate_is_served_without_a_restart(tmp_path: Path) -> None:
    old_ca, new_ca = ThrowawayCA(tmp_path, "old"), ThrowawayCA(tmp_path, "new")
    served = old_ca.issue("served")
    settings = Settings(  # type: ignore[call-arg]
        grpc_tls=True, grpc_tls_certfile=served.cert, grpc_tls_keyfile=served.key
    )
    server, port = await _serve(settings.grpc_security())

    def trusting(ca: ThrowawayCA) -> GrpcSecurity:
        return Settings(grpc_tls=True, grpc_tls_cafile=ca.cert).grpc_security()  # type: ignore[call-arg]

    try:
        assert (await _check(trusting(old_ca), port)).status == 1
        renewed = new_ca.issue("renewed")
        # what the kubelet does to a mounted Secret: the files are replaced
        os.replace(renewed.key, served.key)
        os.replace(renewed.cert, served.cert)
        assert (await _check(trusting(new_ca), port)).status == 1
        with pytest.raises(grpc.aio.AioRpcError):
            await _check(trusting(old_ca), port)
    finally:
        await server.stop(grace=None)


@pytest.mark.parametrize(
    ("given", "named"),
    [
        ({"grpc_tls": True, "grpc_tls_certfile": "c.pem"}, "QW_GRPC_TLS_KEYFILE"),
        ({"grpc_tls_cafile": "ca.pem"}, "QW_GRPC_TLS is off"),
        ({"grpc_token_also_accepted": "x"}, "needs QW_GRPC_TOKEN"),
    ],
)
def test_settings_that_do_not_fit_are_named(given: dict[str, object], named: str) -> None:
    with pytest.raises(GrpcSecurityError, match=named):
        Settings(**given).grpc_security()  # type: ignore[arg-type]


async def test_a_tls_server_without_a_certificate_is_refused_at_start() -> None:
    with pytest.raises(GrpcSecurityError, match="QW_GRPC_TLS_CERTFILE"):
        await _serve(Settings(grpc_tls=True).grpc_security())  # type: ignore[call-arg]


def test_an_unreadable_file_is_named(tmp_path: Path) -> None:
    missing = tmp_path / "nope.pem"
    security = Settings(  # type: ignore[call-arg]
        grpc_tls=True, grpc_tls_certfile=missing, grpc_tls_keyfile=missing
    ).grpc_security()
    with pytest.raises(GrpcSecurityError, match=f"QW_GRPC_TLS_KEYFILE {missing}"):
        security.server_credentials()


async def test_a_renewed_client_ca_is_used_without_a_restart(tmp_path: Path) -> None:
    """Mutual TLS: the servers' client CA file is re-read like the certificate, so a client
    certificate from the new CA is accepted once the file holds it."""
    server_ca, old_clients, new_clients = (
        ThrowawayCA(tmp_path, "server"),
        ThrowawayCA(tmp_path, "old-clients"),
        ThrowawayCA(tmp_path, "new-clients"),
    )
    served = server_ca.issue("served")
    client_ca = tmp_path / "client-ca.crt"
    client_ca.write_bytes(old_clients.cert.read_bytes())
    settings = Settings(  # type: ignore[call-arg]
        grpc_tls=True,
        grpc_tls_certfile=served.cert,
        grpc_tls_keyfile=served.key,
        grpc_tls_client_cafile=client_ca,
    )
    server, port = await _serve(settings.grpc_security())

    def presenting(cert: Issued) -> GrpcSecurity:
        return Settings(  # type: ignore[call-arg]
            grpc_tls=True,
            grpc_tls_cafile=server_ca.cert,
            grpc_tls_certfile=cert.cert,
            grpc_tls_keyfile=cert.key,
        ).grpc_security()

    old_client, new_client = old_clients.issue("old-client"), new_clients.issue("new-client")
    try:
        assert (await _check(presenting(old_client), port)).status == 1
        with pytest.raises(grpc.aio.AioRpcError):
            await _check(presenting(new_client), port)
        both = tmp_path / "both.crt"
        both.write_bytes(old_clients.cert.read_bytes() + new_clients.cert.read_bytes())
        os.replace(both, client_ca)
        assert (await _check(presenting(new_client), port)).status == 1
        assert (await _check(presenting(old_client), port)).status == 1
    finally:
        await server.stop(grace=None)
