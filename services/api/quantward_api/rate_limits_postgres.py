"""Rate-limit buckets in PostgreSQL, shared by every API replica (the record store's schema).

A check is one `INSERT … ON CONFLICT DO UPDATE` on the user's row: PostgreSQL locks the row, so
the refill since the last request, the take and the answer happen as one step however many
replicas ask at once, in one round trip (no read-then-write, no transaction held open). Time is
the database's clock (`clock_timestamp()`), one clock for every replica, so a replica whose
clock drifts neither refills buckets early nor starves them. A row whose bucket has refilled
(`full_at` passed) is the same as no row and is swept now and then, so the table holds only the
users who were recently active.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import Any

import psycopg

from quantward_api.postgres_schema import open_schema

_DDL = """
CREATE SCHEMA IF NOT EXISTS {schema};
CREATE TABLE IF NOT EXISTS {schema}.api_rate_buckets (
    subject TEXT PRIMARY KEY, tokens DOUBLE PRECISION NOT NULL,
    stamp DOUBLE PRECISION NOT NULL, full_at DOUBLE PRECISION NOT NULL,
    granted BOOLEAN NOT NULL);
CREATE INDEX IF NOT EXISTS api_rate_buckets_full ON {schema}.api_rate_buckets (full_at);
"""
_TABLES = ("api_rate_buckets",)
#: now: the caller's clock when it passes one (tests), else the database's
_NOW = "COALESCE(%(now)s::float8, extract(epoch FROM clock_timestamp())::float8)"
#: the old row's tokens refilled up to the moment of this request (`excluded.stamp`)
_REFILLED = (
    "LEAST(%(burst)s::float8, b.tokens + GREATEST(0, excluded.stamp - b.stamp) * %(rate)s::float8)"
)
_TAKE = f"""
INSERT INTO {{table}} AS b (subject, tokens, stamp, full_at, granted)
SELECT %(subject)s, %(burst)s::float8 - 1, now, now + 1 / %(rate)s::float8, TRUE
FROM (SELECT {_NOW} AS now) AS clock
ON CONFLICT (subject) DO UPDATE SET
    tokens = CASE WHEN {_REFILLED} >= 1 THEN {_REFILLED} - 1 ELSE {_REFILLED} END,
    granted = {_REFILLED} >= 1,
    stamp = GREATEST(b.stamp, excluded.stamp),
    full_at = GREATEST(b.stamp, excluded.stamp) + (%(burst)s::float8
        - CASE WHEN {_REFILLED} >= 1 THEN {_REFILLED} - 1 ELSE {_REFILLED} END) / %(rate)s::float8
RETURNING granted, tokens
"""
_SWEEP = f"DELETE FROM {{table}} WHERE full_at <= {_NOW}"


class PostgresRateLimiter:
    """`RateLimiter` on one async connection of the replica (checks queue on it in turn; each
    is one short statement)."""

    def __init__(
        self,
        connection: psycopg.AsyncConnection[Any],
        schema: str,
        *,
        clock: Callable[[], float] | None = None,
        sweep_every_s: float = 60.0,
        dsn: str | None = None,
    ) -> None:
        self._db = connection
        #: where to connect again when the connection is lost (None: not again)
        self._dsn = dsn
        #: the buckets' table, schema-qualified
        self.table = f"{schema}.api_rate_buckets"
        self._take = _TAKE.format(table=self.table)
        self._sweep = _SWEEP.format(table=self.table)
        self.clock = clock
        self.sweep_every_s = sweep_every_s
        self._swept_at = time.monotonic()
        self._lock = asyncio.Lock()

    @classmethod
    async def connect(
        cls,
        dsn: str,
        schema: str,
        *,
        clock: Callable[[], float] | None = None,
        sweep_every_s: float = 60.0,
    ) -> PostgresRateLimiter:
        # the tables through the same path as the API's other stores, then a connection of
        # this event loop for the checks
        await asyncio.to_thread(lambda: open_schema(dsn, schema, _TABLES, _DDL).close())
        connection = await psycopg.AsyncConnection.connect(dsn, autocommit=True)
        return cls(connection, schema, clock=clock, sweep_every_s=sweep_every_s, dsn=dsn)

    async def take(self, subject: str, *, rate_per_s: float, burst: int) -> float | None:
        now = None if self.clock is None else self.clock()
        args = {"subject": subject, "rate": rate_per_s, "burst": burst, "now": now}
        async with self._lock:
            if time.monotonic() - self._swept_at >= self.sweep_every_s:
                await self.sweep()
            try:
                cursor = await self._db.execute(self._take, args, prepare=True)
            except psycopg.OperationalError:
                # a restarted server or a dropped connection: connect again once, so one lost
                # connection does not fail every later request of this replica
                if self._dsn is None or not self._db.broken:
                    raise
                self._db = await psycopg.AsyncConnection.connect(self._dsn, autocommit=True)
                cursor = await self._db.execute(self._take, args, prepare=True)
            row = await cursor.fetchone()
        assert row is not None  # an upsert with RETURNING always returns its row
        granted, tokens = bool(row[0]), float(row[1])
        return None if granted else (1.0 - tokens) / rate_per_s

    async def sweep(self) -> int:
        """Drop the rows of buckets that are full again (the same as no row); how many."""
        self._swept_at = time.monotonic()
        now = None if self.clock is None else self.clock()
        cursor = await self._db.execute(self._sweep, {"now": now})
        return cursor.rowcount

    async def close(self) -> None:
        await self._db.close()
