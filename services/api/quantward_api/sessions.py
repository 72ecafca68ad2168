"""Browser sessions: a login (an API key, an OIDC sign-in, or `quantward ui`'s one-time link)
exchanged for an HttpOnly cookie, with a CSRF token.

A browser cannot put an `Authorization` header on an `EventSource` (the run's live stream), and
a key kept in page storage is readable by any script that gets into the page. So the web UI logs
in once and gets a random session id in an `HttpOnly; SameSite=Strict` cookie, which scripts
cannot read and other sites' pages do not send. A request authenticated by that cookie that
changes something (POST, PUT, PATCH, DELETE) must also carry the session's CSRF token in
`X-CSRF-Token`, which only the UI's own pages can read (`GET /v1/session`); SameSite is the
second lock, not the only one.

`SessionStore` is the port. Its adapters keep sessions beside the API keys, in a SQLite file or
the record store's PostgreSQL (`credentials_sql.py`, `credentials_postgres.py`), so every API
replica sees every login and a restart logs nobody out. They store only the SHA-256 of a
session id or one-time token, so their tables open no session. A session ends at its expiry, at
logout, when its key is revoked (checked at each request), or when an admin ends every session
of a user (`revoke_subject`). One-time tokens (`quantward ui`'s login link, an OIDC sign-in in
progress) are taken atomically: a token works once, even across replicas.
"""

from __future__ import annotations

import hmac
from dataclasses import dataclass
from typing import Final, Protocol

from quantward_api.principals import Principal

COOKIE: Final = "qw_session"
CSRF_HEADER: Final = "x-csrf-token"
SAFE_METHODS: Final = frozenset({"GET", "HEAD", "OPTIONS"})
#: the kinds of one-time token a store holds
LOGIN_LINK: Final = "login-link"
OIDC_LOGIN: Final = "oidc-login"


@dataclass(frozen=True)
class Session:
    session_id: str
    csrf_token: str
    principal: Principal
    created_at: float
    expires_at: float


class SessionStore(Protocol):
    def open(self, principal: Principal, ttl_s: float) -> Session:
        """A new session for `principal` (a fresh id and CSRF token each login)."""
        ...

    def session(self, session_id: str) -> Session | None:
        """The live session of a cookie's value; None when unknown, ended or expired."""
        ...

    def end(self, session_id: str) -> bool:
        """Log a session out; False when there was none."""
        ...

    def refresh(self, session: Session, principal: Principal) -> None:
        """Keep the session's principal current (roles and team of its key as stored now)."""
        ...

    def revoke_subject(self, subject: str) -> int:
        """End every session of `subject` (how many ended)."""
        ...

    def put_token(self, kind: str, payload: dict[str, object], ttl_s: float) -> str:
        """A new one-time secret of `kind` holding `payload`, usable within `ttl_s`."""
        ...

    def take_token(self, kind: str, token: str) -> dict[str, object] | None:
        """The payload of a one-time token, which is then used up; None if unknown, of
        another kind, used or expired."""
        ...


def csrf_matches(session: Session, sent: str) -> bool:
    return bool(sent) and hmac.compare_digest(session.csrf_token.encode(), sent.encode())
