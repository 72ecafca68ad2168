"""The credential store contract (API keys and browser sessions, `ApiKeyStore` +
`SessionStore`): one suite, run against the embedded SQLite store and a real PostgreSQL from
the rig (each test in its own schema). `replica` is a second store opened on the same data —
another API process — so every test also shows what replicas share: a key made on one works on
the other, a login on one is a login on all, a logout or a used token is gone everywhere."""

from __future__ import annotations

import threading
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from quantward_api.credential_backends import CredentialStore
from quantward_api.principals import Principal, UserLimits, principal_to_json
from quantward_api.rate_limit_errors import CredentialStoreUnavailableError
from quantward_api.sessions import LOGIN_LINK, OIDC_LOGIN
from tests.ports import closed_port


class Clock:
    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


@dataclass
class Backend:
    store: CredentialStore
    replica: CredentialStore
    clock: Clock
    raw: Callable[[], bytes]


def _sqlite(tmp_path: Path) -> Iterator[Backend]:
    from quantward_api.credentials_sql import SqliteCredentialStore

    path = tmp_path / f"credentials-{uuid.uuid4().hex[:8]}.sqlite3"
    clock = Clock()
    first = SqliteCredentialStore(path, clock=clock)
    second = SqliteCredentialStore(path, clock=clock)

    def raw() -> bytes:
        return b"".join(p.read_bytes() for p in tmp_path.glob(f"{path.name}*"))

    yield Backend(first, second, clock, raw)
    first.close()
    second.close()


def _postgres(dsn: str) -> Iterator[Backend]:
    import psycopg

    from quantward_api.credentials_postgres import PostgresCredentialStore

    schema = f"credentials_{uuid.uuid4().hex[:12]}"
    clock = Clock()
    first = PostgresCredentialStore.connect(dsn, schema, clock=clock)
    second = PostgresCredentialStore.connect(dsn, schema, clock=clock)

    def raw() -> bytes:
        with psycopg.connect(dsn) as db:
            rows = []
            for table in ("api_keys", "api_sessions", "api_tokens"):
                rows += db.execute(f"SELECT * FROM {schema}.{table}").fetchall()
        return repr(rows).encode()

    yield Backend(first, second, clock, raw)
    first.close()
    second.close()
    with psycopg.connect(dsn, autocommit=True) as db:
        db.execute(f"DROP SCHEMA {schema} CASCADE")


@pytest.fixture(params=["embedded", pytest.param("postgres", marks=[pytest.mark.connected])])
def backend(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Backend]:
    if request.param == "embedded":
        yield from _sqlite(tmp_path)
    else:
        yield from _postgres(request.getfixturevalue("postgres_dsn"))


ALICE = Principal(
    subject="alice",
    team="research",
    roles=frozenset({"analyst"}),
    entitlements=("prices",),
    via="oidc",
    limits=UserLimits(rate_per_s=2.0, rate_burst=5),
)


def test_a_key_made_on_one_replica_authenticates_on_another_until_revoked(
    backend: Backend,
) -> None:
    key, info = backend.store.create(
        "svc-rebalancer",
        team="quant",
        roles=["strategy"],
        entitlements=["prices", "fundamentals"],
        label="nightly",
        limits=UserLimits(rate_per_s=50.0, max_request_bytes=4_000_000),
    )
    found = backend.replica.authenticate(key)
    assert found is not None
    assert (found.subject, found.team, found.roles, found.entitlements) == (
        "svc-rebalancer",
        "quant",
        frozenset({"strategy"}),
        ("fundamentals", "prices"),
    )
    assert found.limits == UserLimits(rate_per_s=50.0, max_request_bytes=4_000_000)
    assert found.key_id == info.key_id
    assert backend.replica.authenticate(key[:-1] + ("A" if key[-1] != "A" else "B")) is None
    assert backend.replica.authenticate("qw_nokey") is None
    assert key.encode() not in backend.raw()  # only its hash is stored

    listed = backend.replica.list("svc-rebalancer")
    assert [(k.key_id, k.label, k.revoked_at) for k in listed] == [(info.key_id, "nightly", None)]
    revoked = backend.store.revoke(info.key_id)
    assert revoked is not None
    assert revoked.revoked_at is not None
    assert backend.replica.authenticate(key) is None
    assert backend.replica.authenticate_id(info.key_id) is None
    assert backend.store.revoke("unknown") is None


def test_a_session_opened_on_one_replica_is_live_on_every_one_until_logout(
    backend: Backend,
) -> None:
    session = backend.store.open(ALICE, 3600.0)
    seen = backend.replica.session(session.session_id)
    assert seen == session
    assert seen is not None
    assert seen.principal.limits == ALICE.limits
    assert session.session_id.encode() not in backend.raw()  # a stolen table opens no session
    assert backend.replica.session("made-up") is None
    assert backend.replica.session("") is None

    assert backend.replica.end(session.session_id) is True
    assert backend.store.session(session.session_id) is None
    assert backend.store.end(session.session_id) is False


