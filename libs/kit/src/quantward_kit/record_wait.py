"""Reading a run's record once the recorder has caught up, however long a recorder restart takes.

A resuming orchestrator and a researcher taking a task over read the run's record, which holds
everything the run did only once the recorder has consumed what was published before. A recorder
that restarts is behind for a while: seconds on an idle machine, 34 s at load 12-16. One fixed
wait (30 s) turned such a restart into a failed run. So the wait is tried again with backoff,
the caller says between tries what it is waiting for (a run's follower sees "resuming: waiting
for the run record" at least every `NOTICE_EVERY_S`), and it gives up only after `limit_s`, a
bound for a recorder that is gone, not one that is slow.

What is retried: the recorder being behind (`wait_consumed`'s `TimeoutError`), and bus or store
failures (a broker or database restarting). What is not: the record's content failing to
decode (`ValueError`, `TypeError`, `LookupError`), since no wait changes it.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Sequence
from time import monotonic
from typing import Final, TypeVar

from quantward_bus import EventBus
from quantward_records import RECORDED_TOPICS, RECORDER_GROUP

log = logging.getLogger("quantward.kit.record_wait")

T = TypeVar("T")

#: the first try's length: a recorder that keeps up has consumed what was published well within
FIRST_TRY_S: Final = 2.0
#: tries double up to this length, and the pauses between them (`wait_consumed` polls the
#: broker while it waits) up to `PAUSE_MAX_S`
TRY_MAX_S: Final = 15.0
FIRST_PAUSE_S: Final = 0.5
PAUSE_MAX_S: Final = 5.0
#: the longest gap between two notices (a try and the pause after it), well under a run
#: follower's hand-over wait (`QW_RUN_HANDOVER_WAIT_S`, 60 s)
NOTICE_EVERY_S: Final = TRY_MAX_S + PAUSE_MAX_S
#: how a `run.progressed` detail begins while a run waits for its record (its follower shows it;
#: reading a record, these notices are not steps of the run)
WAITING_FOR_RECORD: Final = "resuming: waiting for the run record"
#: errors in the record's content: waiting longer does not change them
NOT_RETRIED: Final = (ValueError, TypeError, LookupError)

#: told, between tries, how long the caller has waited so far and why it waits on
Notice = Callable[[float, str], Awaitable[None]]


class RecordNotCaughtUpError(TimeoutError):
    """The recorder did not catch up within the caller's bound (or the store stayed unreadable)."""

    def __init__(self, limit_s: float, setting: str, last: str) -> None:
        super().__init__(
            f"the run record did not catch up within {limit_s:g} s ({setting}); last: {last}"
        )
        self.limit_s = limit_s


async def read_when_recorded(
    bus: EventBus,
    read: Callable[[], T],
    *,
    limit_s: float,
    setting: str,
    on_behind: Notice | None = None,
    group: str = RECORDER_GROUP,
    topics: Sequence[str] = RECORDED_TOPICS,
) -> T:
    """`read()` (run in a thread: it reads the store) once `group` has consumed everything
    published before the latest try; tries again with backoff while the group is behind or the
    bus or store fails, telling `on_behind` between tries; `RecordNotCaughtUpError` naming
    `setting` (the bound's environment variable) after `limit_s`."""
    if limit_s <= 0:
        raise ValueError(f"limit_s must be positive, got {limit_s} (setting: {setting})")
    started = monotonic()
    try_s, pause_s = FIRST_TRY_S, FIRST_PAUSE_S
    while True:
        left = limit_s - (monotonic() - started)
        try:
            await bus.wait_consumed(group, topics, timeout_s=max(min(try_s, left), 0.01))
            return await asyncio.to_thread(read)
        except NOT_RETRIED:
            raise
        except Exception as exc:  # behind, or the bus or store failing: wait and try again
            reason = str(exc) or type(exc).__name__
        waited = monotonic() - started
        if waited >= limit_s:
            raise RecordNotCaughtUpError(limit_s, setting, reason)
        if on_behind is not None:
            try:
                await on_behind(waited, reason)
            except Exception as exc:  # a notice that cannot be sent does not end the wait
                log.warning("waiting for the run record: the notice failed: %s", exc)
        await asyncio.sleep(min(pause_s, max(0.0, limit_s - (monotonic() - started))))
        try_s, pause_s = min(try_s * 2, TRY_MAX_S), min(pause_s * 2, PAUSE_MAX_S)
