"""How long a PostgreSQL-backed store has been unreachable, shared by the record store and the
API's rate-limit and credential stores (ADR 0035): while the database is down, a request fails
at once until the next connection attempt is due, and the outage is logged once when it begins
and once when it ends, never per request and never with the DSN."""

from __future__ import annotations

import logging
import time


class StoreOutage:
    """The outage state of one store, named in its log lines by `what`."""

    def __init__(self, log: logging.Logger, what: str, retry_s: float, *, consequence: str) -> None:
        self._log = log
        self._what = what
        self._consequence = consequence
        #: while the database is unreachable, how long requests fail fast before one connects
        self.retry_s = retry_s
        #: when the current outage began (monotonic), None while the database answers
        self.down_since: float | None = None
        self._next_attempt = 0.0

    def wait_left(self) -> float:
        """Seconds until a connection may be tried again (0 when it may be now)."""
        if self.down_since is None:
            return 0.0
        return max(0.0, self._next_attempt - time.monotonic())

    def failed(self, exc: BaseException) -> None:
        """The database did not answer: the next attempt is `retry_s` away; an outage that
        begins now is logged (its reason, whitespace folded, without the DSN)."""
        now = time.monotonic()
        self._next_attempt = now + self.retry_s
        if self.down_since is None:
            self.down_since = now
            reason = " ".join((str(exc) or type(exc).__name__).split())
            self._log.warning(
                "%s is unavailable: %s; %s until it can be reached (a connection is tried "
                "every %g s)",
                self._what,
                reason[:300],
                self._consequence,
                self.retry_s,
            )

    def answered(self) -> None:
        """The database answered: an outage in progress ends (and is logged as ended)."""
        if self.down_since is not None:
            self._log.warning(
                "%s answers again after %.1f s", self._what, time.monotonic() - self.down_since
            )
            self.down_since = None
