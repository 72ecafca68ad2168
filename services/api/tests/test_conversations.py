"""Conversations over real HTTP against the scripted platform: turns, follow-ups that carry the
earlier answers' cited sources, `changes` re-running a template, and the runs' auth rules."""

from __future__ import annotations

import asyncio
from typing import Any

import httpx

from quantward_contracts.events import RunRequested

from .conftest import Served
from .test_runs import sse


async def _conversation(client: httpx.AsyncClient, title: str | None = "Apple") -> str:
    created = await client.post("/v1/conversations", json={"title": title})
    assert created.status_code == 201, created.text
    body = created.json()
    assert body["turns"] == []
    assert body["title"] == title
    conversation_id: str = body["conversation_id"]
    return conversation_id


async def _turn(client: httpx.AsyncClient, conversation_id: str, **body: Any) -> dict[str, Any]:
    posted = await client.post(f"/v1/conversations/{conversation_id}/turns", json=body)
    assert posted.status_code == 201, posted.text
    turn: dict[str, Any] = posted.json()
    await sse(client, turn["events_url"])  # until the run ends
    return turn


def _request(served: Served, run_id: str) -> RunRequested:
    return next(r for r in served.platform.requests if r.run_id == run_id)


async def test_a_follow_up_is_given_the_sources_the_earlier_answer_cited(served: Served) -> None:
    key = served.key("alice", "research")
    async with served.client(key) as client:
        conversation_id = await _conversation(client)
        first = await _turn(client, conversation_id, question="How big is China for Apple?")
        assert first["index"] == 0
        assert first["carried"] == []
        cited = (await client.get(f"/v1/runs/{first['run_id']}/answer")).json()["citations"]
        second = await _turn(client, conversation_id, question="And the filing you cited?")
        assert second["index"] == 1
        request = _request(served, second["run_id"])
        assert request.data.conversation_id == conversation_id
        given = request.data.grounding
        # exactly the earlier answer's cited sources, as that run registered them
        assert [(g.from_run_id, g.source.source_id) for g in given] == [
            (first["run_id"], c["source_id"]) for c in cited
        ]
        assert [p.text for p in given[0].source.passages] == [cited[0]["passage"]["text"]]
        assert second["carried"] == [f"{first['run_id']}/{c['source_id']}" for c in cited]
        assert _request(served, first["run_id"]).data.grounding == ()

        shown = (await client.get(f"/v1/conversations/{conversation_id}")).json()
        turns = shown["turns"]
        assert [t["index"] for t in turns] == [0, 1]
        assert [t["run_id"] for t in turns] == [first["run_id"], second["run_id"]]
        assert turns[0]["question"] == "How big is China for Apple?"
        assert {t["status"] for t in turns} == {"succeeded"}
        assert turns[1]["carried"] == second["carried"]
        assert shown["requested_by"] == "user:alice@team:research"


async def test_changes_rerun_the_latest_template_with_those_inputs_changed(served: Served) -> None:
    key = served.key("bob", "quant")
    async with served.client(key) as client:
        conversation_id = await _conversation(client, None)
        no_template = await client.post(
            f"/v1/conversations/{conversation_id}/turns", json={"changes": {"window": "x"}}
        )
        assert no_template.status_code == 422
        assert no_template.json()["error"]["field"] == "changes"

        first = await _turn(
            client,
            conversation_id,
            template="market-neutral-portfolio",
            inputs={"companies": ["Apple", "Microsoft"]},
        )
        second = await _turn(
            client, conversation_id, changes={"mandate": {"max_position_weight": 0.08}}
        )
        before = _request(served, first["run_id"]).data
        after = _request(served, second["run_id"]).data
        assert after.template_id == before.template_id == "market-neutral-portfolio"
        assert after.inputs["companies"] == before.inputs["companies"]
        mandate_before, mandate_after = before.inputs["mandate"], after.inputs["mandate"]
        assert isinstance(mandate_before, dict)
        assert isinstance(mandate_after, dict)
        assert mandate_after["max_position_weight"] == 0.08
        # only the changed limit differs: the rest of the mandate is the earlier turn's
        assert {k: v for k, v in mandate_after.items() if k != "max_position_weight"} == {
            k: v for k, v in mandate_before.items() if k != "max_position_weight"
        }
        # a further change starts from the second turn's inputs
        third = await _turn(client, conversation_id, changes={"window": "2021-01-01..2022-06-30"})
        latest = _request(served, third["run_id"]).data.inputs
        assert latest["window"] == {"start": "2021-01-01", "end": "2022-06-30"}
        mandate = latest["mandate"]
        assert isinstance(mandate, dict)
        assert mandate["max_position_weight"] == 0.08

        # validated like a new submission: the field at fault is named as the change
        bad = await client.post(
            f"/v1/conversations/{conversation_id}/turns", json={"changes": {"window": "soon"}}
        )
        assert bad.status_code == 422, bad.text
        assert bad.json()["error"]["field"] == "changes.window"
        unknown = await client.post(
            f"/v1/conversations/{conversation_id}/turns", json={"changes": {"limit": 0.08}}
        )
        assert unknown.status_code == 422
        assert unknown.json()["error"]["field"] == "changes.limit"
        no_such = await client.post(
            f"/v1/conversations/{conversation_id}/turns",
            json={"template": "no-such-template", "inputs": {}},
        )
        assert no_such.status_code == 422
        assert no_such.json()["error"]["field"] == "template"
        shown = (await client.get(f"/v1/conversations/{conversation_id}")).json()
        assert [t["index"] for t in shown["turns"]] == [0, 1, 2]  # refused turns left no trace


