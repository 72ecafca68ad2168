"""`quantward bench api`: what the HTTP API adds on the embedded platform.

- Submission overhead: `POST /v1/runs` (authentication, input binding, publish, response) against
  publishing the same request on the bus directly (`RunClient.submit`), p50/p99.
- Per streamed event overhead: for each event of a followed run, when a server-sent event
  carrying it reached an HTTP client minus when the same event reached a plain bus subscriber
  in the same process, p50/p99; and the API's own part of it: when the API handed the event's
  bytes to the server's socket (an ASGI wrapper notes the `send`) minus the bus subscriber. The
  rest is the client's own wake-up on the event loop it shares with the platform.
- Time to first progress event: from sending the POST to the first event on the stream.
- Concurrent followers: N SSE clients on one run; each must receive every event the bus
  subscriber saw (lost events counted).
- Rate-limit check (with `QW_POSTGRES_DSN`): `GET /v1/me` on two APIs alike but for where the
  buckets are — this process's memory, or PostgreSQL shared by replicas — requests alternating
  between them; the difference is what the shared limiter adds per request. The check alone
  (one upsert) is timed too.

The runs are template runs on the offline reference policy, one at a time for the latencies.
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx

from quantward_cli.bench.report import summarise
from quantward_contracts import Event, topics_of
from quantward_kit.run_client import WATCHED

TEMPLATE = {"template_id": "earnings-preview", "inputs": {"company": "Apple"}}
_EVENT_ID = re.compile(rb"^id: (\S+)$", re.MULTILINE)


class _SentAt:
    """ASGI wrapper noting when each server-sent event's bytes were handed to the server
    (the first time an event id is sent, by any stream)."""

    def __init__(self, app: Any, sent: dict[str, float]) -> None:
        self.app = app
        self.sent = sent

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        async def noting(message: Any) -> None:
            await send(message)
            if message["type"] == "http.response.body":
                now = time.perf_counter()
                for found in _EVENT_ID.finditer(message.get("body", b"")):
                    self.sent.setdefault(found[1].decode(), now)

        await self.app(scope, receive, noting)


async def _follow(
    client: httpx.AsyncClient, path: str, arrivals: dict[str, float] | None = None
) -> list[str]:
    """The ids of a run's streamed events, until the stream ends (arrival times noted)."""
    ids: list[str] = []
    async with client.stream("GET", path, timeout=httpx.Timeout(10.0, read=300.0)) as response:
        response.raise_for_status()
        async for line in response.aiter_lines():
            if line.startswith("id: "):
                event_id = line[4:]
                ids.append(event_id)
                if arrivals is not None:
                    arrivals[event_id] = time.perf_counter()
    return ids


async def _rate_limit_cost(
    postgres_dsn: str, settings: Any, platform: Any, folder: Path, requests: int
) -> dict[str, Any]:
    """Per-request latency with the buckets in PostgreSQL minus with them in memory."""
    import psycopg

    from quantward_api.app import build_app
    from quantward_api.credentials_sql import SqliteCredentialStore
    from quantward_api.rate_limits import MemoryRateLimiter, RateLimiter
    from quantward_api.rate_limits_postgres import PostgresRateLimiter

    schema = f"bench_rate_{os.getpid()}"
    shared = await PostgresRateLimiter.connect(postgres_dsn, schema)
    check: list[float] = []
    for i in range(requests):
        began = time.perf_counter()
        await shared.take(f"check-{i % 50}", rate_per_s=1e6, burst=1_000_000)
        check.append((time.perf_counter() - began) * 1000)
    apis = []
    limiters: tuple[tuple[str, RateLimiter], ...] = (
        ("memory", MemoryRateLimiter()),
        ("postgres", shared),
    )
    for name, limiter in limiters:
        keys = SqliteCredentialStore(folder / f"keys-{name}.sqlite3")
        key, _ = keys.create("bench", team="bench", roles=["analyst"])
        api = await build_app(
            settings,
            bus=platform.bus,
            store=platform.recorder.store,
            credentials=keys,
            limiter=limiter,
        )
        await api.start()
        client = httpx.AsyncClient(
            base_url=f"http://127.0.0.1:{api.port}",
            headers={"Authorization": f"Bearer {key}"},
            timeout=30.0,
        )
        apis.append((name, api, client))
    took: dict[str, list[float]] = {"memory": [], "postgres": []}
    try:
        for _name, _, client in apis:  # warm-up: connections, prepared statements
            for _ in range(10):
                (await client.get("/v1/me")).raise_for_status()
        for _ in range(requests):
            for name, _, client in apis:
                began = time.perf_counter()
                (await client.get("/v1/me")).raise_for_status()
                took[name].append((time.perf_counter() - began) * 1000)
    finally:
        for _, api, client in apis:
            await client.aclose()
            await api.stop()  # closes its limiter (the shared one too)
        with psycopg.connect(postgres_dsn, autocommit=True) as db:
            db.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")
    memory, postgres = summarise(took["memory"]), summarise(took["postgres"])
    return {
        "requests": requests,
        "check_ms": summarise(check),
        "request_ms": {"memory": memory, "postgres": postgres},
        "added_ms": {"p50": postgres["p50"] - memory["p50"],
                     "p99": postgres["p99"] - memory["p99"]},
    }  # fmt: skip


