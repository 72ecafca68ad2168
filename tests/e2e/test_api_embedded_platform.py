"""The API on the embedded platform (offline policy, shipped data): entitlements reach the
researchers' tools, and a conversation's follow-up run is given and registers the sources the
earlier answer cited. One platform and one API serve the module."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest
import pytest_asyncio

from quantward_api.app import ApiApp, build_app
from quantward_api.keys import ApiKeyStore
from quantward_api.principals import EVERY_DATASET
from quantward_api.settings import ApiSettings
from quantward_cli.embedded import EmbeddedPlatform
from quantward_contracts import Event
from quantward_contracts.events import (
    AgentToolCalled,
    RunCompleted,
    RunRequested,
    SourceRegistered,
    TaskCompleted,
    TaskDelegated,
)
from quantward_records import restore
from quantward_records.documents import run_view

pytestmark = pytest.mark.asyncio(loop_scope="module")


@dataclass
class Served:
    platform: EmbeddedPlatform
    api: ApiApp
    keys: ApiKeyStore

    def client(self, key: str) -> httpx.AsyncClient:
        return httpx.AsyncClient(
            base_url=f"http://127.0.0.1:{self.api.port}",
            headers={"Authorization": f"Bearer {key}"},
            timeout=60.0,
        )

    def key(self, subject: str, *entitlements: str) -> str:
        key, _ = self.keys.create(
            subject, team="research", roles=["analyst"], entitlements=list(entitlements)
        )
        return key

    def recorded(self, run_id: str) -> list[Event]:
        store = self.platform.recorder.store
        return [restore(e, store.artifact) for e in store.entries(run_id) if e.body is not None]


@pytest.fixture(scope="module")
def home_env(quantward_home: Any) -> Iterator[None]:
    with quantward_home.activated():
        yield


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def served(home_env: None, tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[Served]:
    folder: Path = tmp_path_factory.mktemp("api-embedded")
    async with EmbeddedPlatform() as platform:
        keys = ApiKeyStore(folder / "keys.sqlite3")
        settings = ApiSettings(
            api_port=0,
            api_keys_path=folder / "keys.sqlite3",
            api_conversations_path=folder / "conversations.sqlite3",
            api_rate_burst=10_000,
        )
        api = await build_app(settings, bus=platform.bus, store=platform.recorder.store, keys=keys)
        await api.start()
        try:
            yield Served(platform, api, keys)
        finally:
            await api.stop()


async def _finished(client: httpx.AsyncClient, run_id: str) -> dict[str, Any]:
    """Follow the run's events to their end; the `completed` event's data."""
    completed: dict[str, Any] = {}
    async with client.stream("GET", f"/v1/runs/{run_id}/events") as response:
        assert response.status_code == 200
        kind = ""
        async for line in response.aiter_lines():
            if line.startswith("event: "):
                kind = line[7:]
            elif line.startswith("data: ") and kind == "completed":
                completed = json.loads(line[6:])
    assert completed, f"run {run_id} streamed no completion"
    return completed


async def _wait_recorded(served: Served, run_id: str) -> list[Event]:
    """The run's record once its completion is in it (the recorder may trail the stream)."""
    import asyncio

    for _ in range(400):
        events = served.recorded(run_id)
        if any(isinstance(e, RunCompleted) for e in events):
            return events
        await asyncio.sleep(0.05)
    raise AssertionError(f"run {run_id} was not recorded as completed")


async def test_a_user_without_the_fundamentals_entitlement_is_refused_it_on_the_record(
    served: Served,
) -> None:
    lacking = served.key("lena", "synthetic-corpus", "prices", "earnings-calendar")
    async with served.client(lacking) as client:
        submitted = await client.post(
            "/v1/runs", json={"template_id": "credit-review", "inputs": {"company": "Apple"}}
        )
        assert submitted.status_code == 202, submitted.text
        run_id = submitted.json()["run_id"]
        completed = await _finished(client, run_id)
    events = await _wait_recorded(served, run_id)
    [request] = [e for e in events if isinstance(e, RunRequested)]
    assert request.data.entitlements is not None
    assert set(request.data.entitlements) == {"synthetic-corpus", "prices", "earnings-calendar"}
    delegated = [e for e in events if isinstance(e, TaskDelegated)]
    assert delegated
    assert all(t.data.entitlements == request.data.entitlements for t in delegated)
    calls = [e for e in events if isinstance(e, AgentToolCalled)]
    refused = [c for c in calls if c.data.refused_entitlement is not None]
    # the template's fundamentals parts asked for it; each such call was refused, on the record
    assert refused, [c.data.tool for c in calls]
    assert {c.data.refused_entitlement for c in refused} == {"fundamentals"}
    for call in refused:
        assert call.data.error
        assert call.data.tool == "fundamentals"
        assert "not entitled to the 'fundamentals' dataset" in call.data.result
        assert call.data.source_ids == ()
    # no call reached the fundamentals data: every fundamentals call was a refusal
    assert all(c.data.refused_entitlement for c in calls if c.data.tool == "fundamentals")
    # the documents it is entitled to were still searched, and the run ended with a status
    assert any(c.data.tool == "search_documents" and not c.data.error for c in calls)
    # each task says which datasets it was refused, and a failed run names them as the cause
    done = [e for e in events if isinstance(e, TaskCompleted)]
    assert {d for t in done for d in t.data.refused_entitlements} == {"fundamentals"}
    assert completed["status"] in {"succeeded", "failed"}
    if completed["status"] == "failed":
        assert "not entitled to fundamentals" in completed["error"]


