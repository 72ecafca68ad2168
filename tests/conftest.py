"""Shared fixtures of the cross-package tests.

Real servers (the ``connected`` tests): each fixture below takes the server's address from the
environment when it is set (``make test-connected`` starts the rig and sources ``.rig/env``);
otherwise it starts the server itself through ``deploy/local/rig.py`` (reusing one the rig
already runs), so a connected test never skips for lack of a server. A server that a fixture
started is stopped at the end of the session, unless ``QW_RIG_KEEP=1``.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

import pytest

from tests.kube_apiserver import ApiServer, running_apiserver

REPO_ROOT = Path(__file__).resolve().parents[1]
RIG_PATH = REPO_ROOT / "deploy" / "local" / "rig.py"


def load_rig() -> ModuleType:
    """deploy/local/rig.py as a module (it is a script, not a package)."""
    name = "quantward_rig"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, RIG_PATH)
    if spec is None or spec.loader is None:
        raise ImportError(f"cannot load {RIG_PATH}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def rig_server(request: pytest.FixtureRequest, name: str, main_var: str) -> dict[str, str]:
    """The env vars of rig server ``name``: from os.environ if ``main_var`` is set, else started."""
    if os.environ.get(main_var):
        return {k: v for k, v in os.environ.items() if k.startswith("QW_")}
    rig = load_rig()
    was_running = rig.running(name)
    env: dict[str, str] = rig.up(name)
    if not was_running and os.environ.get("QW_RIG_KEEP") != "1":
        request.addfinalizer(lambda: rig.down(name))
    return env


@dataclass(frozen=True)
class Neo4jServer:
    uri: str
    user: str
    password: str

    @property
    def auth(self) -> tuple[str, str]:
        return (self.user, self.password)


@pytest.fixture(scope="session")
def kafka_bootstrap(request: pytest.FixtureRequest) -> str:
    """``host:port`` of a real Apache Kafka broker (QW_KAFKA_BOOTSTRAP)."""
    return rig_server(request, "kafka", "QW_KAFKA_BOOTSTRAP")["QW_KAFKA_BOOTSTRAP"]


@pytest.fixture(scope="session")
def neo4j_server(request: pytest.FixtureRequest) -> Neo4jServer:
    """Bolt URI and credentials of a real Neo4j (QW_NEO4J_URI, _USER, _PASSWORD)."""
    env = rig_server(request, "neo4j", "QW_NEO4J_URI")
    return Neo4jServer(
        uri=env["QW_NEO4J_URI"],
        user=env.get("QW_NEO4J_USER", "neo4j"),
        password=env.get("QW_NEO4J_PASSWORD", ""),
    )


@pytest.fixture(scope="session")
def elasticsearch_url(request: pytest.FixtureRequest) -> str:
    """Base URL of a real Elasticsearch node (QW_ELASTICSEARCH_URL)."""
    return rig_server(request, "elasticsearch", "QW_ELASTICSEARCH_URL")["QW_ELASTICSEARCH_URL"]


@pytest.fixture(scope="session")
def opensearch_url(request: pytest.FixtureRequest) -> str:
    """Base URL of a real OpenSearch node (QW_OPENSEARCH_URL)."""
    return rig_server(request, "opensearch", "QW_OPENSEARCH_URL")["QW_OPENSEARCH_URL"]


@pytest.fixture(scope="session")
def postgres_dsn(request: pytest.FixtureRequest) -> str:
    """libpq DSN of a real PostgreSQL database (QW_POSTGRES_DSN)."""
    return rig_server(request, "postgres", "QW_POSTGRES_DSN")["QW_POSTGRES_DSN"]


@pytest.fixture(scope="session")
def prometheus_binary() -> str:
    """Prometheus from Debian (installed by the rig when missing); the test runs its own."""
    path: str = load_rig().tool("prometheus")
    return path


@pytest.fixture(scope="session")
def apiserver(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ApiServer]:
    """A real kube-apiserver (with etcd) on loopback for the whole session; see
    tests/kube_apiserver.py. Tests keep to their own namespaces."""
    with running_apiserver(tmp_path_factory.mktemp("kube")) as server:
        yield server


@dataclass(frozen=True)
class SecureKafka:
    """The rig's TLS + SASL/SCRAM broker with ACLs enforced (deploy/local/rig.py kafka-secure)."""

    bootstrap: str
    cafile: Path
    #: client properties of the super user, for Kafka's own tools (--command-config)
    admin_config: Path
    admin_password: str
    #: folder of kafka-acls.sh and kafka-configs.sh
    bin: Path

    def add_user(self, name: str) -> str:
        """A new SCRAM-SHA-512 user on the broker; returns its password."""
        password: str = load_rig().kafka_secure_add_user(name)
        return password


@pytest.fixture(scope="session")
def kafka_secure(request: pytest.FixtureRequest) -> SecureKafka:
    """A real broker reachable only over TLS with SASL/SCRAM, whose authorizer refuses what no
    ACL allows (started by the rig when QW_RIG_KAFKA_SECURE_BOOTSTRAP is not set)."""
    import json

    env = rig_server(request, "kafka-secure", "QW_RIG_KAFKA_SECURE_BOOTSTRAP")
    admin = json.loads(Path(env["QW_RIG_KAFKA_SECURE_ADMIN_FILE"]).read_text())
    return SecureKafka(
        bootstrap=env["QW_RIG_KAFKA_SECURE_BOOTSTRAP"],
        cafile=Path(env["QW_RIG_KAFKA_SECURE_CAFILE"]),
        admin_config=Path(env["QW_RIG_KAFKA_SECURE_ADMIN_CONFIG"]),
        admin_password=str(admin["password"]),
        bin=Path(env["QW_RIG_KAFKA_SECURE_BIN"]),
    )
