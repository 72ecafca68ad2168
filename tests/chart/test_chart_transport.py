"""The chart's transport security: gRPC TLS and token, Neo4j and PostgreSQL TLS, the OIDC
issuer's egress, and the hook Job that applies the Kafka ACLs (`make chart-check`).

Rendered from `charts/quantward/ci/tls-everywhere.yaml` (every connection over TLS) and read back
against the values; each file a setting names is checked to be mounted where the setting says,
and the settings each service gets are checked to build (the kit refuses what does not fit).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from quantward_cli.cli import app
from quantward_kit.grpc_security import GrpcSecurity
from quantward_sandbox_service.app import usage_conninfo
from quantward_sandbox_service.settings import SandboxSettings
from tests.chart.test_chart import (
    CI,
    SERVICES,
    _render_fails,
    chart,
    container,
    env,
    name,
    objects,
    rendered,
    services_of,
    values,
)

pytestmark = pytest.mark.chart

TLS = "tls-everywhere"
GRPC_SERVERS = ("resolver", "search", "recorder")
RECORDS = ("orchestrator", "researcher", "recorder", "api")


def _mounted(value_set: str, service: str) -> dict[str, str]:
    """Every file a service's Secret volumes put in its container: path -> Secret."""
    deployment = objects(value_set, "Deployment")[name(service)]
    pod = deployment["spec"]["template"]["spec"]
    volumes = {v["name"]: v for v in pod["volumes"]}
    files: dict[str, str] = {}
    for mount in container(value_set, service).get("volumeMounts", []):
        secret = volumes[mount["name"]].get("secret")
        if secret is None:
            continue
        for item in secret["items"]:
            files[f"{mount['mountPath']}/{item['path']}"] = secret["secretName"]
    return files


def _from_secret(variable: dict[str, Any]) -> tuple[str, str]:
    ref = variable["valueFrom"]["secretKeyRef"]
    return ref["name"], ref["key"]


def _grpc_security(service: str) -> GrpcSecurity:
    """The service's gRPC security as the kit builds it from the rendered environment (Secret
    values stand in as placeholders)."""
    given = env(TLS, service)
    return GrpcSecurity(
        tls=given.get("QW_GRPC_TLS", {}).get("value") == "true",
        certfile=Path(given["QW_GRPC_TLS_CERTFILE"]["value"])
        if "QW_GRPC_TLS_CERTFILE" in given
        else None,
        keyfile=Path(given["QW_GRPC_TLS_KEYFILE"]["value"])
        if "QW_GRPC_TLS_KEYFILE" in given
        else None,
        client_cafile=Path(given["QW_GRPC_TLS_CLIENT_CAFILE"]["value"])
        if "QW_GRPC_TLS_CLIENT_CAFILE" in given
        else None,
        cafile=Path(given["QW_GRPC_TLS_CAFILE"]["value"])
        if "QW_GRPC_TLS_CAFILE" in given
        else None,
        token="token" if "QW_GRPC_TOKEN" in given else None,
        also_accepted="next" if "QW_GRPC_TOKEN_ALSO_ACCEPTED" in given else None,
    )


def test_grpc_servers_serve_tls_demand_client_certificates_and_the_token() -> None:
    grpc = values(TLS)["grpc"]
    for service in GRPC_SERVERS:
        security = _grpc_security(service)
        assert security.tls
        assert security.client_cafile is not None  # mutual: true
        files = _mounted(TLS, service)
        for path in (security.certfile, security.keyfile, security.client_cafile):
            assert str(path) in files, f"{service}: {path} is not mounted"
        assert files[str(security.certfile)] == grpc["tls"]["certSecret"]["name"]
        assert files[str(security.client_cafile)] == grpc["tls"]["caSecret"]["name"]
        given = env(TLS, service)
        assert _from_secret(given["QW_GRPC_TOKEN"]) == ("quantward-grpc-token", "token")
        assert _from_secret(given["QW_GRPC_TOKEN_ALSO_ACCEPTED"]) == (
            "quantward-grpc-token-next",
            "token",
        )


def test_the_api_checks_the_servers_ca_presents_its_certificate_and_sends_the_token() -> None:
    security = _grpc_security("api")
    assert security.tls
    assert security.cafile is not None
    assert security.certfile is not None  # mutual TLS: the client certificate
    assert security.client_cafile is None  # the api serves no gRPC in the chart
    assert security.also_accepted is None  # a client only sends, it never accepts
    files = _mounted(TLS, "api")
    assert {str(security.cafile), str(security.certfile), str(security.keyfile)} <= set(files)
    assert "QW_GRPC_TOKEN" in env(TLS, "api")


@pytest.mark.parametrize("service", sorted(set(SERVICES) - {*GRPC_SERVERS, "api"}))
def test_services_without_grpc_get_no_grpc_settings(service: str) -> None:
    assert not [v for v in env(TLS, service) if v.startswith("QW_GRPC_")]
    assert not [p for p in _mounted(TLS, service) if "/grpc-" in p]


