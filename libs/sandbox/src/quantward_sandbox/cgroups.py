"""Cgroups per execution, for a backend running as root: a process cap and a CPU meter.

Inside a user namespace RLIMIT_NPROC counts only the sandbox's own processes, which caps a fork
bomb, but the kernel never applies RLIMIT_NPROC to processes whose host user is root. A backend
run as root therefore puts each sandbox into a pids cgroup of its own with `pids.max`, and into a
CPU-accounting group so the CPU time of every process of the sandbox is known (bwrap does not
wait for its children in a way that `wait4` would count). The sandbox gets no access to the
cgroup filesystem (it is not mounted inside), so it cannot leave or lift them.
"""

from __future__ import annotations

import contextlib
import os
import time
import uuid
from dataclasses import dataclass
from pathlib import Path

from quantward_sandbox.port import IsolationUnavailable

_PARENT_NAME = "quantward-sandbox"


@dataclass(frozen=True, slots=True)
class ControllerRoots:
    """Where the pids and CPU-accounting controllers are mounted (the same dir on cgroup v2)."""

    pids: Path
    cpu: Path | None
    v2: bool


def controller_roots() -> ControllerRoots | None:
    """cgroup v1 mounts of `pids` (and `cpuacct`), or a v2 root offering `pids` (and `cpu`)."""
    try:
        mounts = Path("/proc/self/mounts").read_text().splitlines()
    except OSError:
        return None
    pids_v1: Path | None = None
    cpu_v1: Path | None = None
    v2: Path | None = None
    for line in mounts:
        fields = line.split()
        if len(fields) < 4:
            continue
        kind, target, options = fields[2], Path(fields[1]), fields[3].split(",")
        if kind == "cgroup" and "pids" in options:
            pids_v1 = target
        elif kind == "cgroup" and "cpuacct" in options:
            cpu_v1 = target
        elif kind == "cgroup2" and v2 is None:
            with contextlib.suppress(OSError):
                if "pids" in (target / "cgroup.controllers").read_text().split():
                    v2 = target
    if pids_v1 is not None:
        return ControllerRoots(pids=pids_v1, cpu=cpu_v1, v2=False)
    if v2 is not None:
        return ControllerRoots(pids=v2, cpu=v2, v2=True)
    return None


class SandboxCgroups:
    """The cgroups of one execution; a process joins by writing its pid into each of `procs`."""

    def __init__(self, roots: ControllerRoots, max_processes: int) -> None:
        name = uuid.uuid4().hex
        try:
            self._pids = self._make(roots.pids, name, roots.v2, "+pids +cpu")
            (self._pids / "pids.max").write_text(str(max_processes))
            self._cpu: Path | None = None
            if roots.cpu is not None and not roots.v2:
                self._cpu = self._make(roots.cpu, name, False, "")
            elif roots.v2:
                self._cpu = self._pids
        except OSError as exc:
            raise IsolationUnavailable(
                f"cannot create the sandbox's cgroup under {roots.pids} ({exc.strerror}): as "
                "root the sandbox needs the pids controller writable, or run it as a non-root user"
            ) from None
        dirs = [self._pids] + ([self._cpu] if self._cpu not in (None, self._pids) else [])
        self.procs = tuple(d / "cgroup.procs" for d in dirs if d is not None)
        self._dirs = dirs

    @staticmethod
    def _make(root: Path, name: str, v2: bool, controllers: str) -> Path:
        parent = root / _PARENT_NAME
        parent.mkdir(exist_ok=True)
        if v2:  # delegate the controllers down to the per-execution groups
            for directory in (root, parent):
                for controller in controllers.split():
                    with contextlib.suppress(OSError):
                        (directory / "cgroup.subtree_control").write_text(controller)
        path = parent / name
        path.mkdir()
        return path

    def cpu_seconds(self) -> float | None:
        """CPU time (user + system) of every process that ran in the group."""
        if self._cpu is None:
            return None
        with contextlib.suppress(OSError, ValueError):
            if (self._cpu / "cpuacct.usage").exists():
                return int((self._cpu / "cpuacct.usage").read_text()) / 1e9
            for line in (self._cpu / "cpu.stat").read_text().splitlines():
                key, _, value = line.partition(" ")
                if key == "usage_usec":
                    return int(value) / 1e6
        return None

    def pids_limit_hit(self) -> bool:
        """True when a fork was refused for `pids.max` (counted in pids.events)."""
        with contextlib.suppress(OSError, ValueError):
            for line in (self._pids / "pids.events").read_text().splitlines():
                key, _, value = line.partition(" ")
                if key == "max":
                    return int(value) > 0
        return False

    def remove(self) -> None:
        """Remove the groups once their last process is gone (zombies take a moment to go)."""
        for directory in self._dirs:
            for _ in range(2000):
                with contextlib.suppress(OSError, ValueError):
                    for pid in (directory / "cgroup.procs").read_text().split():
                        os.kill(int(pid), 9)  # only sandbox processes are ever in this group
                try:
                    os.rmdir(directory)
                    break
                except FileNotFoundError:
                    break
                except OSError:
                    time.sleep(0.0005)


#: `sh -c` script: join each cgroup named before `--`, then exec the command after it, so the
#: command (bwrap) and every process it starts are in the groups from their first instruction.
JOIN_SCRIPT = (
    'pid=$$; while [ "$1" != -- ]; do echo "$pid" > "$1" || exit 125; shift; done; shift; exec "$@"'
)
