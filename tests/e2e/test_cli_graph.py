"""`quantward graph load|stats` and the resolver seeing what was loaded."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tests.environ import session_environ

QUANTWARD = Path(sys.executable).with_name("quantward")


def run(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = session_environ(QW_GRAPH_PATH=str(tmp_path / "graph.sqlite"))
    return subprocess.run(
        [str(QUANTWARD), *args], capture_output=True, text=True, timeout=120, env=env, check=False
    )


def test_loaded_aliases_and_entities_are_resolvable(tmp_path: Path) -> None:
    rows = tmp_path / "mine.csv"
    rows.write_text(
        "record,entity_id,name,kind,country,type,source_id,target_id\n"
        "entity,ent_acme_treasury,Acme Treasury Services B.V.,issuer,NL,,,\n"
        "name,ent_siemens,Big S Internal Codename,,,,,\n"
        "relation,,,,,issuer_of,ent_acme_treasury,ent_siemens\n"
    )
    loaded = run(tmp_path, "graph", "load", str(rows), "--json")
    assert loaded.returncode == 0, loaded.stderr
    assert json.loads(loaded.stdout) == {
        "status": "loaded",
        "rows": 3,
        "entities_new": 1,
        "entities_extended": 1,
        "relations": 1,
    }
    alias = json.loads(run(tmp_path, "resolve", "Big S Internal Codename", "--json").stdout)
    assert alias["status"] == "resolved"
    assert alias["entity"]["entity_id"] == "ent_siemens"
    issuer = json.loads(
        run(tmp_path, "resolve", "Acme Treasury Services", "--role", "parent", "--json").stdout
    )
    assert issuer["entity"]["entity_id"] == "ent_siemens"
    stats = json.loads(run(tmp_path, "graph", "stats", "--json").stdout)
    assert stats["entities"] > 1800


def test_a_bad_file_is_rejected_whole_with_every_error(tmp_path: Path) -> None:
    rows = tmp_path / "bad.jsonl"
    rows.write_text(
        json.dumps({"record": "entity", "entity_id": "ent_fine_co", "name": "Fine Co"})
        + "\n"
        + json.dumps(
            {
                "record": "identifier",
                "entity_id": "ent_fine_co",
                "scheme": "ISIN",
                "value": "US0000000001",
            }
        )
        + "\n"
        + "{broken\n"
    )
    result = run(tmp_path, "graph", "load", str(rows), "--json")
    assert result.returncode == 1
    errors = json.loads(result.stdout)["errors"]
    assert [(e["row"], e["field"]) for e in errors] == [(2, "isin"), (3, "(row)")]
    after = json.loads(run(tmp_path, "resolve", "Fine Co", "--json").stdout)
    assert after["status"] == "not_found"
