"""Duplicate suppression by `event_id`.

At-least-once delivery means a message can arrive twice (a redelivery after a crash or a
rebalance, or a producer retry). The bus remembers which event ids a consumer group has
processed and skips the repeats. The in-memory store covers redeliveries within a process's
lifetime; a handler with durable effects must still be idempotent across restarts (see the crash
test), or use the SQLite store, which survives them.
"""

from __future__ import annotations

import sqlite3
import threading
from collections import OrderedDict
from pathlib import Path
from typing import Protocol


class DedupeStore(Protocol):
    """Remembers processed message ids per consumer group."""

    def seen(self, group: str, message_id: str) -> bool:
        """True if the group already processed this message."""
        ...

    def mark(self, group: str, message_id: str) -> None:
        """Record that the group processed this message (after the handler succeeded)."""
        ...


class InMemoryDedupeStore:
    """A bounded LRU of recent ids per group; old ids fall out once `capacity` is exceeded."""

    def __init__(self, capacity: int = 100_000) -> None:
        if capacity < 1:
            raise ValueError("capacity must be positive")
        self._capacity = capacity
        self._seen: dict[str, OrderedDict[str, None]] = {}

    def seen(self, group: str, message_id: str) -> bool:
        ids = self._seen.get(group)
        if ids is None or message_id not in ids:
            return False
        ids.move_to_end(message_id)
        return True

    def mark(self, group: str, message_id: str) -> None:
        ids = self._seen.setdefault(group, OrderedDict())
        ids[message_id] = None
        ids.move_to_end(message_id)
        if len(ids) > self._capacity:
            ids.popitem(last=False)


class SqliteDedupeStore:
    """Processed ids in a SQLite file, so suppression survives a process restart."""

    def __init__(self, path: str | Path) -> None:
        self._lock = threading.Lock()
        self._db = sqlite3.connect(str(path), check_same_thread=False, isolation_level=None)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=NORMAL")
        self._db.execute(
            "CREATE TABLE IF NOT EXISTS processed ("
            " grp TEXT NOT NULL, message_id TEXT NOT NULL, PRIMARY KEY (grp, message_id))"
            " WITHOUT ROWID"
        )

    def seen(self, group: str, message_id: str) -> bool:
        with self._lock:
            row = self._db.execute(
                "SELECT 1 FROM processed WHERE grp = ? AND message_id = ?", (group, message_id)
            ).fetchone()
        return row is not None

    def mark(self, group: str, message_id: str) -> None:
        with self._lock:
            self._db.execute(
                "INSERT OR IGNORE INTO processed (grp, message_id) VALUES (?, ?)",
                (group, message_id),
            )

    def close(self) -> None:
        with self._lock:
            self._db.close()
