"""No test opens the embedded stores' shared default folder, `~/.local/share/quantward`.

Every checkout on a machine shares that folder: a test that opened it read the index another
checkout had written (with another schema) and failed there, or left its own behind. The root
conftest points every setting with a default under the kit's `DATA_HOME` at one folder of the
test session; these tests fail when a service gains such a setting the conftest misses, or when
a subprocess started the way the end-to-end tests start one would fall back to the default.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from quantward_cli.settings_reference import SERVICE_SETTINGS, env_names
from quantward_kit.settings import DATA_HOME
from tests.environ import SESSION_SETTINGS, session_environ

SHARED = DATA_HOME.expanduser()


def data_settings() -> dict[str, tuple[type, str]]:
    """Every variable whose default lies under DATA_HOME → (a settings class, its field)."""
    found: dict[str, tuple[type, str]] = {}
    for cls in SERVICE_SETTINGS.values():
        for name, field in cls.model_fields.items():
            default = field.default
            if isinstance(default, Path) and default.is_relative_to(DATA_HOME):
                for variable in env_names(name, field):
                    found.setdefault(variable, (cls, name))
    return found


def outside_shared(path: str | Path) -> bool:
    resolved = Path(path).expanduser().resolve()
    return not resolved.is_relative_to(SHARED.resolve())


def test_the_product_defaults_still_name_the_shared_folder() -> None:
    # the isolation is the test session's, not a change of the default users get
    assert set(data_settings()) >= {"QW_SEARCH_PATH", "QW_GRAPH_PATH", "QW_RECORDS_PATH"}


@pytest.mark.parametrize("variable", sorted(data_settings()))
def test_every_data_setting_points_into_the_sessions_own_folder(variable: str) -> None:
    cls, field = data_settings()[variable]
    assert variable in os.environ, f"the root conftest does not set {variable}"
    value = getattr(cls(), field)
    assert outside_shared(value), f"{cls.__name__}().{field} opens the shared {value}"


@pytest.mark.parametrize("variable", sorted(data_settings()))
def test_a_subprocess_without_the_shells_settings_keeps_the_sessions_folder(
    variable: str,
) -> None:
    assert variable in SESSION_SETTINGS, f"tests/environ.py drops {variable} for subprocesses"
    assert outside_shared(session_environ()[variable])


CHILD = """
import json, sys
from quantward_cli.settings_reference import SERVICE_SETTINGS
print(json.dumps({
    f"{service}.{field}": str(getattr(cls(), field))
    for service, cls in SERVICE_SETTINGS.items()
    for field in sys.argv[1:]
    if field in cls.model_fields
}))
"""


def test_every_service_started_like_the_end_to_end_tests_opens_no_shared_file() -> None:
    fields = sorted({field for _, field in data_settings().values()})
    done = subprocess.run(
        [sys.executable, "-c", CHILD, *fields],
        env=session_environ(),
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    opened: dict[str, str] = json.loads(done.stdout)
    assert opened
    assert [f"{where} = {path}" for where, path in opened.items() if not outside_shared(path)] == []
