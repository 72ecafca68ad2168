"""Metering and quotas: what the code consumed, per user and per run, refused calls included.

Every call is metered, allowed or not: a refused call (over quota, unentitled, a forged identity)
costs no units but is recorded with `allowed=False`, so the run record shows what the code tried
as well as what it got. Units are what a call returned (table rows, or 1 for a value), the
measure a data vendor bills by.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field

from quantward_contracts.values import MeteredCall


@dataclass(frozen=True)
class Quota:
    """Limits per execution (run socket) and per user across every execution of this gateway."""

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


@dataclass
class Ledger:
    """Per-user usage across executions; shared by every session of one gateway."""

    _by_user: dict[str, Usage] = field(default_factory=dict)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def usage(self, user: str) -> Usage:
        with self._lock:
            found = self._by_user.get(user)
            return Usage(found.calls, found.units, found.refused) if found else Usage()

    def add(self, user: str, call: MeteredCall) -> None:
        with self._lock:
            usage = self._by_user.setdefault(user, Usage())
            usage.calls += 1
            usage.units += call.units
            usage.refused += 0 if call.allowed else 1


def over_quota(quota: Quota, execution: Usage, user: Usage) -> str | None:
    """Why the next call is refused, or None when it may run."""
    if execution.calls - execution.refused >= quota.calls_per_execution:
        return f"quota: {quota.calls_per_execution} calls per execution used"
    if execution.units >= quota.units_per_execution:
        return f"quota: {quota.units_per_execution} units per execution used"
    if quota.units_per_user is not None and user.units >= quota.units_per_user:
        return f"quota: {quota.units_per_user} units per user used"
    return None
