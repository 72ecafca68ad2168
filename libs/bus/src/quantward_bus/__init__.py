"""The event bus: one `EventBus` port, an in-process adapter and a Kafka adapter."""

from quantward_bus.dedupe import DedupeStore, InMemoryDedupeStore, SqliteDedupeStore
from quantward_bus.memory_bus import InMemoryEventBus
from quantward_bus.policy import LivenessPolicy, RetryPolicy
from quantward_bus.port import (
    EventBus,
    Handler,
    OnRevoke,
    RawMessage,
    StartFrom,
    Subscription,
    SubscriptionHealth,
    SubscriptionStats,
)

__all__ = [
    "DedupeStore",
    "EventBus",
    "Handler",
    "InMemoryDedupeStore",
    "InMemoryEventBus",
    "LivenessPolicy",
    "OnRevoke",
    "RawMessage",
    "RetryPolicy",
    "SqliteDedupeStore",
    "StartFrom",
    "Subscription",
    "SubscriptionHealth",
    "SubscriptionStats",
]
