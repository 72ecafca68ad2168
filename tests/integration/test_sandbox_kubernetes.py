"""The Kubernetes sandbox backend against a real kube-apiserver (etcd + kube-apiserver of the
chart's install test), with a fake kubelet.

There is no real kubelet, so the test plays one through the API, as a node would: it registers a
Node whose kubelet endpoint is a small HTTPS server of the test, binds each sandbox Pod to it,
runs the Pod's containers as a container runtime would (volumes, mounts, user, working
directory, command, `activeDeadlineSeconds`; in bubblewrap with the host's network, so the Pod's
launcher reaches the test's gateway) and reports the outcome as the Pod's status. The API server
then proxies the backend's log request to that endpoint, as it would to a kubelet. Everything the
backend does — the ConfigMap, the Pod, the NetworkPolicy, the watch, the log, the clean-up — goes
through the real API server.
"""

from __future__ import annotations

import base64
import json
import os
import ssl
import subprocess
import sys
import threading
import time
from collections.abc import AsyncIterator, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
from kubernetes import client, watch

from quantward_democorpus.market_data import EmbeddedMarketData
from quantward_gateway import Binding, Entitlements, Gateway, ServiceCredentials, Services
from quantward_gateway.tcp_listener import TcpGatewayListener
from quantward_sandbox import ExecutionRequest, GatewayTicket, IsolationUnavailable, Limits
from quantward_sandbox.interpreter import discover
from quantward_sandbox.kubernetes_backend import (
    POLICY_NAME,
    KubernetesBackend,
    KubernetesSandboxSettings,
)
from tests.kube_apiserver import TOKEN, ApiServer

pytestmark = [
    pytest.mark.connected,
    pytest.mark.kube,
    # the test's API server has a self-signed certificate, on loopback
    pytest.mark.filterwarnings("ignore::urllib3.exceptions.InsecureRequestWarning"),
]

