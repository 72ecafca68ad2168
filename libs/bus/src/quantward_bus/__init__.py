"""The event bus: one `EventBus` port, an in-process adapter and a Kafka adapter."""

from quantward_bus.dedupe import DedupeStore, InMemoryDedupeStore, SqliteDedupeStore
from quantward_bus.identity import EphemeralKeys, KeyFileError, ProducerVerifier, Signer
from quantward_bus.memory_bus import InMemoryEventBus
from quantward_bus.policy import LivenessPolicy, RetryPolicy
from quantward_bus.port import (
    BatchHandler,
    Delivered,
    EventBus,
    Handler,
    OnRevoke,
    RawMessage,
    StartFrom,
    Subscription,
    SubscriptionHealth,
    SubscriptionStats,
)
from quantward_bus.signed_bus import SignedBus

__all__ = [
    "BatchHandler",
    "DedupeStore",
    "Delivered",
    "EphemeralKeys",
    "EventBus",
    "Handler",
    "InMemoryDedupeStore",
    "InMemoryEventBus",
    "KeyFileError",
    "LivenessPolicy",
    "OnRevoke",
    "ProducerVerifier",
    "RawMessage",
    "RetryPolicy",
    "SignedBus",
    "Signer",
    "SqliteDedupeStore",
    "StartFrom",
    "Subscription",
    "SubscriptionHealth",
    "SubscriptionStats",
]
