"""API keys: random, shown once, stored only as a hash; several per user; revocable.

A key is `qw_<key id>_<secret>`: the id (public, what `list` and `revoke` name) finds the row,
the SHA-256 of the whole key is compared in constant time. A slow password hash is not needed:
the secret is 256 random bits, which no dictionary or brute force reaches, so one fast hash per
request is enough and a stolen table yields no key.

`ApiKeyStore` is the port; the adapters are `quantward_api.credentials_sql.SqliteCredentialStore`
(one file, the embedded default) and `quantward_api.credentials_postgres.PostgresCredentialStore`
(the record store's PostgreSQL, shared by every API replica); each also holds the browser
sessions (`sessions.py`). `quantward_api.credential_backends.open_credential_store` chooses.
"""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass, field
from datetime import datetime
from typing import Final, Protocol

from quantward_api.principals import ROLES, Principal, Role, UserLimits, check_name

PREFIX: Final = "qw_"


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
    #: the key's own rate and size limits (unset fields: the settings')
    limits: UserLimits = field(default_factory=UserLimits)


class ApiKeyStore(Protocol):
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
        """A new key for `subject` (its others stay valid: rotate, then revoke the old one);
        returns the key, which is not stored and cannot be shown again."""
        ...

    def authenticate(self, key: str) -> Principal | None:
        """The key's principal; None for a malformed, unknown or revoked key."""
        ...

    def authenticate_id(self, key_id: str) -> Principal | None:
        """The principal of a key already authenticated once (a browser session's key), as
        stored now; None once the key is revoked or gone."""
        ...

    def get(self, key_id: str) -> KeyInfo | None: ...

    def list(self, subject: str | None = None) -> list[KeyInfo]: ...

    def revoke(self, key_id: str) -> KeyInfo | None:
        """Revoke a key (at once: the next request with it is refused); None if unknown."""
        ...

    def close(self) -> None: ...


def digest(secret: str) -> str:
    """The stored form of a key (or of a session id, or a one-time token)."""
    return hashlib.sha256(secret.encode()).hexdigest()


def new_key() -> tuple[str, str]:
    """A fresh key and its id."""
    key_id = secrets.token_hex(8)
    return f"{PREFIX}{key_id}_{secrets.token_urlsafe(32)}", key_id


def key_id_of(key: str) -> str | None:
    """The id part of a well-formed key; None for anything else."""
    if not key.startswith(PREFIX):
        return None
    key_id, sep, _ = key.removeprefix(PREFIX).partition("_")
    return key_id if sep and key_id else None


def check_new_key(
    subject: str,
    team: str,
    roles: tuple[Role, ...] | list[Role],
    entitlements: tuple[str, ...] | list[str],
) -> None:
    """ValueError naming the field when a key could not authenticate anybody sensibly."""
    if not subject.strip():
        raise ValueError("subject must not be empty")
    check_name(team, "team")
    for dataset in entitlements:
        check_name(dataset, "entitlement")
    unknown = [r for r in roles if r not in ROLES]
    if unknown or not roles:
        raise ValueError(f"roles must be some of {', '.join(ROLES)}; got {list(roles)}")


def principal_of(info: KeyInfo) -> Principal:
    return Principal(
        subject=info.subject,
        team=info.team,
        roles=frozenset(info.roles),
        entitlements=info.entitlements,
        via="api_key",
        key_id=info.key_id,
        limits=info.limits,
    )
