"""What a cluster must hold before `helm install` of the chart can work (`quantward deploy check`).

The chart never writes a Secret: it only names existing ones (ADR 0015). A missing Secret, a
key spelt differently, or KEDA asked for on a cluster without it shows up only after install,
as pods stuck in `CreateContainerConfigError` or an object the API server refuses. This module
reads the values the chart would be installed with and asks the cluster, through one small
port (`Cluster`), whether each prerequisite is there, so a platform team learns every gap, with
the fix, in one pass and before anything is created. The checks are pure; the `kubernetes`
package adapter lives in `KubernetesCluster`.
"""

from __future__ import annotations

import copy
import os
import warnings
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final, Literal, Protocol

import yaml

#: the oldest Kubernetes the chart's objects are written for (policy/v1, autoscaling/v2)
MIN_MINOR: Final = 25
#: the API group version of KEDA's ScaledObject and TriggerAuthentication
KEDA_API: Final = "keda.sh/v1alpha1"

Level = Literal["ok", "warn", "fail"]


@dataclass(frozen=True)
class Finding:
    """One prerequisite and what the cluster says about it; `fix` says what to do if not ok."""

    level: Level
    what: str
    fix: str = ""


class Cluster(Protocol):
    """What the checks need to know of a cluster (read only)."""

    def version(self) -> tuple[int, int]:
        """(major, minor) of the API server."""
        ...

    def namespace_exists(self, namespace: str) -> bool: ...

    def secret_keys(self, namespace: str, name: str) -> frozenset[str] | None:
        """The data keys of a Secret (never its values), or None when it does not exist."""
        ...

    def config_map_exists(self, namespace: str, name: str) -> bool: ...

    def serves(self, group_version: str) -> bool:
        """Whether the API server serves an API group version (a CRD installed)."""
        ...


def transport_findings(verifies_tls: bool) -> list[Finding]:
    """What the connection itself says about the cluster's trust."""
    if verifies_tls:
        return []
    return [
        Finding(
            "warn",
            "the Kubernetes API's certificate is not verified (insecure-skip-tls-verify)",
            "give the kubeconfig the cluster's certificate-authority instead",
        )
    ]


def merge_values(base: Mapping[str, Any], *overrides: Mapping[str, Any]) -> dict[str, Any]:
    """Helm's merge of values files: maps merge key by key, anything else is replaced."""
    merged: dict[str, Any] = copy.deepcopy(dict(base))
    for override in overrides:
        for key, value in override.items():
            current = merged.get(key)
            if isinstance(current, dict) and isinstance(value, Mapping):
                merged[key] = merge_values(current, value)
            else:
                merged[key] = copy.deepcopy(value)
    return merged


def load_values(chart: Path | None, files: Iterable[Path]) -> dict[str, Any]:
    """The chart's defaults (when the chart folder is given) merged with each values file."""
    layers: list[Mapping[str, Any]] = []
    if chart is not None:
        layers.append(_read_yaml(chart / "values.yaml"))
    layers.extend(_read_yaml(path) for path in files)
    return merge_values({}, *layers)


