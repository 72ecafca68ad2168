"""`UsageStore` in PostgreSQL: the per-user quota shared by every replica of the gateway.

One row per (user, UTC day) in a schema of its own (`QW_SANDBOX_USAGE_SCHEMA`), so tests and
deployments sharing a database never see each other's counts. A call is counted with one
`INSERT … ON CONFLICT DO UPDATE` adding to the row, which PostgreSQL applies atomically, so
replicas counting the same user at once never lose a call. Needs `psycopg` (the `postgres`
extra of quantward-gateway).
"""

from __future__ import annotations

import asyncio
import re
from datetime import date
from typing import Any

from quantward_contracts.values import MeteredCall
from quantward_gateway.metering import Usage

_SCHEMA_NAME = re.compile(r"^[a-z_][a-z0-9_]{0,62}$")
_DDL = """
CREATE SCHEMA IF NOT EXISTS {schema};
CREATE TABLE IF NOT EXISTS {schema}.user_usage (
    user_id TEXT NOT NULL, day DATE NOT NULL, calls BIGINT NOT NULL, units BIGINT NOT NULL,
    refused BIGINT NOT NULL, PRIMARY KEY (user_id, day));
"""


class PostgresUsageStore:
    """`UsageStore` in a PostgreSQL schema; `connect` creates its table when missing."""

    def __init__(self, connection: Any, schema: str) -> None:
        self._db = connection
        self._schema = schema
        self._lock = asyncio.Lock()  # one connection: one statement at a time

    @classmethod
    async def connect(cls, dsn: str, schema: str = "quantward_gateway") -> PostgresUsageStore:
        if not _SCHEMA_NAME.match(schema):
            raise ValueError(
                f"usage schema {schema!r}: use lower-case letters, digits and _ "
                "(QW_SANDBOX_USAGE_SCHEMA)"
            )
        try:
            import psycopg
        except ImportError:  # pragma: no cover - installed in the workspace
            raise RuntimeError(
                "the shared usage store needs psycopg: install quantward-gateway[postgres]"
            ) from None
        connection = await psycopg.AsyncConnection.connect(dsn, autocommit=True)
        try:
            await connection.execute(_DDL.format(schema=schema))
        except BaseException:
            await connection.close()
            raise
        return cls(connection, schema)

    async def usage(self, user: str, day: date) -> Usage:
        async with self._lock:
            cursor = await self._db.execute(
                f"SELECT calls, units, refused FROM {self._schema}.user_usage "
                "WHERE user_id = %s AND day = %s",
                (user, day),
            )
            row = await cursor.fetchone()
        return Usage(int(row[0]), int(row[1]), int(row[2])) if row else Usage()

    async def add(self, user: str, day: date, call: MeteredCall) -> None:
        async with self._lock:
            await self._db.execute(
                f"INSERT INTO {self._schema}.user_usage AS u (user_id, day, calls, units, refused) "
                "VALUES (%s, %s, 1, %s, %s) ON CONFLICT (user_id, day) DO UPDATE SET "
                "calls = u.calls + 1, units = u.units + EXCLUDED.units, "
                "refused = u.refused + EXCLUDED.refused",
                (user, day, call.units, 0 if call.allowed else 1),
            )

    async def close(self) -> None:
        await self._db.close()