def test_neo4j_and_postgres_are_verified_against_their_cas() -> None:
    resolver = env(TLS, "resolver")
    assert _mounted(TLS, "resolver")[resolver["QW_NEO4J_TLS_CAFILE"]["value"]] == "neo4j-ca"
    for service in RECORDS:
        given, files = env(TLS, service), _mounted(TLS, service)
        assert given["QW_POSTGRES_SSLMODE"]["value"] == "verify-full"
        assert files[given["QW_POSTGRES_SSLROOTCERT"]["value"]] == "postgres-ca"
        assert files[given["QW_POSTGRES_SSLCERT"]["value"]] == "postgres-client"
        assert files[given["QW_POSTGRES_SSLKEY"]["value"]] == "postgres-client"
    for service in sorted(set(SERVICES) - set(RECORDS)):
        assert not [v for v in env(TLS, service) if v.startswith("QW_POSTGRES_SSL")]
    # the client key is mounted for its owner only
    pod = objects(TLS, "Deployment")[name("recorder")]["spec"]["template"]["spec"]
    (client,) = [v for v in pod["volumes"] if v["name"] == "postgres-client"]
    assert client["secret"]["defaultMode"] == 0o400


def _postgres_tls(value_set: str, service: str) -> dict[str, str]:
    return {
        variable: given["value"]
        for variable, given in env(value_set, service).items()
        if variable.startswith("QW_POSTGRES_SSL")
    }


def test_the_sandbox_counts_usage_in_postgres_over_the_record_stores_tls() -> None:
    """The sandbox's usage DSN names the record store's database: it gets the same TLS
    settings, the same CA and client certificate mounted where they say, and they build."""
    tls = _postgres_tls(TLS, "sandbox")
    assert tls == _postgres_tls(TLS, "recorder")
    assert set(tls) == {
        "QW_POSTGRES_SSLMODE",
        "QW_POSTGRES_SSLROOTCERT",
        "QW_POSTGRES_SSLCERT",
        "QW_POSTGRES_SSLKEY",
    }
    files = _mounted(TLS, "sandbox")
    for variable in ("QW_POSTGRES_SSLROOTCERT", "QW_POSTGRES_SSLCERT", "QW_POSTGRES_SSLKEY"):
        assert files[tls[variable]] == _mounted(TLS, "recorder")[tls[variable]]
    pod = objects(TLS, "Deployment")[name("sandbox")]["spec"]["template"]["spec"]
    (client,) = [v for v in pod["volumes"] if v["name"] == "postgres-client"]
    assert client["secret"]["defaultMode"] == 0o400
    assert _from_secret(env(TLS, "sandbox")["QW_SANDBOX_USAGE_DSN"]) == _from_secret(
        env(TLS, "recorder")["QW_POSTGRES_DSN"]
    )
    given = {**tls, "QW_SANDBOX_USAGE_DSN": "postgresql://qw@db.data.svc/quantward"}
    settings = SandboxSettings.model_validate(
        {variable.removeprefix("QW_").lower(): value for variable, value in given.items()}
    )
    conninfo = usage_conninfo(settings)
    assert conninfo is not None
    assert "sslmode=verify-full" in conninfo
    assert f"sslrootcert={tls['QW_POSTGRES_SSLROOTCERT']}" in conninfo


def test_without_postgres_tls_the_sandbox_gets_no_tls_settings_or_files() -> None:
    assert "QW_SANDBOX_USAGE_DSN" in env("sandbox", "sandbox")
    assert _postgres_tls("sandbox", "sandbox") == {}
    assert not [path for path in _mounted("sandbox", "sandbox") if "/postgres-" in path]
    pod = objects("sandbox", "Deployment")[name("sandbox")]["spec"]["template"]["spec"]
    assert not [v for v in pod["volumes"] if v["name"].startswith("postgres-")]


def test_the_api_may_reach_the_oidc_issuer_only_when_one_is_configured() -> None:
    oidc = values(TLS)["networkPolicy"]["oidc"]
    rules = objects(TLS, "NetworkPolicy")[name("api")]["spec"]["egress"]
    assert {"to": oidc["to"], "ports": oidc["ports"]} in rules
    for other in ("orchestrator", "recorder"):
        others = objects(TLS, "NetworkPolicy")[name(other)]["spec"]["egress"]
        assert all(r.get("to") != oidc["to"] for r in others)
    # without an issuer, no rule for it (the defaults' model rule is also 443, but not the api's)
    plain = objects("defaults", "NetworkPolicy")[name("api")]["spec"]["egress"]
    assert all(p["port"] != 443 for r in plain for p in r["ports"])


# --- the Kafka ACL hook Job ---------------------------------------------------------------------


def _job() -> dict[str, Any]:
    return objects(TLS, "Job")[f"{chart.RELEASE}-quantward-kafka-acls"]


