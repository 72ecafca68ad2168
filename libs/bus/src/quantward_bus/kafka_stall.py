"""What a silent Kafka consumer is waiting for: aiokafka's fetch state, for the stall report.

A consumer that is assigned partitions with messages waiting but fetches nothing is stuck in
one of a few places inside aiokafka, and each leaves a trace in its (private) state:

- the poll (`getmany`) waits for the next assignment while a reassignment is in progress
  (a rebalance this member began but whose join has not completed);
- a partition has no fetch position: aiokafka waits for the group's committed offset (an
  OffsetFetch to the coordinator) or for a reset (a ListOffsets to the leader), and while that
  wait is open no partition led by the same broker is fetched;
- a partition is paused, or fetched records are buffered but not taken;
- the fetcher's task for a broker is stuck in a request (a connection with requests the broker
  has not answered: aiokafka gives up on one only after its request timeout, 40 s), or its
  background task ended;
- the coordinator is unknown, or its commit-refresh task (which answers the committed-offset
  waits) ended with an error.

`describe` names each of these that holds, per partition, with the chain of coroutines every
open fetcher and coordination task awaits. It reads private attributes defensively: with an
aiokafka that lacks one, the report says less, it never fails.
"""

from __future__ import annotations

import asyncio
import logging
import threading
from time import monotonic
from typing import Any

#: partitions named one by one in a report, at most (a line per partition past that is noise)
MAX_PARTITIONS = 12


class _LastWarnings(logging.Handler):
    """aiokafka's latest warning or error per logger (fetcher, coordinator, connection): a
    failing fetch or offset request is only logged by aiokafka, not kept in its state."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.last: dict[str, tuple[float, str]] = {}

    def emit(self, record: logging.LogRecord) -> None:
        try:
            self.last[record.name] = (monotonic(), record.getMessage()[:300])
        except Exception:  # a report's helper never breaks logging
            self.handleError(record)


_warnings = _LastWarnings()
_installed = threading.Lock()


def keep_aiokafka_warnings() -> None:
    """Keep aiokafka's latest warnings for stall reports (once per process)."""
    with _installed:
        logger = logging.getLogger("aiokafka")
        if _warnings not in logger.handlers:
            logger.addHandler(_warnings)


def recent_warnings(within_s: float) -> str:
    """aiokafka's latest warning per logger of the last `within_s` seconds (process-wide)."""
    now = monotonic()
    recent = sorted(
        (at, name, text) for name, (at, text) in _warnings.last.items() if now - at <= within_s
    )
    return "; ".join(f"{name} {now - at:.0f}s ago: {text}" for at, name, text in recent)


def awaiting(task: asyncio.Task[Any] | None) -> str:
    """Where a suspended task waits: its chain of awaited coroutines, outermost first (names
    where a silent consumer is stuck, e.g. in a commit or in waiting for an assignment)."""
    if task is None or task.done():
        return ""
    names: list[str] = []
    awaited: Any = task.get_coro()
    while awaited is not None and len(names) < 12:
        frame = getattr(awaited, "cr_frame", None) or getattr(awaited, "ag_frame", None)
        if frame is None:
            break
        names.append(f"{frame.f_code.co_name}:{frame.f_lineno}")
        awaited = getattr(awaited, "cr_await", None) or getattr(awaited, "ag_await", None)
    return " → ".join(names)


def _ended(task: Any) -> str | None:
    """How a background task ended ("ended: KafkaError: …"), None while it runs."""
    if not isinstance(task, asyncio.Task) or not task.done():
        return None
    if task.cancelled():
        return "cancelled"
    exc = task.exception()
    return f"ended: {type(exc).__name__}: {exc}" if exc is not None else "ended"


