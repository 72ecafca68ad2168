"""Read back the files the code left under scratch/out without following any link it planted.

The code controls everything in scratch, so the host treats it as hostile: every directory and
file is opened relative to its parent's descriptor with O_NOFOLLOW, only regular files are read,
and reading stops at a byte budget. A symlink `out/x -> /etc/shadow` is skipped, never read.
"""

from __future__ import annotations

import contextlib
import os
import stat

_DIR_FLAGS = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC
_FILE_FLAGS = os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC
_MAX_FILES = 256


def collect_outputs(scratch_fd: int, budget: int) -> dict[str, bytes]:
    """Regular files under `out/` in the directory `scratch_fd`, up to `budget` bytes in all."""
    try:
        out_fd = os.open("out", _DIR_FLAGS, dir_fd=scratch_fd)
    except OSError:
        return {}
    found: dict[str, bytes] = {}
    remaining = [budget]
    _walk(out_fd, "", found, remaining)
    return found


def _walk(dir_fd: int, prefix: str, found: dict[str, bytes], remaining: list[int]) -> None:
    try:
        names = sorted(os.listdir(dir_fd))
        for name in names:
            if len(found) >= _MAX_FILES or remaining[0] <= 0:
                return
            try:
                info = os.stat(name, dir_fd=dir_fd, follow_symlinks=False)
            except OSError:
                continue
            if stat.S_ISDIR(info.st_mode):
                with contextlib.suppress(OSError):
                    child = os.open(name, _DIR_FLAGS, dir_fd=dir_fd)
                    _walk(child, f"{prefix}{name}/", found, remaining)
            elif stat.S_ISREG(info.st_mode):
                data = _read_regular(dir_fd, name, remaining[0])
                if data is not None:
                    found[prefix + name] = data
                    remaining[0] -= len(data)
    finally:
        os.close(dir_fd)


def _read_regular(dir_fd: int, name: str, limit: int) -> bytes | None:
    try:
        fd = os.open(name, _FILE_FLAGS, dir_fd=dir_fd)
    except OSError:
        return None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):  # swapped for a fifo/device after the stat
            return None
        chunks: list[bytes] = []
        size = 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        data = b"".join(chunks)
        return None if len(data) > limit else data
    finally:
        os.close(fd)
