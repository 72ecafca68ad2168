"""The Kubernetes backend: each execution a Pod in a sandbox namespace, created and watched with
the official `kubernetes` client (the `kubernetes` extra of quantward-sandbox).

The Pod is as closed as the API allows: a restricted RuntimeClass (gVisor or Kata: a kernel of
its own, so a kernel bug is not a node escape), no service-account token, no service links
(Kubernetes would otherwise put every Service's address into the environment), an empty
environment, non-root user, all capabilities dropped, no privilege escalation, a read-only root
filesystem, RuntimeDefault seccomp, a size-limited scratch and /tmp, CPU/memory/storage limits,
`activeDeadlineSeconds` for the wall limit, and the launcher's rlimits inside. A deny-all
NetworkPolicy on every sandbox Pod lets egress reach only the gateway's Pods on the gateway's
port (and nothing reaches the sandbox). The code, the launchers and the input files travel in a
ConfigMap of their own; the execution's one-time gateway token in a Secret of its own, mounted
for the Pod's launcher (`pod_launcher.py`), which spends it before the code starts. Both are
deleted with the Pod.

The Pod's log is written by that launcher as records (stdout, stderr and the files left under
/scratch/out), so stderr comes back apart from stdout and the files come back although the Pod's
filesystem is gone. The gateway is reached over TCP with `ExecutionRequest.gateway_ticket`; a
host `gateway_socket` is refused.
"""

from __future__ import annotations

import asyncio
import base64
import json
import math
import threading
import time
import uuid
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from quantward_sandbox import launcher, outputs, pod_launcher
from quantward_sandbox.port import (
    SANDBOX_SCRATCH,
    ExecutionRequest,
    ExecutionResult,
    ExecutionStatus,
    IsolationUnavailable,
    KilledBy,
    SandboxInputError,
    check_scratch_name,
)

SANDBOX_LABEL = "quantward.io/sandbox"
POLICY_NAME = "quantward-sandbox-deny-all-but-gateway"
#: what the Pod runs, shipped in its ConfigMap (the Pod runs the code of the backend creating it)
_LAUNCHERS = {
    "launcher.py": Path(launcher.__file__).read_text(),
    "outputs.py": Path(outputs.__file__).read_text(),
    "pod_launcher.py": Path(pod_launcher.__file__).read_text(),
}
_CODE_DIR = "/run/quantward/code"
_INPUT_DIR = "/run/quantward/input"
_TOKEN_DIR = "/run/quantward/token"
#: seconds past the wall limit before Kubernetes kills the Pod (the launcher kills the code at
#: the wall limit itself and then still reports its output and files)
_DEADLINE_GRACE_S = 10
_CONFIG_MAP_BUDGET = 900 * 1024  # the API server refuses objects over 1 MiB
_COPY_INPUTS = (
    "import shutil; shutil.copytree({src!r}, {dst!r}, dirs_exist_ok=True, "
    "ignore=lambda d, names: [n for n in names if n.startswith('..')])"
)


@dataclass(frozen=True, slots=True)
class KubernetesSandboxSettings:
    """Where and how sandbox Pods run. The image must hold the same interpreter and venv."""

    image: str
    namespace: str = "quantward-sandbox"
    runtime_class: str | None = "gvisor"
    """A RuntimeClass with a kernel of its own (gVisor, Kata); None only for a cluster that
    has none (the Pod then shares the node's kernel: see ADR 0024)."""
    python: str = "/opt/quantward/bin/python"
    gateway_pod_labels: dict[str, str] = field(default_factory=dict)
    """Labels of the gateway's Pods: the only egress the NetworkPolicy allows."""
    gateway_namespace: str = "quantward"
    gateway_port: int = 8443
    cpu: str = "1"
    start_timeout_s: float = 60.0
    """How long a Pod may take to be scheduled and started before the request fails."""
    manage_policy: bool = True
    """Create or update the sandbox NetworkPolicy at start. False: only check it exists (a chart
    that creates it, so the service needs no right to change what sandboxes may reach)."""
    outputs_bytes: int = 4 * 1024 * 1024
    """Files under /scratch/out returned, in all: they travel in the Pod's log, which the
    kubelet rotates at 10 MiB by default (base64 and both streams must fit beside them)."""


