"""Which offset of a partition may be committed while several of its messages are in flight.

With `concurrency > 1` a subscription finishes messages out of order: offset 7 may be done while
offset 5 is still running. Committing 8 then would lose 5 on a crash, so a partition's commit
point only ever moves to the end of its *contiguous* finished prefix. Both adapters use this; it
does no I/O, so its rules are unit-tested on their own (`libs/bus/tests/test_offsets.py`).
"""

from __future__ import annotations

from collections import deque


class OffsetWindow:
    """Offsets of one partition handed to handlers and not yet committable, in fetch order."""

    __slots__ = ("_finished", "_first", "_last", "_started")

    def __init__(self) -> None:
        self._started: deque[int] = deque()
        self._finished: set[int] = set()
        self._first: int | None = None
        self._last = -1

    def start(self, offset: int) -> bool:
        """Record that `offset` goes to a handler; False (nothing recorded) if it already went.

        A consumer whose position moves back re-reads offsets it handed out before; those are
        tracked already (running, or finished and counted), so they must not be handed out twice.
        """
        if offset <= self._last:
            return False
        if self._first is None:
            self._first = offset
        self._started.append(offset)
        self._last = offset
        return True

    def finish(self, offset: int) -> int | None:
        """Mark `offset` done; return the new commit point (next offset to read) if it moved."""
        if offset not in self._started or offset in self._finished:
            raise ValueError(f"offset {offset} finished but it is not in flight")
        self._finished.add(offset)
        commit: int | None = None
        while self._started and self._started[0] in self._finished:
            done = self._started.popleft()
            self._finished.discard(done)
            commit = done + 1
        return commit

    @property
    def first(self) -> int | None:
        """The first offset this window handed out (None before any): where reading the
        partition again must start when its work is given up and nothing was committed."""
        return self._first

    @property
    def in_flight(self) -> int:
        """Offsets started and not finished: a handler still running, or one given up on."""
        return len(self._started) - len(self._finished)

    @property
    def blocked_at(self) -> int | None:
        """The oldest unfinished offset, which holds the commit point back (None when empty)."""
        return self._started[0] if self._started else None
