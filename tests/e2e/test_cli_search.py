"""`quantward search` on the embedded index seeded with the synthetic corpus, and `docs load`."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.environ import session_environ

QUANTWARD = Path(sys.executable).with_name("quantward")


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("qw-home")


def run(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = session_environ(
        QW_GRAPH_PATH=str(home / "graph.sqlite"), QW_SEARCH_PATH=str(home / "search")
    )
    return subprocess.run(
        [str(QUANTWARD), *args], capture_output=True, text=True, timeout=300, env=env, check=False
    )


def test_search_filters_by_resolved_entity_type_and_point_in_time(home: Path) -> None:
    result = run(
        home,
        "search",
        "guidance lower end of the range",
        "--entity",
        "Apple",
        "--type",
        "transcript",
        "--as-of",
        "2022-06-30",
        "--limit",
        "5",
        "--json",
    )
    assert result.returncode == 0, result.stderr
    found = json.loads(result.stdout)
    assert found["total"] > 0
    for hit in found["hits"]:
        assert hit["entity_ids"][0] == "ent_apple_inc"
        assert hit["type"] == "transcript"
        assert hit["published_at"] <= "2022-06-30T23:59:59.999999Z"
        assert hit["synthetic"] is True
        assert hit["chunk_id"].startswith("chk_")
    assert any("<b>" in h for hit in found["hits"] for h in hit["highlights"])


def test_an_ambiguous_entity_name_is_refused_with_its_alternatives(home: Path) -> None:
    result = run(home, "search", "guidance", "--entity", "Porsche")
    assert result.returncode == 2
    assert "ent_porsche_se" in result.stderr
    assert "ent_porsche_ag" in result.stderr
    assert "is ambiguous" in result.stderr


def test_an_unknown_entity_name_is_refused_in_words(home: Path) -> None:
    result = run(home, "search", "guidance", "--entity", "Zyxqwv Holdings")
    assert result.returncode == 2
    assert "matches no company in the knowledge graph" in result.stderr
    assert "not_found" not in result.stderr


def test_loaded_documents_are_tagged_and_searchable(home: Path, tmp_path: Path) -> None:
    note = tmp_path / "note.md"
    note.write_text(
        "# Desk note on Siemens\n\nSiemens flagged a zorbulent order backlog in rail.\n"
    )
    broken = tmp_path / "broken.pdf"
    broken.write_bytes(b"%PDF-1.4 not really")
    loaded = run(
        home,
        "docs",
        "load",
        str(note),
        str(broken),
        "--type",
        "broker_note",
        "--published-at",
        "2022-11-10",
        "--json",
    )
    assert loaded.returncode == 1  # one bad file; the good one still loads
    lines = [json.loads(line) for line in loaded.stdout.splitlines()]
    assert lines[0]["entities"] == ["ent_siemens"]
    assert lines[1]["errors"]
    found = json.loads(run(home, "search", "zorbulent backlog", "--json").stdout)
    assert found["hits"][0]["type"] == "broker_note"
    assert found["hits"][0]["synthetic"] is False


def test_the_earnings_calendar_hands_over_documents_point_in_time(home: Path) -> None:
    result = run(home, "calendar", "Apple", "--as-of", "2022-06-30", "--last", "3", "--json")
    assert result.returncode == 0, result.stderr
    calendar = json.loads(result.stdout)
    assert calendar["entity_id"] == "ent_apple_inc"
    *reported, latest = calendar["quarters"]
    assert all(q["status"] == "reported" and q["eps_actual"] is not None for q in reported)
    assert all(q["transcript"]["document_id"].startswith("doc_") for q in reported)
    assert latest["eps_actual"] is None  # the quarter ended, results not out by the as-of date
    assert latest["transcript"] is None
