"""The Helm chart renders what its values say (`make chart-check`; needs helm: `make helm`).

Each test renders `charts/quantward` with one of the value sets in `charts/quantward/ci/` (the
same ones `tools/chart_check.py` lints and validates against the Kubernetes and KEDA schemas)
and reads the objects back.
"""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

import pytest
import yaml

from quantward_cli.settings_reference import SERVICE_SETTINGS
from quantward_contracts import topics
from quantward_contracts.principals import PRINCIPALS
from quantward_kit.settings import Settings

pytestmark = pytest.mark.chart

ROOT = Path(__file__).resolve().parents[2]
CI = ROOT / "charts" / "quantward" / "ci"
SERVICES = (
    "orchestrator",
    "researcher",
    "guardian",
    "validator",
    "resolver",
    "grounder",
    "search",
    "recorder",
    "api",
)
#: the settings class each service reads its environment with
SETTINGS: dict[str, type[Settings]] = dict(SERVICE_SETTINGS)
#: agreed with the telemetry work: every service serves /livez, /readyz and /metrics there
HEALTH_PORT_SETTING = "QW_HEALTH_PORT"


def _load_chart_check() -> Any:
    spec = importlib.util.spec_from_file_location("chart_check", ROOT / "tools" / "chart_check.py")
    assert spec
    assert spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["chart_check"] = module
    spec.loader.exec_module(module)
    return module


chart = _load_chart_check()


@cache
def rendered(value_set: str) -> tuple[dict[str, Any], ...]:
    return tuple(chart.render(CI / f"{value_set}.yaml"))


def objects(value_set: str, kind: str) -> dict[str, dict[str, Any]]:
    return {o["metadata"]["name"]: o for o in rendered(value_set) if o["kind"] == kind}


def name(service: str) -> str:
    return f"{chart.RELEASE}-quantward-{service}"


def container(value_set: str, service: str) -> dict[str, Any]:
    pod = objects(value_set, "Deployment")[name(service)]["spec"]["template"]["spec"]
    (only,) = pod["containers"]
    return dict(only)


def env(value_set: str, service: str) -> dict[str, dict[str, Any]]:
    return {e["name"]: e for e in container(value_set, service)["env"]}


def values(value_set: str) -> dict[str, Any]:
    return dict(yaml.safe_load((CI / f"{value_set}.yaml").read_text()))


def _settings_fields(cls: type[Settings]) -> set[str]:
    names = set()
    for field_name, info in cls.model_fields.items():
        names.add(f"QW_{field_name.upper()}")
        alias = info.validation_alias
        for choice in getattr(alias, "choices", ()):
            names.add(str(choice))
    return names


ALL_SETS = sorted(p.stem for p in CI.glob("*.yaml"))


def services_of(value_set: str) -> tuple[str, ...]:
    """The services a value set deploys: every one, and the sandbox service when enabled."""
    sandbox = values(value_set).get("services", {}).get("sandbox", {}).get("enabled", False)
    return (*SERVICES, "sandbox") if sandbox else SERVICES


# --- every value set --------------------------------------------------------------------------


@pytest.mark.parametrize("value_set", ALL_SETS)
def test_every_object_is_valid_for_kubernetes_and_keda(value_set: str) -> None:
    errors = [
        f"{o['kind']}/{o['metadata']['name']}: {e}"
        for o in rendered(value_set)
        for e in chart.validate(o)
    ]
    assert errors == []


@pytest.mark.parametrize("value_set", ALL_SETS)
def test_one_deployment_service_account_and_pdb_per_service(value_set: str) -> None:
    expected = {name(s) for s in services_of(value_set)}
    assert set(objects(value_set, "Deployment")) == expected
    assert set(objects(value_set, "ServiceAccount")) == expected
    assert set(objects(value_set, "PodDisruptionBudget")) == expected
    assert set(objects(value_set, "Service")) == expected
    for pdb_name, pdb in objects(value_set, "PodDisruptionBudget").items():
        deployment = objects(value_set, "Deployment")[pdb_name]
        assert pdb["spec"]["selector"] == deployment["spec"]["selector"]


