"""`quantward templates list|show|validate` as a template author meets them."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import typer
import yaml
from typer.testing import CliRunner

from quantward_cli.cli_templates import templates_app
from quantward_workflows import bundled_templates

runner = CliRunner()
LIBRARY = bundled_templates()


def _app() -> typer.Typer:
    """The real `quantward` app once `templates` is registered there; until then the same
    sub-app mounted the same way."""
    from quantward_cli.cli import app

    if any(group.name == "templates" for group in app.registered_groups):
        return app
    local = typer.Typer()
    local.add_typer(templates_app, name="templates")
    return local


APP = _app()


def invoke(*args: str) -> Any:
    return runner.invoke(APP, ["templates", *args])


@pytest.fixture
def template_file(tmp_path: Path) -> Path:
    """A valid template file, written the way an author would start: from a bundled one."""
    data = LIBRARY["earnings-preview"].model_dump(mode="json", exclude_defaults=True)
    data["id"] = "my-preview"
    path = tmp_path / "my-preview.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False))
    return path


def test_list_json_names_every_bundled_template() -> None:
    result = invoke("list", "--json")
    assert result.exit_code == 0, result.output
    listed = json.loads(result.stdout)
    assert [t["id"] for t in listed] == list(LIBRARY)
    preview = next(t for t in listed if t["id"] == "earnings-preview")
    assert preview == {
        "id": "earnings-preview",
        "version": 1,
        "title": "Earnings preview",
        "mode": "chat",
        "description": LIBRARY["earnings-preview"].description,
        "inputs": 2,
        "plan_items": 4,
    }


def test_list_prints_a_table() -> None:
    result = invoke("list")
    assert result.exit_code == 0, result.output
    for template_id in LIBRARY:
        assert template_id in result.stdout
    assert "strategy" in result.stdout


def test_show_json_is_the_whole_template() -> None:
    result = invoke("show", "credit-review", "--json")
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout) == LIBRARY["credit-review"].model_dump(mode="json")


def test_show_prints_inputs_plan_sources_and_output() -> None:
    result = invoke("show", "market-neutral-portfolio")
    assert result.exit_code == 0, result.output
    out = result.stdout
    for expected in (
        "Market-neutral portfolio",
        "strategy mode",
        "companies",
        "date_range",
        "2022-12-28",  # the window's default, as prose
        "return_risk",
        "optimised_portfolio",
        "position_risks",
        "synthetic-corpus:filings",
        "weights",
        "at least 2",
    ):
        assert expected in out, expected


def test_show_reads_a_file(template_file: Path) -> None:
    result = invoke("show", str(template_file), "--json")
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["id"] == "my-preview"


def test_show_an_unknown_id_lists_the_library_and_exits_2() -> None:
    result = invoke("show", "credit-reveiw")
    assert result.exit_code == 2
    assert "no bundled template 'credit-reveiw'" in result.stderr
    assert "credit-review" in result.stderr


def test_show_an_invalid_file_prints_its_problems_and_exits_1(tmp_path: Path) -> None:
    path = tmp_path / "broken.yaml"
    path.write_text("id: broken\nversion: 0\n")
    result = invoke("show", str(path))
    assert result.exit_code == 1
    assert f"{path}: version: must be at least 1, got 0" in result.stderr


def test_validate_says_ok_for_each_valid_file(template_file: Path) -> None:
    result = invoke("validate", str(template_file))
    assert result.exit_code == 0, result.output
    assert result.stdout == f"OK {template_file} (my-preview)\n"


def test_validate_prints_every_problem_as_file_field_reason(
    tmp_path: Path, template_file: Path
) -> None:
    data = yaml.safe_load(template_file.read_text())
    data["plan"][1]["question"] = "What did {company} guide before {asof}?"
    data["output"]["sections"][0]["from_plan"].append("nope")
    bad = tmp_path / "bad.yaml"
    bad.write_text(yaml.safe_dump(data, sort_keys=False))

    result = invoke("validate", str(template_file), str(bad))

    assert result.exit_code == 1
    assert result.stdout.splitlines() == [
        f"OK {template_file} (my-preview)",
        f"{bad}: plan[1].question: {{asof}} is not a declared input; declared: company, as_of",
        f"{bad}: output.sections[0].from_plan[4]: 'nope' is not a plan item id; plan ids: "
        "calendar_and_record, last_guidance, price_trend, topics_to_watch",
    ]


def test_validate_reports_yaml_syntax_with_line_and_column(tmp_path: Path) -> None:
    bad = tmp_path / "syntax.yaml"
    bad.write_text("id: x\nplan:\n  - id: a\n   question: b\n")
    result = invoke("validate", str(bad))
    assert result.exit_code == 1
    assert result.stdout.startswith(f"{bad}: (file): invalid YAML at line 4, column 4:")


def test_validate_a_missing_file_exits_2(template_file: Path, tmp_path: Path) -> None:
    missing = tmp_path / "nope.yaml"
    result = invoke("validate", str(template_file), str(missing))
    assert result.exit_code == 2
    assert f"{missing}: (file): no such file" in result.stdout


def test_validate_with_inputs_binds_them_against_the_template(template_file: Path) -> None:
    result = invoke("validate", str(template_file), "--input", "company=Apple")
    assert result.exit_code == 0, result.output
    assert '"company": "Apple", "as_of": "2022-12-28"' in result.stdout


def test_validate_with_bad_inputs_names_each_input(template_file: Path) -> None:
    result = invoke(
        "validate", str(template_file), "--input", "as_of=soon", "--input", "sector=tech"
    )
    assert result.exit_code == 1
    lines = result.stdout.splitlines()
    assert lines == [
        f"{template_file}: inputs.sector: unknown input; declared inputs: company, as_of",
        f"{template_file}: inputs.company: required input is missing "
        "(company: The company about to report (name, ticker or ent_… id).)",
        f"{template_file}: inputs.as_of: expected a date as YYYY-MM-DD, got 'soon'",
    ]


def test_validate_reads_a_mandate_file_given_as_an_input(tmp_path: Path) -> None:
    mandate = tmp_path / "mandate.yaml"
    mandate.write_text("max_position_weight: 5%\nmarket_neutral: true\n")
    path = tmp_path / "market-neutral-portfolio.yaml"
    path.write_text(yaml.safe_dump(LIBRARY["market-neutral-portfolio"].model_dump(mode="json")))
    result = invoke(
        "validate",
        str(path),
        "--input",
        "companies=Apple, Microsoft",
        "--input",
        f"mandate=@{mandate}",
        "--json",
    )
    assert result.exit_code == 0, result.output
    [report] = json.loads(result.stdout)
    assert report["valid"] is True
    assert report["template"] == "market-neutral-portfolio"
    assert report["inputs"]["mandate"] == {"max_position_weight": 0.05, "market_neutral": True}
    assert report["inputs"]["companies"] == ["Apple", "Microsoft"]


def test_validate_json_lists_problems_per_file(tmp_path: Path, template_file: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("id: bad\n")
    result = invoke("validate", str(template_file), str(bad), "--json")
    assert result.exit_code == 1
    good_report, bad_report = json.loads(result.stdout)
    assert good_report["valid"] is True
    assert good_report["problems"] == []
    assert bad_report["valid"] is False
    assert {"field": "version", "reason": "required field is missing"} in bad_report["problems"]


def test_validate_refuses_an_input_that_is_not_key_value(template_file: Path) -> None:
    result = invoke("validate", str(template_file), "--input", "Apple")
    assert result.exit_code == 2
    assert "--input: expected key=value, got 'Apple'" in result.stderr


def test_show_a_missing_file_exits_2(tmp_path: Path) -> None:
    missing = tmp_path / "nope.yaml"
    result = invoke("show", str(missing))
    assert result.exit_code == 2
    assert f"{missing}: (file): no such file" in result.stderr


def test_validate_a_folder_checks_the_templates_in_it(template_file: Path) -> None:
    result = invoke("validate", str(template_file.parent))
    assert result.exit_code == 0, result.output
    assert f"OK {template_file}" in result.output


def test_validate_a_folder_without_templates_says_so(tmp_path: Path) -> None:
    result = invoke("validate", str(tmp_path))
    assert result.exit_code == 1
    assert "no such file" not in result.output
    assert "a folder without template files" in result.output


def test_validate_an_alias_bomb_names_the_limit_and_exits_1(tmp_path: Path) -> None:
    levels = ["a0: &a0 [x, x, x, x, x, x, x, x, x]"] + [
        f"a{n}: &a{n} [{', '.join([f'*a{n - 1}'] * 9)}]" for n in range(1, 9)
    ]
    path = tmp_path / "bomb.yaml"
    path.write_text("\n".join(levels) + "\n", encoding="utf-8")
    result = invoke("validate", str(path))
    assert result.exit_code == 1
    assert "aliases" in result.output
