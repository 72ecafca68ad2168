"""Metering and quotas: what the code consumed, per user and per run, refused calls included.

Every call is metered, allowed or not: a refused call (over quota, unentitled, a forged identity)
costs no units but is recorded with `allowed=False`, so the run record shows what the code tried
as well as what it got. Units are what a call returned (table rows, or 1 for a value), the
measure a data vendor bills by.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from datetime import UTC, date, datetime
from typing import Protocol

from quantward_contracts.values import MeteredCall


@dataclass(frozen=True)
class Quota:
    """Limits per execution (run socket) and per user per UTC day, across every execution and
    every replica sharing the gateway's `UsageStore`."""

    calls_per_execution: int = 200
    units_per_execution: int = 500_000
    units_per_user: int | None = None

    def __post_init__(self) -> None:
        if self.calls_per_execution < 1 or self.units_per_execution < 1:
            raise ValueError("Quota limits must be at least 1")


@dataclass
class Usage:
    """What one execution (or one user) consumed so far."""

    calls: int = 0
    units: int = 0
    refused: int = 0


class UsageStore(Protocol):
    """Per-user usage per UTC day, shared by every gateway replica: the per-user quota's ledger.

    One gateway process keeps it in memory (`InMemoryUsageStore`); replicas behind one sandbox
    service share it in PostgreSQL (`quantward_gateway.postgres_usage.PostgresUsageStore`), so
    a user's quota is one quota however many replicas serve them.
    """

    async def usage(self, user: str, day: date) -> Usage:
        """What `user` consumed on `day` so far (zero when nothing)."""
        ...

    async def add(self, user: str, day: date, call: MeteredCall) -> None:
        """Count one call (allowed or refused) to `user` on `day`, atomically."""
        ...

    async def close(self) -> None: ...


@dataclass
class InMemoryUsageStore:
    """`UsageStore` in this process's memory (one gateway process, or tests)."""

    _by_key: dict[tuple[str, date], Usage] = field(default_factory=dict)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    async def usage(self, user: str, day: date) -> Usage:
        with self._lock:
            found = self._by_key.get((user, day))
            return Usage(found.calls, found.units, found.refused) if found else Usage()

    async def add(self, user: str, day: date, call: MeteredCall) -> None:
        with self._lock:
            usage = self._by_key.setdefault((user, day), Usage())
            usage.calls += 1
            usage.units += call.units
            usage.refused += 0 if call.allowed else 1

    async def close(self) -> None:
        return None


def utc_today() -> date:
    return datetime.now(UTC).date()


def over_quota(quota: Quota, execution: Usage, user: Usage) -> str | None:
    """Why the next call is refused, or None when it may run."""
    if execution.calls - execution.refused >= quota.calls_per_execution:
        return f"quota: {quota.calls_per_execution} calls per execution used"
    if execution.units >= quota.units_per_execution:
        return f"quota: {quota.units_per_execution} units per execution used"
    if quota.units_per_user is not None and user.units >= quota.units_per_user:
        return f"quota: {quota.units_per_user} units per user used"
    return None
