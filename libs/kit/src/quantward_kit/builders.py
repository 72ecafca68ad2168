"""The composition root: the one place where adapters are chosen from settings.

Every service's `build_app`, `quantward serve` and the embedded launcher get their ports from
these builders, so embedded and served processes are wired alike and swapping a backend is a
settings change, not a code change. A builder only opens an adapter; seeding data into it is
the owning service's job (the resolver seeds the graph, the search service the corpus).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from quantward_bus import EventBus, InMemoryEventBus, ProducerVerifier, RetryPolicy, Signer
from quantward_bus.identity import KeyFileError, load_trusted_keys
from quantward_contracts.principals import PRINCIPALS
from quantward_graph import EmbeddedGraphStore, GraphStore
from quantward_kit.settings import GraphSettings, RecordSettings, SearchIndexSettings, Settings
from quantward_llm.port import ChatModel
from quantward_search import SearchIndex

if TYPE_CHECKING:  # types only: importing them loads numpy and the records' drivers
    from quantward_platform.market_data import MarketData
    from quantward_records import RecordStore


def build_signer(settings: Settings) -> Signer | None:
    """The process's signer when `QW_SIGNING_KEY_FILE` is set: as `QW_PRINCIPAL`, else as the
    service name. A name that is no principal fails here, at start, rather than every reply
    being refused later."""
    if settings.signing_key_file is None:
        return None
    principal = settings.principal or settings.service_name
    if principal not in PRINCIPALS:
        raise KeyFileError(
            f"QW_SIGNING_KEY_FILE is set but {principal!r} is not a principal; set QW_PRINCIPAL "
            f"to the one its key belongs to: {', '.join(PRINCIPALS)} (the CLI signs as `cli`)"
        )
    return Signer.from_file(principal, settings.signing_key_file)


def build_verifier(settings: Settings) -> ProducerVerifier | None:
    """The producer check when `QW_TRUSTED_KEYS_FILE` is set."""
    if settings.trusted_keys_file is None:
        return None
    return ProducerVerifier(load_trusted_keys(settings.trusted_keys_file))


def build_bus(settings: Settings, *, retry: RetryPolicy | None = None) -> EventBus:
    """Kafka when `QW_KAFKA_BOOTSTRAP` is set, else the in-process bus; signing and checking
    producers when their key settings are set."""
    signer, verifier = build_signer(settings), build_verifier(settings)
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
            signer=signer,
            verifier=verifier,
            security=settings.kafka_security(),
            dead_letter_poison=dead_letters_poison(settings),
        )
    return InMemoryEventBus(
        partitions=settings.bus_partitions, retry=retry, signer=signer, verifier=verifier
    )


def dead_letters_poison(settings: Settings) -> bool:
    """Whether this process dead-letters undecodable and refused messages (see the setting):
    by default only the recorder, the one group that reads every topic."""
    if settings.bus_dead_letter_poison is not None:
        return settings.bus_dead_letter_poison
    return (settings.principal or settings.service_name) == "recorder"


class ModelSettingError(ValueError):
    """The model settings cannot work as given; the message names the setting and the fix."""


def build_model(settings: Settings, *, model: str | None = None) -> ChatModel:
    """The OpenAI-compatible endpoint when `QW_MODEL_BASE_URL` is set, else the offline
    reference policy, so a laptop without a key still runs every template.

    `--model` alone never picks an endpoint: a model name without a base URL is refused rather
    than sent (with the key) to the public OpenAI API by a client library's default.
    """
    if model and not settings.model_base_url:
        raise ModelSettingError(
            f"--model {model} needs an endpoint: set QW_MODEL_BASE_URL (or OPENAI_BASE_URL), "
            "e.g. https://api.openai.com/v1 for OpenAI or http://localhost:11434/v1 for Ollama"
        )
    if settings.model_base_url:
        from quantward_llm.openai_model import OpenAIChatModel

        key = settings.model_api_key
        return OpenAIChatModel(
            model or settings.model_name,
            base_url=settings.model_base_url,
            api_key=key.get_secret_value() if key else None,
            timeout_s=settings.model_timeout_s,
            max_retries=settings.model_max_retries,
            deadline_s=settings.model_deadline_s,
            key_setting="QW_MODEL_API_KEY (or OPENAI_API_KEY)",
        )
    from quantward_policy import OfflineReferencePolicy

    return OfflineReferencePolicy()


async def open_graph_store(settings: GraphSettings) -> GraphStore:
    """Neo4j when `QW_NEO4J_URI` is set, else the SQLite file at `QW_GRAPH_PATH` (unseeded)."""
    if settings.neo4j_uri:
        try:
            from quantward_graph.neo4j_graph import Neo4jGraphStore
        except ImportError as exc:
            raise RuntimeError(
                "QW_NEO4J_URI is set but the Neo4j driver is not installed; install the extra: "
                "`pip install 'quantward-graph[neo4j]'`"
            ) from exc
        return await Neo4jGraphStore.connect(
            settings.neo4j_uri,
            user=settings.neo4j_user,
            password=settings.neo4j_password.get_secret_value(),
            namespace=settings.neo4j_namespace,
            tls_cafile=settings.neo4j_tls_cafile,
        )
    return EmbeddedGraphStore(settings.graph_path)


async def open_search_index(settings: SearchIndexSettings) -> SearchIndex:
    """Elasticsearch when `QW_ELASTICSEARCH_URL` is set, else OpenSearch when
    `QW_OPENSEARCH_URL` is, else the tantivy folder (unseeded)."""
    if settings.elasticsearch_url:
        try:
            from quantward_search.elasticsearch_index import ElasticsearchSearchIndex
        except ImportError as exc:
            raise RuntimeError(
                "QW_ELASTICSEARCH_URL is set but the Elasticsearch client is not installed; "
                "install the extra: `pip install 'quantward-search[elasticsearch]'`"
            ) from exc
        return await ElasticsearchSearchIndex.connect(
            settings.elasticsearch_url, settings.elasticsearch_index
        )
    if settings.opensearch_url:
        try:
            from quantward_search.opensearch_index import OpenSearchSearchIndex
        except ImportError as exc:
            raise RuntimeError(
                "QW_OPENSEARCH_URL is set but the OpenSearch client is not installed; "
                "install the extra: `pip install 'quantward-search[opensearch]'`"
            ) from exc
        return await OpenSearchSearchIndex.connect(
            settings.opensearch_url, settings.opensearch_index
        )
    from quantward_search.tantivy_index import TantivySearchIndex

    settings.search_path.mkdir(parents=True, exist_ok=True)
    return TantivySearchIndex(settings.search_path, writer_wait_s=settings.search_writer_wait_s)


def build_market_data(settings: Settings) -> MarketData:
    """The market data (prices, reported fundamentals, earnings calendar) research reads.

    Today one adapter exists, the embedded one: the shipped prices and the synthetic corpus'
    calendar and figures, built once per process and shared by every service in it. It comes
    with the demo-only generator, so it is the kit's `demo` extra, not a dependency: a service
    installed alone does not have it, and is then given its `MarketData` by its caller.
    `settings` is where a deployment's own source (a database, a vendor API) will be chosen.
    """
    del settings  # no setting chooses another adapter yet
    try:
        from quantward_democorpus.market_data import EmbeddedMarketData
    except ImportError as exc:
        raise RuntimeError(
            "no market data: the embedded adapter (shipped prices, the demo corpus' calendar "
            "and figures) is not installed; install the extra `pip install 'quantward-kit[demo]'` "
            "or pass `market_data=` to build_app"
        ) from exc
    return EmbeddedMarketData.default()


def open_record_store(settings: RecordSettings) -> RecordStore:
    """PostgreSQL when `QW_POSTGRES_DSN` is set, else the embedded store at `QW_RECORDS_PATH`."""
    if settings.postgres_dsn is not None:
        try:
            from quantward_records.postgres_store import PostgresRecordStore
        except ImportError as exc:
            raise RuntimeError(
                "QW_POSTGRES_DSN is set but the PostgreSQL driver is not installed; install the "
                "extra: `pip install 'quantward-records[postgres]'`"
            ) from exc
        conninfo = settings.postgres_conninfo()
        assert conninfo is not None
        return PostgresRecordStore.connect(
            conninfo,
            settings.records_schema,
            retry_s=settings.postgres_retry_s,
            timeout_s=settings.postgres_timeout_s,
        )
    from quantward_records.sqlite_store import SqliteRecordStore

    return SqliteRecordStore(settings.records_path)