def partition_state(tp: Any, state: Any, buffered: Any) -> str:
    """One partition: where it fetches from, or what it waits for before it can."""
    name = f"{tp.topic}[{tp.partition}]"
    if state is None:
        return f"{name}: no state"
    if getattr(state, "has_valid_position", False):
        where = f"position {state.position}"
    elif getattr(state, "awaiting_reset", False):
        where = "no position, awaiting an offset reset (ListOffsets)"
    elif getattr(state, "_committed_futs", None):
        where = "no position, awaiting its committed offset (OffsetFetch)"
    else:
        # the fetcher looks its partitions' positions up one after another: this one's turn
        # comes once those before it have theirs
        where = "no position yet (not looked up yet)"
    notes = [where]
    highwater = getattr(state, "highwater", None)
    if highwater is not None:
        notes.append(f"high watermark {highwater}")
    if getattr(state, "paused", False):
        notes.append("paused")
    if buffered is not None:
        error = getattr(buffered, "_error", None) or getattr(buffered, "error", None)
        if type(buffered).__name__ == "FetchError":
            notes.append(f"last fetch error {type(error).__name__}: {error}")
        else:
            notes.append("fetched records not taken yet")
    return f"{name}: {', '.join(notes)}"


def describe(consumer: Any) -> str:
    """The consumer's fetch state in one line (see the module docstring); "" if unreadable."""
    parts: list[str] = []
    try:
        subscriptions = consumer._subscription
        fetcher = consumer._fetcher
        coordinator = consumer._coordinator
    except AttributeError:
        return ""
    try:
        if subscriptions.reassignment_in_progress:
            parts.append("a reassignment is in progress: the poll waits for the next assignment")
        subscription = subscriptions.subscription
        assignment = subscription.assignment if subscription is not None else None
        if assignment is not None:
            records = getattr(fetcher, "_records", {})
            tps = sorted(assignment.tps, key=lambda tp: (tp.topic, tp.partition))
            shown = [
                partition_state(tp, assignment.state_value(tp), records.get(tp))
                for tp in tps[:MAX_PARTITIONS]
            ]
            if len(tps) > MAX_PARTITIONS:
                shown.append(f"… {len(tps) - MAX_PARTITIONS} more")
            parts.append("partitions: " + "; ".join(shown))
            if not assignment.active:
                parts.append("the assignment was revoked")
    except Exception as exc:  # a report must never fail on aiokafka's internals
        parts.append(f"partition state unreadable ({type(exc).__name__})")
    try:
        fetch_task = getattr(fetcher, "_fetch_task", None)
        ended = _ended(fetch_task)
        if ended is not None:
            parts.append(f"fetcher task {ended}")
        in_flight = sorted(getattr(fetcher, "_in_flight", ()))
        pending = [awaiting(t) for t in getattr(fetcher, "_pending_tasks", ()) if not t.done()]
        if in_flight or pending:
            parts.append(
                f"fetcher requests open to broker(s) {in_flight}"
                + (f", awaiting {' | '.join(p for p in pending if p)}" if any(pending) else "")
            )
        else:
            chain = awaiting(fetch_task)
            parts.append("no fetcher request open" + (f" (it awaits {chain})" if chain else ""))
    except Exception as exc:
        parts.append(f"fetcher state unreadable ({type(exc).__name__})")
    try:
        open_requests = [
            f"node {node} ({getattr(group, 'name', group)}): {len(conn._requests)}"
            for (node, group), conn in getattr(consumer._client, "_conns", {}).items()
            if getattr(conn, "_requests", None)
        ]
        if open_requests:
            parts.append("requests awaiting the broker's answer: " + ", ".join(open_requests))
    except Exception as exc:
        parts.append(f"connection state unreadable ({type(exc).__name__})")
    try:
        if getattr(coordinator, "coordinator_id", 0) is None:
            parts.append("group coordinator unknown")
        rejoin = getattr(coordinator, "_rejoin_needed_fut", None)
        if rejoin is not None and rejoin.done():
            parts.append("rejoin requested")
        refresh = _ended(getattr(coordinator, "_commit_refresh_task", None))
        if refresh is not None:
            parts.append(f"committed-offset refresh task {refresh}")
        chain = awaiting(getattr(coordinator, "_coordination_task", None))
        if chain:
            parts.append(f"coordination awaits {chain}")
    except Exception as exc:
        parts.append(f"coordinator state unreadable ({type(exc).__name__})")
    return "; ".join(parts)
