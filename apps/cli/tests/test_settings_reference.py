"""The settings reference is generated from the settings classes and lists every field."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

import pytest
from pydantic import AliasChoices, Field, SecretStr
from typer.testing import CliRunner

from quantward_cli.cli import app
from quantward_cli.settings_reference import SERVICE_SETTINGS, render, rows
from quantward_kit.settings import Settings


class _Alpha(Settings):
    service_name: str = "alpha"
    alpha_mode: Literal["fast", "safe"] = Field(default="safe", description="How alpha runs.")
    alpha_token: SecretStr | None = Field(
        default=SecretStr("s3cret-value"), description="Alpha's credential."
    )
    alpha_folder: Path = Field(default=Path("~/alpha"), description="Where alpha keeps files.")


class _Beta(Settings):
    service_name: str = "beta"
    beta_url: str | None = Field(
        default=None,
        validation_alias=AliasChoices("QW_BETA_URL", "BETA_URL"),
        description="Beta's endpoint.",
    )


def test_every_field_of_every_service_is_listed_with_a_description() -> None:
    listed = rows()
    names = {name for row in listed for name in row.names}
    for service, cls in SERVICE_SETTINGS.items():
        for name in cls.model_fields:
            assert any(n.endswith(name.upper()) for n in names), (service, name)
    undocumented = [row.names[0] for row in listed if not row.description]
    assert not undocumented, f"settings without a description: {undocumented}"


def test_rows_name_readers_defaults_and_aliases_and_never_a_secret() -> None:
    text = render({"alpha": _Alpha, "beta": _Beta})
    assert "| `QW_ALPHA_MODE` | one of: fast, safe | alpha | `safe` | How alpha runs. |" in text
    assert "`QW_BETA_URL` or `BETA_URL`" in text
    assert "`~/alpha`" in text
    assert "s3cret-value" not in text
    # a variable both read, with different defaults, shows each service's
    assert "alpha: `alpha`; beta: `beta`" in text
    assert "| `QW_KAFKA_BOOTSTRAP` | text | all | `unset` |" in text


def test_committed_page_is_current() -> None:
    page = Path(__file__).resolve().parents[3] / "docs" / "operations" / "settings.md"
    assert page.read_text(encoding="utf-8") == render(), "run `make settings` and commit"


@pytest.mark.parametrize("flags", [["--check", "--path"], ["--write", "--path"]])
def test_check_fails_on_a_stale_page_and_write_mends_it(tmp_path: Path, flags: list[str]) -> None:
    page = tmp_path / "settings.md"
    page.write_text("old\n", encoding="utf-8")
    result = CliRunner().invoke(app, ["settings", "reference", *flags, str(page)])
    if flags[0] == "--check":
        assert result.exit_code == 1
        assert "stale settings reference" in result.output
    else:
        assert result.exit_code == 0, result.output
        assert page.read_text(encoding="utf-8") == render()
        again = CliRunner().invoke(app, ["settings", "reference", "--check", "--path", str(page)])
        assert again.exit_code == 0, again.output
