"""The bubblewrap backend runs code, returns its files, reaches only the gateway socket, and
refuses — never falls back — when it cannot isolate."""

import asyncio
import os
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from quantward_sandbox import (
    SANDBOX_GATEWAY_SOCKET,
    BubblewrapBackend,
    ExecutionRequest,
    IsolationUnavailable,
    Limits,
    SandboxBackend,
    SandboxInputError,
)

SANDBOX_SRC = Path(__file__).resolve().parents[1] / "src"


@pytest.fixture(scope="module")
def backend() -> Iterator[BubblewrapBackend]:
    sandbox = BubblewrapBackend()
    yield sandbox
    sandbox.close()


def test_it_implements_the_port(backend: BubblewrapBackend) -> None:
    assert isinstance(backend, SandboxBackend)
    assert "bubblewrap" in backend.describe()


async def test_code_runs_in_scratch_with_an_empty_environment(backend: BubblewrapBackend) -> None:
    code = "import os, sys; print(os.getcwd(), sorted(os.environ), sys.flags.isolated)"
    result = await backend.execute(ExecutionRequest(code=code))
    assert result.status == "succeeded", result.stderr
    assert result.exit_code == 0
    assert result.stdout.split()[0] == "/scratch"
    assert result.stdout.split()[-1] == "1"
    assert result.killed_by is None
    assert not result.truncated


