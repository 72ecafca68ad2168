"""`quantward run` sends a bundled template by id and a template file as its text and hash."""

from __future__ import annotations

import hashlib
from importlib import resources
from pathlib import Path

import pytest

from quantward_cli.cli_run import _template
from quantward_contracts.values import TEMPLATE_MAX_CHARS
from quantward_workflows import TemplateError


def bundled_text(template_id: str) -> str:
    library = resources.files("quantward_workflows").joinpath("library")
    return library.joinpath(f"{template_id}.yaml").read_text(encoding="utf-8")


def test_a_bundled_id_travels_alone() -> None:
    workflow, own = _template("earnings-preview")
    assert (workflow.id, own) == ("earnings-preview", None)


def test_a_file_travels_as_the_text_that_was_checked_with_its_hash(tmp_path: Path) -> None:
    text = bundled_text("earnings-preview").replace("id: earnings-preview", "id: my-preview", 1)
    path = tmp_path / "nested" / "my-preview.yaml"
    path.parent.mkdir()
    path.write_text(text, encoding="utf-8")
    workflow, own = _template(str(path))
    assert workflow.id == "my-preview"
    assert own is not None
    assert own.content == text
    assert own.sha256 == hashlib.sha256(text.encode()).hexdigest()
    assert own.name == "my-preview.yaml"  # no directory of the user's machine on the bus


def test_a_file_named_like_a_bundled_template_is_still_the_users_file(tmp_path: Path) -> None:
    path = tmp_path / "earnings-preview.yaml"
    path.write_text(bundled_text("earnings-preview"), encoding="utf-8")
    _, own = _template(str(path))
    assert own is not None


def test_a_file_too_long_to_travel_is_refused_naming_the_limit(tmp_path: Path) -> None:
    text = bundled_text("earnings-preview") + "#" * TEMPLATE_MAX_CHARS + "\n"
    path = tmp_path / "long.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(TemplateError, match="at most 64,000"):
        _template(str(path))


def test_a_blank_question_is_refused_before_anything_starts() -> None:
    from typer.testing import CliRunner

    from quantward_cli.cli import app

    result = CliRunner().invoke(app, ["ask", "  "])
    assert result.exit_code == 2
    assert "QUESTION: must not be empty" in result.output
    assert "run_" not in result.output  # no run was started
