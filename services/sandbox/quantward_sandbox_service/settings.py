"""Sandbox service settings (environment `QW_…`)."""

from __future__ import annotations

import secrets
import tempfile
from pathlib import Path
from typing import Literal

from pydantic import Field, SecretStr

from quantward_kit.settings import PostgresTlsSettings, SearchIndexSettings


class SandboxSettings(SearchIndexSettings, PostgresTlsSettings):
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
    sandbox_usage_dsn: SecretStr | None = Field(
        default=None,
        description="PostgreSQL DSN where every replica counts per-user usage, so the per-user "
        "quota is one quota across them; unset = this process's memory. Secured by the same "
        "QW_POSTGRES_SSL… settings as the record store.",
    )
    sandbox_usage_schema: str = Field(
        default="quantward_gateway", description="Schema of the shared usage table."
    )
    platform_service_key: SecretStr = Field(
        default_factory=lambda: SecretStr(secrets.token_urlsafe(32)),
        description="The platform's credential the gateway attaches to data-backend calls; the "
        "sandboxed code never sees it. Unset = a random key for this process.",
    )
    sandbox_warm: bool = Field(
        default=True,
        description="bubblewrap backend: at start, compile numpy, pandas, matplotlib and the "
        "platform library to bytecode on the host (the read-only sandbox cannot), so `import "
        "pandas` in the sandbox does not compile it again in every execution.",
    )
    sandbox_backend: Literal["bubblewrap", "kubernetes"] = Field(
        default="bubblewrap",
        description="Where code runs: bubblewrap on this machine (the gateway a unix socket per "
        "execution), or kubernetes (a Pod per execution in sandbox_kube_namespace, reaching the "
        "gateway over TCP with a one-time token per execution).",
    )
    sandbox_gateway_bind: str = Field(
        default="0.0.0.0",
        description="kubernetes backend: the address the gateway's TCP listener binds.",
    )
    sandbox_gateway_port: int = Field(
        default=8443,
        ge=0,
        le=65535,
        description="kubernetes backend: the gateway's TCP port (0: any free port, for tests).",
    )
    sandbox_gateway_advertise: str | None = Field(
        default=None,
        description="kubernetes backend: the address sandbox Pods connect to, this replica's own "
        "(it holds the execution's session): the Pod IP from the downward API (the chart sets "
        "it). Required with the kubernetes backend.",
    )
    sandbox_kube_namespace: str = Field(
        default="quantward-sandbox", description="kubernetes backend: the namespace of the Pods."
    )
    sandbox_kube_image: str | None = Field(
        default=None,
        description="kubernetes backend: the image of the Pods (the platform's own image: the "
        "same interpreter and venv). Required with the kubernetes backend.",
    )
    sandbox_kube_python: str = Field(
        default="/opt/quantward/bin/python",
        description="kubernetes backend: the interpreter in the image.",
    )
    sandbox_kube_runtime_class: str | None = Field(
        default="gvisor",
        description="kubernetes backend: a RuntimeClass with a kernel of its own (gVisor, Kata); "
        "a missing one refuses every execution. Empty only for a cluster that has none.",
    )
    sandbox_kube_gateway_namespace: str = Field(
        default="quantward",
        description="kubernetes backend: the namespace of this service's Pods (the egress the "
        "sandbox NetworkPolicy allows).",
    )
    sandbox_kube_gateway_labels: dict[str, str] = Field(
        default_factory=lambda: {"app.kubernetes.io/component": "sandbox"},
        description="kubernetes backend: labels of this service's Pods (JSON); sandbox Pods may "
        "reach only Pods with these labels, on sandbox_gateway_port.",
    )
    sandbox_kube_manage_policy: bool = Field(
        default=True,
        description="kubernetes backend: create the sandbox namespace's NetworkPolicy at start; "
        "false (the chart, which creates it): only check it exists, so the service needs no "
        "right to change what sandboxes may reach.",
    )
    sandbox_kube_start_timeout_s: float = Field(
        default=60.0, gt=0, description="kubernetes backend: how long a Pod may take to start."
    )
