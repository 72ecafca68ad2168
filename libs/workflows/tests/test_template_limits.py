"""Hostile template text is refused quickly with one clear problem: too long, aliases that
expand without bound ("billion laughs"), an alias inside itself, nesting too deep to read."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from quantward_workflows import TemplateError, load_template, parse_template
from quantward_workflows.loader import TEMPLATE_MAX_CHARS, TEMPLATE_MAX_NODES


def _bomb(levels: int, fan_out: int = 9) -> str:
    lines = [f"l0: &l0 [{', '.join(['lol'] * fan_out)}]"]
    for level in range(1, levels):
        refs = ", ".join([f"*l{level - 1}"] * fan_out)
        lines.append(f"l{level}: &l{level} [{refs}]")
    return "\n".join(lines) + "\n"


def _only_problem(error: pytest.ExceptionInfo[TemplateError]) -> str:
    assert len(error.value.problems) == 1
    problem = error.value.problems[0]
    assert problem.field == "(file)"
    return problem.reason


def test_an_alias_bomb_is_refused_before_it_expands() -> None:
    text = _bomb(9)  # 9**9 ≈ 387 million values in a few hundred bytes
    assert len(text) < 500
    with pytest.raises(TemplateError) as error:
        parse_template(text, source="bomb.yaml")
    assert "aliases" in _only_problem(error)


def test_a_bomb_is_measured_on_its_expansion_not_its_alias_count() -> None:
    # Few aliases, big expansion is refused; many aliases to small values are fine.
    with pytest.raises(TemplateError):
        parse_template(_bomb(6, fan_out=6), source="wide.yaml")  # 6**6 = 46,656 values
    with pytest.raises(TemplateError) as error:
        parse_template(_bomb(2, fan_out=50), source="flat.yaml")  # 2,550 values: not a bomb
    assert "aliases" not in str(error.value)  # refused as a template, not as a bomb


def test_an_alias_inside_itself_is_refused() -> None:
    with pytest.raises(TemplateError) as error:
        parse_template("a: &a [1, *a]\n", source="loop.yaml")
    assert "contains itself" in _only_problem(error)


def test_nesting_too_deep_is_a_problem_not_a_recursion_error() -> None:
    depth = 3_000
    with pytest.raises(TemplateError) as error:
        parse_template("[" * depth + "]" * depth, source="deep.yaml")
    assert "nests too deeply" in _only_problem(error)


def test_text_longer_than_a_run_request_carries_is_refused_before_yaml_is_read() -> None:
    text = "# " + "x" * TEMPLATE_MAX_CHARS + "\n"
    with pytest.raises(TemplateError) as error:
        parse_template(text, source="long.yaml")
    assert f"at most {TEMPLATE_MAX_CHARS:,} characters" in _only_problem(error)


def test_a_huge_file_is_not_read_whole(tmp_path: Path) -> None:
    path = tmp_path / "huge.yaml"
    path.write_bytes(b"#" * (5 * 1024 * 1024))
    with pytest.raises(TemplateError) as error:
        load_template(path)
    reason = _only_problem(error)
    assert "5,242,880 bytes" in reason
    assert "at most" in reason


def test_a_folder_is_named_as_a_folder(tmp_path: Path) -> None:
    with pytest.raises(TemplateError) as error:
        load_template(tmp_path)
    assert "is a folder" in _only_problem(error)


def test_aliases_within_the_limit_still_work(data: dict[str, Any]) -> None:
    data["plan"][1]["look_for"] = data["plan"][0]["look_for"]  # the dumper writes an alias
    text = yaml.safe_dump(data, sort_keys=False)
    assert "*id001" in text
    template = parse_template(text, source="ok.yaml")
    assert template.plan[1].look_for == template.plan[0].look_for
    assert TEMPLATE_MAX_NODES > 1_000  # a real template is far below the limit


def test_a_mandate_file_is_read_with_the_same_limits(tmp_path: Path) -> None:
    from quantward_workflows import bind_inputs, get_template

    template = get_template("drawdown-aware-allocation")
    bomb = tmp_path / "mandate.yaml"
    bomb.write_text(_bomb(9), encoding="utf-8")
    with pytest.raises(TemplateError) as error:
        bind_inputs(template, {"companies": "AAPL,MSFT", "mandate": f"@{bomb}"}, allow_files=True)
    assert "aliases" in str(error.value)
    big = tmp_path / "big.yaml"
    big.write_bytes(b"#" * 1_000_000)
    with pytest.raises(TemplateError, match="longer than"):
        bind_inputs(template, {"companies": "AAPL,MSFT", "mandate": f"@{big}"}, allow_files=True)
