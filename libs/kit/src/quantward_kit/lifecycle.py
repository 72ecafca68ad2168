"""What every bus-driven service app shares: `async with app:` starts it and stops it."""

from __future__ import annotations

from abc import ABC, abstractmethod
from types import TracebackType
from typing import Protocol, Self


class StartStop(ABC):
    """Base of the service apps: `start()` subscribes, `stop()` leaves gracefully.

    `async with app:` runs one after the other, so tests and `quantward serve` never forget the
    graceful half; a start that fails half-way is stopped again, so what it opened is released.
    """

    @abstractmethod
    async def start(self) -> None: ...

    @abstractmethod
    async def stop(self) -> None: ...

    async def __aenter__(self) -> Self:
        try:
            await self.start()
        except BaseException:
            await self.stop()
            raise
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.stop()


class Service(Protocol):
    """Anything that starts and stops: every service app, whatever its base class."""

    async def start(self) -> None: ...

    async def stop(self) -> None: ...


async def shut_down(app: Service) -> None:
    """Stop `app` and release what its `build_app` opened: `close()` where the app has one (the
    resolver and search apps, which own a store or an index), else `stop()`."""
    close = getattr(app, "close", None)
    if close is not None:
        await close()
    else:
        await app.stop()
