"""A real Kubernetes API server on loopback for connected tests (no kubelet: nothing runs).

etcd (Debian's `etcd-server`) and `kube-apiserver` (built from the Go module proxy by
`deploy/kube/build-apiserver.sh`, `make kube-tools`) are started on free loopback ports and
stopped afterwards. The API server runs with the ServiceAccount admission plugin off (nothing
creates the default ServiceAccount without a controller manager), one static token and every
request authorised: it checks what a cluster's API checks of the objects (schemas, defaulting,
discovery), not who may create them. Used by the chart install test, `quantward deploy check`
and the sandbox's Kubernetes backend.
"""

from __future__ import annotations

import json
import shutil
import socket
import ssl
import subprocess
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parents[1]
START_TIMEOUT_S = 120.0
#: the one user of the test's API server (a static token, member of system:masters)
TOKEN = "quantward-kube-test"
#: the kubeconfig context's namespace
NAMESPACE = "quantward"


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
    """Where the test API server listens, and a kubeconfig (token auth) that reaches it."""

    url: str
    kubeconfig: Path

    def get(self, path: str) -> dict[str, Any]:
        with _open(f"{self.url}{path}") as reply:
            return dict(json.loads(reply.read()))

    def post(self, path: str, body: dict[str, Any]) -> dict[str, Any]:
        """Create an object (what `kubectl create -f` does); returns it as the server stored it."""
        with _open(f"{self.url}{path}", json.dumps(body).encode()) as reply:
            return dict(json.loads(reply.read()))


def _open(url: str, data: bytes | None = None) -> Any:
    context = ssl.create_default_context()
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE  # its self-signed serving certificate, on loopback
    headers = {"Authorization": f"Bearer {TOKEN}"}
    if data is not None:
        headers["Content-Type"] = "application/json"
    request = urllib.request.Request(url, data=data, headers=headers)
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


@contextmanager
def running_apiserver(work: Path) -> Iterator[ApiServer]:
    """Start etcd and kube-apiserver with their files under `work`; stop both on exit."""
    etcd = shutil.which("etcd")
    assert etcd, "etcd not found: `make kube-tools` installs Debian's etcd-server"
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
