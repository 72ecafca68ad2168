"""Test helpers: handlers that record what they receive and let a test *wait for state*.

Tests wait on what they expect to happen (`await recorder.wait_for(100)`), never on time; the
timeout only turns a hang into a readable failure.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Generic, TypeVar

T = TypeVar("T")


class Recorder(Generic[T]):
    """An async handler that records every message; optionally runs `then` on each."""

    def __init__(self, then: Callable[[T], Awaitable[None]] | None = None) -> None:
        self.items: list[T] = []
        self._then = then
        self._changed = asyncio.Condition()

    async def __call__(self, item: T) -> None:
        if self._then is not None:
            await self._then(item)
        async with self._changed:
            self.items.append(item)
            self._changed.notify_all()

    async def wait_until(
        self, predicate: Callable[[list[T]], bool], *, timeout: float = 30.0, what: str = ""
    ) -> list[T]:
        """Wait until `predicate(items)` holds; fail with what was received if it never does."""
        try:
            async with asyncio.timeout(timeout), self._changed:
                await self._changed.wait_for(lambda: predicate(self.items))
        except TimeoutError:
            raise AssertionError(
                f"timed out after {timeout}s waiting for {what or 'condition'}; "
                f"received {len(self.items)} item(s)"
            ) from None
        return list(self.items)

    async def wait_for(self, count: int, *, timeout: float = 30.0) -> list[T]:
        """Wait until at least `count` items arrived."""
        return await self.wait_until(
            lambda items: len(items) >= count, timeout=timeout, what=f"{count} item(s)"
        )


async def wait_until(
    condition: Callable[[], bool], *, timeout: float = 30.0, what: str = "condition"
) -> None:
    """Poll a synchronous condition until it holds (for state with no event to wait on)."""
    try:
        async with asyncio.timeout(timeout):
            while not condition():
                await asyncio.sleep(0.02)
    except TimeoutError:
        raise AssertionError(f"timed out after {timeout}s waiting for {what}") from None
