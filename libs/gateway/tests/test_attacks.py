"""Attacks on the gateway from sandboxed code, over the real socket: each is refused, metered and
(for a forged identity) logged; none reaches data or the service credentials."""

from __future__ import annotations

import asyncio
import logging
import time
from pathlib import Path

import pytest

from quantward_gateway import Binding, Entitlements, Gateway, Quota, Services
from quantward_platform import wire

APPLE = "ent_apple_inc"


def ana(run_id: str = "run_a", entitlements: list[str] | None = None) -> Binding:
    return Binding(
        user="ana",
        team="equities",
        run_id=run_id,
        entitlements=Entitlements.of(
            entitlements if entitlements is not None else ["prices.daily"]
        ),
    )


async def roundtrip(
    path: Path, message: dict[str, object]
) -> tuple[dict[str, object], bytes, float]:
    """One request over the socket as the sandboxed code sends it; the reply, raw, and seconds."""
    started = time.perf_counter()
    reader, writer = await asyncio.open_unix_connection(str(path))
    writer.write(wire.encode(message))
    await writer.drain()
    header = await reader.readexactly(4)
    body = await reader.readexactly(wire.body_length(header))
    writer.close()
    return wire.decode(body), header + body, time.perf_counter() - started


@pytest.mark.parametrize(
    "forged",
    [
        {"args": {"entity_id": APPLE, "user": "bob"}},
        {"args": {"entity_id": APPLE, "user_id": "bob"}},
        {"args": {"entity_id": APPLE}, "run_id": "run_of_bob"},
        {"args": {"entity_id": APPLE, "entitlements": ["fundamentals.quarterly"]}},
        {"args": {"entity_id": APPLE}, "team": "credit"},
    ],
)
async def test_a_forged_identity_is_refused_logged_and_metered(
    gateway: Gateway, tmp_path: Path, caplog: pytest.LogCaptureFixture, forged: dict[str, object]
) -> None:
    path = tmp_path / "gw.sock"
    async with await gateway.open(ana(), path) as session:
        with caplog.at_level(logging.WARNING, logger="quantward.gateway"):
            reply, _, _ = await roundtrip(path, {"id": 1, "capability": "prices", **forged})
    assert reply["ok"] is False
    assert reply["error"]["kind"] == "identity"  # type: ignore[index]
    assert "identity comes from the socket" in reply["error"]["message"]  # type: ignore[index]
    assert any("ana" in r.getMessage() and "refused" in r.getMessage() for r in caplog.records)
    assert [(c.function_id, c.allowed) for c in session.metered] == [("prices", False)]
    assert session.sources() == []  # nothing was read, nothing registered
    bob = await gateway.usage.usage("bob", gateway.today())
    assert bob.calls == 0  # never charged to, or served as, bob


async def test_an_unentitled_dataset_is_refused_and_metered(
    gateway: Gateway, tmp_path: Path
) -> None:
    entity = gateway.services.market_data.reported_entity_ids()[0]
    path = tmp_path / "gw.sock"
    async with await gateway.open(ana(entitlements=["prices.daily"]), path) as session:
        reply, raw, _ = await roundtrip(
            path,
            {
                "id": 1,
                "capability": "fundamentals",
                "args": {"entity_id": entity, "as_of": "2022-12-28"},
            },
        )
    assert reply["error"] == {
        "kind": "entitlement",
        "message": "not entitled to fundamentals.quarterly",
    }
    assert b"revenue" not in raw
    assert [(c.function_id, c.allowed, c.units) for c in session.metered] == [
        ("fundamentals", False, 0)
    ]
    assert session.sources() == []


async def test_an_empty_entitlement_list_reads_nothing(gateway: Gateway, tmp_path: Path) -> None:
    path = tmp_path / "gw.sock"
    async with await gateway.open(ana(entitlements=[]), path):
        reply, _, _ = await roundtrip(
            path,
            {"id": 1, "capability": "prices", "args": {"entity_id": APPLE, "end": "2021-01-31"}},
        )
    assert reply["error"]["kind"] == "entitlement"  # type: ignore[index]


async def test_over_quota_calls_are_refused_and_still_metered(
    services: Services, tmp_path: Path
) -> None:
    gateway = Gateway(services, quota=Quota(calls_per_execution=2))
    request = {"id": 1, "capability": "prices", "args": {"entity_id": APPLE, "end": "2021-01-31"}}
    path = tmp_path / "gw.sock"
    async with await gateway.open(ana(), path) as session:
        replies = [(await roundtrip(path, request))[0] for _ in range(4)]
    assert [r["ok"] for r in replies] == [True, True, False, False]
    assert {r["error"]["kind"] for r in replies[2:]} == {"quota"}  # type: ignore[index]
    assert [c.allowed for c in session.metered] == [True, True, False, False]
    assert [c.units > 0 for c in session.metered] == [True, True, False, False]
    usage = await gateway.usage.usage("ana", gateway.today())
    assert (usage.calls, usage.refused) == (4, 2)


async def test_the_user_quota_spans_executions(services: Services) -> None:
    gateway = Gateway(services, quota=Quota(units_per_user=5))
    request = {"id": 1, "capability": "prices", "args": {"entity_id": APPLE, "end": "2021-01-31"}}
    first = await gateway.session(ana("run_a")).call(request)  # ~20 rows: over 5 after it
    second_run = gateway.session(ana("run_b"))
    second = await second_run.call(request)
    assert first["ok"]
    assert second["error"]["kind"] == "quota"
    assert second_run.metered[0].allowed is False


async def test_a_reply_never_carries_the_service_credentials(
    services: Services, tmp_path: Path
) -> None:
    """Even a capability that echoes the key by mistake leaks nothing to the code."""
    from quantward_gateway import Capability, Context, Reply

    async def leaky(args: object, ctx: Context) -> Reply:
        return Reply(title="oops", value={"key": ctx.services.credentials.secret()})

    gateway = Gateway(services, capabilities={"leaky": Capability("leaky", "", (), leaky)})
    path = tmp_path / "gw.sock"
    async with await gateway.open(ana(), path):
        reply, raw, _ = await roundtrip(path, {"id": 1, "capability": "leaky", "args": {}})
    secret = services.credentials.secret()
    assert secret.encode() not in raw
    assert reply["error"]["kind"] == "internal"  # type: ignore[index]
    assert "***" in repr(services.credentials)
    assert secret not in repr(services.credentials)


async def test_an_oversized_or_broken_frame_ends_the_connection(
    gateway: Gateway, tmp_path: Path
) -> None:
    path = tmp_path / "gw.sock"
    async with await gateway.open(ana(), path):
        reader, writer = await asyncio.open_unix_connection(str(path))
        writer.write((wire.MAX_FRAME + 1).to_bytes(4, "big"))
        await writer.drain()
        body = await reader.readexactly(wire.body_length(await reader.readexactly(4)))
        assert wire.decode(body)["error"]["kind"] == "protocol"
        assert await reader.read() == b""  # closed
        writer.close()
        reader, writer = await asyncio.open_unix_connection(str(path))
        writer.write(wire.HEADER.pack(5) + b"[1,2]")
        await writer.drain()
        body = await reader.readexactly(wire.body_length(await reader.readexactly(4)))
        assert wire.decode(body)["error"]["kind"] == "protocol"
        writer.close()
