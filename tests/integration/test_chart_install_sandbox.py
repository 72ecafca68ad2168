"""`helm install` of the chart with the sandbox service enabled, into a real Kubernetes API server
(tests/kube_apiserver.py; no kubelet: nothing runs): its namespace, RBAC and NetworkPolicy."""

from __future__ import annotations

import pytest

from tests.chart.test_chart import chart
from tests.integration.test_chart_install import _helm
from tests.kube_apiserver import ApiServer

pytestmark = [pytest.mark.connected, pytest.mark.kube]


def test_the_sandbox_service_installs_with_its_namespace_rbac_and_policy(
    apiserver: ApiServer,
) -> None:
    values = chart.VALUE_SETS / "sandbox.yaml"
    _helm(apiserver, "install", "sbx", str(chart.CHART), "--namespace", "sbx",
          "--create-namespace", "-f", str(values), "--set",
          "services.sandbox.namespace.name=sbx-sandbox")  # fmt: skip
    namespace = apiserver.get("/api/v1/namespaces/sbx-sandbox")
    assert namespace["metadata"]["labels"]["pod-security.kubernetes.io/enforce"] == "restricted"
    role = apiserver.get(
        "/apis/rbac.authorization.k8s.io/v1/namespaces/sbx-sandbox/roles/sbx-quantward-sandbox"
    )
    assert {"pods", "pods/log", "configmaps", "secrets", "networkpolicies"} == {
        r for rule in role["rules"] for r in rule["resources"]
    }
    policy = apiserver.get(
        "/apis/networking.k8s.io/v1/namespaces/sbx-sandbox/networkpolicies/"
        "quantward-sandbox-deny-all-but-gateway"
    )
    assert policy["spec"]["policyTypes"] == ["Ingress", "Egress"]
    deployment = apiserver.get("/apis/apps/v1/namespaces/sbx/deployments/sbx-quantward-sandbox")
    assert deployment["spec"]["template"]["spec"]["automountServiceAccountToken"] is True
    researcher = apiserver.get("/apis/apps/v1/namespaces/sbx/deployments/sbx-quantward-researcher")
    (container,) = researcher["spec"]["template"]["spec"]["containers"]
    env = {e["name"]: e.get("value") for e in container["env"]}
    assert env["QW_RESEARCHER_PYTHON"] == "true"