@pytest.mark.parametrize("value_set", ALL_SETS)
def test_every_container_has_the_three_probes_on_the_health_port(value_set: str) -> None:
    for service in services_of(value_set):
        c = container(value_set, service)
        ports = {p["name"]: p["containerPort"] for p in c["ports"]}
        assert ports["health"] == 8081
        assert c["startupProbe"]["httpGet"] == {"path": "/livez", "port": "health"}
        assert c["livenessProbe"]["httpGet"] == {"path": "/livez", "port": "health"}
        assert c["readinessProbe"]["httpGet"] == {"path": "/readyz", "port": "health"}
        assert env(value_set, service)[HEALTH_PORT_SETTING]["value"] == "8081"


@pytest.mark.parametrize("value_set", ALL_SETS)
def test_every_pod_is_locked_down(value_set: str) -> None:
    for deployment_name, deployment in objects(value_set, "Deployment").items():
        pod = deployment["spec"]["template"]["spec"]
        # only the sandbox service calls the Kubernetes API (test_the_sandbox_service_…)
        assert pod["automountServiceAccountToken"] is (deployment_name == name("sandbox"))
        assert pod["securityContext"]["runAsNonRoot"] is True
        assert pod["securityContext"]["runAsUser"] == 10001
        assert pod["securityContext"]["seccompProfile"] == {"type": "RuntimeDefault"}
        for c in pod["containers"]:
            assert c["securityContext"] == {
                "allowPrivilegeEscalation": False,
                "readOnlyRootFilesystem": True,
                "privileged": False,
                "capabilities": {"drop": ["ALL"]},
            }
            mounts = {m["mountPath"]: m["name"] for m in c["volumeMounts"]}
            volumes = {v["name"]: v for v in pod["volumes"]}
            for writable in ("/tmp", "/var/lib/quantward"):
                assert "emptyDir" in volumes[mounts[writable]]
    for account in objects(value_set, "ServiceAccount").values():
        assert account["automountServiceAccountToken"] is False
    rbac = {"Role", "ClusterRole", "RoleBinding", "ClusterRoleBinding"}
    granted = {o["metadata"]["name"] for o in rendered(value_set) if o["kind"] in rbac}
    assert granted <= {name("sandbox"), f"{name('sandbox')}-{chart.NAMESPACE}"}
    assert "Secret" not in {o["kind"] for o in rendered(value_set)}


@pytest.mark.parametrize("value_set", ALL_SETS)
def test_each_service_runs_serve_and_reads_only_settings_it_has(value_set: str) -> None:
    for service in services_of(value_set):
        c = container(value_set, service)
        assert c["args"] == ["serve", service]
        known = _settings_fields(SETTINGS[service]) | {HEALTH_PORT_SETTING}
        invented = set(env(value_set, service)) - known
        assert invented == set(), f"{service} does not read {sorted(invented)}"


@pytest.mark.parametrize("value_set", ALL_SETS)
def test_network_policy_denies_by_default(value_set: str) -> None:
    policies = objects(value_set, "NetworkPolicy")
    deny = policies[f"{chart.RELEASE}-quantward-default-deny"]["spec"]
    assert deny["policyTypes"] == ["Ingress", "Egress"]
    assert "ingress" not in deny
    assert "egress" not in deny
    for deployment in objects(value_set, "Deployment").values():
        labels = deployment["spec"]["template"]["metadata"]["labels"]
        assert deny["podSelector"]["matchLabels"].items() <= labels.items()
        own = policies[deployment["metadata"]["name"]]["spec"]
        assert own["podSelector"] == deployment["spec"]["selector"]


# --- what one value set says --------------------------------------------------------------------


