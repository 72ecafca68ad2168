"""The TLS settings of PostgreSQL and Neo4j reach the connections the builders open.

PostgreSQL: `QW_POSTGRES_SSLMODE` / `_SSLROOTCERT` / `_SSLCERT` / `_SSLKEY` are merged into the
DSN (overriding the DSN's own) for every store that connects (record store, conversations, the
recorder's child). Neo4j: `QW_NEO4J_TLS_CAFILE` becomes the driver's encryption and trust. The
connected test against a real server with a certificate: tests/integration/test_postgres_tls.py.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from neo4j import AsyncGraphDatabase, TrustCustomCAs
from psycopg.conninfo import conninfo_to_dict

from quantward_graph.neo4j_graph import tls_options
from quantward_kit.settings import GraphSettings, RecordSettings


def _conninfo(dsn: str, **tls: object) -> dict[str, object]:
    settings = RecordSettings(postgres_dsn=dsn, **tls)  # type: ignore[arg-type]
    conninfo = settings.postgres_conninfo()
    assert conninfo is not None
    return dict(conninfo_to_dict(conninfo))


@pytest.mark.parametrize(
    "dsn",
    [
        "postgresql://qw:pw@db.example:5432/quantward?sslmode=prefer",
        "host=db.example port=5432 user=qw password=pw dbname=quantward sslmode=prefer",
    ],
)
def test_the_tls_settings_are_merged_into_the_dsn(dsn: str, tmp_path: Path) -> None:
    ca = tmp_path / "ca dir" / "ca.crt"  # a space must survive the quoting
    got = _conninfo(
        dsn,
        postgres_sslmode="verify-full",
        postgres_sslrootcert=ca,
        postgres_sslcert=tmp_path / "c.crt",
        postgres_sslkey=tmp_path / "c.key",
    )
    assert got["sslmode"] == "verify-full"  # the setting wins over the DSN's prefer
    assert got["sslrootcert"] == str(ca)
    assert got["sslcert"] == str(tmp_path / "c.crt")
    assert got["sslkey"] == str(tmp_path / "c.key")
    # the rest of the DSN is kept
    assert (got["host"], got["port"], got["user"], got["password"], got["dbname"]) == (
        "db.example",
        "5432",
        "qw",
        "pw",
        "quantward",
    )


def test_without_tls_settings_the_dsn_is_used_as_given() -> None:
    dsn = "postgresql://qw:pw@db:5432/quantward?sslmode=require"
    assert RecordSettings(postgres_dsn=dsn).postgres_conninfo() == dsn  # type: ignore[arg-type]
    assert RecordSettings().postgres_conninfo() is None


@pytest.mark.parametrize(
    ("tls", "named"),
    [
        ({"postgres_sslcert": "c.crt"}, "QW_POSTGRES_SSLKEY"),
        ({"postgres_sslmode": "disable", "postgres_sslrootcert": "ca.crt"}, "disable"),
    ],
)
def test_tls_settings_that_do_not_fit_are_named(tls: dict[str, object], named: str) -> None:
    settings = RecordSettings(postgres_dsn="postgresql://db/q", **tls)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=named):
        settings.postgres_conninfo()


def test_an_unknown_sslmode_is_refused_naming_the_setting() -> None:
    with pytest.raises(ValueError, match="postgres_sslmode"):
        RecordSettings(postgres_sslmode="verify")  # type: ignore[arg-type]


async def test_a_neo4j_ca_file_encrypts_and_trusts_that_ca(tmp_path: Path) -> None:
    ca = tmp_path / "neo4j-ca.crt"
    ca.write_text("-----BEGIN CERTIFICATE-----\n")
    settings = GraphSettings(neo4j_uri="neo4j://graph:7687", neo4j_tls_cafile=ca)  # type: ignore[call-arg]
    assert settings.neo4j_uri is not None
    options = tls_options(settings.neo4j_uri, settings.neo4j_tls_cafile)
    assert options["encrypted"] is True
    assert isinstance(options["trusted_certificates"], TrustCustomCAs)
    # the driver takes them as they are (it refuses them with a +s scheme)
    driver = AsyncGraphDatabase.driver(settings.neo4j_uri, auth=("neo4j", "x"), **options)
    await driver.close()
    assert tls_options("neo4j+s://graph:7687", None) == {}


@pytest.mark.parametrize("uri", ["neo4j+s://graph:7687", "bolt+ssc://graph:7687"])
def test_a_neo4j_ca_file_with_a_tls_scheme_is_refused(uri: str, tmp_path: Path) -> None:
    ca = tmp_path / "ca.crt"
    ca.write_text("x")
    with pytest.raises(ValueError, match=r"QW_NEO4J_TLS_CAFILE needs a bolt:// or neo4j://"):
        tls_options(uri, ca)


def test_a_missing_neo4j_ca_file_is_named(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match=r"QW_NEO4J_TLS_CAFILE .*no such file"):
        tls_options("bolt://graph:7687", tmp_path / "missing.crt")
