"""The distributed record store: PostgreSQL for the chain, summaries and artifacts.

Every table lives in one schema (`QW_RECORDS_SCHEMA`), so deployments or tests sharing a
database never see each other's records. Appends to one run are serialised by a transaction
advisory lock on the run id, so recorder instances that receive events of the same run on
different partitions still append one after the other and the chain stays linear; artifacts
are inserted in the same transaction (`ON CONFLICT DO NOTHING`: stored once).
"""

from __future__ import annotations

import re
import threading
from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

import psycopg
from psycopg import sql

from quantward_records.chain import GENESIS, link
from quantward_records.model import Entry, Head, NewRecord, RunQuery, RunSummary, Tombstone
from quantward_records.port import Fold
from quantward_records.rows import summary_from_json, summary_json

_SCHEMA_NAME = re.compile(r"^[a-z_][a-z0-9_]{0,62}$")

_DDL = """
CREATE SCHEMA IF NOT EXISTS {schema};
CREATE TABLE IF NOT EXISTS {schema}.entries (
    run_id TEXT NOT NULL, seq INTEGER NOT NULL, event_id TEXT NOT NULL, type TEXT NOT NULL,
    topic TEXT NOT NULL, time TIMESTAMPTZ NOT NULL, producer TEXT NOT NULL, causation_id TEXT,
    body TEXT, body_sha256 TEXT NOT NULL, prev_hash TEXT NOT NULL, entry_hash TEXT NOT NULL,
    PRIMARY KEY (run_id, seq), UNIQUE (run_id, event_id));
CREATE TABLE IF NOT EXISTS {schema}.heads (
    run_id TEXT PRIMARY KEY, count INTEGER NOT NULL, last_hash TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS {schema}.summaries (
    run_id TEXT PRIMARY KEY, status TEXT NOT NULL, requested_by TEXT, template_id TEXT,
    started_at TIMESTAMPTZ, summary TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS summaries_started ON {schema}.summaries (started_at);
CREATE TABLE IF NOT EXISTS {schema}.run_entities (
    run_id TEXT NOT NULL, entity_id TEXT NOT NULL, PRIMARY KEY (entity_id, run_id));
CREATE TABLE IF NOT EXISTS {schema}.run_artifacts (
    run_id TEXT NOT NULL, sha256 TEXT NOT NULL, PRIMARY KEY (run_id, sha256));
CREATE INDEX IF NOT EXISTS run_artifacts_sha ON {schema}.run_artifacts (sha256);
CREATE TABLE IF NOT EXISTS {schema}.artifacts (sha256 TEXT PRIMARY KEY, content BYTEA NOT NULL);
CREATE TABLE IF NOT EXISTS {schema}.tombstones (
    run_id TEXT PRIMARY KEY, deleted_at TIMESTAMPTZ NOT NULL, reason TEXT NOT NULL,
    artifacts_deleted INTEGER NOT NULL);
"""

_ENTRY_COLUMNS = (
    "run_id, seq, event_id, type, topic, time, producer, causation_id, body, body_sha256, "
    "prev_hash, entry_hash"
)


