"""Settings from the environment (`QW_…`), with embedded defaults that need no server.

Leaving a backend's address unset selects the embedded adapter; setting it selects the real one.
That is the whole switch between `quantward run` on a laptop and a distributed deployment.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Literal

from pydantic import AliasChoices, Field, SecretStr, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from quantward_bus.kafka_security import KafkaSecurity

if TYPE_CHECKING:  # grpc is imported only by a process that serves or calls gRPC
    from quantward_kit.grpc_security import GrpcSecurity

#: where the embedded adapters keep their files unless told otherwise
DATA_HOME = Path("~/.local/share/quantward")


class Settings(BaseSettings):
    """Process settings; every field can be set as `QW_<NAME>` in the environment."""

    model_config = SettingsConfigDict(
        env_prefix="QW_", extra="ignore", frozen=True, populate_by_name=True
    )

    kafka_bootstrap: str | None = Field(
        default=None, description="Kafka bootstrap servers; unset = in-process bus."
    )
    kafka_security_protocol: Literal["PLAINTEXT", "SSL", "SASL_PLAINTEXT", "SASL_SSL"] = Field(
        default="PLAINTEXT",
        description="How the Kafka clients connect: SSL = TLS, SASL_SSL = TLS and SASL "
        "authentication, SASL_PLAINTEXT = SASL without TLS.",
    )
    kafka_ssl_cafile: Path | None = Field(
        default=None,
        description="CA certificates (PEM) that signed the brokers' certificates; unset = the "
        "system's CAs. With SSL or SASL_SSL.",
    )
    kafka_ssl_certfile: Path | None = Field(
        default=None, description="Client certificate (PEM) for mutual TLS, with its key."
    )
    kafka_ssl_keyfile: Path | None = Field(
        default=None, description="Key (PEM) of the client certificate for mutual TLS."
    )
    kafka_sasl_mechanism: Literal["PLAIN", "SCRAM-SHA-256", "SCRAM-SHA-512"] = Field(
        default="SCRAM-SHA-512", description="SASL mechanism (with SASL_PLAINTEXT or SASL_SSL)."
    )
    kafka_sasl_username: str | None = Field(
        default=None, description="SASL user name: the service's principal on the brokers."
    )
    kafka_sasl_password: SecretStr | None = Field(
        default=None, description="SASL password (never logged)."
    )
    topic_namespace: str = Field(
        default="",
        pattern=r"^([a-z0-9][a-z0-9_\-]{0,40})?$",
        description="Prefix of every Kafka topic and group (environments sharing a cluster).",
    )
    service_name: str = Field(default="quantward", description="Producer name on events.")
    principal: str | None = Field(
        default=None,
        min_length=1,
        description="The deployment identity this process signs its events as (`guardian`, "
        "`researcher`…, see quantward_contracts.principals); unset = the service name.",
    )
    signing_key_file: Path | None = Field(
        default=None,
        description="The principal's Ed25519 private key (PKCS#8 PEM, a mounted secret): every "
        "event this process publishes is signed with it. Unset = events go unsigned.",
    )
    trusted_keys_file: Path | None = Field(
        default=None,
        description="JSON file of the principals' public keys: when set, replies (review "
        "decisions, task completions, verdicts…) are accepted only signed by a principal allowed "
        "to produce them; the rest are dead-lettered. Unset = no check.",
    )
    bus_partitions: int = Field(
        default=6, ge=1, description="Partitions of topics the bus creates."
    )
    bus_session_timeout_ms: int = Field(
        default=6_000,
        gt=0,
        description="Kafka consumer session timeout: how long after a member dies (SIGKILL, lost "
        "node) its partitions move to the rest of its group, hence most of the time before "
        "another orchestrator resumes its runs (measured: docs/operations/durable-runs.md). "
        "Lower = faster failover, but a member that misses heartbeats for this long (an event "
        "loop blocked, an overloaded host) is dropped and its work handed over. 6000 is the "
        "lowest a broker accepts by default; must lie within the broker's "
        "group.min/max.session.timeout.ms.",
    )
    bus_heartbeat_interval_ms: int = Field(
        default=1_000,
        gt=0,
        description="Kafka consumer heartbeat interval; below the session timeout, at most a "
        "third of it. Also how soon a live member learns of a rebalance (a member died or "
        "joined), so it bounds part of the failover time too.",
    )
    bus_rebalance_timeout_ms: int | None = Field(
        default=None,
        gt=0,
        description="How long a rebalance waits for members to finish the messages in flight on "
        "the partitions they give up; unset = the session timeout. Raise it above the longest "
        "handler when handlers run for minutes (research tasks), or a member still finishing "
        "is dropped from its group and its messages are redelivered.",
    )
    bus_dead_letter_poison: bool | None = Field(
        default=None,
        description="Whether this process's consumer groups write the dead letters of messages "
        "every group fails on alike (undecodable, or refused for their producer). Unset = only "
        "the recorder does (it reads every topic), so each such message is dead-lettered once, "
        "not once per group; the others log and count it. Set true on one service of a "
        "deployment that runs no recorder. Handler failures are always dead-lettered by the "
        "group that failed.",
    )
    run_handover_wait_s: float = Field(
        default=60.0,
        gt=0,
        le=86_400,
        description="How long a client following a run (`quantward run`) waits, after the run's "
        "orchestrator stopped and handed it over, for another instance to resume it; then it "
        "fails saying so (the run is not cancelled). Set it above the orchestrators' session "
        "timeout plus 20 s (a run waiting for its record says so at least that often).",
    )
    model_base_url: str | None = Field(
        default=None,
        validation_alias=AliasChoices("QW_MODEL_BASE_URL", "OPENAI_BASE_URL"),
        description="OpenAI-compatible endpoint, e.g. https://api.openai.com/v1 or "
        "http://localhost:11434/v1 (Ollama); unset = offline policy. `OPENAI_BASE_URL` is read "
        "when this is unset. Never shown with the user and password it may carry.",
    )
    model_api_key: SecretStr | None = Field(
        default=None,
        validation_alias=AliasChoices("QW_MODEL_API_KEY", "OPENAI_API_KEY"),
        description="Key for the model endpoint; `OPENAI_API_KEY` is read when this is unset. "
        "Never logged, never in an event, an error or JSON output.",
    )
    model_name: str = Field(default="gpt-4o-mini", description="Model name at the endpoint.")
    model_timeout_s: float = Field(
        default=60.0, gt=0, description="How long one attempt of a model call may take."
    )
    model_max_retries: int = Field(
        default=3, ge=0, le=10, description="Retries of a model call that failed transiently."
    )
    model_deadline_s: float = Field(
        default=180.0,
        gt=0,
        description="How long one model call may take in all, retries and waits included.",
    )
    health_host: str = Field(
        default="0.0.0.0",
        description="Interface the probe and metrics HTTP server binds (`quantward serve`); "
        "0.0.0.0 so the kubelet and Prometheus reach it; 127.0.0.1 keeps it on this machine.",
    )
    health_port: int = Field(
        default=8081,
        ge=0,
        le=65535,
        description="Port of the HTTP server with /livez, /readyz and /metrics that "
        "`quantward serve` starts; 0 lets the OS pick a free one (several services on one "
        "host).",
    )
    shutdown_grace_s: float = Field(
        default=25.0,
        gt=0,
        description="How long SIGTERM waits for in-flight work to finish before the process "
        "leaves anyway (what is unfinished is redelivered to another member); keep it below "
        "the pod's terminationGracePeriodSeconds.",
    )
    liveness_loop_stall_s: float = Field(
        default=10.0,
        gt=0,
        description="/livez fails when the event loop has not run the probe's heartbeat for "
        "this long (a handler blocking the loop).",
    )
    log_format: Literal["text", "json"] = Field(
        default="text",
        description="`json`: one JSON object per log line with run_id, trace_id and span_id "
        "(for log shippers); `text`: one readable line.",
    )
    log_level: Literal["DEBUG", "INFO", "WARNING", "ERROR"] = Field(
        default="INFO", description="Lowest level logged by `quantward serve`."
    )
    otlp_endpoint: str | None = Field(
        default=None,
        description="OTLP/HTTP endpoint traces are exported to, e.g. http://collector:4318 "
        "(`/v1/traces` is appended); unset = no tracing.",
    )
    trace_sample_ratio: float = Field(
        default=1.0,
        ge=0,
        le=1,
        description="Fraction of new traces (runs) recorded when QW_OTLP_ENDPOINT is set; a "
        "trace an event carries in is always continued as its producer decided.",
    )

    grpc_tls: bool = Field(
        default=False,
        description="Serve and call gRPC over TLS: a server needs QW_GRPC_TLS_CERTFILE and "
        "QW_GRPC_TLS_KEYFILE, a client checks the server's certificate against "
        "QW_GRPC_TLS_CAFILE (unset = the system's CAs) and its host name.",
    )
    grpc_tls_certfile: Path | None = Field(
        default=None,
        description="This process's certificate (PEM, with its chain) for gRPC: served by its "
        "server, presented as a client certificate to servers that demand one. Re-read when "
        "the file changes.",
    )
    grpc_tls_keyfile: Path | None = Field(
        default=None, description="Key (PEM) of QW_GRPC_TLS_CERTFILE."
    )
    grpc_tls_client_cafile: Path | None = Field(
        default=None,
        description="Server side: demand a client certificate signed by this CA (PEM) on every "
        "gRPC connection (mutual TLS); unset = no client certificate asked for.",
    )
    grpc_tls_cafile: Path | None = Field(
        default=None,
        description="Client side: CA (PEM) that signed the gRPC servers' certificates; unset = "
        "the system's CAs.",
    )
    grpc_token: SecretStr | None = Field(
        default=None,
        description="Bearer token of the deployment's gRPC: clients send it on every call, "
        "servers refuse calls without it (UNAUTHENTICATED; the standard grpc.health.v1 check "
        "is exempt). Unset = none sent or required. Never logged.",
    )
    grpc_token_also_accepted: SecretStr | None = Field(
        default=None,
        description="A second token servers accept (never sent): the one being rotated in or "
        "out (docs/operations/key-rotation.md).",
    )

    def kafka_security(self) -> KafkaSecurity:
        """The TLS / SASL options of this process's Kafka clients; ValueError naming the
        settings when they do not fit together (SASL without a user, a certificate without its
        key). Checked here, not by a validator, so the error never echoes the password."""
        password = self.kafka_sasl_password
        return KafkaSecurity(
            protocol=self.kafka_security_protocol,
            ssl_cafile=self.kafka_ssl_cafile,
            ssl_certfile=self.kafka_ssl_certfile,
            ssl_keyfile=self.kafka_ssl_keyfile,
            sasl_mechanism=self.kafka_sasl_mechanism,
            sasl_username=self.kafka_sasl_username,
            sasl_password=password.get_secret_value() if password else None,
        )

    def grpc_security(self) -> GrpcSecurity:
        """How this process serves and calls gRPC (TLS, token); GrpcSecurityError naming the
        settings when they do not fit together."""
        from quantward_kit.grpc_security import GrpcSecurity

        token, also = self.grpc_token, self.grpc_token_also_accepted
        return GrpcSecurity(
            tls=self.grpc_tls,
            certfile=self.grpc_tls_certfile,
            keyfile=self.grpc_tls_keyfile,
            client_cafile=self.grpc_tls_client_cafile,
            cafile=self.grpc_tls_cafile,
            token=token.get_secret_value() if token else None,
            also_accepted=also.get_secret_value() if also else None,
        )


class GraphSettings(Settings):
    """Which graph store a process opens: Neo4j when `QW_NEO4J_URI` is set, else SQLite."""

    graph_path: Path = Field(
        default=DATA_HOME / "graph.sqlite",
        validate_default=True,
        description="SQLite file of the embedded graph (used when QW_NEO4J_URI is unset); "
        "created and seeded with the shipped reference data on first use.",
    )
    neo4j_uri: str | None = Field(
        default=None, description="Neo4j bolt:// or neo4j:// URI; set = Neo4j graph backend."
    )
    neo4j_user: str = Field(default="neo4j", description="Neo4j user.")
    neo4j_password: SecretStr = Field(
        default=SecretStr(""), description="Neo4j password (never logged)."
    )
    neo4j_tls_cafile: Path | None = Field(
        default=None,
        description="CA (PEM) that signed the Neo4j server's certificate: the connection is "
        "encrypted and verified against it. Needs a bolt:// or neo4j:// URI (neo4j+s:// "
        "verifies against the system's CAs, neo4j+ssc:// encrypts without verifying).",
    )
    neo4j_namespace: str = Field(
        default="quantward",
        description="Namespace of the graph inside the Neo4j database (several graphs may share "
        "one database).",
    )

    @field_validator("graph_path")
    @classmethod
    def _expand_graph_path(cls, value: Path) -> Path:
        # "~" in an environment variable is not expanded by the shell when quoted.
        return value.expanduser()

    @property
    def graph_backend(self) -> str:
        """ "neo4j" when a Neo4j URI is configured, else "embedded" (for logs and the CLI)."""
        return "neo4j" if self.neo4j_uri else "embedded"


class SearchIndexSettings(Settings):
    """Which search index a process opens: Elasticsearch when `QW_ELASTICSEARCH_URL` is set,
    else OpenSearch when `QW_OPENSEARCH_URL` is, else the embedded tantivy folder (shared by
    every process on one disk). Elasticsearch comes first when both are set, as in the test
    rig's environment, which names every server it runs."""

    search_path: Path = Field(
        default=DATA_HOME / "search",
        validate_default=True,
        description="Folder of the embedded (tantivy) index.",
    )
    elasticsearch_url: str | None = Field(
        default=None, description="Use Elasticsearch at this URL instead of the embedded index."
    )
    elasticsearch_index: str = Field(
        default="quantward-chunks", min_length=1, description="Elasticsearch index name."
    )
    opensearch_url: str | None = Field(
        default=None, description="Use OpenSearch at this URL instead of the embedded index."
    )
    opensearch_index: str = Field(
        default="quantward-chunks", min_length=1, description="OpenSearch index name."
    )
    search_writer_wait_s: float = Field(
        default=120.0,
        gt=0,
        le=3600,
        description="How long a write to the embedded index waits for another process's "
        "write to finish before it fails.",
    )
    search_lock_wait_s: float = Field(
        default=600.0,
        gt=0,
        le=86_400,
        description="How long a process waits for another one seeding the corpus or loading "
        "documents into the same index folder before it fails.",
    )

    @field_validator("search_path")
    @classmethod
    def _expand_search_path(cls, value: Path) -> Path:
        return value.expanduser()

    @property
    def search_backend(self) -> str:
        """ "elasticsearch" or "opensearch" when its URL is configured, else "embedded"."""
        if self.elasticsearch_url:
            return "elasticsearch"
        return "opensearch" if self.opensearch_url else "embedded"


