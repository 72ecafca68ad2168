"""A view of a shared bus that publishes as one principal: what each service of the embedded
platform is given, so services sharing one in-process bus still sign as themselves.

Everything but publishing goes to the shared bus unchanged (subscriptions, health, waits); the
view neither starts nor stops it, since its owner (the launcher) does.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from types import TracebackType
from typing import Self

from quantward_bus.base import BaseEventBus, traced
from quantward_bus.identity import Signer
from quantward_bus.port import (
    BatchHandler,
    EventBus,
    Handler,
    OnRevoke,
    StartFrom,
    Subscription,
    SubscriptionHealth,
)
from quantward_contracts import AnyEvent, DeadLetter, Event


class SignedBus:
    """An :class:`~quantward_bus.port.EventBus` that signs with `signer` and otherwise is `bus`."""

    def __init__(self, bus: EventBus, signer: Signer) -> None:
        self.inner = bus
        self.signer = signer

    @property
    def principal(self) -> str:
        return self.signer.principal

    async def start(self) -> None:
        """Nothing: the shared bus is started by its owner."""

    async def stop(self) -> None:
        """Nothing: the shared bus is stopped by its owner."""

    async def publish(self, event: Event, *, topic: str | None = None) -> None:
        if isinstance(self.inner, BaseEventBus):  # encoded once, signed over those bytes
            await self.inner.publish_as(self.signer, event, topic=topic)
            return
        # The trace context is part of what is signed, so it is set before signing.
        await self.inner.publish(self.signer.sign(traced(event)), topic=topic)

    async def publish_many(self, events: Sequence[Event], *, topic: str | None = None) -> None:
        if isinstance(self.inner, BaseEventBus):
            await self.inner.publish_many_as(self.signer, events, topic=topic)
            return
        await self.inner.publish_many([self.signer.sign(traced(e)) for e in events], topic=topic)

    async def publish_raw(self, topic: str, value: bytes, *, key: str | None = None) -> None:
        await self.inner.publish_raw(topic, value, key=key)

    async def subscribe(
        self,
        topics: str | Sequence[str],
        *,
        group: str,
        handler: Handler[AnyEvent],
        accept: Collection[type[Event]] | None = None,
        name: str | None = None,
        concurrency: int = 1,
        start: StartFrom = "earliest",
        on_revoke: OnRevoke = "finish",
        ephemeral: bool = False,
    ) -> Subscription:
        return await self.inner.subscribe(
            topics,
            group=group,
            handler=handler,
            accept=accept,
            name=name,
            concurrency=concurrency,
            start=start,
            on_revoke=on_revoke,
            ephemeral=ephemeral,
        )

    async def subscribe_batches(
        self,
        topics: str | Sequence[str],
        *,
        group: str,
        handler: BatchHandler[AnyEvent],
        accept: Collection[type[Event]] | None = None,
        name: str | None = None,
        max_batch: int = 500,
        linger_s: float = 0.005,
        in_flight: int = 2,
        start: StartFrom = "earliest",
    ) -> Subscription:
        return await self.inner.subscribe_batches(
            topics,
            group=group,
            handler=handler,
            accept=accept,
            name=name,
            max_batch=max_batch,
            linger_s=linger_s,
            in_flight=in_flight,
            start=start,
        )

    async def subscribe_dead_letters(
        self, *, group: str, handler: Handler[DeadLetter], name: str | None = None
    ) -> Subscription:
        return await self.inner.subscribe_dead_letters(group=group, handler=handler, name=name)

    def health(self) -> list[SubscriptionHealth]:
        return self.inner.health()

    async def wait_consumed(self, group: str, topics: Sequence[str], *, timeout_s: float) -> None:
        await self.inner.wait_consumed(group, topics, timeout_s=timeout_s)

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        return None
