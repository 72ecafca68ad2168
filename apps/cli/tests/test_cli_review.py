"""`quantward review`: one Guardian review of a recorded bundle, outside any run."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import typer
from typer.testing import CliRunner

from quantward_cli.cli_review import review
from quantward_contracts.events import ReviewRequested, ReviewRequestedData
from services.guardian.tests.conftest import ASSUMED_CAP, bundle, contract

runner = CliRunner()


def _app() -> typer.Typer:
    """The real `quantward` app once `review` is registered there; until then the command
    mounted the same way on a local app."""
    from quantward_cli.cli import app

    if any(c.name == "review" for c in app.registered_commands):
        return app
    local = typer.Typer()
    local.command("review", no_args_is_help=True)(review)

    @local.callback()
    def main() -> None:
        """quantward (test mount)."""

    return local


APP = _app()


@pytest.fixture
def assumed(tmp_path: Path) -> Path:
    path = tmp_path / "bundle.json"
    path.write_text(bundle(body=contract(ASSUMED_CAP)).model_dump_json())
    return path


def invoke(*args: str) -> Any:
    return runner.invoke(APP, ["review", *args])


def test_json_output_and_exit_code_1_on_revise(assumed: Path) -> None:
    result = invoke("--stage", "plan", "--bundle", str(assumed), "--json")
    assert result.exit_code == 1, result.output
    decided = json.loads(result.stdout)
    assert decided["decision"] == "revise"
    assert decided["model"] == "offline-reference-policy"
    assert decided["policy"] == "chat"
    assert decided["concerns"][0]["concern_id"] == "assumption:max_position_weight"
    assert "client-approved maximum position weight" in decided["clarification_question"]


def test_a_clean_bundle_exits_0(tmp_path: Path) -> None:
    path = tmp_path / "clean.json"
    path.write_text(bundle().model_dump_json())
    result = invoke("--stage", "plan", "--bundle", str(path), "--json")
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["decision"] == "accept"


def test_the_policy_flag_overrides_the_bundle_and_people_get_prose(assumed: Path) -> None:
    result = invoke("--stage", "plan", "--bundle", str(assumed), "--policy", "strategy")
    assert result.exit_code == 1, result.output
    assert "REVISE" in result.stdout
    assert "assumption:max_position_weight" in result.stdout
    assert "Requested changes" in result.stdout
    assert "Question for the user" not in result.stdout  # strategy never asks


def test_a_recorded_review_requested_event_is_accepted(tmp_path: Path) -> None:
    event = ReviewRequested(
        run_id="run_01hzzzzzzzzzzzzzzzzzzzzzzz",
        producer="orchestrator",
        data=ReviewRequestedData(
            review_id="rev_01hzzzzzzzzzzzzzzzzzzzzzzz",
            stage="plan",
            subject_id="ctr_01hzzzzzzzzzzzzzzzzzzzzzzz",
            subject_version=1,
            subject_hash="h",
            policy="chat",
            bundle=bundle(),
        ),
    )
    path = tmp_path / "event.json"
    path.write_text(event.model_dump_json())
    result = invoke("--stage", "plan", "--bundle", str(path), "--json")
    assert result.exit_code == 0, result.output


def test_a_ledger_of_earlier_concerns_is_followed_up(assumed: Path, tmp_path: Path) -> None:
    first = invoke("--stage", "plan", "--bundle", str(assumed), "--json")
    ledger = tmp_path / "ledger.json"
    ledger.write_text(first.stdout)  # a recorded decision carries its concerns
    clean = tmp_path / "answered.json"
    clean.write_text(bundle().model_dump_json())
    result = invoke("--stage", "plan", "--bundle", str(clean), "--ledger", str(ledger), "--json")
    assert result.exit_code == 0, result.output
    [cap] = json.loads(result.stdout)["concerns"]
    assert cap["status"] == "resolved"


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        ("not json", "is not JSON"),
        ('{"stage": "plan"}', "is not a valid review bundle"),
        ("[]", "expected a review bundle"),
    ],
)
def test_bad_bundles_exit_2_naming_the_problem(tmp_path: Path, content: str, expected: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content)
    result = invoke("--stage", "plan", "--bundle", str(path))
    assert result.exit_code == 2
    assert expected in result.output


def test_the_stage_is_required_and_checked(assumed: Path) -> None:
    result = invoke("--stage", "draft", "--bundle", str(assumed))
    assert result.exit_code == 2
    assert "draft" in result.output


def test_a_bundle_without_checks_is_validated_and_every_check_listed(tmp_path: Path) -> None:
    incomplete = contract().model_copy(update={"evidence": ()})
    path = tmp_path / "incomplete.json"
    path.write_text(bundle(body=incomplete).model_dump_json())
    result = invoke("--stage", "plan", "--bundle", str(path), "--json")
    assert result.exit_code == 1, result.output
    decided = json.loads(result.stdout)
    assert decided["checks_origin"] == "run by the Guardian's check tool"
    verdicts = {c["check_id"]: c["passed"] for c in decided["checks"]}
    assert verdicts["contract.complete"] is False
    assert verdicts["contract.functions_exist"] is True  # passing checks are listed too
    assert "check:contract.complete" in {c["concern_id"] for c in decided["concerns"]}
    prose = invoke("--stage", "plan", "--bundle", str(path))
    assert "✓ contract.functions_exist" in prose.stdout
    assert "✗ contract.complete" in prose.stdout


def test_checks_recorded_in_the_bundle_are_used_as_they_are(tmp_path: Path) -> None:
    from quantward_contracts.values import CheckResult

    recorded = CheckResult(check_id="contract.complete", passed=True, message="recorded verdict")
    path = tmp_path / "checked.json"
    path.write_text(bundle(checks=(recorded,)).model_dump_json())
    decided = json.loads(invoke("--stage", "plan", "--bundle", str(path), "--json").stdout)
    assert decided["checks_origin"] == "recorded in the bundle"
    assert [c["message"] for c in decided["checks"]] == ["recorded verdict"]
