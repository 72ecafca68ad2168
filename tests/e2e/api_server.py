"""`quantward serve api` on the embedded platform for end-to-end tests: keys from
`quantward api-keys create`, and the server started on a free 127.0.0.1 port (its ready line
names the URL) and stopped with SIGTERM."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from quantward_api.principals import EVERY_DATASET

QUANTWARD = Path(sys.executable).parent / "quantward"
READY_S = 120.0


def api_env(environ: dict[str, str], tmp_path: Path) -> dict[str, str]:
    """An environment whose API binds any free port and keeps keys and records in `tmp_path`."""
    return {
        **environ,
        "QW_API_PORT": "0",
        "QW_API_KEYS_PATH": str(tmp_path / "keys.sqlite3"),
        "QW_API_CONVERSATIONS_PATH": str(tmp_path / "conversations.sqlite3"),
        "QW_RECORDS_PATH": str(tmp_path / "records"),
    }


def create_key(
    env: dict[str, str], subject: str, team: str, entitlements: tuple[str, ...] = EVERY_DATASET
) -> str:
    """A key of `subject` in `team`, entitled to every dataset unless told otherwise (the
    tools refuse datasets a key is not entitled to)."""
    granted = [arg for dataset in entitlements for arg in ("--entitlement", dataset)]
    done = subprocess.run(
        [str(QUANTWARD), "api-keys", "create", subject, "--team", team, *granted, "--json"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    key: str = json.loads(done.stdout)["key"]
    return key


def first_lines(proc: subprocess.Popen[str], count: int, log: Path, what: str) -> list[str]:
    """The first `count` stdout lines, read by a thread so a hung start fails naming `what`."""
    lines: list[str] = []
    got = threading.Event()

    def read() -> None:
        assert proc.stdout is not None
        for _ in range(count):
            lines.append(proc.stdout.readline())
        got.set()

    threading.Thread(target=read, daemon=True).start()
    if not got.wait(READY_S) or not all(lines):
        raise AssertionError(f"{what} not ready:\n" + log.read_text(errors="replace")[-3000:])
    return [line.strip() for line in lines]


def ready_line(proc: subprocess.Popen[str], log: Path) -> str:
    """The first stdout line (the ready line) of `quantward serve api`."""
    return first_lines(proc, 1, log, "serve api")[0]


def stop_cleanly(proc: subprocess.Popen[str], log: Path) -> None:
    """SIGTERM, then the process must exit 0 within 30 s (its log tail says why not)."""
    proc.send_signal(signal.SIGTERM)
    try:
        proc.wait(timeout=30)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
    assert proc.returncode == 0, log.read_text(errors="replace")[-3000:]


@contextmanager
def serving_api(env: dict[str, str], log: Path) -> Iterator[str]:
    """`quantward serve api` running while the block runs: its URL. It must stop cleanly."""
    with log.open("w") as stderr:
        proc = subprocess.Popen(
            [str(QUANTWARD), "serve", "api"],
            env=env,
            stdout=subprocess.PIPE,
            stderr=stderr,
            text=True,
        )
    try:
        ready = ready_line(proc, log)
        assert ready.startswith("api serving HTTP on http://127.0.0.1:"), ready
        yield ready.rsplit(" ", 1)[1]
    finally:
        stop_cleanly(proc, log)
