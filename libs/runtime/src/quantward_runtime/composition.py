"""The composition root: the one place where adapters are chosen from settings.

Services and the embedded launcher ask here for their ports; nothing else imports an adapter
module, so swapping a backend is a settings change, not a code change.
"""

from __future__ import annotations

from quantward_bus import EventBus, InMemoryEventBus, RetryPolicy
from quantward_runtime.settings import Settings


def build_bus(settings: Settings, *, retry: RetryPolicy | None = None) -> EventBus:
    """Kafka when `QW_KAFKA_BOOTSTRAP` is set, else the in-process bus."""
    if settings.kafka_bootstrap:
        from quantward_bus.kafka_bus import KafkaEventBus

        return KafkaEventBus(
            settings.kafka_bootstrap,
            client_id=settings.service_name,
            retry=retry,
            partitions=settings.bus_partitions,
        )
    return InMemoryEventBus(partitions=settings.bus_partitions, retry=retry)
