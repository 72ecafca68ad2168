"""Seen-sets: which event ids a consumer already handled, so a redelivery is skipped.

Delivery is at least once (a consumer that stops before committing gets the message again), so a
consumer with side effects remembers what it did. Any object with `seen` and `mark` will do (a
table in the team's own database, written in the same transaction as the side effect, is the
strongest); two are given.
"""

from __future__ import annotations

import asyncio
import sqlite3
from collections import OrderedDict
from pathlib import Path
from typing import Protocol


class SeenSet(Protocol):
    """Event ids already handled."""

    async def seen(self, event_id: str) -> bool: ...

    async def mark(self, event_id: str) -> None: ...


class MemorySeenSet:
    """The last `capacity` ids in memory: duplicates within one process's life."""

    def __init__(self, capacity: int = 100_000) -> None:
        if capacity < 1:
            raise ValueError(f"capacity must be at least 1, got {capacity}")
        self._ids: OrderedDict[str, None] = OrderedDict()
        self._capacity = capacity

    async def seen(self, event_id: str) -> bool:
        return event_id in self._ids

    async def mark(self, event_id: str) -> None:
        self._ids[event_id] = None
        self._ids.move_to_end(event_id)
        while len(self._ids) > self._capacity:
            self._ids.popitem(last=False)


class SqliteSeenSet:
    """Ids in a SQLite file: duplicates across restarts of a single consumer process."""

    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(path, check_same_thread=False)
        self._db.execute("CREATE TABLE IF NOT EXISTS seen (event_id TEXT PRIMARY KEY)")
        self._db.commit()
        self._lock = asyncio.Lock()

    async def seen(self, event_id: str) -> bool:
        async with self._lock:
            row = self._db.execute("SELECT 1 FROM seen WHERE event_id = ?", (event_id,)).fetchone()
        return row is not None

    async def mark(self, event_id: str) -> None:
        async with self._lock:
            self._db.execute("INSERT OR IGNORE INTO seen (event_id) VALUES (?)", (event_id,))
            self._db.commit()

    def close(self) -> None:
        self._db.close()
