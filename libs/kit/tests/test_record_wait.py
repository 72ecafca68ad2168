"""Waiting for the run record: tried again with backoff while the recorder is behind or the bus
or store fails, given up only after the caller's bound, never retried for bad content."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from time import monotonic
from typing import Any, cast

import pytest

from quantward_bus import EventBus
from quantward_kit import record_wait
from quantward_kit.record_wait import RecordNotCaughtUpError, read_when_recorded


class Behind:
    """A bus whose recorder group is behind for its first `behind` tries (or for good: None),
    failing with `error` instead of `TimeoutError` when given one."""

    def __init__(self, behind: int | None, error: Exception | None = None) -> None:
        self.behind = behind
        self.error = error
        self.tries: list[float] = []

    async def wait_consumed(self, group: str, topics: Sequence[str], *, timeout_s: float) -> None:
        self.tries.append(timeout_s)
        if self.behind is None or len(self.tries) <= self.behind:
            await asyncio.sleep(timeout_s)
            raise self.error or TimeoutError(f"consumer group {group!r} is still 3 behind")


@pytest.fixture(autouse=True)
def fast(monkeypatch: pytest.MonkeyPatch) -> None:
    """The same schedule, a hundred times faster."""
    monkeypatch.setattr(record_wait, "FIRST_TRY_S", 0.02)
    monkeypatch.setattr(record_wait, "TRY_MAX_S", 0.15)
    monkeypatch.setattr(record_wait, "FIRST_PAUSE_S", 0.005)
    monkeypatch.setattr(record_wait, "PAUSE_MAX_S", 0.05)


async def test_a_recorder_behind_for_many_tries_is_waited_for_with_backoff() -> None:
    bus = Behind(behind=6)
    notices: list[tuple[float, str]] = []

    async def behind(waited_s: float, reason: str) -> None:
        notices.append((waited_s, reason))

    got = await read_when_recorded(
        cast(EventBus, bus), lambda: "the record", limit_s=60, setting="QW_X", on_behind=behind
    )
    assert got == "the record"
    assert len(bus.tries) == 7
    assert bus.tries[:4] == [0.02, 0.04, 0.08, 0.15]  # doubling up to the longest try
    assert bus.tries[4:] == [0.15, 0.15, 0.15]
    assert [reason for _, reason in notices] == ["consumer group 'recorder' is still 3 behind"] * 6
    assert [w for w, _ in notices] == sorted(w for w, _ in notices)


async def test_bus_and_store_failures_are_tried_again() -> None:
    bus = Behind(behind=2, error=ConnectionError("broker restarting"))
    reads: list[int] = []

    def read() -> int:
        reads.append(1)
        if len(reads) < 3:
            raise OSError("database restarting")
        return len(reads)

    assert await read_when_recorded(cast(EventBus, bus), read, limit_s=60, setting="QW_X") == 3
    assert len(bus.tries) == 5  # two failed tries, then two reads failed after caught-up tries


async def test_a_recorder_that_never_catches_up_fails_after_the_bound_naming_it() -> None:
    bus = Behind(behind=None)
    notices: list[float] = []

    async def behind(waited_s: float, reason: str) -> None:
        notices.append(monotonic())

    started = monotonic()
    with pytest.raises(RecordNotCaughtUpError) as caught:
        await read_when_recorded(
            cast(EventBus, bus),
            lambda: None,
            limit_s=1.0,
            setting="QW_ORCHESTRATOR_RECORD_WAIT_S",
            on_behind=behind,
        )
    elapsed = monotonic() - started
    assert 1.0 <= elapsed < 1.5
    assert str(caught.value) == (
        "the run record did not catch up within 1 s (QW_ORCHESTRATOR_RECORD_WAIT_S); "
        "last: consumer group 'recorder' is still 3 behind"
    )
    # told at least once per longest try and pause, until the end
    gaps = [b - a for a, b in zip([started, *notices], notices, strict=False)]
    assert max(gaps) < record_wait.TRY_MAX_S + record_wait.PAUSE_MAX_S + 0.1
    assert started + elapsed - notices[-1] < record_wait.TRY_MAX_S + record_wait.PAUSE_MAX_S + 0.1


async def test_a_record_that_cannot_be_decoded_is_not_waited_for() -> None:
    bus = Behind(behind=0)

    def read() -> Any:
        raise ValueError("event 7 of the record does not decode")

    with pytest.raises(ValueError, match="does not decode"):
        await read_when_recorded(cast(EventBus, bus), read, limit_s=60, setting="QW_X")
    assert len(bus.tries) == 1


async def test_a_notice_that_fails_does_not_end_the_wait() -> None:
    bus = Behind(behind=2)

    async def behind(waited_s: float, reason: str) -> None:
        raise ConnectionError("cannot publish")

    got = await read_when_recorded(
        cast(EventBus, bus), lambda: 1, limit_s=60, setting="QW_X", on_behind=behind
    )
    assert got == 1


async def test_a_bound_that_is_not_positive_is_refused() -> None:
    with pytest.raises(ValueError, match=r"limit_s must be positive, got 0 \(setting: QW_X\)"):
        await read_when_recorded(cast(EventBus, Behind(0)), lambda: 1, limit_s=0, setting="QW_X")
