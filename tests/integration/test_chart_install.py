"""`helm install` of the chart into a real Kubernetes API server (no kubelet: nothing runs).

The API server (tests/kube_apiserver.py) checks what a cluster's API checks of the objects
(schemas, defaulting, the chart's Capabilities lookup), not who may create them.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path
from typing import Any

import pytest
import yaml

from tests.chart.test_chart import chart
from tests.kube_apiserver import NAMESPACE, ApiServer

pytestmark = [pytest.mark.connected, pytest.mark.kube]


def _helm(server: ApiServer, *args: str) -> str:
    env = {**os.environ, "KUBECONFIG": str(server.kubeconfig)}
    done = subprocess.run(
        [str(chart.helm_binary()), *args], capture_output=True, text=True, env=env, check=False
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_helm_install_creates_what_the_values_say(apiserver: ApiServer) -> None:
    assert apiserver.get("/version")["minor"] == "31"
    values = chart.VALUE_SETS / "external-secrets.yaml"
    _helm(
        apiserver,
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
    _helm(
        apiserver,
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
    status = _helm(apiserver, "status", "fallback", "--namespace", "fallback")
    assert "STATUS: deployed" in status
    assert "HorizontalPodAutoscaler on CPU" in status


def test_helm_upgrade_changes_the_release_and_rollback_restores_it(
    apiserver: ApiServer, tmp_path: Path
) -> None:
    """docs/operations/upgrade.md: `helm upgrade` with new values replaces what they change
    (here: more orchestrators, and gRPC over TLS with its token); `helm rollback` returns the
    previous revision's objects."""
    ns = "upgrade"
    base = ["--namespace", ns, "-f", str(chart.VALUE_SETS / "defaults.yaml")]
    _helm(apiserver, "install", "upg", str(chart.CHART), *base, "--create-namespace")
    overlay = tmp_path / "upgrade.yaml"
    overlay.write_text(
        "services:\n  orchestrator: {replicas: 5}\n"
        "grpc:\n  tls:\n    enabled: true\n"
        "    certSecret: {name: grpc-tls, certKey: tls.crt, keyKey: tls.key}\n"
        "    caSecret: {name: grpc-tls, key: ca.crt}\n"
        "  tokenSecret: {name: grpc-token, key: token}\n"
    )
    _helm(apiserver, "upgrade", "upg", str(chart.CHART), *base, "-f", str(overlay))

    def deployment(service: str) -> dict[str, Any]:
        path = f"/apis/apps/v1/namespaces/{ns}/deployments/upg-quantward-{service}"
        return apiserver.get(path)

    def grpc_env(service: str) -> set[str]:
        (c,) = deployment(service)["spec"]["template"]["spec"]["containers"]
        return {e["name"] for e in c["env"] if e["name"].startswith("QW_GRPC_")}

    assert deployment("orchestrator")["spec"]["replicas"] == 5
    assert grpc_env("resolver") == {
        "QW_GRPC_TLS",
        "QW_GRPC_TLS_CERTFILE",
        "QW_GRPC_TLS_KEYFILE",
        "QW_GRPC_TOKEN",
    }
    assert grpc_env("api") == {"QW_GRPC_TLS", "QW_GRPC_TLS_CAFILE", "QW_GRPC_TOKEN"}
    assert "REVISION: 2" in _helm(apiserver, "status", "upg", "--namespace", ns)

    _helm(apiserver, "rollback", "upg", "1", "--namespace", ns)
    assert deployment("orchestrator")["spec"]["replicas"] == 2
    assert grpc_env("resolver") == set()
    assert "REVISION: 3" in _helm(apiserver, "status", "upg", "--namespace", ns)


def test_every_transport_over_tls_installs_and_the_acl_job_is_accepted(
    apiserver: ApiServer,
) -> None:
    """The tls-everywhere value set installs (its hook Job left out: with no kubelet it would
    never finish), and the hook Job itself is accepted by the API server."""
    ns = "tls"
    values = chart.VALUE_SETS / "tls-everywhere.yaml"
    # the value set enables the sandbox: its Pods' namespace is this test's own, not the
    # default one the sandbox's Kubernetes tests create on the same API server
    sandbox_ns = "services.sandbox.namespace.name=tls-sandbox"
    flags = ["--namespace", ns, "-f", str(values), "--set", sandbox_ns]
    _helm(apiserver, "install", "sec", str(chart.CHART), *flags, "--create-namespace", "--no-hooks")
    api = apiserver.get(f"/apis/apps/v1/namespaces/{ns}/deployments/sec-quantward-api")
    mounts = {
        m["mountPath"] for m in api["spec"]["template"]["spec"]["containers"][0]["volumeMounts"]
    }
    assert {
        "/etc/quantward/grpc-ca",
        "/etc/quantward/grpc-tls",
        "/etc/quantward/postgres-ca",
    } <= mounts
    job = _helm(
        apiserver,
        "template", "sec", str(chart.CHART), *flags,
        "--show-only", "templates/kafka-acls-job.yaml",
    )  # fmt: skip
    for document in yaml.safe_load_all(job):
        if document and document["kind"] == "Job":
            posted = apiserver.post(f"/apis/batch/v1/namespaces/{ns}/jobs", document)
            assert posted["metadata"]["name"] == "sec-quantward-kafka-acls"
            (c,) = posted["spec"]["template"]["spec"]["containers"]
            assert c["args"][:3] == ["deploy", "acls", "--apply"]
