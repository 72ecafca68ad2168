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
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from tests.e2e.api_server import QUANTWARD, first_lines, stop_cleanly


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
        address, login = first_lines(proc, 2, log, "quantward ui")
        found = re.fullmatch(r"quantward UI on (http://127\.0\.0\.1:\d+)/ui/", address)
        assert found, address
        link = re.search(r"(http://127\.0\.0\.1:\d+/ui/login-link\?token=\S+)$", login)
        assert link, login
        yield UiServer(found.group(1), link.group(1), env)
    finally:
        stop_cleanly(proc, log)


def screenshot_dir(fallback: Path) -> Path:
    """Where screenshots go: QW_UI_SCREENSHOTS (`make screenshots` → docs/ui), else `fallback`."""
    target = Path(os.environ.get("QW_UI_SCREENSHOTS") or fallback)
    target.mkdir(parents=True, exist_ok=True)
    return target
