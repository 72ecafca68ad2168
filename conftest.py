"""Test-session rules for the whole repository.

No test may reach a real model endpoint: the guard is switched on before any test runs, and the
environment variable makes subprocesses (the CLI in end-to-end tests) inherit it.

No test may open the embedded stores' default files under `~/.local/share/quantward` (the kit's
`DATA_HOME`): that folder is shared by every checkout on the machine, so a test that opened it
would read another checkout's index (written by another schema) and leave its own behind. Every
setting naming such a file points into one folder of this session instead, made before any test
module is imported (some build settings at import) and removed at the end; subprocesses inherit
it (`tests/environ.py` keeps it when a test clears the shell's `QW_…` settings). The product's
defaults stay as they are: only this process's environment changes.

Time is no property: Hypothesis's deadline and its health check on slow input generation fail a
test when the machine is busy (CI runs on two shared cores), so the repository's profile turns
both off; speed is measured in benchmarks, never asserted in a test.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

os.environ["QW_FORBID_REAL_MODELS"] = "1"

from quantward_llm.guard import forbid_real_models

forbid_real_models(True)

settings.register_profile("quantward", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("quantward")

#: every setting whose default lies under DATA_HOME → its file or folder in the session's folder
#: (tests/test_data_isolation.py fails when a service gains one that is missing here)
DATA_SETTINGS = {
    "QW_GRAPH_PATH": "graph.sqlite",
    "QW_SEARCH_PATH": "search",
    "QW_RECORDS_PATH": "records",
    "QW_API_KEYS_PATH": "api-keys.sqlite3",
    "QW_API_CONVERSATIONS_PATH": "conversations.sqlite3",
}

SESSION_DATA = Path(tempfile.mkdtemp(prefix="quantward-test-data-"))
os.environ.update({name: str(SESSION_DATA / file) for name, file in DATA_SETTINGS.items()})


def pytest_unconfigure(config: pytest.Config) -> None:
    shutil.rmtree(SESSION_DATA, ignore_errors=True)
