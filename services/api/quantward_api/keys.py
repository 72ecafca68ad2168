"""API keys: random, shown once, stored only as a hash; several per user; revocable.

A key is `qw_<key id>_<secret>`: the id (public, what `list` and `revoke` name) finds the row,
the SHA-256 of the whole key is compared in constant time. A slow password hash is not needed:
the secret is 256 random bits, which no dictionary or brute force reaches, so one fast hash per
request is enough and a stolen table yields no key. Stored in a SQLite file (one per API
deployment; ADR 0017 says what a replicated deployment needs instead).
"""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets
import sqlite3
import threading
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Final

from quantward_api.principals import ROLES, Principal, Role, check_name

PREFIX: Final = "qw_"

_SCHEMA = """
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
"""


@dataclass(frozen=True)
class KeyInfo:
    """A key as `list` shows it: never the key itself, which only `create` returns once."""

    key_id: str
    subject: str
    team: str
    roles: tuple[Role, ...]
    entitlements: tuple[str, ...]
    label: str
    created_at: datetime
    revoked_at: datetime | None


def _digest(key: str) -> str:
    return hashlib.sha256(key.encode()).hexdigest()


class ApiKeyStore:
    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(str(path), check_same_thread=False, isolation_level=None)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.executescript(_SCHEMA)
        self._lock = threading.Lock()

    def create(
        self,
        subject: str,
        *,
        team: str,
        roles: tuple[Role, ...] | list[Role],
        entitlements: tuple[str, ...] | list[str] = (),
        label: str = "",
    ) -> tuple[str, KeyInfo]:
        """A new key for `subject` (its others stay valid: rotate, then revoke the old one);
        returns the key, which is not stored and cannot be shown again."""
        if not subject.strip():
            raise ValueError("subject must not be empty")
        check_name(team, "team")
        for dataset in entitlements:
            check_name(dataset, "entitlement")
        unknown = [r for r in roles if r not in ROLES]
        if unknown or not roles:
            raise ValueError(f"roles must be some of {', '.join(ROLES)}; got {list(roles)}")
        key_id = secrets.token_hex(8)
        key = f"{PREFIX}{key_id}_{secrets.token_urlsafe(32)}"
        now = datetime.now(UTC)
        with self._lock:
            self._db.execute(
                "INSERT INTO api_keys (key_id, key_sha256, subject, team, roles, entitlements, "
                "label, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    key_id,
                    _digest(key),
                    subject,
                    team,
                    json.dumps(sorted(set(roles))),
                    json.dumps(sorted(set(entitlements))),
                    label,
                    now.isoformat(),
                ),
            )
        info = self.get(key_id)
        assert info is not None
        return key, info

    def authenticate(self, key: str) -> Principal | None:
        """The key's principal; None for a malformed, unknown or revoked key."""
        if not key.startswith(PREFIX):
            return None
        key_id, sep, _ = key.removeprefix(PREFIX).partition("_")
        if not sep:
            return None
        with self._lock:
            row = self._db.execute(
                "SELECT key_sha256, revoked_at FROM api_keys WHERE key_id = ?", (key_id,)
            ).fetchone()
        if row is None or row[1] is not None:
            return None
        if not hmac.compare_digest(row[0], _digest(key)):
            return None
        info = self.get(key_id)
        if info is None:
            return None
        return _principal(info)

    def authenticate_id(self, key_id: str) -> Principal | None:
        """The principal of a key already authenticated once (a browser session's key), as
        stored now; None once the key is revoked or gone."""
        info = self.get(key_id)
        if info is None or info.revoked_at is not None:
            return None
        return _principal(info)

    def get(self, key_id: str) -> KeyInfo | None:
        with self._lock:
            row = self._db.execute(
                "SELECT key_id, subject, team, roles, entitlements, label, created_at, "
                "revoked_at FROM api_keys WHERE key_id = ?",
                (key_id,),
            ).fetchone()
        return _info(row) if row else None

    def list(self, subject: str | None = None) -> list[KeyInfo]:
        sql = (
            "SELECT key_id, subject, team, roles, entitlements, label, created_at, revoked_at "
            "FROM api_keys"
        )
        args: tuple[str, ...] = ()
        if subject is not None:
            sql, args = sql + " WHERE subject = ?", (subject,)
        with self._lock:
            rows = self._db.execute(sql + " ORDER BY created_at, key_id", args).fetchall()
        return [_info(r) for r in rows]

    def revoke(self, key_id: str) -> KeyInfo | None:
        """Revoke a key (at once: the next request with it is refused); None if unknown."""
        with self._lock:
            self._db.execute(
                "UPDATE api_keys SET revoked_at = ? WHERE key_id = ? AND revoked_at IS NULL",
                (datetime.now(UTC).isoformat(), key_id),
            )
        return self.get(key_id)

    def close(self) -> None:
        with self._lock:
            self._db.close()


def _principal(info: KeyInfo) -> Principal:
    return Principal(
        subject=info.subject,
        team=info.team,
        roles=frozenset(info.roles),
        entitlements=info.entitlements,
        via="api_key",
        key_id=info.key_id,
    )


def _info(row: tuple[str, ...]) -> KeyInfo:
    return KeyInfo(
        key_id=row[0],
        subject=row[1],
        team=row[2],
        roles=tuple(json.loads(row[3])),
        entitlements=tuple(json.loads(row[4])),
        label=row[5],
        created_at=datetime.fromisoformat(row[6]),
        revoked_at=datetime.fromisoformat(row[7]) if row[7] else None,
    )