def test_defaults_replicas_and_the_researcher_autoscaler() -> None:
    deployments = objects("defaults", "Deployment")
    defaults = yaml.safe_load((ROOT / "charts" / "quantward" / "values.yaml").read_text())
    for service in SERVICES:
        spec = deployments[name(service)]["spec"]
        if service == "researcher":  # autoscaled by default: the autoscaler owns replicas
            assert "replicas" not in spec
        else:
            assert spec["replicas"] == defaults["services"][service]["replicas"]
    # no KEDA in the cluster (helm template's default capabilities): the CPU fallback
    assert set(objects("defaults", "HorizontalPodAutoscaler")) == {name("researcher")}
    assert objects("defaults", "ScaledObject") == {}


@pytest.mark.parametrize("value_set", ["defaults", "external-secrets"])
def test_researchers_are_not_offered_python_without_a_sandbox(value_set: str) -> None:
    """No sandbox service deployed: the `python` tool would wait for nobody."""
    assert env(value_set, "researcher")["QW_RESEARCHER_PYTHON"]["value"] == "false"


def test_researchers_are_offered_python_with_the_sandbox() -> None:
    assert env("sandbox", "researcher")["QW_RESEARCHER_PYTHON"]["value"] == "true"


def test_the_sandbox_service_runs_pods_through_its_own_gateway() -> None:
    variables = env("sandbox", "sandbox")
    assert variables["QW_SANDBOX_BACKEND"]["value"] == "kubernetes"
    assert variables["QW_SANDBOX_GATEWAY_ADVERTISE"]["valueFrom"] == {
        "fieldRef": {"fieldPath": "status.podIP"}
    }
    assert variables["QW_SANDBOX_KUBE_NAMESPACE"]["value"] == "quantward-sandbox"
    assert variables["QW_SANDBOX_KUBE_RUNTIME_CLASS"]["value"] == "gvisor"
    assert variables["QW_SANDBOX_KUBE_MANAGE_POLICY"]["value"] == "false"
    assert variables["QW_SANDBOX_WORKERS"]["value"] == "8"
    # the per-user quota is counted in PostgreSQL, shared by the replicas
    assert variables["QW_SANDBOX_USAGE_DSN"]["valueFrom"]["secretKeyRef"] == {
        "name": "quantward-postgres",
        "key": "dsn",
    }
    labels = yaml.safe_load(variables["QW_SANDBOX_KUBE_GATEWAY_LABELS"]["value"])
    deployment = objects("sandbox", "Deployment")[name("sandbox")]
    assert labels == deployment["spec"]["selector"]["matchLabels"]
    assert variables["QW_SANDBOX_KUBE_IMAGE"]["value"] == container("sandbox", "api")["image"]
    ports = {p["name"]: p["containerPort"] for p in container("sandbox", "sandbox")["ports"]}
    assert ports["gateway"] == 8443


def test_the_sandbox_service_may_only_run_pods_in_the_sandbox_namespace() -> None:
    (role,) = objects("sandbox", "Role").values()
    assert role["metadata"]["namespace"] == "quantward-sandbox"
    granted = {
        (resource, verb)
        for rule in role["rules"]
        for resource in rule["resources"]
        for verb in rule["verbs"]
    }
    assert granted == {
        *(("pods", v) for v in ("create", "get", "list", "watch", "delete")),
        ("pods/log", "get"),
        *((r, v) for r in ("configmaps", "secrets") for v in ("create", "delete")),
        ("networkpolicies", "get"),  # read the chart's policy, never change it
    }
    (binding,) = objects("sandbox", "RoleBinding").values()
    assert binding["subjects"] == [
        {"kind": "ServiceAccount", "name": name("sandbox"), "namespace": chart.NAMESPACE}
    ]
    (cluster_role,) = objects("sandbox", "ClusterRole").values()
    assert cluster_role["rules"] == [
        {
            "apiGroups": ["node.k8s.io"],
            "resources": ["runtimeclasses"],
            "resourceNames": ["gvisor"],
            "verbs": ["get"],
        }
    ]


