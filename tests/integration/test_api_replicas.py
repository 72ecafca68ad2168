"""Two API processes on one PostgreSQL (the rig's): a key created through one is honoured by the
other, a browser logged in on one is logged in on the other, and a logout on one holds on both.
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


async def test_two_api_processes_share_keys_and_logins(postgres_dsn: str, tmp_path: Path) -> None:
    schema = f"api_replicas_{uuid.uuid4().hex[:10]}"
    settings = ApiSettings(
        api_port=0,
        postgres_dsn=SecretStr(postgres_dsn),
        records_schema=schema,
        api_keys_path=tmp_path / "unused-keys.sqlite3",
        api_conversations_path=tmp_path / "unused-conversations.sqlite3",
    )
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