class PostgresTlsSettings(Settings):
    """How every PostgreSQL connection of a process is secured (`QW_POSTGRES_SSL…`): the record
    store's and the conversations', and the sandbox's usage counts, which may live in the same
    database. One set of variables, so a deployment names its CA and client certificate once."""

    postgres_sslmode: (
        Literal["disable", "allow", "prefer", "require", "verify-ca", "verify-full"] | None
    ) = Field(
        default=None,
        description="libpq sslmode of every PostgreSQL connection (record store, conversations, "
        "the sandbox's usage counts); verify-full checks the server's certificate and host name. "
        "Unset = what the DSN says (libpq's default: prefer). Overrides the DSN's own.",
    )
    postgres_sslrootcert: Path | None = Field(
        default=None,
        description="CA (PEM) that signed the PostgreSQL server's certificate (libpq "
        "sslrootcert), for sslmode verify-ca / verify-full.",
    )
    postgres_sslcert: Path | None = Field(
        default=None,
        description="Client certificate (PEM) for PostgreSQL's cert authentication, with "
        "QW_POSTGRES_SSLKEY.",
    )
    postgres_sslkey: Path | None = Field(
        default=None,
        description="Key (PEM) of QW_POSTGRES_SSLCERT; libpq wants it readable by this user only.",
    )

    def with_postgres_tls(self, dsn: str) -> str:
        """`dsn` with the TLS settings merged in, overriding the DSN's own. ValueError naming
        the settings when they do not fit."""
        if (self.postgres_sslcert is None) != (self.postgres_sslkey is None):
            raise ValueError(
                "QW_POSTGRES_SSLCERT and QW_POSTGRES_SSLKEY go together: set both or neither"
            )
        if self.postgres_sslmode == "disable" and (
            self.postgres_sslrootcert or self.postgres_sslcert
        ):
            raise ValueError(
                "QW_POSTGRES_SSLMODE=disable with certificate files set: choose a TLS sslmode "
                "(verify-full) or unset QW_POSTGRES_SSLROOTCERT / _SSLCERT"
            )
        tls = {
            "sslmode": self.postgres_sslmode,
            "sslrootcert": self.postgres_sslrootcert,
            "sslcert": self.postgres_sslcert,
            "sslkey": self.postgres_sslkey,
        }
        given = {key: str(value) for key, value in tls.items() if value is not None}
        if not given:
            return dsn
        from psycopg.conninfo import make_conninfo  # the records' `postgres` extra

        return make_conninfo(dsn, **given)


