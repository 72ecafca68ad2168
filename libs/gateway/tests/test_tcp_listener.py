"""The gateway over TCP: a connection is an execution's only after it presents that execution's
one-time token. Attacks from a Pod's code — a forged, replayed, expired or another execution's
token, a token named later on a connection, an identity in the hello — are refused before any
request is served."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from typing import Any

import pytest

from quantward_gateway import Binding, Entitlements, Gateway
from quantward_gateway.server import GatewaySession
from quantward_gateway.tcp_listener import REFUSED, TcpGatewayListener
from quantward_platform import wire

APPLE = "ent_apple_inc"


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class Conn:
    """A client as a Pod's launcher and code speak to the gateway."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader, self.writer = reader, writer

    @classmethod
    async def open(cls, port: int) -> Conn:
        return cls(*await asyncio.open_connection("127.0.0.1", port))

    async def send(self, message: dict[str, Any]) -> dict[str, Any] | None:
        """The reply, or None when the gateway closed the connection instead."""
        self.writer.write(wire.encode(message))
        await self.writer.drain()
        return await self.receive()

    async def receive(self) -> dict[str, Any] | None:
        try:
            header = await self.reader.readexactly(4)
            return wire.decode(await self.reader.readexactly(wire.body_length(header)))
        except (asyncio.IncompleteReadError, ConnectionError):
            return None

    async def closed(self) -> bool:
        return await self.reader.read(1) == b""

    def close(self) -> None:
        self.writer.close()


def binding(user: str, run_id: str, entitlements: list[str] | None) -> Binding:
    return Binding(user, "equities", run_id, Entitlements.of(entitlements), execution_id=run_id)


@pytest.fixture
async def tcp() -> AsyncIterator[TcpGatewayListener]:
    listener = TcpGatewayListener(clock=Clock(), hello_timeout_s=2.0)
    await listener.start()
    yield listener
    await listener.close()


def clock_of(listener: TcpGatewayListener) -> Clock:
    clock = listener._clock
    assert isinstance(clock, Clock)
    return clock


def kind(reply: dict[str, Any] | None) -> str | None:
    """The refusal's kind (None: no reply, or not refused)."""
    return None if reply is None or reply.get("ok") else str(reply["error"]["kind"])


def company() -> dict[str, Any]:
    return {"id": 1, "capability": "company", "args": {"entity_id": APPLE}}


async def test_a_token_binds_the_connection_to_its_execution(
    gateway: Gateway, tcp: TcpGatewayListener
) -> None:
    session = gateway.session(binding("ana", "run_a", ["prices.daily"]))
    conn = await Conn.open(tcp.port)
    assert await conn.send({"token": tcp.admit(session, ttl_s=60)}) == {"ok": True}
    ok = await conn.send(company())
    refused = await conn.send({"id": 2, "capability": "fundamentals", "args": {"entity_id": APPLE}})
    assert ok is not None
    assert ok["ok"], ok
    assert kind(refused) == "entitlement"  # ana's binding
    assert [(c.function_id, c.allowed) for c in session.metered] == [
        ("company", True),
        ("fundamentals", False),
    ]
    assert (await gateway.usage.usage("ana", gateway.today())).calls == 2
    conn.close()
    await session.close()


@pytest.mark.parametrize(
    "hello",
    [
        {"token": "forged"},
        {"token": ""},
        {"token": None},
        {},
        {"id": 1, "capability": "company", "args": {"entity_id": APPLE}},  # no hello at all
    ],
)
async def test_a_forged_or_missing_token_is_refused_before_any_request(
    gateway: Gateway, tcp: TcpGatewayListener, hello: dict[str, Any]
) -> None:
    session = gateway.session(binding("ana", "run_a", None))
    tcp.admit(session, ttl_s=60)
    conn = await Conn.open(tcp.port)
    assert await conn.send(hello) == {"ok": False, "error": {"kind": "token", "message": REFUSED}}
    assert await conn.closed()
    assert session.metered == []
    assert tcp.pending() == 1  # the real token is still unspent


async def test_a_replayed_token_is_refused(
    gateway: Gateway, tcp: TcpGatewayListener, caplog: pytest.LogCaptureFixture
) -> None:
    session = gateway.session(binding("ana", "run_a", None))
    token = tcp.admit(session, ttl_s=60)
    first = await Conn.open(tcp.port)
    assert await first.send({"token": token}) == {"ok": True}
    second = await Conn.open(tcp.port)  # the code read the token file after the launcher used it
    with caplog.at_level(logging.WARNING, "quantward.gateway"):
        reply = await second.send({"token": token})
    assert kind(reply) == "token"
    assert "already used or expired" in caplog.text
    assert await second.closed()
    first.close()
    await session.close()


