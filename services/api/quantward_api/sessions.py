"""Browser sessions: an API key exchanged once for an HttpOnly cookie, with a CSRF token.

A browser cannot put an `Authorization` header on an `EventSource` (the run's live stream), and
a key kept in page storage is readable by any script that gets into the page. So the web UI logs
in by POSTing a key (or, on a loopback-bound `quantward ui`, a one-time login link) and gets a
random session id in an `HttpOnly; SameSite=Strict` cookie, which scripts cannot read and other
sites' pages do not send. A request authenticated by that cookie that changes something
(POST, PUT, PATCH, DELETE) must also carry the session's CSRF token in `X-CSRF-Token`, which only
the UI's own pages can read (`GET /v1/session`); SameSite is the second lock, not the only one.

Sessions live in this API process's memory (the keys stay in their store): a restart logs every
browser out (log in again), and a session whose key has been revoked ends at its next request.
ADR 0022 says why and what a replicated deployment needs instead.
"""

from __future__ import annotations

import hmac
import secrets
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Final

from quantward_api.principals import Principal

COOKIE: Final = "qw_session"
CSRF_HEADER: Final = "x-csrf-token"
SAFE_METHODS: Final = frozenset({"GET", "HEAD", "OPTIONS"})


@dataclass(frozen=True)
class Session:
    session_id: str
    csrf_token: str
    principal: Principal
    created_at: float
    expires_at: float


class SessionStore:
    """Live sessions by id, expiring `ttl_s` after login; at most `max_sessions` (the oldest go
    first). One-time login links (`quantward ui`) are held here too until used or expired."""

    def __init__(
        self,
        ttl_s: float,
        *,
        max_sessions: int = 10_000,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.ttl_s = ttl_s
        self.max_sessions = max_sessions
        self.clock = clock
        self._sessions: OrderedDict[str, Session] = OrderedDict()
        self._links: dict[str, tuple[Principal, float]] = {}
        self._lock = threading.Lock()

    def open(self, principal: Principal) -> Session:
        """A new session for `principal` (a fresh id and CSRF token each login)."""
        now = self.clock()
        session = Session(
            session_id=secrets.token_urlsafe(32),
            csrf_token=secrets.token_urlsafe(32),
            principal=principal,
            created_at=now,
            expires_at=now + self.ttl_s,
        )
        with self._lock:
            self._sessions[session.session_id] = session
            while len(self._sessions) > self.max_sessions:
                self._sessions.popitem(last=False)
        return session

    def get(self, session_id: str) -> Session | None:
        """The live session of a cookie's value; None when unknown or expired."""
        with self._lock:
            session = self._sessions.get(session_id)
            if session is None:
                return None
            if session.expires_at <= self.clock():
                del self._sessions[session_id]
                return None
            return session

    def close(self, session_id: str) -> bool:
        with self._lock:
            return self._sessions.pop(session_id, None) is not None

    def refresh(self, session: Session, principal: Principal) -> None:
        """Keep the session's principal current (roles and team of its key as stored now)."""
        if principal == session.principal:
            return
        with self._lock:
            if session.session_id in self._sessions:
                self._sessions[session.session_id] = replace(session, principal=principal)

    def login_link(self, principal: Principal, ttl_s: float) -> str:
        """A one-time secret that opens one session for `principal` within `ttl_s`."""
        token = secrets.token_urlsafe(32)
        with self._lock:
            self._links[token] = (principal, self.clock() + ttl_s)
        return token

    def redeem(self, token: str) -> Principal | None:
        """The principal of a login link, which is then used up; None if unknown or expired."""
        with self._lock:
            found = self._links.pop(token, None)
        if found is None or found[1] <= self.clock():
            return None
        return found[0]


def csrf_matches(session: Session, sent: str) -> bool:
    return bool(sent) and hmac.compare_digest(session.csrf_token.encode(), sent.encode())
