"""API keys and browser sessions in SQL, written once for SQLite and PostgreSQL.

`SqlCredentialStore` holds the statements (portable SQL: `?` placeholders, which the PostgreSQL
adapter turns into `%s`, and table names under `{t}`, which it prefixes with its schema);
`SqliteCredentialStore` is the embedded default, one file beside the record (`QW_API_KEYS_PATH`).
A one-time token is taken with `DELETE … RETURNING`, so of two requests redeeming it at once
(two replicas) exactly one gets it.
"""

from __future__ import annotations

import json
import secrets
import sqlite3
import threading
import time
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from quantward_api.keys import (
    KeyInfo,
    check_new_key,
    digest,
    key_id_of,
    new_key,
    principal_of,
)
from quantward_api.principals import (
    Principal,
    Role,
    UserLimits,
    principal_from_json,
    principal_to_json,
)
from quantward_api.sessions import Session

_KEY_COLUMNS = "key_id, subject, team, roles, entitlements, label, created_at, revoked_at, limits"


class SqlCredentialStore(ABC):
    """`ApiKeyStore` and `SessionStore` over one database; subclasses run the statements."""

    def __init__(self, *, clock: Callable[[], float] = time.time) -> None:
        self.clock = clock
        self._lock = threading.Lock()  # one connection, used from worker threads one at a time

    # the adapter's part -------------------------------------------------------------------
    @abstractmethod
    def _run(self, sql: str, args: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        """Run one statement (autocommit); the rows it returns."""

    @abstractmethod
    def close(self) -> None:
        """Close the connection."""

    def _one(self, sql: str, args: Sequence[Any] = ()) -> tuple[Any, ...] | None:
        rows = self._run(sql, args)
        return rows[0] if rows else None

    # API keys ------------------------------------------------------------------------------
    def create(
        self,
        subject: str,
        *,
        team: str,
        roles: tuple[Role, ...] | list[Role],
        entitlements: tuple[str, ...] | list[str] = (),
        label: str = "",
        limits: UserLimits | None = None,
    ) -> tuple[str, KeyInfo]:
        check_new_key(subject, team, roles, entitlements)
        key, key_id = new_key()
        self._run(
            "INSERT INTO {t}api_keys (key_id, key_sha256, subject, team, roles, entitlements, "
            "label, created_at, limits) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                key_id,
                digest(key),
                subject,
                team,
                json.dumps(sorted(set(roles))),
                json.dumps(sorted(set(entitlements))),
                label,
                datetime.now(UTC).isoformat(),
                json.dumps((limits or UserLimits()).as_dict()),
            ),
        )
        info = self.get(key_id)
        assert info is not None
        return key, info

    def authenticate(self, key: str) -> Principal | None:
        key_id = key_id_of(key)
        if key_id is None:
            return None
        row = self._one(
            "SELECT key_sha256, revoked_at FROM {t}api_keys WHERE key_id = ?", (key_id,)
        )
        if row is None or row[1] is not None:
            return None
        if not secrets.compare_digest(str(row[0]), digest(key)):
            return None
        return self.authenticate_id(key_id)

    def authenticate_id(self, key_id: str) -> Principal | None:
        info = self.get(key_id)
        if info is None or info.revoked_at is not None:
            return None
        return principal_of(info)

    def get(self, key_id: str) -> KeyInfo | None:
        row = self._one(f"SELECT {_KEY_COLUMNS} FROM {{t}}api_keys WHERE key_id = ?", (key_id,))
        return _info(row) if row else None

    def list(self, subject: str | None = None) -> list[KeyInfo]:
        sql = f"SELECT {_KEY_COLUMNS} FROM {{t}}api_keys"
        args: tuple[str, ...] = ()
        if subject is not None:
            sql, args = sql + " WHERE subject = ?", (subject,)
        return [_info(r) for r in self._run(sql + " ORDER BY created_at, key_id", args)]

    def revoke(self, key_id: str) -> KeyInfo | None:
        self._run(
            "UPDATE {t}api_keys SET revoked_at = ? WHERE key_id = ? AND revoked_at IS NULL",
            (datetime.now(UTC).isoformat(), key_id),
        )
        # its sessions end at their next request, which says why (`Authenticator`)
        return self.get(key_id)

    # browser sessions ----------------------------------------------------------------------
    def open(self, principal: Principal, ttl_s: float) -> Session:
        now = self.clock()
        session = Session(
            session_id=secrets.token_urlsafe(32),
            csrf_token=secrets.token_urlsafe(32),
            principal=principal,
            created_at=now,
            expires_at=now + ttl_s,
        )
        self._run("DELETE FROM {t}api_sessions WHERE expires_at <= ?", (now,))
        self._run(
            "INSERT INTO {t}api_sessions (session_sha256, csrf_token, subject, key_id, "
            "principal, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
            (
                digest(session.session_id),
                session.csrf_token,
                principal.subject,
                principal.key_id,
                json.dumps(principal_to_json(principal)),
                session.created_at,
                session.expires_at,
            ),
        )
        return session

    def session(self, session_id: str) -> Session | None:
        if not session_id:
            return None
        row = self._one(
            "SELECT csrf_token, principal, created_at, expires_at FROM {t}api_sessions "
            "WHERE session_sha256 = ?",
            (digest(session_id),),
        )
        if row is None:
            return None
        if float(row[3]) <= self.clock():
            self.end(session_id)
            return None
        return Session(
            session_id=session_id,
            csrf_token=str(row[0]),
            principal=principal_from_json(json.loads(row[1])),
            created_at=float(row[2]),
            expires_at=float(row[3]),
        )

    def end(self, session_id: str) -> bool:
        rows = self._run(
            "DELETE FROM {t}api_sessions WHERE session_sha256 = ? RETURNING subject",
            (digest(session_id),),
        )
        return bool(rows)

    def refresh(self, session: Session, principal: Principal) -> None:
        if principal == session.principal:  # roles, team, entitlements and limits alike
            return
        self._run(
            "UPDATE {t}api_sessions SET principal = ?, subject = ? WHERE session_sha256 = ?",
            (
                json.dumps(principal_to_json(principal)),
                principal.subject,
                digest(session.session_id),
            ),
        )

    def revoke_subject(self, subject: str) -> int:
        return len(
            self._run("DELETE FROM {t}api_sessions WHERE subject = ? RETURNING subject", (subject,))
        )

    def put_token(self, kind: str, payload: dict[str, object], ttl_s: float) -> str:
        token = secrets.token_urlsafe(32)
        now = self.clock()
        self._run("DELETE FROM {t}api_tokens WHERE expires_at <= ?", (now,))
        self._run(
            "INSERT INTO {t}api_tokens (token_sha256, kind, payload, expires_at) "
            "VALUES (?, ?, ?, ?)",
            (digest(token), kind, json.dumps(payload), now + ttl_s),
        )
        return token

    def take_token(self, kind: str, token: str) -> dict[str, object] | None:
        if not token:
            return None
        row = self._one(
            "DELETE FROM {t}api_tokens WHERE token_sha256 = ? AND kind = ? "
            "RETURNING payload, expires_at",
            (digest(token), kind),
        )
        if row is None or float(row[1]) <= self.clock():
            return None
        payload: dict[str, object] = json.loads(row[0])
        return payload


