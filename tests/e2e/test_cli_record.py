"""`quantward record …` on a run the embedded platform recorded: list, show, verify, export,
and a record changed behind the store's back named by `verify`."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from quantward_cli.cli import app
from quantward_records import verify_run
from quantward_records.sqlite_store import SqliteRecordStore

runner = CliRunner()


def invoke(home: Any, *args: str) -> Any:
    with home.activated():
        return runner.invoke(app, list(args))


@pytest.fixture(scope="module")
def recorded_run(quantward_home: Any) -> dict[str, Any]:
    """One template run, recorded by the embedded platform's recorder."""
    result = invoke(
        quantward_home, "run", "earnings-preview", "--input", "company=Microsoft", "--json"
    )
    assert result.exit_code == 0, result.output
    outcome: dict[str, Any] = json.loads(result.stdout.strip().splitlines()[-1])
    assert outcome["status"] == "succeeded"
    return outcome


def test_the_run_is_listed_with_its_summary(quantward_home: Any, recorded_run: Any) -> None:
    result = invoke(quantward_home, "record", "list", "--template", "earnings-preview", "--json")
    assert result.exit_code == 0, result.output
    runs = {r["run_id"]: r for r in json.loads(result.stdout)}
    mine = runs[recorded_run["run_id"]]
    assert mine["status"] == "succeeded"
    assert mine["template_id"] == "earnings-preview"
    assert any(e.startswith("ent_microsoft") for e in mine["entity_ids"]), mine["entity_ids"]
    failed = invoke(quantward_home, "record", "list", "--status", "failed", "--json")
    assert recorded_run["run_id"] not in {r["run_id"] for r in json.loads(failed.stdout)}


def test_the_timeline_holds_every_event_of_the_run_causes_first(
    quantward_home: Any, recorded_run: Any
) -> None:
    result = invoke(quantward_home, "record", "show", recorded_run["run_id"], "--json")
    assert result.exit_code == 0, result.output
    shown = json.loads(result.stdout)
    timeline = shown["timeline"]
    types = [t["type"] for t in timeline]
    assert types[0] == "run.requested.v1"
    for needed in (
        "contract.proposed.v1",
        "task.completed.v1",
        "answer.released.v1",
        "run.completed.v1",
    ):
        assert needed in types
    seen: set[str] = set()
    ids = {t["event_id"] for t in timeline}
    for item in timeline:
        if item["causation_id"] in ids:
            assert item["causation_id"] in seen, f"{item['type']} recorded before its cause"
        seen.add(item["event_id"])
    released = next(t for t in timeline if t["type"] == "answer.released.v1")
    assert released["event"]["data"]["text"] == recorded_run["answer"]["text"]


def test_verify_passes_and_export_has_every_entry(
    quantward_home: Any, recorded_run: Any, tmp_path: Path
) -> None:
    run_id = recorded_run["run_id"]
    assert invoke(quantward_home, "record", "verify", run_id).exit_code == 0
    out = tmp_path / "run.jsonl"
    assert invoke(quantward_home, "record", "export", run_id, "--out", str(out)).exit_code == 0
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    shown = json.loads(invoke(quantward_home, "record", "show", run_id, "--json").stdout)
    assert [line["event_id"] for line in lines] == [t["event_id"] for t in shown["timeline"]]
    assert all(line["event"]["event_id"] == line["event_id"] for line in lines)


def test_a_changed_record_is_named_by_verify(
    quantward_home: Any, recorded_run: Any, tmp_path: Path
) -> None:
    """Tampering with a copy of the store (the session's store stays intact)."""
    import shutil

    copy = tmp_path / "records"
    shutil.copytree(quantward_home.root / "records", copy)
    run_id = recorded_run["run_id"]
    with sqlite3.connect(copy / "records.sqlite3") as db:
        db.execute(
            "UPDATE entries SET body = replace(body, 'succeeded', 'failed') "
            "WHERE run_id = ? AND type = 'run.completed.v1'",
            (run_id,),
        )
    store = SqliteRecordStore(copy)
    try:
        result = verify_run(run_id, store.entries(run_id), store.head(run_id), store.artifact)
    finally:
        store.close()
    assert [p.what for p in result.problems] == [
        "its body was changed (the body's hash does not match)"
    ]
    with quantward_home.activated(), pytest.MonkeyPatch.context() as patch:
        patch.setenv("QW_RECORDS_PATH", str(copy))
        verdict = runner.invoke(app, ["record", "verify", run_id])
    assert verdict.exit_code == 1
    assert "its body was changed" in verdict.stdout


def test_an_unknown_run_is_one_line(quantward_home: Any) -> None:
    result = invoke(quantward_home, "record", "show", "run_doesnotexist")
    assert result.exit_code == 1
    assert "no recorded run run_doesnotexist" in result.output
    assert "Traceback" not in result.output


