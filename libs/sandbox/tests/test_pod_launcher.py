"""The Pod's launcher, run as the Pod runs it (`python -I pod_launcher.py '<json>'` beside
`launcher.py` and `outputs.py`), without a cluster: streams apart, files back, limits, and the
gateway reached with a one-time token the code never gets to use."""

from __future__ import annotations

import ast
import asyncio
import json
import shutil
import signal
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from quantward_democorpus.market_data import EmbeddedMarketData
from quantward_gateway import Binding, Entitlements, Gateway, ServiceCredentials, Services
from quantward_gateway.tcp_listener import TcpGatewayListener
from quantward_sandbox import launcher, outputs, pod_launcher


def _pod(tmp_path: Path) -> Path:
    code_dir = tmp_path / "code"
    code_dir.mkdir()
    for module in (launcher, outputs, pod_launcher):
        shutil.copy(str(module.__file__), code_dir)
    (tmp_path / "scratch" / "out").mkdir(parents=True)
    return code_dir


async def launch(
    tmp_path: Path, code: str, **overrides: Any
) -> tuple[int, bytes, bytes, dict[str, bytes]]:
    code_dir = _pod(tmp_path)
    (code_dir / "main.py").write_text(code)
    config = {
        "code": str(code_dir / "main.py"),
        "cpu": 10,
        "memory": 2 << 30,
        "processes": 64,
        "file_size": 1 << 20,
        "wall_s": 20,
        "output_bytes": 1 << 20,
        "outputs_bytes": 1 << 20,
        "scratch": str(tmp_path / "scratch"),
        "gateway": None,
        "token_file": None,
        **overrides,
    }
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-I", str(code_dir / "pod_launcher.py"), json.dumps(config),
        cwd=tmp_path / "scratch", env={},
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT,
    )  # fmt: skip
    log, _ = await process.communicate()
    stdout, stderr, files = pod_launcher.parse(log)
    assert process.returncode is not None
    return process.returncode, stdout, stderr, files


async def test_streams_come_apart_and_files_under_out_come_back(tmp_path: Path) -> None:
    code = (
        "import os, sys\n"
        "sys.stdout.write('a' * 100000)\n"
        "print('err line', file=sys.stderr)\n"
        "open('out/t.csv', 'w').write('x\\n1\\n')\n"
        "os.symlink('/etc/hostname', 'out/link')\n"
        "sys.exit(4)\n"
    )
    code_exit, stdout, stderr, files = await launch(tmp_path, code)
    assert code_exit == 4
    assert stdout == b"a" * 100000
    assert stderr == b"err line\n"
    assert files == {"t.csv": b"x\n1\n"}  # the link is not followed


async def test_the_wall_limit_kills_the_code_and_still_returns_its_files(tmp_path: Path) -> None:
    code = "open('out/partial.csv', 'w').write('done so far')\nprint('started', flush=True)\n"
    code += "import time\ntime.sleep(60)\n"
    code_exit, stdout, _, files = await launch(tmp_path, code, wall_s=1)
    assert code_exit == launcher.EXIT_WALL
    assert stdout == b"started\n"
    assert files == {"partial.csv": b"done so far"}


async def test_an_output_flood_is_cut_and_killed(tmp_path: Path) -> None:
    code = "import sys\nwhile True: sys.stdout.write('x' * 4096)\n"
    code_exit, stdout, _, _ = await launch(tmp_path, code, output_bytes=10000)
    assert code_exit == launcher.EXIT_OUTPUT
    assert stdout == b"x" * 10000


async def test_a_signal_is_reported_as_128_plus_its_number(tmp_path: Path) -> None:
    code_exit, *_ = await launch(tmp_path, "while True: pass\n", cpu=1)
    assert code_exit == 128 + 24  # SIGXCPU


def test_a_sigkill_without_the_cpu_spent_is_the_memory_cgroup() -> None:
    killed = signal.SIGKILL  # wait status of a process killed by a signal: the signal number
    assert pod_launcher.exit_code(launcher, None, killed, 0.3, 10) == launcher.EXIT_MEMORY
    assert pod_launcher.exit_code(launcher, None, killed, 11.0, 10) == 128 + signal.SIGKILL
    assert pod_launcher.exit_code(launcher, None, 3 << 8, 0.1, 10) == 3
    assert pod_launcher.exit_code(launcher, "wall", killed, 0.1, 10) == launcher.EXIT_WALL


def test_lines_that_are_not_records_are_ignored() -> None:
    log = b"runtime noise\nqw1 o aGk=\nqw1 o !!!\nqw1 x aGk=\nqw1 f YS50eHQ= Yg==\n"
    assert pod_launcher.parse(log) == (b"hi", b"", {"a.txt": b"b"})


@pytest.fixture
async def listener() -> AsyncIterator[tuple[Gateway, TcpGatewayListener]]:
    gateway = Gateway(
        Services(
            market_data=EmbeddedMarketData.default(),
            credentials=ServiceCredentials("platform", "svc-key-never-in-the-pod"),
        )
    )
    tcp = TcpGatewayListener()
    await tcp.start()
    yield gateway, tcp
    await tcp.close()


async def test_the_code_inherits_the_connection_not_the_token(
    tmp_path: Path, listener: tuple[Gateway, TcpGatewayListener]
) -> None:
    gateway, tcp = listener
    session = gateway.session(Binding("ana", "equities", "run_p", Entitlements.of(None)))
    token = tcp.admit(session, ttl_s=60)
    (tmp_path / "token").write_text(token)
    code = (
        "import os\n"
        "from quantward_platform.sandbox import company\n"
        "print(company('ent_apple_inc')['ticker'])\n"
        "print(sorted(os.environ))\n"
        "print(open('/proc/self/environ', 'rb').read())\n"
        "print(open('/proc/self/cmdline', 'rb').read())\n"
    )
    code_exit, stdout, stderr, _ = await launch(
        tmp_path, code, gateway=f"127.0.0.1:{tcp.port}", token_file=str(tmp_path / "token")
    )
    await session.close()
    assert code_exit == 0, stderr
    lines = stdout.decode().splitlines()
    assert lines[0] == "AAPL"
    # the descriptor's number, and LC_CTYPE set by the interpreter's own locale coercion
    assert set(ast.literal_eval(lines[1])) <= {"QW_GATEWAY_FD", "LC_CTYPE"}
    assert token not in stdout.decode()
    assert [c.function_id for c in session.metered] == ["company"]
    assert tcp.pending() == 0  # spent by the launcher


async def test_a_refused_token_runs_nothing(
    tmp_path: Path, listener: tuple[Gateway, TcpGatewayListener]
) -> None:
    _, tcp = listener
    (tmp_path / "token").write_text("guessed")
    marker = tmp_path / "ran"
    code_exit, _, stderr, _ = await launch(
        tmp_path,
        f"open({str(marker)!r}, 'w').write('ran')\n",
        gateway=f"127.0.0.1:{tcp.port}",
        token_file=str(tmp_path / "token"),
    )
    assert code_exit == launcher.EXIT_GATEWAY
    assert not marker.exists()
    assert b"refused the execution's token" in stderr