async def test_the_same_run_with_the_entitlement_uses_the_fundamentals(served: Served) -> None:
    entitled = served.key("erin", *EVERY_DATASET)
    async with served.client(entitled) as client:
        submitted = await client.post(
            "/v1/runs", json={"template_id": "credit-review", "inputs": {"company": "Apple"}}
        )
        run_id = submitted.json()["run_id"]
        completed = await _finished(client, run_id)
    assert completed["status"] == "succeeded", completed
    events = await _wait_recorded(served, run_id)
    calls = [e for e in events if isinstance(e, AgentToolCalled)]
    assert not [c for c in calls if c.data.refused_entitlement is not None]
    assert any(c.data.tool == "fundamentals" and not c.data.error for c in calls)


async def test_a_follow_up_turn_registers_the_earlier_answers_sources_with_their_passages(
    served: Served,
) -> None:
    key = served.key("fiona", *EVERY_DATASET)
    async with served.client(key) as client:
        created = await client.post("/v1/conversations", json={"title": "Apple"})
        conversation_id = created.json()["conversation_id"]
        turns = f"/v1/conversations/{conversation_id}/turns"
        preview = {"template": "earnings-preview", "inputs": {"company": "Apple"}}
        first = (await client.post(turns, json=preview)).json()
        assert (await _finished(client, first["run_id"]))["status"] == "succeeded"
        await _wait_recorded(served, first["run_id"])
        cited = (await client.get(f"/v1/runs/{first['run_id']}/answer")).json()["citations"]
        assert cited
        second_posted = await client.post(turns, json={"changes": {"as_of": "2022-11-30"}})
        assert second_posted.status_code == 201, second_posted.text
        second = second_posted.json()
        completed = await _finished(client, second["run_id"])
        assert completed["status"] in {"succeeded", "failed"}
        shown = (await client.get(f"/v1/conversations/{conversation_id}")).json()
    assert [t["run_id"] for t in shown["turns"]] == [first["run_id"], second["run_id"]]
    assert shown["turns"][1]["inputs"]["as_of"] == "2022-11-30"

    events = await _wait_recorded(served, second["run_id"])
    [request] = [e for e in events if isinstance(e, RunRequested)]
    # the record of the follow-up shows which earlier sources it was given
    given = {(g.from_run_id, g.source.source_id) for g in request.data.grounding}
    assert given == {(first["run_id"], c["source_id"]) for c in cited}
    assert set(second["carried"]) == {f"{r}/{s}" for r, s in given}
    first_view = run_view(served.platform.recorder.store, first["run_id"])
    assert first_view is not None
    registered = {
        e.data.content_hash: e
        for e in events
        if isinstance(e, SourceRegistered) and e.causation_id == request.event_id
    }
    for item in cited:
        earlier = first_view.shared[item["source_id"]]
        again = registered[earlier.content_hash]  # registered in the follow-up under its own id
        assert again.data.source_id != earlier.source_id
        assert again.data.chunk_ids == tuple(p.chunk_id for p in earlier.passages)
        # …and the follow-up's record resolves it to the very passage the first answer cited
        second_view = run_view(served.platform.recorder.store, second["run_id"])
        assert second_view is not None
        passage = second_view.passage(again.data.source_id, item["chunk_id"])
        assert passage is not None
        assert passage.text == item["passage"]["text"]
    # the researchers inherited the carried sources, so their claims can cite them
    delegated = [e for e in events if isinstance(e, TaskDelegated)]
    assert delegated
    for task in delegated:
        inherited = {s.source_id for s in task.data.inherited}
        assert {e.data.source_id for e in registered.values()} <= inherited


async def test_a_follow_up_answer_cites_the_passage_the_earlier_answer_cited(
    served: Served,
) -> None:
    """'The call you cited' resolves to that passage: the follow-up's researchers quote the
    carried passages that answer their part (under the follow-up's own source ids), and the
    record resolves each such citation to the very text the first answer cited."""
    key = served.key("gwen", *EVERY_DATASET)
    async with served.client(key) as client:
        created = await client.post("/v1/conversations", json={"title": "Apple, later"})
        turns = f"/v1/conversations/{created.json()['conversation_id']}/turns"
        preview = {
            "template": "earnings-preview",
            "inputs": {"company": "Apple", "as_of": "2022-11-30"},
        }
        first = (await client.post(turns, json=preview)).json()
        assert (await _finished(client, first["run_id"]))["status"] == "succeeded"
        await _wait_recorded(served, first["run_id"])
        earlier = (await client.get(f"/v1/runs/{first['run_id']}/answer")).json()["citations"]
        # a month later: everything the first answer cited was published before the new as-of
        second = (await client.post(turns, json={"changes": {"as_of": "2022-12-28"}})).json()
        assert (await _finished(client, second["run_id"]))["status"] == "succeeded"
        await _wait_recorded(served, second["run_id"])
        later = (await client.get(f"/v1/runs/{second['run_id']}/answer")).json()["citations"]
    events = await _wait_recorded(served, second["run_id"])
    [request] = [e for e in events if isinstance(e, RunRequested)]
    carried_ids = {
        e.data.source_id
        for e in events
        if isinstance(e, SourceRegistered) and e.causation_id == request.event_id
    }
    earlier_passages = {(c["chunk_id"], c["passage"]["text"]) for c in earlier}
    again = [c for c in later if c["source_id"] in carried_ids]
    assert again, "the follow-up cited no passage the conversation carried"
    for citation in again:
        assert (citation["chunk_id"], citation["passage"]["text"]) in earlier_passages
