"""The embedded record store: SQLite for the chain and summaries, a folder for artifacts.

Artifacts are files named by their SHA-256 (`artifacts/ab/cdef…`), written once, atomically
(a temporary file renamed into place), before the transaction that refers to them commits, so a
crash leaves at most an unreferenced file, never a reference to nothing. Appends take SQLite's
write lock (`BEGIN IMMEDIATE`), so processes sharing the folder append to a run one at a time
and every chain stays linear.
"""

from __future__ import annotations

import os
import sqlite3
import tempfile
import threading
from collections.abc import Collection, Mapping, Sequence
from datetime import datetime
from pathlib import Path

from quantward_records.chain import Fold, chained
from quantward_records.model import Entry, Head, NewRecord, RunQuery, RunSummary, Tombstone
from quantward_records.rows import summary_from_json, summary_json

_SCHEMA = """
CREATE TABLE IF NOT EXISTS entries (
    run_id TEXT NOT NULL, seq INTEGER NOT NULL, event_id TEXT NOT NULL, type TEXT NOT NULL,
    topic TEXT NOT NULL, time TEXT NOT NULL, producer TEXT NOT NULL, causation_id TEXT,
    body TEXT, body_sha256 TEXT NOT NULL, prev_hash TEXT NOT NULL, entry_hash TEXT NOT NULL,
    PRIMARY KEY (run_id, seq), UNIQUE (run_id, event_id));
CREATE TABLE IF NOT EXISTS heads (
    run_id TEXT PRIMARY KEY, count INTEGER NOT NULL, last_hash TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS summaries (
    run_id TEXT PRIMARY KEY, status TEXT NOT NULL, requested_by TEXT, template_id TEXT,
    started_at TEXT, summary TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS summaries_started ON summaries (started_at);
CREATE TABLE IF NOT EXISTS run_entities (
    run_id TEXT NOT NULL, entity_id TEXT NOT NULL, PRIMARY KEY (entity_id, run_id));
CREATE TABLE IF NOT EXISTS run_artifacts (
    run_id TEXT NOT NULL, sha256 TEXT NOT NULL, PRIMARY KEY (run_id, sha256));
CREATE INDEX IF NOT EXISTS run_artifacts_sha ON run_artifacts (sha256);
CREATE TABLE IF NOT EXISTS tombstones (
    run_id TEXT PRIMARY KEY, deleted_at TEXT NOT NULL, reason TEXT NOT NULL,
    artifacts_deleted INTEGER NOT NULL);
"""

#: event ids asked about in one statement (SQLite's default limit is 32,766 variables)
_IDS_PER_QUERY = 500


