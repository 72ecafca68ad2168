"""Settings from the environment (`QW_…`), with embedded defaults that need no server.

Leaving a backend's address unset selects the embedded adapter; setting it selects the real one.
That is the whole switch between `quantward run` on a laptop and a distributed deployment.
"""

from __future__ import annotations

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    """Process settings; every field can be set as `QW_<NAME>` in the environment."""

    model_config = SettingsConfigDict(env_prefix="QW_", extra="ignore", frozen=True)

    kafka_bootstrap: str | None = Field(
        default=None, description="Kafka bootstrap servers; unset = in-process bus."
    )
    service_name: str = Field(default="quantward", description="Producer name on events.")
    bus_partitions: int = Field(
        default=6, ge=1, description="Partitions of topics the bus creates."
    )
