"""Two API processes on one PostgreSQL (the rig's): a key created through one is honoured by the
other, a browser logged in on one is logged in on the other, a logout on one holds on both, and
together they allow a user their rate once (not once per replica).
Each API is built as `quantward serve api` builds it from its settings (`QW_POSTGRES_DSN`, its
own schema for this test), so nothing is shared but the database."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import httpx
import psycopg
import pytest
from pydantic import SecretStr

from quantward_api.app import ApiApp, build_app
from quantward_api.principals import UserLimits
from quantward_api.settings import ApiSettings
from quantward_bus import InMemoryEventBus

pytestmark = [pytest.mark.connected]


@asynccontextmanager
async def replica(settings: ApiSettings) -> AsyncIterator[tuple[ApiApp, str]]:
    bus = InMemoryEventBus()
    await bus.start()
    app = await build_app(settings, bus=bus)
    await app.start()
    try:
        yield app, f"http://127.0.0.1:{app.port}"
    finally:
        await app.stop()
        await bus.stop()


def _settings(postgres_dsn: str, schema: str, tmp_path: Path, **more: object) -> ApiSettings:
    return ApiSettings(
        api_port=0,
        postgres_dsn=SecretStr(postgres_dsn),
        records_schema=schema,
        api_keys_path=tmp_path / "unused-keys.sqlite3",
        api_conversations_path=tmp_path / "unused-conversations.sqlite3",
        **more,
    )


async def test_two_api_processes_share_keys_and_logins(postgres_dsn: str, tmp_path: Path) -> None:
    schema = f"api_replicas_{uuid.uuid4().hex[:10]}"
    settings = _settings(postgres_dsn, schema, tmp_path)
    try:
        async with replica(settings) as (first, first_url), replica(settings) as (_, second_url):
            key, _ = first.credentials.create("alice", team="research", roles=["analyst"])
            async with httpx.AsyncClient(base_url=second_url, timeout=10.0) as on_second:
                me = await on_second.get("/v1/me", headers={"Authorization": f"Bearer {key}"})
                assert me.status_code == 200, me.text
                login = await on_second.post("/v1/session", json={"api_key": key})
                assert login.status_code == 201, login.text
                token = login.json()["csrf_token"]
                cookie = on_second.cookies["qw_session"]
            async with httpx.AsyncClient(
                base_url=first_url, timeout=10.0, cookies={"qw_session": cookie}
            ) as on_first:
                session = await on_first.get("/v1/session")
                assert session.status_code == 200, session.text
                assert session.json()["me"]["subject"] == "alice"
                out = await on_first.delete("/v1/session", headers={"X-CSRF-Token": token})
                assert out.status_code == 204
            async with httpx.AsyncClient(
                base_url=second_url, timeout=10.0, cookies={"qw_session": cookie}
            ) as again:
                assert (await again.get("/v1/runs")).status_code == 401
        assert not (tmp_path / "unused-keys.sqlite3").exists()  # the keys live in PostgreSQL
    finally:
        with psycopg.connect(postgres_dsn, autocommit=True) as db:
            db.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")


async def test_two_api_processes_together_allow_a_user_their_rate_once(
    postgres_dsn: str, tmp_path: Path
) -> None:
    """Requests alternating between the replicas: the settings' burst (3) for one user, the
    key's own (5) for another, each counted across both; the refusals are 429 with
    Retry-After and the machine-readable body, on either replica."""
    schema = f"api_rates_{uuid.uuid4().hex[:10]}"
    settings = _settings(postgres_dsn, schema, tmp_path, api_rate_burst=3, api_rate_per_s=0.01)
    try:
        async with replica(settings) as (first, first_url), replica(settings) as (_, second_url):
            plain, _ = first.credentials.create("alice", team="research", roles=["analyst"])
            own, _ = first.credentials.create(
                "svc-bulk",
                team="research",
                roles=["strategy"],
                limits=UserLimits(rate_burst=5, rate_per_s=0.01),
            )
            clients = [
                httpx.AsyncClient(base_url=url, timeout=10.0) for url in (first_url, second_url)
            ]
            try:
                for key, burst in ((plain, 3), (own, 5)):
                    headers = {"Authorization": f"Bearer {key}"}
                    answers = [
                        await clients[i % 2].get("/v1/me", headers=headers)
                        for i in range(burst + 4)
                    ]
                    codes = [a.status_code for a in answers]
                    assert codes == [200] * burst + [429] * 4, codes
                    for refused in answers[burst:]:
                        assert int(refused.headers["retry-after"]) >= 1
                        assert refused.json()["error"]["code"] == "rate_limited"
                        assert "Traceback" not in refused.text
            finally:
                for client in clients:
                    await client.aclose()
    finally:
        with psycopg.connect(postgres_dsn, autocommit=True) as db:
            db.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")
