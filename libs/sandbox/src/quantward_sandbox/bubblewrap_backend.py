"""The bubblewrap backend: each execution in fresh Linux namespaces on this machine.

`bwrap` (Debian package `bubblewrap`) builds the sandbox without a daemon and without root:
new user, mount, pid, network, IPC, UTS and cgroup namespaces (the network namespace has only a
loopback of its own, so even the host's 127.0.0.1 is out of reach), a read-only root holding only
/usr, the interpreter and its venv, a private /tmp, and one writable directory, /scratch. The
gateway's socket is the only thing from outside that the code can reach. See ADR 0024 for what
each flag blocks and what this does not cover.

It never runs code without isolation: when bwrap is missing or cannot create the namespaces, the
request fails with `IsolationUnavailable`.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import selectors
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from quantward_sandbox import launcher, seccomp
from quantward_sandbox.cgroups import JOIN_SCRIPT, SandboxCgroups, controller_roots
from quantward_sandbox.interpreter import InterpreterMounts, discover
from quantward_sandbox.outputs import collect_outputs
from quantward_sandbox.port import (
    SANDBOX_GATEWAY_SOCKET,
    SANDBOX_SCRATCH,
    ExecutionRequest,
    ExecutionResult,
    ExecutionStatus,
    IsolationUnavailable,
    KilledBy,
    SandboxInputError,
)

_LAUNCHER_SOURCE = Path(launcher.__file__).read_text()
_SANDBOX_CODE = Path("/run/quantward/main.py")
_SANDBOX_UID = 1000
_PASSWD = f"sandbox:x:{_SANDBOX_UID}:{_SANDBOX_UID}:sandbox:{SANDBOX_SCRATCH}:/usr/sbin/nologin\n"
_GROUP = f"sandbox:x:{_SANDBOX_UID}:\n"
_CHUNK = 65536
#: what analyst code imports: compiled once on the host (`BubblewrapBackend.warm`), because the
#: read-only sandbox can read bytecode caches but never write them
WARM_PACKAGES = ("numpy", "pandas", "matplotlib", "quantward_platform")
_WARM = """
import compileall, importlib, os, sys
for name in sys.argv[1:]:
    try:
        module = importlib.import_module(name)
    except ImportError:
        continue
    folder = os.path.dirname(module.__file__ or "")
    if folder:
        compileall.compile_dir(folder, quiet=2, workers=1)
