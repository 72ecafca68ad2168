"""Sandbox service settings (environment `QW_…`)."""

from __future__ import annotations

import secrets
import tempfile
from pathlib import Path

from pydantic import Field, SecretStr

from quantward_kit.settings import SearchIndexSettings


class SandboxSettings(SearchIndexSettings):
    service_name: str = "sandbox"
    sandbox_group: str = Field(
        default="sandbox", description="Consumer group; instances of it share the executions."
    )
    sandbox_socket_dir: Path = Field(
        default_factory=lambda: Path(tempfile.gettempdir()) / "quantward-gateway",
        description="Where the gateway's per-execution sockets are created (owner-only; short: "
        "a unix socket path holds at most 107 bytes).",
    )
    sandbox_workers: int = Field(
        default=4, ge=1, le=64, description="Executions one process runs at once."
    )
    sandbox_max_wall_s: float = Field(
        default=120.0, gt=0, description="Upper bound on a request's timeout_s (wall seconds)."
    )
    sandbox_calls_per_execution: int = Field(
        default=200, ge=1, description="Gateway quota: platform calls one execution may make."
    )
    sandbox_units_per_execution: int = Field(
        default=500_000, ge=1, description="Gateway quota: rows one execution may read."
    )
    sandbox_units_per_user: int | None = Field(
        default=None, ge=1, description="Gateway quota: rows one user may read (process life)."
    )
    platform_service_key: SecretStr = Field(
        default_factory=lambda: SecretStr(secrets.token_urlsafe(32)),
        description="The platform's credential the gateway attaches to data-backend calls; the "
        "sandboxed code never sees it. Unset = a random key for this process.",
    )