def test_sandbox_pods_may_reach_the_gateway_and_nothing_else() -> None:
    (namespace,) = objects("sandbox", "Namespace").values()
    assert namespace["metadata"]["labels"]["pod-security.kubernetes.io/enforce"] == "restricted"
    policies = objects("sandbox", "NetworkPolicy")
    sandbox_pods = policies["quantward-sandbox-deny-all-but-gateway"]
    assert sandbox_pods["metadata"]["namespace"] == "quantward-sandbox"
    spec = sandbox_pods["spec"]
    assert spec["podSelector"] == {}  # every Pod of the namespace
    assert spec["ingress"] == []
    (rule,) = spec["egress"]
    assert rule["ports"] == [{"port": 8443, "protocol": "TCP"}]
    (peer,) = rule["to"]
    deployment = objects("sandbox", "Deployment")[name("sandbox")]
    assert peer["podSelector"]["matchLabels"] == deployment["spec"]["selector"]["matchLabels"]
    assert peer["namespaceSelector"]["matchLabels"] == {
        "kubernetes.io/metadata.name": chart.NAMESPACE
    }
    service = policies[name("sandbox")]["spec"]
    gateway_in = service["ingress"][0]
    assert gateway_in["ports"] == [{"port": "gateway", "protocol": "TCP"}]
    assert gateway_in["from"] == [
        {"namespaceSelector": {"matchLabels": {"kubernetes.io/metadata.name": "quantward-sandbox"}}}
    ]
    kube_api = {
        "to": [{"ipBlock": {"cidr": "10.0.0.1/32"}}],
        "ports": [{"port": 443, "protocol": "TCP"}],
    }
    assert kube_api in service["egress"]


def test_keda_scales_researchers_on_the_groups_lag() -> None:
    (scaled,) = objects("keda", "ScaledObject").values()
    scaling = values("keda")["services"]["researcher"]["autoscaling"]
    assert scaled["spec"]["scaleTargetRef"]["name"] == name("researcher")
    assert scaled["spec"]["minReplicaCount"] == scaling["minReplicas"]
    assert scaled["spec"]["maxReplicaCount"] == scaling["maxReplicas"]
    (trigger,) = scaled["spec"]["triggers"]
    assert trigger["type"] == "kafka"
    # the bus namespaces topics and groups: "<namespace>.<name>"
    assert trigger["metadata"]["consumerGroup"] == "prod.researcher"
    # the topic researchers consume (from the contracts, so a renamed topic fails here)
    assert trigger["metadata"]["topic"] == f"prod.{topics.TASKS}"
    assert trigger["metadata"]["lagThreshold"] == str(scaling["lagThreshold"])
    assert trigger["metadata"]["bootstrapServers"] == values("keda")["kafka"]["bootstrap"]
    assert "authenticationRef" not in trigger
    assert objects("keda", "HorizontalPodAutoscaler") == {}
    assert "replicas" not in objects("keda", "Deployment")[name("researcher")]["spec"]


def test_hpa_fallback_when_keda_is_missing() -> None:
    hpas = objects("hpa-fallback", "HorizontalPodAutoscaler")
    wanted = values("hpa-fallback")["services"]
    assert set(hpas) == {name(s) for s in ("researcher", "orchestrator", "recorder", "api")}
    for service in ("orchestrator", "recorder", "api"):
        spec = hpas[name(service)]["spec"]
        assert spec["scaleTargetRef"]["name"] == name(service)
        assert spec["minReplicas"] == wanted[service]["autoscaling"]["minReplicas"]
        assert spec["maxReplicas"] == wanted[service]["autoscaling"]["maxReplicas"]
        (metric,) = spec["metrics"]
        target = wanted[service]["autoscaling"]["targetCPUUtilizationPercentage"]
        assert metric["resource"]["target"]["averageUtilization"] == target
        assert "replicas" not in objects("hpa-fallback", "Deployment")[name(service)]["spec"]
    assert objects("hpa-fallback", "ScaledObject") == {}


