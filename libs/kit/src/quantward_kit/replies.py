"""Replies the orchestrator waits for, matched by key (task id, answer id, causing event…).

A run awaits a future; the bus handler resolves it when the reply arrives. A reply that comes
before anyone waits (a fast resolver, a redelivery) is kept, so the order of the two never
matters; a duplicate reply is dropped, since the first one already decided.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from collections.abc import Awaitable
from typing import Generic, TypeVar

T = TypeVar("T")


class Waiters(Generic[T]):
    def __init__(self, *, keep_early: int = 10_000) -> None:
        self._futures: dict[str, asyncio.Future[T]] = {}
        self._early: OrderedDict[str, T] = OrderedDict()
        self._keep = keep_early

    def expect(self, key: str) -> asyncio.Future[T]:
        """The future of `key`'s reply (already done if the reply came first)."""
        future = self._futures.get(key)
        if future is None:
            future = asyncio.get_running_loop().create_future()
            if key in self._early:
                future.set_result(self._early.pop(key))
            self._futures[key] = future
        return future

    def resolve(self, key: str, value: T) -> bool:
        """Deliver a reply; False if nobody waits yet (kept) or it was already delivered."""
        future = self._futures.get(key)
        if future is None:
            self._early[key] = value
            while len(self._early) > self._keep:
                self._early.popitem(last=False)
            return False
        if future.done():
            return False
        future.set_result(value)
        return True

    async def request(self, key: str, send: Awaitable[None], timeout_s: float) -> T:
        """Expect `key`'s reply, send what asks for it, wait; `TimeoutError` if none comes.

        The waiter is registered before sending, so a reply faster than the send's return is
        never missed, and it is forgotten afterwards whatever happened.
        """
        waiter = self.expect(key)
        try:
            await send
            # Not `asyncio.wait_for`: on Python 3.11 it returns the reply instead of raising when
            # the caller is cancelled in the same turn the reply arrives, and the run it belongs
            # to then goes on although it was handed over (its cancelling caller waits for it).
            async with asyncio.timeout(timeout_s):
                return await waiter
        finally:
            self.forget(key)

    def forget(self, key: str) -> None:
        self._futures.pop(key, None)
        self._early.pop(key, None)

    def __len__(self) -> int:
        return sum(1 for f in self._futures.values() if not f.done())
