"""Delivery policies shared by every adapter, so both buses behave the same way."""

from __future__ import annotations

import random
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class RetryPolicy:
    """How often and how patiently a failing handler is retried before its message is dead-lettered.

    Retries happen in place: the partition waits, so per-key order is kept even when a handler
    fails transiently. Backoff is exponential with full jitter, so that many consumers failing on
    the same downstream outage do not retry in lock-step.
    """

    max_attempts: int = 5
    initial_backoff_s: float = 0.05
    multiplier: float = 2.0
    max_backoff_s: float = 2.0
    jitter: bool = True

    def __post_init__(self) -> None:
        if self.max_attempts < 1:
            raise ValueError("RetryPolicy.max_attempts must be at least 1")
        if self.initial_backoff_s < 0 or self.max_backoff_s < 0:
            raise ValueError("RetryPolicy backoff must not be negative")

    def backoff(self, attempt: int) -> float:
        """Seconds to wait after failed attempt number `attempt` (1-based)."""
        ceiling = min(self.max_backoff_s, self.initial_backoff_s * self.multiplier ** (attempt - 1))
        return random.uniform(ceiling / 2, ceiling) if self.jitter else ceiling


@dataclass(frozen=True, slots=True)
class LivenessPolicy:
    """When a consumer counts as stalled and gets restarted.

    A consumer is stalled when its poll loop has died, or when it has unprocessed messages on its
    partitions and made no progress for `stall_after_s` (the silent stop after a rebalance that
    aiokafka consumers are known for: still in the group, heart-beating, consuming nothing), or
    when it has waited that long for its partition assignment (a rebalance that never
    completes leaves every member of the group without partitions, so without lag to report).
    None (the default): two rebalance rounds of the bus (2 × (rebalance timeout + heartbeat
    interval), 14 s with the default 6 s session timeout; at least 10 s): the longest a member
    with messages waiting legitimately fetches nothing, while it rejoins after a rebalance.
    """

    check_interval_s: float = 2.0
    stall_after_s: float | None = None
    max_restarts: int = 10
