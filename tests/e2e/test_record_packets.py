"""The acceptance and commitment packets of a recorded run, and evidence retrieval and replay
over recorded runs (organised record vs flat log vs final answer)."""

from __future__ import annotations

import asyncio
import hashlib
import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from quantward_cli.bench import evidence
from quantward_cli.cli import app
from quantward_records.packets import commitment_packet
from quantward_records.views import RunView

runner = CliRunner()


def invoke(home: Any, *args: str) -> Any:
    with home.activated():
        return runner.invoke(app, list(args))


@pytest.fixture(scope="module")
def recorded_run(quantward_home: Any) -> dict[str, Any]:
    """A strategy run with a mandate: its contract has constraints with their origins."""
    result = invoke(
        quantward_home,
        "run",
        "market-neutral-portfolio",
        "-i",
        "companies=AAPL,MSFT,JPM,XOM",
        "--json",
    )
    assert result.exit_code == 0, result.output
    outcome: dict[str, Any] = json.loads(result.stdout.strip().splitlines()[-1])
    assert outcome["status"] == "succeeded", outcome
    return outcome


def test_the_acceptance_packet_holds_the_accepted_version_its_checks_and_review(
    quantward_home: Any, recorded_run: Any
) -> None:
    run_id = recorded_run["run_id"]
    result = invoke(quantward_home, "record", "show", run_id, "--packet", "acceptance", "--json")
    assert result.exit_code == 0, result.output
    packet = json.loads(result.stdout)
    assert packet["complete"], packet["missing"]
    assert packet["contract_version"] >= 1
    assert packet["checks"]
    assert all(c["passed"] for c in packet["checks"])
    review = packet["review"]
    assert (review["stage"], review["decision"]) == ("plan", "accept")
    assert review["subject_version"] == packet["contract_version"]
    assert packet["constraints"]
    assert all(c["text"] for c in packet["constraints"])


def test_the_commitment_packet_holds_the_released_hash_checks_review_and_passages(
    quantward_home: Any, recorded_run: Any, tmp_path: Path
) -> None:
    run_id = recorded_run["run_id"]
    out = tmp_path / "commitment.json"
    result = invoke(
        quantward_home, "record", "export", run_id, "--packet", "commitment", "--out", str(out)
    )
    assert result.exit_code == 0, result.output
    packet = json.loads(out.read_text())
    assert packet["complete"], packet["missing"]
    assert packet["text"] == recorded_run["answer"]["text"]
    digest = hashlib.sha256(packet["text"].encode()).hexdigest()
    assert packet["content_hash"] == digest == packet["approved_hash"]
    assert packet["review"]["stage"] == "final"
    assert packet["checks"]
    assert packet["unresolved"] == []
    numbers = [c["number"] for c in packet["citations"]]
    assert numbers == [c["number"] for c in recorded_run["answer"]["citations"]]
    assert all(c["passage"] for c in packet["citations"])
    computed = [c for c in packet["citations"] if c["source_kind"] == "computation"]
    assert computed
    assert all(c["computation"] and c["tool"] for c in computed)
    text = invoke(quantward_home, "record", "show", run_id, "--packet", "commitment")
    assert text.exit_code == 0, text.output
    assert "commitment packet" in text.stdout
    assert "complete" in text.stdout


def test_a_packet_whose_parts_are_gone_is_incomplete(
    quantward_home: Any, recorded_run: Any
) -> None:
    from quantward_records import restore
    from quantward_records.sqlite_store import SqliteRecordStore

    run_id = recorded_run["run_id"]
    store = SqliteRecordStore(quantward_home.root / "records")
    try:
        events = [restore(e, store.artifact) for e in store.entries(run_id)]
    finally:
        store.close()
    without_review = [e for e in events if e.type != "review.decided.v1"]
    packet = commitment_packet(RunView.of(run_id, without_review))
    assert not packet.complete
    assert "the Guardian's final acceptance of the answer" in packet.missing


def test_evidence_is_found_exactly_and_replays_verify_only_in_the_organised_record(
    quantward_home: Any, tmp_path: Path
) -> None:
    with quantward_home.activated():
        results = asyncio.run(evidence.run(3))
    assert (results["runs"], results["succeeded"]) == (3, 3)
    views = results["views"]
    asked = sum(results["questions"].values())
    assert asked > 0
    assert sum(views["organised"]["found"].values()) == asked
    assert views["organised"]["replay_verified"] == 3
    assert views["organised"]["acceptance_packets"] == 3
    assert views["flat"]["replay_verified"] == 0
    assert views["final"]["replayed_same"] == 0
    assert views["final"]["commitment_packets"] == 0
    assert sum(views["final"]["found"].values()) < asked
