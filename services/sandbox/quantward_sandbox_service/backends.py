"""Which isolation backend this process runs code with, chosen once in `build_app`.

Bubblewrap when the sandbox library ships it, or Kubernetes when the settings ask for it;
otherwise a backend that refuses every execution
with `IsolationUnavailable`, so the service says clearly that it cannot isolate code rather than
ever running it unsandboxed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import quantward_sandbox
from quantward_sandbox import (
    ExecutionRequest,
    ExecutionResult,
    IsolationUnavailable,
    SandboxBackend,
)

if TYPE_CHECKING:
    from quantward_sandbox_service.settings import SandboxSettings


class NoIsolation:
    """Refuses to run anything: the stand-in when no isolating backend is available."""

    def __init__(self, why: str) -> None:
        self.why = why

    async def execute(self, req: ExecutionRequest) -> ExecutionResult:
        raise IsolationUnavailable(self.why)

    def describe(self) -> str:
        return f"no isolation available ({self.why}); code is refused, never run unsandboxed"


def default_backend() -> SandboxBackend:
    """The bubblewrap backend of `quantward_sandbox`, or `NoIsolation` saying it is missing."""
    bubblewrap = getattr(quantward_sandbox, "BubblewrapBackend", None)
    if bubblewrap is None:
        return NoIsolation("this build of quantward_sandbox has no bubblewrap backend")
    backend: SandboxBackend = bubblewrap()
    return backend


def kubernetes_backend(settings: SandboxSettings) -> SandboxBackend:
    """A Pod per execution (settings `sandbox_kube_*`), or `NoIsolation` saying what is missing."""
    from quantward_sandbox.kubernetes_backend import KubernetesBackend, KubernetesSandboxSettings

    missing = [
        name
        for name in ("sandbox_kube_image", "sandbox_gateway_advertise")
        if not getattr(settings, name)
    ]
    if missing:
        return NoIsolation(
            f"the kubernetes backend needs {', '.join(missing)} (QW_{missing[0].upper()}); "
            "the chart sets them"
        )
    try:
        backend: SandboxBackend = KubernetesBackend(
            KubernetesSandboxSettings(
                image=str(settings.sandbox_kube_image),
                namespace=settings.sandbox_kube_namespace,
                runtime_class=settings.sandbox_kube_runtime_class or None,
                python=settings.sandbox_kube_python,
                gateway_pod_labels=dict(settings.sandbox_kube_gateway_labels),
                gateway_namespace=settings.sandbox_kube_gateway_namespace,
                gateway_port=settings.sandbox_gateway_port,
                start_timeout_s=settings.sandbox_kube_start_timeout_s,
                manage_policy=settings.sandbox_kube_manage_policy,
            ),
            max_concurrent=settings.sandbox_workers,
        )
    except IsolationUnavailable as exc:
        return NoIsolation(str(exc))
    except Exception as exc:  # no kubeconfig, no in-cluster account
        return NoIsolation(f"the Kubernetes API is not configured ({type(exc).__name__}: {exc})")
    return backend
