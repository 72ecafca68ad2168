"""The distributed record store: PostgreSQL for the chain, summaries and artifacts.

Every table lives in one schema (`QW_RECORDS_SCHEMA`), so deployments or tests sharing a
database never see each other's records. Appends to one run are serialised by a transaction
advisory lock on the run id, so recorder instances that receive events of the same run on
different partitions still append one after the other and the chain stays linear; artifacts
are inserted in the same transaction (`ON CONFLICT DO NOTHING`: stored once).

A dropped connection (a restarted or failed-over server, a killed backend) is opened again and
the call made once more: every call is safe to repeat (reads; appends skip the event ids already
recorded; a tombstone is an upsert). While the database cannot be reached, a call raises
`RecordStoreUnavailableError` (the API answers 503 with `Retry-After`; the recorder leaves the
events to the bus's retries), a new connection is tried at most every `retry_s`, and the outage
is logged once when it starts and once when it ends, without the DSN.
"""

from __future__ import annotations

import functools
import logging
import re
import threading
from collections.abc import Callable, Collection, Mapping, Sequence
from datetime import datetime
from typing import Any, Concatenate, ParamSpec, TypeVar

import psycopg
from psycopg import sql

from quantward_records.chain import Fold, chained
from quantward_records.model import (
    Entry,
    Head,
    NewRecord,
    RecordStoreUnavailableError,
    RunQuery,
    RunSummary,
    Tombstone,
)
from quantward_records.outage import StoreOutage
from quantward_records.reconnecting import ReconnectingConnection, connect_timeout
from quantward_records.rows import summary_from_json, summary_json

log = logging.getLogger("quantward.records")

_P = ParamSpec("_P")
_T = TypeVar("_T")

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

#: every table and index the DDL creates: a store whose objects all exist runs no DDL
_DDL_OBJECTS = tuple(re.findall(r"(?:TABLE|INDEX) IF NOT EXISTS (?:\{schema\}\.)?(\w+)", _DDL))

_ENTRY_COLUMNS = (
    "run_id, seq, event_id, type, topic, time, producer, causation_id, body, body_sha256, "
    "prev_hash, entry_hash"
)


def _reconnecting(
    call: Callable[Concatenate[PostgresRecordStore, _P], _T],
) -> Callable[Concatenate[PostgresRecordStore, _P], _T]:
    """A store call that survives a dropped connection: made once more on a new one, and
    `RecordStoreUnavailableError` when the database cannot be reached."""

    @functools.wraps(call)
    def reconnecting(store: PostgresRecordStore, /, *args: _P.args, **kwargs: _P.kwargs) -> _T:
        with store._lock:
            return store._link.run(lambda: call(store, *args, **kwargs))

    return reconnecting


