"""The Kubernetes sandbox backend against a real kube-apiserver (etcd + kube-apiserver of the
chart's install test), with a fake kubelet.

There is no real kubelet, so the test plays one through the API, as a node would: it registers a
Node whose kubelet endpoint is a small HTTPS server of the test, binds each sandbox Pod to it,
runs the Pod's code — in the bubblewrap sandbox, with the limits read from the Pod's command and
`activeDeadlineSeconds` — and reports the outcome as the Pod's status. The API server then
proxies the backend's log request to that endpoint, as it would to a kubelet. Everything the
backend does — the ConfigMap, the Pod, the NetworkPolicy, the watch, the log, the clean-up — goes
through the real API server.
"""

from __future__ import annotations

import asyncio
import importlib.util
import json
import ssl
import subprocess
import sys
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
from kubernetes import client, watch

from quantward_sandbox import BubblewrapBackend, ExecutionRequest, IsolationUnavailable, Limits
from quantward_sandbox.kubernetes_backend import (
    POLICY_NAME,
    KubernetesBackend,
    KubernetesSandboxSettings,
)

pytestmark = [
    pytest.mark.connected,
    pytest.mark.kube,
    # the test's API server has a self-signed certificate, on loopback
    pytest.mark.filterwarnings("ignore::urllib3.exceptions.InsecureRequestWarning"),
]

ROOT = Path(__file__).resolve().parents[2]
NAMESPACE = "quantward-sandbox"
NODE = "fake-node"


def _load_chart_install() -> Any:
    path = ROOT / "tests" / "integration" / "test_chart_install.py"
    spec = importlib.util.spec_from_file_location("qw_chart_install_fixtures", path)
    assert spec
    assert spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


_chart_install = _load_chart_install()
apiserver = _chart_install.apiserver  # the same etcd + kube-apiserver fixture


class _Logs:
    def __init__(self) -> None:
        self.by_pod: dict[str, bytes] = {}


def _kubelet_endpoint(logs: _Logs, work: Path) -> tuple[ThreadingHTTPServer, int]:
    """HTTPS server answering the API server's containerLogs requests, as a kubelet does."""
    key, cert = work / "kubelet.key", work / "kubelet.crt"
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", str(key),
         "-out", str(cert), "-days", "1", "-subj", "/CN=fake-node"],
        check=True, capture_output=True,
    )  # fmt: skip

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            parts = self.path.split("?")[0].strip("/").split("/")
            if len(parts) == 4 and parts[0] == "containerLogs" and parts[2] in logs.by_pod:
                body = logs.by_pod[parts[2]]
                limit = [q for q in self.path.partition("?")[2].split("&") if "limitBytes" in q]
                if limit:
                    body = body[: int(limit[0].split("=")[1])]
                self.send_response(200)
                self.send_header("Content-Type", "text/plain")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)
            else:
                self.send_error(404)

        def log_message(self, *args: Any) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    server.socket = context.wrap_socket(server.socket, server_side=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, server.server_address[1]


class FakeKubelet:
    """Binds sandbox Pods to the fake node, runs them in bubblewrap and reports their status."""

    def __init__(self, core: client.CoreV1Api, logs: _Logs) -> None:
        self.core = core
        self.logs = logs
        self.seen: list[dict[str, Any]] = []
        self.sandbox = BubblewrapBackend()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._loop, daemon=True)
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(timeout=10)
        self.sandbox.close()

    def _loop(self) -> None:
        while not self._stop.is_set():
            stream = watch.Watch()
            for event in stream.stream(self.core.list_namespaced_pod, NAMESPACE, timeout_seconds=1):
                pod = event["object"]
                if event["type"] == "ADDED" and not pod.spec.node_name:
                    threading.Thread(target=self._run, args=(pod,), daemon=True).start()
                if self._stop.is_set():
                    stream.stop()

    def _run(self, pod: Any) -> None:
        name = pod.metadata.name
        self.seen.append(self.core.api_client.sanitize_for_serialization(pod))
        binding = {
            "apiVersion": "v1",
            "kind": "Binding",
            "metadata": {"name": name},
            "target": {"apiVersion": "v1", "kind": "Node", "name": NODE},
        }
        self.core.create_namespaced_binding(NAMESPACE, binding, _preload_content=False)
        config_map = self.core.read_namespaced_config_map(name, NAMESPACE)
        command = pod.spec.containers[0].command
        cpu, memory, processes, file_size = (int(v) for v in command[-4:])
        limits = Limits(
            cpu_seconds=cpu,
            wall_seconds=pod.spec.active_deadline_seconds,
            memory_bytes=memory,
            processes=processes,
            file_size_bytes=file_size,
        )
        result = asyncio.run(
            self.sandbox.execute(ExecutionRequest(code=config_map.data["main.py"], limits=limits))
        )
        self.logs.by_pod[name] = (result.stdout + result.stderr).encode()
        status: dict[str, Any]
        if result.killed_by == "wall":
            status = {"phase": "Failed", "reason": "DeadlineExceeded"}
        else:
            code = result.exit_code if result.exit_code is not None else 1
            code = 128 - code if code < 0 else code
            terminated = {"exitCode": code, "reason": "Completed" if code == 0 else "Error"}
            status = {
                "phase": "Succeeded" if code == 0 else "Failed",
                "containerStatuses": [
                    {
                        "name": "sandbox",
                        "image": pod.spec.containers[0].image,
                        "imageID": "",
                        "ready": False,
                        "restartCount": 0,
                        "state": {"terminated": terminated},
                    }
                ],
            }
        self.core.patch_namespaced_pod_status(name, NAMESPACE, {"status": status})