class RecordSettings(PostgresTlsSettings):
    """Which record store a process opens: PostgreSQL when `QW_POSTGRES_DSN` is set, else the
    embedded store (SQLite plus an artifact folder) under `QW_RECORDS_PATH`."""

    records_path: Path = Field(
        default=DATA_HOME / "records",
        validate_default=True,
        description="Folder of the embedded record store (used when QW_POSTGRES_DSN is unset).",
    )
    postgres_dsn: SecretStr | None = Field(
        default=None,
        description="libpq DSN of the PostgreSQL database of the record store (never logged).",
    )
    records_schema: str = Field(
        default="quantward_records",
        pattern=r"^[a-z_][a-z0-9_]{0,62}$",
        description="PostgreSQL schema of the record store's tables (one per deployment).",
    )
    postgres_retry_s: float = Field(
        default=2.0,
        gt=0,
        description="While the record store's PostgreSQL cannot be reached, how long calls (runs "
        "and their records, and the API's keys, sessions and rate limits) fail at once as "
        "unavailable (the API's 503 with Retry-After) before a connection is tried again.",
    )
    postgres_timeout_s: float = Field(
        default=5.0,
        gt=0,
        description="Longest wait on the record store's PostgreSQL: for a connection to open "
        "(libpq connect_timeout: whole seconds, 2 at least) and, for the API's rate check, for "
        "its answer.",
    )

    @field_validator("records_path")
    @classmethod
    def _expand_records_path(cls, value: Path) -> Path:
        return value.expanduser()

    def postgres_conninfo(self) -> str | None:
        """The libpq connection string every PostgreSQL connection of this process opens: the
        DSN with the TLS settings (`QW_POSTGRES_SSL…`) merged in, overriding the DSN's own;
        None when no DSN is set. ValueError naming the settings when they do not fit."""
        if self.postgres_dsn is None:
            return None
        return self.with_postgres_tls(self.postgres_dsn.get_secret_value())