def test_the_acl_job_runs_before_install_and_upgrade_with_the_admins_credentials() -> None:
    job = _job()
    annotations = job["metadata"]["annotations"]
    assert annotations["helm.sh/hook"] == "pre-install,pre-upgrade"
    (c,) = job["spec"]["template"]["spec"]["containers"]
    given = {e["name"]: e for e in c["env"]}
    assert _from_secret(given["QW_KAFKA_SASL_USERNAME"]) == ("kafka-admin", "username")
    assert _from_secret(given["QW_KAFKA_SASL_PASSWORD"]) == ("kafka-admin", "password")
    assert given["QW_KAFKA_SECURITY_PROTOCOL"]["value"] == "SASL_SSL"
    assert given["QW_TOPIC_NAMESPACE"]["value"] == "prod"
    assert c["securityContext"]["readOnlyRootFilesystem"] is True
    # its own NetworkPolicy lets it reach DNS and the brokers, created before it
    policy = objects(TLS, "NetworkPolicy")[f"{chart.RELEASE}-quantward-kafka-acls"]
    assert policy["metadata"]["annotations"]["helm.sh/hook-weight"] == "-10"
    ports = {p["port"] for r in policy["spec"]["egress"] for p in r["ports"]}
    assert ports == {53, 9093}
    assert not objects("defaults", "Job")


def test_the_acl_jobs_command_names_each_services_own_kafka_user() -> None:
    """The Job's arguments, with the Secret values Kubernetes substitutes, are a command the CLI
    accepts; printed as a script it grants each deployed principal's own user."""
    (c,) = _job()["spec"]["template"]["spec"]["containers"]
    given = {e["name"]: e for e in c["env"]}
    secrets = {v: _from_secret(e) for v, e in given.items() if v.startswith("QW_ACL_USER_")}
    assert secrets["QW_ACL_USER_RESEARCHER"] == ("kafka-researcher", "username")
    assert secrets["QW_ACL_USER_GUARDIAN"] == ("kafka-guardian", "username")
    assert secrets["QW_ACL_USER_ORCHESTRATOR"] == ("kafka-quantward", "username")
    assert "QW_ACL_USER_VALIDATOR" not in secrets  # kafkaAcls.users names it

    def substituted(arg: str) -> str:
        return re.sub(
            r"\$\((QW_ACL_USER_\w+)\)", lambda m: f"user-of-{m.group(1)[12:].lower()}", arg
        )

    args = [substituted(a) for a in c["args"]]
    assert args[:3] == ["deploy", "acls", "--apply"]
    script = CliRunner().invoke(app, [*args[:2], *args[3:], "--topic-namespace", "prod"])
    assert script.exit_code == 0, script.output
    principals = [args[i + 1] for i, a in enumerate(args) if a == "--principal"]
    assert sorted(principals) == sorted(set(services_of(TLS)) - {"search"})
    assert "User:user-of-guardian" in script.output
    assert "User:svc-validator" in script.output
    assert "prod.quantward.public.reviews.v1" in script.output


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("grpc:\n  tls: {enabled: true}\n", "grpc.tls.certSecret.name is required"),
        (
            "grpc:\n  tls: {enabled: true, mutual: true, certSecret: {name: c, certKey: a, "
            "keyKey: b}}\n",
            "grpc.tls.mutual needs grpc.tls.caSecret.name",
        ),
        (
            "kafka:\n  sasl: {enabled: true, secret: {name: s, usernameKey: u, passwordKey: p}}\n"
            "kafkaAcls: {enabled: true}\n",
            "kafkaAcls.adminSecret.name is required",
        ),
        ("kafkaAcls:\n  enabled: true\n  users: {search: x}\n", "must be one of 'orchestrator'"),
        ("postgres:\n  tls: {sslmode: verify}\n", "sslmode"),
    ],
)
def test_transport_values_that_cannot_work_are_refused(
    tmp_path: Path, text: str, says: str
) -> None:
    assert says in _render_fails(tmp_path, text)


def test_every_object_of_the_tls_value_set_validates() -> None:
    assert [e for o in rendered(TLS) for e in chart.validate(o)] == []


def test_the_acl_job_grants_the_sandbox_service_when_it_is_deployed(tmp_path: Path) -> None:
    """The sandbox service has its own templates; it consumes code requests and answers them on
    the bus, so its principal needs ACLs like the services of the main list."""
    overlay = tmp_path / "acls.yaml"
    overlay.write_text("kafkaAcls:\n  enabled: true\n  users: {sandbox: svc-sandbox}\n")
    for value_set, deployed in (("sandbox", True), ("defaults", False)):
        jobs = [
            o
            for o in chart.render(CI / f"{value_set}.yaml", "-f", str(overlay))
            if o["kind"] == "Job"
        ]
        (c,) = jobs[0]["spec"]["template"]["spec"]["containers"]
        principals = [c["args"][i + 1] for i, a in enumerate(c["args"]) if a == "--principal"]
        assert ("sandbox" in principals) is deployed
        assert ("sandbox=svc-sandbox" in c["args"]) is deployed