def _info(row: tuple[Any, ...]) -> KeyInfo:
    return KeyInfo(
        key_id=row[0],
        subject=row[1],
        team=row[2],
        roles=tuple(json.loads(row[3])),
        entitlements=tuple(json.loads(row[4])),
        label=row[5],
        created_at=datetime.fromisoformat(row[6]),
        revoked_at=datetime.fromisoformat(row[7]) if row[7] else None,
        limits=UserLimits.parse(json.loads(row[8] or "{}"), "limits"),
    )


_SQLITE_DDL = """
CREATE TABLE IF NOT EXISTS api_keys (
    key_id TEXT PRIMARY KEY,
    key_sha256 TEXT NOT NULL,
    subject TEXT NOT NULL,
    team TEXT NOT NULL,
    roles TEXT NOT NULL,
    entitlements TEXT NOT NULL,
    label TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL,
    revoked_at TEXT
);
CREATE INDEX IF NOT EXISTS api_keys_subject ON api_keys (subject);
CREATE TABLE IF NOT EXISTS api_sessions (
    session_sha256 TEXT PRIMARY KEY,
    csrf_token TEXT NOT NULL,
    subject TEXT NOT NULL,
    key_id TEXT,
    principal TEXT NOT NULL,
    created_at REAL NOT NULL,
    expires_at REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS api_sessions_subject ON api_sessions (subject);
CREATE INDEX IF NOT EXISTS api_sessions_key ON api_sessions (key_id);
CREATE INDEX IF NOT EXISTS api_sessions_expiry ON api_sessions (expires_at);
CREATE TABLE IF NOT EXISTS api_tokens (
    token_sha256 TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    payload TEXT NOT NULL,
    expires_at REAL NOT NULL
);
"""


class SqliteCredentialStore(SqlCredentialStore):
    """Keys and sessions in one SQLite file (WAL: `quantward api-keys` and the API process
    share it)."""

    def __init__(self, path: Path, *, clock: Callable[[], float] = time.time) -> None:
        super().__init__(clock=clock)
        path.parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(str(path), check_same_thread=False, isolation_level=None)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA busy_timeout=5000")
        self._db.executescript(_SQLITE_DDL)
        columns = {row[1] for row in self._db.execute("PRAGMA table_info(api_keys)")}
        if "limits" not in columns:  # a key file from before per-user limits
            self._db.execute("ALTER TABLE api_keys ADD COLUMN limits TEXT NOT NULL DEFAULT '{}'")

    def _run(self, sql: str, args: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        with self._lock:
            return self._db.execute(sql.format(t=""), tuple(args)).fetchall()

    def close(self) -> None:
        with self._lock:
            self._db.close()
