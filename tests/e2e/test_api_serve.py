"""`quantward serve api` on the embedded platform, as a user meets it: keys from
`quantward api-keys create`, a template run submitted over HTTP and followed by server-sent
events to its released answer, a cited passage fetched, and another team's user refused with
404 for that run."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import httpx

from tests.e2e.conftest import QuantwardHome

QUANTWARD = Path(sys.executable).parent / "quantward"
READY_S = 120.0
RUN_S = 120.0


def _key(env: dict[str, str], subject: str, team: str) -> str:
    done = subprocess.run(
        [str(QUANTWARD), "api-keys", "create", subject, "--team", team, "--json"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    key: str = json.loads(done.stdout)["key"]
    return key


def _ready_line(proc: subprocess.Popen[str], log: Path) -> str:
    """The first stdout line (the ready line), read by a thread so a hung start fails."""
    lines: list[str] = []
    got = threading.Event()

    def read() -> None:
        assert proc.stdout is not None
        lines.append(proc.stdout.readline())
        got.set()

    threading.Thread(target=read, daemon=True).start()
    if not got.wait(READY_S) or not lines[0]:
        raise AssertionError("serve api not ready:\n" + log.read_text(errors="replace")[-3000:])
    return lines[0].strip()


def _follow(client: httpx.Client, path: str) -> list[dict[str, Any]]:
    events: list[dict[str, Any]] = []
    current: dict[str, Any] = {}
    with client.stream("GET", path, timeout=httpx.Timeout(10.0, read=RUN_S)) as response:
        assert response.status_code == 200
        for line in response.iter_lines():
            if line.startswith(":"):
                continue
            if not line:
                if current:
                    events.append(current)
                current = {}
                continue
            name, _, value = line.partition(": ")
            current[name] = json.loads(value) if name == "data" else value
    return events


def _until_ok(client: httpx.Client, path: str) -> httpx.Response:
    """The record is written by the recorder a moment after the run's last event: ask again
    (bounded) until it is there."""
    deadline = time.monotonic() + 30.0
    while True:
        response = client.get(path)
        if response.status_code != 404 or time.monotonic() > deadline:
            return response
        time.sleep(0.1)


def test_serve_api_runs_a_template_streams_it_and_scopes_it_by_team(
    quantward_home: QuantwardHome, tmp_path: Path
) -> None:
    env = {
        **quantward_home.environ(),
        "QW_API_PORT": "0",
        "QW_API_KEYS_PATH": str(tmp_path / "keys.sqlite3"),
        "QW_RECORDS_PATH": str(tmp_path / "records"),
    }
    alice = _key(env, "alice", "research")
    bob = _key(env, "bob", "trading")
    log = tmp_path / "api.log"
    with log.open("w") as stderr:
        proc = subprocess.Popen(
            [str(QUANTWARD), "serve", "api"],
            env=env,
            stdout=subprocess.PIPE,
            stderr=stderr,
            text=True,
        )
    try:
        ready = _ready_line(proc, log)
        assert ready.startswith("api serving HTTP on http://127.0.0.1:")
        url = ready.rsplit(" ", 1)[1]
        with httpx.Client(
            base_url=url, headers={"Authorization": f"Bearer {alice}"}, timeout=30.0
        ) as client:
            submitted = client.post(
                "/v1/runs", json={"template_id": "earnings-preview", "inputs": {"company": "Apple"}}
            )
            assert submitted.status_code == 202, submitted.text
            run = submitted.json()
            events = _follow(client, run["events_url"])
            kinds = [e["event"] for e in events]
            assert "stage" in kinds
            assert "delegation" in kinds
            assert kinds[-1] == "end"
            completed = next(e["data"] for e in events if e["event"] == "completed")
            assert completed["status"] == "succeeded", completed
            released = next(e["data"] for e in events if e["event"] == "answer")
            assert released["citations"], released
            assert all(e["id"].startswith("evt_") for e in events[:-1])
            cited = _until_ok(client, f"/v1/runs/{run['run_id']}/citations/1")
            assert cited.status_code == 200, cited.text
            passage = cited.json()
            assert passage["quote"]
            # the passage whole, as the researcher returned it, not only the quote
            assert passage["passage"] is not None, passage
            assert passage["passage"]["text"]
            assert passage["source_id"] == released["citations"][0]["source_id"]
            answer = _until_ok(client, f"/v1/runs/{run['run_id']}/answer").json()
            assert answer["text"] == released["text"]
            # the resolver and search of the embedded platform, over their gRPC services
            found = client.get("/v1/resolve", params={"q": "Apple"}).json()["candidates"]
            assert found[0]["name"].startswith("Apple")
            hits = client.get("/v1/search", params={"q": "revenue", "limit": 3}).json()["hits"]
            assert hits
        with httpx.Client(
            base_url=url, headers={"Authorization": f"Bearer {bob}"}, timeout=30.0
        ) as other:
            for path in ("", "/events", "/answer", "/citations/1", "/record/timeline"):
                refused = other.get(f"/v1/runs/{run['run_id']}{path}")
                assert refused.status_code == 404, path
                assert refused.json()["error"]["code"] == "not_found"
    finally:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
    assert proc.returncode == 0, log.read_text(errors="replace")[-3000:]
    assert os.path.exists(tmp_path / "keys.sqlite3")
