"""API keys and browser sessions in PostgreSQL: the record store's database and schema, shared
by every API replica (a login or a key made on one is honoured by all; `quantward api-keys`
with the same `QW_POSTGRES_DSN` manages them)."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any

import psycopg

from quantward_api.credentials_sql import SqlCredentialStore
from quantward_api.postgres_schema import open_schema

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
        connection: psycopg.Connection[Any],
        schema: str,
        *,
        clock: Callable[[], float] = time.time,
    ) -> None:
        super().__init__(clock=clock)
        self._db = connection
        self._prefix = f"{schema}."

    @classmethod
    def connect(
        cls, dsn: str, schema: str, *, clock: Callable[[], float] = time.time
    ) -> PostgresCredentialStore:
        connection = open_schema(dsn, schema, _TABLES, _DDL)
        return cls(connection, schema, clock=clock)

    def _run(self, sql: str, args: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        statement = sql.format(t=self._prefix).replace("?", "%s")
        with self._lock:
            cursor = self._db.execute(statement, tuple(args))
            return cursor.fetchall() if cursor.description is not None else []

    def close(self) -> None:
        with self._lock:
            self._db.close()