"""
_SIGNAL_EXITS = range(129, 129 + 64)  # bwrap reports a child killed by signal N as 128 + N


class BubblewrapBackend:
    """Runs each request with `bwrap` under kernel limits; see the module docstring.

    `python` is the interpreter run inside (default: this process's, so the project's venv and
    everything installed in it import); `extra_ro_mounts` adds host directories, read-only.
    """

    def __init__(
        self,
        *,
        python: Path | None = None,
        bwrap: str = "bwrap",
        scratch_root: Path | None = None,
        extra_ro_mounts: Sequence[Path] = (),
        max_concurrent: int = 8,
        seccomp_filter: bool = True,
    ) -> None:
        self._python = python or Path(sys.executable)
        #: the system calls refused inside (`seccomp.py`); None where no filter is described
        self._seccomp = seccomp.program() if seccomp_filter else None
        self._bwrap = bwrap
        self._scratch_root = scratch_root
        self._extra = tuple(extra_ro_mounts)
        self._mounts: InterpreterMounts | None = None
        self._lock = threading.Lock()
        self._pool = ThreadPoolExecutor(max_concurrent, thread_name_prefix="bwrap-sandbox")

    def describe(self) -> str:
        filtered = "seccomp: kernel interfaces refused" if self._seccomp else "no seccomp filter"
        return (
            f"bubblewrap sandbox ({self._bwrap}; python {self._python}; namespaces: user, mount, "
            f"pid, net, ipc, uts, cgroup; rlimits: cpu, as, nproc, fsize; {filtered})"
        )

    async def execute(self, req: ExecutionRequest) -> ExecutionResult:
        run = _Run(self._prepare(), req, self._bwrap, self._scratch_root, self._seccomp)
        future = asyncio.get_running_loop().run_in_executor(self._pool, run.run)
        try:
            return await asyncio.shield(future)
        except asyncio.CancelledError:
            run.kill()  # a cancelled caller never leaves a sandbox running behind it
            with contextlib.suppress(BaseException):
                await future
            raise

    def close(self) -> None:
        self._pool.shutdown(wait=False)

    def warm(self, packages: Sequence[str] = WARM_PACKAGES) -> float:
        """Compile `packages` to bytecode once, on the host, with the sandbox's interpreter.

        A sandbox mounts the venv read-only, so a module without a valid `.pyc` is compiled
        again in every execution (`import pandas`: seconds instead of about one). This writes
        the caches the sandboxes then read; files already compiled are skipped, so it is cheap
        after the first time, and where the venv is not writable (an image compiled at build)
        it changes nothing. Runs our installed packages, never agent code. Returns seconds.
        """
        mounts = self._prepare()
        started = time.perf_counter()
        with tempfile.TemporaryDirectory(prefix="qw-sandbox-warm-") as config:
            subprocess.run(
                [str(mounts.python), "-I", "-c", _WARM, *packages],
                env={"MPLBACKEND": "Agg", "MPLCONFIGDIR": config, "HOME": config},
                capture_output=True,
                timeout=600,
                check=False,
            )
        return time.perf_counter() - started

    def _prepare(self) -> InterpreterMounts:
        if shutil.which(self._bwrap) is None:
            raise IsolationUnavailable(
                f"bubblewrap is not installed ({self._bwrap!r} not found): apt-get install "
                "bubblewrap (or `make sandbox-tools`); code is never run unsandboxed"
            )
        with self._lock:
            if self._mounts is None:
                found = discover(self._python)
                self._mounts = InterpreterMounts(
                    found.python, found.directories + self._extra, found.version
                )
            return self._mounts


class _Run:
    """One execution: lay out scratch, start bwrap, stream output under the limits, collect."""

    def __init__(
        self,
        mounts: InterpreterMounts,
        req: ExecutionRequest,
        bwrap: str,
        root: Path | None,
        seccomp_program: bytes | None = None,
    ) -> None:
        self.seccomp_program = seccomp_program
        self.seccomp_fd: int | None = None
        self.mounts = mounts
        self.req = req
        self.bwrap = bwrap
        self.root = root
        self.pid: int | None = None
        self.killed_by: KilledBy | None = None
        self._kill_lock = threading.Lock()

    def kill(self, reason: KilledBy | None = None) -> None:
        with self._kill_lock:
            if reason is not None and self.killed_by is None:
                self.killed_by = reason
            if self.pid is not None:
                # bwrap leads its own process group; once it dies, --die-with-parent and the pid
                # namespace take every process of the sandbox with it.
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(self.pid, signal.SIGKILL)

    def run(self) -> ExecutionResult:
        if self.req.gateway_ticket is not None:
            raise SandboxInputError(
                "ExecutionRequest.gateway_ticket: a bubblewrap sandbox has no network, it reaches "
                "the gateway through gateway_socket (a unix socket bound for the execution)"
            )
        socket = self.req.gateway_socket
        if socket is not None and not _is_socket(socket):
            raise SandboxInputError(
                f"ExecutionRequest.gateway_socket {socket} is not a Unix socket: pass the path "
                "of the socket the gateway bound for this execution, or None"
            )
        cgroup = self._cgroup()
        run_dir = Path(tempfile.mkdtemp(prefix="qw-sandbox-", dir=self.root))
        try:
            scratch = self._lay_out(run_dir)
            return self._execute(run_dir, scratch, cgroup)
        finally:
            if cgroup is not None:
                cgroup.remove()
            shutil.rmtree(run_dir, ignore_errors=True)

    def _cgroup(self) -> SandboxCgroups | None:
        if os.geteuid() != 0:
            return None  # RLIMIT_NPROC inside the user namespace caps the processes
        roots = controller_roots()
        if roots is None:
            raise IsolationUnavailable(
                "running as root without a pids cgroup controller: the kernel does not apply "
                "RLIMIT_NPROC to root, so a fork bomb could not be stopped; mount the pids "
                "controller or run the sandbox as a non-root user"
            )
        return SandboxCgroups(roots, self.req.limits.processes)

    def _lay_out(self, run_dir: Path) -> Path:
        scratch = run_dir / "scratch"
        (scratch / "out").mkdir(parents=True)
        for name, content in self.req.files.items():
            target = scratch / name
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(content)
        (run_dir / "main.py").write_text(self.req.code)
        (run_dir / "passwd").write_text(_PASSWD)
        (run_dir / "group").write_text(_GROUP)
        return scratch

    def _argv(self, run_dir: Path, scratch: Path, status_fd: int) -> list[str]:
        limits = self.req.limits
        argv = [
            self.bwrap,
            "--unshare-all",  # user, mount, pid, net, ipc, uts, cgroup namespaces
            "--unshare-user",  # required (not just tried), so --disable-userns applies
            "--disable-userns",  # no nested namespace to reset the process count in
            "--die-with-parent",
            "--new-session",  # no TIOCSTI into a terminal of ours
            "--clearenv",
            "--cap-drop", "ALL",
            "--uid", str(_SANDBOX_UID), "--gid", str(_SANDBOX_UID),
            "--hostname", "sandbox",
            "--json-status-fd", str(status_fd),
            "--ro-bind", "/usr", "/usr",
        ]  # fmt: skip
        for top in ("bin", "sbin", "lib", "lib64", "lib32"):
            path = Path("/") / top
            if path.is_symlink():
                argv += ["--symlink", os.readlink(path), str(path)]
            elif path.is_dir():
                argv += ["--ro-bind", str(path), str(path)]
        for etc in ("/etc/ld.so.cache", "/etc/localtime"):
            argv += ["--ro-bind-try", etc, etc]
        argv += ["--ro-bind", str(run_dir / "passwd"), "/etc/passwd"]
        argv += ["--ro-bind", str(run_dir / "group"), "/etc/group"]
        # the private /tmp first: an interpreter or venv that lives under /tmp on the host (a
        # checkout in /tmp) is then bound on top of it instead of hidden by it
        argv += ["--size", str(limits.file_size_bytes), "--tmpfs", "/tmp"]
        for directory in self.mounts.directories:
            argv += ["--ro-bind", str(directory), str(directory)]
        argv += [
            "--proc", "/proc",
            "--dev", "/dev",
            "--bind", str(scratch), str(SANDBOX_SCRATCH),
            "--ro-bind", str(run_dir / "main.py"), str(_SANDBOX_CODE),
        ]  # fmt: skip
        if self.req.gateway_socket is not None:
            argv += ["--bind", str(self.req.gateway_socket), str(SANDBOX_GATEWAY_SOCKET)]
        if self.seccomp_fd is not None:  # applied last, right before the launcher starts
            argv += ["--seccomp", str(self.seccomp_fd)]
        argv += ["--remount-ro", "/", "--chdir", str(SANDBOX_SCRATCH), "--"]
        argv += [str(self.mounts.python), "-I", "-c", _LAUNCHER_SOURCE, str(_SANDBOX_CODE)]
        argv += [str(max(1, round(limits.cpu_seconds))), str(limits.memory_bytes)]
        argv += [str(limits.processes), str(limits.file_size_bytes)]
        return argv

    def _execute(
        self, run_dir: Path, scratch: Path, cgroup: SandboxCgroups | None
    ) -> ExecutionResult:
        limits = self.req.limits
        status_r, status_w = os.pipe()
        inherited = [status_w]
        if self.seccomp_program is not None:
            self.seccomp_fd = os.memfd_create("qw-seccomp")
            os.write(self.seccomp_fd, self.seccomp_program)
            os.lseek(self.seccomp_fd, 0, os.SEEK_SET)
            inherited.append(self.seccomp_fd)
        argv = self._argv(run_dir, scratch, status_w)
        if cgroup is not None:  # join the cgroup before bwrap exists, so no fork escapes it
            argv = ["/bin/sh", "-c", JOIN_SCRIPT, "sh", *map(str, cgroup.procs), "--", *argv]
        started = time.perf_counter()
        try:
            proc = subprocess.Popen(
                argv,
                stdin=subprocess.DEVNULL,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                env={},  # bwrap's own environment is readable in the sandbox's /proc/1/environ
                pass_fds=tuple(inherited),
                start_new_session=True,
            )
        finally:
            for fd in inherited:
                os.close(fd)
        with self._kill_lock:
            self.pid = proc.pid
        if self.killed_by is not None:  # cancelled before the pid was known
            self.kill()
        assert proc.stdout is not None
        assert proc.stderr is not None
        streams = _Streams(proc.stdout.fileno(), proc.stderr.fileno(), limits.output_bytes)
        pidfd = os.pidfd_open(proc.pid)
        deadline = started + limits.wall_seconds
        grace_end: float | None = None  # after a kill, how long the pipes may take to close
        try:
            exited = False
            while not (exited and streams.done):
                now = time.perf_counter()
                if grace_end is None and now >= deadline:
                    self.kill("wall")
                    grace_end = now + 5.0
                if grace_end is not None and now >= grace_end:
                    break
                if streams.pump(None if exited else pidfd, (grace_end or deadline) - now):
                    exited = True
                if streams.overflowed and self.killed_by is None:
                    self.kill("output")
        finally:
            os.close(pidfd)
        _, wait_status, _ = os.wait4(proc.pid, 0)
        proc.returncode = os.waitstatus_to_exitcode(wait_status)
        duration = time.perf_counter() - started
        proc.stdout.close()
        proc.stderr.close()
        with os.fdopen(status_r, "rb") as status_file:
            status_lines = status_file.read().decode(errors="replace").splitlines()
        bwrap_status = [json.loads(line) for line in status_lines if line.strip()]
        if not any("child-pid" in s for s in bwrap_status) and self.killed_by is None:
            first = streams.stderr.decode(errors="replace").strip().splitlines() or ["no message"]
            raise IsolationUnavailable(
                f"bubblewrap could not create the sandbox ({first[0]}); code is never run "
                "unsandboxed: check that user namespaces are enabled"
            )
        exit_code = next((s["exit-code"] for s in bwrap_status if "exit-code" in s), None)
        status, killed_by, code = self._classify(exit_code, cgroup)
        scratch_fd = os.open(scratch, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW)
        try:
            outputs = collect_outputs(scratch_fd, limits.file_size_bytes)
        finally:
            os.close(scratch_fd)
        return ExecutionResult(
            status=status,
            exit_code=code,
            stdout=streams.stdout.decode(errors="replace"),
            stderr=streams.stderr.decode(errors="replace"),
            truncated=streams.overflowed,
            killed_by=killed_by,
            duration_s=duration,
            outputs=outputs,
            cpu_s=cgroup.cpu_seconds() if cgroup is not None else None,
        )

    def _classify(
        self, exit_code: int | None, cgroup: SandboxCgroups | None
    ) -> tuple[ExecutionStatus, KilledBy | None, int | None]:
        code = exit_code
        if code is not None and code in _SIGNAL_EXITS:
            code = -(code - 128)
        if self.killed_by == "wall":
            return "timed_out", "wall", code
        if self.killed_by is not None:
            return "killed", self.killed_by, code
        by_limit: dict[int | None, KilledBy] = {
            -signal.SIGXCPU: "cpu",
            -signal.SIGKILL: "cpu",  # the hard CPU limit (nothing else sends SIGKILL inside)
            -signal.SIGXFSZ: "file_size",
            launcher.EXIT_MEMORY: "memory",
            launcher.EXIT_PIDS: "pids",
            launcher.EXIT_FILE_SIZE: "file_size",
        }
        if code in by_limit:
            return "killed", by_limit[code], code
        if code == 0:
            return "succeeded", None, code
        if cgroup is not None and cgroup.pids_limit_hit():
            return "killed", "pids", code
        return "failed", None, code


class _Streams:
    """Stdout and stderr read as they come, each kept up to `cap` bytes (never more in memory)."""

    def __init__(self, stdout_fd: int, stderr_fd: int, cap: int) -> None:
        self._cap = cap
        self._buffers = {stdout_fd: bytearray(), stderr_fd: bytearray()}
        self._out, self._err = stdout_fd, stderr_fd
        self._open = {stdout_fd, stderr_fd}
        self._selector = selectors.DefaultSelector()
        for fd in self._open:
            os.set_blocking(fd, False)
            self._selector.register(fd, selectors.EVENT_READ)
        self.overflowed = False

    @property
    def done(self) -> bool:
        return not self._open

    @property
    def stdout(self) -> bytes:
        return bytes(self._buffers[self._out])

    @property
    def stderr(self) -> bytes:
        return bytes(self._buffers[self._err])

    def pump(self, pidfd: int | None, timeout: float) -> bool:
        """Read what is ready (waiting at most `timeout`); True once the process has exited."""
        if pidfd is not None:
            self._selector.register(pidfd, selectors.EVENT_READ)
        exited = False
        for key, _ in self._selector.select(timeout):
            fd = int(key.fd)
            if fd == pidfd:
                exited = True
                continue
            try:
                chunk = os.read(fd, _CHUNK)
            except BlockingIOError:
                continue
            if not chunk:
                self._selector.unregister(fd)
                self._open.discard(fd)
                continue
            buffer = self._buffers[fd]
            room = self._cap - len(buffer)
            if len(chunk) > room:
                self.overflowed = True
            buffer += chunk[: max(room, 0)]
        if pidfd is not None:
            self._selector.unregister(pidfd)
        return exited


def _is_socket(path: Path) -> bool:
    try:
        return stat.S_ISSOCK(os.stat(path).st_mode)
    except OSError:
        return False