class KubernetesBackend:
    """Runs each request as a Pod; see the module docstring. `api` is a configured ApiClient."""

    def __init__(
        self, settings: KubernetesSandboxSettings, api: Any | None = None, max_concurrent: int = 8
    ) -> None:
        try:
            from kubernetes import client, config
        except ImportError:  # pragma: no cover - the extra is installed in the workspace
            raise IsolationUnavailable(
                "the Kubernetes sandbox needs the kubernetes client: install "
                "quantward-sandbox[kubernetes]"
            ) from None
        loader: Any = config  # partly untyped
        if api is None:
            try:
                loader.load_incluster_config()
            except loader.ConfigException:
                loader.load_kube_config()
            api = client.ApiClient()
        self._settings = settings
        # Any: the client's stubs want its model classes; the bodies here are plain manifests.
        self._core: Any = client.CoreV1Api(api)
        self._networking: Any = client.NetworkingV1Api(api)
        self._node: Any = client.NodeV1Api(api)
        self._client: Any = client
        self._pool = ThreadPoolExecutor(max_concurrent, thread_name_prefix="kube-sandbox")
        self._ready = False
        self._lock = threading.Lock()

    def describe(self) -> str:
        s = self._settings
        return (
            f"Kubernetes sandbox (namespace {s.namespace}, runtime class {s.runtime_class}, "
            f"image {s.image}; egress only to the gateway on port {s.gateway_port})"
        )

    def close(self) -> None:
        self._pool.shutdown(wait=False)

    async def execute(self, req: ExecutionRequest) -> ExecutionResult:
        if req.gateway_socket is not None:
            raise SandboxInputError(
                "ExecutionRequest.gateway_socket: the Kubernetes backend reaches the gateway "
                "over the network (its NetworkPolicy), not through a host socket; pass a "
                "gateway_ticket instead"
            )
        name = f"qw-sandbox-{uuid.uuid4().hex[:16]}"
        future = asyncio.get_running_loop().run_in_executor(self._pool, self._run, name, req)
        try:
            return await asyncio.shield(future)
        except asyncio.CancelledError:
            self._delete(name)
            raise

    # -- setup -------------------------------------------------------------------------------

    def ensure_ready(self) -> None:
        """Check the namespace and RuntimeClass exist; create or update the NetworkPolicy."""
        with self._lock:
            if self._ready:
                return
            s = self._settings
            try:
                if s.manage_policy:
                    self._core.read_namespace(s.namespace)
                else:  # namespaced rights only: the policy's presence says the namespace is set up
                    self._networking.read_namespaced_network_policy(POLICY_NAME, s.namespace)
            except self._client.ApiException as exc:
                what = (
                    "namespace" if s.manage_policy else f"NetworkPolicy {POLICY_NAME} in namespace"
                )
                raise IsolationUnavailable(
                    f"sandbox {what} {s.namespace!r} not readable ({exc.status} {exc.reason}): "
                    "create it (the chart does) or set namespace="
                ) from None
            except Exception as exc:  # urllib3 errors: the API server is not reachable
                raise IsolationUnavailable(
                    f"Kubernetes API not reachable ({type(exc).__name__}): check the kubeconfig"
                ) from None
            if s.runtime_class is not None:
                try:
                    self._node.read_runtime_class(s.runtime_class)
                except self._client.ApiException:
                    raise IsolationUnavailable(
                        f"RuntimeClass {s.runtime_class!r} not found: install gVisor or Kata "
                        "on the nodes and create it; code is never run without it"
                    ) from None
            if s.manage_policy:
                self._apply_policy()
            self._ready = True

    def network_policy(self) -> dict[str, Any]:
        """Deny all ingress and egress of sandbox Pods, except egress to the gateway."""
        s = self._settings
        return {
            "apiVersion": "networking.k8s.io/v1",
            "kind": "NetworkPolicy",
            "metadata": {"name": POLICY_NAME, "namespace": s.namespace},
            "spec": {
                "podSelector": {"matchLabels": {SANDBOX_LABEL: "true"}},
                "policyTypes": ["Ingress", "Egress"],
                "ingress": [],
                "egress": [
                    {
                        "to": [
                            {
                                "namespaceSelector": {
                                    "matchLabels": {
                                        "kubernetes.io/metadata.name": s.gateway_namespace
                                    }
                                },
                                "podSelector": {"matchLabels": dict(s.gateway_pod_labels)},
                            }
                        ],
                        "ports": [{"protocol": "TCP", "port": s.gateway_port}],
                    }
                ],
            },
        }

    def _apply_policy(self) -> None:
        body = self.network_policy()
        try:
            self._networking.create_namespaced_network_policy(self._settings.namespace, body)
        except self._client.ApiException as exc:
            if exc.status != 409:
                raise
            self._networking.replace_namespaced_network_policy(
                POLICY_NAME, self._settings.namespace, body
            )

    # -- one execution -------------------------------------------------------------------------

    def pod(self, name: str, req: ExecutionRequest) -> dict[str, Any]:
        """The Pod for one request (public so its security settings can be read and tested)."""
        s, limits = self._settings, req.limits
        items = [{"key": key, "path": key} for key in ("main.py", *_LAUNCHERS)]
        inputs = [{"key": f"f{i}", "path": path} for i, path in enumerate(sorted(req.files))]
        restricted = {
            "allowPrivilegeEscalation": False,
            "readOnlyRootFilesystem": True,
            "privileged": False,
            "capabilities": {"drop": ["ALL"]},
            "runAsNonRoot": True,
            "runAsUser": 1000,
            "runAsGroup": 1000,
            "seccompProfile": {"type": "RuntimeDefault"},
        }
        resources = {
            "limits": {
                "cpu": s.cpu,
                "memory": str(limits.memory_bytes),
                "ephemeral-storage": str(limits.file_size_bytes * 2),
            },
            "requests": {"cpu": "100m", "memory": "64Mi"},
        }
        ticket = req.gateway_ticket
        config = {
            "code": f"{_CODE_DIR}/main.py",
            "cpu": max(1, round(limits.cpu_seconds)),
            "memory": limits.memory_bytes,
            "processes": limits.processes,
            "file_size": limits.file_size_bytes,
            "wall_s": limits.wall_seconds,
            "output_bytes": limits.output_bytes,
            "outputs_bytes": min(s.outputs_bytes, limits.file_size_bytes),
            "scratch": str(SANDBOX_SCRATCH),
            "gateway": ticket.address if ticket is not None else None,
            "token_file": f"{_TOKEN_DIR}/token" if ticket is not None else None,
        }
        launch = [s.python, "-I", f"{_CODE_DIR}/pod_launcher.py", json.dumps(config)]
        copy = _COPY_INPUTS.format(src=_INPUT_DIR, dst=str(SANDBOX_SCRATCH))
        mounts = [
            {"name": "code", "mountPath": _CODE_DIR, "readOnly": True},
            {"name": "scratch", "mountPath": str(SANDBOX_SCRATCH)},
            {"name": "tmp", "mountPath": "/tmp"},
        ]
        if ticket is not None:
            mounts.append({"name": "token", "mountPath": _TOKEN_DIR, "readOnly": True})
        init = [
            {
                "name": "inputs",
                "image": s.image,
                "command": [s.python, "-I", "-c", copy],
                "env": [],
                "securityContext": restricted,
                "resources": resources,
                "volumeMounts": [
                    {"name": "inputs", "mountPath": _INPUT_DIR, "readOnly": True},
                    {"name": "scratch", "mountPath": str(SANDBOX_SCRATCH)},
                ],
            }
        ]
        volumes: list[dict[str, Any]] = [
            {"name": "code", "configMap": {"name": name, "items": items}},
            {"name": "scratch", "emptyDir": {"sizeLimit": str(limits.file_size_bytes)}},
            {
                "name": "tmp",
                "emptyDir": {"medium": "Memory", "sizeLimit": str(limits.file_size_bytes)},
            },
        ]
        if inputs:  # an empty `items` would project every key, so no inputs: no volume at all
            volumes.append({"name": "inputs", "configMap": {"name": name, "items": inputs}})
        if ticket is not None:
            # group-readable through fsGroup (owner root): the launcher reads it before the
            # code starts and spends it; the init container never mounts it
            volumes.append(
                {
                    "name": "token",
                    "secret": {
                        "secretName": name,
                        "items": [{"key": "token", "path": "token"}],
                        "defaultMode": 0o440,
                    },
                }
            )
        return {
            "apiVersion": "v1",
            "kind": "Pod",
            "metadata": {
                "name": name,
                "namespace": s.namespace,
                "labels": {SANDBOX_LABEL: "true", "app.kubernetes.io/name": "quantward-sandbox"},
            },
            "spec": {
                **({"runtimeClassName": s.runtime_class} if s.runtime_class else {}),
                "restartPolicy": "Never",
                "activeDeadlineSeconds": math.ceil(limits.wall_seconds) + _DEADLINE_GRACE_S,
                "automountServiceAccountToken": False,
                "enableServiceLinks": False,
                "hostNetwork": False,
                "hostPID": False,
                "hostIPC": False,
                "shareProcessNamespace": False,
                "dnsPolicy": "None",
                "dnsConfig": {"nameservers": ["127.0.0.1"]},  # no resolver to reach
                "terminationGracePeriodSeconds": 0,
                "securityContext": {
                    "runAsNonRoot": True,
                    "runAsUser": 1000,
                    "runAsGroup": 1000,
                    "fsGroup": 1000,
                    "seccompProfile": {"type": "RuntimeDefault"},
                },
                "initContainers": init if inputs else [],
                "containers": [
                    {
                        "name": "sandbox",
                        "image": s.image,
                        "command": launch,
                        "workingDir": str(SANDBOX_SCRATCH),
                        "env": [],
                        "securityContext": restricted,
                        "resources": resources,
                        "volumeMounts": mounts,
                    }
                ],
                "volumes": volumes,
            },
        }

    def _config_map(self, name: str, req: ExecutionRequest) -> dict[str, Any]:
        binary = {
            f"f{i}": base64.b64encode(req.files[path]).decode()
            for i, path in enumerate(sorted(req.files))
        }
        return {
            "apiVersion": "v1",
            "kind": "ConfigMap",
            "metadata": {
                "name": name,
                "namespace": self._settings.namespace,
                "labels": {SANDBOX_LABEL: "true"},
            },
            "data": {"main.py": req.code, **_LAUNCHERS},
            "binaryData": binary,
        }

    def _secret(self, name: str, token: str) -> dict[str, Any]:
        return {
            "apiVersion": "v1",
            "kind": "Secret",
            "type": "Opaque",
            "metadata": {
                "name": name,
                "namespace": self._settings.namespace,
                "labels": {SANDBOX_LABEL: "true"},
            },
            "stringData": {"token": token},
        }

    def _run(self, name: str, req: ExecutionRequest) -> ExecutionResult:
        size = len(req.code.encode()) + sum(len(v) * 4 // 3 for v in req.files.values())
        if size > _CONFIG_MAP_BUDGET:
            raise SandboxInputError(
                f"ExecutionRequest code and files are {size:,} bytes encoded; the Kubernetes "
                f"backend carries them in a ConfigMap (at most {_CONFIG_MAP_BUDGET:,}): pass "
                "large data through the gateway instead"
            )
        self.ensure_ready()
        namespace = self._settings.namespace
        started = time.perf_counter()
        self._core.create_namespaced_config_map(namespace, self._config_map(name, req))
        try:
            if req.gateway_ticket is not None:
                secret = self._secret(name, req.gateway_ticket.token)
                self._core.create_namespaced_secret(namespace, secret)
            self._core.create_namespaced_pod(namespace, self.pod(name, req))
            wait = req.limits.wall_seconds + _DEADLINE_GRACE_S + self._settings.start_timeout_s
            pod = self._wait(name, wait)
            duration = time.perf_counter() - started
            return self._result(name, pod, req, duration)
        finally:
            self._delete(name)

    def _wait(self, name: str, timeout_s: float) -> Any | None:
        """Watch the Pod until it has ended; None when it has not ended in `timeout_s`."""
        from kubernetes import watch as watch_module

        watch: Any = watch_module  # untyped
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            stream = watch.Watch()
            for event in stream.stream(
                self._core.list_namespaced_pod,
                self._settings.namespace,
                field_selector=f"metadata.name={name}",
                timeout_seconds=max(1, int(deadline - time.monotonic())),
            ):
                pod = event["object"]
                if pod.status is not None and pod.status.phase in ("Succeeded", "Failed"):
                    stream.stop()
                    return pod
        return None

    def _result(
        self, name: str, pod: Any | None, req: ExecutionRequest, duration: float
    ) -> ExecutionResult:
        limits = req.limits
        if pod is None:
            return ExecutionResult("timed_out", None, "", "", False, "wall", duration)
        terminated = None
        for status in pod.status.container_statuses or []:
            if status.name == "sandbox" and status.state is not None:
                terminated = status.state.terminated
        code = terminated.exit_code if terminated is not None else None
        reason = terminated.reason if terminated is not None else None
        # base64 (4/3), one record per flush, both streams and the files
        budget = (2 * limits.output_bytes + self._settings.outputs_bytes) * 4 // 3 + (1 << 20)
        stdout, stderr, files = pod_launcher.parse(self._log(name, budget))
        status, killed_by = _classify(pod.status.reason, reason, code)
        return ExecutionResult(
            status,
            code,
            stdout[: limits.output_bytes].decode(errors="replace"),
            stderr[: limits.output_bytes].decode(errors="replace"),
            killed_by == "output",
            killed_by,
            duration,
            outputs=_returned(files, min(self._settings.outputs_bytes, limits.file_size_bytes)),
        )

    def _log(self, name: str, limit: int) -> bytes:
        try:
            reply = self._core.read_namespaced_pod_log(
                name,
                self._settings.namespace,
                container="sandbox",
                limit_bytes=limit,
                _preload_content=False,
            )
            return bytes(reply.data)
        except self._client.ApiException:
            return b""

    def _delete(self, name: str) -> None:
        namespace = self._settings.namespace
        for delete in (
            self._core.delete_namespaced_pod,
            self._core.delete_namespaced_secret,
            self._core.delete_namespaced_config_map,
        ):
            try:
                delete(name, namespace, grace_period_seconds=0)
            except self._client.ApiException as exc:
                if exc.status != 404:
                    raise


def _classify(
    pod_reason: str | None, container_reason: str | None, code: int | None
) -> tuple[ExecutionStatus, KilledBy | None]:
    if pod_reason == "DeadlineExceeded":
        return "timed_out", "wall"
    if container_reason == "OOMKilled":
        return "killed", "memory"
    if code == launcher.EXIT_WALL:
        return "timed_out", "wall"
    limit_codes: dict[int | None, KilledBy] = {
        128 + 24: "cpu",  # SIGXCPU
        128 + 9: "cpu",  # the hard CPU limit (nothing else in the Pod sends SIGKILL)
        launcher.EXIT_OUTPUT: "output",
        128 + 25: "file_size",  # SIGXFSZ
        launcher.EXIT_MEMORY: "memory",
        launcher.EXIT_PIDS: "pids",
        launcher.EXIT_FILE_SIZE: "file_size",
    }
    if code in limit_codes:
        return "killed", limit_codes[code]
    if code == 0:
        return "succeeded", None
    return "failed", None


def _returned(files: dict[str, bytes], budget: int) -> dict[str, bytes]:
    """The files the Pod reported, as far as they are safe names within the budget (the log is
    written by a launcher the code shares a Pod with, so it is read as untrusted)."""
    kept: dict[str, bytes] = {}
    for name, content in sorted(files.items()):
        try:
            check_scratch_name(name)
        except SandboxInputError:
            continue
        if len(content) > budget:
            continue
        budget -= len(content)
        kept[name] = content
    return kept
