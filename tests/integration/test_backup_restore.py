"""Back up and restore the run record the way docs/operations/backup-restore.md says.

PostgreSQL: `pg_dump --format=custom --schema=<QW_RECORDS_SCHEMA>` of a schema holding recorded
runs and a conversation, the schema dropped, `pg_restore` into the same database: every run's
hash chain verifies again with its artifacts, and the conversation is back. Embedded: a copy
of the store's folder taken while no process writes verifies the same.
"""

from __future__ import annotations

import shutil
import subprocess
import uuid
from pathlib import Path

import psycopg
import pytest

from quantward_contracts import new_id
from quantward_records.postgres_store import PostgresRecordStore
from quantward_records.sqlite_store import SqliteRecordStore
from tests.conftest import load_rig
from tests.contract.test_record_store import a_run, problems, record


def _pg_tool(name: str) -> str:
    state = load_rig()._live_state("postgres")
    assert state is not None, "the rig's PostgreSQL provides pg_dump and pg_restore (make rig-up)"
    return str(Path((state.extra or {})["bindir"]) / name)


@pytest.mark.connected
@pytest.mark.postgres
def test_pg_dump_of_the_schema_restores_every_run_and_conversation(
    postgres_dsn: str, tmp_path: Path
) -> None:
    from quantward_api.conversations_postgres import PostgresConversationStore

    schema = f"backup_{uuid.uuid4().hex[:10]}"
    runs = [new_id("run") for _ in range(3)]
    store = PostgresRecordStore.connect(postgres_dsn, schema)
    for run_id in runs:
        record(store, a_run(run_id))
    before = {run_id: (store.entries(run_id), store.head(run_id)) for run_id in runs}
    store.close()
    conversations = PostgresConversationStore.connect(postgres_dsn, schema)
    talk = conversations.create(title="Apple into earnings", owner="alice", team="research")
    conversations.close()
    tables = psycopg.connect(postgres_dsn, autocommit=True)
    try:
        listed = tables.execute(
            "SELECT count(*) FROM information_schema.tables WHERE table_schema = %s", (schema,)
        ).fetchone()
        assert listed is not None
        assert listed[0] > 0
        dump = tmp_path / "records.dump"
        subprocess.run(
            [_pg_tool("pg_dump"), "--format=custom", f"--schema={schema}", f"--file={dump}",
             f"--dbname={postgres_dsn}"],
            check=True, capture_output=True, timeout=120,
        )  # fmt: skip
        tables.execute(f"DROP SCHEMA {schema} CASCADE")
        subprocess.run(
            [_pg_tool("pg_restore"), "--exit-on-error", f"--dbname={postgres_dsn}", str(dump)],
            check=True, capture_output=True, timeout=120,
        )  # fmt: skip
        restored = PostgresRecordStore.connect(postgres_dsn, schema)
        try:
            assert sorted(restored.run_ids()) == sorted(runs)
            for run_id in runs:
                assert (restored.entries(run_id), restored.head(run_id)) == before[run_id]
                assert problems(restored, run_id) == []
        finally:
            restored.close()
        back = PostgresConversationStore.connect(postgres_dsn, schema)
        try:
            assert back.get(talk.conversation_id) == talk
        finally:
            back.close()
        again = tables.execute(
            "SELECT count(*) FROM information_schema.tables WHERE table_schema = %s", (schema,)
        ).fetchone()
        assert again == listed
    finally:
        tables.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")
        tables.close()


def test_a_copy_of_the_embedded_store_taken_at_rest_verifies(tmp_path: Path) -> None:
    folder, copy = tmp_path / "records", tmp_path / "backup"
    store = SqliteRecordStore(folder)
    run_id = new_id("run")
    record(store, a_run(run_id))
    store.close()  # at rest: no process writes while it is copied
    shutil.copytree(folder, copy)
    restored = SqliteRecordStore(copy)
    try:
        assert restored.run_ids() == [run_id]
        assert problems(restored, run_id) == []
    finally:
        restored.close()