@pytest.fixture
def venv_under_tmp() -> Iterator[Path]:
    """A venv in /tmp (as CI's clean clone has), with a module only it holds."""
    with tempfile.TemporaryDirectory(dir="/tmp") as folder:
        venv = Path(folder) / "venv"
        subprocess.run(
            [sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=120
        )
        (venv / "lib" / "python3.11" / "site-packages" / "marker_under_tmp.py").write_text(
            "WHERE = __file__\n"
        )
        yield venv


async def test_an_interpreter_under_tmp_is_not_hidden_by_the_private_tmp(
    venv_under_tmp: Path,
) -> None:
    """The sandbox's private /tmp must not cover an interpreter's directories under /tmp."""
    sandbox = BubblewrapBackend(python=venv_under_tmp / "bin" / "python")
    try:
        code = "import marker_under_tmp, sys; print(sys.prefix, marker_under_tmp.WHERE)"
        result = await sandbox.execute(ExecutionRequest(code=code))
    finally:
        sandbox.close()
    assert result.status == "succeeded", result.stderr
    assert result.stdout.split()[0] == str(venv_under_tmp)


async def test_input_files_are_read_and_outputs_come_back(backend: BubblewrapBackend) -> None:
    code = (
        "import os\n"
        "rows = open('data/prices.csv').read().splitlines()\n"
        "os.makedirs('out/tables', exist_ok=True)\n"
        "open('out/tables/count.txt', 'w').write(str(len(rows)))\n"
        "open('out/chart.png', 'wb').write(b'\\x89PNG')\n"
        "open('not-returned.txt', 'w').write('scratch only')\n"
    )
    files = {"data/prices.csv": b"date,close\n2024-01-02,10\n2024-01-03,11\n"}
    result = await backend.execute(ExecutionRequest(code=code, files=files))
    assert result.status == "succeeded", result.stderr
    assert dict(result.outputs) == {"chart.png": b"\x89PNG", "tables/count.txt": b"3"}


async def test_an_exception_fails_with_its_traceback(backend: BubblewrapBackend) -> None:
    result = await backend.execute(ExecutionRequest(code="raise ValueError('bad factor')"))
    assert result.status == "failed"
    assert result.exit_code == 1
    assert "ValueError: bad factor" in result.stderr


async def test_a_sleeping_script_is_ended_by_the_wall_limit(backend: BubblewrapBackend) -> None:
    limits = Limits(wall_seconds=1.0)
    result = await backend.execute(
        ExecutionRequest(code="import time; time.sleep(60)", limits=limits)
    )
    assert result.status == "timed_out"
    assert result.killed_by == "wall"
    assert result.duration_s < 10


@pytest.fixture
def gateway_socket() -> Iterator[Path]:
    """A host Unix socket answering one line, as the gateway's per-execution socket would."""
    directory = Path(tempfile.mkdtemp(prefix="qw-gw-"))
    path = directory / "gw.sock"
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(str(path))
    server.listen(4)
    server.settimeout(0.1)
    stop = threading.Event()

    def serve() -> None:
        while not stop.is_set():
            try:
                conn, _ = server.accept()
            except (TimeoutError, OSError):
                continue
            with conn:
                conn.sendall(b"hello from the gateway: " + conn.recv(100))

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    yield path
    stop.set()
    thread.join()
    server.close()
    path.unlink()
    directory.rmdir()


async def test_the_gateway_socket_is_the_one_way_out(
    backend: BubblewrapBackend, gateway_socket: Path
) -> None:
    code = (
        "import socket\n"
        "s = socket.socket(socket.AF_UNIX)\n"
        f"s.connect({str(SANDBOX_GATEWAY_SOCKET)!r})\n"
        "s.sendall(b'prices')\n"
        "print(s.recv(100).decode())\n"
    )
    result = await backend.execute(ExecutionRequest(code=code, gateway_socket=gateway_socket))
    assert result.status == "succeeded", result.stderr
    assert result.stdout.strip() == "hello from the gateway: prices"
    without = await backend.execute(ExecutionRequest(code=code))
    assert without.status == "failed"
    assert "FileNotFoundError" in without.stderr


async def test_a_gateway_path_that_is_not_a_socket_is_refused(backend: BubblewrapBackend) -> None:
    with pytest.raises(SandboxInputError, match=r"gateway_socket .* is not a Unix socket"):
        await backend.execute(ExecutionRequest(code="pass", gateway_socket=Path("/etc/hostname")))


def _sandbox_processes(marker: str) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if marker.encode() in (entry / "cmdline").read_bytes():
                    found.append(int(entry.name))
            except OSError:
                continue
    return found


async def test_cancelling_the_caller_kills_the_sandbox(tmp_path: Path) -> None:
    sandbox = BubblewrapBackend(scratch_root=tmp_path)
    task = asyncio.create_task(
        sandbox.execute(ExecutionRequest(code="import time; time.sleep(60)"))
    )
    deadline = time.monotonic() + 20
    while not _sandbox_processes(str(tmp_path)) and time.monotonic() < deadline:
        await asyncio.sleep(0.02)
    assert _sandbox_processes(str(tmp_path)), "the sandbox never started"
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    while _sandbox_processes(str(tmp_path)) and time.monotonic() < deadline:
        await asyncio.sleep(0.02)
    assert _sandbox_processes(str(tmp_path)) == []
    assert not os.listdir(tmp_path)  # scratch removed too
    sandbox.close()


async def test_a_missing_bwrap_is_refused_in_one_line() -> None:
    sandbox = BubblewrapBackend(bwrap="/nonexistent/bwrap")
    with pytest.raises(IsolationUnavailable, match="bubblewrap is not installed") as raised:
        await sandbox.execute(ExecutionRequest(code="print('ran')"))
    assert "\n" not in str(raised.value)


async def test_without_namespaces_it_refuses_and_never_runs_the_code(
    backend: BubblewrapBackend,
) -> None:
    """Inside the sandbox user namespaces are disabled, so a nested backend cannot isolate."""
    code = (
        "import asyncio, os\n"
        "from quantward_sandbox import BubblewrapBackend, ExecutionRequest, IsolationUnavailable\n"
        "marker = '/scratch/out/ran'\n"
        'req = ExecutionRequest(code=f\'open({marker!r}, "w").write("unsandboxed")\')\n'
        "try:\n"
        "    asyncio.run(BubblewrapBackend().execute(req))\n"
        "    print('RAN')\n"
        "except IsolationUnavailable as exc:\n"
        "    print('UNAVAILABLE', exc)\n"
    )
    result = await backend.execute(ExecutionRequest(code=code, limits=Limits(wall_seconds=60)))
    assert result.status == "succeeded", result.stderr
    assert result.stdout.startswith("UNAVAILABLE bubblewrap could not create the sandbox"), (
        result.stdout
    )
    assert len(result.stdout.strip().splitlines()) == 1
    assert "ran" not in result.outputs


_NON_ROOT_SCRIPT = """
import asyncio, json
from pathlib import Path
from quantward_sandbox import BubblewrapBackend, ExecutionRequest, Limits
async def main():
    sandbox = BubblewrapBackend(python=Path('/usr/bin/python3'))
    hello = await sandbox.execute(ExecutionRequest(code="import os; print(os.getuid())"))
    bomb = await sandbox.execute(ExecutionRequest(
        code="import os\\nwhile True: os.fork()", limits=Limits(processes=16)))
    print(json.dumps([hello.status, hello.stdout.strip(), bomb.status, bomb.killed_by]))
asyncio.run(main())
"""


def test_it_works_without_root_and_still_caps_processes() -> None:
    """As a plain user (no cgroup writes), RLIMIT_NPROC in the user namespace stops a fork bomb."""
    command = ["/usr/bin/python3", "-c", _NON_ROOT_SCRIPT]
    if os.geteuid() == 0:
        command = ["setpriv", "--reuid=2000000", "--regid=2000000", "--clear-groups", *command]
    proc = subprocess.run(
        command,
        env={"PYTHONPATH": str(SANDBOX_SRC), "PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        timeout=120,
        cwd="/",
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == '["succeeded", "1000", "killed", "pids"]'


def test_the_default_interpreter_is_this_venv() -> None:
    from quantward_sandbox.interpreter import discover

    mounts = discover(Path(sys.executable))
    assert Path(sys.prefix) in mounts.directories
    assert mounts.version == (3, 11)


def test_warm_compiles_the_packages_the_sandbox_cannot_compile_for_itself() -> None:
    """The sandbox mounts the venv read-only: bytecode must be written on the host beforehand."""
    import quantward_platform

    cache = Path(quantward_platform.__file__).parent / "__pycache__"
    compiled = sorted(cache.glob("wire.*.pyc"))
    for pyc in compiled:
        pyc.unlink()
    backend = BubblewrapBackend()
    try:
        backend.warm(["quantward_platform", "no_such_package_anywhere"])
    finally:
        backend.close()
    assert sorted(cache.glob("wire.*.pyc"))  # written again, and a missing package is skipped


def test_the_seccomp_filter_is_described_for_x86_64_only() -> None:
    from quantward_sandbox import seccomp

    program = seccomp.program("x86_64")
    assert program is not None
    assert len(program) % 8 == 0  # struct sock_filter[]
    assert len(program) // 8 == 5 + len(set(seccomp.REFUSED_X86_64.values())) + 3
    assert seccomp.program("aarch64") is None
    assert "no seccomp filter" in BubblewrapBackend(seccomp_filter=False).describe()
