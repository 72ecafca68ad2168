"""`quantward deploy check` against a real Kubernetes API server (tests/kube_apiserver.py)."""

from __future__ import annotations

import subprocess
import sys
import uuid
from pathlib import Path

import pytest
import yaml
from kubernetes import client, config

from quantward_cli.deploy_check import enabled_services, load_values
from tests.kube_apiserver import ROOT, ApiServer

pytestmark = [pytest.mark.connected, pytest.mark.kube]

QUANTWARD = Path(sys.executable).with_name("quantward")
#: every service the chart deploys by default (all are on the bus and sign)
SERVICES = tuple(enabled_services(load_values(ROOT / "charts" / "quantward", [])))


def _check(server: ApiServer, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(QUANTWARD), "deploy", "check", "--kubeconfig", str(server.kubeconfig), *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
        timeout=120,
    )


def test_missing_secrets_fail_with_the_fix_then_pass_once_created(
    apiserver: ApiServer, tmp_path: Path
) -> None:
    namespace = f"check-{uuid.uuid4().hex[:8]}"
    values = tmp_path / "values.yaml"
    values.write_text(
        yaml.safe_dump(
            {
                "kafka": {"bootstrap": "kafka.data:9092"},
                "search": {"url": "https://es.data:9200"},
                "postgres": {"dsnSecret": {"name": "pg", "key": "dsn"}},
                "signing": {"secret": {"name": "signing"}},
                "services": {"researcher": {"autoscaling": {"mode": "keda"}}},
            }
        )
    )
    before = _check(apiserver, "-n", namespace, "-f", str(values))
    assert before.returncode == 1, before.stdout + before.stderr
    assert f"warn  namespace {namespace} does not exist" in before.stdout
    assert "FAIL  Secret pg (postgres.dsnSecret) does not exist" in before.stdout
    assert "fix: create it in " + namespace + " with `dsn`" in before.stdout
    assert "FAIL  Secret signing (signing.secret) does not exist" in before.stdout
    # this API server serves no keda.sh: asking for KEDA explicitly fails before install
    assert "does not serve keda.sh/v1alpha1" in before.stdout
    assert "ok    Kubernetes 1.31" in before.stdout
    # the test kubeconfig skips TLS verification: said once, not warned per request
    assert "certificate is not verified" in before.stdout
    assert "InsecureRequestWarning" not in before.stderr

    api = client.CoreV1Api(config.new_client_from_config(config_file=str(apiserver.kubeconfig)))
    api.create_namespace(client.V1Namespace(metadata=client.V1ObjectMeta(name=namespace)))
    secret_value = "postgresql://u:never-printed@db/q"
    api.create_namespaced_secret(
        namespace,
        client.V1Secret(metadata=client.V1ObjectMeta(name="pg"), string_data={"dsn": secret_value}),
    )
    keys = {f"{s}.pem": "k" for s in SERVICES} | {"trusted-keys.json": "{}"}
    del keys["guardian.pem"]
    api.create_namespaced_secret(
        namespace, client.V1Secret(metadata=client.V1ObjectMeta(name="signing"), string_data=keys)
    )
    partial = _check(apiserver, "-n", namespace, "-f", str(values))
    assert partial.returncode == 1
    assert "FAIL  Secret signing (signing.secret) lacks `guardian.pem`" in partial.stdout
    assert "ok    Secret pg (postgres.dsnSecret)" in partial.stdout
    assert secret_value not in partial.stdout + partial.stderr

    api.patch_namespaced_secret("signing", namespace, {"stringData": {"guardian.pem": "k"}})
    values.write_text(values.read_text().replace("mode: keda", "mode: auto"))
    ready = _check(apiserver, "-n", namespace, "-f", str(values))
    assert ready.returncode == 0, ready.stdout
    # unverified API server certificate, a CPU autoscaler, and what these values leave open:
    # plaintext gRPC, gRPC without a token, PostgreSQL's certificate unverified
    assert f"0 failed, 5 warnings — ready to install into {namespace}" in ready.stdout
    assert "gRPC of resolver, search, recorder is plaintext" in ready.stdout
    assert "researcher autoscaling: a CPU HorizontalPodAutoscaler" in ready.stdout


def test_a_refused_token_is_one_line_and_no_traceback(apiserver: ApiServer, tmp_path: Path) -> None:
    kubeconfig = yaml.safe_load(apiserver.kubeconfig.read_text())
    kubeconfig["users"][0]["user"]["token"] = "wrong-token"
    wrong = tmp_path / "kubeconfig"
    wrong.write_text(yaml.safe_dump(kubeconfig))
    done = subprocess.run(
        [str(QUANTWARD), "deploy", "check", "--kubeconfig", str(wrong), "-f", "/dev/null"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
        timeout=120,
    )
    assert done.returncode == 2
    assert done.stderr.strip() == "error: the Kubernetes API did not answer: HTTP 401 Unauthorized"
    assert "Traceback" not in done.stderr
