"""What the Kubernetes backend asks the cluster for: a closed Pod and a deny-all-but-gateway
NetworkPolicy (read from the manifests, no API server needed)."""

import json
from pathlib import Path

import pytest
from kubernetes import client

from quantward_sandbox import ExecutionRequest, GatewayTicket, Limits, SandboxInputError
from quantward_sandbox.kubernetes_backend import (
    SANDBOX_LABEL,
    KubernetesBackend,
    KubernetesSandboxSettings,
    _returned,
)

SETTINGS = KubernetesSandboxSettings(
    image="localhost/quantward:dev",
    gateway_pod_labels={"app.kubernetes.io/name": "quantward-gateway"},
    gateway_port=8443,
)


@pytest.fixture
def backend() -> KubernetesBackend:
    configuration = client.Configuration()
    configuration.host = "https://127.0.0.1:1"  # never contacted by these tests
    return KubernetesBackend(SETTINGS, api=client.ApiClient(configuration))


def test_the_pod_is_closed(backend: KubernetesBackend) -> None:
    limits = Limits(cpu_seconds=3, wall_seconds=7.5, memory_bytes=256 << 20)
    pod = backend.pod("qw-sandbox-x", ExecutionRequest(code="print(1)", limits=limits))
    spec = pod["spec"]
    assert pod["metadata"]["labels"][SANDBOX_LABEL] == "true"
    assert spec["runtimeClassName"] == "gvisor"
    assert spec["automountServiceAccountToken"] is False  # no credential in the Pod
    assert spec["enableServiceLinks"] is False  # no service addresses in the environment
    assert not spec["hostNetwork"]
    assert not spec["hostPID"]
    assert not spec["hostIPC"]
    # the launcher kills the code at the wall limit and still reports; Kubernetes is the backstop
    assert spec["activeDeadlineSeconds"] == 8 + 10
    assert spec["restartPolicy"] == "Never"
    assert spec["securityContext"]["runAsNonRoot"] is True
    assert spec["initContainers"] == []  # no input files: no copy step
    (container,) = spec["containers"]
    assert container["env"] == []
    context = container["securityContext"]
    assert context["readOnlyRootFilesystem"] is True
    assert context["allowPrivilegeEscalation"] is False
    assert context["capabilities"] == {"drop": ["ALL"]}
    assert context["seccompProfile"] == {"type": "RuntimeDefault"}
    assert container["resources"]["limits"]["memory"] == str(256 << 20)
    _, isolated, launcher, config = container["command"]
    assert (isolated, launcher) == ("-I", "/run/quantward/code/pod_launcher.py")
    launched = json.loads(config)
    assert (launched["cpu"], launched["memory"], launched["processes"]) == (3, 256 << 20, 32)
    assert (launched["wall_s"], launched["gateway"], launched["token_file"]) == (7.5, None, None)
    writable = {m["mountPath"] for m in container["volumeMounts"] if not m.get("readOnly")}
    assert writable == {"/scratch", "/tmp"}


def test_input_files_are_copied_into_scratch_by_an_init_container(
    backend: KubernetesBackend,
) -> None:
    req = ExecutionRequest(code="pass", files={"data/b.csv": b"2", "a.csv": b"1"})
    pod = backend.pod("qw-sandbox-y", req)
    (init,) = pod["spec"]["initContainers"]
    assert init["env"] == []
    assert init["securityContext"]["readOnlyRootFilesystem"] is True
    volumes = {v["name"]: v for v in pod["spec"]["volumes"]}
    assert volumes["inputs"]["configMap"]["items"] == [
        {"key": "f0", "path": "a.csv"},
        {"key": "f1", "path": "data/b.csv"},
    ]


def test_the_network_policy_denies_everything_but_the_gateway(backend: KubernetesBackend) -> None:
    policy = backend.network_policy()["spec"]
    assert policy["podSelector"] == {"matchLabels": {SANDBOX_LABEL: "true"}}
    assert set(policy["policyTypes"]) == {"Ingress", "Egress"}
    assert policy["ingress"] == []
    (rule,) = policy["egress"]
    assert rule["ports"] == [{"protocol": "TCP", "port": 8443}]
    (peer,) = rule["to"]
    assert peer["podSelector"] == {"matchLabels": {"app.kubernetes.io/name": "quantward-gateway"}}
    assert "ipBlock" not in peer


async def test_a_host_socket_is_refused(backend: KubernetesBackend, tmp_path: Path) -> None:
    with pytest.raises(SandboxInputError, match="over the network"):
        await backend.execute(ExecutionRequest(code="pass", gateway_socket=tmp_path / "gw.sock"))


def test_the_token_is_a_file_of_a_secret_never_the_environment_or_the_arguments(
    backend: KubernetesBackend,
) -> None:
    token = "tok-" + "x" * 40
    req = ExecutionRequest(code="pass", gateway_ticket=GatewayTicket("10.1.2.3", 8443, token))
    pod = backend.pod("qw-sandbox-t", req)
    assert token not in json.dumps(pod)  # spec, env, args, annotations
    volumes = {v["name"]: v for v in pod["spec"]["volumes"]}
    assert volumes["token"]["secret"] == {
        "secretName": "qw-sandbox-t",
        "items": [{"key": "token", "path": "token"}],
        "defaultMode": 0o440,
    }
    (container,) = pod["spec"]["containers"]
    assert {"name": "token", "mountPath": "/run/quantward/token", "readOnly": True} in container[
        "volumeMounts"
    ]
    config = json.loads(container["command"][-1])
    assert config["gateway"] == "10.1.2.3:8443"
    assert config["token_file"] == "/run/quantward/token/token"
    assert backend._secret("qw-sandbox-t", token)["stringData"] == {"token": token}


def test_a_request_takes_a_socket_or_a_ticket_not_both(tmp_path: Path) -> None:
    with pytest.raises(SandboxInputError, match="not both"):
        ExecutionRequest(
            code="pass",
            gateway_socket=tmp_path / "gw.sock",
            gateway_ticket=GatewayTicket("10.0.0.1", 8443, "t"),
        )
    with pytest.raises(SandboxInputError, match=r"port in 1\.\.65535"):
        GatewayTicket("10.0.0.1", 0, "t")
    assert "t0k" not in repr(GatewayTicket("10.0.0.1", 1, "t0k"))


def test_files_reported_in_the_log_are_read_as_untrusted() -> None:
    reported = {"../etc/passwd": b"x", "/abs": b"x", "ok.csv": b"1234", "big.png": b"y" * 10}
    assert _returned(reported, 8) == {"ok.csv": b"1234"}
