"""Rate-limit buckets in PostgreSQL, shared by every API replica (the record store's schema).

A check is one `INSERT … ON CONFLICT DO UPDATE` on the user's row: PostgreSQL locks the row, so
the refill since the last request, the take and the answer happen as one step however many
replicas ask at once, in one round trip (no read-then-write, no transaction held open). Time is
the database's clock (`clock_timestamp()`), one clock for every replica, so a replica whose
clock drifts neither refills buckets early nor starves them. A row whose bucket has refilled
(`full_at` passed) is the same as no row and is swept now and then, so the table holds only the
users who were recently active.

While the database cannot be reached the limiter fails closed: each check raises
`RateLimitStoreUnavailableError` (the API answers 503 with `Retry-After`) without waiting on the
database again until `retry_s` has passed, then one check tries to connect (bounded by
`timeout_s`). The outage is logged once when it begins and once when it ends, not per request.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

import psycopg

from quantward_api.postgres_schema import open_schema
from quantward_api.rate_limit_errors import RateLimitStoreUnavailableError
from quantward_records.outage import StoreOutage
from quantward_records.reconnecting import LOST, connect_timeout

log = logging.getLogger("quantward.api")
_T = TypeVar("_T")

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
        connection: psycopg.AsyncConnection[Any] | None,
        schema: str,
        *,
        clock: Callable[[], float] | None = None,
        sweep_every_s: float = 60.0,
        dsn: str | None = None,
        retry_s: float = 2.0,
        timeout_s: float = 5.0,
    ) -> None:
        #: the connection of the checks; None while the database cannot be reached
        self._db = connection
        #: where to connect again when the connection is lost (None: not again)
        self._dsn = dsn
        #: the buckets' table, schema-qualified
        self.table = f"{schema}.api_rate_buckets"
        self._take = _TAKE.format(table=self.table)
        self._sweep = _SWEEP.format(table=self.table)
        self.clock = clock
        self.sweep_every_s = sweep_every_s
        #: while the database is unreachable, how long checks fail fast before one connects again
        self.retry_s = retry_s
        #: the most a check (or a connection attempt) waits on the database
        self.timeout_s = timeout_s
        self._swept_at = time.monotonic()
        self._lock = asyncio.Lock()
        self._outage = StoreOutage(
            log,
            f"the rate-limit store (PostgreSQL, {self.table})",
            retry_s,
            consequence="requests are refused with 503",
        )

    @classmethod
    async def connect(
        cls,
        dsn: str,
        schema: str,
        *,
        clock: Callable[[], float] | None = None,
        sweep_every_s: float = 60.0,
        retry_s: float = 2.0,
        timeout_s: float = 5.0,
    ) -> PostgresRateLimiter:
        # the tables through the same path as the API's other stores, then a connection of
        # this event loop for the checks
        await asyncio.to_thread(lambda: open_schema(dsn, schema, _TABLES, _DDL).close())
        connection = await psycopg.AsyncConnection.connect(dsn, autocommit=True)
        return cls(
            connection,
            schema,
            clock=clock,
            sweep_every_s=sweep_every_s,
            dsn=dsn,
            retry_s=retry_s,
            timeout_s=timeout_s,
        )

    async def take(self, subject: str, *, rate_per_s: float, burst: int) -> float | None:
        now = None if self.clock is None else self.clock()
        args = {"subject": subject, "rate": rate_per_s, "burst": burst, "now": now}
        async with self._lock:
            try:
                row = await self._checked(args)
            except (*LOST, TimeoutError) as exc:
                raise await self._unavailable(exc) from None
            self._outage.answered()
        granted, tokens = bool(row[0]), float(row[1])
        return None if granted else (1.0 - tokens) / rate_per_s

    async def _checked(self, args: dict[str, Any]) -> tuple[Any, ...]:
        """The bucket's row after the take, on a live connection (one made when needed)."""
        db = await self._connection()
        try:
            return await self._bounded(db, self._upsert(db, args))
        except psycopg.OperationalError:
            # a restarted server or a dropped connection: connect again once, so one lost
            # connection does not fail every later request of this replica
            if self._dsn is None or not db.broken:
                raise
            self._db = None
            db = await self._connection()
            return await self._bounded(db, self._upsert(db, args))

    async def _upsert(
        self, db: psycopg.AsyncConnection[Any], args: dict[str, Any]
    ) -> tuple[Any, ...]:
        if time.monotonic() - self._swept_at >= self.sweep_every_s:
            await self._swept(db)
        cursor = await db.execute(self._take, args, prepare=True)
        row = await cursor.fetchone()
        assert row is not None  # an upsert with RETURNING always returns its row
        return tuple(row)

    async def _bounded(self, db: psycopg.AsyncConnection[Any], work: Coroutine[Any, Any, _T]) -> _T:
        """`work` on `db` within `timeout_s`. Past it the connection is closed and the work
        left to fail on its own: cancelling a query the usual way waits on the server to
        confirm the cancel, which an unresponsive server never does."""
        task = asyncio.ensure_future(work)
        done, _ = await asyncio.wait({task}, timeout=self.timeout_s)
        if task in done:
            return task.result()
        if self._db is db:
            self._db = None
        await db.close()
        task.add_done_callback(_consume)
        task.cancel()
        raise TimeoutError(f"no answer from PostgreSQL within {self.timeout_s:.1f} s")

    async def _connection(self) -> psycopg.AsyncConnection[Any]:
        if self._db is not None and not self._db.closed:
            return self._db
        wait = self._outage.wait_left()
        if wait > 0:
            raise RateLimitStoreUnavailableError(wait)  # fail fast between attempts
        if self._dsn is None:
            raise psycopg.OperationalError("the connection is lost and there is no DSN to reopen")
        self._db = await psycopg.AsyncConnection.connect(
            self._dsn, autocommit=True, connect_timeout=connect_timeout(self.timeout_s)
        )
        return self._db

    async def _unavailable(self, exc: Exception) -> RateLimitStoreUnavailableError:
        """The error a check raises while the database cannot answer (the connection, if
        any, dropped; the outage's first one logged)."""
        self._outage.failed(exc)
        if self._db is not None:
            db, self._db = self._db, None
            with contextlib.suppress(Exception):
                await db.close()
        return RateLimitStoreUnavailableError(self.retry_s)

    async def sweep(self) -> int:
        """Drop the rows of buckets that are full again (the same as no row); how many."""
        async with self._lock:
            return await self._swept(await self._connection())

    async def _swept(self, db: psycopg.AsyncConnection[Any]) -> int:
        self._swept_at = time.monotonic()
        now = None if self.clock is None else self.clock()
        cursor = await db.execute(self._sweep, {"now": now})
        return cursor.rowcount

    async def close(self) -> None:
        if self._db is not None:
            await self._db.close()


def _consume(task: asyncio.Future[Any]) -> None:
    """Retrieve an abandoned check's end (its connection closed under it), so asyncio does not
    report it as never retrieved."""
    if not task.cancelled():
        task.exception()