class PostgresRecordStore:
    """`RecordStore` in a PostgreSQL schema."""

    def __init__(self, connection: psycopg.Connection[Any], schema: str) -> None:
        self._db = connection
        self._schema = schema
        self._lock = threading.Lock()  # one connection, used from worker threads one at a time

    @classmethod
    def connect(cls, dsn: str, schema: str = "quantward_records") -> PostgresRecordStore:
        """Connect and create the schema's tables if they are missing."""
        if not _SCHEMA_NAME.match(schema):
            raise ValueError(
                f"records schema {schema!r}: use lower-case letters, digits and _ "
                "(QW_RECORDS_SCHEMA)"
            )
        connection = psycopg.connect(dsn, autocommit=True)
        with connection.transaction():
            # the name is checked above, so formatting it into the DDL is safe
            connection.execute(sql.SQL(_DDL.format(schema=schema)))
        return cls(connection, schema)

    def _q(self, text: str) -> sql.Composed:
        return sql.SQL(text).format(s=sql.Identifier(self._schema))

    # --- writing ----------------------------------------------------------------------------

    def append(
        self,
        run_id: str,
        records: Sequence[NewRecord],
        artifacts: Mapping[str, bytes],
        fold: Fold,
    ) -> list[Entry]:
        with self._lock, self._db.transaction():
            db = self._db
            db.execute("SELECT pg_advisory_xact_lock(hashtextextended(%s, 0))", (run_id,))
            if artifacts:
                with db.cursor() as cursor:
                    cursor.executemany(
                        self._q("INSERT INTO {s}.artifacts VALUES (%s, %s) ON CONFLICT DO NOTHING"),
                        list(artifacts.items()),
                    )
            row = db.execute(
                self._q("SELECT count, last_hash FROM {s}.heads WHERE run_id = %s"), (run_id,)
            ).fetchone()
            count, prev = (row[0], row[1]) if row else (0, GENESIS)
            ids = [r.event.event_id for r in records]
            known = {
                r[0]
                for r in db.execute(
                    self._q(
                        "SELECT event_id FROM {s}.entries WHERE run_id = %s AND event_id = ANY(%s)"
                    ),
                    (run_id, ids),
                )
            }
            summary_row = db.execute(
                self._q("SELECT summary FROM {s}.summaries WHERE run_id = %s"), (run_id,)
            ).fetchone()
            summary = summary_from_json(summary_row[0]) if summary_row else None
            written: list[Entry] = []
            for record in records:
                event = record.event
                if event.event_id in known:
                    continue  # redelivered: recorded once
                known.add(event.event_id)
                written.append(
                    Entry(
                        run_id=run_id,
                        seq=count,
                        event_id=event.event_id,
                        type=event.type,
                        topic=record.topic,
                        time=event.time,
                        producer=event.producer,
                        causation_id=event.causation_id,
                        body=record.body,
                        body_sha256=record.body_sha256,
                        prev_hash=prev,
                        entry_hash=link(prev, count, event.event_id, record.body_sha256),
                    )
                )
                summary = fold(summary, record)
                count, prev = count + 1, written[-1].entry_hash
            if not written:
                return written
            with db.cursor() as cursor:
                cursor.executemany(
                    self._q(
                        f"INSERT INTO {{s}}.entries ({_ENTRY_COLUMNS}) VALUES "
                        "(%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)"
                    ),
                    [
                        (
                            e.run_id, e.seq, e.event_id, e.type, e.topic, e.time, e.producer,
                            e.causation_id, e.body, e.body_sha256, e.prev_hash, e.entry_hash,
                        )
                        for e in written
                    ],
                )  # fmt: skip
                cursor.executemany(
                    self._q("INSERT INTO {s}.run_artifacts VALUES (%s, %s) ON CONFLICT DO NOTHING"),
                    sorted({(run_id, sha) for r in records for sha in r.artifacts}),
                )
            db.execute(
                self._q(
                    "INSERT INTO {s}.heads VALUES (%s, %s, %s) ON CONFLICT (run_id) DO UPDATE SET "
                    "count = excluded.count, last_hash = excluded.last_hash"
                ),
                (run_id, count, prev),
            )
            assert summary is not None
            db.execute(
                self._q(
                    "INSERT INTO {s}.summaries VALUES (%s, %s, %s, %s, %s, %s) ON CONFLICT "
                    "(run_id) DO UPDATE SET status = excluded.status, requested_by = "
                    "excluded.requested_by, template_id = excluded.template_id, started_at = "
                    "excluded.started_at, summary = excluded.summary"
                ),
                (
                    run_id,
                    summary.status,
                    summary.requested_by,
                    summary.template_id,
                    summary.started_at,
                    summary_json(summary),
                ),
            )
            with db.cursor() as cursor:
                cursor.executemany(
                    self._q("INSERT INTO {s}.run_entities VALUES (%s, %s) ON CONFLICT DO NOTHING"),
                    [(run_id, e) for e in summary.entity_ids],
                )
            return written

    def tombstone(self, run_id: str, reason: str, at: datetime) -> Tombstone:
        with self._lock, self._db.transaction():
            db = self._db
            db.execute("SELECT pg_advisory_xact_lock(hashtextextended(%s, 0))", (run_id,))
            unshared = [
                r[0]
                for r in db.execute(
                    self._q(
                        "SELECT sha256 FROM {s}.run_artifacts a WHERE run_id = %s AND NOT EXISTS "
                        "(SELECT 1 FROM {s}.run_artifacts b WHERE b.sha256 = a.sha256 "
                        "AND b.run_id <> a.run_id)"
                    ),
                    (run_id,),
                )
            ]
            db.execute(self._q("UPDATE {s}.entries SET body = NULL WHERE run_id = %s"), (run_id,))
            db.execute(self._q("DELETE FROM {s}.run_artifacts WHERE run_id = %s"), (run_id,))
            db.execute(self._q("DELETE FROM {s}.artifacts WHERE sha256 = ANY(%s)"), (unshared,))
            db.execute(
                self._q(
                    "INSERT INTO {s}.tombstones VALUES (%s, %s, %s, %s) ON CONFLICT (run_id) DO "
                    "UPDATE SET deleted_at = excluded.deleted_at, reason = excluded.reason, "
                    "artifacts_deleted = excluded.artifacts_deleted"
                ),
                (run_id, at, reason, len(unshared)),
            )
        return Tombstone(run_id, at, reason, len(unshared))

    # --- reading ----------------------------------------------------------------------------

    def entries(self, run_id: str) -> list[Entry]:
        with self._lock:
            rows = self._db.execute(
                self._q(
                    f"SELECT {_ENTRY_COLUMNS} FROM {{s}}.entries WHERE run_id = %s ORDER BY seq"
                ),
                (run_id,),
            ).fetchall()
        return [Entry(*r) for r in rows]

    def head(self, run_id: str) -> Head | None:
        with self._lock:
            row = self._db.execute(
                self._q("SELECT count, last_hash FROM {s}.heads WHERE run_id = %s"), (run_id,)
            ).fetchone()
        return Head(row[0], row[1]) if row else None

    def artifact(self, sha256: str) -> bytes | None:
        with self._lock:
            row = self._db.execute(
                self._q("SELECT content FROM {s}.artifacts WHERE sha256 = %s"), (sha256,)
            ).fetchone()
        return bytes(row[0]) if row else None

    def summary(self, run_id: str) -> RunSummary | None:
        with self._lock:
            row = self._db.execute(
                self._q("SELECT summary FROM {s}.summaries WHERE run_id = %s"), (run_id,)
            ).fetchone()
        return summary_from_json(row[0]) if row else None

    def runs(self, query: RunQuery) -> list[RunSummary]:
        where: list[sql.Composable] = []
        args: list[object] = []
        for column, value in (
            ("requested_by", query.requested_by),
            ("template_id", query.template_id),
            ("status", query.status),
        ):
            if value is not None:
                where.append(sql.SQL("{} = %s").format(sql.Identifier(column)))
                args.append(value)
        if query.entity_id is not None:
            where.append(
                self._q("run_id IN (SELECT run_id FROM {s}.run_entities WHERE entity_id = %s)")
            )
            args.append(query.entity_id)
        if query.since is not None:
            where.append(sql.SQL("started_at >= %s"))
            args.append(query.since)
        if query.until is not None:
            where.append(sql.SQL("started_at <= %s"))
            args.append(query.until)
        statement = self._q("SELECT summary FROM {s}.summaries")
        if where:
            statement = sql.Composed([statement, sql.SQL(" WHERE "), sql.SQL(" AND ").join(where)])
        statement = sql.Composed(
            [statement, sql.SQL(" ORDER BY started_at DESC NULLS LAST, run_id DESC LIMIT %s")]
        )
        with self._lock:
            rows = self._db.execute(statement, (*args, query.limit)).fetchall()
        return [summary_from_json(r[0]) for r in rows]

    def run_ids(self) -> list[str]:
        with self._lock:
            rows = self._db.execute(self._q("SELECT run_id FROM {s}.heads ORDER BY run_id"))
            return [r[0] for r in rows.fetchall()]

    def tombstone_of(self, run_id: str) -> Tombstone | None:
        with self._lock:
            row = self._db.execute(
                self._q(
                    "SELECT deleted_at, reason, artifacts_deleted FROM {s}.tombstones "
                    "WHERE run_id = %s"
                ),
                (run_id,),
            ).fetchone()
        return Tombstone(run_id, row[0], row[1], row[2]) if row else None

    def close(self) -> None:
        with self._lock:
            self._db.close()