def test_kafka_over_tls_with_sasl() -> None:
    bus_services = [s for s in SERVICES if s != "search"]
    for service in bus_services:
        e = env("kafka-tls-sasl", service)
        assert e["QW_KAFKA_SECURITY_PROTOCOL"]["value"] == "SASL_SSL"
        assert e["QW_KAFKA_SASL_MECHANISM"]["value"] == "SCRAM-SHA-512"
        secret = "kafka-researcher" if service == "researcher" else "kafka-quantward"
        assert e["QW_KAFKA_SASL_USERNAME"]["valueFrom"]["secretKeyRef"] == {
            "name": secret,
            "key": "user",
        }
        assert e["QW_KAFKA_SASL_PASSWORD"]["valueFrom"]["secretKeyRef"] == {
            "name": secret,
            "key": "password",
        }
        mounted = container("kafka-tls-sasl", service)["volumeMounts"]
        mounts = {m["name"]: m["mountPath"] for m in mounted}
        assert e["QW_KAFKA_SSL_CAFILE"]["value"] == f"{mounts['kafka-ca']}/ca.crt"
        assert e["QW_KAFKA_SSL_CERTFILE"]["value"] == f"{mounts['kafka-client']}/tls.crt"
        assert e["QW_KAFKA_SSL_KEYFILE"]["value"] == f"{mounts['kafka-client']}/tls.key"
    # search answers gRPC only: no Kafka at all
    assert not {k for k in env("kafka-tls-sasl", "search") if k.startswith("QW_KAFKA")}
    (auth,) = objects("kafka-tls-sasl", "TriggerAuthentication").values()
    refs = {r["parameter"]: (r["name"], r["key"]) for r in auth["spec"]["secretTargetRef"]}
    assert refs == {
        "username": ("kafka-researcher", "user"),
        "password": ("kafka-researcher", "password"),
        "ca": ("kafka-ca", "ca.crt"),
        "cert": ("kafka-client-cert", "tls.crt"),
        "key": ("kafka-client-cert", "tls.key"),
    }
    (scaled,) = objects("kafka-tls-sasl", "ScaledObject").values()
    trigger = scaled["spec"]["triggers"][0]
    assert trigger["authenticationRef"]["name"] == auth["metadata"]["name"]
    assert trigger["metadata"]["sasl"] == "scram_sha512"
    assert trigger["metadata"]["tls"] == "enable"
    egress = objects("kafka-tls-sasl", "NetworkPolicy")[name("researcher")]["spec"]["egress"]
    (kafka_rule,) = [r for r in egress if r["ports"] == [{"port": 9093, "protocol": "TCP"}]]
    assert kafka_rule["to"] == values("kafka-tls-sasl")["networkPolicy"]["kafka"]["to"]


SECRET_ENV = {
    "QW_NEO4J_PASSWORD": ({"resolver"}, ("neo4j-quantward", "password")),
    "QW_POSTGRES_DSN": (
        {"orchestrator", "researcher", "recorder", "api"},
        ("postgres-quantward", "dsn"),
    ),
    "QW_MODEL_API_KEY": ({"orchestrator", "researcher", "guardian"}, ("model-endpoint", "token")),
    "QW_ELASTICSEARCH_URL": (
        {"researcher", "grounder", "search"},
        ("elasticsearch-quantward", "url"),
    ),
}


@pytest.mark.parametrize("variable", sorted(SECRET_ENV))
def test_external_secrets_reach_only_the_services_that_use_them(variable: str) -> None:
    users, (secret, key) = SECRET_ENV[variable]
    for service in SERVICES:
        e = env("external-secrets", service)
        if service in users:
            assert "value" not in e[variable]
            assert e[variable]["valueFrom"]["secretKeyRef"] == {"name": secret, "key": key}
        else:
            assert variable not in e


