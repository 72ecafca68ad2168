"""Reading templates: YAML errors with line and column, the error's text, files and ids."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from pydantic import BaseModel, ConfigDict, ValidationError

from quantward_workflows import (
    Problem,
    TemplateError,
    bundled_templates,
    get_template,
    load_template,
    parse_template,
)
from quantward_workflows.errors import field_path, problems_from_validation_error


def text_of(data: dict[str, Any]) -> str:
    return yaml.safe_dump(data, sort_keys=False)


def test_field_path_reads_like_the_file() -> None:
    assert field_path(("plan", 2, "question")) == "plan[2].question"
    assert field_path(("output", "sections", 0, "from_plan", 1)) == (
        "output.sections[0].from_plan[1]"
    )
    assert field_path(("inputs", "max_weight", "default")) == "inputs.max_weight.default"
    assert field_path(()) == ""


def test_the_error_text_is_one_line_per_problem() -> None:
    error = TemplateError(
        [Problem("plan[1].approach", "bad"), Problem("version", "too low")], source="x.yaml"
    )
    assert str(error) == "x.yaml: plan[1].approach: bad\nx.yaml: version: too low"
    assert isinstance(error, ValueError)


class _Inner(BaseModel):
    model_config = ConfigDict(extra="forbid")
    flag: bool
    size: int


class _Outer(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str
    items: tuple[_Inner, ...]
    weight: float | None = None


@pytest.mark.parametrize(
    ("data", "field", "reason"),
    [
        ({"name": 3, "items": []}, "name", "expected text, got 3"),
        ({"name": "a", "items": "x"}, "items", "expected a list, got 'x'"),
        (
            {"name": "a", "items": [{"flag": "maybe", "size": 1}]},
            "items[0].flag",
            "expected true or false, got 'maybe'",
        ),
        (
            {"name": "a", "items": [{"flag": True, "size": 1.5}]},
            "items[0].size",
            "expected a whole number, got 1.5",
        ),
        (
            {"name": "a", "items": [], "weight": "heavy"},
            "weight",
            "expected a number, got 'heavy'",
        ),
        (
            {"name": "a", "items": [{"flag": True, "size": 1, "colour": 2}]},
            "items[0].colour",
            "unknown key 'colour'; allowed keys: flag, size",
        ),
        ({"name": "a"}, "items", "required field is missing"),
    ],
)
def test_pydantic_errors_become_plain_reasons(
    data: dict[str, Any], field: str, reason: str
) -> None:
    with pytest.raises(ValidationError) as caught:
        _Outer.model_validate(data)
    assert problems_from_validation_error(caught.value, _Outer) == [Problem(field, reason)]


def test_a_prefix_is_put_in_front_of_the_path() -> None:
    with pytest.raises(ValidationError) as caught:
        _Outer.model_validate({"name": "a", "items": [{"flag": True}]})
    [problem] = problems_from_validation_error(caught.value, _Outer, prefix=("config", 0))
    assert problem.field == "config[0].items[0].size"


def test_yaml_syntax_error_names_line_and_column() -> None:
    text = "id: tiny\nversion: 1\nplan:\n  - id: a\n   question: x\n"
    with pytest.raises(TemplateError) as caught:
        parse_template(text, source="bad.yaml")
    [problem] = caught.value.problems
    assert problem.field == "(file)"
    assert problem.reason.startswith("invalid YAML at line 5, column 4:")
    assert str(caught.value).startswith("bad.yaml: (file): invalid YAML at line 5")


def test_a_key_given_twice_is_an_error_not_silently_the_last(data: dict[str, Any]) -> None:
    text = text_of(data) + "version: 2\n"
    with pytest.raises(TemplateError) as caught:
        parse_template(text)
    [problem] = caught.value.problems
    assert problem.field == "(file)"
    assert "the key 'version' is given twice" in problem.reason
    assert "line " in problem.reason


def test_unquoted_dates_stay_text(data: dict[str, Any]) -> None:
    text = text_of(data).replace("default: '2022-12-28'", "default: 2022-12-28")
    assert "default: 2022-12-28\n" in text
    template = parse_template(text)
    assert template.inputs["as_of"].default == "2022-12-28"


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", "the template is empty"),
        ("# only a comment\n", "the template is empty"),
        ("- a\n- b\n", "expected a mapping of template keys (id, version, title, …) at the top"),
        ("just text\n", "expected a mapping of template keys (id, version, title, …) at the top"),
    ],
)
def test_a_file_that_is_not_a_mapping(text: str, reason: str) -> None:
    with pytest.raises(TemplateError) as caught:
        parse_template(text, source="f.yaml")
    [problem] = caught.value.problems
    assert problem.field == "(file)"
    assert problem.reason.startswith(reason)


def test_json_text_is_a_template_too(data: dict[str, Any]) -> None:
    import json

    assert parse_template(json.dumps(data)).id == "tiny-review"


def test_load_template_names_the_file_in_every_problem(
    tmp_path: Path, data: dict[str, Any]
) -> None:
    data["version"] = 0
    data["plan"][1]["approach"] = "guess"
    path = tmp_path / "tiny-review.yaml"
    path.write_text(text_of(data))
    with pytest.raises(TemplateError) as caught:
        load_template(path)
    lines = str(caught.value).splitlines()
    assert lines == [
        f"{path}: version: must be at least 1, got 0",
        f"{path}: plan[1].approach: 'guess' is not one of: search, earnings_calendar, "
        "fundamentals, prices, portfolio, python",
    ]


def test_a_missing_or_binary_file(tmp_path: Path) -> None:
    with pytest.raises(TemplateError) as caught:
        load_template(tmp_path / "nope.yaml")
    assert caught.value.problems == (Problem("(file)", "no such file"),)
    binary = tmp_path / "b.yaml"
    binary.write_bytes(b"\xff\xfe\x00id")
    with pytest.raises(TemplateError) as caught:
        load_template(binary)
    assert caught.value.problems == (Problem("(file)", "not UTF-8 text"),)


def test_get_template_takes_an_id_or_a_path(tmp_path: Path, data: dict[str, Any]) -> None:
    assert get_template("credit-review") is bundled_templates()["credit-review"]
    path = tmp_path / "mine.yaml"
    path.write_text(text_of(data))
    assert get_template(str(path)).id == "tiny-review"
    assert get_template(path).id == "tiny-review"


def test_an_unknown_id_lists_the_bundled_ones() -> None:
    with pytest.raises(TemplateError) as caught:
        get_template("credit-reveiw")
    [problem] = caught.value.problems
    assert problem.field == "id"
    assert problem.reason.startswith("no bundled template 'credit-reveiw'; available: ")
    for template_id in bundled_templates():
        assert template_id in problem.reason
