"""The catalogue of loaded documents: which version of which document is in the index, who loaded
it into which source, and every version's text.

The search index answers queries; it cannot say who may change a document or what it said
before it changed. This catalogue (a SQLite file beside the index) can:

* a user source (`user:<name>`) belongs to whoever first loaded into it (`QW_DOCUMENTS_OWNER`),
  and only they may add to it or remove from it, so one user's documents cannot pass as
  another's (shipped sources are never in it: the loaders refuse them);
* a document's key (`metadata["document_key"]`, its source and its id there) has versions; the
  index holds the current one, the catalogue keeps every one, so a version an earlier run cited
  can still be shown (`quantward docs show`) after the file changed or was removed.

It never holds the shipped corpus, and it never decides what a search returns: the index does.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Final, Literal

from quantward_documents.model import Document

Status = Literal["current", "superseded", "removed"]

_SCHEMA: Final = """
CREATE TABLE IF NOT EXISTS sources (
    source TEXT PRIMARY KEY,
    owner TEXT NOT NULL,
    created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS documents (
    document_id TEXT PRIMARY KEY,
    document_key TEXT NOT NULL,
    source TEXT NOT NULL REFERENCES sources(source),
    owner TEXT NOT NULL,
    title TEXT NOT NULL,
    type TEXT NOT NULL,
    published_at TEXT NOT NULL,
    loaded_at TEXT NOT NULL,
    chunks INTEGER NOT NULL,
    characters INTEGER NOT NULL,
    status TEXT NOT NULL,
    document TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS documents_by_key ON documents (document_key, status);
"""


class CatalogueError(ValueError):
    """A change the catalogue refuses (another owner's source, an unknown document)."""


@dataclass(frozen=True, slots=True)
class Entry:
    """One version of one loaded document."""

    document_id: str
    document_key: str
    source: str
    owner: str
    title: str
    type: str
    published_at: str
    loaded_at: str
    chunks: int
    characters: int
    status: Status


class DocumentCatalogue:
    """The catalogue in one SQLite file; see the module docstring."""

    def __init__(self, path: Path) -> None:
        self.path = path
        path.parent.mkdir(parents=True, exist_ok=True)
        with self._connect() as db:
            db.executescript(_SCHEMA)

    @contextmanager
    def _connect(self) -> Iterator[sqlite3.Connection]:
        db = sqlite3.connect(self.path, timeout=60)
        try:
            with db:  # one transaction per use
                yield db
        finally:
            db.close()

    # --- sources ------------------------------------------------------------------------------

    def owner_of(self, source: str) -> str | None:
        with self._connect() as db:
            row = db.execute("SELECT owner FROM sources WHERE source = ?", (source,)).fetchone()
        return None if row is None else str(row[0])

    def check_owner(self, source: str, owner: str) -> None:
        """Raise `CatalogueError` unless `source` is new or belongs to `owner`."""
        found = self.owner_of(source)
        if found is not None and found != owner:
            raise CatalogueError(
                f"source {source} belongs to {found!r}, not {owner!r}; load into a source of "
                "your own (--source user:<name>)"
            )

    # --- documents ----------------------------------------------------------------------------

    def get(self, document_id: str) -> Entry | None:
        with self._connect() as db:
            row = db.execute(
                f"SELECT {_COLUMNS} FROM documents WHERE document_id = ?", (document_id,)
            ).fetchone()
        return None if row is None else Entry(*row)

    def current(self, document_key: str) -> Entry | None:
        """The version of `document_key` the index holds, if any."""
        with self._connect() as db:
            row = db.execute(
                f"SELECT {_COLUMNS} FROM documents WHERE document_key = ? AND status = 'current'",
                (document_key,),
            ).fetchone()
        return None if row is None else Entry(*row)

    def add(self, document: Document, *, owner: str, chunks: int) -> None:
        """Record `document` as the current version of its key (claiming a new source)."""
        self.check_owner(document.source, owner)
        now = datetime.now(UTC).isoformat()
        with self._connect() as db:
            db.execute(
                "INSERT OR IGNORE INTO sources (source, owner, created_at) VALUES (?, ?, ?)",
                (document.source, owner, now),
            )
            db.execute(
                f"INSERT OR REPLACE INTO documents ({_COLUMNS}, document) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'current', ?)",
                (
                    document.document_id,
                    key_of(document),
                    document.source,
                    owner,
                    document.title,
                    document.type,
                    document.published_at.isoformat(),
                    now,
                    chunks,
                    len(document.text),
                    document.model_dump_json(),
                ),
            )

    def set_status(self, document_id: str, status: Status) -> None:
        with self._connect() as db:
            db.execute(
                "UPDATE documents SET status = ? WHERE document_id = ?", (status, document_id)
            )

    def entries(self, *, source: str | None = None, every_version: bool = False) -> list[Entry]:
        """Loaded documents, newest load first: the current versions, or every version."""
        where, params = [], []
        if not every_version:
            where.append("status = 'current'")
        if source is not None:
            where.append("source = ?")
            params.append(source)
        clause = f" WHERE {' AND '.join(where)}" if where else ""
        with self._connect() as db:
            rows = db.execute(
                f"SELECT {_COLUMNS} FROM documents{clause} ORDER BY loaded_at DESC, document_id",
                params,
            ).fetchall()
        return [Entry(*row) for row in rows]

    def document(self, document_id: str) -> Document | None:
        """Any version, current or not, exactly as it was loaded."""
        with self._connect() as db:
            row = db.execute(
                "SELECT document FROM documents WHERE document_id = ?", (document_id,)
            ).fetchone()
        return None if row is None else Document.model_validate_json(row[0])


_COLUMNS: Final = (
    "document_id, document_key, source, owner, title, type, published_at, loaded_at, chunks, "
    "characters, status"
)


def key_of(document: Document) -> str:
    """The document's key (its versions share it); its id when it was loaded without one."""
    return document.metadata.get("document_key", document.document_id)