class PostgresRecordStore:
    """`RecordStore` in a PostgreSQL schema."""

    def __init__(
        self,
        connection: psycopg.Connection[Any] | None,
        schema: str,
        *,
        dsn: str | None = None,
        retry_s: float = 2.0,
        timeout_s: float = 5.0,
    ) -> None:
        self._schema = schema
        #: while the database is unreachable, how long calls fail fast before one connects
        self.retry_s = retry_s
        #: libpq's bound on opening a connection (seconds; it rounds up to 2 at least)
        self.timeout_s = timeout_s
        # one connection, used from worker threads one at a time (re-entrant: a call holds it
        # across its retry)
        self._lock = threading.RLock()
        self._link = ReconnectingConnection(
            connection,
            dsn=dsn,
            timeout_s=timeout_s,
            outage=StoreOutage(
                log,
                "the run record store (PostgreSQL)",
                retry_s,
                consequence="reading and recording runs fail with 'unavailable'",
            ),
            unavailable=RecordStoreUnavailableError,
        )

    @classmethod
    def connect(
        cls,
        dsn: str,
        schema: str = "quantward_records",
        *,
        retry_s: float = 2.0,
        timeout_s: float = 5.0,
    ) -> PostgresRecordStore:
        """Connect and create the schema's tables if they are missing."""
        if not _SCHEMA_NAME.match(schema):
            raise ValueError(
                f"records schema {schema!r}: use lower-case letters, digits and _ "
                "(QW_RECORDS_SCHEMA)"
            )
        connection = psycopg.connect(
            dsn, autocommit=True, connect_timeout=connect_timeout(timeout_s)
        )
        # Only a store that lacks some of its objects runs the DDL: `CREATE INDEX IF NOT EXISTS`
        # locks its table even when the index exists, so every process that opened the store
        # (the orchestrators and researchers read it) would block, or deadlock, the recorder's
        # appends.
        if not cls._complete(connection, schema):
            with connection.transaction():
                # the name is checked above, so formatting it into the DDL is safe
                connection.execute(sql.SQL(_DDL.format(schema=schema)))
        return cls(connection, schema, dsn=dsn, retry_s=retry_s, timeout_s=timeout_s)

    @property
    def _db(self) -> psycopg.Connection[Any]:
        return self._link.live

    @staticmethod
    def _complete(connection: psycopg.Connection[Any], schema: str) -> bool:
        names = [f"{schema}.{name}" for name in _DDL_OBJECTS]
        row = connection.execute(
            "SELECT bool_and(to_regclass(name) IS NOT NULL) FROM unnest(%s::text[]) AS name",
            (names,),
        ).fetchone()
        return bool(row and row[0])

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
        return self.append_many([(run_id, records)], artifacts, fold)

    @_reconnecting
    def append_many(
        self,
        batches: Sequence[tuple[str, Sequence[NewRecord]]],
        artifacts: Mapping[str, bytes],
        fold: Fold,
    ) -> list[Entry]:
        """A fixed number of round trips per batch, whatever the number of runs in it: lock,
        read every head, summary and already-recorded id at once, then write it all. Arrays go
        in PostgreSQL's binary form (`%b`): their text form quotes and escapes every element
        in Python (a regular expression per element), which cost more than the statements."""
        runs: dict[str, list[NewRecord]] = {}
        for run_id, records in batches:
            runs.setdefault(run_id, []).extend(records)
        if not runs:
            return []
        run_ids = sorted(runs)
        pairs_run = [run_id for run_id, records in runs.items() for _ in records]
        pairs_event = [r.event.event_id for records in runs.values() for r in records]
        with self._lock, self._db.transaction():
            db = self._db
            with db.pipeline():  # the lock and the three reads in one round trip
                # every run's lock, in one order, so concurrent batches cannot deadlock
                db.execute(
                    "SELECT pg_advisory_xact_lock(hashtextextended(r, 0)) "
                    "FROM unnest(%b::text[]) AS r ORDER BY r",
                    (run_ids,),
                )
                head_rows = db.execute(
                    self._q(
                        "SELECT run_id, count, last_hash FROM {s}.heads WHERE run_id = ANY(%b)"
                    ),
                    (run_ids,),
                )
                summary_rows = db.execute(
                    self._q("SELECT run_id, summary FROM {s}.summaries WHERE run_id = ANY(%b)"),
                    (run_ids,),
                )
                # One probe of the (run_id, event_id) index per event of the batch: a filter on
                # `run_id = ANY(…) AND event_id = ANY(…)` reads every entry of the batch's runs,
                # which grows with the runs and made each commit slower than the last.
                known_rows = db.execute(
                    self._q(
                        "SELECT e.run_id, e.event_id FROM {s}.entries e "
                        "JOIN unnest(%b::text[], %b::text[]) AS k(run_id, event_id) "
                        "ON e.run_id = k.run_id AND e.event_id = k.event_id"
                    ),
                    (pairs_run, pairs_event),
                )
            heads = {r[0]: (r[1], r[2]) for r in head_rows.fetchall()}
            summaries = {r[0]: summary_from_json(r[1]) for r in summary_rows.fetchall()}
            known = {(r[0], r[1]) for r in known_rows.fetchall()}
            written: list[Entry] = []
            changed: dict[str, RunSummary] = {}
            run_artifacts: set[tuple[str, str]] = set()
            for run_id in run_ids:
                recorded = {event_id for run, event_id in known if run == run_id}
                entries, summary = chained(
                    run_id, runs[run_id], heads.get(run_id), recorded, summaries.get(run_id), fold
                )
                if entries and summary is not None:
                    written += entries
                    changed[run_id] = summary
                    heads[run_id] = (entries[-1].seq + 1, entries[-1].entry_hash)
                    run_artifacts.update((run_id, sha) for r in runs[run_id] for sha in r.artifacts)
            if not written:
                return written
            # One statement per table, whatever the number of rows (arrays in, `unnest` out):
            # `executemany` ran one statement per row, and PostgreSQL's per-statement work,
            # not the rows, was most of a commit.
            with db.cursor() as cursor:
                if artifacts:
                    hashes = sorted(artifacts)
                    cursor.execute(
                        self._q(
                            "INSERT INTO {s}.artifacts SELECT * FROM unnest(%b::text[], "
                            "%b::bytea[]) ON CONFLICT DO NOTHING"
                        ),
                        (hashes, [artifacts[h] for h in hashes]),
                    )
                # COPY: the entries are new (checked under the runs' locks), and it is the
                # fastest way PostgreSQL takes many rows
                with cursor.copy(
                    self._q(f"COPY {{s}}.entries ({_ENTRY_COLUMNS}) FROM STDIN")
                ) as copy:
                    for e in written:
                        copy.write_row(
                            (
                                e.run_id, e.seq, e.event_id, e.type, e.topic, e.time, e.producer,
                                e.causation_id, e.body, e.body_sha256, e.prev_hash, e.entry_hash,
                            )
                        )  # fmt: skip
                if run_artifacts:
                    pairs = sorted(run_artifacts)
                    cursor.execute(
                        self._q(
                            "INSERT INTO {s}.run_artifacts SELECT * FROM unnest(%b::text[], "
                            "%b::text[]) ON CONFLICT DO NOTHING"
                        ),
                        ([run for run, _ in pairs], [sha for _, sha in pairs]),
                    )
                ran = sorted(changed)
                cursor.execute(
                    self._q(
                        "INSERT INTO {s}.heads SELECT * FROM unnest(%b::text[], %b::int[], "
                        "%b::text[]) ON CONFLICT (run_id) DO UPDATE SET count = excluded.count, "
                        "last_hash = excluded.last_hash"
                    ),
                    (ran, [heads[r][0] for r in ran], [heads[r][1] for r in ran]),
                )
                summaries_now = [changed[r] for r in ran]
                cursor.execute(
                    self._q(
                        "INSERT INTO {s}.summaries SELECT * FROM unnest(%b::text[], %b::text[], "
                        "%b::text[], %b::text[], %b::timestamptz[], %b::text[]) ON CONFLICT "
                        "(run_id) DO UPDATE SET status = excluded.status, requested_by = "
                        "excluded.requested_by, template_id = excluded.template_id, started_at = "
                        "excluded.started_at, summary = excluded.summary"
                    ),
                    (
                        ran,
                        [x.status for x in summaries_now],
                        [x.requested_by for x in summaries_now],
                        [x.template_id for x in summaries_now],
                        [x.started_at for x in summaries_now],
                        [summary_json(x) for x in summaries_now],
                    ),
                )
                entities = sorted({(r, e) for r in ran for e in changed[r].entity_ids})
                if entities:
                    cursor.execute(
                        self._q(
                            "INSERT INTO {s}.run_entities SELECT * FROM unnest(%b::text[], "
                            "%b::text[]) ON CONFLICT DO NOTHING"
                        ),
                        ([r for r, _ in entities], [e for _, e in entities]),
                    )
            return written

    @_reconnecting
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

    @_reconnecting
    def contains(self, run_id: str, event_id: str) -> bool:
        with self._lock:
            row = self._db.execute(
                self._q("SELECT 1 FROM {s}.entries WHERE run_id = %s AND event_id = %s"),
                (run_id, event_id),
            ).fetchone()
        return row is not None

    @_reconnecting
    def entries(self, run_id: str) -> list[Entry]:
        with self._lock:
            rows = self._db.execute(
                self._q(
                    f"SELECT {_ENTRY_COLUMNS} FROM {{s}}.entries WHERE run_id = %s ORDER BY seq"
                ),
                (run_id,),
            ).fetchall()
        return [Entry(*r) for r in rows]

    @_reconnecting
    def head(self, run_id: str) -> Head | None:
        with self._lock:
            row = self._db.execute(
                self._q("SELECT count, last_hash FROM {s}.heads WHERE run_id = %s"), (run_id,)
            ).fetchone()
        return Head(row[0], row[1]) if row else None

    @_reconnecting
    def artifact(self, sha256: str) -> bytes | None:
        with self._lock:
            row = self._db.execute(
                self._q("SELECT content FROM {s}.artifacts WHERE sha256 = %s"), (sha256,)
            ).fetchone()
        return bytes(row[0]) if row else None

    @_reconnecting
    def artifacts(self, hashes: Collection[str]) -> dict[str, bytes]:
        """One query for them all (`record show` reads every artifact of a run)."""
        if not hashes:
            return {}
        with self._lock:
            rows = self._db.execute(
                self._q("SELECT sha256, content FROM {s}.artifacts WHERE sha256 = ANY(%s)"),
                (list(hashes),),
            ).fetchall()
        return {r[0]: bytes(r[1]) for r in rows}

    @_reconnecting
    def summary(self, run_id: str) -> RunSummary | None:
        with self._lock:
            row = self._db.execute(
                self._q("SELECT summary FROM {s}.summaries WHERE run_id = %s"), (run_id,)
            ).fetchone()
        return summary_from_json(row[0]) if row else None

    @_reconnecting
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
        if query.requested_by_suffix is not None:
            where.append(sql.SQL("right(requested_by, %s) = %s"))
            args += [len(query.requested_by_suffix), query.requested_by_suffix]
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
            [
                statement,
                sql.SQL(" ORDER BY started_at DESC NULLS LAST, run_id DESC LIMIT %s OFFSET %s"),
            ]
        )
        with self._lock:
            rows = self._db.execute(statement, (*args, query.limit, query.offset)).fetchall()
        return [summary_from_json(r[0]) for r in rows]

    @_reconnecting
    def run_ids(self) -> list[str]:
        with self._lock:
            rows = self._db.execute(self._q("SELECT run_id FROM {s}.heads ORDER BY run_id"))
            return [r[0] for r in rows.fetchall()]

    @_reconnecting
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
            self._link.close()