ROOT = Path(__file__).resolve().parents[2]
NAMESPACE = "quantward-sandbox"
NODE = "fake-node"


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
    """Binds sandbox Pods to the fake node and runs them as a container runtime would: each
    volume made (ConfigMap and Secret items as files, emptyDirs), each container's command run
    with its mounts, working directory, user and empty environment, in bubblewrap with the
    host's network (a Pod's network reaches the gateway; what a NetworkPolicy forbids is the
    CNI's job, checked in the manifests), and the outcome reported as the Pod's status."""

    def __init__(self, core: client.CoreV1Api, logs: _Logs, work: Path) -> None:
        self.core = core
        self.logs = logs
        self.work = work
        self.seen: list[dict[str, Any]] = []
        self.taken: set[str] = set()
        self.mounts = discover(Path(sys.executable))
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._loop, daemon=True)
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(timeout=10)

    def _loop(self) -> None:
        while not self._stop.is_set():
            stream = watch.Watch()
            for event in stream.stream(self.core.list_namespaced_pod, NAMESPACE, timeout_seconds=1):
                pod = event["object"]
                name = pod.metadata.name
                if event["type"] == "ADDED" and not pod.spec.node_name and name not in self.taken:
                    self.taken.add(name)  # a watch restarted within a second lists it again
                    threading.Thread(target=self._run, args=(pod,), daemon=True).start()
                if self._stop.is_set():
                    stream.stop()

    def _volumes(self, pod: dict[str, Any], root: Path) -> dict[str, Path]:
        made: dict[str, Path] = {}
        for volume in pod["spec"]["volumes"]:
            path = root / volume["name"]
            path.mkdir()
            made[volume["name"]] = path
            source = volume.get("configMap") or volume.get("secret")
            if source is None:
                continue  # an emptyDir
            if "configMap" in volume:
                found = self.core.read_namespaced_config_map(source["name"], NAMESPACE)
                data = {k: v.encode() for k, v in (found.data or {}).items()}
                data |= {k: base64.b64decode(v) for k, v in (found.binary_data or {}).items()}
            else:
                found = self.core.read_namespaced_secret(source["secretName"], NAMESPACE)
                data = {k: base64.b64decode(v) for k, v in (found.data or {}).items()}
            for item in source["items"]:
                target = path / item["path"]
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_bytes(data[item["key"]])
                target.chmod(source.get("defaultMode", 0o644))
        return made

    def _container(
        self, container: dict[str, Any], volumes: dict[str, Path], deadline: float
    ) -> tuple[int | None, bytes]:
        argv = ["bwrap", "--unshare-all", "--share-net", "--die-with-parent", "--clearenv",
                "--uid", "1000", "--gid", "1000", "--ro-bind", "/usr", "/usr"]  # fmt: skip
        for top in ("bin", "sbin", "lib", "lib64"):
            path = Path("/") / top
            if path.is_symlink():
                argv += ["--symlink", os.readlink(path), str(path)]
        argv += ["--proc", "/proc", "--dev", "/dev"]
        for mount in container["volumeMounts"]:
            bind = "--ro-bind" if mount.get("readOnly") else "--bind"
            argv += [bind, str(volumes[mount["name"]]), mount["mountPath"]]
        # the host's interpreter stands in for the image's: bound after the Pod's volumes, so a
        # venv under /tmp (a CI clone) is not hidden by the Pod's /tmp emptyDir
        for directory in self.mounts.directories:
            argv += ["--ro-bind", str(directory), str(directory)]
        argv += ["--chdir", container.get("workingDir", "/"), "--", *container["command"]]
        process = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env={})
        try:
            log, _ = process.communicate(timeout=max(deadline - time.monotonic(), 0.1))
        except subprocess.TimeoutExpired:
            process.kill()
            log, _ = process.communicate()
            return None, log
        return process.returncode, log

    def _run(self, pod_object: Any) -> None:
        name = pod_object.metadata.name
        pod = self.core.api_client.sanitize_for_serialization(pod_object)
        self.seen.append(pod)
        binding = {
            "apiVersion": "v1",
            "kind": "Binding",
            "metadata": {"name": name},
            "target": {"apiVersion": "v1", "kind": "Node", "name": NODE},
        }
        self.core.create_namespaced_binding(NAMESPACE, binding, _preload_content=False)
        root = self.work / name
        root.mkdir()
        volumes = self._volumes(pod, root)
        deadline = time.monotonic() + pod["spec"]["activeDeadlineSeconds"]
        code: int | None = 0
        for init in pod["spec"].get("initContainers", []):
            code, _ = self._container(init, volumes, deadline)
            if code != 0:
                break
        log = b""
        if code == 0:
            code, log = self._container(pod["spec"]["containers"][0], volumes, deadline)
        self.logs.by_pod[name] = log
        status: dict[str, Any]
        if code is None:
            status = {"phase": "Failed", "reason": "DeadlineExceeded"}
        else:
            terminated = {"exitCode": code, "reason": "Completed" if code == 0 else "Error"}
            status = {
                "phase": "Succeeded" if code == 0 else "Failed",
                "containerStatuses": [
                    {
                        "name": "sandbox",
                        "image": pod["spec"]["containers"][0]["image"],
                        "imageID": "",
                        "ready": False,
                        "restartCount": 0,
                        "state": {"terminated": terminated},
                    }
                ],
            }
        self.core.patch_namespaced_pod_status(name, NAMESPACE, {"status": status})


