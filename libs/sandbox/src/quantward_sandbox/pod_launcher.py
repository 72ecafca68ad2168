"""The first process of a sandbox Pod: reach the gateway, run the code in a child, report back.

Run as ``python3 -I /run/quantward/code/pod_launcher.py '<json>'`` from the Pod's code ConfigMap,
next to `launcher.py` and `outputs.py` (loaded from this directory, so the Pod runs exactly the
code of the backend that created it). Standard library only; nothing in the JSON is secret.

1. **The gateway.** It reads the execution's one-time token from the Secret mounted for it,
   connects to the gateway over TCP and presents it, so the connection is the execution's; the
   gateway spends the token on that first use. Only then does the agent's code start, in a child
   that inherits the authenticated connection (its descriptor named by ``QW_GATEWAY_FD``) but not
   the token: the file the code could still read holds a spent token, useless to replay.
2. **The code** runs in a forked child under `launcher.main` (the same rlimits as on one
   machine), its stdout and stderr on two pipes, in a process group of its own.
3. **The report.** A Pod has one log; this process writes it as records, one per line, so the
   backend can tell the streams apart and get the files back after the Pod is gone:
   ``qw1 o <base64>`` (stdout), ``qw1 e <base64>`` (stderr), ``qw1 f <base64 name> <base64>``
   (a regular file under /scratch/out, read without following links). Each stream is kept up to
   `output_bytes`: past it the code is killed (exit `EXIT_OUTPUT`); at `wall_s` it is killed too
   (exit `EXIT_WALL`), so the files written so far still come back. Otherwise the exit code is
   the child's (128 + N for a signal; a SIGKILL without the CPU time spent is the memory
   cgroup's: `EXIT_MEMORY`), which the backend reads from the container's status.

This process also makes itself non-dumpable, so the code (same user) cannot open its
`/proc/<pid>/fd` to write forged records into the log.
"""

import base64
import contextlib
import importlib.util
import json
import os
import select
import signal
import socket
import struct
import sys
import time
from pathlib import Path
from types import ModuleType
from typing import Any

PREFIX = b"qw1 "
_HERE = Path(__file__).resolve().parent if "__file__" in globals() else Path(".")
_FLUSH_BYTES = 48 * 1024
_FLUSH_SECONDS = 0.25
_DRAIN_SECONDS = 2.0
_HEADER = struct.Struct(">I")


def _load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"_qw_{name}", _HERE / f"{name}.py")
    if spec is None or spec.loader is None:
        raise ImportError(f"{name}.py is not beside the Pod launcher in {_HERE}")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _record(kind: str, *parts: bytes) -> bytes:
    fields = b" ".join(base64.b64encode(p) for p in parts)
    return PREFIX + kind.encode() + b" " + fields + b"\n"


def _write(data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(1, view) :]


def connect(address: str, token_file: str, timeout_s: float = 15.0) -> socket.socket:
    """A connection to the gateway that presented the token; OSError/ValueError when refused."""
    with open(token_file, encoding="ascii") as handle:
        token = handle.read().strip()
    host, _, port = address.rpartition(":")
    sock = socket.create_connection((host.strip("[]"), int(port)), timeout=timeout_s)
    try:
        body = json.dumps({"token": token}).encode()
        del token
        sock.sendall(_HEADER.pack(len(body)) + body)
        header = _read(sock, _HEADER.size)
        reply = json.loads(_read(sock, _HEADER.unpack(header)[0]))
    except BaseException:
        sock.close()
        raise
    if not reply.get("ok"):
        sock.close()
        raise ValueError(f"the gateway refused the execution's token: {reply.get('error')}")
    sock.settimeout(None)
    return sock


def _read(sock: socket.socket, size: int) -> bytes:
    data = b""
    while len(data) < size:
        chunk = sock.recv(size - len(data))
        if not chunk:
            raise ConnectionError("the gateway closed the connection")
        data += chunk
    return data


def _non_dumpable() -> None:
    with contextlib.suppress(Exception):
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(4, 0, 0, 0, 0)  # PR_SET_DUMPABLE, 0


def _child(
    config: dict[str, Any], launcher: ModuleType, out_w: int, err_w: int, conn: socket.socket | None
) -> None:
    """In the forked child: become the code's process; never returns."""
    code = 1
    try:
        os.setpgid(0, 0)
        null = os.open(os.devnull, os.O_RDONLY)
        os.dup2(null, 0)
        os.dup2(out_w, 1)
        os.dup2(err_w, 2)
        for fd in (null, out_w, err_w):
            os.close(fd)
        if conn is not None:
            os.environ["QW_GATEWAY_FD"] = str(conn.fileno())
        code = launcher.main(
            [config["code"], str(config["cpu"]), str(config["memory"]),
             str(config["processes"]), str(config["file_size"])]
        )  # fmt: skip
    except SystemExit as stop:
        if stop.code is None or isinstance(stop.code, int):
            code = stop.code or 0
        else:
            print(stop.code, file=sys.stderr)
            code = 1
    except BaseException:
        code = 1
    finally:
        with contextlib.suppress(Exception):
            sys.stdout.flush()
            sys.stderr.flush()
        os._exit(code)