def test_external_secrets_servers_and_settings() -> None:
    wanted = values("external-secrets")
    resolver = env("external-secrets", "resolver")
    assert resolver["QW_NEO4J_URI"]["value"] == wanted["neo4j"]["uri"]
    assert resolver["QW_NEO4J_USER"]["value"] == "quantward"
    orchestrator = env("external-secrets", "orchestrator")
    assert orchestrator["QW_ORCHESTRATOR_RESUME"]["value"] == "true"
    assert orchestrator["QW_ORCHESTRATOR_CONCURRENT_RUNS"]["value"] == "64"
    assert orchestrator["QW_RECORDS_SCHEMA"]["value"] == "prod_records"
    assert orchestrator["QW_MODEL_BASE_URL"]["value"] == wanted["model"]["baseUrl"]
    assert orchestrator["QW_MODEL_MAX_RETRIES"]["value"] == "0"
    assert env("external-secrets", "researcher")["QW_RESEARCHER_WORKERS"]["value"] == "8"
    assert env("external-secrets", "researcher")["QW_ELASTICSEARCH_INDEX"]["value"] == "prod-chunks"
    for service in SERVICES:
        assert container("external-secrets", service)["envFrom"] == wanted["extraEnvFrom"]
    deployments = objects("external-secrets", "Deployment")
    assert deployments[name("orchestrator")]["spec"]["replicas"] == 3
    assert deployments[name("researcher")]["spec"]["replicas"] == 4
    assert objects("external-secrets", "HorizontalPodAutoscaler") == {}
    assert objects("external-secrets", "Service")[name("api")]["spec"]["type"] == "LoadBalancer"


def test_signing_keys_each_bus_service_signs_as_itself_with_only_its_own_key() -> None:
    secret = values("external-secrets")["signing"]["secret"]["name"]
    deployments = objects("external-secrets", "Deployment")
    signed = set()
    for service in SERVICES:
        e = env("external-secrets", service)
        pod = deployments[name(service)]["spec"]["template"]["spec"]
        volumes = {v["name"]: v for v in pod["volumes"]}
        if "QW_KAFKA_BOOTSTRAP" not in e:  # not on the bus: publishes nothing, checks nothing
            assert "QW_SIGNING_KEY_FILE" not in e
            assert "signing" not in volumes
            continue
        signed.add(service)
        # a principal the contracts know (a service signing as an unknown one cannot start)
        assert e["QW_PRINCIPAL"]["value"] in PRINCIPALS
        assert e["QW_PRINCIPAL"]["value"] == service
        key_file = e["QW_SIGNING_KEY_FILE"]["value"]
        trusted = e["QW_TRUSTED_KEYS_FILE"]["value"]
        (mount,) = [
            m
            for m in container("external-secrets", service)["volumeMounts"]
            if m["name"] == "signing"
        ]
        assert mount["readOnly"] is True
        assert key_file == f"{mount['mountPath']}/{service}.pem"
        assert trusted == f"{mount['mountPath']}/trusted-keys.json"
        volume = volumes["signing"]["secret"]
        assert volume["secretName"] == secret
        # its own private key and the public keys, never another service's private key
        assert {i["path"] for i in volume["items"]} == {f"{service}.pem", "trusted-keys.json"}
    assert signed >= {"orchestrator", "researcher", "guardian", "validator", "recorder", "api"}


@pytest.mark.parametrize("value_set", ["defaults", "keda", "kafka-tls-sasl"])
def test_without_a_signing_secret_nothing_is_signed(value_set: str) -> None:
    for service in SERVICES:
        assert "QW_SIGNING_KEY_FILE" not in env(value_set, service)
        assert "QW_TRUSTED_KEYS_FILE" not in env(value_set, service)


