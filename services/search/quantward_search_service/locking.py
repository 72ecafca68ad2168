"""An advisory lock on a file, shared by every process on one machine, without blocking the loop.

The embedded index lives in a folder several processes open at once (`quantward search` in
three terminals, a `docs load` during a run). tantivy's own writer lock admits one writer per
write; this lock serialises what spans many writes and a marker file (seeding the corpus, a
document's versions), so the second process waits for the first instead of repeating or
interleaving its work. The operating system releases it when the holder exits, so a killed
process never leaves the folder locked.
"""

from __future__ import annotations

import asyncio
import fcntl
import logging
import os
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

log = logging.getLogger("quantward.search")


@asynccontextmanager
async def folder_lock(path: Path, *, purpose: str) -> AsyncIterator[None]:
    """Hold the exclusive lock on `path` (created if missing); waits in a worker thread, after
    logging who it waits for when another process holds it."""
    path.parent.mkdir(parents=True, exist_ok=True)
    descriptor = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        try:
            fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            log.info("waiting for another process %s in %s", purpose, path.parent)
            await asyncio.to_thread(fcntl.flock, descriptor, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(descriptor, fcntl.LOCK_UN)
    finally:
        os.close(descriptor)
