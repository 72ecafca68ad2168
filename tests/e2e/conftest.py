"""One embedded quantward home for the run tests: graph and search index built once per session.

`quantward_home` seeds a fresh graph file and tantivy folder with the shipped data and the
synthetic corpus (a few seconds, once); the embedded-run tests and the CLI tests then point
`QW_GRAPH_PATH` / `QW_SEARCH_PATH` at it, so nothing is indexed twice. Settings from the
developer's shell (`QW_KAFKA_BOOTSTRAP`, a model endpoint…) never leak in: every other `QW_…`
variable is removed while a test uses the home, and restored afterwards.
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.environ import SESSION_SETTINGS

#: kept: the root conftest's switch that forbids real model endpoints and the session's data
#: folder (subprocesses inherit them)
KEEP = SESSION_SETTINGS


@dataclass(frozen=True)
class QuantwardHome:
    root: Path

    @property
    def settings(self) -> dict[str, str]:
        return {
            "QW_GRAPH_PATH": str(self.root / "graph.sqlite"),
            "QW_SEARCH_PATH": str(self.root / "search"),
            "QW_RECORDS_PATH": str(self.root / "records"),
            # several `quantward serve` processes on one host: each its own probe port
            "QW_HEALTH_PORT": "0",
        }

    def environ(self) -> dict[str, str]:
        """A whole environment for a subprocess: the embedded defaults on this home."""
        clean = {k: v for k, v in os.environ.items() if not k.startswith("QW_") or k in KEEP}
        return {**clean, **self.settings}

    @contextmanager
    def activated(self) -> Iterator[None]:
        """This process's environment points at the home (restored on exit)."""
        with pytest.MonkeyPatch.context() as patch:
            for name in list(os.environ):
                if name.startswith("QW_") and name not in KEEP:
                    patch.delenv(name)
            for name, value in self.settings.items():
                patch.setenv(name, value)
            yield


async def _seed() -> None:
    from quantward_cli.embedded import EmbeddedPlatform

    async with EmbeddedPlatform(researcher_workers=1):
        pass  # starting is what seeds: the resolver's graph file, the search index


@pytest.fixture(scope="session")
def quantward_home(tmp_path_factory: pytest.TempPathFactory) -> QuantwardHome:
    home = QuantwardHome(tmp_path_factory.mktemp("quantward-home"))
    with home.activated():
        asyncio.run(_seed())
    assert (home.root / "search").is_dir()
    return home
