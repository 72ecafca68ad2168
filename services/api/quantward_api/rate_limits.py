"""Per-user rate limits: a token bucket per subject, behind one port with two stores.

A user's bucket holds `burst` tokens and refills at `rate_per_s` (their own `UserLimits`, else
`QW_API_RATE_*`); each request takes one, and a request finding it empty is told how long until
one is there (429 with `Retry-After`). One API process keeps the buckets in memory
(`MemoryRateLimiter`); several replicas keep them in the record store's PostgreSQL
(`PostgresRateLimiter`, opened when `QW_POSTGRES_DSN` is set), so together they allow a user
their rate once, not once per replica. The check is the request's hot path: each store answers
it in one step (a dictionary update; one atomic statement).

A store that cannot answer (its database down or unreachable) raises
`RateLimitStoreUnavailableError` and the request is refused with 503 and `Retry-After` (fail
closed, ADR 0035): a limit that let requests through unmetered while it is blind would protect
nothing exactly when the platform is degraded.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable
from typing import Protocol

from quantward_api.rate_limit_errors import RateLimitStoreUnavailableError
from quantward_api.settings import ApiSettings

__all__ = [
    "MemoryRateLimiter",
    "RateLimitStoreUnavailableError",
    "RateLimiter",
    "open_rate_limiter",
]


class RateLimiter(Protocol):
    async def take(self, subject: str, *, rate_per_s: float, burst: int) -> float | None:
        """Take a token from `subject`'s bucket (of `burst` tokens refilled at `rate_per_s`):
        None when taken, else the seconds until one is there. `RateLimitStoreUnavailableError`
        when the store cannot answer."""
        ...

    async def close(self) -> None:
        """Release the store's connection (nothing for the in-memory one)."""
        ...


class MemoryRateLimiter:
    """The buckets of one API process (the embedded API; tests), the least recently seen
    dropped beyond `max_users` (a dropped bucket is a full one)."""

    def __init__(
        self, *, clock: Callable[[], float] = time.monotonic, max_users: int = 100_000
    ) -> None:
        self.clock = clock
        self.max_users = max_users
        self._buckets: OrderedDict[str, tuple[float, float]] = OrderedDict()

    async def take(self, subject: str, *, rate_per_s: float, burst: int) -> float | None:
        size = float(burst)
        now = self.clock()
        tokens, last = self._buckets.pop(subject, (size, now))
        tokens = min(size, tokens + max(0.0, now - last) * rate_per_s)
        if tokens >= 1.0:
            self._buckets[subject] = (tokens - 1.0, now)
            wait = None
        else:
            self._buckets[subject] = (tokens, now)
            wait = (1.0 - tokens) / rate_per_s
        while len(self._buckets) > self.max_users:  # the least recently seen go first
            self._buckets.popitem(last=False)
        return wait

    async def close(self) -> None:
        self._buckets.clear()


async def open_rate_limiter(settings: ApiSettings) -> RateLimiter:
    """PostgreSQL (the record store's database and schema) when `QW_POSTGRES_DSN` is set — the
    replicas' shared buckets — else this process's memory."""
    conninfo = settings.postgres_conninfo()  # the DSN with QW_POSTGRES_SSL… merged in
    if conninfo is not None:
        from quantward_api.rate_limits_postgres import PostgresRateLimiter

        return await PostgresRateLimiter.connect(
            conninfo,
            settings.records_schema,
            retry_s=settings.postgres_retry_s,
            timeout_s=settings.postgres_timeout_s,
        )
    return MemoryRateLimiter()
