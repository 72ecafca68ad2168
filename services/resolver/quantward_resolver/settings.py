"""The resolver's settings (`QW_…` environment variables), on top of the process settings.

Like every quantward setting, leaving a server's address unset selects the embedded adapter:
without `QW_NEO4J_URI` the graph is one SQLite file under the user's data folder, seeded with the
shipped reference data, so `quantward resolve Siemens` works on a fresh laptop with no server.
"""

from __future__ import annotations

from pathlib import Path

from pydantic import Field, SecretStr, field_validator
from pydantic_settings import SettingsConfigDict

from quantward_runtime.settings import Settings

DEFAULT_GRAPH_PATH = Path("~/.local/share/quantward/graph.sqlite")


class ResolverSettings(Settings):
    """Graph backend, gRPC port and (inherited) bus settings of the resolver service."""

    model_config = SettingsConfigDict(env_prefix="QW_", extra="ignore", frozen=True)

    service_name: str = Field(
        default="resolver", description="Producer name on the events the resolver publishes."
    )
    graph_path: Path = Field(
        default=DEFAULT_GRAPH_PATH,
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
    neo4j_namespace: str = Field(
        default="quantward",
        description="Namespace of the graph inside the Neo4j database (several graphs may share "
        "one database).",
    )
    resolver_grpc_host: str = Field(
        default="127.0.0.1",
        description="Interface the gRPC server binds; 0.0.0.0 inside a container.",
    )
    resolver_grpc_port: int = Field(
        default=0, ge=0, le=65535, description="gRPC port; 0 lets the OS pick a free one."
    )

    @field_validator("graph_path")
    @classmethod
    def _expand(cls, value: Path) -> Path:
        # "~" in an environment variable is not expanded by the shell when quoted.
        return value.expanduser()

    @property
    def graph_backend(self) -> str:
        """ "neo4j" when a Neo4j URI is configured, else "embedded" (for logs and the CLI)."""
        return "neo4j" if self.neo4j_uri else "embedded"
