"""A consuming service for the crash test: one durable effect per event, idempotently.

Run as a separate process so the test can SIGKILL it. Each event is applied in one SQLite
transaction that both checks and records its `event_id`, so a redelivery after a crash (the
offset was not yet committed) is recognised and counted instead of applied twice. The effect log
itself has no uniqueness constraint: a duplicate effect would be visible to the test. The bus's
own duplicate suppression is in memory, so after a SIGKILL it is this transaction that absorbs
the redelivered tail of the last uncommitted batch (and counts it).
SIGTERM shuts the bus down gracefully (finish, commit, leave the group) and exits 0.
"""

from __future__ import annotations

import argparse
import asyncio
import signal
import sqlite3
import sys
from pathlib import Path

from quantward_bus import RetryPolicy
from quantward_bus.kafka_bus import KafkaEventBus
from quantward_contracts import Event
from quantward_contracts.events import BusProbe

POISON_KEY = "poison"


def open_effects(path: Path) -> sqlite3.Connection:
    db = sqlite3.connect(str(path), isolation_level=None, timeout=30)
    db.execute("PRAGMA journal_mode=WAL")
    db.execute(
        "CREATE TABLE IF NOT EXISTS effects ("
        " id INTEGER PRIMARY KEY AUTOINCREMENT, event_id TEXT NOT NULL, key TEXT NOT NULL,"
        " seq INTEGER NOT NULL, pid INTEGER NOT NULL)"
    )
    db.execute("CREATE TABLE IF NOT EXISTS applied (event_id TEXT PRIMARY KEY)")
    db.execute("CREATE TABLE IF NOT EXISTS redeliveries (event_id TEXT NOT NULL, pid INTEGER)")
    return db


async def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--bootstrap", required=True)
    parser.add_argument("--topic", required=True)
    parser.add_argument("--group", required=True)
    parser.add_argument("--dead-letter-topic", required=True)
    parser.add_argument("--db", type=Path, required=True)
    args = parser.parse_args()

    db = open_effects(args.db)
    pid = __import__("os").getpid()

    async def apply(event: Event) -> None:
        assert isinstance(event, BusProbe)
        if event.data.key == POISON_KEY:
            raise ValueError(f"refusing poison event seq={event.data.seq}")
        db.execute("BEGIN IMMEDIATE")
        try:
            if db.execute("SELECT 1 FROM applied WHERE event_id = ?", (event.event_id,)).fetchone():
                db.execute("INSERT INTO redeliveries VALUES (?, ?)", (event.event_id, pid))
            else:
                db.execute("INSERT INTO applied VALUES (?)", (event.event_id,))
                db.execute(
                    "INSERT INTO effects (event_id, key, seq, pid) VALUES (?, ?, ?, ?)",
                    (event.event_id, event.data.key, event.data.seq, pid),
                )
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise

    bus = KafkaEventBus(
        args.bootstrap,
        client_id=f"crash-consumer-{pid}",
        retry=RetryPolicy(max_attempts=3, initial_backoff_s=0.01, max_backoff_s=0.05),
        dead_letter_topic=args.dead_letter_topic,
        session_timeout_ms=4_000,
        heartbeat_interval_ms=500,
    )
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    loop.add_signal_handler(signal.SIGTERM, stop.set)
    async with bus:
        await bus.subscribe(args.topic, group=args.group, handler=apply, name="crash-consumer")
        print("consuming", flush=True)
        await stop.wait()
    print("stopped gracefully", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
