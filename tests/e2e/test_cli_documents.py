"""Users' documents and the embedded index under concurrency and hostile input (issue 11).

Real processes, as a user starts them: several `quantward` commands at once on one data folder,
documents that try to pass as someone else's, and documents too large to be welcome.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

QUANTWARD = Path(sys.executable).with_name("quantward")


def environ(graph: Path, search: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("QW_")}
    env.update(QW_GRAPH_PATH=str(graph), QW_SEARCH_PATH=str(search), **extra)
    if "QW_FORBID_REAL_MODELS" in os.environ:
        env["QW_FORBID_REAL_MODELS"] = os.environ["QW_FORBID_REAL_MODELS"]
    return env


def start(env: dict[str, str], *args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [str(QUANTWARD), *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )


def finish(process: subprocess.Popen[str]) -> tuple[int, str, str]:
    out, err = process.communicate(timeout=300)
    return process.returncode, out, err


def test_parallel_cold_starts_on_an_empty_folder_all_succeed(
    quantward_home: Any, tmp_path: Path
) -> None:
    """Finding 10: three searches and two loads at once on an empty index folder."""
    env = environ(quantward_home.root / "graph.sqlite", tmp_path / "search")
    notes = []
    for n in (1, 2):
        note = tmp_path / f"note{n}.txt"
        note.write_text(f"Desk note {n}: the quuxotic{n} backlog in rail grew again.\n")
        notes.append(note)
    searches = [start(env, "search", "guidance", "--json") for _ in range(3)]
    loads = [
        start(env, "docs", "load", str(note), "--published-at", "2022-11-10", "--json")
        for note in notes
    ]
    results = [finish(p) for p in (*searches, *loads)]
    for code, _out, err in results:
        assert code == 0, err
        assert "Traceback" not in err, err
        assert "LockBusy" not in err, err
    totals = {json.loads(out)["total"] for _code, out, _err in results[:3]}
    assert len(totals) == 1  # every search saw the whole corpus
    assert totals.pop() > 0
    for n in (1, 2):  # neither load was lost to the other or to the seeding
        code, out, err = finish(start(env, "search", f"quuxotic{n}", "--json"))
        assert code == 0, err
        assert json.loads(out)["total"] == 1
