"""Which host directories a Python interpreter needs, so the sandbox mounts those and nothing else.

A project venv is a directory of symlinks into an interpreter installed elsewhere (uv's or
pyenv's), plus editable installs whose `.pth` files point at source trees in the workspace. The
sandbox mounts each read-only at the same path, so the interpreter finds its venv and every
package imports as it does on the host. Asked of the interpreter itself (once per backend),
because only it knows its prefixes and path.
"""

from __future__ import annotations

import json
import subprocess
from dataclasses import dataclass
from pathlib import Path

from quantward_sandbox.port import IsolationUnavailable

_PROBE = (
    "import json, sys; print(json.dumps({'prefix': sys.prefix, 'base_prefix': sys.base_prefix,"
    " 'path': sys.path, 'version': list(sys.version_info[:2])}))"
)
#: Already mounted whole by the backend (the system's programs and libraries).
SYSTEM_DIRS = (Path("/usr"),)


@dataclass(frozen=True, slots=True)
class InterpreterMounts:
    """The interpreter to run (its path as the host names it) and the directories to mount."""

    python: Path
    directories: tuple[Path, ...]
    version: tuple[int, int]


def _covered(path: Path, roots: list[Path]) -> bool:
    return any(path == root or root in path.parents for root in roots)


def discover(python: Path) -> InterpreterMounts:
    """Ask `python` for its prefixes and import path; refuse one that cannot be run."""
    try:
        proc = subprocess.run(
            [str(python), "-I", "-c", _PROBE], capture_output=True, text=True, timeout=60, env={}
        )
    except OSError as exc:
        raise IsolationUnavailable(
            f"sandbox interpreter {python} cannot be run ({exc.strerror}): pass python= an "
            "installed Python 3.11"
        ) from None
    if proc.returncode != 0:
        raise IsolationUnavailable(f"sandbox interpreter {python} failed: {proc.stderr.strip()}")
    info = json.loads(proc.stdout)
    roots: list[Path] = list(SYSTEM_DIRS)
    for prefix in (info["base_prefix"], info["prefix"]):
        path = Path(prefix)
        if not _covered(path, roots):
            roots.append(path)
    for entry in info["path"]:
        path = Path(entry)
        if entry and path.is_dir() and not _covered(path, roots):
            roots.append(path)
    extra = tuple(r for r in roots if r not in SYSTEM_DIRS)
    return InterpreterMounts(python=python, directories=extra, version=tuple(info["version"]))