def test_every_citation_leads_to_its_source_and_the_call_that_produced_it(
    quantward_home: Any, recorded_run: Any
) -> None:
    result = invoke(quantward_home, "record", "evidence", recorded_run["run_id"], "--json")
    assert result.exit_code == 0, result.output
    found = json.loads(result.stdout)["citations"]
    released = recorded_run["answer"]["citations"]
    assert [f["citation"] for f in found] == [c["number"] for c in released]
    for item, citation in zip(found, released, strict=True):
        assert item["quote"] == citation["quote"]
        assert item["source_kind"] in ("document", "computation", "tool_result")
        assert item["tool"], item  # every registered source names the tool call behind it
    missing = invoke(
        quantward_home, "record", "evidence", recorded_run["run_id"], "--citation", "999"
    )
    assert missing.exit_code == 1
    assert "has no citation [999]" in missing.output


def test_show_lists_the_decisions_in_words(quantward_home: Any, recorded_run: Any) -> None:
    result = invoke(quantward_home, "record", "show", recorded_run["run_id"])
    assert result.exit_code == 0, result.output
    text = result.stdout
    assert "contract v1: accepted" in text
    assert "review " in text
    assert "(final): accept" in text
    assert "✓ answer v1 answer.cited" in text


def test_an_exported_run_verifies_alone_and_a_change_in_it_is_named(
    quantward_home: Any, recorded_run: Any, tmp_path: Path
) -> None:
    run_id = recorded_run["run_id"]
    out = tmp_path / "archive.jsonl"
    assert invoke(quantward_home, "record", "export", run_id, "--out", str(out)).exit_code == 0
    assert invoke(quantward_home, "record", "verify", "--archive", str(out)).exit_code == 0
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    released = next(i for i, line in enumerate(lines) if line["type"] == "answer.released.v1")
    forged = json.loads(json.dumps(lines))
    event = forged[released]["event"]
    event["data"]["text"] = event["data"]["text"].replace("Microsoft", "Micro-Soft", 1)
    changed = tmp_path / "changed.jsonl"
    changed.write_text("".join(json.dumps(line) + "\n" for line in forged))
    result = invoke(quantward_home, "record", "verify", "--archive", str(changed))
    assert result.exit_code == 1
    assert f"entry {released}" in result.stdout
    assert "the archived event does not match its stored body" in result.stdout
    swapped = [*lines[:2], lines[3], lines[2], *lines[4:]]
    reordered = tmp_path / "reordered.jsonl"
    reordered.write_text("".join(json.dumps(line) + "\n" for line in swapped))
    result = invoke(quantward_home, "record", "verify", "--archive", str(reordered))
    assert result.exit_code == 1
    assert "entry 3" in result.stdout
    garbage = tmp_path / "garbage.jsonl"
    garbage.write_text('{"run_id": "run_x"}\n')
    result = invoke(quantward_home, "record", "verify", "--archive", str(garbage))
    assert result.exit_code == 2
    assert f"{garbage}:1:" in result.output


# --- replay -------------------------------------------------------------------------------------


def replayed(home: Any, run_id: str) -> tuple[int, dict[str, Any]]:
    result = invoke(home, "replay", run_id, "--json")
    assert "Traceback" not in result.output
    return result.exit_code, json.loads(result.stdout)


def test_every_decision_of_a_recorded_run_replays_the_same(
    quantward_home: Any, recorded_run: Any
) -> None:
    code, report = replayed(quantward_home, recorded_run["run_id"])
    assert code == 0, report
    kinds = [s["kind"] for s in report["steps"]]
    for kind in ("contract checks", "answer checks", "grounding", "guardian", "release"):
        assert kind in kinds
    assert all(s["same"] for s in report["steps"])


def test_a_changed_validator_rule_diverges_at_the_step_it_changes(
    quantward_home: Any, recorded_run: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    import quantward_validator.domain as validator

    real = validator.answer_verdict

    def stricter(*args: Any, **kwargs: Any) -> Any:
        verdict = real(*args, **kwargs)
        flipped = [c.model_copy(update={"passed": False}) if c.check_id == "answer.cited" else c
                   for c in verdict.checks]  # fmt: skip
        return verdict.model_copy(update={"checks": tuple(flipped), "passed": False})

    monkeypatch.setattr(validator, "answer_verdict", stricter)
    code, report = replayed(quantward_home, recorded_run["run_id"])
    assert code == 1
    [diverged] = [s for s in report["steps"] if not s["same"]]
    assert diverged["kind"] == "answer checks"
    assert diverged["detail"].startswith("answer.cited now fails")
    shown = json.loads(
        invoke(quantward_home, "record", "show", recorded_run["run_id"], "--json").stdout
    )
    validated = [t["seq"] for t in shown["timeline"] if t["type"] == "answer.validated.v1"]
    assert diverged["seq"] == validated[0]


def test_a_changed_guardian_rule_diverges_at_its_review(
    quantward_home: Any, recorded_run: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    import quantward_guardian.app as guardian

    real = guardian.parse_decision

    def sterner(text: str, *, policy: Any) -> Any:
        decision = real(text, policy=policy)
        return decision.model_copy(update={"decision": "revise"})

    monkeypatch.setattr(guardian, "parse_decision", sterner)
    code, report = replayed(quantward_home, recorded_run["run_id"])
    assert code == 1
    diverged = [s for s in report["steps"] if not s["same"]]
    assert diverged
    assert {s["kind"] for s in diverged} == {"guardian"}
    assert diverged[0]["detail"].startswith("accept → revise")
