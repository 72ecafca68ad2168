"""The gateway's usage store contract on PostgreSQL (the rig's server): the per-user quota shared
by every gateway replica."""

from __future__ import annotations

import importlib.util
import uuid
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import psycopg
import pytest

from quantward_gateway import UsageStore
from quantward_gateway.postgres_usage import PostgresUsageStore

pytestmark = [pytest.mark.connected, pytest.mark.postgres]


def _contract() -> Any:
    """`UsageStoreContract` from the gateway's own tests (a file, not a package: by path)."""
    path = Path(__file__).resolve().parents[2] / "libs/gateway/tests/test_usage_store.py"
    spec = importlib.util.spec_from_file_location("gateway_usage_contract", path)
    assert spec
    assert spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.UsageStoreContract


UsageStoreContract = _contract()


class TestPostgresUsageStore(UsageStoreContract):  # type: ignore[misc]
    """Two connections play two replicas on one schema, fresh for each test, dropped after."""

    @pytest.fixture(autouse=True)
    async def _schema(self, postgres_dsn: str) -> AsyncIterator[None]:
        self.dsn = postgres_dsn
        self.schema = f"qw_usage_{uuid.uuid4().hex[:12]}"
        self.opened: list[PostgresUsageStore] = []
        yield
        for store in self.opened:
            await store.close()
        with psycopg.connect(postgres_dsn, autocommit=True) as db:
            db.execute(f"DROP SCHEMA IF EXISTS {self.schema} CASCADE")  # type: ignore[arg-type]

    async def replicas(self) -> tuple[UsageStore, UsageStore]:
        one = await PostgresUsageStore.connect(self.dsn, self.schema)
        two = await PostgresUsageStore.connect(self.dsn, self.schema)
        self.opened += [one, two]
        return one, two


async def test_a_bad_schema_name_is_refused(postgres_dsn: str) -> None:
    with pytest.raises(ValueError, match="QW_SANDBOX_USAGE_SCHEMA"):
        await PostgresUsageStore.connect(postgres_dsn, "no; drop")
