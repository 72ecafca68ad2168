"""An advisory lock on a file, shared by every process on one machine, without blocking the loop.

The embedded index lives in a folder several processes open at once (`quantward search` in
three terminals, a `docs load` during a run). tantivy's own writer lock admits one writer at a
time; this lock serialises what spans many writes and a marker file (seeding the corpus, a
document's versions), so the second process waits for the first instead of repeating or
interleaving its work. The operating system releases it when the holder exits, so a killed
process never leaves the folder locked.
"""

from __future__ import annotations

import asyncio
import fcntl
import logging
import os
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Final

log = logging.getLogger("quantward.search")


#: pause between attempts while another process holds the lock
_POLL_S: Final = 0.1


class LockTimeoutError(RuntimeError):
    """Another process held the lock for longer than the caller would wait."""


@asynccontextmanager
async def folder_lock(path: Path, *, purpose: str, wait_s: float) -> AsyncIterator[None]:
    """Hold the exclusive lock on `path` (created if missing). While another process holds it,
    log who waits for what, and try again until `wait_s` has passed; then `LockTimeoutError` names
    the folder and the setting that sets the wait."""
    path.parent.mkdir(parents=True, exist_ok=True)
    descriptor = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        deadline = time.monotonic() + wait_s
        logged = False
        while True:
            try:
                fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    raise LockTimeoutError(
                        f"another process has been {purpose} in {path.parent} for over "
                        f"{wait_s:g} s; wait for it to finish (or stop it), or raise "
                        "QW_SEARCH_LOCK_WAIT_S"
                    ) from None
                if not logged:
                    log.info("waiting for another process %s in %s", purpose, path.parent)
                    logged = True
                await asyncio.sleep(_POLL_S)
        try:
            yield
        finally:
            fcntl.flock(descriptor, fcntl.LOCK_UN)
    finally:
        os.close(descriptor)
