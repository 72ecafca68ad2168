"""The resolver's settings (`QW_…` environment variables), on top of the process settings.

Like every quantward setting, leaving a server's address unset selects the embedded adapter:
without `QW_NEO4J_URI` the graph is one SQLite file under the user's data folder, seeded with the
shipped reference data, so `quantward resolve Siemens` works on a fresh laptop with no server.
"""

from __future__ import annotations

from pydantic import Field
from pydantic_settings import SettingsConfigDict

from quantward_kit.settings import GraphSettings


class ResolverSettings(GraphSettings):
    """Graph backend, gRPC port and (inherited) bus settings of the resolver service."""

    model_config = SettingsConfigDict(env_prefix="QW_", extra="ignore", frozen=True)

    service_name: str = Field(
        default="resolver", description="Producer name on the events the resolver publishes."
    )
    resolver_grpc_host: str = Field(
        default="127.0.0.1",
        description="Interface the gRPC server binds; 0.0.0.0 inside a container.",
    )
    resolver_grpc_port: int = Field(
        default=0, ge=0, le=65535, description="gRPC port; 0 lets the OS pick a free one."
    )
