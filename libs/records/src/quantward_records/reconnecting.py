"""One PostgreSQL connection a store keeps across a restarted or failed-over server (ADR 0035).

The record store and the API's credential store each hold one connection for the life of the
process. Without care, a server restart breaks it for good: every later call fails although the
database is back. `ReconnectingConnection` makes one new connection when a call finds the old one
dropped and repeats the call once (the stores' calls are repeatable: a lost transaction was rolled
back by the server); while the database cannot be reached it fails fast between attempts, one
attempt per `StoreOutage.retry_s`, with the store's own "unavailable" error, and the outage is
logged once when it begins and once when it ends, never with the DSN.
"""

from __future__ import annotations

import contextlib
import math
from collections.abc import Callable
from typing import Any, Final, TypeVar

import psycopg

from quantward_records.outage import StoreOutage

_T = TypeVar("_T")

#: what a lost or unreachable server raises (psycopg's own, and a socket's)
LOST: Final = (psycopg.OperationalError, psycopg.InterfaceError, OSError)


def connect_timeout(timeout_s: float) -> int:
    """libpq's `connect_timeout` for a bound in seconds: whole seconds, and 2 at least (libpq
    treats 1 as 2)."""
    return max(2, math.ceil(timeout_s))


class ReconnectingConnection:
    """A store's connection: the open one, or a new one when it was dropped.

    The caller serialises calls (a store holds its own lock around `run`); `unavailable` builds
    the store's error from the seconds after which a retry may succeed.
    """

    def __init__(
        self,
        connection: psycopg.Connection[Any] | None,
        *,
        dsn: str | None,
        timeout_s: float,
        outage: StoreOutage,
        unavailable: Callable[[float], Exception],
    ) -> None:
        self._connection = connection
        self._dsn = dsn
        #: libpq's bound on opening a connection (seconds; rounded up to 2 at least)
        self.timeout_s = timeout_s
        self._outage = outage
        self._error = unavailable

    @property
    def live(self) -> psycopg.Connection[Any]:
        """The open connection, or a new one (at most one attempt per `retry_s` while the
        database is unreachable: between attempts the store's error is raised at once)."""
        if self._connection is not None and not self._connection.closed:
            return self._connection
        wait = self._outage.wait_left()
        if wait > 0:
            raise self._error(wait)
        if self._dsn is None:
            raise psycopg.OperationalError("the connection is lost and there is no DSN to reopen")
        self._connection = psycopg.connect(
            self._dsn, autocommit=True, connect_timeout=connect_timeout(self.timeout_s)
        )
        return self._connection

    @property
    def backend_pid(self) -> int | None:
        """The server process of the open connection (as `pg_stat_activity` shows it), None when
        none is open: what an operator, or a test of a dropped connection, ends."""
        db = self._connection
        return None if db is None or db.closed else db.info.backend_pid

    def run(self, work: Callable[[], _T]) -> _T:
        """`work` (which reads `live`), made once more on a new connection when the one it found
        open was dropped; the store's error when the database cannot be reached."""
        was_open = self._connection is not None and not self._connection.closed
        try:
            try:
                result = work()
            except LOST:
                if not (was_open and self._reopenable()):
                    raise  # not a dropped connection (or nothing to reopen it with)
                self._connection = None  # one new connection, one more try
                result = work()
        except LOST as exc:
            raise self._unavailable(exc) from None
        self._outage.answered()
        return result

    def close(self) -> None:
        """Close the connection, if one is open."""
        if self._connection is not None:
            self._connection.close()

    def _reopenable(self) -> bool:
        db = self._connection
        return self._dsn is not None and (db is None or db.broken or db.closed)

    def _unavailable(self, exc: BaseException) -> Exception:
        """The store's error while the database cannot answer (the connection, if any, dropped;
        the outage's first one logged)."""
        self._outage.failed(exc)
        if self._connection is not None:
            db, self._connection = self._connection, None
            # a broken connection may fail to close; it is dropped anyway
            with contextlib.suppress(Exception):
                db.close()
        return self._error(self._outage.retry_s)


__all__ = ["LOST", "ReconnectingConnection", "connect_timeout"]