def test_egress_follows_what_each_service_uses() -> None:
    policies = objects("external-secrets", "NetworkPolicy")

    def ports(service: str) -> set[int]:
        rules = policies[name(service)]["spec"]["egress"]
        return {p["port"] for r in rules for p in r["ports"]}

    dns, kafka, neo4j, search, postgres, model = 53, 9092, 7687, 9200, 5432, 443
    assert ports("resolver") == {dns, kafka, neo4j}
    assert ports("search") == {dns, search}
    assert ports("grounder") == {dns, kafka, search}
    assert ports("researcher") == {dns, kafka, search, postgres, model}
    assert ports("orchestrator") == {dns, kafka, postgres, model}
    assert ports("guardian") == {dns, kafka, model}
    assert ports("validator") == {dns, kafka}
    assert ports("recorder") == {dns, kafka, postgres}
    assert ports("api") == {dns, kafka, postgres, 50051, 50052}
    api_env = env("external-secrets", "api")
    assert api_env["QW_API_PORT"]["value"] == "8080"
    assert api_env["QW_API_RESOLVER_ADDRESS"]["value"] == f"{name('resolver')}:50051"
    assert api_env["QW_API_SEARCH_ADDRESS"]["value"] == f"{name('search')}:50052"
    # ingress: metrics from the monitoring namespace; the API from the ingress namespace only
    api_ingress = policies[name("api")]["spec"]["ingress"]
    assert {
        "from": values("external-secrets")["networkPolicy"]["apiFrom"],
        "ports": [{"port": "http", "protocol": "TCP"}],
    } in api_ingress
    assert policies[name("validator")]["spec"]["ingress"] == [
        {
            "from": values("external-secrets")["networkPolicy"]["metricsFrom"],
            "ports": [{"port": "health", "protocol": "TCP"}],
        }
    ]


def test_notes_say_how_to_reach_the_api() -> None:
    text = chart.notes(CI / "defaults.yaml")
    assert f"port-forward service/{name('api')} 8080:8080" in text
    assert f"http://{name('api')}.{chart.NAMESPACE}.svc:8080" in text
    assert "kubectl --namespace quantward get service" in chart.notes(CI / "external-secrets.yaml")


# --- what the chart refuses -------------------------------------------------------------------


def _render_fails(tmp_path: Path, text: str) -> str:
    """The error of rendering the defaults value set with `text` merged over it."""
    overlay = tmp_path / "overlay.yaml"
    overlay.write_text(text)
    with pytest.raises(RuntimeError) as failure:
        chart.render(CI / "defaults.yaml", "-f", str(overlay))
    return str(failure.value)


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("services:\n  researcher:\n    settings: {researcher_wrokers: 3}\n", "researcher_wrokers"),
        ("services:\n  guardian:\n    settings: {researcher_workers: 3}\n", "researcher_workers"),
        ("neo4j:\n  passwordSecret: {name: x, key: k}\n  password: hunter2\n", "password"),
        ("kafka:\n  sasl: {enabled: true, mechanism: GSSAPI}\n", "mechanism"),
        ("search:\n  backend: solr\n", "backend"),
    ],
)
def test_the_schema_refuses_what_no_setting_reads(tmp_path: Path, text: str, says: str) -> None:
    assert says in _render_fails(tmp_path, text)


def test_sasl_without_a_secret_names_the_value(tmp_path: Path) -> None:
    message = _render_fails(tmp_path, "kafka:\n  sasl: {enabled: true}\n")
    assert "kafka.sasl.secret.name is required" in message


def test_kafka_bootstrap_is_required(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("search: {url: 'http://es:9200'}\n")
    with pytest.raises(RuntimeError, match=r"kafka\.bootstrap is required"):
        chart.render(bad)


# --- the offline validation can fail --------------------------------------------------------------

Mutate = Callable[[dict[str, Any]], None]


def _deployment() -> dict[str, Any]:
    return dict(yaml.safe_load(yaml.safe_dump(objects("defaults", "Deployment")[name("api")])))


def test_the_core_validation_refuses_an_unknown_field() -> None:
    broken = _deployment()
    broken["spec"]["template"]["spec"]["containers"][0]["livenesProbe"] = {}
    assert chart.validate(broken)
    assert chart.validate(_deployment()) == []


def test_the_keda_validation_refuses_an_unknown_field_and_a_bad_type() -> None:
    scaled = dict(objects("keda", "ScaledObject")[name("researcher")])
    assert chart.validate(scaled) == []
    assert chart.validate({**scaled, "spec": {**scaled["spec"], "maxReplicas": 3}}) == [
        "unknown field ScaledObject.spec.maxReplicas"
    ]
    assert chart.validate({**scaled, "spec": {**scaled["spec"], "minReplicaCount": "many"}})
