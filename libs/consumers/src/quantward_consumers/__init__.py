"""quantward's consumer kit: follow the public events with FastStream, typed and idempotent."""

from quantward_consumers.seen import MemorySeenSet, SeenSet, SqliteSeenSet
from quantward_consumers.subscribers import PUBLIC_EVENTS, ConsumerStats, PublicEvents
from quantward_consumers.trust import TrustedKeysError, TrustedProducers

__all__ = [
    "PUBLIC_EVENTS",
    "ConsumerStats",
    "MemorySeenSet",
    "PublicEvents",
    "SeenSet",
    "SqliteSeenSet",
    "TrustedKeysError",
    "TrustedProducers",
]
