"""The composition root: the one place where adapters are chosen from settings.

Services and the embedded launcher ask here for their ports; nothing else imports an adapter
module, so swapping a backend is a settings change, not a code change.
"""

from __future__ import annotations

from quantward_bus import EventBus, InMemoryEventBus, RetryPolicy
from quantward_llm.port import ChatModel
from quantward_platform.market_data import MarketData
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
            topic_namespace=settings.topic_namespace,
            session_timeout_ms=settings.bus_session_timeout_ms,
            heartbeat_interval_ms=settings.bus_heartbeat_interval_ms,
            rebalance_timeout_ms=settings.bus_rebalance_timeout_ms,
        )
    return InMemoryEventBus(partitions=settings.bus_partitions, retry=retry)


def build_model(settings: Settings, *, model: str | None = None) -> ChatModel:
    """The OpenAI-compatible endpoint when `QW_MODEL_BASE_URL` (or `--model`) is set, else the
    offline reference policy, so a laptop without a key still runs every template."""
    if settings.model_base_url or model:
        from quantward_llm.openai_model import OpenAIChatModel

        return OpenAIChatModel(
            model or settings.model_name,
            base_url=settings.model_base_url,
            api_key=settings.model_api_key,
            timeout_s=settings.model_timeout_s,
        )
    from quantward_llm.offline import OfflineReferencePolicy

    return OfflineReferencePolicy()


def build_market_data(settings: Settings) -> MarketData:
    """The market data (prices, reported fundamentals, earnings calendar) research reads.

    Today one adapter exists, the embedded one: the shipped prices and the synthetic corpus'
    calendar and figures, built once per process and shared by every service in it. `settings`
    is where a deployment's own source (a database, a vendor API) will be chosen.
    """
    del settings  # no setting chooses another adapter yet
    from quantward_platform.embedded_market_data import EmbeddedMarketData

    return EmbeddedMarketData.default()
