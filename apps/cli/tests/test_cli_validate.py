"""`quantward validate contract|answer`: the checks on files, exit 1 when one fails."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from typer.testing import CliRunner

from quantward_cli.cli_validate import validate_app
from quantward_contracts.values import HistoricalTest, WalkForwardWindow
from services.validator.tests.test_app import body, draft, proposal

runner = CliRunner()


def write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def test_a_clean_contract_exits_0(tmp_path: Path) -> None:
    file = write(tmp_path / "contract.json", body().model_dump_json())
    result = runner.invoke(validate_app, ["contract", str(file)])
    assert result.exit_code == 0, result.output
    assert "✓ contract.complete" in result.output
    assert "passed" in result.output


def test_a_leaking_contract_exits_1_with_the_field(tmp_path: Path) -> None:
    leaking = body(
        historical_test=HistoricalTest(
            windows=(
                WalkForwardWindow.model_validate_json(
                    json.dumps(
                        {
                            "train_start": "2019-01-01",
                            "train_end": "2020-12-31",
                            "test_start": "2021-01-04",
                            "test_end": "2021-12-31",
                            "selection_end": "2021-12-31",
                        }
                    )
                ),
            )
        )
    )
    file = write(tmp_path / "proposal.json", proposal(leaking).model_dump_json())  # an event
    result = runner.invoke(validate_app, ["contract", str(file), "--json"])
    assert result.exit_code == 1
    report = json.loads(result.output)
    assert report["passed"] is False
    assert [c["field"] for c in report["checks"] if not c["passed"]] == [
        "historical_test.windows[0].selection_end"
    ]


def test_the_decision_date_option_moves_the_point_in_time(tmp_path: Path) -> None:
    file = write(tmp_path / "contract.json", body().model_dump_json())
    result = runner.invoke(validate_app, ["contract", str(file), "--decision-date", "2022-06-30"])
    assert result.exit_code == 1
    assert "✗ contract.point_in_time" in result.output
    bad = runner.invoke(validate_app, ["contract", str(file), "--decision-date", "June"])
    assert bad.exit_code == 2


def test_an_answer_with_its_own_contract_or_a_given_one(tmp_path: Path) -> None:
    event = draft("## Return\n\nApple fell 28.1% over one year [1]", body())
    file = write(tmp_path / "draft.json", event.model_dump_json())
    assert runner.invoke(validate_app, ["answer", str(file)]).exit_code == 0
    bare = event.data.model_copy(update={"contract": None})
    data = write(tmp_path / "data.json", bare.model_dump_json())
    alone = runner.invoke(validate_app, ["answer", str(data), "--json"])
    assert alone.exit_code == 1
    assert [c["check_id"] for c in json.loads(alone.output)["checks"] if not c["passed"]] == [
        "answer.contract_known"
    ]
    contract = write(tmp_path / "contract.json", body().model_dump_json())
    given = runner.invoke(validate_app, ["answer", str(data), "--contract", str(contract)])
    assert given.exit_code == 0, given.output


def test_a_run_result_is_an_answer_too(tmp_path: Path) -> None:
    event = draft("Apple rose 28.1% over one year [1]", None)
    run = {"run_id": "run_x", "answer": json.loads(event.data.model_dump_json())}
    file = write(tmp_path / "run.json", json.dumps(run))
    result = runner.invoke(validate_app, ["answer", str(file), "--contract", str(file)])
    assert result.exit_code == 2  # a run result is no contract
    result = runner.invoke(validate_app, ["answer", str(file), "--json"])
    failed = [c["check_id"] for c in json.loads(result.output)["checks"] if not c["passed"]]
    assert failed == ["answer.contract_known", "answer.numbers_match", "answer.trends"]


def test_unreadable_files_exit_2(tmp_path: Path) -> None:
    assert runner.invoke(validate_app, ["contract", str(tmp_path / "none.json")]).exit_code == 2
    junk = write(tmp_path / "junk.json", "{not json")
    assert runner.invoke(validate_app, ["answer", str(junk)]).exit_code == 2
    no_text = write(tmp_path / "empty.json", "{}")
    assert runner.invoke(validate_app, ["answer", str(no_text)]).exit_code == 2


def _released(text: str, *, contract: bool = True) -> dict[str, object]:
    """A `run --json` result as the run client writes it: the released answer, with the
    contract and computations of the draft it released."""
    event = draft(text, body() if contract else None)
    answer = json.loads(event.data.model_dump_json())
    answer["content_hash"] = hashlib.sha256(text.encode()).hexdigest()
    return {"run_id": "run_x", "status": "succeeded", "answer": answer}


def test_an_untampered_run_result_passes_with_the_contract_it_carries(tmp_path: Path) -> None:
    file = write(tmp_path / "run.json", json.dumps(_released("Apple fell 28.1% in 2022 [1]")))
    result = runner.invoke(validate_app, ["answer", str(file), "--json"])
    assert result.exit_code == 0, result.output
    checks = {c["check_id"]: c["passed"] for c in json.loads(result.output)["checks"]}
    assert checks["answer.contract_known"] is True
    assert checks["answer.content_hash"] is True


def test_a_run_result_edited_after_release_fails(tmp_path: Path) -> None:
    run = _released("Apple fell 28.1% in 2022 [1]")
    answer = run["answer"]
    assert isinstance(answer, dict)
    # A fake mark together with a matching fake citation: every mark resolves, yet it is forged.
    answer["text"] += " It also beat every estimate [[src_fake#chk_fake]]."
    answer["citations"].append(
        {**answer["citations"][0], "mark": "[[src_fake#chk_fake]]", "number": 2,
         "source_id": "src_fake", "chunk_id": "chk_fake"}
    )  # fmt: skip
    file = write(tmp_path / "tampered.json", json.dumps(run))
    result = runner.invoke(validate_app, ["answer", str(file), "--json"])
    assert result.exit_code == 1
    failed = [c for c in json.loads(result.output)["checks"] if not c["passed"]]
    assert [c["check_id"] for c in failed] == ["answer.content_hash"]
    assert failed[0]["field"] == "text"
