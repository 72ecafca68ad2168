"""The run operations over real HTTP on a loopback port, against a scripted platform."""

from __future__ import annotations

import json
from typing import Any

import httpx

from .conftest import Served
from .scripted import PASSAGE


async def sse(client: httpx.AsyncClient, path: str, **headers: str) -> list[dict[str, Any]]:
    """Every event of a stream until it ends: id, event and data."""
    events: list[dict[str, Any]] = []
    async with client.stream("GET", path, headers=headers) as response:
        assert response.status_code == 200, await response.aread()
        assert response.headers["content-type"].startswith("text/event-stream")
        current: dict[str, Any] = {}
        async for line in response.aiter_lines():
            if line.startswith(":"):
                continue
            if not line:
                if current:
                    events.append(current)
                current = {}
                continue
            field, _, value = line.partition(": ")
            current[field] = json.loads(value) if field == "data" else value
    return events


def _completed(events: list[dict[str, Any]]) -> dict[str, Any]:
    data: dict[str, Any] = next(e["data"] for e in events if e["event"] == "completed")
    return data


async def test_a_template_run_is_submitted_followed_and_its_cited_passage_fetched(
    served: Served,
) -> None:
    key = served.key("alice", "research", "analyst", entitlements=("fundamentals",))
    async with served.client(key) as client:
        submitted = await client.post(
            "/v1/runs", json={"template_id": "earnings-preview", "inputs": {"company": "Apple"}}
        )
        assert submitted.status_code == 202, submitted.text
        run = submitted.json()
        assert run["requested_by"] == "user:alice@team:research"
        events = await sse(client, run["events_url"])
        kinds = [e["event"] for e in events]
        # one per run event (topics are ordered apart, so not in one order), then `end`
        assert sorted(kinds[:-1]) == sorted(
            ["stage", "review_started", "review", "task", "answer", "completed"]
        )
        assert kinds[-1] == "end"
        assert all(e["id"].startswith("evt_") for e in events[:-1])
        review_started = events[kinds.index("review_started")]["data"]
        assert "the Guardian is reviewing" in review_started["message"]
        answer = (await client.get(f"/v1/runs/{run['run_id']}/answer")).json()
        assert answer["citations"][0]["passage"]["text"] == PASSAGE
        cited = await client.get(f"/v1/runs/{run['run_id']}/citations/1")
        assert cited.status_code == 200
        assert cited.json()["passage"]["text"] == PASSAGE
        shown = (await client.get(f"/v1/runs/{run['run_id']}")).json()
        assert shown["status"] == "succeeded"
    request = served.platform.requests[0]
    assert request.data.entitlements == ("fundamentals",)
    assert request.data.template_id == "earnings-preview"


async def test_a_stream_resumes_after_the_last_event_id(served: Served) -> None:
    key = served.key("alice", "research")
    async with served.client(key) as client:
        run = (await client.post("/v1/runs", json={"question": "How did Apple do?"})).json()
        events = await sse(client, run["events_url"])
        resumed = await sse(client, run["events_url"], **{"Last-Event-ID": events[1]["id"]})
        assert [e.get("id") for e in resumed] == [e.get("id") for e in events[2:]]


async def test_a_finished_run_is_replayed_from_its_record_by_another_api(served: Served) -> None:
    key = served.key("alice", "research")
    async with served.client(key) as client:
        run = (await client.post("/v1/runs", json={"question": "How did Apple do?"})).json()
        live = await sse(client, run["events_url"])
    served.app.hub._finished.clear()  # another replica holds nothing of it
    async with served.client(key) as client:
        replayed = await sse(client, run["events_url"])
    # the record's order (causes before effects), which may interleave topics differently
    assert sorted(str(e.get("id")) for e in replayed) == sorted(str(e.get("id")) for e in live)