def _read_yaml(path: Path) -> Mapping[str, Any]:
    try:
        loaded = yaml.safe_load(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise ValueError(f"{path}: cannot read it ({exc.strerror or exc})") from exc
    except yaml.YAMLError as exc:
        raise ValueError(f"{path}: not valid YAML ({exc})") from exc
    if loaded is None:
        return {}
    if not isinstance(loaded, Mapping):
        raise ValueError(f"{path}: a values file is a YAML mapping, not a {type(loaded).__name__}")
    return loaded


def _get(values: Mapping[str, Any], dotted: str, default: Any = None) -> Any:
    node: Any = values
    for part in dotted.split("."):
        if not isinstance(node, Mapping) or part not in node:
            return default
        node = node[part]
    return node


def enabled_services(values: Mapping[str, Any]) -> list[str]:
    """Services the chart would deploy (every one is a bus client and signs)."""
    services = _get(values, "services", {}) or {}
    return [name for name, cfg in services.items() if (cfg or {}).get("enabled", True)]


def check(cluster: Cluster, namespace: str, values: Mapping[str, Any]) -> list[Finding]:
    """Every finding, in the order a reader fixes them: cluster, namespace, servers, secrets."""
    findings: list[Finding] = []
    major, minor = cluster.version()
    if (major, minor) < (1, MIN_MINOR):
        findings.append(
            Finding(
                "fail",
                f"Kubernetes {major}.{minor}",
                f"the chart needs 1.{MIN_MINOR} or later (policy/v1, autoscaling/v2)",
            )
        )
    else:
        findings.append(Finding("ok", f"Kubernetes {major}.{minor}"))
    if cluster.namespace_exists(namespace):
        findings.append(Finding("ok", f"namespace {namespace}"))
    else:
        findings.append(
            Finding(
                "warn",
                f"namespace {namespace} does not exist",
                f"`kubectl create namespace {namespace}` (or install with --create-namespace); "
                "the Secrets below must be created in it first",
            )
        )
    findings.extend(_servers(values))
    findings.extend(_transport(values))
    findings.extend(_secrets(cluster, namespace, values))
    findings.extend(_autoscaling(cluster, values))
    return findings


def _transport(values: Mapping[str, Any]) -> Iterator[Finding]:
    """Warnings about connections that install and work but are open to whoever reaches them."""
    grpc_servers = [s for s in ("resolver", "search", "recorder") if s in enabled_services(values)]
    if grpc_servers and not _get(values, "grpc.tls.enabled"):
        yield Finding(
            "warn",
            f"gRPC of {', '.join(grpc_servers)} is plaintext (grpc.tls.enabled is false)",
            "set grpc.tls.enabled with grpc.tls.certSecret (a certificate naming the gRPC "
            "Services) and grpc.tls.caSecret",
        )
    if grpc_servers and not _get(values, "grpc.tokenSecret.name"):
        yield Finding(
            "warn",
            f"gRPC of {', '.join(grpc_servers)} takes calls without a token",
            "anyone who reaches a pod can resolve, search and read every run's record; create "
            "a Secret with a random token and set grpc.tokenSecret",
        )
    sslmode = _get(values, "postgres.tls.sslmode") or ""
    if _get(values, "postgres.dsnSecret.name") and sslmode not in ("verify-ca", "verify-full"):
        yield Finding(
            "warn",
            "PostgreSQL's certificate is not verified unless the DSN says so "
            f"(postgres.tls.sslmode is {sslmode or 'empty'})",
            "set postgres.tls.sslmode: verify-full and postgres.tls.caSecret (or put "
            "sslmode=verify-full in the DSN)",
        )


def _servers(values: Mapping[str, Any]) -> Iterator[Finding]:
    if _get(values, "kafka.bootstrap"):
        yield Finding("ok", f"Kafka bootstrap {_get(values, 'kafka.bootstrap')}")
    else:
        yield Finding(
            "fail",
            "kafka.bootstrap is empty",
            "set kafka.bootstrap to the brokers (host:port,…); no service runs without the bus",
        )
    backend = _get(values, "search.backend", "elasticsearch")
    if backend == "embedded":
        yield Finding(
            "warn",
            "search.backend is embedded",
            "each pod indexes the demo corpus itself: for trying the chart out only; set "
            "search.backend and search.url (or search.urlSecret) for a shared index",
        )
    elif not (_get(values, "search.url") or _get(values, "search.urlSecret.name")):
        yield Finding(
            "fail",
            f"search.backend is {backend} but neither search.url nor search.urlSecret is set",
            "set search.url, or search.urlSecret.name and .key (a Secret holding the URL)",
        )
    if not _get(values, "postgres.dsnSecret.name"):
        yield Finding(
            "warn",
            "postgres.dsnSecret.name is empty: each pod keeps its own embedded run record",
            "runs are not durable across pods and replay finds only what one pod recorded; name "
            "a Secret with a PostgreSQL DSN in postgres.dsnSecret",
        )
    if not _get(values, "model.baseUrl"):
        yield Finding(
            "warn",
            "model.baseUrl is empty: agents use the offline reference policy",
            "set model.baseUrl (an OpenAI-compatible endpoint) and model.apiKeySecret",
        )
    if not _get(values, "signing.secret.name"):
        yield Finding(
            "warn",
            "signing.secret.name is empty: events go unsigned",
            "anyone who can produce to the topics can forge a review decision or a task "
            "completion; `quantward signing-keys generate DIR`, then `kubectl create secret "
            "generic NAME --from-file=DIR` and set signing.secret.name",
        )


@dataclass(frozen=True)
class _SecretRef:
    setting: str
    name: str
    keys: tuple[str, ...]


def _secret_refs(values: Mapping[str, Any]) -> Iterator[_SecretRef]:
    """Every Secret (and the keys in it) the chart would mount or read, from the values."""
    services = enabled_services(values)
    tls_on = bool(_get(values, "kafka.tls.enabled"))
    if tls_on and _get(values, "kafka.tls.caSecret.name"):
        yield _SecretRef(
            "kafka.tls.caSecret",
            _get(values, "kafka.tls.caSecret.name"),
            (_get(values, "kafka.tls.caSecret.key", "ca.crt"),),
        )
    if tls_on and _get(values, "kafka.tls.clientSecret.name"):
        yield _SecretRef(
            "kafka.tls.clientSecret",
            _get(values, "kafka.tls.clientSecret.name"),
            (
                _get(values, "kafka.tls.clientSecret.certKey", "tls.crt"),
                _get(values, "kafka.tls.clientSecret.keyKey", "tls.key"),
            ),
        )
    if _get(values, "kafka.sasl.enabled"):
        sasl_keys = (
            _get(values, "kafka.sasl.secret.usernameKey", "username"),
            _get(values, "kafka.sasl.secret.passwordKey", "password"),
        )
        shared = _get(values, "kafka.sasl.secret.name") or ""
        for service in services:
            own = _get(values, f"services.{service}.kafkaSaslSecret") or ""
            setting = f"services.{service}.kafkaSaslSecret" if own else "kafka.sasl.secret"
            yield _SecretRef(setting, own or shared, sasl_keys)
    if _get(values, "neo4j.uri") and _get(values, "neo4j.passwordSecret.name"):
        yield _SecretRef(
            "neo4j.passwordSecret",
            _get(values, "neo4j.passwordSecret.name"),
            (_get(values, "neo4j.passwordSecret.key", "password"),),
        )
    if _get(values, "search.backend") != "embedded" and _get(values, "search.urlSecret.name"):
        yield _SecretRef(
            "search.urlSecret",
            _get(values, "search.urlSecret.name"),
            (_get(values, "search.urlSecret.key", "url"),),
        )
    if _get(values, "postgres.dsnSecret.name"):
        yield _SecretRef(
            "postgres.dsnSecret",
            _get(values, "postgres.dsnSecret.name"),
            (_get(values, "postgres.dsnSecret.key", "dsn"),),
        )
    if _get(values, "model.baseUrl") and _get(values, "model.apiKeySecret.name"):
        yield _SecretRef(
            "model.apiKeySecret",
            _get(values, "model.apiKeySecret.name"),
            (_get(values, "model.apiKeySecret.key", "api-key"),),
        )
    yield from _transport_secret_refs(values, services)
    if _get(values, "signing.secret.name"):
        yield _SecretRef(
            "signing.secret",
            _get(values, "signing.secret.name"),
            (*(f"{service}.pem" for service in services), "trusted-keys.json"),
        )
    for pull in _get(values, "image.pullSecrets", []) or []:
        if isinstance(pull, Mapping) and pull.get("name"):
            yield _SecretRef("image.pullSecrets", str(pull["name"]), ())


def _ref(values: Mapping[str, Any], setting: str, *keys: tuple[str, str]) -> _SecretRef | None:
    """The Secret at `setting` with its keys (each a value name and its default), if named."""
    name = _get(values, f"{setting}.name")
    if not name:
        return None
    return _SecretRef(setting, name, tuple(_get(values, f"{setting}.{k}", d) for k, d in keys))


def _transport_secret_refs(values: Mapping[str, Any], services: list[str]) -> Iterator[_SecretRef]:
    """The Secrets of gRPC TLS and token, Neo4j / PostgreSQL TLS and the ACL Job's admin."""
    grpc_on = bool({"resolver", "search", "recorder", "api"} & set(services))
    wanted: list[_SecretRef | None] = []
    if grpc_on and _get(values, "grpc.tls.enabled"):
        wanted += [
            _ref(values, "grpc.tls.certSecret", ("certKey", "tls.crt"), ("keyKey", "tls.key")),
            _ref(values, "grpc.tls.caSecret", ("key", "ca.crt")),
        ]
    if grpc_on:
        wanted += [
            _ref(values, "grpc.tokenSecret", ("key", "token")),
            _ref(values, "grpc.tokenAlsoAcceptedSecret", ("key", "token")),
        ]
    if _get(values, "neo4j.uri") and "resolver" in services:
        wanted.append(_ref(values, "neo4j.tls.caSecret", ("key", "ca.crt")))
    if _get(values, "postgres.dsnSecret.name"):
        wanted += [
            _ref(values, "postgres.tls.caSecret", ("key", "ca.crt")),
            _ref(
                values, "postgres.tls.clientSecret", ("certKey", "tls.crt"), ("keyKey", "tls.key")
            ),
        ]
    if _get(values, "kafkaAcls.enabled") and _get(values, "kafka.sasl.enabled"):
        wanted.append(
            _ref(
                values,
                "kafkaAcls.adminSecret",
                ("usernameKey", "username"),
                ("passwordKey", "password"),
            )
        )
    yield from (ref for ref in wanted if ref is not None)


def _secrets(cluster: Cluster, namespace: str, values: Mapping[str, Any]) -> Iterator[Finding]:
    by_name: dict[str, list[_SecretRef]] = {}
    for ref in _secret_refs(values):
        if not ref.name:
            yield Finding(
                "fail",
                f"{ref.setting}.name is empty",
                f"name an existing Secret holding {', '.join(ref.keys)}",
            )
            continue
        by_name.setdefault(ref.name, []).append(ref)
    for name, refs in by_name.items():
        settings = ", ".join(dict.fromkeys(ref.setting for ref in refs))
        wanted = list(dict.fromkeys(key for ref in refs for key in ref.keys))
        keys = cluster.secret_keys(namespace, name)
        if keys is None:
            fix = f"create it in {namespace}"
            if wanted:
                fix += " with " + ", ".join(f"`{key}`" for key in wanted)
            yield Finding("fail", f"Secret {name} ({settings}) does not exist", fix)
            continue
        missing = [key for key in wanted if key not in keys]
        if missing:
            yield Finding(
                "fail",
                f"Secret {name} ({settings}) lacks " + ", ".join(f"`{key}`" for key in missing),
                "add the key(s), or point the value's key setting at the key the Secret has ("
                + ", ".join(sorted(keys))
                + ")",
            )
        else:
            yield Finding("ok", f"Secret {name} ({settings})")
    for entry in _get(values, "extraEnvFrom", []) or []:
        if not isinstance(entry, Mapping):
            continue
        if "secretRef" in entry:
            name = str((entry["secretRef"] or {}).get("name", ""))
            optional = bool((entry["secretRef"] or {}).get("optional"))
            exists = cluster.secret_keys(namespace, name) is not None
            kind = "Secret"
        elif "configMapRef" in entry:
            name = str((entry["configMapRef"] or {}).get("name", ""))
            optional = bool((entry["configMapRef"] or {}).get("optional"))
            exists = cluster.config_map_exists(namespace, name)
            kind = "ConfigMap"
        else:
            continue
        if exists:
            yield Finding("ok", f"{kind} {name} (extraEnvFrom)")
        else:
            yield Finding(
                "warn" if optional else "fail",
                f"{kind} {name} (extraEnvFrom) does not exist",
                f"create it in {namespace}, or mark the entry optional",
            )


def _autoscaling(cluster: Cluster, values: Mapping[str, Any]) -> Iterator[Finding]:
    researcher = _get(values, "services.researcher", {}) or {}
    scaling = researcher.get("autoscaling") or {}
    if not researcher.get("enabled", True) or not scaling.get("enabled"):
        return
    mode = scaling.get("mode", "auto")
    keda = cluster.serves(KEDA_API)
    if mode == "keda" and not keda:
        yield Finding(
            "fail",
            f"researcher autoscaling mode keda, but the cluster does not serve {KEDA_API}",
            "install KEDA (its CRDs), or set services.researcher.autoscaling.mode to hpa or auto",
        )
    elif mode == "auto":
        chosen = "a KEDA ScaledObject on the task lag" if keda else "a CPU HorizontalPodAutoscaler"
        yield Finding("ok", f"researcher autoscaling: {chosen} ({KEDA_API} served: {keda})")
    else:
        yield Finding("ok", f"researcher autoscaling: {mode}")


class KubernetesCluster:
    """The `Cluster` port over the official `kubernetes` client (kubeconfig or in-cluster)."""

    def __init__(self, kubeconfig: Path | None = None, context: str | None = None) -> None:
        from kubernetes import client, config

        if kubeconfig is None and context is None and _in_cluster():
            config.load_incluster_config()  # type: ignore[no-untyped-call]
            api_client = client.ApiClient()
        else:
            api_client = config.new_client_from_config(  # type: ignore[no-untyped-call]
                config_file=str(kubeconfig) if kubeconfig else None, context=context
            )
        self._client = api_client
        #: whether the API server's certificate is verified (off with insecure-skip-tls-verify)
        self.verifies_tls = bool(api_client.configuration.verify_ssl)
        if not self.verifies_tls:
            # reported once as a finding instead of a urllib3 warning on every request
            import urllib3

            warnings.filterwarnings("ignore", category=urllib3.exceptions.InsecureRequestWarning)
        self._core = client.CoreV1Api(api_client)
        self._version = client.VersionApi(api_client)
        self._apis = client.ApisApi(api_client)

    def version(self) -> tuple[int, int]:
        info = self._version.get_code()
        return int(info.major), int("".join(ch for ch in info.minor if ch.isdigit()) or 0)

    def namespace_exists(self, namespace: str) -> bool:
        return self._exists(lambda: self._core.read_namespace(namespace))

    def secret_keys(self, namespace: str, name: str) -> frozenset[str] | None:
        from kubernetes.client.exceptions import ApiException

        try:
            secret = self._core.read_namespaced_secret(name, namespace)
        except ApiException as exc:
            if exc.status == 404:
                return None
            raise
        return frozenset((secret.data or {}).keys()) | frozenset((secret.string_data or {}).keys())

    def config_map_exists(self, namespace: str, name: str) -> bool:
        return self._exists(lambda: self._core.read_namespaced_config_map(name, namespace))

    def serves(self, group_version: str) -> bool:
        group, _, version = group_version.partition("/")
        for api_group in self._apis.get_api_versions().groups or []:
            if api_group.name == group:
                return any(v.version == version for v in api_group.versions or [])
        return False

    def close(self) -> None:
        self._client.close()  # type: ignore[no-untyped-call]

    @staticmethod
    def _exists(read: Any) -> bool:
        from kubernetes.client.exceptions import ApiException

        try:
            read()
        except ApiException as exc:
            if exc.status == 404:
                return False
            raise
        return True


def _in_cluster() -> bool:
    """Inside a pod with no kubeconfig of its own: use the pod's ServiceAccount."""
    token = Path("/var/run/secrets/kubernetes.io/serviceaccount/token")
    has_config = os.environ.get("KUBECONFIG") or Path("~/.kube/config").expanduser().is_file()
    return token.is_file() and not has_config