class SqliteRecordStore:
    """`RecordStore` in a folder: `records.sqlite3` and `artifacts/`."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._artifacts = folder / "artifacts"
        self._artifacts.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(
            folder / "records.sqlite3", timeout=30.0, isolation_level=None, check_same_thread=False
        )
        self._lock = threading.Lock()  # one connection, used from worker threads one at a time
        with self._lock:
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=NORMAL")
            self._db.executescript(_SCHEMA)

    # --- writing ----------------------------------------------------------------------------

    def append(
        self,
        run_id: str,
        records: Sequence[NewRecord],
        artifacts: Mapping[str, bytes],
        fold: Fold,
    ) -> list[Entry]:
        return self.append_many([(run_id, records)], artifacts, fold)

    def append_many(
        self,
        batches: Sequence[tuple[str, Sequence[NewRecord]]],
        artifacts: Mapping[str, bytes],
        fold: Fold,
    ) -> list[Entry]:
        for sha256, raw in artifacts.items():
            self._write_artifact(sha256, raw)
        written: list[Entry] = []
        with self._lock:
            db = self._db
            db.execute("BEGIN IMMEDIATE")
            try:
                for run_id, records in batches:
                    written += self._append_locked(db, run_id, records, fold)
                db.execute("COMMIT")
            except BaseException:
                db.execute("ROLLBACK")
                raise
        return written

    def _append_locked(
        self, db: sqlite3.Connection, run_id: str, records: Sequence[NewRecord], fold: Fold
    ) -> list[Entry]:
        row = db.execute(
            "SELECT count, last_hash FROM heads WHERE run_id = ?", (run_id,)
        ).fetchone()
        ids = [record.event.event_id for record in records]
        recorded: set[str] = set()
        for at in range(0, len(ids), _IDS_PER_QUERY):  # (SQLite limits a statement's variables)
            chunk = ids[at : at + _IDS_PER_QUERY]
            recorded.update(
                r[0]
                for r in db.execute(
                    "SELECT event_id FROM entries WHERE run_id = ? AND event_id IN "
                    f"({','.join('?' * len(chunk))})",
                    (run_id, *chunk),
                )
            )
        summary_row = db.execute(
            "SELECT summary FROM summaries WHERE run_id = ?", (run_id,)
        ).fetchone()
        before = summary_from_json(summary_row[0]) if summary_row else None
        written, summary = chained(
            run_id, records, (row[0], row[1]) if row else None, recorded, before, fold
        )
        db.executemany(
            "INSERT INTO entries VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
            [
                (
                    run_id,
                    entry.seq,
                    entry.event_id,
                    entry.type,
                    entry.topic,
                    entry.time.isoformat(),
                    entry.producer,
                    entry.causation_id,
                    entry.body,
                    entry.body_sha256,
                    entry.prev_hash,
                    entry.entry_hash,
                )
                for entry in written
            ],
        )
        if not written:
            return written
        db.executemany(
            "INSERT OR IGNORE INTO run_artifacts VALUES (?, ?)",
            sorted({(run_id, sha) for r in records for sha in r.artifacts}),
        )
        db.execute(
            "INSERT INTO heads VALUES (?, ?, ?) ON CONFLICT (run_id) DO UPDATE SET "
            "count = excluded.count, last_hash = excluded.last_hash",
            (run_id, written[-1].seq + 1, written[-1].entry_hash),
        )
        assert summary is not None
        db.execute(
            "INSERT INTO summaries VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (run_id) DO UPDATE SET "
            "status = excluded.status, requested_by = excluded.requested_by, "
            "template_id = excluded.template_id, started_at = excluded.started_at, "
            "summary = excluded.summary",
            (
                run_id,
                summary.status,
                summary.requested_by,
                summary.template_id,
                summary.started_at.isoformat() if summary.started_at else None,
                summary_json(summary),
            ),
        )
        db.executemany(
            "INSERT OR IGNORE INTO run_entities VALUES (?, ?)",
            [(run_id, e) for e in summary.entity_ids],
        )
        return written

    def _artifact_path(self, sha256: str) -> Path:
        return self._artifacts / sha256[:2] / sha256[2:]

    def _write_artifact(self, sha256: str, raw: bytes) -> None:
        path = self._artifact_path(sha256)
        if path.exists():
            return
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, temporary = tempfile.mkstemp(dir=path.parent, prefix=".tmp-")
        try:
            with os.fdopen(fd, "wb") as out:
                out.write(raw)
            os.replace(temporary, path)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise

    def tombstone(self, run_id: str, reason: str, at: datetime) -> Tombstone:
        with self._lock:
            db = self._db
            db.execute("BEGIN IMMEDIATE")
            try:
                unshared = [
                    r[0]
                    for r in db.execute(
                        "SELECT sha256 FROM run_artifacts a WHERE run_id = ? AND NOT EXISTS "
                        "(SELECT 1 FROM run_artifacts b WHERE b.sha256 = a.sha256 "
                        "AND b.run_id != a.run_id)",
                        (run_id,),
                    )
                ]
                db.execute("UPDATE entries SET body = NULL WHERE run_id = ?", (run_id,))
                db.execute("DELETE FROM run_artifacts WHERE run_id = ?", (run_id,))
                tombstone = Tombstone(run_id, at, reason, len(unshared))
                db.execute(
                    "INSERT OR REPLACE INTO tombstones VALUES (?, ?, ?, ?)",
                    (run_id, at.isoformat(), reason, len(unshared)),
                )
                db.execute("COMMIT")
            except BaseException:
                db.execute("ROLLBACK")
                raise
        for sha256 in unshared:
            self._artifact_path(sha256).unlink(missing_ok=True)
        return tombstone

    # --- reading ----------------------------------------------------------------------------

    def contains(self, run_id: str, event_id: str) -> bool:
        with self._lock:
            row = self._db.execute(
                "SELECT 1 FROM entries WHERE run_id = ? AND event_id = ?", (run_id, event_id)
            ).fetchone()
        return row is not None

    def entries(self, run_id: str) -> list[Entry]:
        with self._lock:
            rows = self._db.execute(
                "SELECT run_id, seq, event_id, type, topic, time, producer, causation_id, body, "
                "body_sha256, prev_hash, entry_hash FROM entries WHERE run_id = ? ORDER BY seq",
                (run_id,),
            ).fetchall()
        return [
            Entry(r[0], r[1], r[2], r[3], r[4], datetime.fromisoformat(r[5]), *r[6:]) for r in rows
        ]

    def head(self, run_id: str) -> Head | None:
        with self._lock:
            row = self._db.execute(
                "SELECT count, last_hash FROM heads WHERE run_id = ?", (run_id,)
            ).fetchone()
        return Head(row[0], row[1]) if row else None

    def artifact(self, sha256: str) -> bytes | None:
        try:
            return self._artifact_path(sha256).read_bytes()
        except (FileNotFoundError, NotADirectoryError):
            return None

    def artifacts(self, hashes: Collection[str]) -> dict[str, bytes]:
        found = ((sha, self.artifact(sha)) for sha in hashes)
        return {sha: content for sha, content in found if content is not None}

    def summary(self, run_id: str) -> RunSummary | None:
        with self._lock:
            row = self._db.execute(
                "SELECT summary FROM summaries WHERE run_id = ?", (run_id,)
            ).fetchone()
        return summary_from_json(row[0]) if row else None

    def runs(self, query: RunQuery) -> list[RunSummary]:
        where: list[str] = []
        args: list[object] = []
        for column, value in (
            ("requested_by", query.requested_by),
            ("template_id", query.template_id),
            ("status", query.status),
        ):
            if value is not None:
                where.append(f"{column} = ?")
                args.append(value)
        if query.entity_id is not None:
            where.append("run_id IN (SELECT run_id FROM run_entities WHERE entity_id = ?)")
            args.append(query.entity_id)
        if query.requested_by_suffix is not None:
            # exact and case-sensitive (LIKE is neither in SQLite): a team is not another's
            where.append("substr(requested_by, -?) = ?")
            args += [len(query.requested_by_suffix), query.requested_by_suffix]
        if query.since is not None:
            where.append("started_at >= ?")
            args.append(query.since.isoformat())
        if query.until is not None:
            where.append("started_at <= ?")
            args.append(query.until.isoformat())
        sql = "SELECT summary FROM summaries"
        if where:
            sql += " WHERE " + " AND ".join(where)
        sql += " ORDER BY started_at DESC, run_id DESC LIMIT ? OFFSET ?"
        with self._lock:
            rows = self._db.execute(sql, (*args, query.limit, query.offset)).fetchall()
        return [summary_from_json(r[0]) for r in rows]

    def run_ids(self) -> list[str]:
        with self._lock:
            rows = self._db.execute("SELECT run_id FROM heads ORDER BY run_id").fetchall()
        return [r[0] for r in rows]

    def tombstone_of(self, run_id: str) -> Tombstone | None:
        with self._lock:
            row = self._db.execute(
                "SELECT deleted_at, reason, artifacts_deleted FROM tombstones WHERE run_id = ?",
                (run_id,),
            ).fetchone()
        return Tombstone(run_id, datetime.fromisoformat(row[0]), row[1], row[2]) if row else None

    def close(self) -> None:
        with self._lock:
            self._db.close()