async def test_a_turn_body_names_exactly_one_kind(served: Served) -> None:
    key = served.key("alice", "research")
    async with served.client(key) as client:
        conversation_id = await _conversation(client)
        for body in (
            {},
            {"question": "q", "changes": {"a": 1}},
            {"inputs": {"company": "Apple"}},
            {"changes": {}},
            {"question": "   "},
        ):
            posted = await client.post(f"/v1/conversations/{conversation_id}/turns", json=body)
            assert posted.status_code == 422, body
            assert posted.json()["error"]["code"] == "invalid"


async def test_conversations_follow_the_runs_auth_rules(served: Served) -> None:
    alice = served.key("alice", "research")
    carol = served.key("carol", "research")
    mallory = served.key("mallory", "other")
    auditor = served.key("audrey", "compliance", "auditor")
    async with served.client(alice) as client:
        conversation_id = await _conversation(client)
        turn = await _turn(client, conversation_id, question="How big is China for Apple?")
    async with served.client(mallory) as client:
        assert (await client.get(f"/v1/conversations/{conversation_id}")).status_code == 404
        posted = await client.post(
            f"/v1/conversations/{conversation_id}/turns", json={"question": "mine now?"}
        )
        assert posted.status_code == 404
        assert (await client.get("/v1/conversations")).json()["conversations"] == []
        assert (await client.get(f"/v1/runs/{turn['run_id']}")).status_code == 404
        unknown = await client.get("/v1/conversations/cnv_nope")
        assert unknown.status_code == 404
    async with served.client(carol) as client:  # same team: reads and follows up
        listed = (await client.get("/v1/conversations")).json()["conversations"]
        assert [c["conversation_id"] for c in listed] == [conversation_id]
        await _turn(client, conversation_id, question="What else?")
    async with served.client(auditor) as client:
        shown = await client.get(f"/v1/conversations/{conversation_id}")
        assert shown.status_code == 200
        assert len(shown.json()["turns"]) == 2
        refused = await client.post(
            f"/v1/conversations/{conversation_id}/turns", json={"question": "q"}
        )
        assert refused.status_code == 403
        assert (await client.post("/v1/conversations", json={})).status_code == 403
    async with served.client() as client:
        assert (await client.get("/v1/conversations")).status_code == 401


async def test_conversations_page_newest_first(served: Served) -> None:
    key = served.key("alice", "research")
    async with served.client(key) as client:
        made = [await _conversation(client, f"c{n}") for n in range(5)]
        first = (await client.get("/v1/conversations", params={"limit": 2})).json()
        assert [c["conversation_id"] for c in first["conversations"]] == made[::-1][:2]
        assert first["next_offset"] == 2
        rest = (await client.get("/v1/conversations", params={"offset": 2, "limit": 10})).json()
        assert [c["conversation_id"] for c in rest["conversations"]] == made[::-1][2:]
        assert rest["next_offset"] is None


async def test_follow_ups_posted_at_once_get_distinct_indexes(served: Served) -> None:
    key = served.key("alice", "research")
    async with served.client(key) as client:
        conversation_id = await _conversation(client)
        path = f"/v1/conversations/{conversation_id}/turns"
        posted = await asyncio.gather(
            *(client.post(path, json={"question": f"q{n}"}) for n in range(4))
        )
        assert all(p.status_code == 201 for p in posted)
        assert sorted(p.json()["index"] for p in posted) == [0, 1, 2, 3]
        for p in posted:
            await sse(client, p.json()["events_url"])
