"""`quantward eval` end to end: the offline policy, an OpenAI-compatible endpoint, a re-score.

The endpoint is a local server whose model is the offline policy (never a real model), so the
run goes through the OpenAI adapter and its recording; the re-score reads the same runs back
from the run record with the endpoint gone.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from quantward_cli.cli import app
from quantward_llm.testing import ScriptedEndpoint
from quantward_policy import OfflineReferencePolicy

ONLY = ("ret-01", "chg-01", "top-03", "cmp-01", "tpl-01", "nf-01")


def _args(out: Path) -> list[str]:
    return ["eval", *(a for q in ONLY for a in ("--only", q)), "--out", str(out)]


@pytest.fixture
def home(quantward_home: Any) -> Iterator[Any]:
    with quantward_home.activated():
        yield quantward_home


def test_the_offline_policy_is_graded_per_category_and_rescored_from_the_record(
    home: object, tmp_path: Path
) -> None:
    out = tmp_path / "eval.json"
    result = CliRunner().invoke(app, _args(out))
    assert result.exit_code == 0, result.output
    assert "| Category | Questions | Task success |" in result.output
    scored = json.loads(out.read_text())
    assert set(scored["runs"]) == set(ONLY)
    assert scored["overall"]["questions"] == len(ONLY)
    assert scored["overall"]["task_success"] == 1.0, scored["failures"]
    again = CliRunner().invoke(app, ["eval", "--rescore", str(out), "--json"])
    assert again.exit_code == 0, again.output
    rescored = json.loads(again.output)
    assert rescored["overall"] == scored["overall"]


def test_an_openai_compatible_endpoint_is_evaluated_recorded_and_rescored_without_it(
    home: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "endpoint.json"
    with ScriptedEndpoint.serving(OfflineReferencePolicy(), model="policy-endpoint") as endpoint:
        monkeypatch.setenv("QW_MODEL_BASE_URL", endpoint.base_url)
        monkeypatch.setenv("QW_MODEL_NAME", "policy-endpoint")
        result = CliRunner().invoke(app, [*_args(out), "--price-in", "1", "--price-out", "2"])
        assert result.exit_code == 0, result.output
        assert endpoint.requests
    scored = json.loads(out.read_text())
    assert scored["model"] == "policy-endpoint"
    assert scored["overall"]["task_success"] == 1.0, scored["failures"]
    usage = scored["usage"]
    assert usage["prompt_tokens"] > 0
    assert usage["model_calls"] > 0
    expected = (usage["prompt_tokens"] * 1 + usage["completion_tokens"] * 2) / 1_000_000
    assert usage["cost"] == pytest.approx(expected)
    # the endpoint is gone: the record alone grades the same runs the same way
    monkeypatch.delenv("QW_MODEL_BASE_URL")
    again = CliRunner().invoke(app, ["eval", "--rescore", str(out), "--json"])
    assert again.exit_code == 0, again.output
    assert json.loads(again.output)["overall"] == scored["overall"]


def test_a_question_file_with_a_bad_field_is_one_line_naming_it(
    home: object, tmp_path: Path
) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text(
        "set: mine\nquestions:\n- id: q1\n  category: x\n  question: hi\n"
        "  expect: {intent: guess}\n"
    )
    result = CliRunner().invoke(app, ["eval", "--set", str(bad)])
    assert result.exit_code == 2
    assert "questions.0.expect.intent" in result.output
