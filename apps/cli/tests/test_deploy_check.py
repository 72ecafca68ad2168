"""`quantward deploy check` reads the chart's values and reports every missing prerequisite."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from quantward_cli.deploy_check import (
    KEDA_API,
    Finding,
    check,
    enabled_services,
    load_values,
    merge_values,
)

CHART = Path(__file__).resolve().parents[3] / "charts" / "quantward"


class FakeCluster:
    def __init__(
        self,
        *,
        version: tuple[int, int] = (1, 31),
        namespaces: set[str] | None = None,
        secrets: dict[str, set[str]] | None = None,
        config_maps: set[str] | None = None,
        apis: set[str] | None = None,
    ) -> None:
        self._version = version
        self.namespaces = namespaces if namespaces is not None else {"qw"}
        self.secrets = secrets or {}
        self.config_maps = config_maps or set()
        self.apis = apis or set()

    def version(self) -> tuple[int, int]:
        return self._version

    def namespace_exists(self, namespace: str) -> bool:
        return namespace in self.namespaces

    def secret_keys(self, namespace: str, name: str) -> frozenset[str] | None:
        keys = self.secrets.get(name)
        return None if keys is None else frozenset(keys)

    def config_map_exists(self, namespace: str, name: str) -> bool:
        return name in self.config_maps

    def serves(self, group_version: str) -> bool:
        return group_version in self.apis


def _values(*files: Path) -> dict[str, Any]:
    return load_values(CHART, files)


def _by_level(findings: list[Finding], level: str) -> list[str]:
    return [f.what for f in findings if f.level == level]


def test_defaults_fail_without_a_bus_and_warn_about_embedded_stores() -> None:
    findings = check(FakeCluster(), "qw", _values())
    assert _by_level(findings, "fail") == [
        "kafka.bootstrap is empty",
        "search.backend is elasticsearch but neither search.url nor search.urlSecret is set",
    ]
    warned = " ".join(_by_level(findings, "warn"))
    assert "embedded run record" in warned
    assert "offline reference policy" in warned
    assert "unsigned" in warned


def test_every_secret_the_values_name_is_looked_up_with_its_keys() -> None:
    values = _values(CHART / "ci" / "external-secrets.yaml")
    services = enabled_services(values)
    complete = {
        "neo4j-quantward": {"password"},
        "elasticsearch-quantward": {"url"},
        "postgres-quantward": {"dsn"},
        "model-endpoint": {"token"},
        "quantward-signing": {*(f"{s}.pem" for s in services), "trusted-keys.json"},
    }
    ok = check(FakeCluster(secrets=complete, config_maps={"quantward-shared"}), "qw", values)
    assert _by_level(ok, "fail") == []
    assert "Secret quantward-signing (signing.secret)" in _by_level(ok, "ok")

    partial = dict(complete)
    del partial["postgres-quantward"]
    partial["quantward-signing"] = complete["quantward-signing"] - {"guardian.pem"}
    partial["model-endpoint"] = {"api-key"}
    failed = check(FakeCluster(secrets=partial), "qw", values)
    fails = {f.what: f.fix for f in failed if f.level == "fail"}
    assert fails == {
        "Secret postgres-quantward (postgres.dsnSecret) does not exist": (
            "create it in qw with `dsn`"
        ),
        "Secret quantward-signing (signing.secret) lacks `guardian.pem`": (
            "add the key(s), or point the value's key setting at the key the Secret has ("
            + ", ".join(sorted(partial["quantward-signing"]))
            + ")"
        ),
        "Secret model-endpoint (model.apiKeySecret) lacks `token`": (
            "add the key(s), or point the value's key setting at the key the Secret has (api-key)"
        ),
        "ConfigMap quantward-shared (extraEnvFrom) does not exist": (
            "create it in qw, or mark the entry optional"
        ),
    }


def test_sasl_needs_a_secret_per_service_or_a_shared_one(tmp_path: Path) -> None:
    extra = tmp_path / "sasl.yaml"
    extra.write_text(
        yaml.safe_dump(
            {
                "kafka": {"bootstrap": "k:9093", "sasl": {"enabled": True}},
                "services": {"guardian": {"kafkaSaslSecret": "kafka-guardian"}},
            }
        )
    )
    findings = check(FakeCluster(secrets={"kafka-guardian": {"username"}}), "qw", _values(extra))
    fails = _by_level(findings, "fail")
    assert "Secret kafka-guardian (services.guardian.kafkaSaslSecret) lacks `password`" in fails
    # the other services fall back on kafka.sasl.secret, which is not named
    assert fails.count("kafka.sasl.secret.name is empty") == len(enabled_services(_values())) - 1


@pytest.mark.parametrize(
    ("mode", "apis", "level"),
    [
        ("keda", set(), "fail"),
        ("keda", {KEDA_API}, "ok"),
        ("auto", set(), "ok"),
        ("hpa", set(), "ok"),
    ],
)
def test_keda_is_required_only_when_asked_for(
    tmp_path: Path, mode: str, apis: set[str], level: str
) -> None:
    extra = tmp_path / "scale.yaml"
    extra.write_text(yaml.safe_dump({"services": {"researcher": {"autoscaling": {"mode": mode}}}}))
    findings = check(FakeCluster(apis=apis), "qw", _values(extra))
    (scaling,) = [f for f in findings if "autoscaling" in f.what]
    assert scaling.level == level


def test_an_old_cluster_and_a_missing_namespace_are_reported() -> None:
    findings = check(FakeCluster(version=(1, 22), namespaces=set()), "qw", _values())
    assert findings[0].level == "fail"
    assert "1.25 or later" in findings[0].fix
    assert findings[1] == Finding(
        "warn",
        "namespace qw does not exist",
        "`kubectl create namespace qw` (or install with --create-namespace); the Secrets below "
        "must be created in it first",
    )


def test_values_merge_like_helm_and_bad_files_name_themselves(tmp_path: Path) -> None:
    assert merge_values({"a": {"b": 1, "c": [1]}}, {"a": {"c": [2]}}) == {"a": {"b": 1, "c": [2]}}
    bad = tmp_path / "bad.yaml"
    bad.write_text("- a list\n")
    with pytest.raises(ValueError, match=r"bad\.yaml: a values file is a YAML mapping"):
        load_values(None, [bad])
    with pytest.raises(ValueError, match=r"missing\.yaml: cannot read it"):
        load_values(None, [tmp_path / "missing.yaml"])


def test_the_transport_secrets_are_looked_up_with_their_keys() -> None:
    """gRPC certificate, CA and tokens, the Neo4j and PostgreSQL CAs and client certificate, and
    the ACL Job's admin: each Secret the TLS value set names, with the keys it mounts."""
    values = _values(CHART / "ci" / "tls-everywhere.yaml")
    complete = {
        "kafka-ca": {"ca.crt"},
        "kafka-quantward": {"username", "password"},
        "kafka-researcher": {"username", "password"},
        "kafka-guardian": {"username", "password"},
        "kafka-admin": {"username", "password"},
        "quantward-grpc-tls": {"tls.crt", "tls.key", "ca.crt"},
        "quantward-grpc-token": {"token"},
        "quantward-grpc-token-next": {"token"},
        "neo4j-quantward": {"password"},
        "neo4j-ca": {"ca.crt"},
        "postgres-quantward": {"dsn"},
        "postgres-ca": {"ca.crt"},
        "postgres-client": {"tls.crt", "tls.key"},
    }
    assert _by_level(check(FakeCluster(secrets=complete), "qw", values), "fail") == []
    for missing in ("quantward-grpc-token", "postgres-client", "kafka-admin", "neo4j-ca"):
        partial = {k: v for k, v in complete.items() if k != missing}
        fails = _by_level(check(FakeCluster(secrets=partial), "qw", values), "fail")
        assert [f for f in fails if f.startswith(f"Secret {missing} ")], missing
    no_ca_key = {**complete, "quantward-grpc-tls": {"tls.crt", "tls.key"}}
    fails = _by_level(check(FakeCluster(secrets=no_ca_key), "qw", values), "fail")
    assert fails == [
        "Secret quantward-grpc-tls (grpc.tls.certSecret, grpc.tls.caSecret) lacks `ca.crt`"
    ]


def test_open_grpc_and_unverified_postgres_are_warned_about_until_secured() -> None:
    opened = " ".join(
        _by_level(
            check(FakeCluster(), "qw", _values(CHART / "ci" / "external-secrets.yaml")), "warn"
        )
    )
    assert "gRPC of resolver, search, recorder is plaintext" in opened
    assert "takes calls without a token" in opened
    assert "PostgreSQL's certificate is not verified" in opened
    secured = " ".join(
        _by_level(check(FakeCluster(), "qw", _values(CHART / "ci" / "tls-everywhere.yaml")), "warn")
    )
    assert "gRPC" not in secured
    assert "PostgreSQL's certificate" not in secured