@pytest.fixture(scope="module")
def kube(apiserver: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[client.ApiClient]:
    configuration = client.Configuration()
    configuration.host = apiserver.url
    configuration.verify_ssl = False
    configuration.api_key = {"authorization": f"Bearer {_chart_install.TOKEN}"}
    api = client.ApiClient(configuration)
    core = client.CoreV1Api(api)
    core.create_namespace({"metadata": {"name": NAMESPACE}})
    client.NodeV1Api(api).create_runtime_class({"metadata": {"name": "gvisor"}, "handler": "runsc"})
    logs = _Logs()
    server, port = _kubelet_endpoint(logs, tmp_path_factory.mktemp("kubelet"))
    core.create_node({"metadata": {"name": NODE}})
    core.patch_node_status(
        NODE,
        {
            "status": {
                "addresses": [{"type": "InternalIP", "address": "127.0.0.1"}],
                "daemonEndpoints": {"kubeletEndpoint": {"Port": port}},
                "conditions": [{"type": "Ready", "status": "True"}],
            }
        },
    )
    kubelet = FakeKubelet(core, logs)
    api.fake_kubelet = kubelet  # type: ignore[attr-defined]
    yield api
    kubelet.stop()
    server.shutdown()


SETTINGS = KubernetesSandboxSettings(
    image="localhost/quantward:dev",
    namespace=NAMESPACE,
    python=sys.executable,
    gateway_pod_labels={"app.kubernetes.io/name": "quantward-gateway"},
    start_timeout_s=30,
)


async def test_code_runs_as_a_pod_and_its_output_comes_back_through_the_api(
    kube: client.ApiClient,
) -> None:
    backend = KubernetesBackend(SETTINGS, api=kube)
    result = await backend.execute(ExecutionRequest(code="print('hello from a pod')"))
    backend.close()
    assert result.status == "succeeded", result
    assert result.exit_code == 0
    assert result.stdout.strip() == "hello from a pod"
    core = client.CoreV1Api(kube)
    # the Pod and the ConfigMap holding the code are gone afterwards
    assert not [
        p for p in core.list_namespaced_pod(NAMESPACE).items if not p.metadata.deletion_timestamp
    ]
    assert (
        core.list_namespaced_config_map(NAMESPACE, label_selector="quantward.io/sandbox").items
        == []
    )
    created = kube.fake_kubelet.seen[-1]["spec"]  # type: ignore[attr-defined]
    assert created["runtimeClassName"] == "gvisor"
    assert created["automountServiceAccountToken"] is False
    assert created["containers"][0]["securityContext"]["readOnlyRootFilesystem"] is True


async def test_the_network_policy_is_in_the_cluster(kube: client.ApiClient) -> None:
    backend = KubernetesBackend(SETTINGS, api=kube)
    await backend.execute(ExecutionRequest(code="pass"))
    backend.close()
    policy = client.NetworkingV1Api(kube).read_namespaced_network_policy(POLICY_NAME, NAMESPACE)
    assert set(policy.spec.policy_types) == {"Ingress", "Egress"}
    assert policy.spec.ingress is None or policy.spec.ingress == []
    (rule,) = policy.spec.egress
    assert [p.port for p in rule.ports] == [SETTINGS.gateway_port]


async def test_limits_reach_the_pod_and_are_reported(kube: client.ApiClient) -> None:
    backend = KubernetesBackend(SETTINGS, api=kube)
    cpu = await backend.execute(
        ExecutionRequest(code="while True: pass", limits=Limits(cpu_seconds=1, wall_seconds=20))
    )
    wall = await backend.execute(
        ExecutionRequest(code="import time; time.sleep(60)", limits=Limits(wall_seconds=1))
    )
    flood = await backend.execute(
        ExecutionRequest(code="print('x' * 100000)", limits=Limits(output_bytes=1000))
    )
    backend.close()
    assert (cpu.status, cpu.killed_by) == ("killed", "cpu")
    assert (wall.status, wall.killed_by) == ("timed_out", "wall")
    assert flood.truncated
    assert len(flood.stdout) == 1000


async def test_a_missing_runtime_class_refuses_instead_of_running(kube: client.ApiClient) -> None:
    settings = KubernetesSandboxSettings(
        image="localhost/quantward:dev", namespace=NAMESPACE, runtime_class="kata-missing"
    )
    backend = KubernetesBackend(settings, api=kube)
    with pytest.raises(IsolationUnavailable, match="RuntimeClass 'kata-missing' not found"):
        await backend.execute(ExecutionRequest(code="print('ran')"))
    backend.close()
    assert (
        json.dumps(
            [
                p.metadata.name
                for p in client.CoreV1Api(kube).list_namespaced_pod(NAMESPACE).items
                if not p.metadata.deletion_timestamp
            ]
        )
        == "[]"
    )