async def test_an_expired_token_is_refused(gateway: Gateway, tcp: TcpGatewayListener) -> None:
    session = gateway.session(binding("ana", "run_a", None))
    token = tcp.admit(session, ttl_s=30)
    clock_of(tcp).now += 31
    conn = await Conn.open(tcp.port)
    reply = await conn.send({"token": token})
    assert kind(reply) == "token"
    assert session.metered == []


async def test_a_token_expires_with_its_execution(
    gateway: Gateway, tcp: TcpGatewayListener
) -> None:
    session = gateway.session(binding("ana", "run_a", None))
    token = tcp.admit(session, ttl_s=60)
    await session.close()
    tcp.revoke(session)  # the execution ended before its Pod ever connected
    conn = await Conn.open(tcp.port)
    reply = await conn.send({"token": token})
    assert kind(reply) == "token"


async def test_the_execution_ending_closes_its_connections(
    gateway: Gateway, tcp: TcpGatewayListener
) -> None:
    session = gateway.session(binding("ana", "run_a", None))
    conn = await Conn.open(tcp.port)
    assert await conn.send({"token": tcp.admit(session, ttl_s=60)}) == {"ok": True}
    await session.close()
    tcp.revoke(session)
    assert await conn.closed()  # a process the code left behind cannot keep calling


async def test_another_executions_token_cannot_switch_a_connection(
    gateway: Gateway, tcp: TcpGatewayListener
) -> None:
    """Code of ana's execution that learned bob's token: presenting it on its own connection is
    a request with an unknown field (refused, metered to ana), and bob's token stays unspent for
    bob's launcher — which then gets bob's session, not ana's."""
    ana = gateway.session(binding("ana", "run_a", ["prices.daily"]))
    bob = gateway.session(binding("bob", "run_b", None))
    ana_token, bob_token = tcp.admit(ana, ttl_s=60), tcp.admit(bob, ttl_s=60)
    assert ana_token != bob_token
    conn = await Conn.open(tcp.port)
    assert await conn.send({"token": ana_token}) == {"ok": True}
    switched = await conn.send({"token": bob_token})
    assert switched is not None
    assert switched["ok"] is False
    fundamentals = {"id": 3, "capability": "fundamentals", "args": {"entity_id": APPLE}}
    after = await conn.send(fundamentals)
    assert kind(after) == "entitlement"  # still ana
    assert bob.metered == []
    assert [c.allowed for c in ana.metered] == [False, False]
    launcher_of_bob = await Conn.open(tcp.port)
    assert await launcher_of_bob.send({"token": bob_token}) == {"ok": True}
    for c in (conn, launcher_of_bob):
        c.close()
    for s in (ana, bob):
        await s.close()


@pytest.mark.parametrize("identity", ["user", "run_id", "entitlements"])
async def test_an_identity_in_the_hello_is_refused(
    gateway: Gateway, tcp: TcpGatewayListener, identity: str
) -> None:
    session = gateway.session(binding("ana", "run_a", None))
    token = tcp.admit(session, ttl_s=60)
    conn = await Conn.open(tcp.port)
    reply = await conn.send({"token": token, identity: "bob"})
    assert kind(reply) == "token"
    assert tcp.pending() == 1  # not spent by a refused hello


async def test_forged_identity_in_a_request_is_refused_over_tcp_too(
    gateway: Gateway, tcp: TcpGatewayListener
) -> None:
    session = gateway.session(binding("ana", "run_a", None))
    conn = await Conn.open(tcp.port)
    assert await conn.send({"token": tcp.admit(session, ttl_s=60)}) == {"ok": True}
    forged = {"id": 1, "capability": "company", "args": {"entity_id": APPLE, "user": "bob"}}
    reply = await conn.send(forged)
    assert kind(reply) == "identity"
    conn.close()
    await session.close()


async def test_an_oversized_or_silent_hello_is_cut(gateway: Gateway) -> None:
    listener = TcpGatewayListener(hello_timeout_s=0.2)
    await listener.start()
    big = await Conn.open(listener.port)
    big.writer.write(wire.HEADER.pack(1 << 20))
    await big.writer.drain()
    silent = await Conn.open(listener.port)
    assert (await big.receive() or {}).get("ok") is False
    assert (await silent.receive() or {}).get("ok") is False  # after hello_timeout_s
    await listener.close()


def test_tokens_are_unguessable_and_only_their_digest_is_kept(gateway: Gateway) -> None:
    listener = TcpGatewayListener()
    sessions = [GatewaySession(gateway, binding("ana", f"run_{n}", None)) for n in range(200)]
    tokens = {listener.admit(s, ttl_s=60) for s in sessions}
    assert len(tokens) == 200
    assert min(len(t) for t in tokens) >= 43  # 256 bits, url-safe base64
    kept = repr(listener.__dict__)
    assert not any(t in kept for t in tokens)
    with pytest.raises(ValueError, match="ttl_s"):
        listener.admit(sessions[0], ttl_s=0)
