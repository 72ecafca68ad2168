"""The RecordStore contract: one suite, run against the embedded store and a real PostgreSQL.

Every test records into its own folder (embedded) or its own schema (PostgreSQL). Tampering is
done the way an intruder would: with the backend's own tools (sqlite3, psql statements, the
artifact files), behind the store's back; `verify_run` must name each change at its place.
"""

from __future__ import annotations

import json
import threading
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from quantward_contracts import Event, new_id
from quantward_contracts.examples import EXAMPLES
from quantward_records import RecordStore, RunQuery, prepare, restore, summarise, verify_run
from quantward_records.artifacts import BLOB_MIN_BYTES, references
from quantward_records.documents import viewed_events
from quantward_records.model import NewRecord, RunSummary
from quantward_records.recording import recorded_events
from quantward_records.views import VIEWED_TYPES
from tests.ports import closed_port

LONG_ANSWER = "Apple guided to flat revenue [1]. " * (2 * BLOB_MIN_BYTES // 30)


@dataclass
class Backend:
    """A store and raw access to what it wrote, to tamper with it."""

    store: RecordStore
    execute: Callable[[str, tuple[Any, ...]], None]
    damage_artifact: Callable[[str, bytes | None], None]
    reopen: Callable[[], RecordStore]


def _sqlite(tmp_path: Path) -> Iterator[Backend]:
    import sqlite3

    from quantward_records.sqlite_store import SqliteRecordStore

    folder = tmp_path / f"records-{uuid.uuid4().hex[:8]}"
    store = SqliteRecordStore(folder)
    opened = [store]

    def execute(statement: str, args: tuple[Any, ...]) -> None:
        with sqlite3.connect(folder / "records.sqlite3") as db:
            db.execute(statement.replace("%s", "?"), args)

    def damage(sha256: str, content: bytes | None) -> None:
        path = folder / "artifacts" / sha256[:2] / sha256[2:]
        if content is None:
            path.unlink()
        else:
            path.write_bytes(content)

    def reopen() -> RecordStore:
        opened.append(SqliteRecordStore(folder))
        return opened[-1]

    yield Backend(store, execute, damage, reopen)
    for each in opened:
        each.close()


def _postgres(dsn: str) -> Iterator[Backend]:
    import psycopg

    from quantward_records.postgres_store import PostgresRecordStore

    schema = f"records_{uuid.uuid4().hex[:12]}"
    store = PostgresRecordStore.connect(dsn, schema)
    opened = [store]
    raw = psycopg.connect(dsn, autocommit=True)

    def execute(statement: str, args: tuple[Any, ...]) -> None:
        raw.execute(statement.replace("entries", f"{schema}.entries"), args)

    def damage(sha256: str, content: bytes | None) -> None:
        if content is None:
            raw.execute(f"DELETE FROM {schema}.artifacts WHERE sha256 = %s", (sha256,))
        else:
            raw.execute(
                f"UPDATE {schema}.artifacts SET content = %s WHERE sha256 = %s",
                (content, sha256),
            )

    def reopen() -> RecordStore:
        opened.append(PostgresRecordStore.connect(dsn, schema))
        return opened[-1]

    yield Backend(store, execute, damage, reopen)
    for each in opened:
        each.close()
    raw.execute(f"DROP SCHEMA {schema} CASCADE")
    raw.close()


@pytest.fixture(
    params=["embedded", pytest.param("postgres", marks=[pytest.mark.connected])],
)
def backend(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Backend]:
    if request.param == "embedded":
        yield from _sqlite(tmp_path)
    else:
        yield from _postgres(request.getfixturevalue("postgres_dsn"))


# --- a recorded run -----------------------------------------------------------------------------


def event_of(
    type_: str, run_id: str, *, data: dict[str, Any] | None = None, **envelope: Any
) -> Event:
    example = EXAMPLES[type_]
    update: dict[str, Any] = {"event_id": new_id("evt"), "run_id": run_id, **envelope}
    if data is not None:
        update["data"] = example.data.model_copy(update=data)
    return example.model_copy(update=update)


def a_run(run_id: str, *, requested_by: str = "analyst@bank") -> list[Event]:
    """A run's events: requested, drafted and released (one long answer shared), completed."""
    start = datetime(2026, 11, 30, 9, 0, tzinfo=UTC)
    requested = event_of(
        "run.requested.v1", run_id, data={"requested_by": requested_by}, time=start
    )
    drafted = event_of(
        "answer.drafted.v1", run_id, data={"text": LONG_ANSWER},
        causation_id=requested.event_id, time=start + timedelta(seconds=5),
    )  # fmt: skip
    released = event_of(
        "answer.released.v1", run_id, data={"text": LONG_ANSWER},
        causation_id=drafted.event_id, time=start + timedelta(seconds=6),
    )  # fmt: skip
    completed = event_of(
        "run.completed.v1", run_id, causation_id=released.event_id,
        time=start + timedelta(seconds=7),
    )  # fmt: skip
    return [requested, drafted, released, completed]


def fold(summary: RunSummary | None, record: NewRecord) -> RunSummary:
    return summarise(summary, record.event)


def record(store: RecordStore, events: list[Event]) -> None:
    prepared = [prepare(e, e.TOPIC) for e in events]
    artifacts = {sha: raw for _, blobs in prepared for sha, raw in blobs.items()}
    run_id = events[0].run_id
    assert run_id is not None
    store.append(run_id, [r for r, _ in prepared], artifacts, fold)


def problems(store: RecordStore, run_id: str) -> list[str]:
    result = verify_run(
        run_id,
        store.entries(run_id),
        store.head(run_id),
        store.artifact,
        store.tombstone_of(run_id),
    )
    return [str(p) for p in result.problems]


# --- the contract -------------------------------------------------------------------------------


def test_a_run_is_recorded_in_order_and_restored_exactly(backend: Backend) -> None:
    run_id = new_id("run")
    events = a_run(run_id)
    record(backend.store, events)
    entries = backend.store.entries(run_id)
    assert [e.seq for e in entries] == [0, 1, 2, 3]
    assert [e.event_id for e in entries] == [e.event_id for e in events]
    assert [restore(e, backend.store.artifact) for e in entries] == events
    assert problems(backend.store, run_id) == []


def test_a_run_s_artifacts_are_read_at_once_and_restore_the_same_events(
    backend: Backend,
) -> None:
    run_id = new_id("run")
    events = a_run(run_id)
    record(backend.store, events)
    entries = backend.store.entries(run_id)
    shas = {sha for e in entries if e.body for sha in references(json.loads(e.body))}
    assert len(shas) == 1
    absent = "0" * 64
    assert backend.store.artifacts([*shas, absent]) == {
        sha: backend.store.artifact(sha) for sha in shas
    }
    assert backend.store.artifacts([]) == {}
    assert recorded_events(backend.store, run_id) == events
    assert viewed_events(backend.store, entries) == [e for e in events if e.type in VIEWED_TYPES]


def test_a_shared_artifact_is_stored_once(backend: Backend) -> None:
    run_id = new_id("run")
    record(backend.store, a_run(run_id))
    drafted, released = backend.store.entries(run_id)[1:3]
    assert drafted.body is not None
    assert released.body is not None
    [in_draft] = references(__import__("json").loads(drafted.body))
    assert in_draft in set(references(__import__("json").loads(released.body)))
    assert LONG_ANSWER not in drafted.body


def test_a_redelivered_event_is_recorded_once(backend: Backend) -> None:
    run_id = new_id("run")
    events = a_run(run_id)
    record(backend.store, events[:2])
    record(backend.store, events[1:])  # the draft again, then the rest
    record(backend.store, events)
    assert [e.event_id for e in backend.store.entries(run_id)] == [e.event_id for e in events]
    assert backend.store.contains(run_id, events[2].event_id)
    assert not backend.store.contains(run_id, new_id("evt"))
    assert not backend.store.contains(new_id("run"), events[2].event_id)
    summary = backend.store.summary(run_id)
    assert summary is not None
    assert summary.events == 4
    assert problems(backend.store, run_id) == []


def test_concurrent_appends_to_one_run_keep_one_chain(backend: Backend) -> None:
    run_id = new_id("run")
    stores = [backend.store, backend.reopen()]
    batches = [[event_of("run.progressed.v1", run_id) for _ in range(25)] for _ in range(4)]

    def write(i: int) -> None:
        for event in batches[i]:
            record(stores[i % 2], [event])

    threads = [threading.Thread(target=write, args=(i,)) for i in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    entries = backend.store.entries(run_id)
    assert [e.seq for e in entries] == list(range(100))
    assert problems(backend.store, run_id) == []


def test_the_summary_is_folded_from_the_events_and_listed_by_filter(backend: Backend) -> None:
    first, second = new_id("run"), new_id("run")
    who = f"user-{uuid.uuid4().hex[:6]}"
    record(backend.store, a_run(first, requested_by=who))
    record(backend.store, a_run(second, requested_by=who)[:2])
    summary = backend.store.summary(first)
    assert summary is not None
    requested = EXAMPLES["run.requested.v1"]
    assert (summary.status, summary.requested_by) == ("succeeded", who)
    assert summary.template_id == requested.data.template_id
    assert summary.ended_at is not None
    mine = backend.store.runs(RunQuery(requested_by=who))
    assert {s.run_id for s in mine} == {first, second}
    assert [s.run_id for s in backend.store.runs(RunQuery(requested_by=who, status="running"))] == [
        second
    ]
    entity = EXAMPLES["answer.released.v1"].entity_ids
    if entity:
        found = backend.store.runs(RunQuery(entity_id=entity[0], requested_by=who))
        assert {s.run_id for s in found} == {first, second}


def test_runs_are_listed_by_requester_suffix_exactly_and_paged(backend: Backend) -> None:
    team = f"t{uuid.uuid4().hex[:6]}"
    ours = [new_id("run") for _ in range(3)]
    for i, run_id in enumerate(ours):
        record(backend.store, a_run(run_id, requested_by=f"user:u{i}@team:{team}")[:2])
    other = new_id("run")  # the same team name in other case, and one with a wildcard in it
    record(backend.store, a_run(other, requested_by=f"user:x@team:{team.upper()}")[:2])
    wild = new_id("run")
    record(backend.store, a_run(wild, requested_by=f"user:y@team:{team[:-1]}_")[:2])
    query = RunQuery(requested_by_suffix=f"@team:{team}", limit=2)
    first = backend.store.runs(query)
    rest = backend.store.runs(RunQuery(requested_by_suffix=f"@team:{team}", limit=2, offset=2))
    assert len(first) == 2
    assert len(rest) == 1
    assert {s.run_id for s in first + rest} == set(ours)


def test_a_changed_body_is_named(backend: Backend) -> None:
    run_id = new_id("run")
    record(backend.store, a_run(run_id))
    backend.execute(
        "UPDATE entries SET body = replace(body, 'succeeded', 'failed') "
        "WHERE run_id = %s AND seq = 3",
        (run_id,),
    )
    assert problems(backend.store, run_id) == [
        f"run {run_id}, entry 3, event {backend.store.entries(run_id)[3].event_id}: its body "
        "was changed (the body's hash does not match)"
    ]


def test_a_removed_entry_in_the_middle_is_named(backend: Backend) -> None:
    run_id = new_id("run")
    record(backend.store, a_run(run_id))
    backend.execute("DELETE FROM entries WHERE run_id = %s AND seq = 1", (run_id,))
    found = problems(backend.store, run_id)
    assert any("entry 2" in p and "does not follow" in p for p in found), found
    assert any("head counts 4" in p for p in found), found


def test_a_removed_last_entry_is_named(backend: Backend) -> None:
    run_id = new_id("run")
    record(backend.store, a_run(run_id))
    backend.execute("DELETE FROM entries WHERE run_id = %s AND seq = 3", (run_id,))
    assert problems(backend.store, run_id) == [
        f"run {run_id}: the head counts 4 entries ending in "
        f"{backend.store.head(run_id).last_hash[:12]}…, the chain has 3 "  # type: ignore[union-attr]
        "(entries were removed or added at the end)"
    ]


def test_an_inserted_entry_is_named(backend: Backend) -> None:
    run_id = new_id("run")
    record(backend.store, a_run(run_id))
    backend.execute("UPDATE entries SET seq = seq + 10 WHERE run_id = %s AND seq >= 2", (run_id,))
    backend.execute("UPDATE entries SET seq = seq - 9 WHERE run_id = %s AND seq >= 12", (run_id,))
    first = backend.store.entries(run_id)[0]
    backend.execute(
        "INSERT INTO entries SELECT run_id, 2, 'evt_forged', type, topic, time, producer, "
        "causation_id, body, body_sha256, prev_hash, entry_hash FROM entries "
        "WHERE run_id = %s AND seq = 0",
        (run_id,),
    )
    found = problems(backend.store, run_id)
    assert first.event_id not in " ".join(found)
    assert any("entry 2, event evt_forged" in p for p in found), found


def test_a_removed_or_changed_artifact_is_named(backend: Backend) -> None:
    run_id = new_id("run")
    record(backend.store, a_run(run_id))
    body = backend.store.entries(run_id)[1].body
    assert body is not None
    [artifact] = references(__import__("json").loads(body))
    backend.damage_artifact(artifact, b'"Apple guided up"')
    assert any(f"artifact {artifact}: the artifact was changed" in p for p in problems(
        backend.store, run_id
    ))  # fmt: skip
    backend.damage_artifact(artifact, None)
    assert any(f"artifact {artifact}: the artifact is missing" in p for p in problems(
        backend.store, run_id
    ))  # fmt: skip


def test_a_deleted_run_leaves_a_tombstone_and_its_chain_verifies(backend: Backend) -> None:
    kept, deleted = new_id("run"), new_id("run")
    record(backend.store, a_run(kept))
    record(backend.store, a_run(deleted))
    at = datetime(2026, 12, 1, tzinfo=UTC)
    tombstone = backend.store.tombstone(deleted, "client asked for erasure", at)
    assert tombstone.reason == "client asked for erasure"
    assert tombstone.artifacts_deleted == 0  # the long answer is shared with the kept run
    assert all(e.body is None for e in backend.store.entries(deleted))
    assert problems(backend.store, deleted) == []
    assert problems(backend.store, kept) == []
    stored = backend.store.tombstone_of(deleted)
    assert stored is not None
    assert stored.deleted_at == at
    lone = new_id("run")
    events = a_run(lone)
    events[1] = events[1].model_copy(
        update={"data": events[1].data.model_copy(update={"text": LONG_ANSWER + "only here"})}
    )
    record(backend.store, events)
    assert backend.store.tombstone(lone, "retention", at).artifacts_deleted == 1
    assert problems(backend.store, lone) == []


@pytest.mark.connected
@pytest.mark.postgres
def test_opening_an_existing_postgres_store_does_not_wait_for_the_recorder_s_writes(
    postgres_dsn: str,
) -> None:
    """Orchestrators and researchers open the recorder's store while it appends: opening must
    take no lock that an append holds (the DDL's `CREATE INDEX IF NOT EXISTS` did, which
    deadlocked a restarted researcher against the recorder in the chaos test)."""
    import psycopg

    from quantward_records.postgres_store import PostgresRecordStore

    schema = f"records_{uuid.uuid4().hex[:12]}"
    PostgresRecordStore.connect(postgres_dsn, schema).close()
    writer = psycopg.connect(postgres_dsn)  # a transaction held open, like an append in flight
    impatient = psycopg.conninfo.make_conninfo(postgres_dsn, options="-c lock_timeout=2000")
    try:
        for table in ("summaries", "run_artifacts"):
            writer.execute(f"LOCK TABLE {schema}.{table} IN ROW EXCLUSIVE MODE")
        store = PostgresRecordStore.connect(impatient, schema)  # LockNotAvailable if it waits
        assert store.run_ids() == []
        store.close()
    finally:
        writer.rollback()
        writer.execute(f"DROP SCHEMA {schema} CASCADE")
        writer.commit()
        writer.close()


def _drop_connection(store: Any, dsn: str) -> None:
    """End the store's server backend behind its back, as a restarted server does."""
    import psycopg

    pid = store._link.backend_pid
    assert pid is not None
    with psycopg.connect(dsn, autocommit=True) as admin:
        admin.execute("SELECT pg_terminate_backend(%s)", (pid,))


@pytest.mark.connected
@pytest.mark.postgres
def test_a_postgres_record_store_connects_again_after_losing_its_connection(
    postgres_dsn: str,
) -> None:
    """A dropped connection (a restarted server, a killed backend) fails no call: the next one
    connects again, reads the run as it was and appends to it."""
    from quantward_records.postgres_store import PostgresRecordStore

    for backend in _postgres(postgres_dsn):
        store = backend.store
        assert isinstance(store, PostgresRecordStore)
        run_id = new_id("run")
        events = a_run(run_id)
        record(store, events[:2])
        _drop_connection(store, postgres_dsn)  # then a read
        head = store.head(run_id)
        assert head is not None
        assert head.count == 2
        _drop_connection(store, postgres_dsn)  # then an append
        record(store, events[2:])
        assert [e.event_id for e in store.entries(run_id)] == [e.event_id for e in events]
        assert problems(store, run_id) == []


def test_a_postgres_record_store_whose_database_is_down_raises_unavailable_and_logs_once(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """No server at the DSN: every call raises `RecordStoreUnavailableError` (the API's 503,
    the bus's retry) instead of a driver error; between two attempts to connect, calls fail at
    once without touching the network; the outage is one warning without the password and
    without a traceback."""
    import psycopg

    from quantward_records import RecordStoreUnavailableError
    from quantward_records.postgres_store import PostgresRecordStore

    attempts: list[str] = []
    connect = psycopg.connect

    def counted(conninfo: str, **kwargs: Any) -> Any:
        attempts.append(conninfo)
        return connect(conninfo, **kwargs)

    monkeypatch.setattr(psycopg, "connect", counted)
    dsn = f"postgresql://qw:s3cret-pw@127.0.0.1:{closed_port()}/qw"
    store = PostgresRecordStore(None, "records_down", dsn=dsn, retry_s=30.0)
    with caplog.at_level("WARNING", logger="quantward.records"):
        with pytest.raises(RecordStoreUnavailableError) as first:
            store.summary("run_x")
        for _ in range(5):
            with pytest.raises(RecordStoreUnavailableError) as later:
                store.runs(RunQuery())
    assert first.value.retry_after_s == 30.0
    assert 0 < later.value.retry_after_s <= 30.0
    assert len(attempts) == 1  # the failed ones in between waited for the retry, not the network
    (warning,) = caplog.records
    message = warning.getMessage()
    assert "run record store" in message
    assert "unavailable" in message
    assert "s3cret" not in message
    assert warning.exc_info is None
    store.close()