async def test_another_team_gets_404_and_an_auditor_reads_but_cannot_submit(
    served: Served,
) -> None:
    alice = served.key("alice", "research")
    bob = served.key("bob", "trading")
    colleague = served.key("carol", "research")
    auditor = served.key("dora", "audit", "auditor")
    async with served.client(alice) as client:
        run = (await client.post("/v1/runs", json={"question": "How did Apple do?"})).json()
        await sse(client, run["events_url"])
    run_id = run["run_id"]
    async with served.client(bob) as client:
        for path in (
            f"/v1/runs/{run_id}",
            f"/v1/runs/{run_id}/events",
            f"/v1/runs/{run_id}/answer",
            f"/v1/runs/{run_id}/record/timeline",
            "/v1/runs/run_00000000000000000000000000",
        ):
            response = await client.get(path)
            assert response.status_code == 404, path
            assert response.json()["error"]["code"] == "not_found"
        assert (await client.get("/v1/runs")).json()["runs"] == []
        cancel = await client.post(f"/v1/runs/{run_id}/cancel", json={})
        assert cancel.status_code == 404
    async with served.client(colleague) as client:
        listed = (await client.get("/v1/runs")).json()["runs"]
        assert [r["run_id"] for r in listed] == [run_id]
    async with served.client(auditor) as client:
        assert (await client.get(f"/v1/runs/{run_id}/record/reviews")).status_code == 200
        refused = await client.post("/v1/runs", json={"question": "anything"})
        assert refused.status_code == 403
        assert refused.json()["error"]["code"] == "forbidden"


async def test_a_clarification_is_validated_against_its_options(served: Served) -> None:
    key = served.key("alice", "research")
    async with served.client(key) as client:
        run = (await client.post("/v1/runs", json={"question": "which regions?"})).json()
        question = None
        async with client.stream("GET", run["events_url"]) as response:
            async for line in response.aiter_lines():
                if line.startswith("data: ") and '"clarification"' in line:
                    question = json.loads(line[6:])
                    break
        assert question is not None
        path = f"/v1/runs/{run['run_id']}/clarifications/{question['clarification_id']}"
        wrong = await client.post(path, json={"answer": "neither"})
        assert wrong.status_code == 422
        assert wrong.json()["error"]["field"] == "answer"
        assert "with joint ventures" in wrong.json()["error"]["message"]
        right = await client.post(path, json={"answer": "2"})
        assert right.status_code == 202
        again = await client.post(path, json={"answer": "1"})
        assert again.status_code == 409
        events = await sse(client, run["events_url"])
        assert _completed(events)["status"] == "succeeded"


async def test_a_run_is_cancelled(served: Served) -> None:
    key = served.key("alice", "research")
    async with served.client(key) as client:
        run = (await client.post("/v1/runs", json={"question": "which regions?"})).json()
        cancel = await client.post(f"/v1/runs/{run['run_id']}/cancel", json={"reason": "enough"})
        assert cancel.status_code == 202
        events = await sse(client, run["events_url"])
        assert _completed(events)["status"] == "cancelled"
        ended = await client.post(f"/v1/runs/{run['run_id']}/cancel", json={})
        assert ended.status_code == 409


async def test_bad_input_is_422_naming_the_field(served: Served) -> None:
    key = served.key("alice", "research")
    async with served.client(key) as client:
        bad = await client.post(
            "/v1/runs",
            json={"template_id": "earnings-preview", "inputs": {"company": "Apple", "nope": 1}},
        )
        assert bad.status_code == 422
        assert bad.json()["error"]["field"] == "inputs.nope"
        unknown = await client.post("/v1/runs", json={"template_id": "../etc/passwd"})
        assert unknown.json()["error"]["field"] == "template_id"
        both = await client.post("/v1/runs", json={"question": "x", "template_id": "y"})
        assert both.status_code == 422
        assert set(both.json()) == {"error"}
        extra = await client.post("/v1/runs", json={"question": "x", "colour": "red"})
        assert extra.json()["error"]["field"] == "colour"
        blank = await client.post("/v1/runs", json={"question": " \n\t "})
        assert blank.status_code == 422
        assert blank.json()["error"]["field"] == "question"
        assert "only spaces" in blank.json()["error"]["message"]
    assert served.platform.requests == []


async def test_runs_are_listed_with_filters_and_pages(served: Served) -> None:
    key = served.key("alice", "research")
    async with served.client(key) as client:
        ids = []
        for _ in range(3):
            run = (await client.post("/v1/runs", json={"question": "How did Apple do?"})).json()
            await sse(client, run["events_url"])
            ids.append(run["run_id"])
        first = (await client.get("/v1/runs", params={"limit": 2})).json()
        assert len(first["runs"]) == 2
        second = (
            await client.get("/v1/runs", params={"limit": 2, "offset": first["next_offset"]})
        ).json()
        assert second["next_offset"] is None
        assert {r["run_id"] for r in first["runs"] + second["runs"]} == set(ids)
        failed = (await client.get("/v1/runs", params={"status": "failed"})).json()
        assert failed["runs"] == []
        bad = await client.get("/v1/runs", params={"since": "yesterday"})
        assert bad.status_code == 422
        assert bad.json()["error"]["field"] == "since"
