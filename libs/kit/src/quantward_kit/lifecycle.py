"""What every bus-driven service app shares: `async with app:` starts it and stops it."""

from __future__ import annotations

from abc import ABC, abstractmethod
from types import TracebackType
from typing import Self


class StartStop(ABC):
    """Base of the service apps: `start()` subscribes, `stop()` leaves gracefully.

    `async with app:` runs one after the other, so tests and `quantward serve` never forget the
    graceful half.
    """

    @abstractmethod
    async def start(self) -> None: ...

    @abstractmethod
    async def stop(self) -> None: ...

    async def __aenter__(self) -> Self:
        await self.start()
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.stop()
