"""`quantward ui` and a headless Chromium for the web UI's browser tests (and `make screenshots`).

The server is the real command on the embedded platform, started on a free 127.0.0.1 port with
its keys and records in a temporary folder, and stopped with SIGTERM. The browser is Debian's
`chromium` driven by Playwright (`executable_path`): Playwright's own browser download is never
used. A missing Chromium fails the tests with the command that installs it; it never skips them.
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from tests.e2e.api_server import QUANTWARD

READY_S = 120.0


def chromium_path() -> str:
    found = shutil.which("chromium") or shutil.which("chromium-browser")
    if found is None:
        raise AssertionError(
            "the web UI's browser tests need Debian's Chromium: `apt-get install -y chromium` "
            "(`make test` installs it when missing)"
        )
    return found


@dataclass(frozen=True)
class UiServer:
    url: str
    login_link: str
    env: dict[str, str]


def _lines(proc: subprocess.Popen[str], count: int, log: Path) -> list[str]:
    """The first `count` stdout lines, read by a thread so a hung start fails."""
    lines: list[str] = []
    got = threading.Event()

    def read() -> None:
        assert proc.stdout is not None
        for _ in range(count):
            lines.append(proc.stdout.readline())
        got.set()

    threading.Thread(target=read, daemon=True).start()
    if not got.wait(READY_S) or not all(lines):
        raise AssertionError("quantward ui not ready:\n" + log.read_text(errors="replace")[-3000:])
    return [line.strip() for line in lines]


@contextmanager
def serving_ui(env: dict[str, str], log: Path) -> Iterator[UiServer]:
    """`quantward ui --port 0` running while the block runs. It must stop cleanly."""
    with log.open("w") as stderr:
        proc = subprocess.Popen(
            [str(QUANTWARD), "ui", "--port", "0"],
            env=env,
            stdout=subprocess.PIPE,
            stderr=stderr,
            text=True,
        )
    try:
        address, login = _lines(proc, 2, log)
        found = re.fullmatch(r"quantward UI on (http://127\.0\.0\.1:\d+)/ui/", address)
        assert found, address
        link = re.search(r"(http://127\.0\.0\.1:\d+/ui/login-link\?token=\S+)$", login)
        assert link, login
        yield UiServer(found.group(1), link.group(1), env)
    finally:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
    assert proc.returncode == 0, log.read_text(errors="replace")[-3000:]


def screenshot_dir(fallback: Path) -> Path:
    """Where screenshots go: QW_UI_SCREENSHOTS (`make screenshots` → docs/ui), else `fallback`."""
    target = Path(os.environ.get("QW_UI_SCREENSHOTS") or fallback)
    target.mkdir(parents=True, exist_ok=True)
    return target
