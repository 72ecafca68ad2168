"""`helm install` of the chart into a real Kubernetes API server (no kubelet: nothing runs).

etcd (Debian's `etcd-server`) and `kube-apiserver` (built from the Go module proxy by
`deploy/kube/build-apiserver.sh`, `make kube-tools`) are started on loopback ports for the test
and stopped after it. The API server runs with the ServiceAccount admission plugin off (nothing
creates the default ServiceAccount without a controller manager), one static token and every
request authorised: it checks what a cluster's API checks of the objects (schemas,
defaulting, the chart's Capabilities lookup), not who may create them.
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import socket
import ssl
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import yaml

pytestmark = [pytest.mark.connected, pytest.mark.kube]

ROOT = Path(__file__).resolve().parents[2]
NAMESPACE = "quantward"
START_TIMEOUT_S = 120.0
#: the one user of the test's API server (a static token, member of system:masters)
TOKEN = "quantward-chart-install-test"


def _load_chart_check() -> Any:
    spec = importlib.util.spec_from_file_location("chart_check", ROOT / "tools" / "chart_check.py")
    assert spec
    assert spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["chart_check"] = module
    spec.loader.exec_module(module)
    return module


chart = _load_chart_check()


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _kube_apiserver() -> Path:
    done = subprocess.run(
        [str(ROOT / "deploy" / "kube" / "build-apiserver.sh")],
        capture_output=True,
        text=True,
        check=True,
    )
    return Path(done.stdout.strip().splitlines()[-1])


@dataclass
class ApiServer:
    url: str
    kubeconfig: Path

    def get(self, path: str) -> dict[str, Any]:
        with _open(f"{self.url}{path}") as reply:
            return dict(json.loads(reply.read()))

    def helm(self, *args: str) -> str:
        env = {**os.environ, "KUBECONFIG": str(self.kubeconfig)}
        done = subprocess.run(
            [str(chart.helm_binary()), *args], capture_output=True, text=True, env=env, check=False
        )
        assert done.returncode == 0, done.stderr
        return done.stdout


def _open(url: str) -> Any:
    context = ssl.create_default_context()
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE  # its self-signed serving certificate, on loopback
    request = urllib.request.Request(url, headers={"Authorization": f"Bearer {TOKEN}"})
    return urllib.request.urlopen(request, context=context, timeout=10)


def _wait_ready(server: ApiServer, process: subprocess.Popen[bytes], log: Path) -> None:
    deadline = time.monotonic() + START_TIMEOUT_S
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise AssertionError(f"kube-apiserver exited:\n{log.read_text()[-3000:]}")
        try:
            with _open(f"{server.url}/readyz") as reply:
                if reply.status == 200:
                    return
        except OSError:
            pass
        time.sleep(0.5)
    raise AssertionError(
        f"kube-apiserver not ready in {START_TIMEOUT_S} s:\n{log.read_text()[-3000:]}"
    )


@pytest.fixture(scope="module")
def apiserver(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ApiServer]:
    etcd = shutil.which("etcd")
    assert etcd, "etcd not found: `make kube-tools` installs Debian's etcd-server"
    work = tmp_path_factory.mktemp("kube")
    client, peer, secure = _free_port(), _free_port(), _free_port()
    etcd_url = f"http://127.0.0.1:{client}"
    key = work / "sa.key"
    subprocess.run(["openssl", "genrsa", "-out", str(key), "2048"], check=True, capture_output=True)
    tokens = work / "tokens.csv"
    tokens.write_text(f"{TOKEN},admin,admin,system:masters\n")
    etcd_log, api_log = work / "etcd.log", work / "apiserver.log"
    processes: list[subprocess.Popen[bytes]] = []
    try:
        with etcd_log.open("wb") as out:
            processes.append(
                subprocess.Popen(
                    [
                        etcd,
                        "--data-dir",
                        str(work / "etcd"),
                        "--name",
                        "qw-test",
                        "--listen-client-urls",
                        etcd_url,
                        "--advertise-client-urls",
                        etcd_url,
                        "--listen-peer-urls",
                        f"http://127.0.0.1:{peer}",
                        "--initial-advertise-peer-urls",
                        f"http://127.0.0.1:{peer}",
                        "--initial-cluster",
                        f"qw-test=http://127.0.0.1:{peer}",
                    ],
                    stdout=out,
                    stderr=subprocess.STDOUT,
                )
            )
        with api_log.open("wb") as out:
            process = subprocess.Popen(
                [
                    str(_kube_apiserver()),
                    "--etcd-servers",
                    etcd_url,
                    "--bind-address",
                    "127.0.0.1",
                    "--advertise-address",
                    "127.0.0.1",
                    "--secure-port",
                    str(secure),
                    "--cert-dir",
                    str(work / "certs"),
                    "--service-cluster-ip-range",
                    "10.96.0.0/24",
                    "--service-account-issuer",
                    "https://kubernetes.default.svc",
                    "--service-account-key-file",
                    str(key),
                    "--service-account-signing-key-file",
                    str(key),
                    "--authorization-mode",
                    "AlwaysAllow",
                    "--token-auth-file",
                    str(tokens),
                    "--disable-admission-plugins",
                    "ServiceAccount",
                    "--enable-priority-and-fairness=false",
                    # its address is loopback, which the `kubernetes` Service may not point at
                    "--endpoint-reconciler-type",
                    "none",
                ],
                stdout=out,
                stderr=subprocess.STDOUT,
            )
            processes.append(process)
        server = ApiServer(f"https://127.0.0.1:{secure}", work / "kubeconfig")
        server.kubeconfig.write_text(
            yaml.safe_dump(
                {
                    "apiVersion": "v1",
                    "kind": "Config",
                    "current-context": "test",
                    "clusters": [
                        {
                            "name": "test",
                            "cluster": {"server": server.url, "insecure-skip-tls-verify": True},
                        }
                    ],
                    "users": [{"name": "admin", "user": {"token": TOKEN}}],
                    "contexts": [
                        {
                            "name": "test",
                            "context": {"cluster": "test", "user": "admin", "namespace": NAMESPACE},
                        }
                    ],
                }
            )
        )
        server.kubeconfig.chmod(0o600)
        _wait_ready(server, process, api_log)
        yield server
    finally:
        for p in reversed(processes):
            p.terminate()
            try:
                p.wait(timeout=30)
            except subprocess.TimeoutExpired:
                p.kill()
                p.wait()


def test_helm_install_creates_what_the_values_say(apiserver: ApiServer) -> None:
    assert apiserver.get("/version")["minor"] == "31"
    values = chart.VALUE_SETS / "external-secrets.yaml"
    apiserver.helm(
        "install",
        "qw",
        str(chart.CHART),
        "--namespace",
        NAMESPACE,
        "--create-namespace",
        "-f",
        str(values),
    )
    wanted = yaml.safe_load(values.read_text())
    deployments = {
        d["metadata"]["name"]: d
        for d in apiserver.get(f"/apis/apps/v1/namespaces/{NAMESPACE}/deployments")["items"]
    }
    assert len(deployments) == 9
    assert deployments["qw-quantward-orchestrator"]["spec"]["replicas"] == 3
    assert deployments["qw-quantward-researcher"]["spec"]["replicas"] == 4
    pod = deployments["qw-quantward-resolver"]["spec"]["template"]["spec"]
    env = {e["name"]: e for e in pod["containers"][0]["env"]}
    assert env["QW_NEO4J_URI"]["value"] == wanted["neo4j"]["uri"]
    assert env["QW_NEO4J_PASSWORD"]["valueFrom"]["secretKeyRef"]["name"] == "neo4j-quantward"
    for deployment in deployments.values():
        container = deployment["spec"]["template"]["spec"]["containers"][0]
        assert {"startupProbe", "livenessProbe", "readinessProbe"} <= set(container)
        assert container["securityContext"]["readOnlyRootFilesystem"] is True

    def names(path: str) -> set[str]:
        return {o["metadata"]["name"] for o in apiserver.get(path)["items"]}

    ns = f"/namespaces/{NAMESPACE}"
    assert len(names(f"/api/v1{ns}/services")) == 9
    assert len(names(f"/api/v1{ns}/serviceaccounts")) == 9
    assert len(names(f"/apis/policy/v1{ns}/poddisruptionbudgets")) == 9
    assert "qw-quantward-default-deny" in names(f"/apis/networking.k8s.io/v1{ns}/networkpolicies")
    api = apiserver.get(f"/api/v1{ns}/services/qw-quantward-api")
    assert api["spec"]["type"] == "LoadBalancer"
    assert api["spec"]["clusterIP"].startswith("10.96.0.")
    # the chart creates no Secret (the only one is Helm's own record of the release)
    secrets = apiserver.get(f"/api/v1{ns}/secrets")["items"]
    assert [s["type"] for s in secrets] == ["helm.sh/release.v1"]


def test_without_keda_the_researchers_get_the_cpu_autoscaler(apiserver: ApiServer) -> None:
    """The chart asks the API server which APIs it serves: this one has no keda.sh."""
    values = chart.VALUE_SETS / "defaults.yaml"
    apiserver.helm(
        "install",
        "fallback",
        str(chart.CHART),
        "--namespace",
        "fallback",
        "--create-namespace",
        "-f",
        str(values),
    )
    hpas = apiserver.get("/apis/autoscaling/v2/namespaces/fallback/horizontalpodautoscalers")
    (hpa,) = hpas["items"]
    assert hpa["spec"]["scaleTargetRef"]["name"] == "fallback-quantward-researcher"
    status = apiserver.helm("status", "fallback", "--namespace", "fallback")
    assert "STATUS: deployed" in status
    assert "HorizontalPodAutoscaler on CPU" in status