def test_sessions_expire_and_an_admin_ends_every_session_of_a_user(backend: Backend) -> None:
    short = backend.store.open(ALICE, 60.0)
    backend.clock.now += 61
    assert backend.replica.session(short.session_id) is None

    first, second = backend.store.open(ALICE, 3600.0), backend.replica.open(ALICE, 3600.0)
    bob = backend.store.open(Principal("bob", "research", frozenset({"analyst"})), 3600.0)
    assert backend.replica.revoke_subject("alice") == 2
    assert backend.store.session(first.session_id) is None
    assert backend.store.session(second.session_id) is None
    assert backend.store.session(bob.session_id) is not None


def test_a_session_keeps_its_principal_current(backend: Backend) -> None:
    session = backend.store.open(ALICE, 3600.0)
    promoted = Principal(
        subject="alice", team="research", roles=frozenset({"analyst", "admin"}), via="oidc"
    )
    backend.replica.refresh(session, promoted)
    now = backend.store.session(session.session_id)
    assert now is not None
    assert now.principal == promoted
    assert now.csrf_token == session.csrf_token


def test_a_one_time_token_works_once_on_any_replica_and_only_for_its_kind(
    backend: Backend,
) -> None:
    token = backend.store.put_token(LOGIN_LINK, principal_to_json(ALICE), 60.0)
    assert token.encode() not in backend.raw()
    assert backend.replica.take_token(OIDC_LOGIN, token) is None  # another kind
    assert backend.replica.take_token(LOGIN_LINK, token) == principal_to_json(ALICE)
    assert backend.store.take_token(LOGIN_LINK, token) is None
    late = backend.store.put_token(OIDC_LOGIN, {"nonce": "n"}, 10.0)
    backend.clock.now += 11
    assert backend.replica.take_token(OIDC_LOGIN, late) is None


def _race(stores: tuple[CredentialStore, ...], token: str) -> list[object]:
    """Each store takes `token` at the same moment, from its own thread."""
    got: list[object] = []
    barrier = threading.Barrier(len(stores))

    def take(store: CredentialStore) -> None:
        barrier.wait()
        got.append(store.take_token(OIDC_LOGIN, token))

    threads = [threading.Thread(target=take, args=(s,)) for s in stores]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return got


def test_two_replicas_redeeming_one_token_at_once_get_it_once(backend: Backend) -> None:
    for _ in range(20):
        token = backend.store.put_token(OIDC_LOGIN, {"verifier": "v"}, 60.0)
        got = _race((backend.store, backend.replica), token)
        assert sorted(got, key=lambda x: x is None) == [{"verifier": "v"}, None]


@pytest.mark.connected
def test_a_postgres_credential_store_connects_again_after_losing_its_connection(
    postgres_dsn: str,
) -> None:
    """A dropped connection (a restarted server, a killed backend) fails no request: the next
    statement connects again and finds the keys as they were."""
    import psycopg

    from quantward_api.credentials_postgres import PostgresCredentialStore

    for backend in _postgres(postgres_dsn):
        store = backend.store
        assert isinstance(store, PostgresCredentialStore)
        key, info = store.create(
            ALICE.subject, team=ALICE.team, roles=ALICE.roles, entitlements=ALICE.entitlements
        )
        pid = store._link.backend_pid
        assert pid is not None
        with psycopg.connect(postgres_dsn, autocommit=True) as admin:
            admin.execute("SELECT pg_terminate_backend(%s)", (pid,))
        found = store.authenticate(key)
        assert found is not None
        assert found.key_id == info.key_id


def test_a_postgres_credential_store_whose_database_is_down_raises_unavailable_and_logs_once(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """No server at the DSN: every statement raises `CredentialStoreUnavailableError` (the
    API's 503) instead of a driver error (its 500); between two attempts to connect,
    statements fail at once without touching the network; the outage is one warning without
    the password and without a traceback."""
    import psycopg

    from quantward_api.credentials_postgres import PostgresCredentialStore

    attempts: list[str] = []
    connect = psycopg.connect

    def counted(conninfo: str, **kwargs: Any) -> Any:
        attempts.append(conninfo)
        return connect(conninfo, **kwargs)

    monkeypatch.setattr(psycopg, "connect", counted)
    dsn = f"postgresql://qw:s3cret-pw@127.0.0.1:{closed_port()}/qw"
    store = PostgresCredentialStore(None, "credentials_down", dsn=dsn, retry_s=30.0)
    with caplog.at_level("WARNING", logger="quantward.api"):
        with pytest.raises(CredentialStoreUnavailableError) as first:
            store.list()
        for _ in range(5):
            with pytest.raises(CredentialStoreUnavailableError) as later:
                store.session("cookie")
    assert first.value.retry_after_s == 30.0
    assert 0 < later.value.retry_after_s <= 30.0
    assert len(attempts) == 1  # the failed ones in between waited for the retry, not the network
    (record,) = caplog.records
    message = record.getMessage()
    assert "credential store" in message
    assert "unavailable" in message
    assert "s3cret" not in message
    assert record.exc_info is None
    store.close()
