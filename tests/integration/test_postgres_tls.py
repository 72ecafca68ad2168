"""PostgreSQL over TLS with `sslmode=verify-full`, against the rig's real server.

The test makes a CA, has the rig's PostgreSQL serve a certificate it signed (`ALTER SYSTEM SET
ssl …` and a reload, undone afterwards), and opens the record store the way a service does,
from `QW_POSTGRES_DSN` plus `QW_POSTGRES_SSLMODE=verify-full` and `QW_POSTGRES_SSLROOTCERT`: the
connection is encrypted; a client trusting another CA, or expecting another host name, is
refused by libpq before any query.
"""

from __future__ import annotations

import os
import pwd
import subprocess
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import psycopg
import pytest

from quantward_kit.builders import open_record_store
from quantward_kit.settings import RecordSettings
from quantward_kit.throwaway_tls import ThrowawayCA
from tests.conftest import load_rig

pytestmark = [pytest.mark.connected, pytest.mark.postgres]


@dataclass(frozen=True)
class TlsPostgres:
    dsn: str
    ca: ThrowawayCA
    other_ca: ThrowawayCA


def _as_server_user(user: str | None) -> dict[str, object]:
    if not user:
        return {}
    entry = pwd.getpwnam(user)
    return {"user": user, "group": entry.pw_gid, "extra_groups": []}


@pytest.fixture(scope="module")
def tls_postgres(postgres_dsn: str) -> Iterator[TlsPostgres]:
    rig = load_rig()
    state = rig._live_state("postgres")
    assert state is not None, "this test configures the rig's own PostgreSQL (make rig-up)"
    extra = state.extra or {}
    bindir, sock = Path(extra["bindir"]), extra["socket_dir"]
    user = rig._pg_user()
    folder = state.dir / f"tls-{uuid.uuid4().hex[:8]}"
    ca, other = ThrowawayCA(folder, "pg"), ThrowawayCA(folder, "other")
    served = ca.issue("server", hosts=("127.0.0.1",))
    if user:  # the server reads its key as its own OS user, and wants it private
        entry = pwd.getpwnam(user)
        for path in (folder, served.cert, served.key):
            os.chown(path, entry.pw_uid, entry.pw_gid)

    def psql(*statements: str) -> None:
        args = [str(bindir / "psql"), "-h", sock, "-p", str(state.port), "-U", "postgres"]
        args += ["-X", "-q", "-d", "postgres", "-v", "ON_ERROR_STOP=1"]
        for statement in statements:
            args += ["-c", statement]
        done = subprocess.run(
            args, capture_output=True, text=True, check=False, timeout=30, **_as_server_user(user)
        )  # type: ignore[call-overload]
        assert done.returncode == 0, done.stderr

    psql(
        f"ALTER SYSTEM SET ssl_cert_file = '{served.cert}'",
        f"ALTER SYSTEM SET ssl_key_file = '{served.key}'",
        "ALTER SYSTEM SET ssl = on",
        "SELECT pg_reload_conf()",
    )
    try:

        def serves_tls() -> bool:
            try:
                with psycopg.connect(postgres_dsn, sslmode="require", connect_timeout=5):
                    return True
            except psycopg.OperationalError:
                return False

        deadline = time.monotonic() + 30
        while not serves_tls():  # the reload is signalled to the postmaster, not awaited
            assert time.monotonic() < deadline, "PostgreSQL does not serve TLS after the reload"
            time.sleep(0.1)
        yield TlsPostgres(postgres_dsn, ca, other)
    finally:
        psql(
            "ALTER SYSTEM RESET ssl",
            "ALTER SYSTEM RESET ssl_cert_file",
            "ALTER SYSTEM RESET ssl_key_file",
            "SELECT pg_reload_conf()",
        )


def _settings(pg: TlsPostgres, ca: ThrowawayCA, dsn: str | None = None) -> RecordSettings:
    return RecordSettings(  # type: ignore[call-arg]
        postgres_dsn=dsn or pg.dsn,
        postgres_sslmode="verify-full",
        postgres_sslrootcert=ca.cert,
        records_schema=f"tls_{uuid.uuid4().hex[:8]}",
    )


def test_verify_full_with_the_servers_ca_connects_encrypted(tls_postgres: TlsPostgres) -> None:
    settings = _settings(tls_postgres, tls_postgres.ca)
    conninfo = settings.postgres_conninfo()
    assert conninfo is not None
    with psycopg.connect(conninfo) as db:
        row = db.execute("SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()").fetchone()
        assert row == (True,)
    store = open_record_store(settings)  # the record store, as a service opens it
    try:
        assert store.run_ids() == []
    finally:
        store.close()
        with psycopg.connect(conninfo, autocommit=True) as db:
            db.execute(f"DROP SCHEMA IF EXISTS {settings.records_schema} CASCADE")


def test_a_client_trusting_another_ca_is_refused(tls_postgres: TlsPostgres) -> None:
    settings = _settings(tls_postgres, tls_postgres.other_ca)
    with pytest.raises(psycopg.OperationalError, match="certificate verify failed"):
        open_record_store(settings)


def test_verify_full_refuses_a_certificate_for_another_host(tls_postgres: TlsPostgres) -> None:
    # the same server reached under a name its certificate does not carry
    info = psycopg.conninfo.conninfo_to_dict(tls_postgres.dsn)
    elsewhere = psycopg.conninfo.make_conninfo(
        tls_postgres.dsn, host="db.example", hostaddr=str(info["host"])
    )
    with pytest.raises(psycopg.OperationalError, match=r"db\.example"):
        open_record_store(_settings(tls_postgres, tls_postgres.ca, elsewhere))
