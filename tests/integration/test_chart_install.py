"""`helm install` of the chart into a real Kubernetes API server (no kubelet: nothing runs).

The API server (tests/kube_apiserver.py) checks what a cluster's API checks of the objects
(schemas, defaulting, the chart's Capabilities lookup), not who may create them.
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

from tests.kube_apiserver import NAMESPACE, ApiServer

pytestmark = [pytest.mark.connected, pytest.mark.kube]

ROOT = Path(__file__).resolve().parents[2]


def _load_chart_check() -> Any:
    spec = importlib.util.spec_from_file_location("chart_check", ROOT / "tools" / "chart_check.py")
    assert spec
    assert spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["chart_check"] = module
    spec.loader.exec_module(module)
    return module


chart = _load_chart_check()


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