@pytest.fixture(scope="module")
def kube(
    apiserver: ApiServer, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[client.ApiClient]:
    configuration = client.Configuration()
    configuration.host = apiserver.url
    configuration.verify_ssl = False
    configuration.api_key = {"authorization": f"Bearer {TOKEN}"}
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
    kubelet = FakeKubelet(core, logs, tmp_path_factory.mktemp("pods"))
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


async def test_stderr_comes_back_apart_and_the_files_under_out_come_back(
    kube: client.ApiClient,
) -> None:
    code = (
        "import os, sys\n"
        "print('to stdout')\n"
        "print('to stderr', file=sys.stderr)\n"
        "os.makedirs('out/tables', exist_ok=True)\n"
        "open('out/tables/dd.csv', 'w').write('day,dd\\n2021-01-04,-0.1\\n')\n"
        "open('out/fig.png', 'wb').write(bytes(range(256)))\n"
        "os.symlink('/etc/passwd', 'out/passwd')\n"
        "open('elsewhere.txt', 'w').write('not returned')\n"
        "sys.exit(3)\n"
    )
    backend = KubernetesBackend(SETTINGS, api=kube)
    result = await backend.execute(ExecutionRequest(code=code))
    backend.close()
    assert (result.status, result.exit_code) == ("failed", 3)
    assert result.stdout == "to stdout\n"
    assert result.stderr == "to stderr\n"
    assert dict(result.outputs) == {
        "fig.png": bytes(range(256)),
        "tables/dd.csv": b"day,dd\n2021-01-04,-0.1\n",
    }


@pytest.fixture
async def gateway_listener() -> AsyncIterator[tuple[Gateway, TcpGatewayListener]]:
    gateway = Gateway(
        Services(
            market_data=EmbeddedMarketData.default(),
            credentials=ServiceCredentials("platform", "svc-key-never-in-the-pod"),
        )
    )
    listener = TcpGatewayListener("127.0.0.1", 0)
    await listener.start()
    yield gateway, listener
    await listener.close()


async def test_the_pod_reaches_the_gateway_as_its_execution_and_the_token_is_spent(
    kube: client.ApiClient, gateway_listener: tuple[Gateway, TcpGatewayListener]
) -> None:
    gateway, listener = gateway_listener
    binding = Binding("ana", "equities", "run_kube", Entitlements.of(["prices.daily"]))
    session = gateway.session(binding)
    token = listener.admit(session, ttl_s=120)
    code = (
        "import json, socket, struct\n"
        "from quantward_platform.sandbox import GatewayError, fundamentals, prices\n"
        "frame = prices('ent_apple_inc', '2021-01-04', '2021-01-08')\n"
        "print(len(frame), frame.attrs['source_id'])\n"
        "try:\n"
        "    fundamentals('ent_apple_inc')\n"
        "except GatewayError as exc:\n"
        "    print('refused', exc.kind)\n"
        # the token file is still there, but the token was spent before this code started
        "token = open('/run/quantward/token/token').read()\n"
        "body = json.dumps({'token': token}).encode()\n"
        f"sock = socket.create_connection(('127.0.0.1', {listener.port}))\n"
        "sock.sendall(struct.pack('>I', len(body)) + body)\n"
        "size = struct.unpack('>I', sock.recv(4))[0]\n"
        "print('replay', json.loads(sock.recv(size))['ok'])\n"
    )
    ticket = GatewayTicket("127.0.0.1", listener.port, token)
    backend = KubernetesBackend(SETTINGS, api=kube)
    result = await backend.execute(ExecutionRequest(code=code, gateway_ticket=ticket))
    backend.close()
    await session.close()
    listener.revoke(session)
    assert result.status == "succeeded", result
    rows, source_id, *_ = result.stdout.split()
    assert int(rows) == 5
    assert source_id == session.sources()[0].source_id
    assert "refused entitlement" in result.stdout  # fundamentals: not entitled
    assert "replay False" in result.stdout
    assert [(c.function_id, c.allowed) for c in session.metered] == [
        ("prices", True),
        ("fundamentals", False),
    ]
    # the token was in a Secret of the execution, never in the Pod's environment or arguments
    pod = kube.fake_kubelet.seen[-1]  # type: ignore[attr-defined]
    assert token not in json.dumps(pod)
    secrets = client.CoreV1Api(kube).list_namespaced_secret(
        NAMESPACE, label_selector="quantward.io/sandbox"
    )
    assert secrets.items == []  # deleted with the Pod


async def test_a_refused_token_runs_no_code(
    kube: client.ApiClient, gateway_listener: tuple[Gateway, TcpGatewayListener]
) -> None:
    _, listener = gateway_listener
    ticket = GatewayTicket("127.0.0.1", listener.port, "forged-token-of-nobody")
    backend = KubernetesBackend(SETTINGS, api=kube)
    result = await backend.execute(ExecutionRequest(code="print('ran')", gateway_ticket=ticket))
    backend.close()
    assert result.status == "failed"
    assert result.stdout == ""
    assert "refused the execution's token" in result.stderr