class _Pump:
    """Both pipes, read as they come, written to the log as records, each cut at `cap` bytes."""

    def __init__(self, out_r: int, err_r: int, cap: int) -> None:
        self.kind = {out_r: "o", err_r: "e"}
        self.kept = {out_r: 0, err_r: 0}
        self.pending = {out_r: bytearray(), err_r: bytearray()}
        self.open = {out_r, err_r}
        self.cap = cap
        self.overflowed = False
        self._flushed = time.monotonic()

    def pump(self, timeout: float) -> None:
        if not self.open:
            time.sleep(max(timeout, 0))
            return
        ready, _, _ = select.select(list(self.open), [], [], max(timeout, 0))
        for fd in ready:
            chunk = os.read(fd, 65536)
            if not chunk:
                self.open.discard(fd)
                os.close(fd)
                continue
            room = self.cap - self.kept[fd]
            if len(chunk) > room:
                self.overflowed = True
                chunk = chunk[: max(room, 0)]
            self.kept[fd] += len(chunk)
            self.pending[fd] += chunk
        self.flush(force=False)

    def flush(self, *, force: bool) -> None:
        due = force or time.monotonic() - self._flushed >= _FLUSH_SECONDS
        for fd, buffer in self.pending.items():
            if buffer and (due or len(buffer) >= _FLUSH_BYTES):
                _write(_record(self.kind[fd], bytes(buffer)))
                buffer.clear()
        if due:
            self._flushed = time.monotonic()


def _kill_group(pid: int) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pid, signal.SIGKILL)


def run(config: dict[str, Any]) -> int:
    """Supervise one execution; the container's exit code."""
    launcher = _load("launcher")
    outputs = _load("outputs")
    conn: socket.socket | None = None
    if config.get("gateway"):
        try:
            conn = connect(config["gateway"], config["token_file"])
        except (OSError, ValueError) as exc:
            _write(_record("e", f"the gateway could not be reached: {exc}\n".encode()))
            return int(launcher.EXIT_GATEWAY)
    out_r, out_w = os.pipe()
    err_r, err_w = os.pipe()
    started = time.monotonic()
    pid = os.fork()
    if pid == 0:
        os.close(out_r)
        os.close(err_r)
        _child(config, launcher, out_w, err_w, conn)
    with contextlib.suppress(OSError):
        os.setpgid(pid, pid)
    _non_dumpable()
    os.close(out_w)
    os.close(err_w)
    if conn is not None:
        conn.close()  # the child holds the connection now
    pump = _Pump(out_r, err_r, int(config["output_bytes"]))
    deadline = started + float(config["wall_s"])
    reason: str | None = None
    status: int | None = None
    cpu_used = 0.0
    while status is None:
        pump.pump(min(0.05, deadline - time.monotonic()))
        if pump.overflowed and reason is None:
            reason = "output"
            _kill_group(pid)
        if time.monotonic() >= deadline and reason is None:
            reason = "wall"
            _kill_group(pid)
        done, wait_status, usage = os.wait4(pid, os.WNOHANG)
        if done:
            status = wait_status
            cpu_used = usage.ru_utime + usage.ru_stime
    _kill_group(pid)  # what the code left running in the background
    drain_end = time.monotonic() + _DRAIN_SECONDS
    while pump.open and time.monotonic() < drain_end:
        pump.pump(drain_end - time.monotonic())
    pump.flush(force=True)
    scratch_fd = os.open(config["scratch"], os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW)
    try:
        found = outputs.collect_outputs(scratch_fd, int(config["outputs_bytes"]))
    finally:
        os.close(scratch_fd)
    for name, content in found.items():
        _write(_record("f", name.encode(), content))
    return exit_code(launcher, reason, status, cpu_used, float(config["cpu"]))


def exit_code(
    launcher: ModuleType, reason: str | None, status: int, cpu_used: float, cpu_limit: float
) -> int:
    """The container's exit code for how the code ended. A SIGKILL the code did not earn with
    its CPU time (the hard RLIMIT_CPU) came from the Pod's memory cgroup, the only other sender
    in a Pod: reported as the memory limit, since the container itself was not OOM-killed."""
    if reason == "output":
        return int(launcher.EXIT_OUTPUT)
    if reason == "wall":
        return int(launcher.EXIT_WALL)
    if os.WIFSIGNALED(status):
        signal_number = os.WTERMSIG(status)
        if signal_number == signal.SIGKILL and cpu_used < cpu_limit:
            return int(launcher.EXIT_MEMORY)
        return 128 + signal_number
    return os.WEXITSTATUS(status)


def parse(log: bytes) -> tuple[bytes, bytes, dict[str, bytes]]:
    """Stdout, stderr and the files of a Pod's log (lines that are not records are ignored)."""
    streams = {b"o": bytearray(), b"e": bytearray()}
    files: dict[str, bytes] = {}
    for line in log.split(b"\n"):
        if not line.startswith(PREFIX):
            continue
        kind, _, rest = line[len(PREFIX) :].partition(b" ")
        try:
            parts = [base64.b64decode(p, validate=True) for p in rest.split(b" ")]
        except ValueError:
            continue
        if kind in streams and len(parts) == 1:
            streams[kind] += parts[0]
        elif kind == b"f" and len(parts) == 2:
            with contextlib.suppress(UnicodeDecodeError):
                files[parts[0].decode()] = parts[1]
    return bytes(streams[b"o"]), bytes(streams[b"e"]), files


if __name__ == "__main__":
    sys.exit(run(json.loads(sys.argv[1])))
