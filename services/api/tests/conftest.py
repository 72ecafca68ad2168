from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest

from quantward_api.app import ApiApp, build_app
from quantward_api.credentials_sql import SqliteCredentialStore
from quantward_api.settings import ApiSettings
from quantward_bus import InMemoryEventBus
from quantward_records.sqlite_store import SqliteRecordStore

from .scripted import ScriptedPlatform


@dataclass
class Served:
    app: ApiApp
    platform: ScriptedPlatform
    keys: SqliteCredentialStore
    store: SqliteRecordStore
    url: str

    def client(self, key: str | None = None, **kwargs: Any) -> httpx.AsyncClient:
        headers = {"Authorization": f"Bearer {key}"} if key else {}
        return httpx.AsyncClient(base_url=self.url, headers=headers, timeout=10.0, **kwargs)

    def key(self, subject: str, team: str, *roles: str, entitlements: tuple[str, ...] = ()) -> str:
        key, _ = self.keys.create(
            subject,
            team=team,
            roles=list(roles or ("analyst",)),
            entitlements=entitlements,  # type: ignore[arg-type]
        )
        return key


def api_settings(tmp_path: Path, **overrides: Any) -> ApiSettings:
    return ApiSettings(
        api_port=0,
        records_path=tmp_path / "records",
        api_keys_path=tmp_path / "keys.sqlite3",
        api_conversations_path=tmp_path / "conversations.sqlite3",
        api_stream_keepalive_s=0.2,
        **overrides,
    )


@pytest.fixture
async def served(tmp_path: Path) -> AsyncIterator[Served]:
    async for s in serve(tmp_path):
        yield s


async def serve(tmp_path: Path, **overrides: Any) -> AsyncIterator[Served]:
    bus = InMemoryEventBus()
    await bus.start()
    store = SqliteRecordStore(tmp_path / "records")
    # `credentials` names another API's key and session file: two replicas sharing it;
    # `credential_store` replaces the store (one whose database is down, for instance)
    keys = overrides.pop("credential_store", None) or SqliteCredentialStore(
        overrides.pop("credentials", tmp_path / "keys.sqlite3")
    )
    # `limiter` replaces the settings' rate limiter (a store that fails, for instance)
    limiter = overrides.pop("limiter", None)
    platform = ScriptedPlatform(bus, store)
    await platform.start()
    app = await build_app(
        api_settings(tmp_path, **overrides),
        bus=bus,
        store=store,
        credentials=keys,
        limiter=limiter,
    )
    await app.start()
    try:
        yield Served(app, platform, keys, store, f"http://127.0.0.1:{app.port}")
    finally:
        await app.stop()
        await platform.stop()
        await bus.stop()
        store.close()
