"""API keys and browser sessions in PostgreSQL: the record store's database and schema, shared
by every API replica (a login or a key made on one is honoured by all; `quantward api-keys`
with the same `QW_POSTGRES_DSN` manages them).

A dropped connection (a restarted or failed-over server) is opened again once per statement,
so one lost connection does not fail every later request of the replica. While the database
cannot be reached, a statement raises `CredentialStoreUnavailableError` (the API answers 503
with `Retry-After`); a new connection is tried at most every `retry_s`, and the outage is
logged once when it starts and once when it ends, without the DSN.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Sequence
from typing import Any

import psycopg

from quantward_api.credentials_sql import SqlCredentialStore
from quantward_api.postgres_schema import open_schema
from quantward_api.rate_limit_errors import CredentialStoreUnavailableError
from quantward_records.outage import StoreOutage
from quantward_records.reconnecting import ReconnectingConnection

log = logging.getLogger("quantward.api.credentials")

_DDL = """
CREATE SCHEMA IF NOT EXISTS {schema};
CREATE TABLE IF NOT EXISTS {schema}.api_keys (
    key_id TEXT PRIMARY KEY, key_sha256 TEXT NOT NULL, subject TEXT NOT NULL,
    team TEXT NOT NULL, roles TEXT NOT NULL, entitlements TEXT NOT NULL,
    label TEXT NOT NULL DEFAULT '', created_at TEXT NOT NULL, revoked_at TEXT,
    limits TEXT NOT NULL DEFAULT '{{}}');
CREATE INDEX IF NOT EXISTS api_keys_subject ON {schema}.api_keys (subject);
CREATE TABLE IF NOT EXISTS {schema}.api_sessions (
    session_sha256 TEXT PRIMARY KEY, csrf_token TEXT NOT NULL, subject TEXT NOT NULL,
    key_id TEXT, principal TEXT NOT NULL, created_at DOUBLE PRECISION NOT NULL,
    expires_at DOUBLE PRECISION NOT NULL);
CREATE INDEX IF NOT EXISTS api_sessions_subject ON {schema}.api_sessions (subject);
CREATE INDEX IF NOT EXISTS api_sessions_key ON {schema}.api_sessions (key_id);
CREATE INDEX IF NOT EXISTS api_sessions_expiry ON {schema}.api_sessions (expires_at);
CREATE TABLE IF NOT EXISTS {schema}.api_tokens (
    token_sha256 TEXT PRIMARY KEY, kind TEXT NOT NULL, payload TEXT NOT NULL,
    expires_at DOUBLE PRECISION NOT NULL);
"""
_TABLES = ("api_keys", "api_sessions", "api_tokens")


class PostgresCredentialStore(SqlCredentialStore):
    """`ApiKeyStore` and `SessionStore` in a PostgreSQL schema (QW_RECORDS_SCHEMA)."""

    def __init__(
        self,
        connection: psycopg.Connection[Any] | None,
        schema: str,
        *,
        clock: Callable[[], float] = time.time,
        dsn: str | None = None,
        retry_s: float = 2.0,
        timeout_s: float = 5.0,
    ) -> None:
        super().__init__(clock=clock)
        self._prefix = f"{schema}."
        self.retry_s = retry_s
        self.timeout_s = timeout_s
        self._link = ReconnectingConnection(
            connection,
            dsn=dsn,
            timeout_s=timeout_s,
            outage=StoreOutage(
                log,
                "the credential store (PostgreSQL)",
                retry_s,
                consequence="requests with an API key or a session are refused with 503",
            ),
            unavailable=CredentialStoreUnavailableError,
        )

    @classmethod
    def connect(
        cls,
        dsn: str,
        schema: str,
        *,
        clock: Callable[[], float] = time.time,
        retry_s: float = 2.0,
        timeout_s: float = 5.0,
    ) -> PostgresCredentialStore:
        connection = open_schema(dsn, schema, _TABLES, _DDL)
        return cls(connection, schema, clock=clock, dsn=dsn, retry_s=retry_s, timeout_s=timeout_s)

    def _run(self, sql: str, args: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        statement = sql.format(t=self._prefix).replace("?", "%s")

        def rows() -> list[tuple[Any, ...]]:
            cursor = self._link.live.execute(statement, tuple(args))
            return cursor.fetchall() if cursor.description is not None else []

        with self._lock:
            return self._link.run(rows)

    def close(self) -> None:
        with self._lock:
            self._link.close()
