"""`quantward serve api` on the embedded platform, as a user meets it: keys from
`quantward api-keys create`, a template run submitted over HTTP and followed by server-sent
events to its released answer, a cited passage fetched, and another team's user refused with
404 for that run."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

import httpx

from tests.e2e.api_server import api_env, create_key, serving_api
from tests.e2e.conftest import QuantwardHome

RUN_S = 120.0


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
    env = api_env(quantward_home.environ(), tmp_path)
    alice = create_key(env, "alice", "research")
    bob = create_key(env, "bob", "trading")
    with serving_api(env, tmp_path / "api.log") as url:
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
    assert os.path.exists(tmp_path / "keys.sqlite3")
