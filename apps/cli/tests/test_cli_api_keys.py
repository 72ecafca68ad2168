"""`quantward api-keys`: a key with its own limits, listed with them; a bad limit is one line;
`end-sessions` logs a user's browsers out (on the store the API reads, QW_API_KEYS_PATH)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from quantward_api.credentials_sql import SqliteCredentialStore
from quantward_api.principals import UserLimits
from quantward_cli.cli_api import keys_app

runner = CliRunner()


@pytest.fixture
def keys_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "keys.sqlite3"
    monkeypatch.setenv("QW_API_KEYS_PATH", str(path))
    monkeypatch.delenv("QW_POSTGRES_DSN", raising=False)
    return path


def test_a_key_gets_its_own_limits_and_list_shows_them(keys_path: Path) -> None:
    made = runner.invoke(
        keys_app,
        ["create", "svc-bulk", "--team", "quant", "--rate-per-s", "50", "--rate-burst", "200",
         "--max-request-bytes", "4000000", "--json"],
    )  # fmt: skip
    assert made.exit_code == 0, made.output
    key = json.loads(made.output)["key"]
    store = SqliteCredentialStore(keys_path)
    principal = store.authenticate(key)
    store.close()
    assert principal is not None
    assert principal.limits == UserLimits(
        rate_per_s=50.0, rate_burst=200, max_request_bytes=4_000_000
    )
    listed = runner.invoke(keys_app, ["list", "--json"])
    assert json.loads(listed.output)[0]["limits"] == {
        "rate_per_s": 50.0,
        "rate_burst": 200,
        "max_request_bytes": 4_000_000,
    }

    bad = runner.invoke(keys_app, ["create", "x", "--team", "quant", "--max-request-bytes", "10"])
    assert bad.exit_code == 2
    assert "max_request_bytes must be >= 1024" in bad.output


def test_end_sessions_logs_a_users_browsers_out(keys_path: Path) -> None:
    store = SqliteCredentialStore(keys_path)
    _, info = store.create("alice", team="research", roles=["analyst"])
    alice = store.authenticate_id(info.key_id)
    assert alice is not None
    sessions = [store.open(alice, 3600.0) for _ in range(2)]
    ended = runner.invoke(keys_app, ["end-sessions", "alice"])
    assert ended.exit_code == 0, ended.output
    assert "ended 2 sessions of alice" in ended.output
    assert all(store.session(s.session_id) is None for s in sessions)
    store.close()