async def run(
    *, runs: int = 20, followers: int = 100, postgres_dsn: str | None = None,
    rate_requests: int = 500,
) -> dict[str, Any]:  # fmt: skip
    from quantward_api.app import build_app
    from quantward_api.credentials_sql import SqliteCredentialStore
    from quantward_api.principals import EVERY_DATASET
    from quantward_api.settings import ApiSettings
    from quantward_cli.embedded import EmbeddedPlatform
    from quantward_kit.run_client import RunClient

    folder = Path(tempfile.mkdtemp(prefix="qw-bench-api-"))
    platform = EmbeddedPlatform()
    await platform.start()
    keys = SqliteCredentialStore(folder / "keys.sqlite3")
    key, _ = keys.create("bench", team="bench", roles=["analyst"], entitlements=list(EVERY_DATASET))
    settings = ApiSettings(
        api_port=0,
        postgres_dsn=None,  # the embedded API, whatever the environment says
        api_keys_path=folder / "keys.sqlite3",
        api_conversations_path=folder / "conversations.sqlite3",
        api_rate_burst=1_000_000,
        api_rate_per_s=1_000_000.0,
    )
    api = await build_app(
        settings, bus=platform.bus, store=platform.recorder.store, credentials=keys
    )
    sent: dict[str, float] = {}  # when the API handed each event's bytes to the server
    api.fastapi.add_middleware(_SentAt, sent=sent)
    await api.start()
    # a plain bus subscriber: when each event reaches a consumer without the API in between
    on_bus: dict[str, float] = {}

    async def seen(event: Event) -> None:
        on_bus.setdefault(event.event_id, time.perf_counter())

    subscription = await platform.bus.subscribe(
        topics_of(WATCHED),
        group="bench-api-observer",
        handler=seen,
        accept=list(WATCHED),
        start="latest",
    )
    direct = RunClient(platform.bus, requested_by="user:bench")
    await direct.start()
    http = httpx.AsyncClient(
        base_url=f"http://127.0.0.1:{api.port}",
        headers={"Authorization": f"Bearer {key}"},
        timeout=30.0,
    )
    submit_http: list[float] = []
    submit_bus: list[float] = []
    first_event: list[float] = []
    per_event: list[float] = []
    per_event_server: list[float] = []
    try:
        await http.post("/v1/runs", json=TEMPLATE)  # warm-up (imports, first connection)
        await asyncio.sleep(0)
        for _ in range(runs):
            began = time.perf_counter()
            response = await http.post("/v1/runs", json=TEMPLATE)
            submit_http.append((time.perf_counter() - began) * 1000)
            response.raise_for_status()
            arrivals: dict[str, float] = {}
            follower = asyncio.create_task(_follow(http, response.json()["events_url"], arrivals))
            ids = await follower
            first_event.append((min(arrivals.values()) - began) * 1000)
            per_event += [(arrivals[i] - on_bus[i]) * 1000 for i in ids if i in on_bus]
            per_event_server += [
                (sent[i] - on_bus[i]) * 1000 for i in ids if i in on_bus and i in sent
            ]
            began = time.perf_counter()
            request = await direct.submit(
                mode="chat", template_id="earnings-preview", inputs={"company": "Apple"}
            )
            submit_bus.append((time.perf_counter() - began) * 1000)
            await direct.follow(request, timeout_s=300)
        # many followers on one run
        response = await http.post("/v1/runs", json=TEMPLATE)
        path = response.json()["events_url"]
        streams = await asyncio.gather(*(_follow(http, path) for _ in range(followers)))
        held = api.hub.held(response.json()["run_id"])
        assert held is not None
        expected = {e.event_id for e in held.events}
        lost = sum(len(expected - set(ids)) for ids in streams)
        duplicated = sum(len(ids) - len(set(ids)) for ids in streams)
        rate_limit = (
            None
            if postgres_dsn is None
            else await _rate_limit_cost(postgres_dsn, settings, platform, folder, rate_requests)
        )
    finally:
        await http.aclose()
        await direct.close()
        await subscription.close()
        await api.stop()
        await platform.stop()
    http_s, bus_s = summarise(submit_http), summarise(submit_bus)
    return {
        "runs": runs,
        # the machine's 1-minute load average at the end: the figures are only as quiet as it
        "load_average": round(os.getloadavg()[0], 2),
        "submission_ms": {"http": http_s, "bus": bus_s},
        "submission_overhead_ms": {"p50": http_s["p50"] - bus_s["p50"],
                                   "p99": http_s["p99"] - bus_s["p99"]},
        "per_event_overhead_ms": summarise(per_event),
        "per_event_server_ms": summarise(per_event_server),
        "events_measured": len(per_event),
        "first_event_ms": summarise(first_event),
        "followers": {"count": followers, "events": len(expected), "lost": lost,
                      "duplicated": duplicated},
        "rate_limit": rate_limit,
    }  # fmt: skip


