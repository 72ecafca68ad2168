"""The usage store's connection is secured like the record store's: one set of `QW_POSTGRES_SSL…`
settings for every PostgreSQL connection of a deployment (the chart passes the sandbox the same
ones as the record store's users)."""

from __future__ import annotations

from pathlib import Path

import pytest
from psycopg.conninfo import conninfo_to_dict

from quantward_sandbox_service.app import usage_conninfo
from quantward_sandbox_service.settings import SandboxSettings


def test_the_tls_settings_are_merged_into_the_usage_dsn(tmp_path: Path) -> None:
    settings = SandboxSettings(
        sandbox_usage_dsn="postgresql://qw:pw@db:5432/quantward?sslmode=prefer",  # type: ignore[arg-type]
        postgres_sslmode="verify-full",
        postgres_sslrootcert=tmp_path / "ca.crt",
        postgres_sslcert=tmp_path / "c.crt",
        postgres_sslkey=tmp_path / "c.key",
    )
    conninfo = usage_conninfo(settings)
    assert conninfo is not None
    given = conninfo_to_dict(conninfo)
    assert given["sslmode"] == "verify-full"  # the setting overrides the DSN's own
    assert given["sslrootcert"] == str(tmp_path / "ca.crt")
    assert (given["sslcert"], given["sslkey"]) == (str(tmp_path / "c.crt"), str(tmp_path / "c.key"))
    assert (given["host"], given["dbname"], given["password"]) == ("db", "quantward", "pw")


def test_without_tls_settings_the_usage_dsn_is_used_as_given_and_unset_is_memory() -> None:
    dsn = "postgresql://qw:pw@db:5432/quantward?sslmode=require"
    assert usage_conninfo(SandboxSettings(sandbox_usage_dsn=dsn)) == dsn  # type: ignore[arg-type]
    assert usage_conninfo(SandboxSettings()) is None


def test_tls_settings_that_do_not_fit_are_named() -> None:
    settings = SandboxSettings(
        sandbox_usage_dsn="postgresql://db/q",  # type: ignore[arg-type]
        postgres_sslcert="c.crt",  # type: ignore[arg-type]
    )
    with pytest.raises(ValueError, match="QW_POSTGRES_SSLKEY"):
        usage_conninfo(settings)
