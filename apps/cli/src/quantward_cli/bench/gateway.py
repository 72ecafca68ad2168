"""Gateway benchmark: what one platform call from sandboxed code costs over the gateway socket.

The client is what the sandbox runs: a separate `python3 -I` process using
`quantward_platform.sandbox.Client`, timing each call (request written to reply decoded). Four
measurements, each over the same socket path and framing:

- `socket floor`: a bare asyncio unix-socket server answering each frame with a fixed reply — the
  cost of the transport and framing alone;
- `gateway, small value`: a capability that returns a two-field value through the full gateway
  path (identity and entitlement checks, quota, metering, field filter, source registration);
  the difference to the floor is the gateway's own overhead;
- `company` and `prices (1 month)`: real capabilities over the embedded market data;
- `gateway over TCP, small value`: the same small call as a sandbox Pod makes it, over the
  gateway's TCP listener on loopback, on the connection the Pod's launcher opened with the
  execution's one-time token (`quantward_sandbox.pod_launcher.connect`).
"""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
import tempfile
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from quantward_cli.bench.report import percentile
from quantward_democorpus.market_data import EmbeddedMarketData
from quantward_gateway import (
    Binding,
    Capability,
    Context,
    Entitlements,
    Gateway,
    Quota,
    Reply,
    ServiceCredentials,
    Services,
    TcpGatewayListener,
    load,
)
from quantward_platform import wire

CLIENT = """
import json, sys, time
from quantward_platform.sandbox import Client
path, capability, args = sys.argv[1], sys.argv[2], json.loads(sys.argv[3])
calls, warmup = int(sys.argv[4]), int(sys.argv[5])
if path.startswith("tcp:"):  # "tcp:<host:port>|<token file>": as a Pod's launcher connects
    from quantward_sandbox.pod_launcher import connect
    address, token_file = path[4:].rsplit("|", 1)
    client = Client("tcp", sock=connect(address, token_file))
else:
    client = Client(path)
for _ in range(warmup):
    client.call(capability, args)
samples = []
for _ in range(calls):
    start = time.perf_counter_ns()
    client.call(capability, args)
    samples.append(time.perf_counter_ns() - start)
print(json.dumps(samples))
"""


async def _small(args: Mapping[str, Any], ctx: Context) -> Reply:
    return Reply(title="bench", value={"answer": 42, "unit": "ms"})


def _clients(path: Path | str, capability: str, args: dict[str, Any], calls: int) -> list[float]:
    done = subprocess.run(
        [
            sys.executable,
            "-I",
            "-c",
            CLIENT,
            str(path),
            capability,
            json.dumps(args),
            str(calls),
            str(max(50, calls // 10)),
        ],
        capture_output=True,
        text=True,
        check=True,
        timeout=600,
    )
    return [ns / 1e6 for ns in json.loads(done.stdout)]


async def _floor(path: Path, calls: int) -> list[float]:
    reply = wire.encode(
        {
            "id": 1,
            "ok": True,
            "result": {
                "value": {"answer": 42},
                "source_id": "src_x",
                "title": "t",
                "synthetic": False,
                "withheld": [],
            },
        }
    )

    async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            while True:
                header = await reader.readexactly(4)
                await reader.readexactly(wire.body_length(header))
                writer.write(reply)
                await writer.drain()
        except asyncio.IncompleteReadError:
            writer.close()

    server = await asyncio.start_unix_server(serve, path=str(path))
    try:
        return await asyncio.to_thread(_clients, path, "floor", {}, calls)
    finally:
        server.close()
        await server.wait_closed()


def _summary(samples: list[float]) -> dict[str, float]:
    return {
        "calls": len(samples),
        "p50_ms": percentile(samples, 50),
        "p95_ms": percentile(samples, 95),
        "p99_ms": percentile(samples, 99),
    }


async def run(calls: int = 2000) -> dict[str, Any]:
    market = EmbeddedMarketData.default()
    market.price_history()  # loaded before timing
    capabilities = {**load(), "small": Capability("small", "bench", (), _small)}
    gateway = Gateway(
        Services(market_data=market, credentials=ServiceCredentials("bench", "bench-secret")),
        capabilities=capabilities,
        quota=Quota(calls_per_execution=10 * calls, units_per_execution=10**9),
    )
    binding = Binding(
        "bench", "bench", "run_bench_gateway", Entitlements.of(["prices.daily"]), execution_id="b"
    )
    results: dict[str, Any] = {}
    with tempfile.TemporaryDirectory(prefix="qw-gw-") as tmp:
        path = Path(tmp) / "gateway.sock"
        results["socket floor"] = _summary(await _floor(path, calls))
        cases = {
            "gateway, small value": ("small", {}),
            "company": ("company", {"entity_id": "ent_apple_inc"}),
            "prices (1 month)": (
                "prices",
                {"entity_id": "ent_apple_inc", "start": "2021-06-01", "end": "2021-06-30"},
            ),
        }
        for name, (capability, args) in cases.items():
            session = await gateway.open(binding, path)
            try:
                samples = await asyncio.to_thread(_clients, path, capability, args, calls)
            finally:
                await session.close()
            results[name] = {**_summary(samples), "sources": len(session.sources())}
        listener = TcpGatewayListener()
        await listener.start()
        session = gateway.session(binding)
        token_file = Path(tmp) / "token"
        token_file.write_text(listener.admit(session, ttl_s=600))
        target = f"tcp:127.0.0.1:{listener.port}|{token_file}"
        try:
            samples = await asyncio.to_thread(_clients, target, "small", {}, calls)
        finally:
            await session.close()
            listener.revoke(session)
            await listener.close()
        results["gateway over TCP, small value"] = {
            **_summary(samples),
            "sources": len(session.sources()),
        }
    floor = results["socket floor"]["p50_ms"]
    results["gateway_overhead_p50_ms"] = results["gateway, small value"]["p50_ms"] - floor
    results["target_p50_ms"] = 1.0
    return {"cases": results}


def table(results: dict[str, Any]) -> str:
    cases = results["cases"]
    rows = [
        f"| {name} | {c['calls']:,} | {c['p50_ms']:.3f} | {c['p95_ms']:.3f} | {c['p99_ms']:.3f} |"
        for name, c in cases.items()
        if isinstance(c, dict)
    ]
    small = cases["gateway, small value"]["p50_ms"]
    return "\n".join(
        [
            "# Gateway benchmark",
            "",
            "Generated by `quantward bench gateway`: a separate `python3 -I` client process "
            "(`quantward_platform.sandbox.Client`) calls over the gateway's unix socket (over "
            "its TCP listener on loopback with a one-time token, as a sandbox Pod, for the TCP "
            "row); each sample is one call, request written to reply decoded.",
            "",
            "| call | calls | p50 ms | p95 ms | p99 ms |",
            "|---|---:|---:|---:|---:|",
            *rows,
            "",
            f"Gateway call p50 for a small result: **{small:.3f} ms** (target ≤ 1 ms); of it, "
            f"{cases['gateway_overhead_p50_ms']:.3f} ms is the gateway's own work (checks, "
            "metering, source registration) above the bare socket floor.",
            "",
        ]
    )