def table(results: dict[str, Any]) -> str:
    s, o = results["submission_ms"], results["submission_overhead_ms"]
    e, f, c = results["per_event_overhead_ms"], results["first_event_ms"], results["followers"]
    w = results["per_event_server_ms"]
    return "\n".join(
        [
            "# HTTP API overhead on the embedded platform",
            "",
            f"{results['runs']} template runs (earnings-preview, offline policy), one at a time; "
            f"times in ms. Load average at the end of the run: {results['load_average']} on "
            f"{os.cpu_count()} CPUs (other work on the machine inflates the tails).",
            "",
            "| measure | p50 | p99 |",
            "| --- | --- | --- |",
            f"| submission over HTTP (`POST /v1/runs`) | {s['http']['p50']:.2f} | "
            f"{s['http']['p99']:.2f} |",
            f"| submission on the bus (`RunClient.submit`) | {s['bus']['p50']:.2f} | "
            f"{s['bus']['p99']:.2f} |",
            f"| API overhead per submission | {o['p50']:.2f} | {o['p99']:.2f} |",
            f"| per streamed event: SSE client minus bus subscriber "
            f"({results['events_measured']} events) | {e['p50']:.2f} | {e['p99']:.2f} |",
            f"| of which the API's part: bytes handed to the server minus bus subscriber | "
            f"{w['p50']:.2f} | {w['p99']:.2f} |",
            f"| time to first progress event (from the POST) | {f['p50']:.2f} | {f['p99']:.2f} |",
            "",
            f"{c['count']} concurrent SSE followers of one run ({c['events']} events each): "
            f"{c['lost']} events lost, {c['duplicated']} duplicated.",
            "",
            *_rate_limit_lines(results.get("rate_limit")),
        ]
    )


def _rate_limit_lines(found: dict[str, Any] | None) -> list[str]:
    if found is None:
        return ["Rate-limit buckets in PostgreSQL: not measured (no QW_POSTGRES_DSN).", ""]
    m, p = found["request_ms"]["memory"], found["request_ms"]["postgres"]
    a, c = found["added_ms"], found["check_ms"]
    return [
        f"Rate-limit buckets shared by replicas (PostgreSQL) against one process's memory: "
        f"`GET /v1/me`, {found['requests']} requests to each, alternating; ms.",
        "",
        "| measure | p50 | p99 |",
        "| --- | --- | --- |",
        f"| request, buckets in memory | {m['p50']:.2f} | {m['p99']:.2f} |",
        f"| request, buckets in PostgreSQL | {p['p50']:.2f} | {p['p99']:.2f} |",
        f"| added per request by the shared limiter | {a['p50']:.2f} | {a['p99']:.2f} |",
        f"| the check alone (one upsert round trip) | {c['p50']:.2f} | {c['p99']:.2f} |",
        "",
    ]


def as_json(results: dict[str, Any]) -> str:
    return json.dumps(results, indent=2)
