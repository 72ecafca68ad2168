"""`quantward events`: docs/events/ is written, checked (stale files named) and printed."""

from __future__ import annotations

from pathlib import Path

import yaml
from typer.testing import CliRunner

from quantward_cli.cli_events import events_app
from quantward_cli.event_docs import (
    ACL_FILE,
    DEFAULT_DIR,
    JSON_FILE,
    README_FILE,
    RECORD_EXPORT_FILE,
    YAML_FILE,
    render,
    stale_files,
    write_files,
)

REPO_ROOT = Path(__file__).resolve().parents[3]
runner = CliRunner()


def test_a_fresh_folder_is_current_after_writing(tmp_path: Path) -> None:
    every = sorted([ACL_FILE, JSON_FILE, README_FILE, RECORD_EXPORT_FILE, YAML_FILE])
    assert stale_files(tmp_path) == every
    assert write_files(tmp_path) == every
    assert stale_files(tmp_path) == []
    assert write_files(tmp_path) == []  # nothing rewritten when current


def test_a_modified_or_deleted_file_is_named_as_stale(tmp_path: Path) -> None:
    write_files(tmp_path)
    yaml_path = tmp_path / YAML_FILE
    yaml_path.write_text(
        yaml_path.read_text().replace("quantward.public.runs.v1", "quantward.public.runz.v1")
    )
    (tmp_path / README_FILE).unlink()

    assert stale_files(tmp_path) == [README_FILE, YAML_FILE]


def test_check_command_fails_naming_the_stale_files_and_the_fix(tmp_path: Path) -> None:
    write_files(tmp_path)
    (tmp_path / JSON_FILE).write_text("{}\n")

    result = runner.invoke(events_app, ["asyncapi", "--check", "--dir", str(tmp_path)])

    assert result.exit_code == 1
    assert JSON_FILE in result.output
    assert "run `make events`" in result.output


def test_write_then_check_passes(tmp_path: Path) -> None:
    out = tmp_path / "docs" / "events"
    written = runner.invoke(events_app, ["asyncapi", "--write", "--dir", str(out)])
    assert written.exit_code == 0, written.output
    checked = runner.invoke(events_app, ["asyncapi", "--check", "--dir", str(out)])
    assert checked.exit_code == 0, checked.output


def test_default_prints_the_yaml_document() -> None:
    result = runner.invoke(events_app, ["asyncapi"])
    assert result.exit_code == 0, result.output
    document = yaml.safe_load(result.output)
    assert document["asyncapi"].startswith("3.0.")


def test_write_and_check_together_is_a_usage_error(tmp_path: Path) -> None:
    result = runner.invoke(events_app, ["asyncapi", "--write", "--check", "--dir", str(tmp_path)])
    assert result.exit_code == 2


def test_list_shows_every_event_type() -> None:
    result = runner.invoke(events_app, ["list"], env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    assert "task.delegated.v1" in result.output
    assert "data.task_id" in result.output


def test_every_command_has_help() -> None:
    for args in (["--help"], ["asyncapi", "--help"], ["list", "--help"]):
        result = runner.invoke(events_app, args)
        assert result.exit_code == 0, args
        assert "Usage" in result.output, args


def test_yaml_and_json_files_hold_the_same_document() -> None:
    files = render()
    assert yaml.safe_load(files[YAML_FILE]) == yaml.safe_load(files[JSON_FILE])


def test_the_committed_docs_are_current() -> None:
    stale = stale_files(REPO_ROOT / DEFAULT_DIR)
    assert not stale, f"stale in docs/events: {', '.join(stale)}; run `make events`"
